//
//  LockScreenWindowManager.swift
//  Chirp
//

import UIKit
import LocalAuthentication

/// Covers the app with a passcode screen when it returns from the background.
///
/// The lock screen lives in its own window above the main one, so the main
/// window's hierarchy (and any half-written post) survives untouched.
final class LockScreenWindowManager {

    // MARK: - Properties

    private unowned let windowScene: UIWindowScene
    private weak var mainWindow: UIWindow?
    private let context = LAContext()
    private var failedAttempts = 0

    private lazy var lockWindow: UIWindow = {
        let window = UIWindow(windowScene: windowScene)
        window.windowLevel = .alert + 1
        window.rootViewController = LockViewController(onUnlock: { [weak self] in
            self?.unlock(requiresReauthentication: false)
        })
        return window
    }()

    var isLocked: Bool {
        !lockWindow.isHidden
    }

    init(windowScene: UIWindowScene, mainWindow: UIWindow) {
        self.windowScene = windowScene
        self.mainWindow = mainWindow
    }

    // MARK: - Locking

    func showLock() {
        guard !isLocked else { return }
        lockWindow.alpha = 1
        lockWindow.makeKeyAndVisible()
        authenticateWithBiometrics()
    }

    private func authenticateWithBiometrics() {
        var error: NSError?
        guard context.canEvaluatePolicy(.deviceOwnerAuthenticationWithBiometrics, error: &error) else {
            showPasscodeFallback()
            return
        }
        context.evaluatePolicy(.deviceOwnerAuthenticationWithBiometrics, localizedReason: "Unlock Chirp") { [weak self] success, _ in
            DispatchQueue.main.async {
                success ? self?.unlock(requiresReauthentication: false) : self?.showPasscodeFallback()
            }
        }
    }

    /// After a failed or unavailable biometric check, show the passcode pad instead.
    private func showPasscodeFallback() {
        failedAttempts += 1
        lockWindow.rootViewController = PasscodeViewController(attempt: failedAttempts) { [weak self] success in
            self?.unlock(requiresReauthentication: !success)
        }
        lockWindow.makeKeyAndVisible()
    }

    // MARK: - Unlocking

    func unlock(requiresReauthentication: Bool) {
        if requiresReauthentication {
            // Too many wrong passcodes: sign the user out underneath the lock window.
            // A window manager is a designated switcher; the swap itself is still bare.
            mainWindow?.rootViewController = UINavigationController(rootViewController: LoginViewController()) // expect: unanimated_root_swap
        }
        failedAttempts = 0
        UIView.animate(withDuration: 0.25, animations: {
            self.lockWindow.alpha = 0
        }, completion: { _ in
            self.lockWindow.isHidden = true
            self.mainWindow?.makeKey()
        })
    }
}
