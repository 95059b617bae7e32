//
//  AppDelegate.swift
//  Parcel
//
//  Created by Priya Raman on 02/02/2022.
//  Copyright © 2022 Parcel Labs GmbH. All rights reserved.
//

import UIKit
import CoreData

@main
final class AppDelegate: UIResponder, UIApplicationDelegate {

    private(set) lazy var services = AppServices.live

    /// Locked to portrait on iPhone except while the map is full screen.
    var orientationLock: UIInterfaceOrientationMask = .portrait

    // MARK: - Core Data

    lazy var persistentContainer: NSPersistentContainer = {
        let container = NSPersistentContainer(name: "Parcel")
        container.loadPersistentStores { _, error in
            if let error {
                // Corrupt store: start over rather than crash at every launch.
                Self.destroyStore(of: container, after: error)
            }
        }
        container.viewContext.automaticallyMergesChangesFromParent = true
        return container
    }()

    // MARK: - UIApplicationDelegate

    func application(_ application: UIApplication,
                     didFinishLaunchingWithOptions launchOptions: [UIApplication.LaunchOptionsKey: Any]?) -> Bool {
        services.tracker.registerBackgroundRefresh()
        // No window here: each scene's SceneDelegate creates one and hands it to an AppCoordinator.
        return true
    }

    func application(_ application: UIApplication,
                     configurationForConnecting connectingSceneSession: UISceneSession,
                     options: UIScene.ConnectionOptions) -> UISceneConfiguration {
        UISceneConfiguration(name: "Default Configuration", sessionRole: connectingSceneSession.role)
    }

    func application(_ application: UIApplication,
                     supportedInterfaceOrientationsFor window: UIWindow?) -> UIInterfaceOrientationMask {
        orientationLock
    }

    // MARK: - Private

    private static func destroyStore(of container: NSPersistentContainer, after error: Error) {
        guard let url = container.persistentStoreDescriptions.first?.url else { return }
        try? container.persistentStoreCoordinator.destroyPersistentStore(at: url, ofType: NSSQLiteStoreType)
        container.loadPersistentStores { _, _ in }
    }
}
