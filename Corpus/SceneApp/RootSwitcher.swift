//
//  RootSwitcher.swift
//  Chirp
//
//  Pre-coordinator helpers kept for the share extension host.
//  New code should call AppCoordinator or UIWindow.setRootViewController.
//

import UIKit
import QuartzCore

/// Core Animation based root transitions.
enum RootSwitcher {

    enum Style {
        case fade
        case push(CATransitionSubtype)
    }

    /// Swaps `window`'s root behind a `CATransition` on the window's layer.
    static func switchRoot(of window: UIWindow, to viewController: UIViewController, style: Style = .fade,
                           duration: CFTimeInterval = 0.3) {
        let transition = CATransition()
        switch style {
        case .fade:
            transition.type = .fade
        case .push(let subtype):
            transition.type = .push
            transition.subtype = subtype
        }
        transition.duration = duration
        transition.timingFunction = CAMediaTimingFunction(name: .easeInEaseOut)
        window.layer.add(transition, forKey: "rootTransition")
        window.rootViewController = viewController
    }

    /// Old zoom-out effect: snapshot the old UI on top of the new one and fade it away.
    static func zoomOut(in window: UIWindow, to viewController: UIViewController) {
        let snapshot = window.snapshotView(afterScreenUpdates: true) ?? UIView()
        viewController.view.addSubview(snapshot)
        window.rootViewController = viewController
        UIView.animate(withDuration: 0.3, animations: {
            snapshot.layer.opacity = 0
            snapshot.layer.transform = CATransform3DMakeScale(1.5, 1.5, 1.5)
        }, completion: { _ in
            snapshot.removeFromSuperview()
        })
    }

    /// Describes the current root for the debug HUD. A read, never a write.
    static func describeRoot(of window: UIWindow) -> String {
        guard let rootViewController = window.rootViewController else { return "<no root>" }
        let context = TransitionContext(rootViewController: rootViewController)
        context.rootViewController = rootViewController.children.first ?? rootViewController
        return String(describing: type(of: context.rootViewController))
    }
}

/// Mutable description of one root transition, for logging.
final class TransitionContext {
    var rootViewController: UIViewController
    var startedAt = Date()

    init(rootViewController: UIViewController) {
        self.rootViewController = rootViewController
    }
}
