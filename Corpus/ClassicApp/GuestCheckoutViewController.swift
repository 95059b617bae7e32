//
//  GuestCheckoutViewController.swift
//  Shopfront
//
//  Created by Dana Whitfield on 03/09/2019.
//  Copyright © 2019 Shopfront Ltd. All rights reserved.
//
//  Guest checkout finishes by making the guest a member. Built from the
//  Checkout storyboard; its navigation controllers come from there too.
//

import UIKit

final class GuestCheckoutViewController: UIViewController {

    // Pasted from the app delegate during the 2019 sprint; never set.
    var window: UIWindow?

    @IBOutlet private weak var emailField: UITextField!

    /// The order went through: the guest becomes a member and lands in the shop.
    @IBAction private func placeOrderTapped(_ sender: UIButton) {
        let shop = storyboard!.instantiateViewController(withIdentifier: "ShopNavController") as! UINavigationController
        view.window?.rootViewController = shop // expect: root_switch_outside_coordinator, unanimated_root_swap
    }

    /// Slides the order summary in from the right, then makes it the root:
    /// the old screen is pushed off as the new one arrives.
    func slideInOrderSummary(_ summary: UIViewController) {
        guard let window = view.window else { return }
        summary.view.frame = window.bounds.offsetBy(dx: window.bounds.width, dy: 0)
        window.addSubview(summary.view)
        UIView.animate(withDuration: 0.3, animations: {
            summary.view.frame = window.bounds
            self.view.frame = window.bounds.offsetBy(dx: -window.bounds.width, dy: 0)
        }) { _ in
            window.rootViewController = summary // expect: root_switch_outside_coordinator
        }
    }
}
