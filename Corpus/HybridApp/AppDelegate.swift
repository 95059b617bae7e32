//
//  AppDelegate.swift
//  Hearth
//
//  UIKit app lifecycle; the UI itself is mostly SwiftUI hosted by SceneDelegate.
//

import UIKit
import BackgroundTasks

@main
final class AppDelegate: UIResponder, UIApplicationDelegate {

    private let refreshTaskIdentifier = "app.hearth.refresh"

    func application(_ application: UIApplication,
                     didFinishLaunchingWithOptions launchOptions: [UIApplication.LaunchOptionsKey: Any]?) -> Bool {
        AppEnvironment.current = AppEnvironment.fromLaunchArguments(ProcessInfo.processInfo.arguments) ?? .production
        registerBackgroundTasks()
        return true
    }

    // MARK: - Scenes

    func application(_ application: UIApplication,
                     configurationForConnecting connectingSceneSession: UISceneSession,
                     options: UIScene.ConnectionOptions) -> UISceneConfiguration {
        let configuration = UISceneConfiguration(name: nil, sessionRole: connectingSceneSession.role)
        configuration.delegateClass = SceneDelegate.self
        return configuration
    }

    // MARK: - Background refresh

    private func registerBackgroundTasks() {
        BGTaskScheduler.shared.register(forTaskWithIdentifier: refreshTaskIdentifier, using: nil) { [weak self] task in
            guard let task = task as? BGAppRefreshTask else { return }
            self?.handleRefresh(task)
        }
    }

    private func handleRefresh(_ task: BGAppRefreshTask) {
        scheduleRefresh()
        let operation = Task {
            let succeeded = await AppState.shared.refreshHouseholdData()
            task.setTaskCompleted(success: succeeded)
        }
        task.expirationHandler = { operation.cancel() }
    }

    func scheduleRefresh() {
        let request = BGAppRefreshTaskRequest(identifier: refreshTaskIdentifier)
        request.earliestBeginDate = Date(timeIntervalSinceNow: 60 * 60)
        try? BGTaskScheduler.shared.submit(request)
    }
}
