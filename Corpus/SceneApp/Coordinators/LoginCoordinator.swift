//
//  LoginCoordinator.swift
//  Chirp
//

import UIKit

protocol LoginCoordinatorDelegate: AnyObject {
    func loginCoordinatorDidSignIn(_ coordinator: LoginCoordinator, isNewAccount: Bool)
}

/// Sign in, sign up and password reset. Its navigation controller becomes the window's
/// root via `AppCoordinator`; this coordinator never touches the window itself.
final class LoginCoordinator: Coordinator {

    var childCoordinators: [Coordinator] = []

    /// Not the window's root: the navigation stack this flow pushes onto.
    private(set) var rootViewController: UINavigationController

    private let dependencies: AppDependencies
    private weak var delegate: LoginCoordinatorDelegate?

    init(dependencies: AppDependencies, delegate: LoginCoordinatorDelegate?) {
        self.dependencies = dependencies
        self.delegate = delegate
        self.rootViewController = UINavigationController()
        rootViewController.navigationBar.prefersLargeTitles = true
    }

    func start() {
        let login = LoginViewController(viewModel: LoginViewModel(session: dependencies.session))
        login.coordinator = self
        rootViewController.setViewControllers([login], animated: false)
    }

    func showSignUp() {
        let signUp = SignUpViewController(viewModel: SignUpViewModel(api: dependencies.api))
        signUp.onComplete = { [weak self] in
            guard let self else { return }
            self.delegate?.loginCoordinatorDidSignIn(self, isNewAccount: true)
        }
        rootViewController.pushViewController(signUp, animated: true)
    }

    func showPasswordReset(email: String?) {
        let reset = PasswordResetViewController(email: email)
        let rootViewController = UINavigationController(rootViewController: reset)
        rootViewController.modalPresentationStyle = .formSheet
        self.rootViewController.present(rootViewController, animated: true)
    }

    func didSignIn() {
        delegate?.loginCoordinatorDidSignIn(self, isNewAccount: false)
    }

    /// Start over with a clean stack, e.g. after the user cancels two-factor.
    func restart() {
        rootViewController = UINavigationController()
        start()
    }
}
