@testable import RootLintCore
import RootLintRules
import RootLintSyntax
import Testing

/// A global or static constant holding the force-cast delegate is declared
/// in one file and used in others: only the project knows whether some
/// root write reaches the window through its name
/// (`ProjectFacts.reachesWindow(through:)`).
@Suite("Delegate constants reaching the window")
struct DelegateConstantTests {
    static let constants = Array("""
        import UIKit

        let appDelegateRef = UIApplication.shared.delegate as! AppDelegate

        enum AppConstant {
            static let delegateObj = UIApplication.shared.delegate! as! AppDelegate
        }

        """.utf8)

    static let delegate = Array("""
        import UIKit

        @main
        final class AppDelegate: UIResponder, UIApplicationDelegate {
            var window: UIWindow?
            lazy var persistentContainer = NSPersistentContainer(name: "Shop")
        }

        """.utf8)

    static func castFindings(_ sources: [(path: String, bytes: [UInt8])], prefilter: Bool) -> [String] {
        let report = Engine(rules: RuleCatalog.makeRules(), usePrefilter: prefilter).run(EngineInput(sources: sources)).report
        return report.diagnostics.filter { $0.rule.rawValue == "forced_root_cast" }.map { "\($0.path):\($0.range.start.line)" }
    }

    @Test(arguments: [
        ("appDelegateRef.window?.rootViewController = LoginViewController()", ["App/Constants.swift:3"]),
        ("AppConstant.delegateObj.window!.rootViewController = LoginViewController()", ["App/Constants.swift:6"]),
        // Bound to a local first, then written.
        ("guard let window = appDelegateRef.window else { return }\nwindow.rootViewController = LoginViewController()",
         ["App/Constants.swift:3"]),
        // Used for something else: the window is reached some other way.
        ("try? appDelegateRef.persistentContainer.viewContext.save()\nview.window?.rootViewController = LoginViewController()", []),
    ])
    func aConstantCountsWhereAWriteReachesTheWindowThroughIt(body: String, expected: [String]) {
        let screen = Array("""
            import UIKit

            final class SettingsViewController: UIViewController {
                func signOut() {
                    \(body)
                }
            }

            """.utf8)
        let sources = [("App/AppDelegate.swift", Self.delegate), ("App/Constants.swift", Self.constants),
                       ("App/SettingsViewController.swift", screen)]
        for prefilter in [true, false] {
            #expect(Self.castFindings(sources, prefilter: prefilter) == expected, "prefilter \(prefilter)")
        }
    }

    @Test func aLocalOfTheSameNameIsNoWayToTheConstant() {
        func reachers(_ source: String) -> [String] {
            let file = SourceFile(path: "Screen.swift", bytes: Array(source.utf8))
            let facts = FileFacts.extract(from: file, configuration: Configuration(), present: nil)
            return ProjectContribution.extract(from: file, facts: facts).windowReachers
        }
        let function = "final class S: UIViewController {\nfunc signOut() {\n"
        #expect(reachers(function + "appDelegateRef.window?.rootViewController = L()\n}\n}\n") == ["appDelegateRef"])
        #expect(reachers(function + "let appDelegateRef = make()\nappDelegateRef.window?.rootViewController = L()\n}\n}\n").isEmpty)
        #expect(reachers(function + "let window = AppDelegate.shared.window\nwindow?.rootViewController = L()\n}\n}\n") == ["shared"])
        // `self.window` and `view.window` name no constant worth asking about, but cost nothing.
        #expect(reachers(function + "self.window?.rootViewController = L()\n}\n}\n").isEmpty)
    }

    /// A static accessor of the delegate counts where some file uses it:
    /// that file holds no root write and no cast, only `AppDelegate.shared`.
    @Test(arguments: [("AppDelegate.shared.showLogin()", ["App/AppDelegate.swift:6"]), ("UIApplication.shared.open(url)", [])])
    func aStaticAccessorCountsWhereSomeFileUsesIt(body: String, expected: [String]) {
        let delegate = Array("""
            import UIKit

            @main
            final class AppDelegate: UIResponder, UIApplicationDelegate {
                var window: UIWindow?
                static var shared: AppDelegate { UIApplication.shared.delegate as! AppDelegate }
                func showLogin() { window?.rootViewController = LoginViewController() }
            }

            """.utf8)
        let screen = Array("""
            import UIKit

            final class SettingsViewController: UIViewController {
                let url = URL(string: "https://example.com")!
                @objc func signOut() {
                    \(body)
                }
            }

            """.utf8)
        let sources = [("App/AppDelegate.swift", delegate), ("App/SettingsViewController.swift", screen)]
        for prefilter in [true, false] {
            #expect(Self.castFindings(sources, prefilter: prefilter) == expected, "prefilter \(prefilter)")
        }
    }

    /// A static constant of the delegate counts where some file calls one of
    /// the delegate's switchers through it; another member called on it does not.
    @Test(arguments: [
        ("AppDelegate.shared.changeRootViewWhenLoginSuccess()", ["App/AppDelegate.swift:6"]),
        ("AppDelegate.shared?.changeRootViewWhenLoginSuccess()", ["App/AppDelegate.swift:6"]),
        ("AppDelegate.shared.track(event: .login)", []),
    ])
    func aStaticConstantCountsWhereSomeFileCallsASwitcherThroughIt(body: String, expected: [String]) {
        let delegate = Array("""
            import UIKit

            @main
            final class AppDelegate: UIResponder, UIApplicationDelegate {
                var window: UIWindow?
                static let shared = UIApplication.shared.delegate as! AppDelegate
                func changeRootViewWhenLoginSuccess() { window?.rootViewController = MainTabBarController() }
                func track(event: Event) { analytics.log(event) }
            }

            """.utf8)
        let screen = Array("""
            import UIKit

            final class LoginViewController: UIViewController {
                func didLogIn() {
                    \(body)
                }
            }

            """.utf8)
        let sources = [("App/AppDelegate.swift", delegate), ("App/LoginViewController.swift", screen)]
        for prefilter in [true, false] {
            #expect(Self.castFindings(sources, prefilter: prefilter) == expected, "prefilter \(prefilter)")
        }
    }
}
