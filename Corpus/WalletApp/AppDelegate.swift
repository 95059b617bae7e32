//
//  AppDelegate.swift
//  Keyring
//
//  Created by Tomasz Wójcik on 03/05/2021.
//  Copyright © 2021 Keyring Labs. All rights reserved.
//

import UIKit

@main
final class AppDelegate: UIResponder, UIApplicationDelegate {

    var window: UIWindow?

    func application(_ application: UIApplication,
                     didFinishLaunchingWithOptions launchOptions: [UIApplication.LaunchOptionsKey: Any]?) -> Bool {
        let rootWindow = KeyringWindow()
        window = rootWindow

        // The root module decides the first screen synchronously, before the
        // window is shown: whatever it installs is the first root.
        let presenter = RootPresenterFactory.createPresenter(with: rootWindow)
        presenter.loadOnLaunch()

        rootWindow.makeKeyAndVisible()
        return true
    }
}

final class KeyringWindow: UIWindow {
    convenience init() {
        self.init(frame: UIScreen.main.bounds)
        tintColor = UIColor(named: "KeyringAccent")
    }
}
