//
//  AppCoordinator.swift
//  Parcel
//
//  Created by Priya Raman on 02/02/2022.
//  Copyright © 2022 Parcel Labs GmbH. All rights reserved.
//

import UIKit
import ParcelUI   // in-house design system: colours, fonts, UIWindow.crossfade(duration:_:)
import os.log

/// The only type that decides which interface tree is on screen.
///
/// States: launching → (onboarding →) signed out ⇄ signed in. View controllers
/// never touch the window: they call `showLogin()`, `showMain()` and friends.
@MainActor
final class AppCoordinator {

    enum State: Equatable {
        case launching, onboarding, signedOut, signedIn
    }

    // MARK: - Properties

    private let window: UIWindow
    private let session: SessionStore
    private let tracker: ShipmentTracker
    private let logger = Logger(subsystem: "app.parcel", category: "coordinator")
    private(set) var state: State = .launching

    /// The main interface, kept while signed in so tab state survives a
    /// trip to the onboarding replay.
    private var shell: AppShellViewController?

    init(window: UIWindow, session: SessionStore, tracker: ShipmentTracker) {
        self.window = window
        self.session = session
        self.tracker = tracker
    }

    // MARK: - Start

    /// Installs the first root. Called once, from `scene(_:willConnectTo:options:)`,
    /// before the scene delegate makes the window visible.
    func start() {
        let first: UIViewController
        if !OnboardingViewController.hasFinished {
            state = .onboarding
            first = makeOnboarding()
        } else if session.isSignedIn {
            state = .signedIn
            first = makeShell()
        } else {
            state = .signedOut
            first = makeLogin()
        }
        window.rootViewController = first
    }

    // MARK: - State changes

    func showLogin() {
        guard state != .signedOut else { return }
        state = .signedOut
        shell = nil
        window.setRootViewController(makeLogin())
    }

    /// After sign-in. The shell fades in a little slower than the other
    /// transitions so the map tiles have loaded (design asked for 450 ms).
    func showMain() {
        state = .signedIn
        let shell = makeShell()
        UIView.transition(with: window,
                          duration: 0.45, // expect: slow_root_transition
                          options: [.transitionCrossDissolve, .allowAnimatedContent],
                          animations: {
                              UIView.performWithoutAnimation {
                                  self.window.rootViewController = shell
                              }
                          },
                          completion: { _ in self.tracker.resumeLiveUpdates() })
    }

    /// Settings → "Replay the tour". Marketing wanted the tour to "turn the app over".
    func replayOnboarding() {
        state = .onboarding
        let tour = makeOnboarding()
        UIView.transition(with: window, duration: 0.35, options: .transitionFlipFromRight, animations: { // expect: root_transition_style
            let wereEnabled = UIView.areAnimationsEnabled
            UIView.setAnimationsEnabled(false)
            self.window.rootViewController = tour
            UIView.setAnimationsEnabled(wereEnabled)
        })
    }

    func finishOnboarding() {
        OnboardingViewController.hasFinished = true
        if session.isSignedIn, let shell {
            state = .signedIn
            // rootlint:disable:next root_switch_for_navigation -- off in .rootlint.json; kept for the shared lint setup
            window.setRootViewController(shell, duration: 0.25)
        } else {
            showLogin()
        }
    }

    /// Explicit sign-out from Settings.
    func logout() {
        session.signOut()
        tracker.stopLiveUpdates()
        showLogin()
    }

    /// The API answered 401 to a refresh: tell the user, then go back to login.
    ///
    /// The switch happens in the alert's action handler, which UIKit calls after
    /// the alert has been dismissed, so nothing stays presented over the login.
    func sessionExpired() {
        session.signOut()
        let alert = UIAlertController(title: String(localized: "Session expired"),
                                      message: String(localized: "Please sign in again."),
                                      preferredStyle: .alert)
        alert.addAction(UIAlertAction(title: String(localized: "Sign in"), style: .default) { [weak self] _ in
            guard let self else { return }
            self.state = .signedOut
            self.window.setRootViewController(self.makeLogin())
        })
        window.topPresentedViewController?.present(alert, animated: true)
    }

    /// Debug menu: point the app at another backend and rebuild the whole UI.
    func switchEnvironment(to environment: APIEnvironment) {
        logger.notice("Switching backend to \(environment.rawValue, privacy: .public)")
        APIEnvironment.current = environment
        session.signOut()
        state = .signedOut
        let login = makeLogin()
        window.crossfade(duration: 0.3) {
            UIView.performWithoutAnimation { self.window.rootViewController = login }
        }
    }

    /// Deep links only navigate inside the signed-in shell; they never replace the root.
    func handle(_ url: URL) {
        guard state == .signedIn, let shell, let shipmentID = ShipmentLink(url: url)?.shipmentID else { return }
        shell.showShipment(id: shipmentID)
    }

    // MARK: - Factories

    private func makeLogin() -> UIViewController {
        let login = LoginViewController(session: session)
        login.coordinator = self
        return UINavigationController(rootViewController: login)
    }

    private func makeOnboarding() -> UIViewController {
        let onboarding = OnboardingViewController()
        onboarding.onFinish = { [weak self] in self?.finishOnboarding() }
        return onboarding
    }

    private func makeShell() -> AppShellViewController {
        if let shell { return shell }
        let shell = AppShellViewController(tracker: tracker, coordinator: self)
        self.shell = shell
        return shell
    }
}
