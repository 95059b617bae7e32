//
//  PromotionRouter.swift
//  Shopfront
//

import UIKit

/// Opens the screens that push notifications and universal links point at.
final class PromotionRouter {

    static let shared = PromotionRouter()

    private init() {}

    func open(_ url: URL) {
        guard let components = URLComponents(url: url, resolvingAgainstBaseURL: false) else { return }
        switch components.path {
        case "/promotions":
            openPromotions()
        case "/cart":
            NotificationCenter.default.post(name: .cartDidChange, object: nil)
        default:
            break
        }
    }

    /// The campaign storefront replaces the whole interface until the user closes it.
    private func openPromotions() {
        let storefront = mainStoryboard.instantiateViewController(withIdentifier: "PromotionStorefront")
        appDelegateRef.window?.rootViewController = UINavigationController(rootViewController: storefront)
        self.crossFade()
    }

    /// Back to the shop after a campaign.
    func closePromotions() {
        appDelegateRef.window?.rootViewController = mainStoryboard.instantiateInitialViewController() // expect: unanimated_root_swap
        self.updateBadge()
    }

    private func crossFade() {
        guard let window = UIApplication.shared.keyWindow else { return } // expect: deprecated_window_lookup
        UIView.transition(with: window, duration: 0.3, options: .transitionCrossDissolve, animations: nil)
    }

    private func updateBadge() {
        let count = userDefaults.integer(forKey: "cart.count")
        appDelegateRef.window?.rootViewController?.tabBarItem.badgeValue = count > 0 ? String(count) : nil
    }
}
