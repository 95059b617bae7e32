//
//  UIViewController+Helpers.swift
//  Shopfront
//

import UIKit

// MARK: - Alerts

extension UIViewController {

    /// Presents a one-button alert.
    func showAlert(title: String, message: String? = nil, buttonTitle: String = "OK") {
        let alert = UIAlertController(title: title, message: message, preferredStyle: .alert)
        alert.addAction(UIAlertAction(title: buttonTitle, style: .default))
        present(alert, animated: true)
    }

    /// The controller currently on top of this one's presentation stack.
    var topMostViewController: UIViewController {
        if let presented = presentedViewController {
            return presented.topMostViewController
        }
        if let navigation = self as? UINavigationController, let visible = navigation.visibleViewController {
            return visible.topMostViewController
        }
        if let tabs = self as? UITabBarController, let selected = tabs.selectedViewController {
            return selected.topMostViewController
        }
        return self
    }
}

// MARK: - Child containment

extension UIViewController {

    func embed(_ child: UIViewController, in container: UIView? = nil) {
        let container = container ?? view!
        addChild(child)
        child.view.frame = container.bounds
        child.view.autoresizingMask = [.flexibleWidth, .flexibleHeight]
        container.addSubview(child.view)
        child.didMove(toParent: self)
    }

    func unembed() {
        guard parent != nil else { return }
        willMove(toParent: nil)
        view.removeFromSuperview()
        removeFromParent()
    }

    /// Replaces the window's root with `viewController`.
    ///
    /// - Warning: Deprecated. Call `AppDelegate.showLogin(animated:)` or
    ///   `AppDelegate.showMainInterface()` so the switch is animated and centralised.
    @available(*, deprecated, message: "Use the AppDelegate root switching helpers")
    func replaceRoot(with viewController: UIViewController) {
        view.window?.rootViewController = viewController // expect: root_switch_outside_coordinator, unanimated_root_swap
    }
}

// MARK: - Window lookup

extension UIApplication {

    /// The key window of the foreground-active scene, falling back to the first window.
    var activeWindow: UIWindow? {
        let scenes = connectedScenes.compactMap { $0 as? UIWindowScene }
        let active = scenes.first { $0.activationState == .foregroundActive } ?? scenes.first
        return active?.windows.first(where: \.isKeyWindow) ?? active?.windows.first
    }

    /// What the user is looking at right now, for analytics breadcrumbs.
    var visibleViewController: UIViewController? {
        activeWindow?.rootViewController?.topMostViewController
    }

    /// Legacy entry point for the push handler, written before scenes (SHOP-1182).
    func resetRootForPush(to viewController: UIViewController) {
        activeWindow?.rootViewController = viewController // expect: root_switch_outside_coordinator, unanimated_root_swap
    }

    /// How many windows are up (toasts, banners), for the debug overlay. Not a root switch.
    var debugWindowCount: Int {
        UIApplication.shared.windows.filter { !$0.isHidden }.count
    }
}
