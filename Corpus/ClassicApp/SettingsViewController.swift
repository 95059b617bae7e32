//
//  SettingsViewController.swift
//  Shopfront
//

import UIKit

final class SettingsViewController: UITableViewController {

    // MARK: - Model

    private enum Row: CaseIterable {
        case notifications, privacy, about, switchAccount, logout

        var title: String {
            switch self {
            case .notifications: return NSLocalizedString("Notifications", comment: "")
            case .privacy: return NSLocalizedString("Privacy", comment: "")
            case .about: return NSLocalizedString("About Shopfront", comment: "")
            case .switchAccount: return NSLocalizedString("Switch Account", comment: "")
            case .logout: return NSLocalizedString("Log out", comment: "")
            }
        }
    }

    private let sections: [[Row]] = [[.notifications, .privacy, .about], [.switchAccount, .logout]]
    private let session = SessionManager.shared
    private let cellIdentifier = "SettingsCell"

    // MARK: - Lifecycle

    override func viewDidLoad() {
        super.viewDidLoad()
        title = NSLocalizedString("Settings", comment: "")
        tableView.register(UITableViewCell.self, forCellReuseIdentifier: cellIdentifier)
    }

    // MARK: - UITableViewDataSource

    override func numberOfSections(in tableView: UITableView) -> Int {
        sections.count
    }

    override func tableView(_ tableView: UITableView, numberOfRowsInSection section: Int) -> Int {
        sections[section].count
    }

    override func tableView(_ tableView: UITableView, cellForRowAt indexPath: IndexPath) -> UITableViewCell {
        let cell = tableView.dequeueReusableCell(withIdentifier: cellIdentifier, for: indexPath)
        let row = sections[indexPath.section][indexPath.row]
        var content = cell.defaultContentConfiguration()
        content.text = row.title
        content.textProperties.color = row == .logout ? .systemRed : .label
        cell.contentConfiguration = content
        cell.accessoryType = row == .logout ? .none : .disclosureIndicator
        return cell
    }

    // MARK: - UITableViewDelegate

    override func tableView(_ tableView: UITableView, didSelectRowAt indexPath: IndexPath) {
        tableView.deselectRow(at: indexPath, animated: true)

        switch sections[indexPath.section][indexPath.row] {
        case .notifications:
            navigationController?.pushViewController(NotificationSettingsViewController(), animated: true)
        case .privacy:
            show(PrivacySettingsViewController(), sender: self)
        case .about:
            view.window?.rootViewController = AboutViewController() // expect: root_switch_for_navigation, root_switch_outside_coordinator, unanimated_root_swap
        case .switchAccount:
            session.logOut(keepingAccounts: true)
            view.window?.rootViewController = UINavigationController(rootViewController: AccountPickerViewController()) // expect: root_switch_outside_coordinator, unanimated_root_swap
        case .logout:
            confirmLogout()
        }
    }

    // MARK: - Logout

    private func confirmLogout() {
        let alert = UIAlertController(title: NSLocalizedString("Log out?", comment: ""),
                                      message: NSLocalizedString("You'll need to sign in again to see your orders.", comment: ""),
                                      preferredStyle: .actionSheet)
        alert.addAction(UIAlertAction(title: NSLocalizedString("Log out", comment: ""), style: .destructive) { [weak self] _ in
            self?.logOutTapped()
        })
        alert.addAction(UIAlertAction(title: NSLocalizedString("Cancel", comment: ""), style: .cancel))
        alert.popoverPresentationController?.sourceView = tableView
        present(alert, animated: true)
    }

    private func logOutTapped() {
        session.logOut()
        view.window?.rootViewController = LoginViewController() // expect: root_switch_outside_coordinator, unanimated_root_swap
    }
}
