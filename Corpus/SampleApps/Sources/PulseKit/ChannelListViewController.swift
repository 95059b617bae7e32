//
//  ChannelListViewController.swift
//  PulseKit
//
//  The SDK's channel list. It never touches the window: the host app
//  decides what is on screen.
//

import UIKit

public protocol ChannelListRouting: AnyObject {
    func channelList(_ controller: ChannelListViewController, didSelect channel: PulseChannel)
}

open class ChannelListViewController: UITableViewController {

    public weak var router: ChannelListRouting?
    public private(set) var channels: [PulseChannel] = []
    private let client: PulseClient

    public init(client: PulseClient) {
        self.client = client
        super.init(style: .plain)
    }

    @available(*, unavailable)
    public required init?(coder: NSCoder) {
        fatalError("init(coder:) has not been implemented")
    }

    open override func viewDidLoad() {
        super.viewDidLoad()
        title = "Channels"
        tableView.register(UITableViewCell.self, forCellReuseIdentifier: "channel")
        client.loadChannels { [weak self] channels in
            self?.channels = channels
            self?.tableView.reloadData()
        }
    }

    open override func tableView(_ tableView: UITableView, numberOfRowsInSection section: Int) -> Int {
        channels.count
    }

    open override func tableView(_ tableView: UITableView, cellForRowAt indexPath: IndexPath) -> UITableViewCell {
        let cell = tableView.dequeueReusableCell(withIdentifier: "channel", for: indexPath)
        cell.textLabel?.text = channels[indexPath.row].name
        return cell
    }

    open override func tableView(_ tableView: UITableView, didSelectRowAt indexPath: IndexPath) {
        router?.channelList(self, didSelect: channels[indexPath.row])
    }
}
