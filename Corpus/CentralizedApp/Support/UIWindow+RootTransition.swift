//
//  UIWindow+RootTransition.swift
//  Parcel
//
//  Created by Priya Raman on 02/02/2022.
//  Copyright © 2022 Parcel Labs GmbH. All rights reserved.
//

import UIKit

extension UIWindow {

    /// Replaces the window's root view controller.
    ///
    /// The only place in the app that assigns `rootViewController` on a visible
    /// window; `AppCoordinator` calls it for every state change (signed out,
    /// onboarding, signed in).
    ///
    /// - Parameters:
    ///   - viewController: The new root.
    ///   - animated: `false` before the window is on screen, or when UI tests
    ///     launch with `-disableAnimations`.
    ///   - duration: Keep it between 0.25 and 0.4 s.
    ///   - options: Defaults to a cross-dissolve; the window never flips.
    ///   - completion: Called when the new root is installed.
    func setRootViewController(_ viewController: UIViewController,
                               animated: Bool = true,
                               duration: TimeInterval = 0.3,
                               options: UIView.AnimationOptions = .transitionCrossDissolve,
                               completion: ((Bool) -> Void)? = nil) {
        // Anything presented on top of the old root would outlive it (and float
        // above the new one), so it goes first, without animation.
        rootViewController?.presentedViewController?.dismiss(animated: false)

        guard animated, !isHidden else {
            rootViewController = viewController
            completion?(true)
            return
        }

        UIView.transition(with: self, duration: duration, options: options, animations: {
            // Without this the new hierarchy's first layout animates too:
            // navigation bars slide in from the corner, cells grow from .zero.
            let wereEnabled = UIView.areAnimationsEnabled
            UIView.setAnimationsEnabled(false)
            self.rootViewController = viewController
            UIView.setAnimationsEnabled(wereEnabled)
        }, completion: completion)
    }

    /// The controller at the top of the root's presentation stack, for alerts
    /// that must appear above sheets.
    var topPresentedViewController: UIViewController? {
        var top = rootViewController
        while let presented = top?.presentedViewController, !presented.isBeingDismissed {
            top = presented
        }
        return top
    }
}
