import RootLintCore
import RootLintSyntax

/// Work the server holds back until the client goes quiet.
///
/// * Lints of changed documents, each due a short delay after its document's
///   last change: a burst of `didChange` (a paste, a macro, fast typing)
///   lints once, with the text of the last change.
/// * Requests that need findings (`codeAction`, `textDocument/diagnostic`),
///   answered in arrival order once no input is waiting; until then a
///   `$/cancelRequest` withdraws them.
///
/// Times are monotonic nanoseconds, passed in, so the queue itself is
/// deterministic.
struct LSPWorkQueue {
    struct Request {
        var id: LSPRequestID
        var method: String
        var params: JSONNode?
    }

    /// Long enough to catch a burst, short enough not to be noticed.
    static let debounce: UInt64 = 40_000_000

    private var lintDeadlines: [String: UInt64] = [:]
    private var requests: [Request] = []

    var isEmpty: Bool { lintDeadlines.isEmpty && requests.isEmpty }
    var hasRequests: Bool { !requests.isEmpty }

    /// (Re)schedules the lint of `uri`: a later change moves it later.
    mutating func scheduleLint(_ uri: String, at deadline: UInt64) {
        lintDeadlines[uri] = deadline
    }

    mutating func cancelLint(_ uri: String) {
        lintDeadlines[uri] = nil
    }

    func isLintScheduled(_ uri: String) -> Bool { lintDeadlines[uri] != nil }

    /// The lints due at `now` (all of them with `nil`), removed, in a fixed order.
    mutating func takeDueLints(now: UInt64?) -> [String] {
        let due = lintDeadlines.filter { now == nil || $0.value <= now! }.keys.sorted(by: String.bytewiseLess)
        for uri in due { lintDeadlines[uri] = nil }
        return due
    }

    /// When the next lint falls due; nil when none is scheduled.
    var nextDeadline: UInt64? { lintDeadlines.values.min() }

    mutating func enqueue(_ request: Request) {
        requests.append(request)
    }

    /// Withdraws a held-back request; false when none has that id (unknown,
    /// or answered already).
    mutating func cancel(_ id: LSPRequestID) -> Bool {
        guard let index = requests.firstIndex(where: { $0.id == id }) else { return false }
        requests.remove(at: index)
        return true
    }

    mutating func takeRequests() -> [Request] {
        defer { requests = [] }
        return requests
    }
}
