//
//  DeepLinkRouter.swift
//  Chirp
//

import UIKit

/// Universal links and push payloads, e.g. `https://chirp.app/post/42`.
enum DeepLink: Equatable {
    case post(id: String)
    case profile(handle: String)
    case resetPassword(token: String)
    case magicLogin(token: String)
    case switchAccount

    init?(url: URL) {
        let parts = url.pathComponents.filter { $0 != "/" }
        switch (parts.first, parts.dropFirst().first) {
        case ("post", let id?): self = .post(id: id)
        case ("u", let handle?): self = .profile(handle: handle)
        case ("reset", let token?): self = .resetPassword(token: token)
        case ("magic", let token?): self = .magicLogin(token: token)
        case ("accounts", nil): self = .switchAccount
        default: return nil
        }
    }
}

final class DeepLinkRouter {

    private weak var window: UIWindow?
    private weak var coordinator: AppCoordinator?

    init(window: UIWindow, coordinator: AppCoordinator) {
        self.window = window
        self.coordinator = coordinator
    }

    // MARK: - Handling

    @discardableResult
    func handle(_ url: URL) -> Bool {
        guard let link = DeepLink(url: url) else { return false }

        switch link {
        case .post(let id):
            // In-app navigation: push on the current tab, never replace the root.
            let post = PostViewController(postID: id)
            topNavigationController?.pushViewController(post, animated: true)
        case .profile(let handle):
            topNavigationController?.pushViewController(ProfileViewController(handle: handle), animated: true)
        case .resetPassword(let token):
            window?.rootViewController = UINavigationController(rootViewController: ResetPasswordViewController(token: token)) // expect: unanimated_root_swap
        case .magicLogin(let token):
            guard let window else { return false }
            let verifying = MagicLinkViewController(token: token)
            window.setRootViewController(UINavigationController(rootViewController: verifying), animated: true)
        case .switchAccount:
            resetAllScenes()
        }
        return true
    }

    /// Every open scene goes back to the account picker when the account changes.
    private func resetAllScenes() {
        for case let windowScene as UIWindowScene in UIApplication.shared.connectedScenes {
            windowScene.windows.forEach { $0.rootViewController = AccountPickerViewController() } // expect: unanimated_root_swap
        }
    }

    private var topNavigationController: UINavigationController? {
        let tabs = window?.rootViewController as? UITabBarController
        return tabs?.selectedViewController as? UINavigationController
    }
}
