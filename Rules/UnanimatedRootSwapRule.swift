import RootLintCore
import RootLintSyntax

/// Reports a root swap on a visible window that nothing animates.
public struct UnanimatedRootSwapRule: Rule {
    public init() {}

    public static let facts: FactRequirement = [[.rootWrites]]

    public static let description = RuleDescription(
        id: "unanimated_root_swap",
        name: "Unanimated root swap",
        defaultSeverity: .warning,
        summary: "A window's root view controller is replaced on screen without an animation.",
        whatItDoes: """
            Finds assignments to a window's `rootViewController` that replace the interface the user is \
            looking at with nothing animating the change: not inside the animations of \
            `UIView.transition(with:…)` or `UIView.transition(from:to:…)`, not followed by \
            `UIView.transition(with: window, …)`, not accompanied by a `CATransition` on the window's layer \
            or a snapshot fade (a `snapshotView` or an image of the window taken before the write, also by \
            the function that made the closure the write runs in, and animated after it), and not in a closure \
            passed to an animated helper. The first root set while \
            the app or a scene starts, the first root of a window that is not on screen yet, the \
            `animated == false` branch of a helper with an `animated` parameter (or `withAnimation`, \
            `animation`, …), and test code are exempt. \
            Code in an escaping closure of a launch function (a completion handler, \
            `DispatchQueue.main.async`) runs later, on a visible window, and is not exempt. A method counts \
            as launch code when every call of it, in any file, is made synchronously by launch code or by \
            another such method — through protocols and factories too (a VIPER root presenter's \
            `loadOnLaunch()` asking its wireframe for the first screen); a `#selector(…)` of it, in any \
            file, lets the runtime call it at any time. A closure given to RxFlow's `Flows.use`/`Flows.whenReady` \
            runs with the function that makes it.
            """,
        whyItMatters: """
            Replacing the root swaps the whole view hierarchy in a single frame: the screen jumps, any \
            keyboard or presented controller disappears abruptly, and users lose their sense of where they \
            are. A short cross-dissolve on the window tells them the app changed state (logged in, logged \
            out) rather than glitched.
            """,
        example: """
            func logout() {
                window.rootViewController = LoginViewController()
            }
            """,
        useInstead: """
            func logout() {
                UIView.transition(with: window, duration: 0.3, options: .transitionCrossDissolve, animations: {
                    let wereEnabled = UIView.areAnimationsEnabled
                    UIView.setAnimationsEnabled(false)
                    self.window.rootViewController = LoginViewController()
                    UIView.setAnimationsEnabled(wereEnabled)
                })
            }
            // or, with a UIWindow helper: window.setRootViewController(LoginViewController(), animated: true)
            """,
        fixSafety: """
            Where the project defines an animated helper in `extension UIWindow` (its first parameter the new \
            root, the others defaulted, found by the project analysis), the fix calls it: \
            `window?.rootViewController = vc` becomes `window?.setRootViewController(vc, animated: true)`. That \
            is safe: the project's own way to swap. Otherwise the fix wraps the write in \
            `UIView.transition(with:duration:options:animations:)` with `.transitionCrossDissolve`, 0.3 s and \
            nested animations off, binding an optional window first (`if let window = view.window { … }`). \
            That is unsafe: the receiver is evaluated once more and the new root appears over 0.3 s. A write \
            that shares its line with other code is left alone.
            """,
        isFixable: true,
        triggeringExamples: [
            // Launch code calls it, but so does a notification, at any time.
            Example("""
                @main
                final class AppDelegate: UIResponder, UIApplicationDelegate {
                    var window: UIWindow?
                    func application(_ application: UIApplication,
                                     didFinishLaunchingWithOptions launchOptions: [UIApplication.LaunchOptionsKey: Any]?) -> Bool {
                        NotificationCenter.default.addObserver(self, selector: #selector(setHome), name: .languageDidChange, object: nil)
                        setHome()
                        return true
                    }
                    @objc func setHome() {
                        ↓window?.rootViewController = SplashLoaderViewController()
                    }
                }
                """),
            // The same hand-over when the user signs out replaces a root on screen.
            Example("""
                final class SessionFlowController {
                    let window: UIWindow
                    let coordinator = FlowCoordinator()
                    init(window: UIWindow) { self.window = window }
                    func signOut() {
                        let loginFlow = LoginFlow()
                        Flows.use(loginFlow, when: .created) { [window] root in
                            ↓window.rootViewController = root
                        }
                        coordinator.coordinate(flow: loginFlow, with: OneStepper(withSingleStep: AppStep.login))
                    }
                }
                """),
            // An image of the window taken after the write is of the new screen: fading it hides nothing.
            Example("""
                extension UIWindow {
                    func replaceRoot(with controller: UIViewController) {
                        let replace = {
                            ↓self.rootViewController = controller
                            let imageView = UIImageView(image: self.snapshot())
                            self.addSubview(imageView)
                            UIView.animate(withDuration: 0.3) { imageView.alpha = 0 }
                        }
                        rootViewController?.dismiss(animated: true, completion: replace)
                    }
                }
                """),
            // A level set in one `extension UIWindow` raises no window of the
            // app's own: UIKit's window type is every window.
            Example("""
                extension UIWindow {
                    func raiseAboveAlerts() { windowLevel = .alert + 1 }
                }
                extension UIWindow {
                    func switchRoot(to viewController: UIViewController) {
                        ↓rootViewController = viewController
                    }
                }
                """),
            // The helper called after the write runs no transition: another one of the type does.
            Example("""
                final class Router {
                    func makeLogout() {
                        guard let window = UIApplication.shared.delegate?.window else { return }
                        ↓window?.rootViewController = loginController
                        self.updateAppearance()
                    }
                    private func updateAppearance() {
                        UINavigationBar.appearance().tintColor = .label
                    }
                    func showHelp() {
                        UIView.transition(with: helpView, duration: 0.3, options: .transitionCrossDissolve, animations: nil)
                    }
                }
                """),
            // The app delegate's window bound to a local with a window's name is
            // still the app's window: shown again after the write, it was on screen.
            Example("""
                final class AlertViewController: UIViewController {
                    @IBAction func close(_ sender: UIButton) {
                        guard let appDelegate = UIApplication.shared.delegate, let appWindow = appDelegate.window else { return }
                        DispatchQueue.main.async {
                            ↓appWindow?.rootViewController = HomeNavigationController()
                            appWindow?.makeKeyAndVisible()
                        }
                    }
                }
                """),
            // A screen kept in a property is a screen, not a blank presentation host.
            Example("""
                final class SessionRouter {
                    let home: UIViewController = HomeViewController()
                    var window: UIWindow?
                    func signedIn() {
                        ↓window?.rootViewController = home
                        window?.makeKeyAndVisible()
                    }
                }
                """),
            // The lock window is the manager's overlay; the app's own window,
            // given its next root once the user is in, is not.
            Example("""
                final class AuthManager {
                    private let mainWindow: UIWindow
                    private let window: UIWindow
                    init(mainWindow: UIWindow) {
                        self.mainWindow = mainWindow
                        let authWindow = UIWindow(frame: UIScreen.main.bounds)
                        authWindow.windowLevel = UIWindow.Level(rawValue: 2)
                        window = authWindow
                    }
                    func didAuthenticate() {
                        ↓mainWindow.rootViewController = HomeViewController()
                        show(mainWindow)
                    }
                    private func show(_ main: UIWindow) {
                        window.isHidden = true
                        main.makeKeyAndVisible()
                    }
                }
                """),
            // Not under tests: the flag is negated.
            Example("""
                final class SessionViewController: UIViewController {
                    func signOut() {
                        if !AppEnvironment.isRunningTests {
                            ↓view.window?.rootViewController = LoginViewController()
                        }
                    }
                }
                """),
            // The coordinator's own window, shown by one method that every
            // state change calls: after the first, each call is a swap.
            Example("""
                final class AppCoordinator {
                    private let window = UIWindow(frame: UIScreen.main.bounds)

                    func showLogin() {
                        show(LoginViewController())
                    }

                    func showMain() {
                        show(MainTabBarController())
                    }

                    private func show(_ root: UIViewController) {
                        ↓window.rootViewController = root
                        window.makeKeyAndVisible()
                    }
                }
                """),
            // Private, and named nowhere in Swift: the storyboard calls it.
            Example("""
                final class SettingsViewController: UIViewController {
                    @IBAction private func logOut() {
                        ↓view.window?.rootViewController = LoginViewController()
                    }
                }
                """),
            // A closure kept in a variable runs when it is called, here once
            // the home screen is loaded: not a property's initial value.
            Example("""
                final class AppDelegate: UIResponder, UIApplicationDelegate {
                    var window: UIWindow?
                    func applicationDidBecomeActive(_ application: UIApplication) {
                        let setupComplete: (UIViewController) -> Void = { [weak self] home in
                            UIView.performWithoutAnimation {
                                ↓self?.window?.rootViewController = home
                            }
                        }
                        HomeLoader.shared.load(completion: setupComplete)
                    }
                }
                """),
            Example("""
                final class AppDelegate: UIResponder, UIApplicationDelegate {
                    var window: UIWindow?
                    func application(_ application: UIApplication,
                                     didFinishLaunchingWithOptions launchOptions: [UIApplication.LaunchOptionsKey: Any]?) -> Bool {
                        let window = UIWindow()
                        self.window = window
                        RootPresenterFactory.createPresenter(with: window).loadOnLaunch()
                        window.makeKeyAndVisible()
                        return true
                    }
                }
                final class RootPresenter: RootPresenterProtocol {
                    var window: UIWindow!
                    var wireframe: RootWireframeProtocol!
                    func loadOnLaunch() {
                        SessionStore.shared.restore { [weak self] in
                            guard let self else { return }
                            self.wireframe.showWallet(on: self.window)
                        }
                    }
                }
                final class RootWireframe: RootWireframeProtocol {
                    func showWallet(on window: UIWindow) {
                        ↓window.rootViewController = WalletTabBarController()
                    }
                }
                """),
            Example("""
                final class SessionCoordinator {
                    let window: UIWindow
                    func signOut() {
                        ↓window.rootViewController = UIViewController()
                        api.signOut { self.window.setRootViewController(LoginViewController(), animated: true) }
                    }
                }
                """),
            Example("""
                final class SessionCoordinator {
                    let window: UIWindow
                    func signOut(to login: UIViewController) {
                        window.addSubview(spinner.view)
                        UIView.animate(withDuration: 0.2, animations: { self.spinner.view.alpha = 1 }) { _ in
                            ↓self.window.rootViewController = login
                        }
                    }
                }
                """),
            Example("""
                final class SessionWindowBinder {
                    let window: UIWindow
                    func refresh() {
                        if window.rootViewController == nil { print("no root yet") }
                        ↓window.rootViewController = HomeViewController()
                    }
                    func restart() { resetWindow() }
                    private func resetWindow() {
                        ↓window.rootViewController = LaunchViewController()
                        window.makeKeyAndVisible()
                    }
                }
                """),
            Example("""
                final class SessionCoordinator {
                    let window: UIWindow
                    func logout() {
                        ↓window.rootViewController = LoginViewController()
                    }
                }
                """),
            Example("""
                final class AppCoordinator {
                    var window: UIWindow?
                    func showMain() {
                        UIView.transition(with: window!, duration: 0.3, options: .transitionCrossDissolve, animations: {}) { _ in
                            ↓self.window?.rootViewController = MainTabBarController()
                        }
                    }
                }
                """),
            Example("""
                class AppDelegate: UIResponder, UIApplicationDelegate {
                    var window: UIWindow?
                    func application(_ application: UIApplication, didFinishLaunchingWithOptions launchOptions: [UIApplication.LaunchOptionsKey: Any]?) -> Bool {
                        window = UIWindow(frame: UIScreen.main.bounds)
                        window?.rootViewController = SplashViewController()
                        window?.makeKeyAndVisible()
                        DispatchQueue.main.asyncAfter(deadline: .now() + 1) {
                            ↓self.window?.rootViewController = MainViewController()
                        }
                        return true
                    }
                }
                """),
            Example("""
                extension UIWindow {
                    func reset(to viewController: UIViewController) {
                        ↓rootViewController = viewController
                    }
                }
                """),
            Example("""
                final class DeepLinkRouter {
                    func openReset() {
                        UIApplication.shared.windows.forEach { ↓$0.rootViewController = ResetPasswordViewController() }
                    }
                }
                """),
            Example("""
                final class SceneDelegate: UIResponder, UIWindowSceneDelegate {
                    var window: UIWindow?
                    func showLogin() {
                        ↓window?.rootViewController = LoginViewController()
                        window?.makeKeyAndVisible()
                    }
                }
                """),
            Example("""
                final class SceneDelegate: UIResponder, UIWindowSceneDelegate {
                    var window: UIWindow?
                    private var appCoordinator: AppCoordinator?
                    func sceneWillEnterForeground(_ scene: UIScene) {
                        appCoordinator?.start()
                    }
                }
                final class AppCoordinator {
                    private let window: UIWindow
                    init(window: UIWindow) { self.window = window }
                    func start() {
                        ↓window.rootViewController = LoginViewController()
                        window.makeKeyAndVisible()
                    }
                }
                """),
            Example("""
                final class AppDelegate: UIResponder, UIApplicationDelegate {
                    var window: UIWindow?
                    func applicationDidFinishLaunching(_ application: UIApplication) {
                        setupWindow()
                        NotificationCenter.default.addObserver(self, selector: #selector(setupWindow), name: .accountDidChange, object: nil)
                    }
                    @objc private func setupWindow() {
                        configureWindow()
                    }
                    func configureWindow() {
                        ↓window?.rootViewController = makeRootViewController()
                    }
                    func showLogin() {
                        restart()
                    }
                    private func restart() {
                        ↓window?.rootViewController = LoginViewController()
                    }
                }
                """),
            Example("""
                import CarPlay
                final class CarPlayManager: NSObject, CPInterfaceControllerDelegate {
                    var phoneWindow: UIWindow?
                    func carDidDisconnect() {
                        ↓phoneWindow?.rootViewController = MapViewController()
                    }
                }
                """),
            // A scene delegate's method called at launch and, later, from a
            // screen through a receiver whose type rootlint cannot read: no
            // other file declares the name, so it is the same method.
            Example("""
                final class SceneDelegate: UIResponder, UIWindowSceneDelegate {
                    var window: UIWindow?
                    func scene(_ scene: UIScene, willConnectTo session: UISceneSession, options connectionOptions: UIScene.ConnectionOptions) {
                        guard let windowScene = scene as? UIWindowScene else { return }
                        window = UIWindow(windowScene: windowScene)
                        replaceMainRootViewController(vc: LoginViewController())
                        window?.makeKeyAndVisible()
                    }
                    func replaceMainRootViewController(vc: UIViewController) {
                        ↓window?.rootViewController = vc
                    }
                }
                final class LoginViewController: UIViewController {
                    func loggedIn() {
                        guard let mainScene = AppDelegate.mainSceneDelegate else { return }
                        mainScene.replaceMainRootViewController(vc: LibraryViewController())
                    }
                }
                """),
            // `_window`, the backing store of the app's window, is the app's
            // window: not a second window shown after getting its root.
            Example("""
                extension AppDelegate {
                    func resetWindowToGetStarted() {
                        navController.setViewControllers([GetStartedViewController()], animated: true)
                        ↓_window!.rootViewController = navController
                        _window!.makeKeyAndVisible()
                    }
                }
                """),
            // A coordinator whose initializer sets the root, built at launch
            // and built again on logout: the second build swaps the root.
            Example(coordinatorBuildingSceneDelegate + """
                    func didLogOut() {
                        guard let window else { return }
                        mainCoordinator = MainCoordinator(window: window)
                    }
                }
                final class MainCoordinator {
                    private let window: UIWindow
                    init(window: UIWindow) {
                        self.window = window
                        ↓window.rootViewController = RootSplitViewController()
                    }
                }
                """),
        ],
        nonTriggeringExamples: [
            // RxFlow hands the app flow's root over as the flow is made, at launch.
            Example("""
                @main
                final class AppDelegate: UIResponder, UIApplicationDelegate {
                    var window: UIWindow?
                    let coordinator = FlowCoordinator()
                    func application(_ application: UIApplication,
                                     didFinishLaunchingWithOptions launchOptions: [UIApplication.LaunchOptionsKey: Any]?) -> Bool {
                        guard let window = self.window else { return false }
                        let appFlow = AppFlow()
                        Flows.use(appFlow, when: .created) { root in
                            window.rootViewController = root
                            window.makeKeyAndVisible()
                        }
                        coordinator.coordinate(flow: appFlow, with: AppStepper())
                        return true
                    }
                }
                """),
            // The widely copied `replaceRootViewController`: an image of the
            // window taken first, faded out after the write in a closure run
            // directly or once a presented screen is dismissed.
            Example("""
                extension UIWindow {
                    func replaceRootViewController(_ replacement: UIViewController, animated: Bool, completion: (() -> Void)?) {
                        let snapshotImageView = UIImageView(image: self.snapshot())
                        self.addSubview(snapshotImageView)
                        let dismissCompletion = { () -> Void in
                            self.rootViewController = replacement
                            self.bringSubviewToFront(snapshotImageView)
                            if animated {
                                UIView.animate(withDuration: 0.4, animations: {
                                    snapshotImageView.alpha = 0
                                }, completion: { _ in
                                    snapshotImageView.removeFromSuperview()
                                    completion?()
                                })
                            } else {
                                snapshotImageView.removeFromSuperview()
                                completion?()
                            }
                        }
                        guard self.rootViewController?.presentedViewController != nil else {
                            dismissCompletion()
                            return
                        }
                        self.rootViewController?.dismiss(animated: true, completion: dismissCompletion)
                    }
                }
                """),
            // A helper's flag named `withAnimation`: its `false` branch is the caller's choice.
            Example("""
                final class Router {
                    func replaceRootWindow(_ module: Module, withAnimation: Bool) {
                        let window = UIWindow.keyWindowGetter!
                        let navigation = UINavigationController(rootViewController: module.viewController)
                        if !withAnimation {
                            window.rootViewController = navigation
                            window.makeKeyAndVisible()
                            return
                        }
                        if let snapshot = window.snapshotView(afterScreenUpdates: true) {
                            navigation.view.addSubview(snapshot)
                            window.rootViewController = navigation
                            UIView.animate(withDuration: 0.4, animations: { snapshot.layer.opacity = 0 }) { _ in
                                snapshot.removeFromSuperview()
                            }
                        }
                    }
                }
                """),
            // A step only unit tests run: its one call is under the app's test flag.
            Example("""
                final class DocumentsRootViewController: UITabBarController {
                    override func viewDidLoad() {
                        super.viewDidLoad()
                        if AppEnvironment.isUnitTesting {
                            displaySplash()
                            return
                        }
                        configureTabs()
                    }
                    private func displaySplash() {
                        view.window?.rootViewController = SplashViewController()
                    }
                }
                """),
            // A window of the manager's own (made in its declaration, hidden
            // until shown) given its one root in `setup()` and then shown.
            Example("""
                public final class PopupManager {
                    private let window = TransparentWindow(frame: UIScreen.main.bounds)
                    private let coordinatorModel = PopupCoordinatorModel()

                    public func setup() {
                        let rootView = PopupCoordinatorView(model: coordinatorModel)
                        let rootVC = UIHostingController(rootView: rootView)
                        rootVC.view.backgroundColor = .clear
                        window.rootViewController = rootVC
                        window.isHidden = false
                    }

                    public init() {}
                }
                """),
            // An overlay window the type shows for a menu and hides again in
            // an extension of it: the root set before showing it is not seen.
            Example("""
                public final class ContextMenuManager: NSObject {
                    private let window = TransparentWindow(frame: UIScreen.main.bounds)
                    public func presentMenu(_ menu: MenuViewController) {
                        present(vc: menu)
                    }
                }

                private extension ContextMenuManager {
                    func present(vc: UIViewController) {
                        window.rootViewController = vc
                        window.makeKeyAndVisible()
                    }
                }

                extension ContextMenuManager: MenuDelegate {
                    func didDismiss() {
                        Task {
                            try await Task.sleep(nanoseconds: 100_000_000)
                            window.rootViewController = nil
                            window.isHidden = true
                        }
                    }
                }
                """),
            // `setHomeAsRoot(in:)` is private and its call is commented out: it never runs.
            Example("""
                final class SceneDelegate: UIResponder, UIWindowSceneDelegate {
                    var window: UIWindow?
                    func scene(_ scene: UIScene, willConnectTo session: UISceneSession, options connectionOptions: UIScene.ConnectionOptions) {
                        guard let windowScene = scene as? UIWindowScene else { return }
                        let window = UIWindow(windowScene: windowScene)
                        window.makeKeyAndVisible()
                        self.window = window
                        // setHomeAsRoot(in: window)
                        setOnboardingAsRoot(in: window)
                    }
                }
                private extension SceneDelegate {
                    func setHomeAsRoot(in window: UIWindow) {
                        window.rootViewController = UIHostingController(rootView: HomeView())
                    }
                    func setOnboardingAsRoot(in window: UIWindow) {
                        window.rootViewController = OnboardingNavigationController()
                    }
                }
                """),
            // A coordinator's initializer, and a static factory, that set the
            // first root: launch code builds and calls them, before the window shows.
            Example(coordinatorBuildingSceneDelegate + """
                }
                final class MainCoordinator {
                    private let mainWindow: UIWindow
                    init(window: UIWindow) {
                        mainWindow = window
                        window.rootViewController = RootSplitViewController()
                    }
                }
                @main
                final class AppDelegate: UIResponder, UIApplicationDelegate {
                    var window: UIWindow?
                    func application(_ application: UIApplication, didFinishLaunchingWithOptions launchOptions: [UIApplication.LaunchOptionsKey: Any]?) -> Bool {
                        window = UIWindow(frame: UIScreen.main.bounds)
                        RootFlowController.setAsRoot(in: window)
                        window?.makeKeyAndVisible()
                        return true
                    }
                }
                final class RootFlowController {
                    static func setAsRoot(in window: UIWindow?) {
                        window?.rootViewController = RootViewController()
                    }
                }
                // Another type's `setAsRoot`, called later: not the one launch code calls.
                final class IntroductionFlowController {
                    static func setAsRoot(in navigation: UINavigationController) {
                        navigation.setViewControllers([IntroViewController()], animated: false)
                    }
                }
                final class IntroductionNavigationFlowController {
                    func showIntroduction(in navigation: UINavigationController) {
                        IntroductionFlowController.setAsRoot(in: navigation)
                    }
                }
                """),
            // A spec helper (Quick and Nimble are test frameworks too).
            Example("""
                @testable import Ello
                import Quick
                import Nimble
                func showController(_ viewController: UIViewController, window: UIWindow = UIWindow()) {
                    viewController.loadViewIfNeeded()
                    window.rootViewController = viewController
                    window.makeKeyAndVisible()
                }
                """),
            // The old root faded out, the new one set hidden and faded in.
            Example("""
                enum AccountNavigator {
                    static func changeRoot(root: UIViewController) {
                        let appDelegate = UIApplication.shared.delegate
                        UIView.animate(withDuration: 0.2, animations: {
                            appDelegate?.window??.rootViewController?.view.alpha = 0.0
                        }, completion: { _ in
                            appDelegate?.window??.rootViewController = root
                            appDelegate?.window??.rootViewController?.view.alpha = 0.0
                            UIView.animate(withDuration: 0.2) {
                                appDelegate?.window??.rootViewController?.view.alpha = 1.0
                            }
                        })
                    }
                }
                """),
            // A private step that sets the root: launch code calls it for the
            // first root, and its other caller animates right after the call.
            Example("""
                final class AppDelegate: UIResponder, UIApplicationDelegate {
                    var window: UIWindow?
                    func application(_ application: UIApplication, didFinishLaunchingWithOptions launchOptions: [UIApplication.LaunchOptionsKey: Any]?) -> Bool {
                        window = UIWindow(frame: UIScreen.main.bounds)
                        setCorrectStoryboard()
                        window?.makeKeyAndVisible()
                        return true
                    }
                    private func setCorrectStoryboard() {
                        window?.rootViewController = StoryboardHelper.controller(for: StateHelper.currentState)
                    }
                    func updateStoryboard(options: UIView.AnimationOptions = .transitionCrossDissolve) {
                        setCorrectStoryboard()
                        guard let window else { return }
                        UIView.transition(with: window, duration: 0.5, options: options, animations: nil)
                    }
                }
                """),
            // The animations kept in a closure variable and passed by name
            // (a widely copied `UIWindow` helper): the write is animated.
            Example("""
                extension UIWindow {
                    func setRootViewController(_ viewController: UIViewController, animated: Bool, completion: @escaping () -> Void = {}) {
                        let previous = rootViewController
                        let update = {
                            UIView.performWithoutAnimation { self.rootViewController = viewController }
                        }
                        let finish = { (_: Bool) in
                            previous?.dismiss(animated: false)
                            completion()
                        }
                        if animated && previous != nil {
                            UIView.transition(with: self, duration: 0.3, options: .transitionCrossDissolve, animations: update, completion: finish)
                        } else {
                            update()
                            finish(true)
                        }
                    }
                }
                """),
            // A state that makes its own window when it is built: whoever
            // builds it (a state machine, at any time), the root is that new
            // window's first.
            Example("""
                final class Launching: AppState {
                    private let window: UIWindow = UIWindow(frame: UIScreen.main.bounds)
                    private let mainCoordinator = MainCoordinator()
                    init() {
                        setUpWindow()
                    }
                    private func setUpWindow() {
                        window.rootViewController = mainCoordinator.controller
                        window.makeKeyAndVisible()
                    }
                }
                enum AppStateTransitions {
                    static func next(after event: AppEvent) -> AppState {
                        event == .didFinishLaunching ? Launching() : Background()
                    }
                }
                """),
            // Functions nested in the launch function and in `start(…)` run as
            // those do: the launch screen is the first root.
            Example("""
                final class SceneDelegate: UIResponder, UIWindowSceneDelegate {
                    var window: UIWindow?
                    var coordinator: AppCoordinator?
                    func scene(_ scene: UIScene, willConnectTo session: UISceneSession, options connectionOptions: UIScene.ConnectionOptions) {
                        let window = UIWindow(windowScene: scene as! UIWindowScene)
                        self.window = window
                        window.makeKeyAndVisible()
                        setup(window: window)

                        func setup(window: UIWindow) {
                            let coordinator = AppCoordinator(window: window)
                            coordinator.start()
                            self.coordinator = coordinator
                        }
                    }
                }
                final class AppCoordinator {
                    let window: UIWindow
                    init(window: UIWindow) { self.window = window }
                    func start() {
                        showLaunchScreen()

                        func showLaunchScreen() {
                            window.rootViewController = UIStoryboard(name: "LaunchScreen", bundle: nil).instantiateInitialViewController()
                        }
                    }
                }
                """),
            // A window type that raises itself above the app shows its own
            // content: its root is not the app's interface.
            Example("""
                final class CallWindow: UIWindow {
                    override init(frame: CGRect) {
                        super.init(frame: frame)
                        rootViewController = UIViewController()
                        windowLevel = .alert
                        isHidden = true
                    }
                    func showCallUI(for call: Call) {
                        rootViewController = CallViewController(call: call)
                        isHidden = false
                    }
                    func quitCallUI() {
                        isHidden = true
                        rootViewController = UIViewController()
                    }
                }
                """),
            // The same, its root set in an extension of the type beside the class.
            Example("""
                class NotificationWindow: UIWindow {
                    init(theme: Theme) {
                        super.init(frame: UIScreen.main.bounds)
                        windowLevel = .statusBar + 500
                        createRootViewController()
                    }
                }
                private extension NotificationWindow {
                    func createRootViewController() {
                        rootViewController = UIViewController()
                        rootViewController!.view.backgroundColor = .clear
                    }
                }
                """),
            Example("""
                final class AppDelegate: UIResponder, UIApplicationDelegate {
                    var window: UIWindow?
                    func application(_ application: UIApplication,
                                     didFinishLaunchingWithOptions launchOptions: [UIApplication.LaunchOptionsKey: Any]?) -> Bool {
                        let window = UIWindow()
                        self.window = window
                        RootPresenterFactory.createPresenter(with: window).loadOnLaunch()
                        window.makeKeyAndVisible()
                        return true
                    }
                }
                final class RootPresenter: RootPresenterProtocol {
                    var window: UIWindow!
                    var wireframe: RootWireframeProtocol!
                    func loadOnLaunch() {
                        wireframe.showWallet(on: window)
                    }
                }
                final class RootWireframe: RootWireframeProtocol {
                    func showWallet(on window: UIWindow) {
                        window.rootViewController = WalletTabBarController()
                    }
                }
                """),
            Example("""
                final class ConfirmationCoordinator {
                    private let router: WindowRouter
                    func openConfirmation(_ sheet: UIViewController) {
                        let host = UIViewController()
                        router.window.rootViewController = host
                        router.window.makeKeyAndVisible()
                        host.present(sheet, animated: true)
                    }
                }
                """),
            Example("""
                extension UIViewController {
                    func slide(to next: UIViewController, in window: UIWindow) {
                        next.view.frame = window.bounds.offsetBy(dx: window.bounds.width, dy: 0)
                        window.addSubview(next.view)
                        UIView.animate(withDuration: 0.33, animations: {
                            next.view.frame = window.bounds
                        }) { _ in
                            window.rootViewController = next
                        }
                    }
                }
                """),
            Example("""
                final class AppCoordinator {
                    let window: UIWindow
                    func showMain() {
                        UIView.transition(with: window, duration: 0.3, options: .transitionCrossDissolve, animations: {
                            let old = UIView.areAnimationsEnabled
                            UIView.setAnimationsEnabled(false)
                            self.window.rootViewController = MainTabBarController()
                            UIView.setAnimationsEnabled(old)
                        })
                    }
                }
                """),
            Example("""
                final class AppCoordinator {
                    let window: UIWindow
                    func showLogin() {
                        UIView.transition(with: window, duration: 0.25, options: [.transitionCrossDissolve]) {
                            UIView.performWithoutAnimation { self.window.rootViewController = LoginViewController() }
                        }
                    }
                }
                """),
            Example("""
                class AppDelegate: UIResponder, UIApplicationDelegate {
                    var window: UIWindow?
                    func application(_ application: UIApplication, didFinishLaunchingWithOptions launchOptions: [UIApplication.LaunchOptionsKey: Any]?) -> Bool {
                        window = UIWindow(frame: UIScreen.main.bounds)
                        window?.rootViewController = LoginViewController()
                        window?.makeKeyAndVisible()
                        return true
                    }
                }
                """),
            Example("""
                class SceneDelegate: UIResponder, UIWindowSceneDelegate {
                    var window: UIWindow?
                    func scene(_ scene: UIScene, willConnectTo session: UISceneSession, options connectionOptions: UIScene.ConnectionOptions) {
                        guard let windowScene = scene as? UIWindowScene else { return }
                        let window = UIWindow(windowScene: windowScene)
                        window.rootViewController = UINavigationController(rootViewController: HomeViewController())
                        self.window = window
                        window.makeKeyAndVisible()
                    }
                }
                """),
            Example("""
                extension UIWindow {
                    func setRootViewController(_ viewController: UIViewController, animated: Bool) {
                        guard animated else {
                            rootViewController = viewController
                            return
                        }
                        UIView.transition(with: self, duration: 0.3, options: .transitionCrossDissolve, animations: {
                            UIView.performWithoutAnimation { self.rootViewController = viewController }
                        })
                    }
                }
                """),
            Example("""
                final class ToastPresenter {
                    private lazy var toastWindow: UIWindow = {
                        let window = PassthroughWindow(frame: UIScreen.main.bounds)
                        window.windowLevel = .alert + 1
                        window.rootViewController = ToastHostViewController()
                        return window
                    }()
                }
                """),
            Example("""
                final class LockScreenManager {
                    private var lockWindow: UIWindow?
                    func lock(scene: UIWindowScene) {
                        let window = UIWindow(windowScene: scene)
                        window.rootViewController = LockViewController()
                        window.windowLevel = .alert
                        window.makeKeyAndVisible()
                        lockWindow = window
                    }
                }
                """),
            // The manager's own lock window, raised above the app when it was
            // made in `init` (through a local), gets its root while hidden; a
            // helper of the manager then shows it.
            Example("""
                final class AuthManager {
                    private let mainWindow: UIWindow
                    private let window: UIWindow
                    init(mainWindow: UIWindow) {
                        self.mainWindow = mainWindow
                        let authWindow = UIWindow(frame: UIScreen.main.bounds)
                        authWindow.windowLevel = UIWindow.Level(rawValue: 2)
                        window = authWindow
                    }
                    func askForPIN(animated: Bool) {
                        window.rootViewController = PINViewController()
                        setShown(true, animated: animated)
                    }
                    private func setShown(_ shown: Bool, animated: Bool) {
                        if shown { window.isHidden = false }
                        UIView.animate(withDuration: animated ? 0.2 : 0) {
                            self.window.alpha = shown ? 1 : 0
                        } completion: { _ in
                            self.window.isHidden = !shown
                        }
                    }
                }
                """),
            // A blank host screen, kept in a property, in a window of its own that
            // presents Safari over the app.
            Example("""
                final class WebPresenter: NSObject, SFSafariViewControllerDelegate {
                    let viewController: UIViewController = .init()
                    var window: UIWindow?
                    func open(_ url: URL, in scene: UIWindowScene) {
                        let window = self.window ?? UIWindow(windowScene: scene)
                        window.rootViewController = viewController
                        window.makeKeyAndVisible()
                        self.window = window
                        viewController.present(SFSafariViewController(url: url), animated: true)
                    }
                }
                """),
            // The window's own helper adds the `CATransition` that animates the change.
            Example("""
                extension UIWindow {
                    func open(_ document: Document) {
                        rootViewController?.dismiss(animated: false)
                        transition(.fromRight)
                        rootViewController = UIHostingController(rootView: EditorView(document: document))
                    }
                    private func transition(_ subtype: CATransitionSubtype) {
                        let transition = CATransition()
                        transition.type = .moveIn
                        transition.subtype = subtype
                        layer.add(transition, forKey: kCATransition)
                    }
                }
                """),
            // The router's own helper runs the transition right after the write.
            Example("""
                final class Router {
                    func makeLogin() {
                        guard let window = UIApplication.shared.delegate?.window else { return }
                        window?.rootViewController = tabBarController
                        self.animateChanging()
                    }
                    private func animateChanging() {
                        guard let window = UIApplication.shared.keyWindow else { return }
                        UIView.transition(with: window, duration: 0.3, options: .transitionCrossDissolve, animations: nil)
                    }
                }
                """),
            Example("""
                final class ProfileCoordinator {
                    var rootViewController: UINavigationController?
                    func start() {
                        self.rootViewController = UINavigationController(rootViewController: ProfileViewController())
                    }
                }
                """),
            Example("""
                final class RootSwitcher {
                    func switchRoot(in window: UIWindow, to viewController: UIViewController) {
                        let transition = CATransition()
                        transition.type = .fade
                        transition.duration = 0.3
                        window.layer.add(transition, forKey: kCATransition)
                        window.rootViewController = viewController
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
            Example("""
                final class SceneDelegate: UIResponder, UIWindowSceneDelegate {
                    var window: UIWindow?
                    private var appCoordinator: AppCoordinator?
                    func scene(_ scene: UIScene, willConnectTo session: UISceneSession, options connectionOptions: UIScene.ConnectionOptions) {
                        guard let windowScene = scene as? UIWindowScene else { return }
                        let window = UIWindow(windowScene: windowScene)
                        self.window = window
                        let appCoordinator = AppCoordinator(window: window)
                        self.appCoordinator = appCoordinator
                        appCoordinator.start()
                        window.makeKeyAndVisible()
                    }
                }
                final class AppCoordinator {
                    private let window: UIWindow
                    init(window: UIWindow) { self.window = window }
                    func start() {
                        window.rootViewController = LoginViewController()
                    }
                }
                final class AppCoordinatorStartTests: XCTestCase {
                    func testStart() {
                        let sut = AppCoordinator(window: UIWindow())
                        sut.start()
                    }
                }
                """),
            Example("""
                final class AppCoordinatorTests: XCTestCase {
                    func testLogout() {
                        let window = makeWindow()
                        window.rootViewController = MainViewController()
                        XCTAssertTrue(window.rootViewController is MainViewController)
                    }
                }
                """),
            Example("""
                final class OverlayHost {
                    var window: UIWindow? {
                        didSet { window?.rootViewController = UIHostingController(rootView: OverlayStack()) }
                    }
                }
                """),
            Example("""
                final class WindowPresenter: WindowProviderDelegate {
                    func windowsDidLoad(_ provider: WindowProvider) {
                        provider.overlayWindow.rootViewController = ToastContainerViewController()
                    }
                }
                """),
            Example("""
                final class DuplicateSceneCloser {
                    func close(_ scene: UIWindowScene, window: UIWindow) {
                        window.rootViewController = UIViewController()
                        UIApplication.shared.requestSceneSessionDestruction(scene.session, options: nil)
                    }
                }
                """),
            Example("""
                struct StartupFlow {
                    private let mainWindow: UIWindow
                    init(scene: UIWindowScene) {
                        mainWindow = UIApplication.shared.delegate!.window!!
                        installFirstScreen()
                    }
                    private func installFirstScreen() {
                        mainWindow.rootViewController = SplashViewController()
                        mainWindow.makeKeyAndVisible()
                    }
                }
                """),
            Example("""
                final class SceneDelegate: UIResponder, UIWindowSceneDelegate {
                    var window: UIWindow?
                    func scene(_ scene: UIScene, willConnectTo session: UISceneSession, options connectionOptions: UIScene.ConnectionOptions) {
                        guard let windowScene = scene as? UIWindowScene else { return }
                        let window = UIWindow(windowScene: windowScene)
                        let coordinator = App.AppCoordinator(window: window)
                        coordinator.start()
                        window.makeKeyAndVisible()
                    }
                }
                final class AppCoordinator {
                    let window: UIWindow
                    init(window: UIWindow) { self.window = window }
                    func start() { openRoot() }
                }
                private extension AppCoordinator {
                    func openRoot() { window.rootViewController = RootViewController() }
                }
                """),
            Example("""
                final class SessionWindowBinder {
                    let window: UIWindow
                    func sessionDidLoad() {
                        guard window.rootViewController == nil else { return }
                        window.rootViewController = HomeViewController()
                    }
                }
                """),
            Example("""
                final class BannerPresenter {
                    var bannerWindow: UIWindow?
                    func show(in scene: UIWindowScene) {
                        let banner = bannerWindow ?? UIWindow(windowScene: scene)
                        banner.rootViewController = BannerViewController()
                        banner.isHidden = false
                    }
                    func cover(_ cover: UIWindow) {
                        cover.windowLevel = .alert + 1
                        cover.rootViewController = PrivacyCoverViewController()
                    }
                }
                """),
            Example("""
                enum AlertWindow {
                    static var shared: UIWindow {
                        let window = UIWindow(frame: UIScreen.main.bounds)
                        window.rootViewController = UIViewController()
                        return window
                    }
                }
                final class ActivityWindow: UIWindow {
                    override init(windowScene: UIWindowScene) {
                        super.init(windowScene: windowScene)
                        rootViewController = ActivityIndicatorViewController()
                    }
                }
                """),
            Example("""
                final class AppDelegate: UIResponder, UIApplicationDelegate {
                    var window: UIWindow?
                    func applicationDidFinishLaunching(_ application: UIApplication) {
                        registerDefaults()
                        setupWindow()
                    }
                    private func setupWindow() {
                        guard window == nil else { return }
                        window = UIWindow()
                        configureWindow(window!)
                    }
                    func configureWindow(_ window: UIWindow) {
                        window.tintColor = .systemIndigo
                        window.rootViewController = makeRootViewController()
                        window.makeKeyAndVisible()
                    }
                }
                """),
            Example("""
                final class SplashCoverCoordinator {
                    private let window: UIWindow
                    init(window: UIWindow) { self.window = window }
                    func show() {
                        window.rootViewController = SplashViewController()
                        window.isHidden = false
                    }
                    func hide() {
                        window.isHidden = true
                    }
                }
                """),
            Example("""
                import CarPlay
                final class CarPlaySceneDelegate: UIResponder {
                    private var carWindow: CPWindow?
                    func sceneWillEnterForeground(_ scene: UIScene) { attachMap() }
                    private func attachMap() {
                        carWindow?.rootViewController = CarMapViewController()
                    }
                }
                extension CarPlaySceneDelegate: CPTemplateApplicationSceneDelegate {
                    func templateApplicationScene(_ scene: CPTemplateApplicationScene, didConnect interfaceController: CPInterfaceController, to window: CPWindow) {
                        carWindow = window
                        attachMap()
                    }
                }
                """),
            Example("""
                import CarPlay
                final class CarNavigationBridge: NSObject, CPApplicationDelegate {
                    func application(_ application: UIApplication, didConnectCarInterfaceController controller: CPInterfaceController, to window: CPWindow) {
                        showMap(on: window)
                    }
                    func showMap(on window: CPWindow) {
                        window.rootViewController = CarMapViewController()
                    }
                }
                """),
            Example("""
                final class ChecksViewController: UIViewController {
                    func check(window: UIWindow) {
                        if window.rootViewController == nil { print("no root") }
                        let nav = UINavigationController(rootViewController: self)
                        banner.rootViewController = self
                        let rootViewController = window.rootViewController
                        print(nav, rootViewController as Any)
                    }
                }
                """),
        ],
        corrections: [
            Correction("""
                final class SessionCoordinator {
                    let window: UIWindow
                    func logout() {
                        window.rootViewController = LoginViewController()
                    }
                }
                """, """
                final class SessionCoordinator {
                    let window: UIWindow
                    func logout() {
                        UIView.transition(with: window, duration: 0.3, options: .transitionCrossDissolve, animations: { [self] in
                            UIView.performWithoutAnimation { window.rootViewController = LoginViewController() }
                        })
                    }
                }
                """, unsafe: true),
            Correction("""
                final class SettingsViewController: UIViewController {
                	func signOut() {
                		view.window?.rootViewController = LoginViewController() // signed out
                	}
                }
                """, """
                final class SettingsViewController: UIViewController {
                	func signOut() {
                		if let window = view.window {
                			UIView.transition(with: window, duration: 0.3, options: .transitionCrossDissolve, animations: { [self] in
                				UIView.performWithoutAnimation { window.rootViewController = LoginViewController() }
                			})
                		} // signed out
                	}
                }
                """, unsafe: true),
            Correction("""
                extension UIWindow {
                    func setRootViewController(_ viewController: UIViewController, animated: Bool = true) {
                        guard animated else { rootViewController = viewController; return }
                        UIView.transition(with: self, duration: 0.3, options: .transitionCrossDissolve, animations: {
                            UIView.performWithoutAnimation { self.rootViewController = viewController }
                        })
                    }
                }
                final class SessionCoordinator {
                    var window: UIWindow?
                    func logout() {
                        window?.rootViewController = LoginViewController()
                    }
                }
                """, """
                extension UIWindow {
                    func setRootViewController(_ viewController: UIViewController, animated: Bool = true) {
                        guard animated else { rootViewController = viewController; return }
                        UIView.transition(with: self, duration: 0.3, options: .transitionCrossDissolve, animations: {
                            UIView.performWithoutAnimation { self.rootViewController = viewController }
                        })
                    }
                }
                final class SessionCoordinator {
                    var window: UIWindow?
                    func logout() {
                        window?.setRootViewController(LoginViewController(), animated: true)
                    }
                }
                """),
        ]
    )

    /// A scene delegate that builds `MainCoordinator(window:)` as the scene
    /// connects, its type left open for more members (two examples use it).
    static let coordinatorBuildingSceneDelegate = """
        final class SceneDelegate: UIResponder, UIWindowSceneDelegate {
            var window: UIWindow?
            var mainCoordinator: MainCoordinator?
            func scene(_ scene: UIScene, willConnectTo session: UISceneSession, options connectionOptions: UIScene.ConnectionOptions) {
                guard let windowScene = scene as? UIWindowScene else { return }
                let window = UIWindow(windowScene: windowScene)
                self.window = window
                mainCoordinator = MainCoordinator(window: window)
                window.makeKeyAndVisible()
            }

        """

    public func check(_ context: RuleContext) -> [Diagnostic] {
        context.facts.rootWrites.filter(\.isUnanimatedSwap).map { write in
            diagnostic("Root view controller replaced without animation; the whole interface changes in one frame",
                       at: write.byteRange(in: context.file), suggestion: Self.suggestion,
                       fix: context.fix { Self.fix(for: write, in: context) })
        }
    }

    /// The project's animated `UIWindow` helper, called instead of the
    /// write (safe: the helper is the project's own way to swap); else the
    /// write wrapped in a transition (unsafe).
    static func fix(for write: RootWrite, in context: RuleContext) -> Fix? {
        let file = context.file
        if let helper = context.project.windowHelper() {
            let receiver = write.receiver.isEmpty ? "" : file.text(write.receiver)
            let call = helper.call(receiver: receiver, value: file.text(write.value))
            return Fix(title: "Call `\(helper.name)`", applicability: .safe,
                       edits: [TextEdit(range: write.byteRange(in: file), replacement: call)])
        }
        return RootSwapTransitionFix.make(for: write, in: file, scopes: context.facts.scopes)
    }

    static let suggestion = "wrap the swap in `UIView.transition(with:duration:options:animations:)` with "
        + "`.transitionCrossDissolve` (disabling nested animations around the assignment), "
        + "or call an animated helper such as `window.setRootViewController(_:animated:)`"
}
