//
//  AppShellViewController.swift
//  Parcel
//
//  The signed-in root: hosts the tab bar, and swaps it for the offline
//  screen when the tracker loses the connection.
//

import UIKit
import Network

final class AppShellViewController: UIViewController {

    // MARK: - Properties

    private let tracker: ShipmentTracker
    private weak var coordinator: AppCoordinator?
    private let tabs: MainTabBarController
    private var current: UIViewController
    private let pathMonitor = NWPathMonitor()

    init(tracker: ShipmentTracker, coordinator: AppCoordinator) {
        self.tracker = tracker
        self.coordinator = coordinator
        self.tabs = MainTabBarController(tracker: tracker, coordinator: coordinator)
        self.current = tabs
        super.init(nibName: nil, bundle: nil)
    }

    @available(*, unavailable)
    required init?(coder: NSCoder) {
        fatalError("init(coder:) has not been implemented")
    }

    override var childForStatusBarStyle: UIViewController? { current }
    override var childForHomeIndicatorAutoHidden: UIViewController? { current }

    // MARK: - Lifecycle

    override func viewDidLoad() {
        super.viewDidLoad()
        view.backgroundColor = .systemBackground
        // The first child: embedding, not a swap.
        addChild(current)
        current.view.frame = view.bounds
        current.view.autoresizingMask = [.flexibleWidth, .flexibleHeight]
        view.addSubview(current.view)
        current.didMove(toParent: self)

        pathMonitor.pathUpdateHandler = { [weak self] path in
            DispatchQueue.main.async { self?.connectivityChanged(isOnline: path.status == .satisfied) }
        }
        pathMonitor.start(queue: .global(qos: .utility))
    }

    deinit {
        pathMonitor.cancel()
    }

    // MARK: - Child switching

    /// Cross-dissolves from the current child to `new`.
    private func transition(to new: UIViewController, duration: TimeInterval = 0.25) {
        guard new !== current else { return }
        let old = current
        old.willMove(toParent: nil)
        addChild(new)
        new.view.frame = view.bounds
        new.view.autoresizingMask = [.flexibleWidth, .flexibleHeight]
        transition(from: old, to: new, duration: duration, options: [.transitionCrossDissolve], animations: nil) { _ in
            old.removeFromParent()
            new.didMove(toParent: self)
            self.current = new
            self.setNeedsStatusBarAppearanceUpdate()
        }
    }

    private func connectivityChanged(isOnline: Bool) {
        if isOnline {
            transition(to: tabs)
        } else {
            transition(to: OfflineViewController(onRetry: { [weak self] in self?.tracker.resumeLiveUpdates() }))
        }
    }

    /// Shown when the server says this app version can no longer talk to it.
    /// Blocks everything at once: no transition, the old UI must not be usable.
    func showForcedUpdate(_ screen: ForcedUpdateViewController) {
        current.willMove(toParent: nil)
        current.view.removeFromSuperview()
        current.removeFromParent()
        addChild(screen) // expect: unanimated_container_swap
        screen.view.frame = view.bounds
        view.addSubview(screen.view)
        screen.didMove(toParent: self)
        current = screen
    }

    // MARK: - Navigation inside the shell

    func showShipment(id: Shipment.ID) {
        if current !== tabs { transition(to: tabs, duration: 0) }
        tabs.selectedIndex = MainTabBarController.Tab.shipments.rawValue
        (tabs.selectedViewController as? UINavigationController)?
            .pushViewController(ShipmentDetailViewController(shipmentID: id, tracker: tracker), animated: true)
    }
}
