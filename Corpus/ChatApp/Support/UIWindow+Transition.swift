//
//  UIWindow+Transition.swift
//  Parley
//
//  Created by Tomás Ferreira on 11/05/2018.
//  Copyright © 2018 Parley. All rights reserved.
//

import UIKit

extension UIWindow {

    /// Replaces the root view controller with a cross-dissolve, or with the
    /// given Core Animation transition (the server switcher slides).
    func set(rootViewController newRootViewController: UIViewController, withTransition transition: CATransition? = nil) {
        let previousViewController = rootViewController

        UIView.transition(with: self, duration: transition?.duration ?? 0.3, options: .transitionCrossDissolve, animations: {
            UIView.performWithoutAnimation {
                self.rootViewController = newRootViewController
            }
        }, completion: { _ in
            // Sheets presented on the old root would stay on screen above the new one.
            previousViewController?.dismiss(animated: false)
        })
    }
}
