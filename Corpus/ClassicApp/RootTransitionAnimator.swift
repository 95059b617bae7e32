//
//  RootTransitionAnimator.swift
//  Shopfront
//
//  Created by Dana Whitfield on 02/06/2020.
//  Copyright © 2020 Shopfront Ltd. All rights reserved.
//

import UIKit

protocol RootTransitionAnimating {
    func animateTransition(to controller: UIViewController)
    func animateTransition(to controller: UIViewController, in window: UIWindow)
}

extension RootTransitionAnimating {
    /// A controller that is not on screen yet has no window: fall back to the app's.
    private func findWindow(from controller: UIViewController) -> UIWindow? {
        var window = controller.view.window
        if window == nil {
            window = UIApplication.shared.delegate?.window as? UIWindow // expect: deprecated_window_lookup
        }
        return window
    }

    func animateTransition(to controller: UIViewController) {
        guard let window = findWindow(from: controller) else { return }
        animateTransition(to: controller, in: window)
    }
}

/// Fades the new root in over the old one.
final class RootTransitionAnimator: RootTransitionAnimating {
    var duration: CFTimeInterval = 0.3

    func animateTransition(to controller: UIViewController, in window: UIWindow) {
        let fade = CATransition()
        fade.type = .fade
        fade.duration = duration
        window.rootViewController = controller
        window.layer.add(fade, forKey: "shopfront.root.fade")
    }
}

/// The look-alike: the same fallback, only to end editing in whatever window is key.
enum KeyboardDismisser {
    private static func keyWindow() -> UIWindow? {
        let window = UIApplication.shared.windows.first { $0.isKeyWindow }
        return window
    }

    static func dismissKeyboard() {
        guard let window = keyWindow() else { return }
        window.endEditing(true)
    }
}
