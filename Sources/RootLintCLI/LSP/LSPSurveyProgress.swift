import RootLintCore

/// `$/progress` for the survey, as LSP's work-done progress goes: the
/// server asks for a token (`window/workDoneProgress/create`), and only
/// once the client has accepted it sends `begin`, a `report` per folder
/// surveyed, and `end`. A client without `window.workDoneProgress`, or one
/// that refuses the token, gets nothing.
struct LSPSurveyProgress {
    enum State: Equatable {
        case off
        case awaitingToken
        case active
        case ended
    }

    let token = "rootlint/survey"
    private(set) var state = State.off
    private var total = 0
    /// Reports not sent yet because the token is not accepted yet.
    private var reports: [String] = []
    private var done = 0
    private var finished = false
    private var summary = ""

    /// The survey starts with `total` folders; true when the token should be requested.
    mutating func start(total: Int, clientSupportsProgress: Bool) -> Bool {
        guard clientSupportsProgress else { return false }
        self.total = total
        state = .awaitingToken
        return true
    }

    /// A folder was surveyed: the `$/progress` values to send now.
    mutating func folderDone(_ message: String) -> [JSONValue] {
        done += 1
        reports.append(message)
        return state == .active ? flushReports() : []
    }

    /// The survey is over: the values to send now.
    mutating func finish(_ message: String) -> [JSONValue] {
        finished = true
        summary = message
        return state == .active ? endNow() : []
    }

    /// The client answered the token request: what to send now (begin, and
    /// what already happened); nothing if it refused.
    mutating func tokenAnswered(accepted: Bool) -> [JSONValue] {
        guard state == .awaitingToken else { return [] }
        guard accepted else { state = .ended; return [] }
        state = .active
        var values: [JSONValue] = [.object([
            ("kind", .string("begin")), ("title", .string("rootlint")), ("cancellable", .bool(false)),
            ("message", .string("surveying \(total) folder\(total == 1 ? "" : "s")")), ("percentage", .int(0)),
        ])]
        values += flushReports()
        if finished { values += endNow() }
        return values
    }

    private mutating func flushReports() -> [JSONValue] {
        let first = done - reports.count
        defer { reports = [] }
        return reports.enumerated().map { k, message in
            .object([("kind", .string("report")), ("message", .string(message)),
                     ("percentage", .int(total == 0 ? 100 : (first + k + 1) * 100 / total))])
        }
    }

    private mutating func endNow() -> [JSONValue] {
        state = .ended
        return [.object([("kind", .string("end")), ("message", .string(summary))])]
    }
}
