//
//  LoginViewController.swift
//  Shopfront
//

import UIKit

/// Email + password sign-in. Owned by the login navigation controller that `AppDelegate` installs.
final class LoginViewController: UIViewController {

    // MARK: - Outlets

    @IBOutlet private weak var emailField: UITextField!
    @IBOutlet private weak var passwordField: UITextField!
    @IBOutlet private weak var signInButton: UIButton!
    @IBOutlet private weak var activityIndicator: UIActivityIndicatorView!

    // MARK: - Properties

    private let session: SessionManager
    private var appDelegate: AppDelegate? {
        UIApplication.shared.delegate as? AppDelegate
    }

    init(session: SessionManager = .shared) {
        self.session = session
        super.init(nibName: "LoginViewController", bundle: nil)
    }

    required init?(coder: NSCoder) {
        self.session = .shared
        super.init(coder: coder)
    }

    // MARK: - Lifecycle

    override func viewDidLoad() {
        super.viewDidLoad()
        title = NSLocalizedString("Sign In", comment: "Login screen title")
        emailField.delegate = self
        passwordField.delegate = self
        navigationItem.rightBarButtonItem = UIBarButtonItem(title: "Skip", style: .plain, target: self, action: #selector(continueAsGuestTapped))
    }

    // MARK: - Actions

    @IBAction private func signInTapped(_ sender: UIButton) {
        guard let email = emailField.text, !email.isEmpty,
              let password = passwordField.text, !password.isEmpty else {
            shake(signInButton)
            return
        }
        setLoading(true)
        session.logIn(email: email, password: password) { [weak self] result in
            guard let self = self else { return }
            self.setLoading(false)
            switch result {
            case .success:
                // The app delegate owns the window and animates the switch.
                self.appDelegate?.showMainInterface()
            case .failure(let error):
                self.showAlert(title: "Couldn't sign in", message: error.localizedDescription)
            }
        }
    }

    @IBAction private func createAccountTapped(_ sender: Any) {
        // Sign-up is modal on top of login, not a new root.
        let rootViewController = UINavigationController(rootViewController: SignUpViewController())
        rootViewController.modalPresentationStyle = .formSheet
        present(rootViewController, animated: true)
    }

    @objc private func continueAsGuestTapped() {
        session.startGuestSession()
        guard let window = view.window else { return }
        UIView.transition(with: window, duration: 0.3, options: .transitionCrossDissolve, animations: {
            let oldState = UIView.areAnimationsEnabled
            UIView.setAnimationsEnabled(false)
            window.rootViewController = MainViewController() // expect: root_switch_outside_coordinator
            UIView.setAnimationsEnabled(oldState)
        })
    }

    // MARK: - Helpers

    private func setLoading(_ loading: Bool) {
        signInButton.isEnabled = !loading
        loading ? activityIndicator.startAnimating() : activityIndicator.stopAnimating()
    }

    private func shake(_ view: UIView) {
        let animation = CAKeyframeAnimation(keyPath: "transform.translation.x")
        animation.values = [-10, 10, -6, 6, 0]
        animation.duration = 0.3
        view.layer.add(animation, forKey: "shake")
    }
}

// MARK: - UITextFieldDelegate

extension LoginViewController: UITextFieldDelegate {
    func textFieldShouldReturn(_ textField: UITextField) -> Bool {
        if textField === emailField {
            passwordField.becomeFirstResponder()
        } else {
            signInTapped(signInButton)
        }
        return true
    }
}
