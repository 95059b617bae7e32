//
//  PasscodeLockCoordinator.swift
//  SceneApp
//
//  The passcode lock lives in a window of its own above the app: raised in
//  `init`, given its root and shown in `start()`, hidden in `stop()`. Its
//  root is set while it is hidden, every time.
//

import UIKit

final class PasscodeLockCoordinator {
    private let lockWindow: UIWindow
    private let passcode: PasscodeStore

    init(scene: UIWindowScene, passcode: PasscodeStore) {
        self.passcode = passcode
        lockWindow = UIWindow(windowScene: scene)
        lockWindow.windowLevel = .statusBar + 1
    }

    func start() {
        guard passcode.isSet else { return }
        lockWindow.rootViewController = PasscodeViewController(store: passcode)
        lockWindow.makeKeyAndVisible()
    }

    func stop() {
        lockWindow.isHidden = true
    }
}

/// The cover shown in the app switcher: its window is made and raised by the
/// scene delegate, and is hidden whenever the app is active. `start()` runs
/// each time the app resigns active, on the hidden window.
final class AppSwitcherCoverCoordinator {
    private let coverWindow: UIWindow

    init(coverWindow: UIWindow) {
        self.coverWindow = coverWindow
    }

    func start() {
        coverWindow.rootViewController = AppSwitcherCoverViewController()
        coverWindow.isHidden = false
    }

    func stop() {
        coverWindow.isHidden = true
    }
}

/// The look-alike: the app's own window is on screen when this runs.
final class SignOutCoordinator {
    private let window: UIWindow

    init(window: UIWindow) { self.window = window }

    func signOut() {
        window.rootViewController = LoginViewController() // expect: unanimated_root_swap
        window.makeKeyAndVisible()
    }
}
