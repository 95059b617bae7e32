/// Shapes where the root writes themselves multiply: in one function, in
/// one type, with receivers that are not `window`, and in test code.
extension ScalingShapes {
    /// A debug "show every screen" function: n `window.rootViewController = A()`.
    static func windowWritesOneFunction(_ n: Int) -> [GeneratedFile] {
        coordinator(function: "showEveryScreen()") { s in
            for k in 0..<n { s.line("window.rootViewController = \(screen(k))()") }
        }
    }

    /// A coordinator with one `showX()` method per screen, each swapping the root.
    static func windowWritesOneType(_ n: Int) -> [GeneratedFile] {
        [("App/Coordinators/AppCoordinator.swift", ShapeSource.file { s in
            s.block("final class AppCoordinator") {
                coordinatorStorage(s)
                for k in 0..<n {
                    s.line("")
                    s.block("func show\(flow(k))()") { s.line("window.rootViewController = \(screen(k))()") }
                }
            }
        })]
    }

    /// `extension UIWindow` with one function of n bare `rootViewController = A()`.
    static func bareWritesWindowExtension(_ n: Int) -> [GeneratedFile] {
        [("App/Support/UIWindow+Screens.swift", ShapeSource.file { s in
            s.block("extension UIWindow") {
                s.line("/// Installs every screen once, for the screenshot run.")
                s.block("func showEveryScreen()") {
                    for k in 0..<n { s.line("rootViewController = \(screen(k))()") }
                }
            }
        })]
    }

    /// A feed with n ad banners, each given the view controller as its
    /// `rootViewController` (a `GADBannerView` property, not a window).
    static func bannerWritesOneFunction(_ n: Int) -> [GeneratedFile] {
        [("App/Feed/FeedViewController.swift", ShapeSource.file(["import GoogleMobileAds", "import UIKit"]) { s in
            s.block("final class FeedViewController: UIViewController") {
                for k in 0..<n { s.line("private let banner\(k) = GADBannerView(adSize: GADAdSizeBanner)") }
                s.line("")
                s.block("private func configureBanners()") {
                    for k in 0..<n {
                        s.line("banner\(k).rootViewController = self")
                        s.line("banner\(k).load(GADRequest())")
                    }
                }
            }
        })]
    }

    /// A feed whose n ad slots each hand the inherited `bannerView` the view
    /// controller as its `rootViewController` (not a window), one method each.
    static func bannerWritesOneType(_ n: Int) -> [GeneratedFile] {
        [("App/Feed/FeedViewController.swift", ShapeSource.file(["import GoogleMobileAds", "import UIKit"]) { s in
            s.block("final class FeedViewController: AdHostingViewController") {
                for k in 0..<n {
                    if k > 0 { s.line("") }
                    s.block("func showAd\(k)()") {
                        s.line("bannerView.rootViewController = self")
                        s.line("bannerView.load(adRequest(forSlot: \(k)))")
                    }
                }
            }
        })]
    }

    /// The window and `setUp` of the test shapes.
    static func testCase(_ s: ShapeSource, _ tests: () -> Void) {
        s.block("final class RootSwitchingTests: XCTestCase") {
            s.line("private var window: UIWindow!")
            s.line("")
            s.block("override func setUp()") {
                s.line("super.setUp()")
                s.line("window = UIWindow(frame: UIScreen.main.bounds)")
            }
            tests()
        }
    }

    /// One test method that installs n screens as root and checks each.
    static func testFunctionWrites(_ n: Int) -> [GeneratedFile] {
        [("AppTests/RootSwitchingTests.swift", ShapeSource.file(["import XCTest", "@testable import App"]) { s in
            testCase(s) {
                s.line("")
                s.block("func testEveryScreenCanBeTheRoot()") {
                    for k in 0..<n {
                        s.line("window.rootViewController = \(screen(k))()")
                        s.line("XCTAssertTrue(window.rootViewController is \(screen(k)))")
                    }
                }
            }
        })]
    }

    /// n test methods of one `XCTestCase`, each installing one screen as root.
    static func testClassWrites(_ n: Int) -> [GeneratedFile] {
        [("AppTests/RootSwitchingTests.swift", ShapeSource.file(["import XCTest", "@testable import App"]) { s in
            testCase(s) {
                for k in 0..<n {
                    s.line("")
                    s.block("func test\(flow(k))IsTheRoot()") {
                        s.line("window.rootViewController = \(screen(k))()")
                        s.line("XCTAssertTrue(window.rootViewController is \(screen(k)))")
                    }
                }
            }
        })]
    }

    /// A `switch` over n destinations, each case installing its screen.
    static func switchCaseWrites(_ n: Int) -> [GeneratedFile] {
        coordinator(function: "show(_ destination: Destination)") { s in
            s.line("switch destination {")
            for k in 0..<n {
                s.line("case .\(flow(k).lowerFirst):")
                s.indented { s.line("window.rootViewController = \(screen(k))()") }
            }
            s.line("}")
        }
    }

    /// n sequential `#if` blocks in one function, a debug screen or the
    /// release one in each.
    static func ifConfigBlocks(_ n: Int) -> [GeneratedFile] {
        let conditions = ["DEBUG", "targetEnvironment(simulator)", "BETA"]
        return coordinator(function: "showConfiguredScreens()") { s in
            for k in 0..<n {
                s.raw("#if \(conditions[k % conditions.count])")
                s.line("window.rootViewController = Debug\(screen(k))()")
                s.raw("#else")
                s.line("window.rootViewController = \(screen(k))()")
                s.raw("#endif")
            }
        }
    }

    /// n animated swaps in one function; every other one switches nested
    /// animations off, as the rules recommend.
    static func transitionCalls(_ n: Int) -> [GeneratedFile] {
        coordinator(function: "showEveryScreenAnimated()") { s in
            for k in 0..<n {
                s.scope("UIView.transition(with: window, duration: 0.3, options: .transitionCrossDissolve, animations: {",
                        closing: "})") {
                    if k % 2 == 0 {
                        s.line("UIView.performWithoutAnimation { self.window.rootViewController = \(screen(k))() }")
                    } else {
                        s.line("self.window.rootViewController = \(screen(k))()")
                    }
                }
            }
        }
    }

    /// n closures kept in locals, then n transitions each passed one of them
    /// by name as its animations (`animations: swapK`).
    static func storedAnimations(_ n: Int) -> [GeneratedFile] {
        coordinator(function: "showEveryScreenThroughStoredAnimations()") { s in
            for k in 0..<n {
                s.line("let swap\(k) = { UIView.performWithoutAnimation { self.window.rootViewController = \(screen(k))() } }")
            }
            for k in 0..<n {
                s.line("UIView.transition(with: window, duration: 0.3, options: .transitionCrossDissolve, animations: swap\(k))")
            }
        }
    }

    /// n private functions that set the root, each called by a method that
    /// animates with `UIView.transition(with:…)` right after the call.
    static func animatedByCallers(_ n: Int) -> [GeneratedFile] {
        [("App/Coordinators/AppCoordinator.swift", ShapeSource.file { s in
            s.block("final class AppCoordinator") {
                s.line("private let window: UIWindow")
                s.line("init(window: UIWindow) { self.window = window }")
                for k in 0..<n {
                    s.line("private func install\(k)() { window.rootViewController = \(screen(k))() }")
                    s.block("func show\(k)()") {
                        s.line("install\(k)()")
                        s.line("UIView.transition(with: window, duration: 0.3, options: .transitionCrossDissolve, animations: nil)")
                    }
                }
            }
        })]
    }

    /// One private method writing the root n times, called n times: every
    /// write asks who calls its method (its time, whether anything does).
    static func privateStepWrites(_ n: Int) -> [GeneratedFile] {
        [("App/Coordinators/AppCoordinator.swift", ShapeSource.file { s in
            s.block("final class AppCoordinator") {
                s.line("private let window: UIWindow")
                s.line("init(window: UIWindow) { self.window = window }")
                s.block("private func install(_ step: Int)") {
                    for k in 0..<n { s.line("window.rootViewController = \(screen(k))()") }
                }
                s.block("func showAll()") {
                    for k in 0..<n { s.line("install(\(k))") }
                }
            }
        })]
    }

    /// n coordinators whose `start()` shows the window after setting its
    /// root, each casting that root: every cast asks whether the project
    /// swaps roots, which depends on every `start()`'s callers.
    static func startRootCasts(_ n: Int) -> [GeneratedFile] {
        [("App/Coordinators/Coordinators.swift", ShapeSource.file { s in
            for k in 0..<n {
                s.block("final class Flow\(k)Coordinator") {
                    s.line("private let window: UIWindow")
                    s.line("init(window: UIWindow) { self.window = window }")
                    s.block("func start()") {
                        s.line("window.rootViewController = \(screen(k))()")
                        s.line("window.makeKeyAndVisible()")
                    }
                    s.line("func selectFirstTab() { (window.rootViewController as! UITabBarController).selectedIndex = 0 }")
                }
            }
        })]
    }

    /// An app delegate whose launch installs its `shell` property n times,
    /// with n other methods declaring a local `shell`: what the installed
    /// root's type is read from (`InstalledRootType`), once per property.
    static func launchShellWrites(_ n: Int) -> [GeneratedFile] {
        [("App/AppDelegate.swift", ShapeSource.file { s in
            s.block("final class AppDelegate: UIResponder, UIApplicationDelegate") {
                s.line("var window: UIWindow?")
                s.line("var shell: AppShellViewController!")
                for k in 0..<n { s.line("func preview\(k)() { let shell = AppShellViewController(); shell.loadViewIfNeeded() }") }
                s.block("func application(_ application: UIApplication, didFinishLaunchingWithOptions launchOptions: [UIApplication.LaunchOptionsKey: Any]?) -> Bool") {
                    s.line("shell = AppShellViewController()")
                    for _ in 0..<n { s.line("window?.rootViewController = shell") }
                    s.line("window?.makeKeyAndVisible()")
                    s.line("return true")
                }
            }
        })]
    }

    /// A lock manager's overlay window, raised through a local in `init`,
    /// given n roots in one function, each followed by a call of the name of
    /// the manager's showing method on another receiver: every write asks
    /// whether a method of its own type shows the window afterwards.
    static func overlayShowCalls(_ n: Int) -> [GeneratedFile] {
        [("App/Security/LockManager.swift", ShapeSource.file { s in
            s.block("final class LockManager") {
                s.line("private let window: UIWindow")
                s.block("init()") {
                    s.line("let lockWindow = UIWindow(frame: UIScreen.main.bounds)")
                    s.line("lockWindow.windowLevel = .alert + 1")
                    s.line("window = lockWindow")
                }
                s.line("private func setShown(_ shown: Bool) { window.isHidden = !shown; if shown { window.isHidden = false } }")
                s.block("func lockScreens()") {
                    for k in 0..<n {
                        s.line("window.rootViewController = \(screen(k))()")
                        s.line("banner\(k % 8).setShown(true)")
                    }
                }
            }
        })]
    }

    /// A router with n helpers that each run a transition on the key window,
    /// and one method writing the root n times through n global delegate
    /// constants, each write followed by a helper's call: the helpers' calls
    /// and the names the writes reach the window through both grow with n.
    static func transitionHelperCalls(_ n: Int) -> [GeneratedFile] {
        [("App/Routing/Router.swift", ShapeSource.file { s in
            for k in 0..<n { s.line("let delegate\(k) = UIApplication.shared.delegate as! AppDelegate") }
            s.block("final class Router") {
                for k in 0..<n {
                    s.block("private func animateChange\(k)()") {
                        s.line("guard let window = UIApplication.shared.keyWindow else { return }")
                        s.line("UIView.transition(with: window, duration: 0.3, options: .transitionCrossDissolve, animations: nil)")
                    }
                }
                s.block("func showScreens()") {
                    for k in 0..<n {
                        s.line("delegate\(k).window?.rootViewController = \(screen(k))()")
                        s.line("self.animateChange\(k)()")
                    }
                }
            }
        })]
    }

    /// A view controller that shows an alert and then swaps the root, n times.
    static func presentSwapPairs(_ n: Int) -> [GeneratedFile] {
        [("App/Session/SessionViewController.swift", ShapeSource.file { s in
            s.block("final class SessionViewController: UIViewController") {
                s.block("func handleSessionEvents()") {
                    for k in 0..<n {
                        s.line("present(UIAlertController(title: \"Session \(k)\", message: nil, preferredStyle: .alert), animated: true)")
                        s.line("view.window?.rootViewController = \(screen(k))()")
                    }
                }
            }
        })]
    }

    /// n snapshot fades in one function: snapshot the window, swap, fade the
    /// snapshot out (each in its own `do` so it can be called `snapshot`).
    static func snapshotFades(_ n: Int) -> [GeneratedFile] {
        coordinator(function: "showEveryScreenWithFade()") { s in
            for k in 0..<n {
                s.block("do") {
                    s.line("let snapshot = window.snapshotView(afterScreenUpdates: true)!")
                    s.line("window.rootViewController = \(screen(k))()")
                    s.line("window.rootViewController?.view.addSubview(snapshot)")
                    s.line("UIView.animate(withDuration: 0.3, animations: { snapshot.alpha = 0 }) { _ in snapshot.removeFromSuperview() }")
                }
            }
        }
    }

    /// n child coordinators, each held by the app coordinator in a lazy
    /// property and started from one of its methods (so `start()` runs at
    /// runtime, not only at launch); each `start()` installs its first
    /// screen and shows the window.
    static func startFunctions(_ n: Int) -> [GeneratedFile] {
        [("App/Coordinators/Flows.swift", ShapeSource.file { s in
            s.block("final class AppCoordinator") {
                s.line("private let window: UIWindow")
                for k in 0..<n { s.line("private lazy var \(flow(k).lowerFirst)Coordinator = \(flow(k))Coordinator(window: window)") }
                s.line("")
                s.block("init(window: UIWindow)") { s.line("self.window = window") }
                for k in 0..<n {
                    s.line("")
                    s.block("func show\(flow(k))()") { s.line("\(flow(k).lowerFirst)Coordinator.start()") }
                }
            }
            for k in 0..<n {
                s.line("")
                s.block("final class \(flow(k))Coordinator: Coordinator") {
                    s.line("private let window: UIWindow")
                    s.line("")
                    s.block("init(window: UIWindow)") { s.line("self.window = window") }
                    s.line("")
                    s.block("func start()") {
                        s.line("window.rootViewController = \(screen(k))()")
                        s.line("window.makeKeyAndVisible()")
                    }
                }
            }
        })]
    }
}
