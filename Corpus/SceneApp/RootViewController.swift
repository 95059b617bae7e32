//
//  RootViewController.swift
//  Chirp
//
//  The window's root never changes after launch in the widget-extension host;
//  this container swaps its single child instead.
//

import UIKit

final class RootViewController: UIViewController {

    // MARK: - Properties

    private var current: UIViewController
    private let dependencies: AppDependencies

    init(dependencies: AppDependencies) {
        self.dependencies = dependencies
        self.current = SplashViewController()
        super.init(nibName: nil, bundle: nil)
    }

    required init?(coder: NSCoder) {
        fatalError("init(coder:) has not been implemented")
    }

    override var childForStatusBarStyle: UIViewController? { current }

    // MARK: - Lifecycle

    override func viewDidLoad() {
        super.viewDidLoad()
        addChild(current)
        current.view.frame = view.bounds
        view.addSubview(current.view)
        current.didMove(toParent: self)
    }

    // MARK: - Transitions

    func transitionToHome() {
        let home = UINavigationController(rootViewController: HomeFeedViewController(dependencies: dependencies))
        swapChild(to: home)
    }

    func transitionToLogin() {
        let login = UINavigationController(rootViewController: LoginViewController())
        swapChild(to: login)
    }

    /// Throws away the whole container, e.g. after switching the backend environment.
    func resetApplication() {
        dependencies.session.clear()
        view.window?.rootViewController = RootViewController(dependencies: dependencies) // expect: unanimated_root_swap
    }

    /// The account was locked on the server: nothing behind may stay usable,
    /// so the lock screen replaces the child at once.
    func showLockedOut(reason: String) {
        let locked = AccountLockedViewController(reason: reason)
        current.willMove(toParent: nil)
        current.view.removeFromSuperview()
        current.removeFromParent()
        self.addChild(locked) // expect: unanimated_container_swap
        locked.view.frame = view.bounds
        view.addSubview(locked.view)
        locked.didMove(toParent: self)
        current = locked
        setNeedsStatusBarAppearanceUpdate()
    }

    /// Maintenance screen: the child swap is cross-dissolved with a view transition.
    func showMaintenance(_ maintenance: MaintenanceViewController) {
        let old = current
        old.willMove(toParent: nil)
        addChild(maintenance)
        maintenance.view.frame = view.bounds
        UIView.transition(with: view, duration: 0.3, options: .transitionCrossDissolve, animations: {
            old.view.removeFromSuperview()
            self.view.addSubview(maintenance.view)
        }, completion: { _ in
            old.removeFromParent()
            maintenance.didMove(toParent: self)
            self.current = maintenance
        })
    }

    /// Drops the current child, e.g. before the scene is torn down. Not a swap.
    func removeCurrentChild() {
        current.willMove(toParent: nil)
        current.view.removeFromSuperview()
        current.removeFromParent()
    }

    private func swapChild(to new: UIViewController) {
        current.willMove(toParent: nil)
        addChild(new)
        new.view.frame = view.bounds
        transition(from: current, to: new, duration: 0.3, options: [.transitionCrossDissolve], animations: nil) { _ in
            self.current.removeFromParent()
            new.didMove(toParent: self)
            self.current = new
            self.setNeedsStatusBarAppearanceUpdate()
        }
    }
}

// MARK: - Convenience

extension SceneDelegate {
    /// The container, when this scene was started with one (widget host builds only).
    var rootViewController: RootViewController? {
        window?.rootViewController as? RootViewController
    }
}
