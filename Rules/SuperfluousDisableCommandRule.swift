import RootLintCore
import RootLintSyntax

/// Reports `rootlint:` suppression comments that do nothing. The engine runs
/// it after every other rule (see `ProjectLinter.auditSuppressions`).
public struct SuperfluousDisableCommandRule: SuppressionAuditRule {
    public init() {}

    public static let facts: FactRequirement = [[.suppressionComments]]


    public static let description = RuleDescription(
        id: "superfluous_disable_command",
        name: "Superfluous disable command",
        defaultSeverity: .warning,
        summary: "A `rootlint:disable` comment suppresses nothing, or names a rule that does not exist.",
        whatItDoes: """
            After all other rules have run, reports each `rootlint:disable`, `disable:next`, `disable:this` \
            and `disable:previous` comment that suppressed no finding, and each `rootlint:` comment that \
            names an unknown rule (with the closest rule name as a hint). Comments that only name rules \
            switched off in the configuration are left alone.
            """,
        whyItMatters: """
            A suppression that suppresses nothing is noise that hides intent: the code it excused was fixed \
            or moved, or the rule name has a typo and the comment never worked. Left in place, it will \
            silently swallow a real finding the day one appears on that line.
            """,
        example: """
            // rootlint:disable:next unanimated_root_swp
            window.rootViewController = LoginViewController()
            """,
        useInstead: """
            // rootlint:disable:next unanimated_root_swap -- splash hand-off, animated by the splash itself
            window.rootViewController = LoginViewController()
            """,
        fixSafety: """
            The fix removes a comment that suppresses nothing — its whole line when it stands alone, else the \
            comment and the spaces before it — and an unknown rule name listed beside known ones (`a, \
            unanimated_root_swp` → `a`). Both are safe: neither did anything. A comment naming only unknown \
            rules is left to you: the right name is a guess.
            """,
        isFixable: true,
        triggeringExamples: [
            Example("""
                final class AppCoordinator {
                    let window: UIWindow
                    func showMain() {
                        ↓// rootlint:disable:next unanimated_root_swap
                        print("nothing to suppress here")
                    }
                }
                """),
            Example("""
                final class AppCoordinator {
                    let window: UIWindow
                    func logout() {
                        window.rootViewController = LoginViewController() ↓// rootlint:disable:this unanimated_root_swp
                    }
                }
                """),
        ],
        nonTriggeringExamples: [
            Example("""
                final class AppCoordinator {
                    let window: UIWindow
                    func logout() {
                        // rootlint:disable:next unanimated_root_swap -- the login screen fades itself in
                        window.rootViewController = LoginViewController()
                    }
                }
                """),
            Example("""
                final class AppCoordinator {
                    let window: UIWindow
                    // rootlint:disable unanimated_root_swap
                    func logout() {
                        window.rootViewController = LoginViewController()
                    }
                    // rootlint:enable unanimated_root_swap
                }
                """),
        ],
        corrections: [
            Correction("""
                final class AppCoordinator {
                    let window: UIWindow
                    func showMain() {
                        // rootlint:disable:next unanimated_root_swp, unanimated_root_swap -- the splash fades itself out
                        window.rootViewController = MainTabBarController()
                    }
                }
                """, """
                final class AppCoordinator {
                    let window: UIWindow
                    func showMain() {
                        // rootlint:disable:next unanimated_root_swap -- the splash fades itself out
                        window.rootViewController = MainTabBarController()
                    }
                }
                """),
            Correction("""
                final class SettingsViewController: UIViewController {
                    // rootlint:disable:next unanimated_root_swap
                    func reload() {
                        tableView.reloadData() // rootlint:disable:this root_switch_outside_coordinator
                    }
                }
                """, """
                final class SettingsViewController: UIViewController {
                    func reload() {
                        tableView.reloadData()
                    }
                }
                """),
        ]
    )

    public func check(_ context: RuleContext) -> [Diagnostic] { [] }
}
