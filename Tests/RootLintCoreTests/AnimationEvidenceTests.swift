@testable import RootLintCore
@testable import RootLintSyntax
import Testing

/// What a closure around a root write says about its animation, read from
/// the callee's bytes in place, and the callee names a file offers as
/// animated-helper candidates.
@Suite("Animation evidence of closures")
struct AnimationEvidenceTests {
    private func animation(_ code: String, helpers: [String] = []) -> AnimationEvidence? {
        let file = SourceFile(path: "App/Sample.swift", text: code)
        var configuration = Configuration.default
        configuration.animatedHelpers = helpers
        return FileFacts.extract(from: file, configuration: configuration).rootWrites.first?.animation
    }

    private func kind(_ evidence: AnimationEvidence?) -> String {
        guard let evidence else { return "none" }
        return String(describing: evidence).prefix { $0 != "(" }.description
    }

    @Test(arguments: [
        ("UIView.transition(with: window, duration: 0.3, options: .transitionCrossDissolve, animations: { window.rootViewController = vc })",
         "transitionAnimations"),
        ("UIView.transition(from: a, to: b, duration: 0.3) { _ in window.rootViewController = vc }", "transitionFromTo"),
        ("UIView.animate(withDuration: 0.3) { window.rootViewController = vc }", "animateBlock"),
        ("UIView.animateKeyframes(withDuration: 0.3, delay: 0) { window.rootViewController = vc }", "animateBlock"),
        ("UIView.animate(withDuration: 0.3, animations: {}) { _ in window.rootViewController = vc }", "none"),
        ("DispatchQueue.main.async { window.rootViewController = vc }", "none"),
        ("UIView.`transition`(with: window, duration: 0.3, animations: { window.rootViewController = vc })", "none"),
    ])
    func closureCallees(_ call: String, _ expected: String) {
        #expect(kind(animation("func f(window: UIWindow, vc: UIViewController) {\n    \(call)\n}\n")) == expected, "\(call)")
    }

    @Test func configuredHelpersAreMatchedByTheirWholeName() {
        let code = "func f(window: UIWindow) {\n    crossFade(window) { window.rootViewController = vc }\n}\n"
        #expect(kind(animation(code, helpers: ["crossFade"])) == "animatedHelper")
        #expect(kind(animation(code, helpers: ["crossFad", "crossFades"])) == "none")
        #expect(kind(animation(code)) == "none")
    }

    @Test func onlyBranchesOfAnAnimatedFlagAreUnanimated() {
        let guarded = "func swap(to vc: UIViewController, animated: Bool) {\n    guard animated else {\n        window.rootViewController = vc\n        return\n    }\n}\n"
        #expect(kind(animation(guarded)) == "nonAnimatedBranch")
        let looped = "func swap(to vc: UIViewController, animated: Bool) {\n    for _ in 0..<1 {\n        window.rootViewController = vc\n    }\n}\n"
        #expect(kind(animation(looped)) == "none")
    }

    @Test func helperCandidatesAreEachSpellingOnceSorted() {
        let file = SourceFile(path: "App/Sample.swift", text: """
            func show(window: UIWindow) {
                fade { window.rootViewController = A() }
                fade { window.rootViewController = B() }
                `fade` { }
                Animator.slide(window) { }
                items.forEach { _ in }
            }
            """)
        let facts = FileFacts.extract(from: file, configuration: .default)
        #expect(FileFacts.helperCandidates(writes: facts.rootWrites, file: file) == ["`fade`", "fade", "forEach", "show", "slide"])
    }
}
