//
//  DemoSettingsViewController.swift
//  PulseKit Demo
//

import UIKit

final class DemoSettingsViewController: UITableViewController {

    private let onReset: () -> Void

    init(onReset: @escaping () -> Void) {
        self.onReset = onReset
        super.init(style: .insetGrouped)
    }

    @available(*, unavailable)
    required init?(coder: NSCoder) {
        fatalError("init(coder:) has not been implemented")
    }

    override func viewDidLoad() {
        super.viewDidLoad()
        title = "Settings"
        navigationItem.rightBarButtonItem = UIBarButtonItem(title: "Reset Demo", style: .plain, target: self, action: #selector(resetTapped))
    }

    // The coordinator owns the switch: settings only report the reset.
    @objc private func resetTapped() {
        dismiss(animated: true, completion: onReset)
    }
}
