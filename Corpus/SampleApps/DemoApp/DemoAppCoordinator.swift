//
//  DemoAppCoordinator.swift
//  PulseKit Demo
//
//  Which screen tree the demo shows: the user picker until someone logs in,
//  the channel list after.
//

import PulseKit
import UIKit

final class DemoAppCoordinator: ChannelListRouting {

    private let window: UIWindow
    private let client: PulseClient

    init(window: UIWindow, client: PulseClient) {
        self.window = window
        self.client = client
    }

    func start() {
        let picker = DemoUserPickerViewController { [weak self] user in self?.logIn(as: user) }
        window.rootViewController = UINavigationController(rootViewController: picker)
        window.makeKeyAndVisible()
    }

    func logIn(as user: DemoUser) {
        client.connect(userID: user.id, token: user.token) { [weak self] error in
            guard error == nil, let self else { return }
            let channels = ChannelListViewController(client: self.client)
            channels.router = self
            channels.navigationItem.leftBarButtonItem = UIBarButtonItem(title: "Log Out", style: .plain, target: self, action: #selector(self.logOut))
            self.show(UINavigationController(rootViewController: channels))
        }
    }

    @objc func logOut() {
        client.disconnect()
        show(UINavigationController(rootViewController: DemoUserPickerViewController { [weak self] user in self?.logIn(as: user) }))
    }

    func channelList(_ controller: ChannelListViewController, didSelect channel: PulseChannel) {
        controller.navigationController?.pushViewController(DemoChannelViewController(channel: channel), animated: true)
    }

    private func show(_ root: UIViewController) {
        UIView.transition(with: window, duration: 0.3, options: .transitionCrossDissolve, animations: {
            UIView.performWithoutAnimation { self.window.rootViewController = root }
        })
    }
}
