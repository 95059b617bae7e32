//
//  RootAnimator.swift
//  Parley
//
//  Kept from the 2.x server switcher; WindowManager is the way to go now.
//

import UIKit

protocol RootAnimating {
    func animateTransition(to controller: UIViewController)
    func animateTransition(to controller: UIViewController, in window: UIWindow)
}

extension RootAnimating {
    /// On the window of the first foreground scene.
    func animateTransition(to controller: UIViewController) {
        let scenes = UIApplication.shared.connectedScenes.compactMap { $0 as? UIWindowScene }
        guard let window = scenes.first(where: { $0.activationState == .foregroundActive })?.windows.first(where: \.isKeyWindow) else {
            return
        }
        animateTransition(to: controller, in: window)
    }
}

final class RootAnimator: RootAnimating {
    var duration: TimeInterval = 0.35

    func animateTransition(to controller: UIViewController, in window: UIWindow) {
        UIView.transition(with: window, duration: duration, options: .transitionCrossDissolve, animations: {
            UIView.performWithoutAnimation {
                window.rootViewController = controller
            }
        })
    }
}
