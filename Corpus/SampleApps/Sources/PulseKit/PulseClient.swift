//
//  PulseClient.swift
//  PulseKit
//

import Foundation

public struct PulseChannel: Hashable {
    public let id: String
    public let name: String
}

public final class PulseClient {

    public let apiKey: String
    public private(set) var userID: String?

    public init(apiKey: String) {
        self.apiKey = apiKey
    }

    public func connect(userID: String, token: String, completion: @escaping (Error?) -> Void) {
        DispatchQueue.global().asyncAfter(deadline: .now() + 0.2) {
            self.userID = userID
            DispatchQueue.main.async { completion(nil) }
        }
    }

    public func disconnect() {
        userID = nil
    }

    public func loadChannels(_ completion: @escaping ([PulseChannel]) -> Void) {
        DispatchQueue.main.async {
            completion([PulseChannel(id: "general", name: "General"), PulseChannel(id: "random", name: "Random")])
        }
    }
}
