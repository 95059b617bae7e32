@testable import RootLintCore
@testable import RootLintSyntax
import Testing

@Suite("Root write facts")
struct RootWriteFactsTests {
    // MARK: Which assignments are window root writes

    @Test(arguments: [
        "window.rootViewController = vc",
        "window?.rootViewController = vc",
        "self.window!.rootViewController = vc",
        "UIApplication.shared.keyWindow?.rootViewController = vc",
        "view.window?.rootViewController = vc",
        "UIApplication.shared.windows.first?.rootViewController = vc",
        "UIApplication.shared.windows.first { $0.isKeyWindow }?.rootViewController = vc",
        "UIApplication.shared.windows[0].rootViewController = vc",
        "(UIApplication.shared.delegate as? AppDelegate)?.window?.rootViewController = vc",
        "UIApplication.shared.delegate?.window??.rootViewController = vc",
        "overlayWindow.rootViewController = vc",
        "scene.windows.first?.rootViewController = vc",
    ])
    func windowReceivers(_ statement: String) {
        let (_, facts) = extractFacts("func f() {\n    \(statement)\n}\n")
        #expect(facts.rootWrites.count == 1, "\(statement)")
    }

    @Test(arguments: [
        "if window.rootViewController == vc {}",
        "let nav = UINavigationController(rootViewController: vc)",
        "let rootViewController = window.rootViewController",
        "banner.rootViewController = self",
        "coordinator.rootViewController = nav",
        "context.rootViewController = vc",
        "print(window.rootViewController)",
        "window.rootViewController?.present(vc, animated: true)",
        "// window.rootViewController = vc",
        "let s = \"window.rootViewController = vc\"",
        "let r = /window.rootViewController = vc/",
        "window.rootViewController += vc",
        "window.rootViewController = nil",
    ])
    func notWindowWrites(_ statement: String) {
        let (_, facts) = extractFacts("func f() {\n    \(statement)\n}\n")
        #expect(facts.rootWrites.isEmpty, "\(statement)")
    }

    @Test func declaredWindowVariables() {
        let (_, facts) = extractFacts("""
            final class Presenter {
                private var hud: UIWindow?
                func show(_ w: UIWindow, other: Banner) {
                    w.rootViewController = A()
                    hud?.rootViewController = B()
                    let made = PassthroughWindow(frame: .zero)
                    made.rootViewController = C()
                    other.rootViewController = D()
                }
            }
            """)
        #expect(facts.rootWrites.map(\.window) == [.declaredWindow, .declaredWindow, .declaredWindow])
    }

    @Test func bareWritesOnlyInWindowTypes() {
        let (_, inWindow) = extractFacts("extension UIWindow {\n func f() { rootViewController = vc }\n}")
        #expect(inWindow.rootWrites.map(\.window) == [.windowSelf])
        let (_, subclass) = extractFacts("class SecureWindow: UIWindow {\n func f() { self.rootViewController = vc }\n}")
        #expect(subclass.rootWrites.map(\.window) == [.windowSelf])
        let (_, coordinator) = extractFacts("final class Coordinator {\n var rootViewController: UIViewController?\n func f() { rootViewController = vc; self.rootViewController = vc }\n}")
        #expect(coordinator.rootWrites.isEmpty)
        let (_, shadowed) = extractFacts("extension UIWindow {\n func f() {\n var rootViewController = a\n rootViewController = vc\n }\n}")
        #expect(shadowed.rootWrites.isEmpty)
    }

    @Test func closureOverWindows() {
        let (_, facts) = extractFacts("func f() { UIApplication.shared.windows.forEach { $0.rootViewController = Lock() } }")
        #expect(facts.rootWrites.map(\.window) == [.closureOverWindows])
        let (_, other) = extractFacts("func f() { items.forEach { $0.rootViewController = Lock() } }")
        #expect(other.rootWrites.isEmpty)
    }

    // MARK: Ranges

    @Test func statementRangeCoversTheWholeAssignment() {
        let code = "func f() {\n    view.window?.rootViewController = UINavigationController(\n        rootViewController: Login())\n    next()\n}\n"
        let (file, facts) = extractFacts(code)
        let write = try! #require(facts.rootWrites.first)
        let range = write.byteRange(in: file)
        let text = String(decoding: file.bytes[range.start..<range.end], as: UTF8.self)
        #expect(text == "view.window?.rootViewController = UINavigationController(\n        rootViewController: Login())")
    }

    // MARK: Context

    @Test func launchFunctionsAreInitialRoots() {
        let (_, facts) = extractFacts("""
            class AppDelegate {
                func application(_ application: UIApplication, didFinishLaunchingWithOptions launchOptions: [UIApplication.LaunchOptionsKey: Any]?) -> Bool {
                    window?.rootViewController = Splash()
                    [1].forEach { _ in window?.rootViewController = Splash() }
                    DispatchQueue.main.async { self.window?.rootViewController = Main() }
                    splash.onFinish = { self.window?.rootViewController = Main() }
                    return true
                }
            }
            """)
        let contexts = facts.rootWrites.map(\.context)
        #expect(contexts.count == 4)
        if case .launch = contexts[0] {} else { Issue.record("first write: \(contexts[0])") }
        if case .launch = contexts[1] {} else { Issue.record("forEach is synchronous: \(contexts[1])") }
        #expect(contexts[2] == .swap)
        #expect(contexts[3] == .swap)
    }

    @Test func newWindows() {
        let (_, facts) = extractFacts("""
            final class Overlay {
                lazy var window: UIWindow = {
                    let w = UIWindow(frame: .zero)
                    w.rootViewController = A()
                    return w
                }()
                var alertWindow: UIWindow?
                func show() {
                    alertWindow?.rootViewController = B()
                    alertWindow?.isHidden = false
                }
                func showAgain() {
                    window = UIWindow(frame: .zero)
                    window.rootViewController = C()
                }
                func start() {
                    window.rootViewController = D()
                    window.makeKeyAndVisible()
                }
                func swap() {
                    window.rootViewController = E()
                    window.makeKeyAndVisible()
                }
            }
            """)
        #expect(facts.rootWrites.map(\.context) == [
            .newWindow(.propertyInitializer), .newWindow(.shownAfter), .newWindow(.createdBefore), .newWindow(.shownAfter), .swap,
        ])
    }

    @Test func testCodeIsRecognised() {
        let cases = [
            "final class T: XCTestCase { func test() { window.rootViewController = A() } }",
            "final class T: BaseTestCase { func test() { window.rootViewController = A() } }",
            "struct S { @Test func t() { window.rootViewController = A() } }",
            "#Preview { let w = make(); window.rootViewController = A() }",
            "struct P: PreviewProvider { static var previews: some View { f { window.rootViewController = A() } } }",
            "import XCTest\nfunc helper() { window.rootViewController = A() }",
        ]
        for code in cases {
            let (_, facts) = extractFacts(code)
            #expect(facts.rootWrites.map(\.context) == [.test], "\(code)")
        }
        let (_, inTestFolder) = extractFacts("func f() { window.rootViewController = A() }", path: "AppTests/Helpers.swift")
        #expect(inTestFolder.rootWrites.map(\.context) == [.test])
    }

    // MARK: Animation

    @Test func animationEvidence() {
        let (_, facts) = extractFacts("""
            final class C {
                let window: UIWindow
                func a() { UIView.transition(with: window, duration: 0.3, options: .transitionCrossDissolve, animations: { self.window.rootViewController = A() }) }
                func b() { UIView.transition(with: window, duration: 0.3, options: .transitionCrossDissolve) { self.window.rootViewController = A() } }
                func c() { UIView.transition(with: window, duration: 0.3, options: [], animations: {}) { _ in self.window.rootViewController = A() } }
                func d() { UIView.transition(with: window, duration: 0.3, options: [], animations: {}, completion: { _ in self.window.rootViewController = A() }) }
                func e() { UIView.transition(from: old.view, to: new.view, duration: 0.3, options: []) { _ in self.window.rootViewController = new } }
                func f() { window.rootViewController = A(); UIView.transition(with: window, duration: 0.3, options: .transitionCrossDissolve, animations: nil) }
                func g() { let t = CATransition(); window.layer.add(t, forKey: kCATransition); window.rootViewController = A() }
                func h() { let s = window.snapshotView(afterScreenUpdates: true)!; window.rootViewController = A(); UIView.animate(withDuration: 0.3) { s.alpha = 0 } }
                func i() { UIView.animate(withDuration: 0.3) { self.window.rootViewController = A() } }
                func j(animated: Bool) { guard animated else { window.rootViewController = A(); return } }
                func k(animated: Bool) { if !animated { window.rootViewController = A() } }
                func l(animated: Bool) { if animated { x() } else { window.rootViewController = A() } }
                func m() { window.rootViewController = A() }
                func n(_ next: UIViewController) { window.addSubview(next.view); UIView.animate(withDuration: 0.3, animations: { next.view.alpha = 1 }) { _ in self.window.rootViewController = next } }
                func o() { let swap: () -> Void = { self.window.rootViewController = A() }; UIView.transition(with: window, duration: 0.3, options: [], animations: swap) }
                func p() { let swap = { self.window.rootViewController = A() }; UIView.transition(with: window, duration: 0.3, options: [], animations: other) }
                func q() { window.rootViewController = A(); window.rootViewController?.view.alpha = 0.0; UIView.animate(withDuration: 0.2) { self.window.rootViewController?.view.alpha = 1 } }
            }
            """)
        let kinds = facts.rootWrites.map { write -> String in
            switch write.animation {
            case nil: return "none"
            case .transitionAnimations?: return "animations"
            case .storedTransitionAnimations?: return "stored"
            case .fadedIn?: return "fade"
            case .transitionFromTo?: return "fromTo"
            case .transitionAfter?: return "after"
            case .caTransition?: return "ca"
            case .snapshot?: return "snapshot"
            case .viewAnimatedIn?: return "slide"
            case .animatedHelper?: return "helper"
            case .nonAnimatedBranch?: return "branch"
            case .animateBlock?: return "animate"
            case .insideAnimatedHelper?: return "helper-internal"
            }
        }
        #expect(kinds == ["animations", "animations", "none", "none", "fromTo", "after", "ca", "snapshot", "animate",
                          "branch", "branch", "branch", "none", "slide", "stored", "none", "fade"])
    }
}
