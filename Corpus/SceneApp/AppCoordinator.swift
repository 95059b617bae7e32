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
        window.setRootViewController(login.rootViewController, animated: true) // expect: decentralized_root_switching
    }

    func showMain() {
        childCoordinators.removeAll()
        let main = MainCoordinator(dependencies: dependencies)
        main.start()
        store(main)
        UIView.transition(with: window, duration: 0.3, options: .transitionCrossDissolve, animations: {
            let oldState = UIView.areAnimationsEnabled
            UIView.setAnimationsEnabled(false)
            self.window.rootViewController = main.rootViewController // expect: decentralized_root_switching
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
            self.window.rootViewController = onboarding // expect: decentralized_root_switching, unanimated_root_swap
        })
    }

    /// Called when the server revokes the refresh token.
    func logout() {
        dependencies.session.clear()
        childCoordinators.removeAll()
        window.rootViewController = UINavigationController(rootViewController: LoginViewController()) // expect: decentralized_root_switching, unanimated_root_swap
    }

    func restart(animated: Bool) {
        childCoordinators.removeAll()
        let main = MainCoordinator(dependencies: dependencies)
        main.start()
        store(main)
        window.setRootViewController(main.rootViewController, animated: animated) { _ in // expect: decentralized_root_switching
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
