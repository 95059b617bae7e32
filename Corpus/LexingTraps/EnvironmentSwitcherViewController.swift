//
//  EnvironmentSwitcherViewController.swift
//  Ledger
//
//  Lexing traps: #if blocks around real writes, key paths, back-ticked
//  identifiers, non-ASCII text before real writes on the same line,
//  comparisons and `rootViewController:` argument labels.
//

import UIKit

enum APIEnvironment: String, CaseIterable {
    case production
    case staging
    case `internal`

    var displayName: String {
        switch self {
        case .production: return "Production 🟢"
        case .staging: return "Staging 🟡"
        case .internal: return "Interne — équipe 🔴"
        }
    }
}

/// Debug menu listing the backends. Reached from the hidden gesture on the about screen.
final class EnvironmentSwitcherViewController: UITableViewController {

    // MARK: - Properties

    private let environments = APIEnvironment.allCases
    private var `default`: APIEnvironment = .production
    private var rootObservation: NSKeyValueObservation?
    private let rootKeyPath: ReferenceWritableKeyPath<UIWindow, UIViewController?> = \UIWindow.rootViewController

    // MARK: - Lifecycle

    override func viewDidLoad() {
        super.viewDidLoad()
        title = "Environnements 🌍"
        tableView.register(UITableViewCell.self, forCellReuseIdentifier: "Cell")
    }

    override func viewDidAppear(_ animated: Bool) {
        super.viewDidAppear(animated)
        // KVO on the root is a key path, not a write.
        rootObservation = view.window?.observe(\.rootViewController, options: [.new]) { window, change in
            print("🪟 root → \(String(describing: change.newValue))")
        }
        let roots = view.window?.windowScene?.windows.map(\.rootViewController) ?? []
        print("roots:", roots, view.window?[keyPath: rootKeyPath] as Any)
    }

    // MARK: - Table view

    override func tableView(_ tableView: UITableView, numberOfRowsInSection section: Int) -> Int {
        environments.count
    }

    override func tableView(_ tableView: UITableView, cellForRowAt indexPath: IndexPath) -> UITableViewCell {
        let cell = tableView.dequeueReusableCell(withIdentifier: "Cell", for: indexPath)
        let environment = environments[indexPath.row]
        cell.textLabel?.text = environment.displayName
        cell.accessoryType = environment == APIClient.shared.environment ? .checkmark : .none
        return cell
    }

    override func tableView(_ tableView: UITableView, didSelectRowAt indexPath: IndexPath) {
        let environment = environments[indexPath.row]
        guard environment != APIClient.shared.environment else { return }
        if view.window?.rootViewController == navigationController || view.window?.rootViewController === self {
            `switch`(to: environment)
        } else {
            let `rootViewController` = UINavigationController(rootViewController: EnvironmentConfirmViewController(environment: environment))
            present(rootViewController, animated: true)
        }
    }

    // MARK: - Switching

    private func `switch`(to environment: APIEnvironment) {
        APIClient.shared.environment = environment
        `default` = environment
#if DEBUG
        view.window?.rootViewController = DebugLaunchViewController(environment: environment) // expect: root_switch_outside_coordinator, unanimated_root_swap
#else
        view.window?.rootViewController = LaunchViewController() // expect: root_switch_outside_coordinator, unanimated_root_swap
#endif
    }

    /// Long-press on the version label: back to the launch screen. Debug only.
    @objc private func relaunchTapped() {
        guard let window = UIApplication // expect: deprecated_window_lookup
            .shared
            .windows
            .first(where: \.isKeyWindow) else { return }
        window.rootViewController = DebugLaunchViewController(environment: `default`) // expect: root_switch_outside_coordinator, unanimated_root_swap
    }

    @objc private func showReleaseNotes() {
        let título = "Novedades — versión \(Bundle.main.shortVersion) ✨"; view.window?.rootViewController = ReleaseNotesViewController(title: título) // expect: root_switch_for_navigation, root_switch_outside_coordinator, unanimated_root_swap
    }
}

// MARK: - Window debugging

#if DEBUG
extension UIWindow {

    /// Shake-to-reset in debug builds: rebuilds the UI from scratch, no animation.
    @objc func debugResetRoot() {
        let größe = bounds.size; print("↺ reset \(größe)"); rootViewController = DebugLaunchViewController(environment: .staging) // expect: unanimated_root_swap
    }

    /// Same reset, cross-dissolved.
    func debugResetRootAnimated() {
        UIView.transition(with: self, duration: 0.3, options: .transitionCrossDissolve) {
            UIView.performWithoutAnimation {
                self.rootViewController = DebugLaunchViewController(environment: .staging)
            }
        }
    }
}
#endif
