//
//  WindowSetUp.swift
//  SceneApp
//
//  The window manager creates the scene's windows and tells its delegate;
//  the first roots are set in that callback. Later swaps go through the
//  animated helper.
//

import UIKit

protocol WindowProviderDelegate: AnyObject {
    func windowsDidLoad(_ provider: WindowProvider)
}

final class WindowProvider {
    weak var delegate: WindowProviderDelegate?
    private(set) var mainWindow: UIWindow!
    private(set) var overlayWindow: UIWindow!

    func configure(with scene: UIWindowScene) {
        mainWindow = UIWindow(windowScene: scene)
        overlayWindow = UIWindow(windowScene: scene)
        overlayWindow.windowLevel = .statusBar
        delegate?.windowsDidLoad(self)
        mainWindow.makeKeyAndVisible()
    }
}

final class WindowPresenter: WindowProviderDelegate {
    private var provider: WindowProvider?

    func windowsDidLoad(_ provider: WindowProvider) {
        self.provider = provider
        provider.mainWindow.rootViewController = SplashViewController()
        provider.overlayWindow.rootViewController = ToastContainerViewController()
    }

    func showHome() {
        // Runtime: the main window is on screen, and this is a bare swap.
        provider?.mainWindow.rootViewController = HomeFeedViewController() // expect: root_switch_outside_coordinator, unanimated_root_swap
    }
}

/// Ends a duplicate scene: a blank root so it shows nothing, then the session goes.
final class DuplicateSceneCloser {
    func close(_ scene: UIWindowScene, window: UIWindow) {
        window.rootViewController = UIViewController()
        UIApplication.shared.requestSceneSessionDestruction(scene.session, options: nil)
    }
}

/// The launch-state object builds the window and its first screen.
final class LaunchSequence {
    private let window: UIWindow

    init(window: UIWindow) {
        self.window = window
        setUpWindow()
    }

    private func setUpWindow() {
        window.rootViewController = LaunchViewController()
        window.makeKeyAndVisible()
    }

    /// Called again when the session changes: not only from `init`.
    func restart() {
        resetWindow()
    }

    private func resetWindow() {
        window.rootViewController = LaunchViewController() // expect: unanimated_root_swap
        window.makeKeyAndVisible()
    }
}

/// Sets the first root once the session is known; a later change animates.
final class SessionWindowBinder {
    private let window: UIWindow

    init(window: UIWindow) { self.window = window }

    func sessionDidLoad(_ signedIn: Bool) {
        guard window.rootViewController == nil else {
            window.setRootViewController(signedIn ? HomeFeedViewController() : LoginViewController(), animated: true)
            return
        }
        window.rootViewController = signedIn ? HomeFeedViewController() : LoginViewController()
    }

    func refresh() {
        if window.rootViewController == nil { print("no root yet") }
        window.rootViewController = HomeFeedViewController() // expect: unanimated_root_swap
    }
}
