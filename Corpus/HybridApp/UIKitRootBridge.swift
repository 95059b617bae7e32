//
//  UIKitRootBridge.swift
//  Hearth
//
//  Mirrors `AppState.phase` onto the UIKit window. SwiftUI screens never
//  touch the window themselves; they change the phase.
//

import UIKit
import SwiftUI
import Combine

@MainActor
final class UIKitRootBridge {

    // MARK: - Properties

    private weak var window: UIWindow?
    private let appState: AppState
    private var cancellables = Set<AnyCancellable>()

    init(window: UIWindow, appState: AppState) {
        self.window = window
        self.appState = appState

        appState.$phase
            .removeDuplicates()
            .dropFirst()
            .sink { [weak self] phase in
                self?.apply(phase, animated: UIApplication.shared.applicationState == .active)
            }
            .store(in: &cancellables)

        NotificationCenter.default.publisher(for: NSLocale.currentLocaleDidChangeNotification)
            .sink { [weak self] _ in self?.reloadForLanguageChange() }
            .store(in: &cancellables)
    }

    // MARK: - Applying phases

    /// Installs the controller for `phase`, cross-dissolving when the app is in the foreground.
    func apply(_ phase: AppState.Phase, animated: Bool) {
        guard let window else { return }
        let controller = makeController(for: phase)

        if !animated {
            window.rootViewController = controller
            return
        }

        UIView.transition(with: window, duration: 0.3, options: .transitionCrossDissolve) {
            UIView.performWithoutAnimation {
                window.rootViewController = controller
            }
        }
    }

    /// The in-app language changed: rebuild everything so every string reloads.
    func reloadForLanguageChange() {
        window?.rootViewController = makeController(for: appState.phase) // expect: unanimated_root_swap
    }

    /// Dynamic Type or Bold Text changed: rebuild, with a long fade so the jump isn't jarring.
    func reloadForAccessibilityChange(animated: Bool) {
        guard let window else { return }
        let controller = makeController(for: appState.phase)
        UIView.transition(with: window, duration: animated ? 0.8 : 0, options: .transitionCrossDissolve, animations: { // expect: slow_root_transition
            UIView.performWithoutAnimation { window.rootViewController = controller }
        })
    }

    /// Household setup finished: "pop" the main UI in.
    func celebrateSetupComplete(_ household: Household) {
        guard let window else { return }
        UIView.animate(withDuration: 0.5) {
            window.rootViewController = self.makeController(for: .signedIn(household)) // expect: root_swap_in_animate_block
        }
    }

    /// Switching households turns the "house card" over.
    func switchHousehold(to household: Household) {
        guard let window else { return }
        let controller = makeController(for: .signedIn(household))
        UIView.transition(
            with: window,
            duration: 0.5,
            options: [
                .transitionFlipFromBottom, // expect: root_transition_style
                .allowAnimatedContent,
            ],
            animations: {
                UIView.performWithoutAnimation {
                    window.rootViewController = controller
                }
            }
        )
    }

    /// A gentle "bump" of the whole UI when a chore is completed from a widget.
    /// Animates the root's view; the root itself stays.
    func bump() {
        guard let root = window?.rootViewController else { return }
        UIView.animate(withDuration: 0.15, animations: {
            root.view.transform = CGAffineTransform(scaleX: 0.98, y: 0.98)
        }, completion: { _ in
            UIView.animate(withDuration: 0.15) { self.window?.rootViewController?.view.transform = .identity }
        })
    }

    // MARK: - Factories

    private func makeController(for phase: AppState.Phase) -> UIViewController {
        switch phase {
        case .signedOut:
            return UIHostingController(rootView: SignInView().environmentObject(appState))
        case .onboarding:
            return UIHostingController(rootView: OnboardingView().environmentObject(appState))
        case .signedIn:
            let host = UIHostingController(rootView: MainView().environmentObject(appState))
            host.view.backgroundColor = .systemBackground
            return host
        }
    }
}
