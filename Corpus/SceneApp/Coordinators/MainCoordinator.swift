//
//  MainCoordinator.swift
//  Chirp
//

import UIKit

/// The signed-in experience: a tab bar with one navigation stack per tab.
final class MainCoordinator: NSObject, Coordinator {

    var childCoordinators: [Coordinator] = []
    let rootViewController: MainTabBarController

    private let dependencies: AppDependencies
    private var selectedTabKey: String { "main.selectedTab" }

    init(dependencies: AppDependencies) {
        self.dependencies = dependencies
        self.rootViewController = MainTabBarController()
        super.init()
        rootViewController.delegate = self
    }

    func start() {
        let feed = UINavigationController(rootViewController: HomeFeedViewController(dependencies: dependencies))
        feed.tabBarItem = UITabBarItem(title: "Home", image: UIImage(systemName: "house"), tag: 0)

        let profile = ProfileViewController(user: dependencies.session.currentUser, dependencies: dependencies)
        let profileNavigation = UINavigationController(rootViewController: profile)
        profileNavigation.tabBarItem = UITabBarItem(title: "Profile", image: UIImage(systemName: "person"), tag: 1)

        rootViewController.setViewControllers([feed, profileNavigation], animated: false)
    }

    func restoreSelectedTab() {
        rootViewController.selectedIndex = UserDefaults.standard.integer(forKey: selectedTabKey)
    }

    func showPost(_ post: Post) {
        guard let navigation = rootViewController.selectedViewController as? UINavigationController else { return }
        navigation.pushViewController(PostViewController(post: post), animated: true)
    }

    func selectTab(_ index: Int) {
        guard rootViewController.viewControllers?.indices.contains(index) == true else { return }
        rootViewController.selectedIndex = index
    }
}

// MARK: - UITabBarControllerDelegate

extension MainCoordinator: UITabBarControllerDelegate {
    func tabBarController(_ tabBarController: UITabBarController, didSelect viewController: UIViewController) {
        UserDefaults.standard.set(tabBarController.selectedIndex, forKey: selectedTabKey)
        if tabBarController.selectedIndex == 0, viewController === tabBarController.selectedViewController {
            (viewController as? UINavigationController)?.popToRootViewController(animated: true)
        }
    }
}
