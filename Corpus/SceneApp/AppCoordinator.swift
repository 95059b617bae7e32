//
//  AppCoordinator.swift
//  Chirp
//

import UIKit

// MARK: - Coordinator

protocol Coordinator: AnyObject {
    var childCoordinators: [Coordinator] { get set }
    func start()
}

extension Coordinator {
    func store(_ child: Coordinator) {
        childCoordinators.append(child)
    }

    func free(_ child: Coordinator) {
        childCoordinators.removeAll { $0 === child }
    }
}

// MARK: - AppCoordinator

/// Owns the scene's window and decides which flow is on screen.
///
/// Every root switch in the app goes through here (or through `UIWindow.setRootViewController`).
final class AppCoordinator: Coordinator {

    var childCoordinators: [Coordinator] = []

    private let window: UIWindow
    private let dependencies: AppDependencies

    init(window: UIWindow, dependencies: AppDependencies) {
        self.window = window
        self.dependencies = dependencies
    }

    func start() {
        if dependencies.session.state == .signedIn {
            let main = MainCoordinator(dependencies: dependencies)
            main.start()
            store(main)
            window.rootViewController = main.rootViewController
        } else {
            let login = LoginCoordinator(dependencies: dependencies, delegate: self)
            login.start()
            store(login)
            window.rootViewController = login.rootViewController
        }
        window.makeKeyAndVisible()
    }

    // MARK: - Transitions

    func showLogin() {
        childCoordinators.removeAll()
        let login = LoginCoordinator(dependencies: dependencies, delegate: self)
        login.start()
        store(login)
        window.setRootViewController(login.rootViewController, animated: true)
    }

    func showMain() {
        childCoordinators.removeAll()
        let main = MainCoordinator(dependencies: dependencies)
        main.start()
        store(main)
        UIView.transition(with: window, duration: 0.3, options: .transitionCrossDissolve, animations: {
            let oldState = UIView.areAnimationsEnabled
            UIView.setAnimationsEnabled(false)
            self.window.rootViewController = main.rootViewController
            UIView.setAnimationsEnabled(oldState)
        })
    }

    /// First run after sign-up.
    func showOnboarding() {
        let onboarding = OnboardingViewController(interests: dependencies.catalog.interests)
        onboarding.onFinish = { [weak self] in self?.showMain() }
        UIView.transition(with: window, duration: 0.3, options: .transitionCrossDissolve, animations: {
            self.window.rootViewController?.view.alpha = 0.9
        }, completion: { _ in
            self.window.rootViewController = onboarding // expect: unanimated_root_swap
        })
    }

    /// Called when the server revokes the refresh token.
    func logout() {
        dependencies.session.clear()
        childCoordinators.removeAll()
        window.rootViewController = UINavigationController(rootViewController: LoginViewController()) // expect: unanimated_root_swap
    }

    /// Chirp+ lapsed while the app was open: show the paywall, then drop back to the free tier UI.
    func subscriptionExpired(from presenter: UIViewController) {
        let paywall = PaywallViewController(reason: .expired)
        let freeTier = MainCoordinator(dependencies: dependencies)
        freeTier.start()
        childCoordinators = [freeTier]
        presenter.present(paywall, animated: true) {
            self.window.setRootViewController(freeTier.rootViewController, animated: true) // expect: present_then_swap_root
        }
    }

    /// The receipt sheet's "Done": dismiss it first, then rebuild the tabs with Chirp+ unlocked.
    func subscriptionActivated(from presenter: UIViewController) {
        presenter.dismiss(animated: true) {
            let plus = MainCoordinator(dependencies: self.dependencies)
            plus.start()
            self.childCoordinators = [plus]
            self.window.setRootViewController(plus.rootViewController)
        }
    }

    /// "Continue" on the welcome-back screen.
    func continueAfterWelcomeBack() {
        guard dependencies.session.state == .signedIn else { return showLogin() }
        let main = MainCoordinator(dependencies: dependencies)
        main.start()
        store(main)
        window.setRootViewController(main.rootViewController)
    }

    /// After a long absence, greet the user before the timeline.
    func showWelcomeBack() {
        let animator = UIViewPropertyAnimator(duration: 0.4, dampingRatio: 0.9) {
            self.window.rootViewController = WelcomeBackViewController(coordinator: self) // expect: root_swap_in_animate_block
        }
        animator.startAnimation()
    }

    /// Face ID succeeded after a long lock: dim the old UI, then swap once the dim is done.
    func showMainAfterUnlock() {
        let main = MainCoordinator(dependencies: dependencies)
        main.start()
        let dim = UIViewPropertyAnimator(duration: 0.2, curve: .easeIn) {
            self.window.rootViewController?.view.alpha = 0.6
        }
        dim.addCompletion { _ in
            self.childCoordinators = [main]
            self.window.setRootViewController(main.rootViewController, animated: true)
        }
        dim.startAnimation()
    }

    /// Scheduled maintenance from remote config.
    func showMaintenance(message: String) {
        let fade = CATransition()
        fade.type = .fade
        fade.duration = 1.2 // expect: slow_root_transition
        fade.timingFunction = CAMediaTimingFunction(name: .easeOut)
        let maintenance = MaintenanceViewController(message: message)
        window.layer.add(fade, forKey: kCATransition)
        window.rootViewController = maintenance /* rootlint:disable:this root_switch_outside_coordinator */ // expect: superfluous_disable_command
    }

    /// Two-finger swipe on the avatar flips to the other signed-in account.
    func flipToAccount(_ account: Account, fromRight: Bool) {
        dependencies.session.activate(account)
        let main = MainCoordinator(dependencies: dependencies)
        main.start()
        childCoordinators = [main]
        window.flipRootViewController(to: main.rootViewController, fromRight: fromRight)
    }

    /// Badge taps jump to a tab. Assumes the tab bar is the root, which it is
    /// not while the login or onboarding flow is showing.
    func selectTab(_ index: Int) {
        let tabs = window.rootViewController as! MainTabBarController // expect: forced_root_cast
        tabs.selectedIndex = index
    }

    /// The same, done safely.
    func selectTabIfSignedIn(_ index: Int) {
        guard let tabs = window.rootViewController as? MainTabBarController else { return }
        tabs.selectedIndex = index
    }

    func restart(animated: Bool) {
        childCoordinators.removeAll()
        let main = MainCoordinator(dependencies: dependencies)
        main.start()
        store(main)
        window.setRootViewController(main.rootViewController, animated: animated) { _ in
            main.restoreSelectedTab()
        }
    }
}

// MARK: - LoginCoordinatorDelegate

extension AppCoordinator: LoginCoordinatorDelegate {
    func loginCoordinatorDidSignIn(_ coordinator: LoginCoordinator, isNewAccount: Bool) {
        free(coordinator)
        isNewAccount ? showOnboarding() : showMain()
    }
}
