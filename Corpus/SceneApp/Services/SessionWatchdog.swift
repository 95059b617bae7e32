//
//  SessionWatchdog.swift
//  Chirp
//
//  Listens for server-side session revocation (password changed on another
//  device, account suspended). Written in 2019, before the app adopted scenes;
//  CHIRP-2290 tracks moving it onto AppCoordinator.
//

import UIKit
import Combine

final class SessionWatchdog {

    private var cancellables = Set<AnyCancellable>()
    private let api: APIClient

    init(api: APIClient, events: AnyPublisher<ServerEvent, Never>) {
        self.api = api
        events
            .receive(on: DispatchQueue.main)
            .sink { [weak self] event in self?.handle(event) }
            .store(in: &cancellables)
    }

    private func handle(_ event: ServerEvent) {
        switch event {
        case .passwordChanged:
            returnToLogin()
        case .accountSuspended(let reason):
            showSuspended(reason: reason)
        case .accountDeleted:
            showWelcome()
        case .newFollower:
            jumpToNotificationsTab()
        case .subscriptionChanged:
            refreshBadges()
        }
    }

    /// The container does the transition; the look-up is what's wrong here.
    private func returnToLogin() {
        (UIApplication.shared.keyWindow?.rootViewController as? RootViewController)?.transitionToLogin() // expect: deprecated_window_lookup
    }

    private func showSuspended(reason: String) {
        let sceneDelegate = UIApplication.shared.connectedScenes.first?.delegate as! SceneDelegate // expect: forced_root_cast
        sceneDelegate.coordinator?.showLogin()
        sceneDelegate.window?.rootViewController?.present(SuspendedNoticeViewController(reason: reason), animated: true)
    }

    /// `delegate?.window` is always nil in this scene-based app: this has silently done nothing since 2020.
    private func showWelcome() {
        UIApplication.shared.delegate?.window??.rootViewController = WelcomeViewController() // expect: deprecated_window_lookup, root_switch_outside_coordinator, unanimated_root_swap
    }

    /// Selecting a tab reads the root; it does not switch it.
    private func jumpToNotificationsTab() {
        (UIApplication.shared.keyWindow?.rootViewController as? UITabBarController)?.selectedIndex = 2
    }

    /// Badge counts on every connected scene's tab bar.
    private func refreshBadges() {
        let windows = UIApplication.shared.connectedScenes
            .compactMap { $0 as? UIWindowScene }
            .flatMap(\.windows)
        for case let tabs as MainTabBarController in windows.map(\.rootViewController) {
            tabs.refreshBadges(unread: api.unreadCount)
        }
    }
}
