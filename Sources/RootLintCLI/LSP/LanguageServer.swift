import Dispatch
import RootLintCore
import RootLintSyntax

/// `rootlint lsp`: a Language Server Protocol 3.17 server on stdio, on the
/// same engine as the CLI. Open buffers are linted as `--stdin-path` lints a
/// buffer: the whole project surveyed from disk, the buffer in place of its
/// file, so the findings are what CI reports. Nothing but protocol messages
/// goes to stdout; logs go to stderr.
///
/// One thread reads, answers and lints; only the survey of the workspace
/// folders runs beside it (`LSPWorkspaceSurvey`). Work that can wait —
/// lints after changes, requests that need findings — waits until the
/// client goes quiet (`LSPWorkQueue`), and until the survey is done.
final class LanguageServer {
    private var reader: LSPMessageReader
    private let writer: LSPMessageWriter
    let log: @Sendable (String) -> Void
    var capabilities = LSPClientCapabilities()
    var encoder = LSPDiagnosticEncoder()
    var documents: [String: LSPDocument] = [:]
    /// The latest findings of each open document.
    var findings: [String: LSPFindings] = [:]
    /// What the client holds of each open document's findings.
    var delivered: [String: LSPDelivery] = [:]
    var queue = LSPWorkQueue()
    var outgoing = LSPOutgoingRequests()
    var progress = LSPSurveyProgress()
    /// The survey while it runs.
    var survey: LSPWorkspaceSurvey?
    /// What the survey found, until the disk changes.
    var snapshot = LSPSurveySnapshot()
    /// The last full lints, kept: an edit of a file they hold is answered
    /// from them (`EngineSnapshot.relint`), in the generation they were made in.
    var kept: [(generation: Int, snapshot: EngineSnapshot)] = []
    var configurationProblems = LSPConfigurationProblems()
    /// Counts changes on disk (saves, watched files, configurations):
    /// findings from an earlier generation are stale.
    var generation = 0
    /// A `workspace/diagnostic/refresh` is due (pull clients).
    var refreshWanted = false
    private var shutdownRequested = false
    private var initialized = false
    private var exitStatus: Int32?

    init(reader: LSPMessageReader, writer: LSPMessageWriter, log: @escaping @Sendable (String) -> Void) {
        self.reader = reader
        self.writer = writer
        self.log = log
    }

    /// Serves until `exit` (0 after `shutdown`, else 1) or the end of input (1).
    func run() -> Int32 {
        while exitStatus == nil {
            collectSurvey()
            guard reader.inputReady(within: quietWait()) else {
                runHeldBackWork()
                continue
            }
            guard let frame = reader.next() else { break }
            switch frame {
            case .message(let body):
                handle(body)
            case .malformedHeader(let why):
                log("rootlint lsp: skipped a frame: \(why)")
            case .truncated:
                log("rootlint lsp: the input ended inside a message")
            }
        }
        return exitStatus ?? 1
    }

    static func now() -> UInt64 { DispatchTime.now().uptimeNanoseconds }

    /// How long to wait for input before running held-back work: in short
    /// steps while the survey runs (its results are picked up between
    /// them), not at all when requests wait, until the next lint falls due,
    /// else as long as it takes.
    private func quietWait() -> Int {
        if survey != nil { return 10 }
        if queue.hasRequests || refreshWanted { return 0 }
        guard let deadline = queue.nextDeadline else { return -1 }
        let now = Self.now()
        return deadline <= now ? 0 : Int((deadline - now) / 1_000_000) + 1
    }

    /// The client is quiet: answer the held-back requests, then run the
    /// lints that are due. Nothing runs while the survey does: it would
    /// only slow the survey whose answers it is waiting for.
    private func runHeldBackWork(all: Bool = false) {
        guard survey == nil else { return }
        for request in queue.takeRequests() { answer(request) }
        for uri in queue.takeDueLints(now: all ? nil : Self.now()) {
            updateFindings(uri)
            deliver(uri)
        }
        if refreshWanted {
            refreshWanted = false
            request("workspace/diagnostic/refresh", .null, purpose: .diagnosticRefresh)
        }
    }

    /// Everything held back, done now, the survey awaited: `shutdown`
    /// answers after all the work it was sent behind.
    private func drainHeldBackWork() {
        if let survey {
            survey.waitUntilFinished()
            collectSurvey()
        }
        // Until nothing is left: a lint can schedule the one that confirms it.
        while survey == nil, !queue.isEmpty || refreshWanted { runHeldBackWork(all: true) }
    }

    // MARK: Dispatch

    /// Handles one message.
    func handle(_ body: [UInt8]) {
        let message: JSONNode
        do {
            message = try JSONParser.parse(body)
        } catch {
            respondError(id: .null, code: -32700, "parse error: \(error)")
            return
        }
        guard message.isObject, let method = message["method"]?.string else {
            // A response to one of the server's requests, or garbage.
            if message["method"] == nil, let id = LSPRequestID(message["id"]), message["result"] != nil || message["error"] != nil {
                handleResponse(id: id, error: message["error"])
                return
            }
            respondError(id: message["id"]?.idValue ?? .null, code: -32600, "invalid request: no method")
            return
        }
        let rawID = message["id"]
        let id = LSPRequestID(rawID)
        if rawID != nil, id == nil {
            respondError(id: rawID!.idValue, code: -32600, "invalid request: the id must be a number or a string")
            return
        }
        let params = message["params"]
        if method == "exit" {
            exitStatus = shutdownRequested ? 0 : 1
            return
        }
        if shutdownRequested, let id {
            respondError(id: id.json, code: -32600, "the server is shutting down")
            return
        }
        if !initialized, method != "initialize" {
            // Requests get an error; notifications are dropped, as the spec says.
            if let id { respondError(id: id.json, code: -32002, "the server is not initialized") }
            return
        }
        switch method {
        case "initialize":
            guard !initialized else {
                if let id { respondError(id: id.json, code: -32600, "initialize was sent twice") }
                return
            }
            initialized = true
            respond(id: id?.json ?? .null, initializeResult(params))
        case "initialized":
            startWorkspaceWork()
        case "$/cancelRequest":
            // A request already answered, or never seen, is not an error.
            if let cancelled = LSPRequestID(params?["id"]), queue.cancel(cancelled) {
                respondError(id: cancelled.json, code: -32800, "the request was cancelled")
            }
        case "$/setTrace", "workspace/didChangeConfiguration":
            break
        case "shutdown":
            drainHeldBackWork()
            shutdownRequested = true
            respond(id: id?.json ?? .null, .null)
        case "textDocument/didOpen":
            didOpen(params)
        case "textDocument/didChange":
            didChange(params)
        case "textDocument/didSave":
            didSave(params)
        case "textDocument/didClose":
            didClose(params)
        case "workspace/didChangeWatchedFiles":
            didChangeWatchedFiles(params)
        case "textDocument/codeAction", "textDocument/diagnostic":
            guard let id else { return }
            if let problem = method == "textDocument/codeAction" ? codeActionProblem(params) : diagnosticRequestProblem(params) {
                respondError(id: id.json, code: -32602, problem)
                return
            }
            queue.enqueue(LSPWorkQueue.Request(id: id, method: method, params: params))
        default:
            // Unknown notifications are ignored, unknown requests answered.
            if let id { respondError(id: id.json, code: -32601, "method not found: \(method)") }
        }
    }

    /// Answers a held-back request.
    private func answer(_ request: LSPWorkQueue.Request) {
        switch request.method {
        case "textDocument/codeAction": codeActions(id: request.id.json, request.params)
        default: pullDiagnostics(id: request.id.json, request.params)
        }
    }

    private func handleResponse(id: LSPRequestID, error: JSONNode?) {
        guard let purpose = outgoing.complete(id) else {
            log("rootlint lsp: a response to no request of the server's (id \(id))")
            return
        }
        switch purpose {
        case .createProgress:
            sendProgress(progress.tokenAnswered(accepted: error == nil))
        case .registerWatchers:
            if error != nil { log("rootlint lsp: the client refused the .rootlint.json watcher; configurations reload on save only") }
        case .diagnosticRefresh:
            break
        }
    }

    func initializeResult(_ params: JSONNode?) -> JSONValue {
        capabilities = LSPClientCapabilities(initializeParams: params)
        encoder.encoding = capabilities.positionEncodings.contains("utf-8") ? .utf8 : .utf16
        var server: [(String, JSONValue)] = [
            ("positionEncoding", .string(encoder.encoding.rawValue)),
            ("textDocumentSync", .object([
                ("openClose", .bool(true)),
                ("change", .int(2)),
                ("save", .object([("includeText", .bool(false))])),
            ])),
            ("codeActionProvider", .object([
                ("codeActionKinds", .array([.string("quickfix"), .string("source.fixAll.rootlint")])),
            ])),
        ]
        if capabilities.pullDiagnostics {
            // A document's findings depend on the project's other files.
            server.append(("diagnosticProvider", .object([
                ("identifier", .string("rootlint")),
                ("interFileDependencies", .bool(true)),
                ("workspaceDiagnostics", .bool(false)),
            ])))
        }
        return .object([
            ("capabilities", .object(server)),
            ("serverInfo", .object([("name", .string(ToolInfo.name)), ("version", .string(ToolInfo.version))])),
        ])
    }

    // MARK: Document synchronisation

    private func didOpen(_ params: JSONNode?) {
        guard let item = params?["textDocument"], let uri = item["uri"]?.string, let text = item["text"]?.string else {
            log("rootlint lsp: didOpen without a text document")
            return
        }
        // A configuration file is checked as one, never linted as Swift.
        if LSPConfigurationProblems.isConfiguration(uri) {
            checkConfigurations([uri])
            return
        }
        documents[uri] = LSPDocument(uri: uri, path: LSPPaths.path(ofURI: uri), version: item["version"]?.int ?? 0, text: Array(text.utf8))
        findings[uri] = nil
        delivered[uri] = nil
        // A pull client asks for the findings itself.
        guard !capabilities.pullDiagnostics else { return }
        if survey != nil {
            queue.scheduleLint(uri, at: Self.now())
        } else {
            updateFindings(uri)
            deliver(uri)
        }
    }

    private func didChange(_ params: JSONNode?) {
        guard let uri = params?["textDocument"]?["uri"]?.string, var document = documents[uri],
              let changes = params?["contentChanges"]?.array else { return }
        for change in changes {
            guard let text = change["text"]?.string else { continue }
            var range: (Int, Int, Int, Int)?
            if let r = change["range"] {
                guard let sl = r["start"]?["line"]?.int, let sc = r["start"]?["character"]?.int,
                      let el = r["end"]?["line"]?.int, let ec = r["end"]?["character"]?.int else { continue }
                range = (sl, sc, el, ec)
            }
            if !document.apply(range: range.map { (startLine: $0.0, startCharacter: $0.1, endLine: $0.2, endCharacter: $0.3) },
                               text: text, encoding: encoder.encoding) {
                log("rootlint lsp: \(uri): a change outside the document was ignored")
            }
        }
        document.version = params?["textDocument"]?["version"]?.int ?? document.version
        documents[uri] = document
        if !capabilities.pullDiagnostics { queue.scheduleLint(uri, at: Self.now() + LSPWorkQueue.debounce) }
    }

    private func didSave(_ params: JSONNode?) {
        guard let uri = params?["textDocument"]?["uri"]?.string else { return }
        if LSPConfigurationProblems.isConfiguration(uri) {
            configurationsChanged([uri])
        } else if documents[uri] != nil {
            // The file on disk is what the other documents' project holds.
            diskChanged()
        }
    }

    private func didClose(_ params: JSONNode?) {
        guard let uri = params?["textDocument"]?["uri"]?.string, documents[uri] != nil else { return }
        documents[uri] = nil
        findings[uri] = nil
        delivered[uri] = nil
        // The kept runs hold its buffer; its file is what counts now.
        kept = []
        queue.cancelLint(uri)
        if !capabilities.pullDiagnostics { publish(uri: uri, version: nil, items: []) }
    }

    // MARK: Messages

    func respond(id: JSONValue, _ result: JSONValue) {
        writer.send(JSONValue.object([("jsonrpc", .string("2.0")), ("id", id), ("result", result)]).serialized(pretty: false))
    }

    func respondError(id: JSONValue, code: Int, _ message: String) {
        writer.send(JSONValue.object([
            ("jsonrpc", .string("2.0")), ("id", id),
            ("error", .object([("code", .int(code)), ("message", .string(message))])),
        ]).serialized(pretty: false))
    }

    func notify(_ method: String, _ params: JSONValue) {
        writer.send(JSONValue.object([("jsonrpc", .string("2.0")), ("method", .string(method)), ("params", params)]).serialized(pretty: false))
    }

    /// A request to the client; its response comes back to `handleResponse`.
    func request(_ method: String, _ params: JSONValue, purpose: LSPOutgoingRequests.Purpose) {
        let id = outgoing.make(purpose)
        var members: [(String, JSONValue)] = [("jsonrpc", .string("2.0")), ("id", id.json), ("method", .string(method))]
        if params != .null { members.append(("params", params)) }
        writer.send(JSONValue.object(members).serialized(pretty: false))
    }
}
