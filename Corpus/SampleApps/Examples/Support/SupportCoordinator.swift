//
//  SupportCoordinator.swift
//  Support (PulseKit example)
//
//  An agent signs in, then works the support queue; signing out returns
//  to the sign-in screen.
//

import PulseKit
import UIKit

final class SupportCoordinator {

    private let client: PulseClient
    private weak var window: UIWindow?

    init(client: PulseClient) {
        self.client = client
    }

    func start(in window: UIWindow) {
        self.window = window
        showSignIn()
    }

    func showSignIn() {
        let signIn = SupportSignInViewController { [weak self] agent in
            self?.client.connect(userID: agent, token: "support-token") { error in
                if error == nil { self?.showQueue() }
            }
        }
        replaceRoot(with: signIn)
    }

    func showQueue() {
        let queue = ChannelListViewController(client: client)
        queue.title = "Queue"
        queue.navigationItem.rightBarButtonItem = UIBarButtonItem(title: "Sign Out", style: .plain, target: self, action: #selector(signOut))
        replaceRoot(with: UINavigationController(rootViewController: queue))
    }

    @objc private func signOut() {
        client.disconnect()
        showSignIn()
    }

    private func replaceRoot(with controller: UIViewController) {
        guard let window else { return }
        window.rootViewController = controller
        UIView.transition(with: window, duration: 0.25, options: .transitionCrossDissolve, animations: nil)
    }
}

final class SupportSignInViewController: UIViewController {

    private let onSignIn: (String) -> Void
    private let agentField = UITextField()

    init(onSignIn: @escaping (String) -> Void) {
        self.onSignIn = onSignIn
        super.init(nibName: nil, bundle: nil)
    }

    @available(*, unavailable)
    required init?(coder: NSCoder) {
        fatalError("init(coder:) has not been implemented")
    }

    override func viewDidLoad() {
        super.viewDidLoad()
        view.backgroundColor = .systemBackground
        agentField.placeholder = "Agent ID"
        agentField.borderStyle = .roundedRect
        agentField.frame = CGRect(x: 20, y: 120, width: 280, height: 44)
        agentField.addTarget(self, action: #selector(submit), for: .editingDidEndOnExit)
        view.addSubview(agentField)
    }

    @objc private func submit() {
        guard let agent = agentField.text, !agent.isEmpty else { return }
        onSignIn(agent)
    }
}
