//
//  SettingsViewController.swift
//  Parcel
//

import UIKit
import CoreData

final class SettingsViewController: UITableViewController {

    private enum Row: String, CaseIterable {
        case notifications, clearHistory, replayTour, environment, deleteAccount, signOut
    }

    weak var coordinator: AppCoordinator?
    private let rows = Row.allCases

    /// Core Data lives on the app delegate; the force cast is safe in the app
    /// target and has nothing to do with the window or its root.
    private var viewContext: NSManagedObjectContext {
        (UIApplication.shared.delegate as! AppDelegate).persistentContainer.viewContext
    }

    override func viewDidLoad() {
        super.viewDidLoad()
        title = String(localized: "Settings")
        tableView.register(UITableViewCell.self, forCellReuseIdentifier: "Row")
    }

    override func viewWillAppear(_ animated: Bool) {
        super.viewWillAppear(animated)
        let appDelegate = UIApplication.shared.delegate as! AppDelegate
        appDelegate.orientationLock = .portrait
    }

    // MARK: - Table view

    override func tableView(_ tableView: UITableView, numberOfRowsInSection section: Int) -> Int {
        rows.count
    }

    override func tableView(_ tableView: UITableView, cellForRowAt indexPath: IndexPath) -> UITableViewCell {
        let cell = tableView.dequeueReusableCell(withIdentifier: "Row", for: indexPath)
        var content = cell.defaultContentConfiguration()
        content.text = NSLocalizedString("settings.\(rows[indexPath.row].rawValue)", comment: "")
        cell.contentConfiguration = content
        return cell
    }

    override func tableView(_ tableView: UITableView, didSelectRowAt indexPath: IndexPath) {
        tableView.deselectRow(at: indexPath, animated: true)
        switch rows[indexPath.row] {
        case .notifications:
            navigationController?.pushViewController(NotificationSettingsViewController(), animated: true)
        case .clearHistory:
            clearHistory()
        case .replayTour:
            coordinator?.replayOnboarding()
        case .environment:
            let picker = EnvironmentPickerViewController { [weak self] environment in
                self?.dismiss(animated: true) { self?.coordinator?.switchEnvironment(to: environment) }
            }
            present(UINavigationController(rootViewController: picker), animated: true)
        case .deleteAccount:
            confirmDeletion()
        case .signOut:
            coordinator?.logout()
        }
    }

    // MARK: - Actions

    private func clearHistory() {
        let request: NSFetchRequest<NSFetchRequestResult> = NSFetchRequest(entityName: "DeliveredShipment")
        _ = try? viewContext.execute(NSBatchDeleteRequest(fetchRequest: request))
        let cell = tableView.cellForRow(at: IndexPath(row: Row.clearHistory.hashValue, section: 0))
        if let badge = cell?.accessoryView {
            // A little flip of the checkmark badge: a subview, not the window.
            UIView.transition(with: badge, duration: 0.5, options: .transitionFlipFromRight, animations: {
                (badge as? UIImageView)?.image = UIImage(systemName: "checkmark.circle.fill")
            })
        }
    }

    private func confirmDeletion() {
        let alert = UIAlertController(title: String(localized: "Delete account?"), message: nil, preferredStyle: .actionSheet)
        alert.addAction(UIAlertAction(title: String(localized: "Delete"), style: .destructive) { [weak self] _ in
            self?.deleteAccount()
        })
        alert.addAction(UIAlertAction(title: String(localized: "Cancel"), style: .cancel))
        present(alert, animated: true)
    }

    private func deleteAccount() {
        let progress = ProgressViewController(message: String(localized: "Deleting…"))
        present(progress, animated: true)
        Task {
            try? await AccountAPI.shared.deleteAccount()
            // Dismiss first, then let the coordinator swap the root.
            progress.dismiss(animated: true) { [weak self] in
                self?.coordinator?.logout()
            }
        }
    }
}
