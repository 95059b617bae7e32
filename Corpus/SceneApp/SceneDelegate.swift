//
//  SceneDelegate.swift
//  Chirp
//

import UIKit
import Combine

final class SceneDelegate: UIResponder, UIWindowSceneDelegate {

    var window: UIWindow?
    private(set) var coordinator: AppCoordinator?
    private(set) var router: DeepLinkRouter?
    private var lockManager: LockScreenWindowManager?
    private var cancellables = Set<AnyCancellable>()

    private var dependencies: AppDependencies {
        AppDelegate.shared?.dependencies ?? .live()
    }

    // MARK: - Connecting

    func scene(_ scene: UIScene, willConnectTo session: UISceneSession, options connectionOptions: UIScene.ConnectionOptions) {
        guard let windowScene = scene as? UIWindowScene else { return }
        let window = UIWindow(windowScene: windowScene)
        self.window = window

        // iPad: a second window opened from the "New Post" menu only hosts the composer.
        if let activity = connectionOptions.userActivities.first, activity.activityType == NSUserActivity.composeActivityType {
            window.rootViewController = UINavigationController(rootViewController: ComposeViewController(draft: activity.draft))
            window.makeKeyAndVisible()
            return
        }

        let coordinator = AppCoordinator(window: window, dependencies: dependencies)
        coordinator.start()
        self.coordinator = coordinator
        router = DeepLinkRouter(window: window, coordinator: coordinator)
        lockManager = LockScreenWindowManager(windowScene: windowScene, mainWindow: window)

        if let url = connectionOptions.urlContexts.first?.url {
            router?.handle(url)
        }

        // Remote config can arrive after launch; a maintenance window replaces everything.
        dependencies.remoteConfig.fetch { [weak self] config in
            guard config.isInMaintenance else { return }
            DispatchQueue.main.async {
                self?.window?.rootViewController = MaintenanceViewController(message: config.maintenanceMessage) // expect: unanimated_root_swap
            }
        }

        dependencies.session.$state
            .dropFirst()
            .removeDuplicates()
            .receive(on: DispatchQueue.main)
            .sink { [weak coordinator] state in
                state == .signedIn ? coordinator?.showMain() : coordinator?.showLogin()
            }
            .store(in: &cancellables)
    }

    // MARK: - Lifecycle

    func scene(_ scene: UIScene, openURLContexts URLContexts: Set<UIOpenURLContext>) {
        URLContexts.forEach { router?.handle($0.url) }
    }

    func sceneDidEnterBackground(_ scene: UIScene) {
        if dependencies.settings.requiresPasscode {
            lockManager?.showLock()
        }
    }

    func windowScene(_ windowScene: UIWindowScene, performActionFor shortcutItem: UIApplicationShortcutItem,
                     completionHandler: @escaping (Bool) -> Void) {
        guard shortcutItem.type == "com.chirp.compose", let window else {
            completionHandler(false)
            return
        }
        window.rootViewController?.present(UINavigationController(rootViewController: ComposeViewController()), animated: true)
        completionHandler(true)
    }

    func sceneDidDisconnect(_ scene: UIScene) {
        cancellables.removeAll()
        coordinator = nil
    }
}
