@testable import RootLintCore
import RootLintRules
import Testing

/// A method launch code calls, and nothing calls later, runs at launch: the
/// calls it makes as it runs are launch calls too, however common the
/// method's name (Threema's loading coordinator shows the first screen
/// from `start()`, started by the root coordinator's `start()`, which the
/// scene delegate calls as the scene connects).
@Suite("Runtime calls")
struct RuntimeCallTests {
    static func call(_ callee: String, from caller: String? = nil) -> RuntimeCall {
        RuntimeCall(callee: callee, caller: caller)
    }

    @Test func callsFromLaunchOnlyMethodsAreLaunchCalls() {
        let calls = [Self.call("LoadingCoordinator.start", from: "RootCoordinator.start"),
                     Self.call("AppCoordinator.start", from: "RootCoordinator.goToApp")]
        let runtime = RuntimeCall.calledAtRuntime(calls, launchCalled: ["RootCoordinator.start"])
        #expect(runtime == ["AppCoordinator.start"])
    }

    @Test func aCallerCalledLaterToo() {
        // `RootCoordinator.start` is launch-called, and also called again from a retry handler.
        let calls = [Self.call("LoadingCoordinator.start", from: "RootCoordinator.start"),
                     Self.call("RootCoordinator.start", from: "ErrorView.retry"),
                     Self.call("Spinner.show", from: "LoadingCoordinator.start")]
        let runtime = RuntimeCall.calledAtRuntime(calls, launchCalled: ["RootCoordinator.start", "LoadingCoordinator.start"])
        #expect(runtime == ["RootCoordinator.start", "LoadingCoordinator.start", "Spinner.show"])
    }

    /// `mainScene.replaceMainRootViewController(vc:)` on a receiver of
    /// unknown type is the one launch-called method of that name, when one
    /// file alone declares it; a common name (`start`) says nothing.
    @Test func unknownReceiversResolveToTheOnlyMethodOfTheirName() {
        let calls = [Self.call("?.replaceMainRootViewController", from: "LoginViewController.loggedIn"),
                     Self.call("?.start"), Self.call("?.showMain"), Self.call("?.reset"),
                     Self.call("Player.stop", from: "Settings.logOut")]
        let launchCalled: Set<String> = ["SceneDelegate.replaceMainRootViewController", "AppCoordinator.start",
                                         "AppCoordinator.showMain", "TabCoordinator.showMain", "AppCoordinator.reset"]
        var asked: Set<String> = []
        let known = RuntimeCall.resolvingUnknownReceivers(calls, launchCalled: launchCalled) { names in
            asked = names
            return names.subtracting(["start"])  // `start` is declared in many files
        }
        #expect(asked == ["replaceMainRootViewController", "start", "showMain", "reset"])
        // `showMain` is launch-called on two types: which one is unknown.
        #expect(known == [Self.call("SceneDelegate.replaceMainRootViewController", from: "LoginViewController.loggedIn"),
                          Self.call("AppCoordinator.reset"), Self.call("Player.stop", from: "Settings.logOut")])
        #expect(RuntimeCall.resolvingUnknownReceivers([Self.call("A.b")], launchCalled: []) { _ in
            Issue.record("no unknown receiver: nothing to ask")
            return []
        } == [Self.call("A.b")])
    }

    @Test func callsOutsideAnyMethodAreRuntimeCalls() {
        let runtime = RuntimeCall.calledAtRuntime([Self.call("AppCoordinator.start")], launchCalled: ["AppCoordinator.start"])
        #expect(runtime == ["AppCoordinator.start"])
    }

    @Test func aCycleOfLaunchCalledMethodsStaysLaunchCode() {
        let calls = [Self.call("A.start", from: "B.start"), Self.call("B.start", from: "A.start")]
        #expect(RuntimeCall.calledAtRuntime(calls, launchCalled: ["A.start", "B.start"]).isEmpty)
    }

    /// A chain longer than is followed counts as runtime past its end: no
    /// first root is exempted on a guess, and the join stays linear.
    @Test func aChainLongerThanFollowedIsRuntime() {
        let n = RuntimeCall.maximumDepth + 4
        var calls = (0..<n).map { Self.call("M\($0 + 1).run", from: "M\($0).run") }
        calls.append(Self.call("M0.run", from: "Outside.tap"))
        let launchCalled = Set((0...n).map { "M\($0).run" })
        let runtime = RuntimeCall.calledAtRuntime(calls, launchCalled: launchCalled)
        #expect(runtime.count == n + 1)
    }

    /// End to end, with `start` mentioned in more files than the launch
    /// reach follows: the loading coordinator's first screen is no swap;
    /// the app coordinator's, shown after the launch sequence, is.
    @Test func aCommonlyNamedStartChainSetsTheFirstRoot() {
        var sources: [(path: String, bytes: [UInt8])] = [
            ("App/SceneDelegate.swift", Array("""
                final class SceneDelegate: UIResponder, UIWindowSceneDelegate {
                    var window: UIWindow?
                    func scene(_ scene: UIScene, willConnectTo session: UISceneSession, options connectionOptions: UIScene.ConnectionOptions) {
                        guard let windowScene = scene as? UIWindowScene else { return }
                        let window = UIWindow(windowScene: windowScene)
                        self.window = window
                        let rootCoordinator = RootCoordinator(window: window)
                        rootCoordinator.start()
                    }
                }

                """.utf8)),
            ("App/RootCoordinator.swift", Array("""
                final class RootCoordinator {
                    private let window: UIWindow
                    private lazy var loadingCoordinator = LoadingCoordinator(window: window)
                    init(window: UIWindow) { self.window = window }
                    func start() {
                        loadingCoordinator.start()
                        Task { await self.goToApp() }
                    }
                    private func goToApp() async {
                        let appCoordinator = AppCoordinator(window: window)
                        appCoordinator.start()
                    }
                }

                """.utf8)),
            ("App/LoadingCoordinator.swift", Array("""
                final class LoadingCoordinator {
                    private weak var window: UIWindow?
                    init(window: UIWindow) { self.window = window }
                    func start() {
                        window?.rootViewController = LoadingViewController()
                        window?.makeKeyAndVisible()
                    }
                }

                """.utf8)),
            ("App/AppCoordinator.swift", Array("""
                final class AppCoordinator {
                    private let window: UIWindow
                    init(window: UIWindow) { self.window = window }
                    func start() {
                        window.rootViewController = MainTabBarController()
                        window.makeKeyAndVisible()
                    }
                }

                """.utf8)),
        ]
        for k in 0..<(LaunchReach.maximumFilesPerName + 2) {
            sources.append(("App/Features/Feature\(k).swift", Array("""
                final class Feature\(k)Coordinator {
                    let navigation = UINavigationController()
                    func start() { navigation.pushViewController(Feature\(k)ViewController(), animated: true) }
                    func open() { Feature\(k)Flow().start() }
                }

                """.utf8)))
        }
        let report = Engine(rules: RuleCatalog.makeRules()).run(EngineInput(sources: sources)).report
        let swaps = report.diagnostics.filter { $0.rule.rawValue == "unanimated_root_swap" }.map(\.path)
        #expect(swaps == ["App/AppCoordinator.swift"])
    }
}
