//
//  UIApplication+RootView.swift
//  Tally
//
//  Created by Nomvula Dlamini on 14/03/2021.
//  Copyright © 2021 Tally. All rights reserved.
//
//  Straight from the login tutorial we started from. The flip default stays so
//  the signature matches the tutorial's; design asked for a dissolve, so every
//  call passes its own options.
//

import UIKit

extension UIApplication {

    static func setRootView(_ viewController: UIViewController,
                            options: UIView.AnimationOptions = .transitionFlipFromRight,
                            animated: Bool = true,
                            duration: TimeInterval = 0.5,
                            completion: (() -> Void)? = nil) {
        guard let window = shared.connectedScenes
            .compactMap({ ($0 as? UIWindowScene)?.windows.first(where: \.isKeyWindow) })
            .first else { return }
        guard animated else {
            window.rootViewController = viewController
            return
        }
        UIView.transition(with: window, duration: duration, options: options, animations: {
            let oldState = UIView.areAnimationsEnabled
            UIView.setAnimationsEnabled(false)
            window.rootViewController = viewController
            UIView.setAnimationsEnabled(oldState)
        }, completion: { _ in completion?() })
    }
}
