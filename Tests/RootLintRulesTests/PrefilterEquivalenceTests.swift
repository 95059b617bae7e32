import Foundation
@testable import RootLintCore
import RootLintRules
@testable import RootLintSyntax
@testable import rootlint_bench
import Testing

/// The prefilter (lex only files with the words of some fact, run a rule
/// only where its facts were found) is a necessary condition, never a
/// guess: with it on and off, every rule finds exactly the same. Checked on
/// the Corpus, on every rule example, on generated app trees, and on
/// projects built to catch words declared in the wrong place.
@Suite("Prefilter equivalence")
struct PrefilterEquivalenceTests {
    static func lint(_ sources: [(path: String, bytes: [UInt8])], configuration: Configuration = .default,
                     usePrefilter: Bool) -> LintReport {
        Engine(rules: RuleCatalog.makeRules(), usePrefilter: usePrefilter, jobs: 2)
            .run(EngineInput(sources: sources, configuration: configuration)).report
    }

    static func expectSame(_ sources: [(path: String, bytes: [UInt8])], _ label: String,
                           configuration: Configuration = .default, sourceLocation: SourceLocation = #_sourceLocation) {
        let on = lint(sources, configuration: configuration, usePrefilter: true)
        let off = lint(sources, configuration: configuration, usePrefilter: false)
        let describe = { (report: LintReport) in report.diagnostics.map { "\($0.path):\($0.range.start.line) \($0.rule)" } }
        #expect(describe(on) == describe(off), "\(label): prefilter on and off differ", sourceLocation: sourceLocation)
        #expect(on.diagnostics == off.diagnostics, "\(label)", sourceLocation: sourceLocation)
        #expect(on.errors == off.errors, "\(label)", sourceLocation: sourceLocation)
    }

    @Test func corpus() throws {
        let apps = try CorpusTests.corpusApps()
        for app in apps.keys.sorted() { Self.expectSame(apps[app]!, app) }
    }

    /// Files linted again after the join come from the cache or are parsed
    /// again: both give the same findings.
    @Test func corpusWithoutCache() throws {
        let apps = try CorpusTests.corpusApps()
        for app in apps.keys.sorted() {
            let input = EngineInput(sources: apps[app]!)
            let cached = Engine(rules: RuleCatalog.makeRules()).run(input).report
            let uncached = Engine(rules: RuleCatalog.makeRules(), memoryBudget: 0).run(input).report
            #expect(cached.diagnostics == uncached.diagnostics, "\(app)")
        }
    }

    @Test func ruleExamples() {
        for rule in RuleCatalog.all {
            for example in rule.description.triggeringExamples + rule.description.nonTriggeringExamples {
                Self.expectSame([(example.path, Array(example.withoutMarkers.code.utf8))], "\(rule.description.id) line \(example.line)")
            }
        }
    }

    @Test(arguments: [1 as UInt64, 2, 3, 4])
    func generatedTrees(seed: UInt64) {
        let tree = TreeGenerator(fileCount: 160, megabytes: 2, seed: seed).generate()
            .filter { $0.text.utf8.count < 400_000 }
            .map { (path: $0.file.path, bytes: Array($0.text.utf8)) }
        #expect(tree.count > 100)
        Self.expectSame(tree, "seed \(seed)")
    }

    /// Facts whose words sit in another file than the finding, or are spelled
    /// in ways a careless byte filter misses.
    @Test(arguments: PrefilterTraps.all)
    func traps(_ trap: PrefilterTraps.Trap) {
        Self.expectSame(trap.files.map { ($0.path, Array($0.text.utf8)) }, trap.name)
        // The trap must be able to fire at all, or it tests nothing.
        if trap.mustFind {
            #expect(!Self.lint(trap.files.map { ($0.path, Array($0.text.utf8)) }, usePrefilter: false).diagnostics.isEmpty,
                    "\(trap.name) finds nothing")
        }
    }
}

enum PrefilterTraps {
    struct Trap: Sendable, CustomTestStringConvertible {
        var name: String
        var files: [(path: String, text: String)]
        var mustFind = true
        var testDescription: String { name }
    }

    static let all: [Trap] = [
        Trap(name: "window owner typed as a custom window, cast in another file", files: [
            ("App/AppDelegate.swift", """
                @main
                final class AppDelegate: UIResponder, UIApplicationDelegate {
                    var window: MainWindow?
                    static var shared: AppDelegate { UIApplication.shared.delegate as! AppDelegate }
                }
                """),
            ("App/MainWindow.swift", "final class MainWindow: UIWindow {}\n"),
            ("Features/Settings.swift", """
                final class SettingsViewController: UIViewController {
                    func logOut() {
                        let appDelegate = UIApplication.shared.delegate as! AppDelegate
                        appDelegate.window?.rootViewController = LoginViewController()
                    }
                }
                """),
        ]),
        Trap(name: "helper defined in one file, called with a trailing closure in another", files: [
            ("App/UIWindow+Switch.swift", """
                extension UIWindow {
                    func switchRoot(to viewController: UIViewController, completion: (() -> Void)? = nil) {
                        UIView.transition(with: self, duration: 0.8, options: .transitionFlipFromLeft, animations: {
                            self.rootViewController = viewController
                        })
                    }
                }
                """),
            ("Features/Profile.swift", """
                final class ProfileViewController: UIViewController {
                    func logOut() {
                        present(alert, animated: true)
                        view.window?.switchRoot(to: LoginViewController()) { print("done") }
                    }
                }
                """),
            ("Features/Home.swift", """
                final class HomeViewController: UIViewController {
                    func reset() { view.window?.switchRoot(to: WelcomeViewController()) }
                }
                """),
        ]),
        Trap(name: "start() called at runtime from a file with no other word", files: [
            ("App/SceneDelegate.swift", """
                final class SceneDelegate: UIResponder, UIWindowSceneDelegate {
                    var window: UIWindow?
                    var coordinator: AppCoordinator?
                    func scene(_ scene: UIScene, willConnectTo session: UISceneSession, options connectionOptions: UIScene.ConnectionOptions) {
                        coordinator = AppCoordinator(window: window!)
                        coordinator?.start()
                    }
                }
                """),
            ("App/AppCoordinator.swift", """
                final class AppCoordinator {
                    private let window: UIWindow
                    init(window: UIWindow) { self.window = window }
                    func start() {
                        window.rootViewController = HomeViewController()
                        window.makeKeyAndVisible()
                    }
                }
                """),
            ("App/ForegroundObserver.swift", """
                final class ForegroundObserver {
                    let coordinator: AppCoordinator
                    init(coordinator: AppCoordinator) { self.coordinator = coordinator }
                    func sceneWillEnterForeground() { coordinator.start() }
                }
                """),
        ]),
        Trap(name: "root write spelled across a line break and a comment", files: [
            ("App/SessionCoordinator.swift", """
                final class SessionCoordinator {
                    let window: UIWindow
                    func logOut() {
                        window.rootViewController
                            = LoginViewController()
                        window.rootViewController /* the login screen */ = LoginViewController()
                    }
                }
                """),
        ]),
        Trap(name: "forced casts of the root spelled across optional marks, line breaks and comments", files: [
            ("Features/Tabs.swift", """
                final class TabsViewController: UIViewController {
                    func select(_ index: Int) {
                        let cell = tableView.dequeueReusableCell(withIdentifier: "cell", for: path) as! TabCell
                        let navigation = UINavigationController(rootViewController: TabsViewController())
                        let tabs = view.window!.rootViewController!
                            as! MainTabBarController
                        let again = view.window?.rootViewController /* the tabs */ as!MainTabBarController
                        let app = UIApplication.shared.delegate! // the app
                            as! AppDelegate
                        tabs.selectedIndex = index
                    }
                }
                """),
            // The project switches its root, so the casts are reported.
            ("App/SessionCoordinator.swift", """
                final class SessionCoordinator {
                    let window: UIWindow
                    init(window: UIWindow) { self.window = window }
                    func logOut() {
                        UIView.transition(with: window, duration: 0.3, options: .transitionCrossDissolve, animations: {
                            UIView.performWithoutAnimation { self.window.rootViewController = LoginViewController() }
                        })
                    }
                }
                """),
        ]),
        Trap(name: "deprecated window look-ups spelled across line breaks, in files without a root write", files: [
            ("App/UIWindow+Switch.swift", """
                extension UIWindow {
                    func switchRoot(to viewController: UIViewController) {
                        UIView.transition(with: self, duration: 0.3, options: .transitionCrossDissolve, animations: {
                            UIView.performWithoutAnimation { self.rootViewController = viewController }
                        })
                    }
                }
                """),
            ("Features/Profile.swift", """
                final class ProfileViewController: UIViewController {
                    func logOut() {
                        UIApplication.shared.open(settingsURL)
                        UIApplication
                            .shared // the app
                            .windows.first?.switchRoot(to: LoginViewController())
                        UIApplication.shared.delegate?.window??.switchRoot(to: LoginViewController())
                    }
                }
                """),
            ("App/UIApplication+Login.swift", """
                extension UIKit.UIApplication {
                    func showLogin() { windows.first?.switchRoot(to: LoginViewController()) }
                }
                """),
        ]),
        Trap(name: "presentation and suppression comments without root words", files: [
            ("Features/Alerts.swift", """
                final class AlertsViewController: UIViewController {
                    // rootlint:disable:next unanimated_root_swap
                    func show() { present(alert, animated: true) }
                    // rootlint:disable:next no_such_rule
                    func hide() {}
                }
                """),
        ]),
    ]
}
