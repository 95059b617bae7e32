//
//  AppDelegate.swift
//  PulseKit Demo
//

import PulseKit
import UIKit

@main
final class AppDelegate: UIResponder, UIApplicationDelegate {

    var window: UIWindow?
    private var coordinator: DemoAppCoordinator?

    func application(_ application: UIApplication, didFinishLaunchingWithOptions launchOptions: [UIApplication.LaunchOptionsKey: Any]?) -> Bool {
        let window = UIWindow(frame: UIScreen.main.bounds)
        self.window = window
        let coordinator = DemoAppCoordinator(window: window, client: PulseClient(apiKey: DemoConfiguration.apiKey))
        self.coordinator = coordinator
        coordinator.start()
        return true
    }
}

enum DemoConfiguration {
    static let apiKey = "demo-8h2k4"
}
