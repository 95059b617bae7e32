//
//  SceneDelegate.swift
//  Messenger (PulseKit example)
//
//  Shows a splash while the client connects, then the channel list.
//

import PulseKit
import UIKit

final class SceneDelegate: UIResponder, UIWindowSceneDelegate {

    var window: UIWindow?
    private let client = PulseClient(apiKey: "messenger-demo")

    func scene(_ scene: UIScene, willConnectTo session: UISceneSession, options connectionOptions: UIScene.ConnectionOptions) {
        guard let windowScene = scene as? UIWindowScene else { return }
        let window = UIWindow(windowScene: windowScene)
        window.rootViewController = MessengerSplashViewController()
        window.makeKeyAndVisible()
        self.window = window

        client.connect(userID: "messenger-user", token: "messenger-token") { [weak self] _ in
            guard let self else { return }
            let channels = ChannelListViewController(client: self.client)
            self.window?.rootViewController = UINavigationController(rootViewController: channels) // expect: unanimated_root_swap
        }
    }
}

final class MessengerSplashViewController: UIViewController {
    override func viewDidLoad() {
        super.viewDidLoad()
        view.backgroundColor = .systemIndigo
        let spinner = UIActivityIndicatorView(style: .large)
        spinner.translatesAutoresizingMaskIntoConstraints = false
        spinner.startAnimating()
        view.addSubview(spinner)
        NSLayoutConstraint.activate([
            spinner.centerXAnchor.constraint(equalTo: view.centerXAnchor),
            spinner.centerYAnchor.constraint(equalTo: view.centerYAnchor),
        ])
    }
}
