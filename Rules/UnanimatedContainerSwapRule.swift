import RootLintCore
import RootLintSyntax

/// Reports a root container that replaces its child with no transition.
public struct UnanimatedContainerSwapRule: Rule {
    public init() {}

    public static let facts: FactRequirement = [[.containerSwaps]]


    public static let description = RuleDescription(
        id: "unanimated_container_swap",
        name: "Unanimated container swap",
        defaultSeverity: .info,
        summary: "A root container swaps its child view controller with no transition.",
        whatItDoes: """
            In root container types (`RootViewController`, `RootContainerViewController`, \
            `*RootViewController`, the `containerTypes` setting, or any type the project installs as the \
            app window's root while it starts: `window.rootViewController = AppShellViewController()` \
            in `application(_:didFinishLaunchingWithOptions:)`, or a property declared with that type), finds functions (and property observers) that swap the child: \
            they call `addChild(_:)` and `removeFromParent()` but neither \
            `transition(from:to:duration:options:animations:completion:)` nor a view animation \
            (`UIView.transition`, `UIView.animate`). Embedding the first child (no `removeFromParent`) is \
            not a swap, and neither is adding a child in one branch of an `if`/`else` (or `switch`) and \
            removing it in another: that shows or hides a banner or an overlay.
            """,
        whyItMatters: """
            A root container is the in-app form of root switching (the "RootViewController with \
            `transitionToHome()`/`transitionToLogin()`" pattern). Swapping its child without a transition \
            has the same flash as assigning `window.rootViewController` without one, and the container is \
            the one place where doing it right fixes every state change at once.
            """,
        example: """
            func transitionToHome() {
                let home = HomeViewController()
                addChild(home); view.addSubview(home.view); home.didMove(toParent: self)
                current.willMove(toParent: nil); current.view.removeFromSuperview(); current.removeFromParent()
                current = home
            }
            """,
        useInstead: """
            func transitionToHome() {
                let home = HomeViewController()
                current.willMove(toParent: nil)
                addChild(home)
                transition(from: current, to: home, duration: 0.3, options: [.transitionCrossDissolve], animations: {}) { _ in
                    self.current.removeFromParent()
                    home.didMove(toParent: self)
                    self.current = home
                }
            }
            """,
        triggeringExamples: [
            Example("""
                final class RootViewController: UIViewController {
                    private var current: UIViewController = SplashViewController()
                    func transitionToHome() {
                        let home = HomeViewController()
                        ↓addChild(home)
                        home.view.frame = view.bounds
                        view.addSubview(home.view)
                        home.didMove(toParent: self)
                        current.willMove(toParent: nil)
                        current.view.removeFromSuperview()
                        current.removeFromParent()
                        current = home
                    }
                }
                """),
            Example("""
                final class AppRootContainerViewController: UIViewController {
                    private var child: UIViewController?
                    func show(_ new: UIViewController) {
                        child?.willMove(toParent: nil)
                        child?.view.removeFromSuperview()
                        child?.removeFromParent()
                        ↓self.addChild(new)
                        view.addSubview(new.view)
                        new.didMove(toParent: self)
                        child = new
                    }
                }
                """),
            Example("""
                final class PhaseRootViewController: UIViewController {
                    private var child: UIViewController?
                    func replace(with new: UIViewController) {
                        removeCurrentChild()
                        ↓embed(new)
                    }
                    private func embed(_ new: UIViewController) {
                        addChild(new)
                        view.addSubview(new.view)
                        new.didMove(toParent: self)
                        child = new
                    }
                    private func removeCurrentChild() {
                        child?.willMove(toParent: nil)
                        child?.view.removeFromSuperview()
                        child?.removeFromParent()
                        child = nil
                    }
                }
                """),
            // Named like a screen, but the app window's root: its swaps
            // replace the whole interface (the inactivity lock, here).
            Example("""
                final class AppDelegate: UIResponder, UIApplicationDelegate {
                    var window: UIWindow?
                    var shell: AppShellViewController!
                    func application(_ application: UIApplication, didFinishLaunchingWithOptions launchOptions: [UIApplication.LaunchOptionsKey: Any]?) -> Bool {
                        shell = AppShellViewController()
                        window?.rootViewController = shell
                        window?.makeKeyAndVisible()
                        return true
                    }
                }
                final class AppShellViewController: UIViewController {
                    private var content: UIViewController?
                    func setContent(_ new: UIViewController) {
                        ↓addChild(new)
                        view.addSubview(new.view)
                        new.didMove(toParent: self)
                        content?.willMove(toParent: nil)
                        content?.view.removeFromSuperview()
                        content?.removeFromParent()
                        content = new
                    }
                }
                """),
            // The root swaps in a property observer: every assignment is a swap.
            Example("""
                final class SceneDelegate: UIResponder, UIWindowSceneDelegate {
                    var window: UIWindow?
                    func scene(_ scene: UIScene, willConnectTo session: UISceneSession, options connectionOptions: UIScene.ConnectionOptions) {
                        window?.rootViewController = MainView()
                    }
                }
                final class MainView: UIViewController {
                    private var current: UIViewController? {
                        didSet {
                            guard let current else { return }
                            ↓addChild(current)
                            view.addSubview(current.view)
                            current.didMove(toParent: self)
                            oldValue?.willMove(toParent: nil)
                            oldValue?.view.removeFromSuperview()
                            oldValue?.removeFromParent()
                        }
                    }
                    func startMainStack(_ stack: UIViewController) { current = stack }
                }
                """),
            // Only one change is animated, in a branch that returns: every
            // other state change (sign-out) swaps below the `switch` in one frame.
            Example("""
                final class RootViewController: UIViewController {
                    private var state = AppState.initial
                    private var primary = UIViewController()
                    func transition(to newState: AppState) {
                        let oldState = state
                        state = newState
                        switch (oldState, newState) {
                        case (.onboarding, .main):
                            return animateMainAfterOnboarding()
                        default:
                            break
                        }
                        primary.willMove(toParent: nil)
                        primary.view.removeFromSuperview()
                        primary.removeFromParent()
                        primary = makeController(for: newState)
                        ↓addChild(primary)
                        view.addSubview(primary.view)
                        primary.didMove(toParent: self)
                    }
                    private func animateMainAfterOnboarding() {
                        let next = makeController(for: .main)
                        addChild(next)
                        view.insertSubview(next.view, belowSubview: primary.view)
                        primary.removeFromParent()
                        UIView.animate(withDuration: 0.35) { self.primary.view.alpha = 0 }
                    }
                }
                """),
        ],
        nonTriggeringExamples: [
            // A screen that swaps its own children (a segmented picker) is
            // not the root: the rest of the interface stays.
            Example("""
                final class AppDelegate: UIResponder, UIApplicationDelegate {
                    var window: UIWindow?
                    func application(_ application: UIApplication, didFinishLaunchingWithOptions launchOptions: [UIApplication.LaunchOptionsKey: Any]?) -> Bool {
                        window?.rootViewController = UINavigationController(rootViewController: LibraryViewController())
                        return true
                    }
                }
                final class LibraryViewController: UIViewController {
                    private var page: UIViewController?
                    func show(_ new: UIViewController) {
                        page?.removeFromParent()
                        addChild(new)
                        view.addSubview(new.view)
                        page = new
                    }
                }
                """),
            // Faded by a promise library's `animate { … }`, a trailing closure.
            Example("""
                final class AppRootViewController: UIViewController {
                    private var visible: UIViewController?
                    func swap(to next: UIViewController) {
                        next.view.alpha = 0
                        view.addSubview(next.view)
                        animate {
                            self.visible?.view.alpha = 0
                            next.view.alpha = 1
                        }.done {
                            self.visible?.view.removeFromSuperview()
                            self.visible?.removeFromParent()
                            self.addChild(next)
                            self.visible = next
                        }
                    }
                }
                """),
            // An observer that replaces a banner's controller: the screen stays.
            Example("""
                final class RootContainerViewController: UIViewController {
                    var notificationController: NotificationController? {
                        didSet {
                            oldValue?.view.removeFromSuperview()
                            oldValue?.removeFromParent()
                            if let notificationController {
                                addChild(notificationController)
                                view.addSubview(notificationController.view)
                            }
                        }
                    }
                }
                """),
            // A screen made the root from a table (a misuse of its own) is
            // not the app's shell: its segmented picker swaps a section.
            Example("""
                final class ProductListViewController: UITableViewController {
                    override func tableView(_ tableView: UITableView, didSelectRowAt indexPath: IndexPath) {
                        view.window?.rootViewController = ProductDetailViewController()
                    }
                }
                final class ProductDetailViewController: UIViewController {
                    private var section: UIViewController?
                    @objc private func sectionChanged(_ control: UISegmentedControl) {
                        let next = control.selectedSegmentIndex == 0 ? SpecsViewController() : ReviewsViewController()
                        section?.removeFromParent()
                        addChild(next)
                        view.addSubview(next.view)
                        section = next
                    }
                }
                """),
            // A notification banner shown or hidden as the child asks: one
            // branch adds it, the other removes it; the screen stays.
            Example("""
                final class RootContainerViewController: UIViewController {
                    private var notificationController: NotificationController?
                    private var topViewController: UIViewController?
                    private func updateNotificationBarHiddenFromChildPreferences() {
                        guard let notificationController, let conforming = topViewController as? RootContainment else { return }
                        if conforming.prefersNotificationBarHidden {
                            removeNotificationController(notificationController)
                        } else {
                            addNotificationController(notificationController)
                        }
                    }
                    private func addNotificationController(_ controller: NotificationController) {
                        addChild(controller)
                        view.addSubview(controller.view)
                        controller.didMove(toParent: self)
                    }
                    private func removeNotificationController(_ controller: NotificationController) {
                        controller.willMove(toParent: nil)
                        controller.view.removeFromSuperview()
                        controller.removeFromParent()
                    }
                }
                """),
            // AppKit: a macOS window's pane, not an iOS app's interface.
            Example("""
                import Cocoa
                class ManageTunnelsRootViewController: NSViewController {
                    private var detailViewController: NSViewController?
                    private func setDetailViewController(_ content: NSViewController) {
                        detailViewController?.view.removeFromSuperview()
                        detailViewController?.removeFromParent()
                        addChild(content)
                        view.addSubview(content.view)
                        detailViewController = content
                    }
                }
                """),
            Example("""
                final class RootViewController: UIViewController {
                    private var current: UIViewController = SplashViewController()
                    func transitionToLogin() {
                        let login = LoginViewController()
                        current.willMove(toParent: nil)
                        addChild(login)
                        transition(from: current, to: login, duration: 0.3, options: [.transitionCrossDissolve], animations: {}) { _ in
                            self.current.removeFromParent()
                            login.didMove(toParent: self)
                            self.current = login
                        }
                    }
                }
                """),
            Example("""
                final class RootViewController: UIViewController {
                    private let splash = SplashViewController()
                    override func viewDidLoad() {
                        super.viewDidLoad()
                        addChild(splash)
                        view.addSubview(splash.view)
                        splash.didMove(toParent: self)
                    }
                }
                """),
            Example("""
                final class ProductViewController: UIViewController {
                    func replaceReviews(with reviews: ReviewsViewController) {
                        old.removeFromParent()
                        addChild(reviews)
                    }
                }
                """),
        ]
    )

    public func check(_ context: RuleContext) -> [Diagnostic] {
        let file = context.file
        return context.facts.containerSwaps.compactMap { swap in
            // A caller of a method that swaps by itself is reported there, once.
            guard !swap.isAnimated, swap.isDirect || !swap.callsDirectSwapper,
                  swap.isNamedContainer || context.project.isInstalledAsRoot(file.typeBaseName(of: swap.type)) else { return nil }
            let start = file.postfixExpressionStart(endingAt: swap.addChild)
            return diagnostic(
                "`\(file.typeBaseName(of: swap.type))` swaps its child without a transition: the old screen disappears in one frame",
                at: file.byteRange(start..<file.postfixChainEnd(from: swap.addChild)), suggestion: Self.suggestion)
        }
    }

    static let suggestion = "use `transition(from:to:duration:options:animations:completion:)` with `.transitionCrossDissolve`, "
        + "or fade the new child's view in with `UIView.transition(with: view, …)`"
}
