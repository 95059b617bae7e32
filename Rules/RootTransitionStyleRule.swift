import RootLintCore
import RootLintSyntax

/// Reports directional transition styles on root swaps.
public struct RootTransitionStyleRule: Rule {
    public init() {}

    /// The transitions around root writes, and helper calls with `options:`.
    public static let facts: FactRequirement = [[.rootWrites], [.helperCalls]]

    public static let description = RuleDescription(
        id: "root_transition_style",
        name: "Root transition style",
        defaultSeverity: .info,
        summary: "A root swap is animated with a flip or a page curl instead of a cross-dissolve.",
        whatItDoes: """
            Finds `.transitionFlipFromLeft/Right/Top/Bottom` and `.transitionCurlUp/Down` in the options of \
            the `UIView.transition` call that animates a window root swap — written there, in a local it is \
            given, or as the default of the helper's `options` parameter, which every call that passes none \
            gets (a default that every call of the helper overrides with options it spells out is not reported).
            """,
        whyItMatters: """
            Flips and curls say "the other side of this card" or "the next page": a direction and a way \
            back. A root swap is a change of state with no way back (logged out, onboarded), and the whole \
            window turning over looks dated and draws attention to the mechanics. A short cross-dissolve \
            reads as the app changing state.
            """,
        example: """
            UIView.transition(with: window, duration: 0.3, options: .transitionFlipFromLeft, animations: {
                UIView.performWithoutAnimation { window.rootViewController = MainTabBarController() }
            })
            """,
        useInstead: """
            UIView.transition(with: window, duration: 0.3, options: .transitionCrossDissolve, animations: {
                UIView.performWithoutAnimation { window.rootViewController = MainTabBarController() }
            })
            """,
        fixSafety: "The fix replaces the option with `.transitionCrossDissolve`. It is safe: only the look of the transition changes.",
        isFixable: true,
        triggeringExamples: [
            Example("""
                extension UIApplication {
                    static var loginAnimation: UIView.AnimationOptions = .transitionFlipFromRight
                    static func setRootView(_ viewController: UIViewController,
                                            options: UIView.AnimationOptions = ↓.transitionFlipFromRight) {
                        guard let window = shared.connectedScenes.compactMap({ ($0 as? UIWindowScene)?.keyWindow }).first else { return }
                        UIView.transition(with: window, duration: 0.3, options: options, animations: {
                            UIView.performWithoutAnimation { window.rootViewController = viewController }
                        })
                    }
                }
                final class LoginViewController: UIViewController {
                    func signedIn() {
                        UIApplication.setRootView(MainTabBarController(), options: UIApplication.loginAnimation)
                    }
                }
                """),
            Example("""
                extension UIApplication {
                    static func setRootView(_ viewController: UIViewController,
                                            options: UIView.AnimationOptions = ↓.transitionFlipFromRight) {
                        guard let window = shared.connectedScenes.compactMap({ ($0 as? UIWindowScene)?.keyWindow }).first else { return }
                        UIView.transition(with: window, duration: 0.3, options: options, animations: {
                            UIView.performWithoutAnimation { window.rootViewController = viewController }
                        })
                    }
                }
                final class SettingsViewController: UIViewController {
                    func logOutTapped() {
                        UIApplication.setRootView(LoginViewController(), options: .transitionCrossDissolve)
                    }
                    func accountDeleted() {
                        UIApplication.setRootView(WelcomeViewController())
                    }
                }
                """),
            Example("""
                extension UIApplication {
                    static func setRootView(_ viewController: UIViewController,
                                            options: UIView.AnimationOptions = ↓.transitionFlipFromRight,
                                            duration: TimeInterval = 0.3) {
                        guard let window = shared.connectedScenes.compactMap({ ($0 as? UIWindowScene)?.keyWindow }).first else { return }
                        UIView.transition(with: window, duration: duration, options: options, animations: {
                            UIView.performWithoutAnimation { window.rootViewController = viewController }
                        })
                    }
                }
                """),
            Example("""
                final class AppCoordinator {
                    let window: UIWindow
                    func showMain() {
                        UIView.transition(with: window, duration: 0.3, options: ↓.transitionFlipFromLeft, animations: {
                            UIView.performWithoutAnimation { self.window.rootViewController = MainTabBarController() }
                        })
                    }
                }
                """),
            Example("""
                final class AppCoordinator {
                    let window: UIWindow
                    func showLogin() {
                        window.rootViewController = LoginViewController()
                        UIView.transition(with: window, duration: 0.4, options: [↓.transitionCurlDown, .allowAnimatedContent], animations: nil)
                    }
                }
                """),
            Example("""
                extension UIWindow {
                    func setRootViewController(_ viewController: UIViewController, options: UIView.AnimationOptions = .transitionCrossDissolve) {
                        UIView.transition(with: self, duration: 0.3, options: options, animations: {
                            UIView.performWithoutAnimation { self.rootViewController = viewController }
                        })
                    }
                }
                final class AppCoordinator {
                    let window: UIWindow
                    func showTour() {
                        window.setRootViewController(TourViewController(), options: ↓.transitionFlipFromLeft)
                    }
                }
                """),
        ],
        nonTriggeringExamples: [
            Example("""
                extension UIApplication {
                    static func setRootView(_ viewController: UIViewController,
                                            options: UIView.AnimationOptions = .transitionFlipFromRight) {
                        guard let window = shared.connectedScenes.compactMap({ ($0 as? UIWindowScene)?.keyWindow }).first else { return }
                        UIView.transition(with: window, duration: 0.3, options: options, animations: {
                            UIView.performWithoutAnimation { window.rootViewController = viewController }
                        })
                    }
                }
                final class LaunchViewController: UIViewController {
                    func sessionRestored() {
                        UIApplication.setRootView(MainTabBarController(), options: .transitionCrossDissolve)
                    }
                }
                """),
            Example("""
                final class AppCoordinator {
                    let window: UIWindow
                    func showMain() {
                        UIView.transition(with: window, duration: 0.3, options: .transitionCrossDissolve, animations: {
                            UIView.performWithoutAnimation { self.window.rootViewController = MainTabBarController() }
                        })
                    }
                }
                """),
            Example("""
                final class CardView: UIView {
                    func flip() {
                        UIView.transition(with: self, duration: 0.5, options: .transitionFlipFromRight, animations: {
                            self.isShowingBack.toggle()
                        })
                    }
                }
                """),
        ],
        corrections: [
            Correction("""
                UIView.transition(with: window, duration: 0.3, options: .transitionFlipFromLeft, animations: {
                    UIView.performWithoutAnimation { window.rootViewController = MainTabBarController() }
                })
                """, """
                UIView.transition(with: window, duration: 0.3, options: .transitionCrossDissolve, animations: {
                    UIView.performWithoutAnimation { window.rootViewController = MainTabBarController() }
                })
                """),
            Correction("""
                UIView.transition(with: window, duration: 0.3, options: [.allowAnimatedContent, .transitionCurlUp], animations: {
                    UIView.performWithoutAnimation { window.rootViewController = MainTabBarController() }
                })
                """, """
                UIView.transition(with: window, duration: 0.3, options: [.allowAnimatedContent, .transitionCrossDissolve], animations: {
                    UIView.performWithoutAnimation { window.rootViewController = MainTabBarController() }
                })
                """),
            Correction("""
                UIView.transition(with: window, duration: 0.3, options: isLogin ? .transitionFlipFromRight : .transitionFlipFromLeft, animations: {
                    UIView.performWithoutAnimation { window.rootViewController = next }
                })
                """, """
                UIView.transition(with: window, duration: 0.3, options: isLogin ? .transitionCrossDissolve : .transitionCrossDissolve, animations: {
                    UIView.performWithoutAnimation { window.rootViewController = next }
                })
                """),
        ]
    )

    public func check(_ context: RuleContext) -> [Diagnostic] {
        let file = context.file
        var diagnostics: [Diagnostic] = []
        for options in context.rootTransitionArguments(labelled: "options") {
            for i in options.value where file.isName(i) {
                let name = file.text(i)
                guard name.hasPrefix("transitionFlipFrom") || name.hasPrefix("transitionCurl") else { continue }
                let start = i > 0 && file.code[i - 1].kind == .period ? i - 1 : i
                let fix = context.fix {
                    Fix(title: "Use .transitionCrossDissolve", applicability: .safe,
                        edits: [TextEdit(range: file.byteRange(i..<(i + 1)), replacement: "transitionCrossDissolve")])
                }
                var found = diagnostic("Root swap animated with `.\(name)`: a flip or curl suggests a direction and a way back",
                                       at: file.byteRange(start..<(i + 1)), suggestion: "use `.transitionCrossDissolve`", fix: fix)
                found.onlyIfDefaultUsed = options.onlyIfDefaultUsed
                diagnostics.append(found)
            }
        }
        return diagnostics
    }
}
