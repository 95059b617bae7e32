//
//  SceneDelegate.swift
//  Parcel
//

import UIKit

final class SceneDelegate: UIResponder, UIWindowSceneDelegate {

    var window: UIWindow?
    private var appCoordinator: AppCoordinator?

    private var services: AppServices {
        // The app delegate builds the shared services once; scenes borrow them.
        (UIApplication.shared.delegate as? AppDelegate)?.services ?? .live
    }

    // MARK: - UIWindowSceneDelegate

    func scene(_ scene: UIScene, willConnectTo session: UISceneSession, options connectionOptions: UIScene.ConnectionOptions) {
        guard let windowScene = scene as? UIWindowScene else { return }

        let window = UIWindow(windowScene: windowScene)
        window.tintColor = ParcelColors.brand
        self.window = window

        let appCoordinator = AppCoordinator(window: window, session: services.session, tracker: services.tracker)
        appCoordinator.start()
        window.makeKeyAndVisible()
        self.appCoordinator = appCoordinator

        if let url = connectionOptions.urlContexts.first?.url {
            appCoordinator.handle(url)
        }

        services.session.onExpiry = { [weak appCoordinator] in
            appCoordinator?.sessionExpired()
        }
    }

    func scene(_ scene: UIScene, openURLContexts URLContexts: Set<UIOpenURLContext>) {
        URLContexts.forEach { appCoordinator?.handle($0.url) }
    }

    func sceneDidBecomeActive(_ scene: UIScene) {
        services.tracker.resumeLiveUpdates()
    }

    func sceneWillResignActive(_ scene: UIScene) {
        services.tracker.pauseLiveUpdates()
    }

    func sceneDidDisconnect(_ scene: UIScene) {
        // The scene may come back later with a fresh window; drop ours.
        appCoordinator = nil
        window = nil
    }

    // MARK: - Scene-scoped helpers

    /// The scene's own key window. `UIApplication.shared.keyWindow` is deprecated
    /// and ambiguous with several scenes; this is not.
    var keyWindow: UIWindow? {
        (window?.windowScene ?? UIApplication.shared.connectedScenes.first as? UIWindowScene)?.keyWindow
    }
}
