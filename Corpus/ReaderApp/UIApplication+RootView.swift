//
//  UIApplication+RootView.swift
//  Folio
//
//  Created by Mateo Alvarez on 21/08/2019.
//  Copyright © 2019 Folio Libraries. All rights reserved.
//
//  From the 2019 "family cards" sprint; switching family members still calls it.
//

import UIKit

extension UIApplication {

    /// Swaps the whole interface. The flip was meant to feel like turning a library card over.
    static func setRootView(_ viewController: UIViewController,
                            options: UIView.AnimationOptions = .transitionFlipFromRight, // expect: root_transition_style
                            duration: TimeInterval = 0.4,
                            completion: (() -> Void)? = nil) {
        guard let window = shared.delegate?.window ?? nil else { return } // expect: deprecated_window_lookup
        UIView.transition(with: window, duration: duration, options: options, animations: {
            let wereEnabled = UIView.areAnimationsEnabled
            UIView.setAnimationsEnabled(false)
            window.rootViewController = viewController
            UIView.setAnimationsEnabled(wereEnabled)
        }, completion: { _ in completion?() })
    }
}
