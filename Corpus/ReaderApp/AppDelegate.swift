//
//  AppDelegate.swift
//  Folio
//
//  Created by Mateo Alvarez on 08/11/2017.
//  Copyright © 2017 Folio Libraries. All rights reserved.
//
//  Folio predates scenes: the app delegate still builds the one window.
//

import UIKit

@UIApplicationMain
final class AppDelegate: UIResponder, UIApplicationDelegate {

    var window: UIWindow?

    private let library = LibraryAccount.shared

    // The old, argument-less callback: still called, and still where Folio starts.
    func applicationDidFinishLaunching(_ application: UIApplication) {
        registerDefaults()
        setupWindow()
        NotificationCenter.default.addObserver(self, selector: #selector(libraryCardExpired),
                                               name: .libraryCardDidExpire, object: nil)
        NotificationCenter.default.addObserver(self, selector: #selector(reloadCatalog),
                                               name: .catalogDidChange, object: nil)
    }

    // MARK: - Window

    private func setupWindow() {
        guard window == nil else { return }
        window = UIWindow(frame: UIScreen.main.bounds)
        configureWindow(window!)
    }

    /// The first interface: the shelf, or the card sign-in.
    func configureWindow(_ window: UIWindow) {
        window.tintColor = UIColor(named: "FolioInk")
        window.tintAdjustmentMode = .normal
        window.rootViewController = makeRootViewController()
        window.makeKeyAndVisible()
    }

    private func makeRootViewController() -> UIViewController {
        if library.hasValidCard {
            return ShelfTabBarController(account: library)
        }
        return UINavigationController(rootViewController: CardSignInViewController())
    }

    // MARK: - Runtime changes

    /// A librarian revoked the card while the app was open.
    @objc private func libraryCardExpired() {
        guard let window else { return }
        UIView.transition(with: window, duration: 0.3, options: .transitionCrossDissolve, animations: {
            UIView.performWithoutAnimation {
                window.rootViewController = UINavigationController(rootViewController: CardSignInViewController())
            }
        })
    }

    /// The catalog changed on the server: rebuild the shelf from scratch.
    /// Runs from a notification, long after launch, on the window the reader is using.
    @objc private func reloadCatalog() {
        rebuildShelf()
    }

    private func rebuildShelf() {
        window?.rootViewController = ShelfTabBarController(account: library) // expect: unanimated_root_swap
    }

    private func registerDefaults() {
        UserDefaults.standard.register(defaults: ["fontScale": 1.0, "nightMode": false])
    }
}

extension Notification.Name {
    static let libraryCardDidExpire = Notification.Name("FolioLibraryCardDidExpire")
    static let catalogDidChange = Notification.Name("FolioCatalogDidChange")
}

// MARK: - Family cards

extension AppDelegate {
    /// Another member of the family picks up the shared iPad.
    func switchFamilyMember(to card: LibraryCard) {
        library.activate(card)
        UIApplication.setRootView(ShelfTabBarController(account: library), options: .transitionCrossDissolve)
    }

    /// The last member signed out of the shared iPad: back to the card sign-in.
    func signOutLastFamilyMember() {
        library.deactivateAll()
        UIApplication.setRootView(UINavigationController(rootViewController: CardSignInViewController()))
    }
}
