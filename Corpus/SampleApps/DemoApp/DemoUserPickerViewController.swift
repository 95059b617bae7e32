//
//  DemoUserPickerViewController.swift
//  PulseKit Demo
//

import PulseKit
import UIKit

struct DemoUser {
    let id: String
    let name: String
    let token: String

    static let all = [
        DemoUser(id: "luke", name: "Luke", token: "demo-token-luke"),
        DemoUser(id: "leia", name: "Leia", token: "demo-token-leia"),
    ]
}

final class DemoUserPickerViewController: UITableViewController {

    private let onPick: (DemoUser) -> Void

    init(onPick: @escaping (DemoUser) -> Void) {
        self.onPick = onPick
        super.init(style: .insetGrouped)
    }

    @available(*, unavailable)
    required init?(coder: NSCoder) {
        fatalError("init(coder:) has not been implemented")
    }

    override func viewDidLoad() {
        super.viewDidLoad()
        title = "Log in as"
        tableView.register(UITableViewCell.self, forCellReuseIdentifier: "user")
    }

    override func tableView(_ tableView: UITableView, numberOfRowsInSection section: Int) -> Int {
        DemoUser.all.count
    }

    override func tableView(_ tableView: UITableView, cellForRowAt indexPath: IndexPath) -> UITableViewCell {
        let cell = tableView.dequeueReusableCell(withIdentifier: "user", for: indexPath)
        cell.textLabel?.text = DemoUser.all[indexPath.row].name
        return cell
    }

    override func tableView(_ tableView: UITableView, didSelectRowAt indexPath: IndexPath) {
        onPick(DemoUser.all[indexPath.row])
    }
}

final class DemoChannelViewController: UIViewController {

    let channel: PulseChannel

    init(channel: PulseChannel) {
        self.channel = channel
        super.init(nibName: nil, bundle: nil)
    }

    @available(*, unavailable)
    required init?(coder: NSCoder) {
        fatalError("init(coder:) has not been implemented")
    }

    override func viewDidLoad() {
        super.viewDidLoad()
        title = channel.name
        view.backgroundColor = .systemBackground
    }
}
