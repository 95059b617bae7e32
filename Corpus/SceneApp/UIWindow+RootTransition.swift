//
//  UIWindow+RootTransition.swift
//  Chirp
//

import UIKit

extension UIWindow {

    /// Replaces the root view controller with a short cross-dissolve.
    ///
    /// Nested animations are disabled while the new hierarchy is installed, so
    /// views laid out by the new root don't fly in from `.zero`.
    ///
    /// - Parameters:
    ///   - viewController: The new root.
    ///   - animated: Pass `false` when the window isn't visible yet.
    ///   - duration: Cross-dissolve duration; keep it short (0.25–0.5 s).
    ///   - completion: Called once the transition finishes.
    func setRootViewController(_ viewController: UIViewController,
                               animated: Bool = true,
                               duration: TimeInterval = 0.3,
                               completion: ((Bool) -> Void)? = nil) {
        guard animated else {
            rootViewController = viewController
            completion?(true)
            return
        }

        UIView.transition(with: self, duration: duration, options: [.transitionCrossDissolve, .allowAnimatedContent], animations: {
            let oldState = UIView.areAnimationsEnabled
            UIView.setAnimationsEnabled(false)
            self.rootViewController = viewController
            UIView.setAnimationsEnabled(oldState)
        }, completion: completion)
    }

    /// Flips the whole window over to `viewController` (account switching).
    func flipRootViewController(to viewController: UIViewController, fromRight: Bool) {
        UIView.transition(with: self, duration: 0.4,
                          options: fromRight
                              ? .transitionFlipFromRight // expect: root_transition_style
                              : .transitionFlipFromLeft, // expect: root_transition_style
                          animations: {
                              UIView.performWithoutAnimation { self.rootViewController = viewController }
                          })
    }

    /// Dismisses whatever the current root presents, then swaps without animation.
    ///
    /// Used when the app must throw the whole UI away at once (remote wipe).
    func resetRootViewController(to viewController: UIViewController) {
        if let presented = rootViewController?.presentedViewController {
            presented.dismiss(animated: false)
        }
        rootViewController = viewController // expect: unanimated_root_swap
    }

    /// The view controller at the top of the root's presentation stack.
    var visibleViewController: UIViewController? {
        var top = rootViewController
        while let presented = top?.presentedViewController {
            top = presented
        }
        return top
    }

    /// True while the given controller is the root, or contained in it.
    func isShowing(_ viewController: UIViewController) -> Bool {
        guard let root = rootViewController else { return false }
        return root === viewController || root.children.contains(viewController)
    }
}
