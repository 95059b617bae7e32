//
//  ServerListViewController.swift
//  Parley
//
//  The 2.x server switcher, still reachable from the sidebar's long press.
//

import UIKit

final class ServerListViewController: UITableViewController {

    private let servers = AuthStore.shared.servers
    private let animator = RootAnimator()

    override func tableView(_ tableView: UITableView, numberOfRowsInSection section: Int) -> Int {
        servers.count
    }

    override func tableView(_ tableView: UITableView, cellForRowAt indexPath: IndexPath) -> UITableViewCell {
        let server = servers[indexPath.row]
        let cell = tableView.dequeueReusableCell(withIdentifier: "Server", for: indexPath)
        var content = UIListContentConfiguration.subtitleCell()
        content.text = server.name
        content.secondaryText = server.url.host
        content.image = server == AuthStore.shared.currentServer ? UIImage(systemName: "checkmark.circle.fill") : nil
        cell.contentConfiguration = content
        return cell
    }

    override func tableView(_ tableView: UITableView, didSelectRowAt indexPath: IndexPath) {
        let server = servers[indexPath.row]
        AuthStore.shared.select(server)
        animator.animateTransition(to: MainSplitViewController(server: server)) // expect: decentralized_root_switching
    }
}
