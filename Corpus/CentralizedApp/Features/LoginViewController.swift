//
//  LoginViewController.swift
//  Parcel
//

import UIKit
import AuthenticationServices

final class LoginViewController: UIViewController {

    // MARK: - Properties

    weak var coordinator: AppCoordinator?
    private let session: SessionStore
    private let emailField = UITextField()
    private let passwordField = UITextField()
    private let signInButton = UIButton(configuration: .filled())
    private let appleButton = ASAuthorizationAppleIDButton(type: .signIn, style: .black)
    private let errorLabel = UILabel()

    init(session: SessionStore) {
        self.session = session
        super.init(nibName: nil, bundle: nil)
    }

    @available(*, unavailable)
    required init?(coder: NSCoder) {
        fatalError("init(coder:) has not been implemented")
    }

    // MARK: - Lifecycle

    override func viewDidLoad() {
        super.viewDidLoad()
        title = String(localized: "Sign in")
        view.backgroundColor = .systemBackground
        signInButton.configuration?.title = String(localized: "Sign in")
        signInButton.addAction(UIAction { [weak self] _ in self?.signIn() }, for: .primaryActionTriggered)
        appleButton.addTarget(self, action: #selector(signInWithApple), for: .touchUpInside)
        navigationItem.rightBarButtonItem = UIBarButtonItem(title: String(localized: "Help"), style: .plain,
                                                            target: self, action: #selector(showHelp))
        [emailField, passwordField, signInButton, appleButton, errorLabel].forEach(view.addSubview)
    }

    // MARK: - Actions

    private func signIn() {
        guard let email = emailField.text, let password = passwordField.text else { return }
        signInButton.configuration?.showsActivityIndicator = true
        Task {
            defer { signInButton.configuration?.showsActivityIndicator = false }
            do {
                try await session.signIn(email: email, password: password)
                // The coordinator owns the window and animates the switch.
                coordinator?.showMain()
            } catch {
                errorLabel.text = error.localizedDescription
                shake(errorLabel)
            }
        }
    }

    @objc private func signInWithApple() {
        let request = ASAuthorizationAppleIDProvider().createRequest()
        request.requestedScopes = [.email]
        let controller = ASAuthorizationController(authorizationRequests: [request])
        controller.delegate = self
        controller.presentationContextProvider = self
        controller.performRequests()
    }

    /// Help is one level deeper: pushed, not a new root.
    @objc private func showHelp() {
        navigationController?.pushViewController(HelpCenterViewController(topic: .signIn), animated: true)
    }

    private func shake(_ view: UIView) {
        let animation = CAKeyframeAnimation(keyPath: "transform.translation.x")
        animation.values = [-8, 8, -5, 5, 0]
        animation.duration = 0.6
        view.layer.add(animation, forKey: "shake")
    }
}

// MARK: - Sign in with Apple

extension LoginViewController: ASAuthorizationControllerDelegate, ASAuthorizationControllerPresentationContextProviding {
    func presentationAnchor(for controller: ASAuthorizationController) -> ASPresentationAnchor {
        view.window ?? ASPresentationAnchor()
    }

    func authorizationController(controller: ASAuthorizationController, didCompleteWithAuthorization authorization: ASAuthorization) {
        guard let credential = authorization.credential as? ASAuthorizationAppleIDCredential else { return }
        Task {
            try? await session.signIn(appleCredential: credential)
            coordinator?.showMain()
        }
    }

    func authorizationController(controller: ASAuthorizationController, didCompleteWithError error: Error) {
        errorLabel.text = error.localizedDescription
    }
}
