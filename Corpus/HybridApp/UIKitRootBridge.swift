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
            window.rootViewController = controller // expect: decentralized_root_switching
            return
        }

        UIView.transition(with: window, duration: 0.3, options: .transitionCrossDissolve) {
            UIView.performWithoutAnimation {
                window.rootViewController = controller // expect: decentralized_root_switching
            }
        }
    }

    /// The in-app language changed: rebuild everything so every string reloads.
    func reloadForLanguageChange() {
        window?.rootViewController = makeController(for: appState.phase) // expect: decentralized_root_switching, unanimated_root_swap
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
