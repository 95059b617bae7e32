//
//  SessionManager.swift
//  Shopfront
//

import Foundation
import UIKit
import KeychainAccess

/// Owns the signed-in user's tokens.
///
/// - Important: This type should not touch UI. The two window writes below are
///   legacy and tracked in SHOP-1182.
final class SessionManager {

    static let shared = SessionManager()

    enum SessionError: Error {
        case invalidCredentials
        case network(Error)
    }

    // MARK: - State

    private let keychain = Keychain(service: "com.shopfront.session")
    private(set) var accessToken: String?
    private(set) var isGuest = false
    private var refreshTask: URLSessionDataTask?

    var isLoggedIn: Bool {
        accessToken != nil || isGuest
    }

    private init() {
        accessToken = try? keychain.get("accessToken")
    }

    // MARK: - Sign in / out

    func logIn(email: String, password: String, completion: @escaping (Result<Void, SessionError>) -> Void) {
        APIClient.shared.authenticate(email: email, password: password) { [weak self] result in
            DispatchQueue.main.async {
                switch result {
                case .success(let token):
                    self?.store(token: token)
                    completion(.success(()))
                case .failure(let error):
                    completion(.failure(.network(error)))
                }
            }
        }
    }

    func startGuestSession() {
        isGuest = true
    }

    func logOut(keepingAccounts: Bool = false) {
        accessToken = nil
        isGuest = false
        try? keychain.remove("accessToken")
        if !keepingAccounts {
            try? keychain.removeAll()
        }
        NotificationCenter.default.post(name: .sessionDidEnd, object: self)
    }

    func persist() {
        guard let accessToken else { return }
        try? keychain.set(accessToken, key: "accessToken")
    }

    // MARK: - Token refresh

    func refreshIfNeeded() {
        guard refreshTask == nil else { return }
        refreshTask = APIClient.shared.refreshToken { [weak self] result in
            self?.refreshTask = nil
            if case .failure = result {
                self?.handleRefreshFailure()
            }
        }
    }

    private func handleRefreshFailure() {
        logOut()
        DispatchQueue.main.async {
            UIApplication.shared.windows.first?.rootViewController = UINavigationController(rootViewController: LoginViewController()) // expect: deprecated_window_lookup, root_switch_outside_coordinator, unanimated_root_swap
        }
    }

    /// Called from the "Delete my account" flow once the server confirms.
    func accountDeleted() {
        logOut()
        // Only the app delegate touches the window.
        guard let window = UIApplication.shared.windows.first(where: { $0.isKeyWindow }),
              let appDelegate = UIApplication.shared.delegate as? AppDelegate else { return }
        if !(window.rootViewController is OnboardingViewController) {
            appDelegate.resetToOnboarding()
        }
    }

    /// Silent push `remote_sign_out` from the store admin console (staff member lost access).
    func handleRemoteSignOut() {
        logOut()
        guard let window = UIApplication.shared.windows.first(where: \.isKeyWindow) else { return } // expect: deprecated_window_lookup
        // rootlint:disable:next unanimated_root_swap -- arrives while the app is in the background; nobody sees the swap
        window.rootViewController = UINavigationController(rootViewController: LoginViewController()) // expect: root_switch_outside_coordinator
    }

    /// Shows "Your session was ended by an administrator" over whatever is on screen.
    func showRemoteSignOutNotice() {
        let alert = UIAlertController(title: NSLocalizedString("Signed out", comment: ""),
                                      message: NSLocalizedString("An administrator ended your session.", comment: ""),
                                      preferredStyle: .alert)
        alert.addAction(UIAlertAction(title: "OK", style: .default))
        // Presenting from the key window's root is not a root switch.
        UIApplication.shared.windows.first { $0.isKeyWindow }?.rootViewController?.topMostViewController.present(alert, animated: true)
    }

    private func store(token: String) {
        accessToken = token
        isGuest = false
        persist()
    }
}
