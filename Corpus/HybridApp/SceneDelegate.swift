//
//  SceneDelegate.swift
//  Hearth
//

import UIKit
import SwiftUI

final class SceneDelegate: UIResponder, UIWindowSceneDelegate {

    var window: UIWindow?
    private let appState = AppState.shared
    private var bridge: UIKitRootBridge?

    // MARK: - UIWindowSceneDelegate

    func scene(_ scene: UIScene, willConnectTo session: UISceneSession, options connectionOptions: UIScene.ConnectionOptions) {
        guard let windowScene = scene as? UIWindowScene else { return }

        let window = UIWindow(windowScene: windowScene)
        window.tintColor = UIColor(named: "AccentColor")

        // The splash plays its animation, then hands over to the real UI.
        let splash = UIHostingController(rootView: SplashView(onFinish: { [weak self] in
            guard let self else { return }
            self.window?.rootViewController = self.makeRootHostingController() // expect: decentralized_root_switching, unanimated_root_swap
            self.bridge = UIKitRootBridge(window: window, appState: self.appState)
        }))
        window.rootViewController = splash
        window.makeKeyAndVisible()
        self.window = window
    }

    func sceneWillEnterForeground(_ scene: UIScene) {
        Task { await appState.refreshHouseholdData() }
    }

    func scene(_ scene: UIScene, continue userActivity: NSUserActivity) {
        guard userActivity.activityType == NSUserActivityTypeBrowsingWeb, let url = userActivity.webpageURL else { return }
        appState.open(url)
    }

    // MARK: - Root

    private func makeRootHostingController() -> UIViewController {
        let host = UIHostingController(rootView: AppRootView().environmentObject(appState))
        host.view.backgroundColor = .systemBackground
        return host
    }
}
