//
//  WindowManager.swift
//  Parley
//
//  The one place that decides which interface tree is on screen.
//

import UIKit

final class WindowManager {

    static let shared = WindowManager()

    private(set) var window: UIWindow?
    private var sessionObserver: NSObjectProtocol?

    func start(in window: UIWindow) {
        self.window = window
        sessionObserver = NotificationCenter.default.addObserver(forName: .sessionDidEnd, object: nil, queue: .main) { [weak self] _ in
            self?.showAuthentication()
        }
        if AuthStore.shared.currentSession == nil {
            showAuthentication()
        } else {
            showMain()
        }
    }

    func showAuthentication() {
        let connect = UINavigationController(rootViewController: ConnectServerViewController())
        window?.set(rootViewController: connect)
    }

    func showMain() {
        window?.set(rootViewController: MainSplitViewController())
    }

    func showMain(afterSwitchingTo server: Server) {
        let transition = CATransition()
        transition.type = .push
        transition.subtype = .fromRight
        transition.duration = 0.3
        window?.set(rootViewController: MainSplitViewController(server: server), withTransition: transition)
    }
}
