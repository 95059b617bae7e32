import RootLintCore

/// Requests the server sends to the client, by id, until their responses
/// come back. Their ids (`rootlint-N`) are strings so they can never be
/// taken for an id of the client's.
struct LSPOutgoingRequests {
    enum Purpose: Equatable {
        /// `window/workDoneProgress/create` for the survey's token.
        case createProgress(token: String)
        /// `client/registerCapability` for the configuration file watcher.
        case registerWatchers
        /// `workspace/diagnostic/refresh`.
        case diagnosticRefresh
    }

    private var counter = 0
    private var pending: [LSPRequestID: Purpose] = [:]

    mutating func make(_ purpose: Purpose) -> LSPRequestID {
        counter += 1
        let id = LSPRequestID.string("rootlint-\(counter)")
        pending[id] = purpose
        return id
    }

    /// What the answered request was for; nil for an id never sent (or answered twice).
    mutating func complete(_ id: LSPRequestID) -> Purpose? {
        pending.removeValue(forKey: id)
    }
}
