//
//  RootWireframe.swift
//  Keyring
//

import UIKit

final class RootWireframe: RootWireframeProtocol {
    // Called only while the app starts, before the window is shown.
    func showOnboarding(on window: UIWindow) {
        let navigationController = KeyringNavigationController()
        navigationController.viewControllers = [OnboardingViewFactory.createView()]
        window.rootViewController = navigationController
    }

    func showPinSetup(on window: UIWindow) {
        window.rootViewController = PinViewFactory.createPinSetupView()
    }

    func showUnlock(on window: UIWindow) {
        window.rootViewController = PinViewFactory.createUnlockView()
    }

    // Called after a reset, on the window the user is looking at.
    func showWallet(on window: UIWindow) {
        window.rootViewController = WalletTabBarController() // expect: unanimated_root_swap
    }
}
