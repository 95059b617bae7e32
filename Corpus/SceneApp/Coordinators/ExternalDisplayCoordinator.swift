//
//  ExternalDisplayCoordinator.swift
//  Chirp
//
//  Mirrors the "Spaces" live audio room onto an external display or AirPlay.
//

import UIKit

/// Drives the window of a non-interactive external display scene.
final class ExternalDisplayCoordinator: Coordinator {

    var childCoordinators: [Coordinator] = []

    private let window: UIWindow
    private var room: AudioRoom?

    /// Builds the external window; it is shown immediately and never becomes key.
    init(windowScene: UIWindowScene) {
        window = UIWindow(windowScene: windowScene)
        window.backgroundColor = .black
        window.rootViewController = ExternalIdleViewController()
        window.isHidden = false
    }

    func start() {
        // Nothing to do until a room starts; the idle screen is already up.
    }

    // MARK: - Rooms

    func show(_ room: AudioRoom) {
        self.room = room
        let stage = ExternalStageViewController(room: room)
        UIView.transition(with: window, duration: 0.4, options: [.transitionCrossDissolve], animations: {
            UIView.performWithoutAnimation {
                self.window.rootViewController = stage
            }
        })
    }

    /// AirPlay pairing: the code the presenter types on their phone.
    func showPairingCode(_ code: String) {
        let pairing = ExternalPairingViewController(code: code)
        UIView.transition(with: window, duration: 0.3, options: [.transitionCrossDissolve, .allowAnimatedContent]) {
            self.window.rootViewController = pairing // expect: nested_animations_in_root_transition
        }
    }

    func update(speakers: [Speaker]) {
        // A read: the stage updates in place, the root stays.
        (window.rootViewController as? ExternalStageViewController)?.speakers = speakers
    }

    func roomEnded() {
        room = nil
        let idle = ExternalIdleViewController()
        guard let current = window.rootViewController?.view else { return }
        UIView.transition(from: current, to: idle.view, duration: 0.3, options: [.transitionCrossDissolve]) { _ in
            self.window.rootViewController = idle
        }
    }
}
