//
//  SettingsViewController.swift
//  Tally
//

import UIKit

final class SettingsViewController: UITableViewController {

    private let session = SessionStore.shared

    @objc private func signOutTapped() {
        let alert = UIAlertController(title: "Sign out?", message: nil, preferredStyle: .actionSheet)
        alert.addAction(UIAlertAction(title: "Sign Out", style: .destructive) { _ in
            self.session.signOut()
            UIApplication.setRootView(UINavigationController(rootViewController: SignInViewController()), // expect: decentralized_root_switching
                                      options: [.transitionCrossDissolve, .allowAnimatedContent],
                                      duration: 0.3)
        })
        alert.addAction(UIAlertAction(title: "Cancel", style: .cancel))
        present(alert, animated: true)
    }

    /// The card flip here is on one cell's view, not the window.
    func flipSummaryCard(_ cell: UITableViewCell) {
        UIView.transition(with: cell.contentView, duration: 0.4, options: .transitionFlipFromLeft, animations: {
            cell.contentView.subviews.forEach { $0.isHidden.toggle() }
        })
    }
}
