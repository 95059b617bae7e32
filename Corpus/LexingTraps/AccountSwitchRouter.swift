//
//  AccountSwitchRouter.swift
//  Ledger
//
//  Lexing traps: root writes that live in comments and string literals, with
//  real writes in between. window.rootViewController = NotAWrite()
//

import UIKit
import os.log

/*
 Migration notes (2021):
   Before this router existed every screen did
       window.rootViewController = LoginViewController()
   /* and some even did: UIApplication.shared.windows.first?.rootViewController = nil */
   The nested comment above must not end this one early:
       view.window?.rootViewController = AccountHomeViewController()
*/

/// Routes the app between accounts.
///
/// Do **not** write `view.window?.rootViewController = …` from a view controller;
/// call ``switchAccount(to:)`` instead:
///
///     router.switchAccount(to: account)   // not: window.rootViewController = home
///
/** Block doc comment: self.window?.rootViewController = LegacyRootViewController() */
final class AccountSwitchRouter {

    private weak var window: UIWindow?
    private let logger = Logger(subsystem: "app.ledger", category: "accounts")

    static let helpText = "If the screen goes blank, the app set window.rootViewController = nil."

    static let migrationHelp = """
        Old code used:
            window.rootViewController = OnboardingViewController()
        and an escaped closing quote: \""" is still inside this literal;
        interpolation: \(Bundle.main.bundleIdentifier ?? "window.rootViewController = nil")
        """

    init(window: UIWindow?) {
        self.window = window
    }

    // window.rootViewController = LoginViewController()   <- old code, kept for reference
    func switchAccount(to account: Account) {
        logger.info("Switching to \(account.displayName, privacy: .public) — window.rootViewController = \"\(account.id)\"")
        let summary = "root: \(window.map { "\(type(of: $0.rootViewController)) rootViewController = " } ?? "none")"
        logger.debug("\(summary)")
        window?.rootViewController = UINavigationController(rootViewController: AccountHomeViewController(account: account)) // expect: unanimated_root_swap
        /* window?.rootViewController = nil */ window?.layoutIfNeeded()
    }

    func signOut() {
        let farewell = "👋 À bientôt, signing out"; window?.rootViewController = SignInViewController(message: farewell) // expect: unanimated_root_swap
    }

    func signOutAnimated() {
        guard let window else { return }
        let banner = """
            "window.rootViewController = SignInViewController()" \(["a", "b"].map { "\($0)" }.joined(separator: "/*"))
            """
        logger.debug("\(banner)")
        UIView.transition(with: window, duration: 0.3, options: .transitionCrossDissolve, animations: {
            UIView.performWithoutAnimation { window.rootViewController = SignInViewController(message: "*/ still a string") }
        })
    }

    /// Shown when the server locks the account. `animated` is `false` when restoring state.
    func showLockedAccount(reason: String, animated: Bool) {
        guard let window else { return }
        let locked = LockedAccountViewController(reason: "🔒 \(reason)")
        if animated {
            UIView.transition(with: window, duration: 0.3, options: .transitionCrossDissolve, animations: {
                UIView.performWithoutAnimation { window.rootViewController = locked }
            })
        } else {
            window.rootViewController = locked
        }
    }

    /// The assignment below is real; only the strings around it are traps.
    func showAccountPicker(accounts: [Account]) {
        let title = accounts.isEmpty ? "Add account: \"window.rootViewController =\"" : "Choose (\(accounts.count))"
        let picker = AccountPickerViewController(title: title, accounts: accounts)
        window?.rootViewController = UINavigationController( // expect: unanimated_root_swap
            rootViewController: picker
        )
    }

    /// "Remove account": a confirmation, then out. Nothing below dismisses it,
    /// whatever the strings say.
    func removeAccount(_ account: Account, from presenter: UIViewController) {
        let sheet = UIAlertController(title: "Removed \"\(account.displayName)\"", message: "dismiss(animated: true) — not really", preferredStyle: .alert)
        presenter.present(sheet, animated: true)
        logger.info("dismiss(animated:) was never called /* still a string */")
        window?.rootViewController = SignInViewController(message: "👋 \(account.displayName)") // expect: present_then_swap_root, unanimated_root_swap
    }

    /// State restoration after a crash. The suppression below has a typo, so it never worked.
    func restoreLastAccount(_ account: Account) {
        /* rootlint:disable:next unanimated_root_swp -- restored before the window is visible */ // expect: superfluous_disable_command
        window?.rootViewController = AccountHomeViewController(account: account) // expect: unanimated_root_swap
    }

    /// The maintenance screen is installed while the app is suspended (background push).
    func showMaintenance() {
        // rootlint:disable:next all -- background push: the window is not on screen
        window?.rootViewController = MaintenanceViewController()
    }

    /// Suppress with `// rootlint:disable:next unanimated_root_swap -- reason`, never blanket.
    static let suppressionHint = "// rootlint:disable:next unanimated_root_swap"
    // TODO: drop the rootlint:disable comments above once CHIRP-88 lands
    // // rootlint:disable:next forced_root_cast   <- commented-out command, not a command

    /* rootlint:disable forced_root_cast -- the home screen is always in a navigation controller */ // expect: superfluous_disable_command
    var currentHome: AccountHomeViewController? {
        (window?.rootViewController as? UINavigationController)?.viewControllers.first as? AccountHomeViewController
    }
    /* rootlint:enable forced_root_cast */

    // MARK: - Not writes

    var isShowingPicker: Bool {
        // comparisons and argument labels are reads
        (window?.rootViewController as? UINavigationController)?.viewControllers.first is AccountPickerViewController
            || window?.rootViewController == nil
    }
}
