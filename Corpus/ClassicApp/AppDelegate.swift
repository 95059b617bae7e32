//
//  AppDelegate.swift
//  Shopfront
//
//  Created by Dana Whitfield on 14/03/2019.
//  Copyright © 2019 Shopfront Ltd. All rights reserved.
//

import UIKit
import GoogleMobileAds
import os.log

@UIApplicationMain
final class AppDelegate: UIResponder, UIApplicationDelegate {

    var window: UIWindow?

    private let session = SessionManager.shared
    private let logger = Logger(subsystem: "com.shopfront.app", category: "lifecycle")
    private var sessionObserver: NSObjectProtocol?

    // MARK: - UIApplicationDelegate

    func application(_ application: UIApplication,
                     willFinishLaunchingWithOptions launchOptions: [UIApplication.LaunchOptionsKey: Any]? = nil) -> Bool {
        // State restoration needs a window and a root before didFinishLaunching.
        window = UIWindow(frame: UIScreen.main.bounds)
        window?.rootViewController = LaunchPlaceholderViewController()
        return true
    }

    func application(_ application: UIApplication,
                     didFinishLaunchingWithOptions launchOptions: [UIApplication.LaunchOptionsKey: Any]?) -> Bool {
        GADMobileAds.sharedInstance().start(completionHandler: nil)
        configureAppearance()

        guard let window = window else {
            logger.fault("willFinishLaunching did not create a window")
            return false
        }
        window.backgroundColor = .systemBackground

        if !OnboardingViewController.hasCompletedOnboarding {
            window.rootViewController = OnboardingViewController()
        } else if session.isLoggedIn {
            window.rootViewController = makeMainInterface()
        } else {
            window.rootViewController = UINavigationController(rootViewController: LoginViewController())
        }
        window.makeKeyAndVisible()

        // Tokens can expire while the app is in use; the server tells us via a push or a 401.
        sessionObserver = NotificationCenter.default.addObserver(forName: .sessionDidExpire, object: nil, queue: .main) { [weak self] _ in
            self?.logger.info("Session expired, returning to login")
            self?.window?.rootViewController = UINavigationController(rootViewController: LoginViewController()) // expect: unanimated_root_swap
        }
        return true
    }

    func applicationWillResignActive(_ application: UIApplication) {
        session.persist()
    }

    // MARK: - Root switching

    /// Replaces the whole interface with the login flow.
    ///
    /// Called by `SessionManager` after logout and by the onboarding screens when they finish.
    /// - Parameter animated: Pass `false` from state restoration, where nothing is on screen yet.
    func showLogin(animated: Bool = true) {
        guard let window = window else { return }
        let login = UINavigationController(rootViewController: LoginViewController())
        guard animated else {
            window.rootViewController = login
            return
        }
        UIView.transition(with: window, duration: 0.3, options: .transitionCrossDissolve, animations: {
            UIView.performWithoutAnimation {
                window.rootViewController = login
            }
        })
    }

    /// Installs the tab bar once the user is signed in.
    func showMainInterface() {
        guard let window = window else { return }
        window.rootViewController = makeMainInterface()
        UIView.transition(with: window, duration: 0.25, options: .transitionCrossDissolve, animations: nil, completion: nil)
    }

    /// Debug menu: "Reset onboarding".
    func resetToOnboarding() {
        OnboardingViewController.hasCompletedOnboarding = false
        window?.rootViewController = OnboardingViewController() // expect: unanimated_root_swap
    }

    /// The in-app language picker: rebuild the tab bar so every string reloads.
    func restartAfterLanguageChange() {
        guard let window = window else { return }
        UIView.transition(with: window, duration: 0.3, options: .transitionCrossDissolve, animations: {
            window.rootViewController = self.makeMainInterface() // expect: nested_animations_in_root_transition
        }, completion: nil)
    }

    /// Guest → member upgrade finished: back to the full tab bar, "with a soft fade".
    func finishGuestUpgrade() {
        UIView.animate(withDuration: 0.35, delay: 0, options: [.curveEaseInOut], animations: {
            self.window?.rootViewController = self.makeMainInterface() // expect: root_swap_in_animate_block
        }, completion: nil)
    }

    /// Session ended on another device: fade the old interface out, then show login.
    /// The fade is on the old root's view; the new root still appears in one frame.
    func fadeOutToLogin() {
        UIView.animate(withDuration: 0.2, animations: {
            self.window?.rootViewController?.view.alpha = 0
        }, completion: { _ in
            self.window?.rootViewController = UINavigationController(rootViewController: LoginViewController()) // expect: unanimated_root_swap
        })
    }

    /// First launch only: the onboarding "cover" curls away to reveal the login screen.
    func revealLoginAfterOnboarding() {
        guard let window else { return }
        window.rootViewController = UINavigationController(rootViewController: LoginViewController())
        UIView.transition(with: window, duration: 0.6, options: [.transitionCurlUp, .allowAnimatedContent], animations: nil) // expect: root_transition_style, slow_root_transition
    }

    /// After an app update: the tab bar, then the "What's new" sheet presented on top of it.
    /// The sheet comes after the swap, so it belongs to the new root.
    func showMainInterfaceWithWhatsNew() {
        guard let window else { return }
        let main = makeMainInterface()
        UIView.transition(with: window, duration: 0.3, options: .transitionCrossDissolve, animations: {
            UIView.performWithoutAnimation { window.rootViewController = main }
        }, completion: { _ in
            main.present(WhatsNewViewController(version: Bundle.main.shortVersion), animated: true)
        })
    }

    // MARK: - Private

    private func makeMainInterface() -> UITabBarController {
        let tabBarController = UITabBarController()
        let products = UINavigationController(rootViewController: ProductListViewController())
        products.tabBarItem = UITabBarItem(title: "Shop", image: UIImage(systemName: "bag"), tag: 0)
        let settings = UINavigationController(rootViewController: SettingsViewController(style: .insetGrouped))
        settings.tabBarItem = UITabBarItem(title: "Settings", image: UIImage(systemName: "gear"), tag: 1)
        tabBarController.viewControllers = [products, settings]
        return tabBarController
    }

    private func configureAppearance() {
        let appearance = UINavigationBarAppearance()
        appearance.configureWithDefaultBackground()
        UINavigationBar.appearance().standardAppearance = appearance
        UINavigationBar.appearance().scrollEdgeAppearance = appearance
        UITabBar.appearance().tintColor = UIColor(named: "Brand")
    }
}

extension Notification.Name {
    static let sessionDidExpire = Notification.Name("SessionDidExpire")
    static let sessionDidEnd = Notification.Name("SessionDidEnd")
}
