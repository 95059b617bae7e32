/// The small share of files that switch `window.rootViewController`, in the
/// shapes real apps use: right (animated on the window, nested animations
/// off, centralised), and the usual mistakes.
enum RootSwitchVariant: CaseIterable {
    /// A coordinator that cross-dissolves on the window: silent.
    case animatedCoordinator
    /// A coordinator whose logout swaps the root without animation.
    case unanimatedCoordinator
    /// The scene's initial root, then animated switches.
    case sceneDelegate
    /// A `UIWindow` helper with an `animated:` flag.
    case windowHelper
    /// A login screen that replaces the root itself after signing in.
    case viewControllerSwap
    /// The launch root, and a reset through `UIApplication.shared.windows`.
    case appDelegate
    /// A table selection that installs the next screen as root.
    case navigationMisuse
}

extension CodeWriter {
    var boundary: String { pick(["Login", "Main", "Onboarding", "Home", "Welcome", "SignIn", "Account"]) }
    var duration: String { pick(["0.25", "0.3", "0.3", "0.35", "0.4", "0.5"]) }

    func rootSwitchingFile(_ variant: RootSwitchVariant, _ type: String, _ fileName: String) {
        fileHeader(fileName: fileName, imports: ["UIKit"])
        switch variant {
        case .animatedCoordinator, .unanimatedCoordinator:
            if chance(60) { docComment(summary: "Owns the window and decides which flow is on screen.") }
            block("final class \(type): Coordinator") {
                line("var childCoordinators: [Coordinator] = []")
                line("private let window: UIWindow")
                line("private let dependencies: AppDependencies")
                blank()
                block("init(window: UIWindow, dependencies: AppDependencies)") {
                    line("self.window = window")
                    line("self.dependencies = dependencies")
                }
                blank()
                block("func start()") {
                    block("if dependencies.session.isSignedIn") { line("show\(boundary)()") }
                    continued("else") { line("show\(boundary)()") }
                }
                mark("Transitions")
                animatedSwitch()
                if variant == .unanimatedCoordinator { unanimatedSwitch() } else if chance(50) { animatedSwitch() }
                methods(untilPercent: 75)
            }
        case .sceneDelegate:
            block("final class \(type): UIResponder, UIWindowSceneDelegate") {
                line("var window: UIWindow?")
                line("private var coordinator: AppCoordinator?")
                blank()
                block("func scene(_ scene: UIScene, willConnectTo session: UISceneSession, options connectionOptions: UIScene.ConnectionOptions)") {
                    line("guard let windowScene = scene as? UIWindowScene else { return }")
                    line("let window = UIWindow(windowScene: windowScene)")
                    line("window.rootViewController = \(pick(["SplashViewController()", "LaunchViewController()", "UIHostingController(rootView: SplashView())"]))")
                    line("window.makeKeyAndVisible()")
                    line("self.window = window")
                    line("coordinator = AppCoordinator(window: window, dependencies: .live)")
                    line("coordinator?.start()")
                }
                blank()
                block("func sceneDidBecomeActive(_ scene: UIScene)") { statements(int(1...3)) }
                mark("Root switching")
                animatedSwitch(optionalWindow: true)
                if chance(40) { unanimatedSwitch(window: "window?") }
                methods(untilPercent: 75)
            }
        case .windowHelper:
            block("extension UIWindow") {
                docComment(summary: "Replaces the root view controller with a short cross-dissolve.",
                           parameters: ["controller", "animated", "duration"])
                block("func setRootViewController(_ controller: UIViewController, animated: Bool = true, duration: TimeInterval = \(duration), completion: (() -> Void)? = nil)") {
                    block("guard animated else") {
                        line("rootViewController = controller")
                        line("completion?()")
                        line("return")
                    }
                    scope("UIView.transition(with: self, duration: duration, options: .transitionCrossDissolve, animations: {",
                          closing: "}, completion: { _ in completion?() })") {
                        line("UIView.performWithoutAnimation { self.rootViewController = controller }")
                    }
                }
                methods(untilPercent: 80)
            }
        case .viewControllerSwap:
            block("final class \(type): UIViewController") {
                for _ in 0..<int(2...5) { storedProperty() }
                blank()
                block("@objc private func signInTapped(_ sender: UIButton)") {
                    scope("authService.signIn(email: emailField.text ?? \"\", password: passwordField.text ?? \"\") { [weak self] result in") {
                        block("DispatchQueue.main.async") {
                            line("switch result {")
                            line("case .success:")
                            indented { line("self?.view.window?.rootViewController = \(pick(["MainTabBarController()", "HomeViewController()", "UINavigationController(rootViewController: HomeViewController())"]))") }
                            line("case .failure(let error):")
                            indented { line("self?.show(error: error)") }
                            line("}")
                        }
                    }
                }
                methods(untilPercent: 75)
            }
        case .appDelegate:
            line("@main")
            block("final class \(type): UIResponder, UIApplicationDelegate") {
                line("var window: UIWindow?")
                blank()
                block("func application(_ application: UIApplication, didFinishLaunchingWithOptions launchOptions: [UIApplication.LaunchOptionsKey: Any]?) -> Bool") {
                    line("let window = UIWindow(frame: UIScreen.main.bounds)")
                    line("window.rootViewController = \(pick(["SplashViewController()", "RootViewController()"]))")
                    line("window.makeKeyAndVisible()")
                    line("self.window = window")
                    line("return true")
                }
                blank()
                block("func resetTo\(boundary)()") {
                    line("UIApplication.shared.windows.first?.rootViewController = \(boundary)ViewController()")
                }
                methods(untilPercent: 75)
            }
        case .navigationMisuse:
            block("final class \(type): UITableViewController") {
                line("private var sections: [\(theme.noun)Section] = []")
                blank()
                block("override func tableView(_ tableView: UITableView, didSelectRowAt indexPath: IndexPath)") {
                    line("let detail = \(theme.noun)DetailViewController(section: sections[indexPath.row])")
                    line("view.window?.rootViewController = UINavigationController(rootViewController: detail)")
                }
                methods(untilPercent: 75)
            }
        }
        growWithExtensions(of: variant == .windowHelper ? "UIWindow" : type)
    }

    /// `UIView.transition(with: window…)` with nested animations switched off.
    func animatedSwitch(optionalWindow: Bool = false) {
        let destination = boundary
        blank()
        block("func \(pick(["show", "switchTo", "transitionTo", "resetTo"]))\(destination)()") {
            line("childCoordinators.removeAll()")
            line("let controller = \(destination)ViewController(dependencies: dependencies)")
            if optionalWindow { line("guard let window else { return }") }
            if chance(50) {
                scope("UIView.transition(with: window, duration: \(duration), options: .transitionCrossDissolve, animations: {", closing: "})") {
                    line("let oldState = UIView.areAnimationsEnabled")
                    line("UIView.setAnimationsEnabled(false)")
                    line("window.rootViewController = controller")
                    line("UIView.setAnimationsEnabled(oldState)")
                }
            } else {
                scope("UIView.transition(with: window, duration: \(duration), options: [.transitionCrossDissolve, .allowAnimatedContent]) {") {
                    line("UIView.performWithoutAnimation { window.rootViewController = controller }")
                }
            }
        }
    }

    /// A root swap on a visible window with no animation (a finding).
    func unanimatedSwitch(window: String = "window") {
        blank()
        block("func \(pick(["logOut", "signOut", "handleSessionExpired", "resetSession"]))()") {
            line("dependencies.session.end()")
            if chance(50) {
                line("\(window).rootViewController = UINavigationController(rootViewController: LoginViewController())")
            } else {
                scope("dependencies.session.clearCaches { [weak self] in") {
                    line("self?.\(window).rootViewController = \(boundary)ViewController()")
                }
            }
        }
    }
}
