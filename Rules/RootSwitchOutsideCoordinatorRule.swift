import RootLintCore
import RootLintSyntax

/// Reports root switching done by types that should not own it.
public struct RootSwitchOutsideCoordinatorRule: Rule {
    public init() {}

    public static let facts: FactRequirement = [[.rootWrites]]

    public static let description = RuleDescription(
        id: "root_switch_outside_coordinator",
        name: "Root switch outside a coordinator",
        defaultSeverity: .warning,
        summary: "A window's root is switched from a type that is not a designated root coordinator.",
        whatItDoes: """
            Finds window root writes in types that are not designated to switch the root. Designated by \
            default: `AppDelegate` and `SceneDelegate` (and names ending in them), names ending in \
            `Coordinator`, `Router` or `Flow`, root containers (`RootViewController`, \
            `RootContainerViewController`, `*RootViewController`), and `UIWindow` extensions and \
            subclasses; the `coordinators` and `containerTypes` settings change the list. Extensions count \
            as the type they extend. A function outside a view controller that switches a window it is \
            given as a parameter (`func showLogin(on window: UIWindow)`), or a free function that does, is \
            a helper, like a `UIWindow` extension: its caller decides when. Other top-level code and free functions are outside any coordinator. The \
            first root of a brand-new window (an overlay, a toast or lock-screen window) is not a switch, \
            and test code is exempt.
            """,
        whyItMatters: """
            When view controllers reach for `view.window?.rootViewController` themselves, root switching \
            spreads across the code base: each site animates differently (or not at all), forgets to tear \
            down state, and a change to the app's top-level flow means hunting down every screen that \
            switches. One coordinator that owns the window keeps the flow in one place.
            """,
        example: """
            final class SettingsViewController: UITableViewController {
                func logOutTapped() {
                    view.window?.rootViewController = LoginViewController()
                }
            }
            """,
        useInstead: """
            final class SettingsViewController: UITableViewController {
                var onLogout: (() -> Void)?
                func logOutTapped() { onLogout?() }   // the AppCoordinator switches the root
            }
            """,
        triggeringExamples: [
            // An implementation is read by its protocol's name, and a presenter is no coordinator.
            Example("""
                final class ProfilePresenterImpl: ProfilePresenter {
                    func didTapLogout() {
                        ↓AppDelegate.shared.window?.rootViewController = SignInViewController()
                    }
                }
                """),
            Example("""
                final class AuthVC: UIViewController {
                    var window: UIWindow?
                    func signedIn() {
                        ↓AppDelegate.shared.window?.rootViewController = MainTabBarController()
                    }
                }
                """),
            Example("""
                final class SettingsViewController: UITableViewController {
                    func logOutTapped() {
                        ↓view.window?.rootViewController = LoginViewController()
                    }
                }
                """),
            Example("""
                final class SessionManager {
                    func expire() {
                        DispatchQueue.main.async {
                            ↓UIApplication.shared.windows.first?.rootViewController = LoginViewController()
                        }
                    }
                }
                """),
            Example("""
                func resetApp() {
                    ↓UIApplication.shared.delegate?.window??.rootViewController = OnboardingViewController()
                }
                """),
            Example("""
                final class ProfileViewController: UIViewController {
                    func signOut(from window: UIWindow) {
                        ↓window.rootViewController = LoginViewController()
                    }
                    @objc func signOutTapped() { signOut(from: view.window!) }
                }
                """),
            Example("""
                final class LoginViewController: UIViewController {
                    func didLogIn() {
                        guard let window = view.window else { return }
                        UIView.transition(with: window, duration: 0.3, options: .transitionCrossDissolve, animations: {
                            UIView.performWithoutAnimation { ↓window.rootViewController = MainTabBarController() }
                        })
                    }
                }
                """),
        ],
        nonTriggeringExamples: [
            // VIPER routings, and implementations named after their protocols.
            Example("""
                final class LogoutRoutingImpl: LogoutRouting {
                    func showSignIn() {
                        AppDelegate.shared.window?.rootViewController = UINavigationController(rootViewController: SignInViewController())
                    }
                }
                final class AppCoordinatorImpl: AppCoordinator {
                    func showMain() {
                        AppDelegate.shared.window?.rootViewController = MainTabBarController()
                    }
                }
                """),
            // Named like a screen, but a plain class: a helper that switches the
            // window it is handed, inside its transition's completion.
            Example("""
                class ChangeRootVC {
                    func changeRootViewController(window: UIWindow) {
                        let root = RootViewController()
                        UIView.transition(from: window.rootViewController!.view, to: root.view, duration: 0.3,
                                          options: .transitionCrossDissolve) { _ in
                            window.rootViewController = root
                        }
                    }
                }
                """),
            // A brand-new window's first root, made in a method only launch code calls.
            Example("""
                final class AppDelegate: UIResponder, UIApplicationDelegate {
                    var window: UIWindow?
                    let uiTestResponder = UITestResponder()
                    func application(_ application: UIApplication, didFinishLaunchingWithOptions launchOptions: [UIApplication.LaunchOptionsKey: Any]?) -> Bool {
                        if let uiTestResponder {
                            window = uiTestResponder.makeWindowForTesting()
                            return true
                        }
                        return true
                    }
                }
                struct UITestResponder {
                    func makeWindowForTesting() -> UIWindow {
                        let window = UIWindow(frame: UIScreen.main.bounds)
                        window.rootViewController = UITestScreenMaker().makeViewController()
                        window.makeKeyAndVisible()
                        return window
                    }
                }
                """),
            Example("""
                public final class LoginViewModel {
                    public func showLoginView(on window: UIWindow, delegate: LoginDelegate) {
                        UIView.transition(with: window, duration: 0.3, options: .transitionCrossDissolve, animations: {
                            UIView.performWithoutAnimation { window.rootViewController = LoginNavigationController(delegate: delegate) }
                        })
                    }
                }
                extension Presentable {
                    public func setRoot(for window: UIWindow) {
                        window.rootViewController = viewController
                        window.makeKeyAndVisible()
                    }
                }
                func resetApp(window: UIWindow) {
                    window.rootViewController = OnboardingViewController()
                }
                """),
            Example("""
                final class MainWindowManager {
                    var mainWindow: UIWindow?
                    func signOut() { mainWindow?.setRootViewController(LoginViewController(), animated: true) }
                    func reset() {
                        UIView.transition(with: mainWindow!, duration: 0.3, options: .transitionCrossDissolve, animations: {
                            UIView.performWithoutAnimation { self.mainWindow?.rootViewController = LoginViewController() }
                        })
                    }
                }
                final class AuthNavigator {
                    func finish(_ window: UIWindow) {
                        UIView.transition(with: window, duration: 0.3, options: .transitionCrossDissolve, animations: {
                            UIView.performWithoutAnimation { window.rootViewController = HomeViewController() }
                        })
                    }
                }
                final class RootWireframe {
                    func showOnboarding(on window: UIWindow) {
                        UIView.transition(with: window, duration: 0.3, options: .transitionCrossDissolve, animations: {
                            UIView.performWithoutAnimation { window.rootViewController = OnboardingViewController() }
                        })
                    }
                }
                """),
            Example("""
                final class AppCoordinator {
                    let window: UIWindow
                    func showLogin() {
                        UIView.transition(with: window, duration: 0.3, options: .transitionCrossDissolve, animations: {
                            UIView.performWithoutAnimation { self.window.rootViewController = LoginViewController() }
                        })
                    }
                }
                """),
            Example("""
                extension SceneDelegate {
                    func switchToMain() {
                        window?.rootViewController = MainTabBarController()
                    }
                }
                """),
            Example("""
                final class RootViewController: UIViewController {
                    func resetApplication() {
                        view.window?.rootViewController = RootViewController()
                    }
                }
                """),
            Example("""
                final class ToastPresenter {
                    private var toastWindow: UIWindow?
                    func show(in scene: UIWindowScene) {
                        let window = UIWindow(windowScene: scene)
                        window.rootViewController = ToastViewController()
                        window.isHidden = false
                        toastWindow = window
                    }
                }
                """),
            Example("""
                final class OnboardingFlow {
                    weak var window: UIWindow?
                    func finish() {
                        window?.rootViewController = MainTabBarController()
                    }
                }
                """),
            Example("""
                final class ProfileViewController: UIViewController {
                    func close(coordinator: ProfileCoordinator) {
                        coordinator.rootViewController = UINavigationController()
                        appCoordinator.showMain()
                    }
                }
                """),
        ]
    )

    public func check(_ context: RuleContext) -> [Diagnostic] {
        // Roles copy the configuration and the project facts: not for a file without writes.
        guard !context.facts.rootWrites.isEmpty else { return [] }
        let file = context.file
        let roles = context.roles
        var diagnostics: [Diagnostic] = []
        for write in context.facts.rootWrites {
            switch write.context {
            case .swap, .launch: break
            case .newWindow, .test, .neverCalled: continue
            }
            let message: String
            if let type = file.enclosingType(of: write.scope) {
                if roles.isDesignatedCoordinator(type: type, in: file) { continue }
                // A view model's or service's helper that switches the window it
                // is handed works like a `UIWindow` helper: its caller decides.
                if write.switchesWindowParameter(in: file), !roles.isContentViewController(type: type, in: file) { continue }
                message = MessageText.around(file.typeName(of: type), "Root view controller switched in `", "`, which is not a root coordinator")
            } else if let function = file.enclosingFunction(of: write.scope) {
                if write.switchesWindowParameter(in: file) { continue }
                message = "Root view controller switched in the free function `\(file.signature(of: function))`, outside any coordinator"
            } else {
                message = "Root view controller switched in top-level code, outside any coordinator"
            }
            diagnostics.append(diagnostic(message, at: write.byteRange(in: file), suggestion: Self.suggestion))
        }
        return diagnostics
    }

    static let suggestion = "move the switch into the app coordinator, the SceneDelegate or a `UIWindow` helper "
        + "and call it from here (for example `appCoordinator.showLogin()`), so root switching lives in one place"
}
