@testable import RootLintCore
@testable import RootLintSyntax
import Testing

/// A helper the project finds is called only where the call's labels fit
/// its parameters: found by name alone, Rocket.Chat's `UIWindow`
/// `set(rootViewController:withTransition:)` made every `set` a switch site.
@Suite("Helper signatures")
struct HelperSignatureTests {
    /// Whether `call` (one line, its callee the last name before its first
    /// `(` or `{`) fits `declaration`.
    static func fits(_ declaration: String, _ call: String) -> Bool {
        let file = SourceFile(path: "Helper.swift", text: declaration + " {}\nfunc caller() {\n    " + call + "\n}\n")
        let function = file.scopes.indices.first { file.scopes[$0].kind == .function && file.scopes[$0].keyword == .func }!
        let signature = HelperSignature(function: function, in: file)
        let name = signature.name
        let callLine = file.code.indices.filter { file.text($0) == name && !(($0 > 0) && file.code[$0 - 1].keyword == .func) }
        return signature.accepts(call: callLine.first!, in: file)
    }

    static let setRoot = "func set(rootViewController newRoot: UIViewController, withTransition transition: CATransition? = nil)"

    @Test(arguments: [
        ("window.set(rootViewController: main)", true),
        ("window?.set(rootViewController: main, withTransition: fade)", true),
        ("UserDefaults.standard.set(true, forKey: \"seen\")", false),
        ("UIColor.red.set()", false),
        ("sizes.set(size: size, for: text)", false),
        ("set { }", false),
        ("window.set(withTransition: fade)", false),
        ("window.set(rootViewController: main, extra: 1)", false),
    ])
    func aCommonNameFitsOnlyItsLabels(call: String, fits: Bool) {
        #expect(Self.fits(Self.setRoot, call) == fits, "\(call)")
    }

    static let crossfade = "func crossfade(_ root: UIViewController, duration: TimeInterval = 0.3, completion: (() -> Void)? = nil)"

    @Test(arguments: [
        ("crossfade(main)", true),
        ("crossfade(main, duration: 0.5)", true),
        ("crossfade(main) { log() }", true),
        ("crossfade(main, duration: 0.2) { log() }", true),
        ("crossfade(main, completion: { log() })", true),
        ("crossfade(duration: 0.5)", false),
        ("crossfade(main, other)", false),
        ("crossfade()", false),
    ])
    func defaultsMayBeLeftOutAndAClosureMayTrail(call: String, fits: Bool) {
        #expect(Self.fits(Self.crossfade, call) == fits, "\(call)")
    }

    @Test func trailingClosuresOnlyForFunctionTypes() {
        #expect(Self.fits("func perform(_ body: @escaping () -> Void)", "perform { swap() }"))
        #expect(!Self.fits("func perform(_ body: @escaping () -> Void)", "perform()"))
        #expect(!Self.fits("func show(_ root: UIViewController)", "show { }"))
        // Two trailing closures: the second goes to the next closure parameter.
        #expect(Self.fits("func swap(animations: () -> Void, completion: (Bool) -> Void)", "swap { a() } completion: { _ in b() }"))
    }

    /// The block of an `if` after a call is not the call's trailing closure.
    @Test func aStatementsBlockIsNotATrailingClosure() {
        #expect(Self.fits("func set(_ value: Int)", "if store.set(1) { print(1) }"))
    }

    @Test func variadicParametersTakeEveryValue() {
        #expect(Self.fits("func stack(_ roots: UIViewController..., animated: Bool = true)", "stack(a, b, c)"))
        #expect(Self.fits("func stack(_ roots: UIViewController..., animated: Bool = true)", "stack(a, b, animated: false)"))
        #expect(Self.fits("func stack(_ roots: UIViewController..., animated: Bool = true)", "stack()"))
    }

    /// A declaration rootlint cannot read the parameters of fits every call, as before.
    @Test func anUnreadableSignatureFitsEveryCall() {
        let signature = HelperSignature(name: "set", parameters: nil)
        let file = SourceFile(path: "A.swift", text: "x.set(true, forKey: k)\n")
        let call = file.code.indices.first { file.text($0) == "set" }!
        #expect(signature.accepts(call: call, in: file))
    }

    /// Past `overloadLimit` declarations of one name, calls are matched by
    /// the name: checking each call against thousands of overloads was quadratic.
    @Test func manyOverloadsOfOneNameFallBackToTheName() {
        let signatures = (0...HelperSignature.overloadLimit).map {
            HelperSignature(name: "set", parameters: [.init(label: "value\($0)", hasDefault: false, takesClosure: false, isVariadic: false)])
        }
        let file = SourceFile(path: "A.swift", text: "x.set(true, forKey: k)\n")
        let call = file.code.indices.first { file.text($0) == "set" }!
        #expect(!HelperSignature.anyAccepts(signatures.prefix(HelperSignature.overloadLimit), call: call, in: file))
        #expect(HelperSignature.anyAccepts(signatures, call: call, in: file))
    }

    static let navigator = """
        final class Navigator {
            func show(segue: Scene, sender: UIViewController?, transition: Transition = .navigation(type: .cover(direction: .left))) {
                show(target: make(segue), sender: sender, transition: transition)
            }
            private func show(target: UIViewController, sender: UIViewController?, transition: Transition) {
                switch transition {
                case .root(in: let window), .reset(in: let window):
                    UIView.transition(with: window, duration: 0.3, options: .transitionCrossDissolve, animations: {
                        UIView.performWithoutAnimation { window.rootViewController = target }
                    })
                case .navigation, .modal:
                    sender?.show(target, sender: nil)
                }
            }
        }
        """

    /// A navigator's helper swaps the root only for its `.root` cases: a
    /// call is a switch when it passes one, not when it pushes, presents or
    /// leaves the default.
    @Test(arguments: [
        ("navigator.show(segue: .tabs, sender: nil, transition: .root(in: window))", true),
        ("navigator.show(segue: .tabs, sender: nil, transition: .reset(in: window))", true),
        ("navigator.show(segue: .tabs, sender: nil, transition: Navigator.Transition.root(in: window))", true),
        ("navigator.show(segue: .tabs, sender: nil, transition: chosenTransition)", true),
        ("navigator.show(segue: .settings, sender: self)", false),
        ("navigator.show(segue: .settings, sender: self, transition: .modal)", false),
        ("navigator.show(segue: .settings, sender: self, transition: Transition.navigation(type: .push))", false),
    ])
    func aHelperThatSwapsForSomeCasesCountsThoseCalls(call: String, switches: Bool) throws {
        let file = SourceFile(path: "Navigator.swift", text: Self.navigator + "func caller() {\n    " + call + "\n}\n")
        let facts = FileFacts.extract(from: file, configuration: .default)
        let contribution = ProjectContribution.extract(from: file, facts: facts)
        #expect(contribution.animatedHelpers == ["show"])
        #expect(contribution.animatedHelperSignatures.map(\.condition?.cases) == [["root", "reset"], ["root", "reset"]])
        let site = try #require(file.code.indices.last { file.text($0) == "show" })
        #expect(contribution.animatedHelperSignatures.contains { $0.accepts(call: site, in: file) } == switches, "\(call)")
    }

    /// A write outside the `switch`, or under a pattern that is not a case
    /// (`default`, `let value`), makes every call a switch.
    @Test func aWriteOutsideTheCasesMakesTheHelperUnconditional() {
        let code = """
            extension UIWindow {
                func swap(to root: UIViewController, style: Style = .fade) {
                    switch style {
                    case .fade:
                        UIView.transition(with: self, duration: 0.3, options: .transitionCrossDissolve, animations: {
                            UIView.performWithoutAnimation { self.rootViewController = root }
                        })
                    default:
                        UIView.transition(with: self, duration: 0.3, options: .transitionCrossDissolve, animations: {
                            UIView.performWithoutAnimation { self.rootViewController = root }
                        })
                    }
                }
            }
            """
        let file = SourceFile(path: "Swap.swift", text: code)
        let contribution = ProjectContribution.extract(from: file, facts: FileFacts.extract(from: file, configuration: .default))
        #expect(contribution.animatedHelpers == ["swap"])
        #expect(contribution.animatedHelperSignatures.map(\.condition) == [nil])
    }

    /// A `case` more than `maximumLevels` scopes above a write is not looked
    /// for: the helper counts as unconditional, and many writes in deeply
    /// nested code stay linear.
    @Test func aCaseFarAboveTheWriteIsNotLookedFor() {
        let depth = HelperSignature.maximumLevels + 1
        let opening = String(repeating: "if ready {\n", count: depth)
        let closing = String(repeating: "}\n", count: depth)
        let code = """
            extension UIWindow {
                func show(_ root: UIViewController, style: Style = .fade) {
                    switch style {
                    case .fade:
                        \(opening)UIView.transition(with: self, duration: 0.3, options: .transitionCrossDissolve, animations: {
                            UIView.performWithoutAnimation { self.rootViewController = root }
                        })
                        \(closing)
                    case .none: break
                    }
                }
            }
            """
        let file = SourceFile(path: "Show.swift", text: code)
        let contribution = ProjectContribution.extract(from: file, facts: FileFacts.extract(from: file, configuration: .default))
        #expect(contribution.animatedHelpers == ["show"])
        #expect(contribution.animatedHelperSignatures.map(\.condition) == [nil])
    }

    /// A property's accessors are declarations, never calls of a helper named like them.
    @Test func accessorsAreNotCalls() {
        let code = """
            final class Store {
                var token: String? {
                    get { stored }
                    set { stored = newValue; defaults.set(newValue, forKey: "token") }
                }
                var date: Date? {
                    get { nil }
                    set(newDate) { set(newDate) }
                }
                var count = 0 {
                    willSet { get() }
                    didSet { }
                }
            }
            """
        let file = SourceFile(path: "Store.swift", text: code)
        let helpers: Set<String> = ["get", "set", "willSet", "didSet"]
        let indexed = CallFinder.helperCalls(in: file, helpers: helpers, names: NameIndex(file: file))
        let scanned = CallFinder.helperCalls(in: file, helpers: helpers)
        #expect(indexed == scanned)
        // `defaults.set(…)`, the call inside `set(newDate)`, and `get()`.
        #expect(indexed.map { file.text($0) } == ["set", "set", "get"])
    }

    /// A helper's convenience overloads in its file (one finds the window,
    /// then calls the helper) are called as the helper is.
    @Test func overloadsInTheHelpersFileAreKnownToo() {
        let code = """
            extension RootAnimating {
                func animateTransition(to controller: UIViewController) {
                    guard let window = keyWindow else { return }
                    animateTransition(to: controller, in: window)
                }
            }
            final class RootAnimator: RootAnimating {
                func animateTransition(to controller: UIViewController, in window: UIWindow) {
                    UIView.transition(with: window, duration: 0.3, options: .transitionCrossDissolve, animations: {
                        UIView.performWithoutAnimation { window.rootViewController = controller }
                    })
                }
            }
            """
        let file = SourceFile(path: "RootAnimator.swift", text: code)
        let facts = FileFacts.extract(from: file, configuration: .default)
        let contribution = ProjectContribution.extract(from: file, facts: facts)
        #expect(contribution.animatedHelpers == ["animateTransition"])
        #expect(contribution.animatedHelperSignatures.map(\.description) == [
            "animateTransition(to:)", "animateTransition(to:in:)",
        ])
    }
}
