@testable import RootLintCore
import RootLintRules
import RootLintSyntax
import Testing

/// A type the app installs as its window's root while it starts is a root
/// container whatever its name: its child swaps replace the whole
/// interface. The type is installed in one file and swaps in another, so
/// only the project knows (`ProjectFacts.isInstalledAsRoot`).
@Suite("Installed root containers")
struct InstalledRootContainerTests {
    static let container = Array("""
        import UIKit

        final class RootNavigationViewController: UIViewController {
            private var content: UIViewController?

            func setRootContent(_ new: UIViewController, animated: Bool) {
                if animated { fade(to: new) } else { setNewContent(new) }
            }

            private func setNewContent(_ new: UIViewController) {
                addChild(new)
                view.addSubview(new.view)
                new.didMove(toParent: self)
                content?.willMove(toParent: nil)
                content?.view.removeFromSuperview()
                content?.removeFromParent()
                content = new
            }

            private func fade(to new: UIViewController) {
                addChild(new)
                transition(from: content!, to: new, duration: 0.3, options: .transitionCrossDissolve, animations: {}) { _ in
                    self.content?.removeFromParent()
                    self.content = new
                }
            }
        }

        """.utf8)

    static func delegate(installing value: String, declaration: String = "") -> [UInt8] {
        Array("""
            import UIKit

            final class AppDelegate: UIResponder, UIApplicationDelegate {
                var window: UIWindow?
                \(declaration)

                func application(_ application: UIApplication, didFinishLaunchingWithOptions launchOptions: [UIApplication.LaunchOptionsKey: Any]?) -> Bool {
                    window = UIWindow()
                    window?.rootViewController = \(value)
                    window?.makeKeyAndVisible()
                    return true
                }
            }

            """.utf8)
    }

    static func containerFindings(_ sources: [(path: String, bytes: [UInt8])], prefilter: Bool) -> [String] {
        let report = Engine(rules: RuleCatalog.makeRules(), usePrefilter: prefilter).run(EngineInput(sources: sources)).report
        return report.diagnostics.filter { $0.rule.rawValue == "unanimated_container_swap" }.map { "\($0.path):\($0.range.start.line)" }
    }

    @Test(arguments: [
        ("RootNavigationViewController()", ""),
        ("rootNavigationController", "var rootNavigationController: RootNavigationViewController!"),
        ("self.rootNavigationController", "let rootNavigationController = RootNavigationViewController()"),
    ])
    func aContainerInstalledInAnotherFileIsReported(value: String, declaration: String) {
        let sources = [("App/AppDelegate.swift", Self.delegate(installing: value, declaration: declaration)),
                       ("App/Root/RootNavigationViewController.swift", Self.container)]
        for prefilter in [true, false] {
            #expect(Self.containerFindings(sources, prefilter: prefilter) == ["App/Root/RootNavigationViewController.swift:11"],
                    "prefilter \(prefilter)")
        }
    }

    @Test func aContainerNobodyInstallsIsNotReported() {
        let sources = [("App/AppDelegate.swift", Self.delegate(installing: "UINavigationController(rootViewController: HomeViewController())")),
                       ("App/Root/RootNavigationViewController.swift", Self.container)]
        for prefilter in [true, false] {
            #expect(Self.containerFindings(sources, prefilter: prefilter).isEmpty, "prefilter \(prefilter)")
        }
    }

    @Test func aTypeMadeTheRootLaterIsNoContainer() {
        let later = Array("""
            import UIKit

            final class ProductListViewController: UITableViewController {
                override func tableView(_ tableView: UITableView, didSelectRowAt indexPath: IndexPath) {
                    view.window?.rootViewController = RootNavigationViewController()
                }
            }

            """.utf8)
        let sources = [("App/ProductListViewController.swift", later), ("App/Root/RootNavigationViewController.swift", Self.container)]
        #expect(Self.containerFindings(sources, prefilter: true).isEmpty)
    }

    @Test func theInstalledTypeIsReadFromTheValueOrItsDeclaration() {
        func installed(_ source: String) -> [String] {
            let file = SourceFile(path: "AppDelegate.swift", bytes: Array(source.utf8))
            let facts = FileFacts.extract(from: file, configuration: Configuration(), present: nil)
            return ProjectContribution.extract(from: file, facts: facts).installedRootTypes
        }
        let launch = "func application(_ application: UIApplication, didFinishLaunchingWithOptions launchOptions: [UIApplication.LaunchOptionsKey: Any]?) -> Bool {"
        #expect(installed("final class AppDelegate: UIResponder, UIApplicationDelegate {\nvar window: UIWindow?\n\(launch)\nwindow?.rootViewController = AppShell.shared\nreturn true\n}\n}\n") == ["AppShell"])
        #expect(installed("final class AppDelegate: UIResponder, UIApplicationDelegate {\nvar window: UIWindow?\n\(launch)\nlet shell = AppShell(session: session)\nwindow?.rootViewController = shell\nreturn true\n}\n}\n") == ["AppShell"])
        // UIKit's own containers, factories and parameters say nothing.
        #expect(installed("final class AppDelegate: UIResponder, UIApplicationDelegate {\nvar window: UIWindow?\n\(launch)\nwindow?.rootViewController = UITabBarController()\nreturn true\n}\n}\n").isEmpty)
        #expect(installed("final class AppDelegate: UIResponder, UIApplicationDelegate {\nvar window: UIWindow?\n\(launch)\nwindow?.rootViewController = makeRoot()\nreturn true\n}\n}\n").isEmpty)
    }
}
