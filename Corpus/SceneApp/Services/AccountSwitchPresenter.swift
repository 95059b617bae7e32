//
//  AccountSwitchPresenter.swift
//  Chirp
//
//  Switching between signed-in accounts rebuilds the whole interface for the
//  other account. SceneDelegate decides when and hands over its window.
//

import UIKit

/// Builds the interface of an account and puts it on the window it is given.
final class AccountSwitchPresenter {

    private let dependencies: AppDependencies

    init(dependencies: AppDependencies) {
        self.dependencies = dependencies
    }

    func show(_ account: Account, on window: UIWindow) {
        let home = MainTabBarController(account: account, dependencies: dependencies)
        UIView.transition(with: window, duration: 0.3, options: .transitionCrossDissolve, animations: {
            UIView.performWithoutAnimation {
                window.rootViewController = home
            }
        })
    }
}

/// The look-alike: a screen that switches the root itself, through a
/// method that takes the window, instead of asking the scene to.
final class AccountSwitchSheetViewController: UITableViewController {

    var accounts: [Account] = []

    override func tableView(_ tableView: UITableView, didSelectRowAt indexPath: IndexPath) {
        guard let window = view.window else { return }
        switchInterface(of: window, to: accounts[indexPath.row])
    }

    private func switchInterface(of window: UIWindow, to account: Account) {
        window.rootViewController = MainTabBarController(account: account, dependencies: .shared) // expect: root_switch_outside_coordinator, unanimated_root_swap
    }
}
