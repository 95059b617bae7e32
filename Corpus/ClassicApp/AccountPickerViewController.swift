//
//  AccountPickerViewController.swift
//  Shopfront
//
//  Business customers can be signed in to several stores at once.
//  Installed as the window's root by Settings → "Switch Account".
//

import UIKit

final class AccountPickerViewController: UITableViewController {

    // MARK: - Properties

    private let session = SessionManager.shared
    private var accounts: [StoredAccount] = AccountStore.shared.accounts

    // MARK: - Lifecycle

    override func viewDidLoad() {
        super.viewDidLoad()
        title = NSLocalizedString("Accounts", comment: "")
        tableView.register(AccountCell.self, forCellReuseIdentifier: AccountCell.reuseIdentifier)
        navigationItem.rightBarButtonItem = UIBarButtonItem(barButtonSystemItem: .add, target: self, action: #selector(addAccountTapped))
    }

    override func viewWillDisappear(_ animated: Bool) {
        super.viewWillDisappear(animated)
        // Hide the keyboard of the search field, wherever it is.
        UIApplication.shared.keyWindow?.endEditing(true)
    }

    // MARK: - UITableViewDataSource

    override func tableView(_ tableView: UITableView, numberOfRowsInSection section: Int) -> Int {
        accounts.count
    }

    override func tableView(_ tableView: UITableView, cellForRowAt indexPath: IndexPath) -> UITableViewCell {
        let cell = tableView.dequeueReusableCell(withIdentifier: AccountCell.reuseIdentifier, for: indexPath) as! AccountCell /* rootlint:disable:this forced_root_cast */ // expect: superfluous_disable_command
        cell.configure(with: accounts[indexPath.row])
        return cell
    }

    // MARK: - UITableViewDelegate

    override func tableView(_ tableView: UITableView, didSelectRowAt indexPath: IndexPath) {
        let account = accounts[indexPath.row]
        let overlay = ActivityOverlayViewController(message: String(format: NSLocalizedString("Switching to %@…", comment: ""), account.storeName))
        overlay.modalPresentationStyle = .overFullScreen
        overlay.modalTransitionStyle = .crossDissolve
        present(overlay, animated: true)

        session.switchAccount(to: account) { [weak self] result in
            guard let self else { return }
            switch result {
            case .success:
                // The overlay must go first: a presented controller outlives the root it came from.
                overlay.dismiss(animated: false)
                self.view.window?.rootViewController = MainTabBarController(account: account) // expect: decentralized_root_switching, root_switch_outside_coordinator, unanimated_root_swap
            case .failure(let error):
                overlay.dismiss(animated: true) {
                    self.showAlert(title: NSLocalizedString("Couldn't switch account", comment: ""), message: error.localizedDescription)
                }
            }
        }
    }

    override func tableView(_ tableView: UITableView, trailingSwipeActionsConfigurationForRowAt indexPath: IndexPath) -> UISwipeActionsConfiguration? {
        let remove = UIContextualAction(style: .destructive, title: NSLocalizedString("Remove", comment: "")) { [weak self] _, _, done in
            guard let self else { return done(false) }
            AccountStore.shared.remove(self.accounts[indexPath.row])
            self.accounts.remove(at: indexPath.row)
            self.tableView.deleteRows(at: [indexPath], with: .automatic)
            done(true)
        }
        return UISwipeActionsConfiguration(actions: [remove])
    }

    // MARK: - Actions

    /// "+": sign in to one more store. The app delegate owns the login flow.
    @objc private func addAccountTapped() {
        let appDelegate = UIApplication.shared.delegate as! AppDelegate // expect: forced_root_cast
        appDelegate.showLogin(animated: true)
    }
}

// MARK: - Cell

final class AccountCell: UITableViewCell {
    static let reuseIdentifier = "AccountCell"

    func configure(with account: StoredAccount) {
        var content = defaultContentConfiguration()
        content.text = account.storeName
        content.secondaryText = account.email
        content.image = UIImage(systemName: account.isCurrent ? "checkmark.circle.fill" : "circle")
        contentConfiguration = content
    }
}
