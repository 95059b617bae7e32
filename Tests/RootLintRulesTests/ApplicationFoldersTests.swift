@testable import RootLintCore
import RootLintRules
import Testing

/// A project that holds several apps (folders that each declare an app
/// delegate: an SDK's sample apps, a suite of apps on one core) is judged
/// app by app by `decentralized_root_switching`, the code outside every app
/// folder counting for each app.
@Suite("Application folders")
struct ApplicationFoldersTests {
    @Test func aSiteBelongsToTheNearestAppFolder() {
        let folders = ApplicationFolders(["Examples/Chat", "Examples/Chat/Widget", "Demo"])
        #expect(ApplicationFolders.folder(of: "Examples/Chat/AppDelegate.swift") == "Examples/Chat")
        #expect(ApplicationFolders.folder(of: "AppDelegate.swift") == "")
        #expect(folders.application(of: "Examples/Chat/Login/LoginViewController.swift") == "Examples/Chat")
        #expect(folders.application(of: "Examples/Chat/Widget/Entry.swift") == "Examples/Chat/Widget")
        #expect(folders.application(of: "Demo/DemoCoordinator.swift") == "Demo")
        #expect(folders.application(of: "DemoKit/DemoCoordinator.swift") == nil, "a folder is matched whole, not as a prefix")
        #expect(folders.application(of: "Sources/Kit/Session.swift") == nil)
        #expect(ApplicationFolders(["", "Examples/Chat"]).application(of: "Sources/Kit/Session.swift") == "")
        #expect(!ApplicationFolders(["Demo"]).splitsProject)
        #expect(ApplicationFolders.isNamedLikeAppDelegate("Parent/Parent/ParentAppDelegate.swift"))
        #expect(ApplicationFolders.isNamedLikeAppDelegate("AppDelegate.swift"))
        #expect(!ApplicationFolders.isNamedLikeAppDelegate("App/AppDelegate+Push.swift"))
        #expect(!ApplicationFolders.isNamedLikeAppDelegate("Delegate.swift"))
    }

    @Test func anAppFolderWidensPastSupportFoldersUpToOneThatHoldsAnotherApp() {
        let apps = ApplicationFolders(["app/wallet/SupportingFiles", "app/wallet-preview"])
        #expect(apps.folders == ["app/wallet", "app/wallet-preview"])
        #expect(apps.application(of: "app/wallet/Services/CoreAppCoordinator.swift") == "app/wallet")
        #expect(apps.application(of: "app/Shared/Session.swift") == nil)
        #expect(ApplicationFolders(["Wallet/Sources/Application", "Preview"]).folders == ["Wallet", "Preview"])
        // A start-up folder: the app's coordinators sit beside it, not in it.
        let booted = ApplicationFolders(["Cameroon/App/Boot", "France/Core/App", "Showcase/App/Boot"])
        #expect(booted.folders == ["Cameroon", "France/Core", "Showcase"])
        #expect(booted.application(of: "Cameroon/App/Coordinators/AppCoordinator.swift") == "Cameroon")
        // Not as far as a folder that holds another app.
        let nested = ApplicationFolders(["app/wallet/SupportingFiles", "app/wallet-preview", "app/wallet/Widget/Support"])
        #expect(nested.folders == ["app/wallet/SupportingFiles", "app/wallet-preview", "app/wallet/Widget"])
        #expect(ApplicationFolders(["Examples/Chat", "Examples/Chat/Widget"]).folders == ["Examples/Chat", "Examples/Chat/Widget"])
        // A named folder is an app of its own: a test host keeps its library shared.
        #expect(ApplicationFolders(["Core/CoreTester", "Student/Student"]).folders == ["Core/CoreTester", "Student/Student"])
        // One app alone is not split, so not widened either.
        #expect(ApplicationFolders(["App/Support"]).folders == ["App/Support"])
    }

    static func appDelegate(_ name: String = "AppDelegate") -> [UInt8] {
        Array("""
            import UIKit

            @main
            final class \(name): UIResponder, UIApplicationDelegate {
                var window: UIWindow?
            }

            """.utf8)
    }

    /// A type that swaps the root, animated.
    static func switcher(_ type: String) -> [UInt8] {
        Array("""
            import UIKit

            final class \(type) {
                let window: UIWindow
                init(window: UIWindow) { self.window = window }
                func showMain() {
                    UIView.transition(with: window, duration: 0.3, options: .transitionCrossDissolve, animations: {
                        self.window.rootViewController = MainViewController()
                    })
                }
            }

            """.utf8)
    }

    /// The decentralized finding's path and the paths of its related sites.
    static func decentralized(_ sources: [(path: String, bytes: [UInt8])], prefilter: Bool = true) -> [(path: String, related: [String])] {
        let report = Engine(rules: RuleCatalog.makeRules(), usePrefilter: prefilter).run(EngineInput(sources: sources)).report
        return report.diagnostics.filter { $0.rule.rawValue == "decentralized_root_switching" }
            .map { ($0.path, $0.related.map(\.path)) }
    }

    @Test func appsThatEachSwitchFromOneTypeAreNotSpread() {
        let sources = [("Examples/Chat/AppDelegate.swift", Self.appDelegate()), ("Examples/Chat/ChatCoordinator.swift", Self.switcher("ChatCoordinator")),
                       ("Examples/Shop/AppDelegate.swift", Self.appDelegate()), ("Examples/Shop/ShopCoordinator.swift", Self.switcher("ShopCoordinator")),
                       ("Sources/Kit/ChannelList.swift", Array("import UIKit\nfinal class ChannelList: UIViewController {}\n".utf8))]
        for prefilter in [true, false] {
            #expect(Self.decentralized(sources, prefilter: prefilter).isEmpty)
        }
        // One app delegate: the repository is one app, spread over two types.
        let oneApp = sources.filter { $0.0 != "Examples/Shop/AppDelegate.swift" }
        #expect(Self.decentralized(oneApp).map(\.path) == ["Examples/Shop/ShopCoordinator.swift"])
    }

    /// A scene-based app's delegate holds none of the words the prefilter
    /// lexes a file for: it is lexed for its name, with or without the prefilter.
    @Test func aDelegateWithoutLaunchCodeStillMarksItsApp() {
        let bare = Array("""
            import UIKit

            final class AppDelegate: UIResponder, UIApplicationDelegate {
                func application(_ application: UIApplication, configurationForConnecting session: UISceneSession,
                                 options: UIScene.ConnectionOptions) -> UISceneConfiguration {
                    UISceneConfiguration(name: "Default", sessionRole: session.role)
                }
            }

            """.utf8)
        let sources = [("Examples/Chat/AppDelegate.swift", bare), ("Examples/Chat/ChatCoordinator.swift", Self.switcher("ChatCoordinator")),
                       ("Examples/Shop/AppDelegate.swift", bare), ("Examples/Shop/ShopCoordinator.swift", Self.switcher("ShopCoordinator"))]
        for prefilter in [true, false] {
            #expect(Self.decentralized(sources, prefilter: prefilter).isEmpty, "prefilter \(prefilter)")
        }
        // Only files named like an app delegate's are asked: a delegate
        // declared in `Main.swift` marks no app, and the project stays one.
        let unnamed = sources.map { ($0.0.replacingOccurrences(of: "Shop/AppDelegate", with: "Shop/Main"), $0.1) }
        for prefilter in [true, false] {
            #expect(Self.decentralized(unnamed, prefilter: prefilter).count == 1, "prefilter \(prefilter)")
        }
    }

    /// Delegates kept in a start-up folder beside the app's coordinators
    /// (`Cameroon/App/Boot`): the coordinators are that app's code, not
    /// code shared with the other apps of the repository.
    @Test func aStartUpFolderIsPartOfItsApp() {
        let sources = [("Cameroon/App/Boot/AppDelegate.swift", Self.appDelegate()),
                       ("Cameroon/App/Coordinators/AppCoordinator.swift", Self.switcher("AppCoordinator")),
                       ("Showcase/App/Boot/AppDelegate.swift", Self.appDelegate()), ("Showcase/App/Boot/Router.swift", Self.switcher("Router"))]
        for prefilter in [true, false] {
            #expect(Self.decentralized(sources, prefilter: prefilter).isEmpty, "prefilter \(prefilter)")
        }
    }

    @Test func sharedCodeCountsForEveryApp() {
        let sources = [("Examples/Chat/AppDelegate.swift", Self.appDelegate()), ("Examples/Chat/ChatCoordinator.swift", Self.switcher("ChatCoordinator")),
                       ("Examples/Shop/AppDelegate.swift", Self.appDelegate()), ("Examples/Shop/ShopCoordinator.swift", Self.switcher("ShopCoordinator")),
                       ("Sources/Kit/SessionReset.swift", Self.switcher("SessionReset"))]
        let found = Self.decentralized(sources)
        #expect(found.count == 1, "one finding per project")
        #expect(Set([found.first?.path ?? ""] + (found.first?.related ?? [])) == Set(sources.map(\.0).filter { !$0.hasSuffix("AppDelegate.swift") }))
    }

    @Test func onlyTheSpreadAppsSitesMakeTheFinding() {
        let sources = [("Demo/AppDelegate.swift", Self.appDelegate()), ("Demo/DemoCoordinator.swift", Self.switcher("DemoCoordinator")),
                       ("Demo/Settings/SettingsViewController.swift", Self.switcher("SettingsViewController")),
                       ("Examples/Shop/AppDelegate.swift", Self.appDelegate()), ("Examples/Shop/ShopCoordinator.swift", Self.switcher("ShopCoordinator"))]
        let found = Self.decentralized(sources)
        #expect(found.count == 1)
        #expect(Set([found.first?.path ?? ""] + (found.first?.related ?? [])) == ["Demo/DemoCoordinator.swift", "Demo/Settings/SettingsViewController.swift"])
    }

    @Test func anAppDelegateInTestCodeIsNoApp() {
        // The harness's host delegate imports XCTest: test code, so the
        // harness folder is no second app, and its coordinator is shared
        // code of the one app, spread over two types with `AppCoordinator`.
        let host = Array("import XCTest\n".utf8) + Self.appDelegate("TestHostAppDelegate")
        let sources = [("App/AppDelegate.swift", Self.appDelegate()), ("App/AppCoordinator.swift", Self.switcher("AppCoordinator")),
                       ("Harness/TestHostAppDelegate.swift", host), ("Harness/HarnessCoordinator.swift", Self.switcher("HarnessCoordinator"))]
        #expect(Self.decentralized(sources).count == 1)
        // Without XCTest the harness is an app of its own, switching from one type.
        let harnessApp = sources.map { $0.0 == "Harness/TestHostAppDelegate.swift" ? ($0.0, Self.appDelegate("TestHostAppDelegate")) : $0 }
        #expect(Self.decentralized(harnessApp).isEmpty)
    }
}
