//
//  SettingsFlow.swift
//  Hearth
//
//  Settings is UIKit on the outside (for the legacy account screens) and
//  SwiftUI on the inside.
//

import UIKit
import SwiftUI

// MARK: - Flow

/// Owns the account-level transitions started from Settings.
@MainActor
final class SettingsFlow {

    private weak var window: UIWindow?
    private let appState: AppState

    init(window: UIWindow?, appState: AppState) {
        self.window = window
        self.appState = appState
    }

    func makeSettingsViewController() -> UIViewController {
        UINavigationController(rootViewController: SettingsViewController(flow: self, appState: appState))
    }

    func signOut() {
        appState.signOut()
        guard let window else { return }
        let signIn = UIHostingController(rootView: SignInView().environmentObject(appState))
        UIView.transition(with: window, duration: 0.3, options: .transitionCrossDissolve, animations: {
            UIView.performWithoutAnimation {
                window.rootViewController = signIn
            }
        })
    }

    /// "Leave household": a farewell screen, then back to sign-in.
    func leaveHousehold(from presenter: UIViewController) {
        let farewell = UIHostingController(rootView: FarewellView())
        farewell.modalPresentationStyle = .overFullScreen
        presenter.present(farewell, animated: true)
        appState.signOut()
        guard let window else { return }
        let signIn = UIHostingController(rootView: SignInView().environmentObject(appState))
        UIView.transition(with: window, duration: 0.3, options: .transitionCrossDissolve, animations: {
            UIView.performWithoutAnimation { window.rootViewController = signIn } // expect: present_then_swap_root
        })
    }

    /// "Start over": wipe the household and run setup again.
    func resetHousehold() {
        guard let window else { return }
        appState.signOut()
        UIView.transition(with: window, duration: 0.3, options: .transitionCrossDissolve, animations: {
            UIView.setAnimationsEnabled(false)
            window.rootViewController = UIHostingController(rootView: OnboardingView().environmentObject(self.appState)) // expect: nested_animations_in_root_transition
        })
    }

    /// The invite sheet. Presenting is navigation; the root stays.
    func showInvite(from presenter: UIViewController) {
        presenter.present(UIHostingController(rootView: InviteView()), animated: true)
    }

    /// Debug builds: point the app at another backend and rebuild the UI.
    func switchEnvironment(to environment: AppEnvironment) {
        guard let window else { return }
        appState.environment = environment
        window.rootViewController = UIHostingController(rootView: AppRootView().environmentObject(appState))
        UIView.transition(with: window, duration: 0.3, options: .transitionCrossDissolve, animations: {})
    }
}

// MARK: - View controller

final class SettingsViewController: UIViewController {

    private let flow: SettingsFlow
    private let appState: AppState

    init(flow: SettingsFlow, appState: AppState) {
        self.flow = flow
        self.appState = appState
        super.init(nibName: nil, bundle: nil)
    }

    required init?(coder: NSCoder) {
        fatalError("init(coder:) has not been implemented")
    }

    override func viewDidLoad() {
        super.viewDidLoad()
        title = "Settings"
        let settings = SettingsScreen(
            onSignOut: { [weak self] in self?.flow.signOut() },
            onShowLicenses: { [weak self] in self?.showLicenses() },
            onCustomDomain: { [weak self] in self?.showCustomDomain() }
        )
        embed(UIHostingController(rootView: settings.environmentObject(appState)))
    }

    private func showLicenses() {
        view.window?.rootViewController = UIHostingController(rootView: LicensesView()) // expect: root_switch_for_navigation, root_switch_outside_coordinator, unanimated_root_swap
    }

    /// Self-hosted households enter their own server domain.
    private func showCustomDomain() {
        guard let window = view.window else { return }
        let domainViewController = CustomDomainViewController(current: appState.environment.baseURL)
        UIView.transition(with: window, duration: 0.25, options: .transitionCrossDissolve, animations: {
            let wereEnabled = UIView.areAnimationsEnabled
            UIView.setAnimationsEnabled(false)
            window.rootViewController = domainViewController // expect: root_switch_for_navigation, root_switch_outside_coordinator
            UIView.setAnimationsEnabled(wereEnabled)
        })
    }

    private func embed(_ child: UIViewController) {
        addChild(child)
        child.view.frame = view.bounds
        child.view.autoresizingMask = [.flexibleWidth, .flexibleHeight]
        view.addSubview(child.view)
        child.didMove(toParent: self)
    }
}

// MARK: - SwiftUI content

struct SettingsScreen: View {
    var onSignOut: () -> Void = {}
    var onShowLicenses: () -> Void = {}
    var onCustomDomain: () -> Void = {}

    var body: some View {
        Form {
            Section("Household") {
                Button("Custom server domain…", action: onCustomDomain)
                Button("Open-source licenses", action: onShowLicenses)
            }
            Section {
                Button("Sign out", role: .destructive, action: onSignOut)
            }
        }
    }
}
