//
//  LaunchViewController.swift
//  Tally
//

import UIKit

/// Looks like the launch screen while the saved session is checked.
final class LaunchViewController: UIViewController {

    private let session = SessionStore.shared

    override func viewDidAppear(_ animated: Bool) {
        super.viewDidAppear(animated)
        session.restore { [weak self] user in
            guard self != nil else { return }
            if let user {
                UIApplication.setRootView(HomeTabBarController(user: user), options: .transitionCrossDissolve, duration: 0.3)
            } else {
                UIApplication.setRootView(UINavigationController(rootViewController: SignInViewController()),
                                          options: .transitionCrossDissolve, duration: 0.3)
            }
        }
    }
}
