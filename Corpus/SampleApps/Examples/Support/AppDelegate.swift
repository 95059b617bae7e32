//
//  AppDelegate.swift
//  Support (PulseKit example)
//

import PulseKit
import UIKit

@main
final class AppDelegate: UIResponder, UIApplicationDelegate {

    var window: UIWindow?
    private lazy var coordinator = SupportCoordinator(client: PulseClient(apiKey: "support-demo"))

    func application(_ application: UIApplication, didFinishLaunchingWithOptions launchOptions: [UIApplication.LaunchOptionsKey: Any]?) -> Bool {
        let window = UIWindow(frame: UIScreen.main.bounds)
        window.rootViewController = UIViewController()
        window.makeKeyAndVisible()
        self.window = window
        coordinator.start(in: window)
        return true
    }
}
