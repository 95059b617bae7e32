import RootLintCore
import RootLintSyntax

/// Reports a root swap inside a property animation block.
public struct RootSwapInAnimateBlockRule: Rule {
    public init() {}

    public static let facts: FactRequirement = [[.rootWrites]]

    public static let description = RuleDescription(
        id: "root_swap_in_animate_block",
        name: "Root swap in an animate block",
        defaultSeverity: .error,
        summary: "The root is replaced inside `UIView.animate(…)` or a property animator, which cannot animate it.",
        whatItDoes: """
            Finds window root writes inside the animations of `UIView.animate(withDuration:…)` (every overload), \
            `UIView.animateKeyframes`, `UIViewPropertyAnimator(…) { … }`, `addAnimations { … }` and \
            `runningPropertyAnimator(…)`. Writes in their completion closures are not reported here (they run \
            after the animation, and `unanimated_root_swap` judges them).
            """,
        whyItMatters: """
            Property animations interpolate animatable properties (frame, alpha, transform) of views that exist \
            before and after. Replacing the root is not such a change: the old hierarchy is removed at once and \
            the new one appears at once, while the new screen's own layout is dragged into the animation. The \
            result is a flash followed by views sliding into place — never the intended fade.
            """,
        example: """
            UIView.animate(withDuration: 0.3) {
                window.rootViewController = MainTabBarController()
            }
            """,
        useInstead: """
            UIView.transition(with: window, duration: 0.3, options: .transitionCrossDissolve, animations: {
                UIView.performWithoutAnimation { window.rootViewController = MainTabBarController() }
            })
            """,
        fixSafety: """
            Where the window is a plain value and the call passes only a duration, the animations and a \
            completion, the fix turns `UIView.animate(withDuration: d, animations: { … })` into \
            `UIView.transition(with: window, duration: d, options: .transitionCrossDissolve, animations: { … })` \
            and wraps the swap in `UIView.performWithoutAnimation`. It is unsafe: the rest of the block now \
            runs inside a transition of the window.
            """,
        isFixable: true,
        triggeringExamples: [
            Example("""
                final class AppCoordinator {
                    let window: UIWindow
                    func showMain() {
                        UIView.animate(withDuration: 0.3) {
                            ↓self.window.rootViewController = MainTabBarController()
                        }
                    }
                }
                """),
            Example("""
                final class AppCoordinator {
                    let window: UIWindow
                    func showLogin() {
                        UIView.animate(withDuration: 0.25, delay: 0, options: .curveEaseInOut, animations: {
                            ↓self.window.rootViewController = LoginViewController()
                        }, completion: nil)
                    }
                }
                """),
            Example("""
                final class AppCoordinator {
                    let window: UIWindow
                    func showHome() {
                        let animator = UIViewPropertyAnimator(duration: 0.3, curve: .easeOut) {
                            ↓self.window.rootViewController = HomeViewController()
                        }
                        animator.startAnimation()
                    }
                }
                """),
        ],
        nonTriggeringExamples: [
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
                final class AppCoordinator {
                    let window: UIWindow
                    func showMain() {
                        let snapshot = window.snapshotView(afterScreenUpdates: true)!
                        window.rootViewController = MainTabBarController()
                        window.rootViewController?.view.addSubview(snapshot)
                        UIView.animate(withDuration: 0.3, animations: { snapshot.alpha = 0 }) { _ in
                            snapshot.removeFromSuperview()
                        }
                    }
                }
                """),
        ],
        corrections: [
            Correction("""
                final class AppCoordinator {
                    let window: UIWindow
                    func finishUpgrade() {
                        UIView.animate(withDuration: 0.35, animations: {
                            self.window.rootViewController = MainTabBarController()
                        })
                    }
                }
                """, """
                final class AppCoordinator {
                    let window: UIWindow
                    func finishUpgrade() {
                        UIView.transition(with: self.window, duration: 0.35, options: .transitionCrossDissolve, animations: {
                            UIView.performWithoutAnimation { self.window.rootViewController = MainTabBarController() }
                        })
                    }
                }
                """, unsafe: true),
        ]
    )

    public func check(_ context: RuleContext) -> [Diagnostic] {
        context.facts.rootWrites.compactMap { write in
            guard write.context.isAppCode, case .animateBlock(let closure)? = write.animation else { return nil }
            let name = context.file.calleeName(of: closure) ?? "animate"
            return diagnostic("Root swapped inside `\(name)` animations: a root swap cannot be animated this way and flashes",
                              at: write.byteRange(in: context.file), suggestion: Self.suggestion,
                              fix: context.fix { AnimateBlockTransitionFix.make(for: write, closure: closure, in: context.file) })
        }
    }

    static let suggestion = "swap inside `UIView.transition(with: window, duration:options:animations:)` with "
        + "`.transitionCrossDissolve`, with nested animations disabled around the assignment"
}
