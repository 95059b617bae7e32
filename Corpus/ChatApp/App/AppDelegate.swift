//
//  AppDelegate.swift
//  Parley
//
//  Created by Tomás Ferreira on 11/05/2018.
//  Copyright © 2018 Parley. All rights reserved.
//

import UIKit
import UserNotifications

@UIApplicationMain
final class AppDelegate: UIResponder, UIApplicationDelegate {

    var window: UIWindow?

    func application(_ application: UIApplication, didFinishLaunchingWithOptions launchOptions: [UIApplication.LaunchOptionsKey: Any]?) -> Bool {
        UserDefaults.standard.register(defaults: [PreferencesStore.Key.sendOnReturn: true])
        UNUserNotificationCenter.current().delegate = NotificationRouter.shared

        let window = UIWindow(frame: UIScreen.main.bounds)
        window.rootViewController = LaunchScreenViewController()
        window.makeKeyAndVisible()
        self.window = window

        WindowManager.shared.start(in: window)
        return true
    }

    func applicationDidEnterBackground(_ application: UIApplication) {
        PreferencesStore.shared.lastActive = Date()
    }
}
