import RootLintCore
import RootLintSyntax

/// Reports a root write inside a transition's animations that lets the new
/// interface's own layout animate along.
public struct NestedAnimationsInRootTransitionRule: Rule {
    public init() {}

    public static let facts: FactRequirement = [[.rootWrites]]

    public static let description = RuleDescription(
        id: "nested_animations_in_root_transition",
        name: "Nested animations in a root transition",
        defaultSeverity: .warning,
        summary: "A root swap inside `UIView.transition` animations does not switch off nested animations.",
        whatItDoes: """
            Finds window root writes inside the animations closure of `UIView.transition(with:…)` that are \
            neither wrapped in `UIView.performWithoutAnimation { … }` nor preceded, inside the closure, by \
            `UIView.setAnimationsEnabled(false)`. A window's first root (at launch, or in a window just made) is \
            left alone: that window is not on screen yet, and lays its root out only once shown. It also reports \
            animations switched off around the swap and never switched back on.
            """,
        whyItMatters: """
            Everything that changes inside the animations closure is animated, including the new root's first \
            layout: navigation bars slide in from the corner, table cells grow from zero size, images fly to \
            their places. Disabling nested animations around the assignment lets the cross-dissolve show the \
            finished screen. Disabling them and never re-enabling them turns animations off app-wide.
            """,
        example: """
            UIView.transition(with: window, duration: 0.3, options: .transitionCrossDissolve, animations: {
                window.rootViewController = MainTabBarController()
            })
            """,
        useInstead: """
            UIView.transition(with: window, duration: 0.3, options: .transitionCrossDissolve, animations: {
                let wereEnabled = UIView.areAnimationsEnabled
                UIView.setAnimationsEnabled(false)
                window.rootViewController = MainTabBarController()
                UIView.setAnimationsEnabled(wereEnabled)
            })
            """,
        fixSafety: """
            The fix wraps the assignment in `UIView.performWithoutAnimation { … }`. It is safe: the transition \
            still cross-dissolves the window; only the new screen's own layout, which was never meant to \
            animate, stops animating inside it.
            """,
        isFixable: true,
        triggeringExamples: [
            Example("""
                final class AppCoordinator {
                    let window: UIWindow
                    func showMain() {
                        UIView.transition(with: window, duration: 0.3, options: .transitionCrossDissolve, animations: {
                            ↓self.window.rootViewController = MainTabBarController()
                        })
                    }
                }
                """),
            Example("""
                extension UIWindow {
                    func switchRoot(to viewController: UIViewController) {
                        UIView.transition(with: self, duration: 0.25, options: [.transitionCrossDissolve, .allowAnimatedContent]) {
                            ↓self.rootViewController = viewController
                        }
                    }
                }
                """),
            Example("""
                final class AppCoordinator {
                    let window: UIWindow
                    func showLogin() {
                        UIView.transition(with: window, duration: 0.3, options: .transitionCrossDissolve, animations: {
                            UIView.setAnimationsEnabled(false)
                            ↓self.window.rootViewController = LoginViewController()
                        })
                    }
                }
                """),
        ],
        nonTriggeringExamples: [
            // The window is made here and shown after the transition: its
            // root is laid out when it appears, not inside the animations.
            Example("""
                final class AppDelegate: UIResponder, UIApplicationDelegate {
                    var window: UIWindow?
                    func application(_ application: UIApplication, didFinishLaunchingWithOptions launchOptions: [UIApplication.LaunchOptionsKey: Any]?) -> Bool {
                        setApplicationWindow()
                        return true
                    }
                    func setApplicationWindow() {
                        window = UIWindow(frame: UIScreen.main.bounds)
                        guard let window else { return }
                        UIView.transition(with: window, duration: 0.3, options: .transitionCrossDissolve, animations: {
                            self.window?.rootViewController = UINavigationController(rootViewController: WelcomeViewController())
                        }, completion: nil)
                        window.makeKeyAndVisible()
                    }
                }
                """),
            Example("""
                final class AppCoordinator {
                    let window: UIWindow
                    func showMain() {
                        UIView.transition(with: window, duration: 0.3, options: .transitionCrossDissolve, animations: {
                            let wereEnabled = UIView.areAnimationsEnabled
                            UIView.setAnimationsEnabled(false)
                            self.window.rootViewController = MainTabBarController()
                            UIView.setAnimationsEnabled(wereEnabled)
                        })
                    }
                }
                """),
            Example("""
                extension UIWindow {
                    func switchRoot(to viewController: UIViewController) {
                        UIView.transition(with: self, duration: 0.25, options: .transitionCrossDissolve) {
                            UIView.performWithoutAnimation {
                                self.rootViewController = viewController
                            }
                        }
                    }
                }
                """),
            Example("""
                final class AppCoordinator {
                    let window: UIWindow
                    func showMain() {
                        UIView.transition(with: window, duration: 0.3, options: .transitionCrossDissolve, animations: {
                            let wereEnabled = UIView.areAnimationsEnabled
                            UIView.setAnimationsEnabled(false)
                            defer { UIView.setAnimationsEnabled(wereEnabled) }
                            self.window.rootViewController = MainTabBarController()
                        })
                    }
                    func showLogin() {
                        UIView.transition(with: window, duration: 0.3, options: .transitionCrossDissolve, animations: {
                            UIView.setAnimationsEnabled(false)
                            self.window.rootViewController = LoginViewController()
                        }, completion: { _ in
                            UIView.setAnimationsEnabled(true)
                        })
                    }
                }
                """),
            Example("""
                final class AppCoordinator {
                    let window: UIWindow
                    func showHome() {
                        window.rootViewController = HomeViewController()
                        UIView.transition(with: window, duration: 0.3, options: .transitionCrossDissolve, animations: nil)
                    }
                }
                """),
        ],
        corrections: [
            Correction("""
                UIView.transition(with: window, duration: 0.3, options: .transitionCrossDissolve, animations: {
                    window.rootViewController = MainTabBarController()
                })
                """, """
                UIView.transition(with: window, duration: 0.3, options: .transitionCrossDissolve, animations: {
                    UIView.performWithoutAnimation { window.rootViewController = MainTabBarController() }
                })
                """),
        ]
    )

    public func check(_ context: RuleContext) -> [Diagnostic] {
        let file = context.file
        var diagnostics: [Diagnostic] = []
        guard context.facts.rootWrites.contains(where: { write in
            if case .transitionAnimations? = write.animation { return true } else { return false }
        }) else { return [] }
        // `setAnimationsEnabled(…)` calls, found once: disabling ones and the rest.
        let toggles = context.names.calls(of: "setAnimationsEnabled", in: 0..<file.code.count, file: file)
        let disables = toggles.filter { $0 + 2 < file.code.count && file.code[$0 + 2].keyword == .false }
        let restores = toggles.filter { $0 + 2 < file.code.count && file.code[$0 + 2].keyword != .false }
        for write in context.facts.rootWrites where write.context.isAppCode {
            guard case .transitionAnimations(let closure)? = write.animation else { continue }
            if insidePerformWithoutAnimation(write, closure: closure, in: file) { continue }
            let body = Range<Int>.clamped(file.scopes[closure].open + 1, min(file.scopes[closure].close, file.code.count))
            let disabled = disables.hasValue(in: .clamped(body.lowerBound, write.target))
            // Restored anywhere in the transition: after the write, in a `defer`,
            // or in the completion.
            let callEnd = transitionCallEnd(closure: closure, in: file)
            let restored = restores.hasValue(in: .clamped(body.lowerBound, max(callEnd, body.upperBound)))
            let range = write.byteRange(in: file)
            if !disabled {
                // A window not on screen yet (the first root at launch, a
                // window just made) lays its root out once it is shown,
                // outside the animations: nothing nested animates.
                switch write.context {
                case .launch, .newWindow, .test, .neverCalled: continue
                case .swap: break
                }
                let fix = context.fix {
                    Fix(title: "Wrap the assignment in UIView.performWithoutAnimation", applicability: .safe, edits: [
                        TextEdit(range: ByteRange(start: range.start, end: range.start), replacement: "UIView.performWithoutAnimation { "),
                        TextEdit(range: ByteRange(start: range.end, end: range.end), replacement: " }"),
                    ])
                }
                diagnostics.append(diagnostic(
                    "Root swapped inside transition animations with nested animations on: the new screen's layout animates too",
                    at: range, suggestion: Self.suggestion, fix: fix))
            } else if !restored {
                diagnostics.append(diagnostic(
                    "Animations are switched off for the root swap and never switched back on",
                    at: range, suggestion: "restore the previous state after the assignment: `UIView.setAnimationsEnabled(wereEnabled)`"))
            }
        }
        return diagnostics
    }

    /// `UIView.performWithoutAnimation { … }` between the write and the transition's closure.
    func insidePerformWithoutAnimation(_ write: RootWrite, closure: Int, in file: SourceFile) -> Bool {
        // Between the write and the transition's closure: at most the
        // statements and closures written inside that one closure.
        for s in file.ancestors(from: write.scope) {
            if s == closure || s < closure { return false }
            if file.scopes[s].kind == .closure, file.calleeName(of: s) == Vocabulary.performWithoutAnimation { return true }
        }
        return false
    }

    /// The end of the `UIView.transition(…) { … } completion: { … }` statement.
    func transitionCallEnd(closure: Int, in file: SourceFile) -> Int {
        let callee = file.scopes[closure].callee
        guard let name = file.lastChainName(callee) else { return file.scopes[closure].close }
        return file.postfixChainEnd(from: name)
    }

    static let suggestion = "wrap the assignment in `UIView.performWithoutAnimation { … }`, or call "
        + "`UIView.setAnimationsEnabled(false)` before it and restore the previous value after it"
}
