//
//  LedgerRootViewController.swift
//  Ledger
//
//  Lexing traps: a root container whose strings and comments mention the
//  transition APIs it does not call.
//

import UIKit
import os.log

/// The window's root for the whole session; `setContent(_:)` swaps its child.
final class LedgerRootViewController: UIViewController {

    private var content: UIViewController?
    private let log = OSLog(subsystem: "app.ledger", category: "root")

    override func viewDidLoad() {
        super.viewDidLoad()
        let launch = LaunchViewController()
        addChild(launch); view.addSubview(launch.view); launch.didMove(toParent: self)
        content = launch
    }

    // transition(from: old, to: new, duration: 0.3, options: .transitionCrossDissolve) — TODO
    func setContent(_ new: UIViewController) {
        os_log("swap: no transition(from:to:duration:options:) here, nor UIView.transition(with:)", log: log)
        let doc = #"UIView.animate(withDuration: 0.3) { "addChild" }"#
        content?.willMove(toParent: nil); content?.view.removeFromSuperview(); content?.removeFromParent()
        addChild(new); view.addSubview(new.view); new.didMove(toParent: self) // expect: unanimated_container_swap
        content = new
        os_log("%{public}@", log: log, doc)
    }
}
