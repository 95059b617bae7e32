import RootLintCore
import RootLintSyntax

/// `rootlint lsp`: a Language Server Protocol 3.17 server on stdio, on the
/// same engine as the CLI. Open buffers are linted as `--stdin-path` lints a
/// buffer: the whole project surveyed from disk, the buffer in place of its
/// file, so the findings are what CI reports. Nothing but protocol messages
/// goes to stdout; logs go to stderr.
final class LanguageServer {
    private var reader: LSPMessageReader
    private let writer: LSPMessageWriter
    private let log: @Sendable (String) -> Void
    private var encoding = PositionEncoding.utf16
    private var documents: [String: LSPDocument] = [:]
    /// The findings last published per document, for code actions.
    private var published: [String: [Diagnostic]] = [:]
    private var shutdownRequested = false
    private var initialized = false

    init(reader: LSPMessageReader, writer: LSPMessageWriter, log: @escaping @Sendable (String) -> Void) {
        self.reader = reader
        self.writer = writer
        self.log = log
    }

    /// Serves until `exit` (0 after `shutdown`, else 1) or the end of input (1).
    func run() -> Int32 {
        while let frame = reader.next() {
            switch frame {
            case .message(let body):
                if let status = handle(body) { return status }
            case .malformedHeader(let why):
                log("rootlint lsp: skipped a frame: \(why)")
            case .truncated:
                log("rootlint lsp: the input ended inside a message")
            }
        }
        return 1
    }

    // MARK: Dispatch

    /// Handles one message; the exit status when it was `exit`.
    func handle(_ body: [UInt8]) -> Int32? {
        let message: JSONNode
        do {
            message = try JSONParser.parse(body)
        } catch {
            respondError(id: .null, code: -32700, "parse error: \(error)")
            return nil
        }
        guard case .object = message.value, let method = message["method"]?.string else {
            // A response from the client (we send no requests) or garbage.
            if message["method"] == nil, message["id"] != nil, message["result"] != nil || message["error"] != nil { return nil }
            respondError(id: message["id"].map(Self.idValue) ?? .null, code: -32600, "invalid request: no method")
            return nil
        }
        let id = message["id"].map(Self.idValue)
        let params = message["params"]
        if method == "exit" { return shutdownRequested ? 0 : 1 }
        if shutdownRequested, id != nil {
            respondError(id: id!, code: -32600, "the server is shutting down")
            return nil
        }
        if !initialized, method != "initialize", let id {
            respondError(id: id, code: -32002, "the server is not initialized")
            return nil
        }
        switch method {
        case "initialize":
            initialized = true
            respond(id: id ?? .null, initializeResult(params))
        case "initialized", "$/cancelRequest", "$/setTrace", "workspace/didChangeConfiguration":
            break
        case "shutdown":
            shutdownRequested = true
            respond(id: id ?? .null, .null)
        case "textDocument/didOpen":
            guard let item = params?["textDocument"], let uri = item["uri"]?.string, let text = item["text"]?.string else {
                log("rootlint lsp: didOpen without a text document")
                return nil
            }
            documents[uri] = LSPDocument(uri: uri, path: Self.path(ofURI: uri), version: item["version"]?.int ?? 0, text: Array(text.utf8))
            lintAndPublish(uri)
        case "textDocument/didChange":
            didChange(params)
        case "textDocument/didSave":
            if let uri = params?["textDocument"]?["uri"]?.string, documents[uri] != nil { lintAndPublish(uri) }
        case "textDocument/didClose":
            if let uri = params?["textDocument"]?["uri"]?.string {
                documents[uri] = nil
                published[uri] = nil
                publish(uri: uri, version: nil, diagnostics: [])
            }
        case "textDocument/codeAction":
            guard let id else { return nil }
            codeActions(id: id, params)
        default:
            // Unknown notifications are ignored, unknown requests answered.
            if let id { respondError(id: id, code: -32601, "method not found: \(method)") }
        }
        return nil
    }

    func initializeResult(_ params: JSONNode?) -> JSONValue {
        let offered = params?["capabilities"]?["general"]?["positionEncodings"]?.strings ?? []
        encoding = offered.contains("utf-8") ? .utf8 : .utf16
        return .object([
            ("capabilities", .object([
                ("positionEncoding", .string(encoding.rawValue)),
                ("textDocumentSync", .object([
                    ("openClose", .bool(true)),
                    ("change", .int(2)),
                    ("save", .object([("includeText", .bool(false))])),
                ])),
                ("codeActionProvider", .object([
                    ("codeActionKinds", .array([.string("quickfix"), .string("source.fixAll.rootlint")])),
                ])),
            ])),
            ("serverInfo", .object([("name", .string(ToolInfo.name)), ("version", .string(ToolInfo.version))])),
        ])
    }

    func didChange(_ params: JSONNode?) {
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
                               text: text, encoding: encoding) {
                log("rootlint lsp: \(uri): a change outside the document was ignored")
            }
        }
        document.version = params?["textDocument"]?["version"]?.int ?? document.version
        documents[uri] = document
        lintAndPublish(uri)
    }

    // MARK: Linting

    func lintAndPublish(_ uri: String) {
        guard let document = documents[uri] else { return }
        let diagnostics = lint(document)
        published[uri] = diagnostics
        publish(uri: uri, version: document.version, diagnostics: diagnostics)
    }

    /// The CLI's findings for the buffer, its project surveyed from disk.
    func lint(_ document: LSPDocument) -> [Diagnostic] {
        var options = LintOptions()
        options.stdinPath = document.path
        options.quiet = true
        let path = LintSession.bufferPath(document.path)
        let io = CommandIO(writeOut: { [log] in log($0) }, writeError: { [log] in log($0) })
        do {
            let result = try LintSession(options: options, io: io, overrides: [path: document.text]).run()
            if let fatal = result.fatal { log("rootlint lsp: \(fatal)") }
            for error in result.report.errors { log("rootlint lsp: \(error)") }
            return result.report.diagnostics.filter { $0.path == path }
        } catch {
            log("rootlint lsp: \(document.path): \(error)")
            return []
        }
    }

    func publish(uri: String, version: Int?, diagnostics: [Diagnostic]) {
        var params: [(String, JSONValue)] = [("uri", .string(uri))]
        if let version { params.append(("version", .int(version))) }
        params.append(("diagnostics", .array(diagnostics.map { lspDiagnostic($0, uri: uri) })))
        notify("textDocument/publishDiagnostics", .object(params))
    }

    func lspDiagnostic(_ d: Diagnostic, uri: String) -> JSONValue {
        var members: [(String, JSONValue)] = [
            ("range", lspRange(d.range)),
            ("severity", .int(d.severity == .error ? 1 : d.severity == .warning ? 2 : 3)),
            ("code", .string(d.rule.rawValue)),
            ("codeDescription", .object([("href", .string(Self.documentation + d.rule.rawValue))])),
            ("source", .string("rootlint")),
            ("message", .string(d.message)),
        ]
        if !d.related.isEmpty {
            members.append(("relatedInformation", .array(d.related.map { related in
                .object([
                    ("location", .object([("uri", .string(Self.uri(ofPath: related.path))), ("range", lspRange(related.range))])),
                    ("message", .string(related.message)),
                ])
            })))
        }
        if let fix = d.fix { members.append(("data", .object([("fix", .string(fix.title)), ("applicability", .string(fix.applicability.rawValue))]))) }
        return .object(members)
    }

    func lspPosition(_ p: SourcePosition) -> JSONValue {
        .object([("line", .int(p.utf16Line)), ("character", .int(encoding == .utf8 ? p.column - 1 : p.utf16Character))])
    }

    func lspRange(_ r: SourceRange) -> JSONValue {
        .object([("start", lspPosition(r.start)), ("end", lspPosition(r.end))])
    }

    static let documentation = "https://github.com/rootlint/rootlint/blob/main/Rules/README.md#"

    // MARK: Code actions

    func codeActions(id: JSONValue, _ params: JSONNode?) {
        guard let uri = params?["textDocument"]?["uri"]?.string, let document = documents[uri] else {
            respondError(id: id, code: -32602, "codeAction for a document that is not open")
            return
        }
        guard let startLine = params?["range"]?["start"]?["line"]?.int, let endLine = params?["range"]?["end"]?["line"]?.int,
              startLine >= 0, endLine >= startLine else {
            respondError(id: id, code: -32602, "codeAction needs a range")
            return
        }
        let diagnostics = published[uri] ?? lint(document)
        var actions: [JSONValue] = []
        for d in diagnostics where d.range.start.utf16Line <= endLine && d.range.end.utf16Line >= startLine {
            if let fix = d.fix, !fix.edits.isEmpty, fix.applicability != .manual {
                let unsafe = fix.applicability == .unsafe
                actions.append(.object([
                    ("title", .string(unsafe ? "\(fix.title) (unsafe)" : fix.title)),
                    ("kind", .string("quickfix")),
                    ("diagnostics", .array([lspDiagnostic(d, uri: uri)])),
                    ("isPreferred", .bool(!unsafe)),
                    ("edit", workspaceEdit(uri: uri, fix.edits.map { ($0.range, $0.replacement) })),
                ]))
            }
            actions.append(disableAction(d, uri: uri, document: document))
        }
        let selection = FixSelection(diagnostics, includeUnsafe: false)
        if !selection.edits.isEmpty {
            let edits = diagnostics.compactMap { d -> [(SourceRange, String)]? in
                guard let fix = d.fix, fix.applicability == .safe else { return nil }
                return fix.edits.map { ($0.range, $0.replacement) }
            }.joined()
            // The selection's choice of non-overlapping edits, as ranges with positions.
            let chosen = edits.filter { edit in selection.edits.contains { $0.range == edit.0.bytes } }
            actions.append(.object([
                ("title", .string("Fix all safe rootlint findings")),
                ("kind", .string("source.fixAll.rootlint")),
                ("edit", workspaceEdit(uri: uri, Array(chosen))),
            ]))
        }
        respond(id: id, .array(actions))
    }

    /// `// rootlint:disable:next rule` above the finding's line, indented as it.
    func disableAction(_ d: Diagnostic, uri: String, document: LSPDocument) -> JSONValue {
        let map = SourceMap(bytes: document.text)
        let lineIndex = max(0, min(d.range.start.utf16Line, map.lineStarts.count - 1))
        let lineStart = map.lineStarts.isEmpty ? 0 : map.lineStarts[lineIndex]
        var k = lineStart
        while k < document.text.count, document.text[k] == 0x20 || document.text[k] == 0x09 { k += 1 }
        let indent = String(decoding: document.text[lineStart..<k], as: UTF8.self)
        let at = SourcePosition(line: lineIndex + 1, column: 1, offset: lineStart, utf16Character: 0)
        return .object([
            ("title", .string("Disable \(d.rule.rawValue) for this line")),
            ("kind", .string("quickfix")),
            ("diagnostics", .array([lspDiagnostic(d, uri: uri)])),
            ("edit", workspaceEdit(uri: uri, [(SourceRange(start: at, end: at), "\(indent)// rootlint:disable:next \(d.rule.rawValue)\n")])),
        ])
    }

    func workspaceEdit(uri: String, _ edits: [(SourceRange, String)]) -> JSONValue {
        .object([("changes", .object([(uri, .array(edits.map { range, text in
            .object([("range", lspRange(range)), ("newText", .string(text))])
        }))]))])
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

    static func idValue(_ node: JSONNode) -> JSONValue {
        switch node.value {
        case .string(let s): return .string(s)
        case .number(let n): return n == n.rounded() && abs(n) < 1e15 ? .int(Int(n)) : .double(n)
        default: return .null
        }
    }

    // MARK: Paths

    /// `file:///a/b%20c.swift` → `/a/b c.swift`; other schemes: a name in the current folder.
    static func path(ofURI uri: String) -> String {
        guard uri.hasPrefix("file://") else {
            let name = uri.split(separator: "/").last.map(String.init) ?? "Untitled"
            return name.hasSuffix(".swift") ? name : name + ".swift"
        }
        var bytes: [UInt8] = []
        let raw = Array(uri.utf8.dropFirst("file://".count))
        var i = 0
        while i < raw.count {
            if raw[i] == UInt8(ascii: "%"), i + 2 < raw.count, let value = UInt8(String(decoding: raw[(i + 1)...(i + 2)], as: UTF8.self), radix: 16) {
                bytes.append(value)
                i += 3
            } else {
                bytes.append(raw[i])
                i += 1
            }
        }
        return String(decoding: bytes, as: UTF8.self)
    }

    static func uri(ofPath path: String) -> String {
        let absolute = path.hasPrefix("/") ? path : ConfigurationResolver.join(ConfigurationResolver.realPath("."), path)
        var out = "file://"
        for byte in absolute.utf8 {
            let keep = (byte >= 0x30 && byte <= 0x39) || (byte | 0x20 >= 0x61 && byte | 0x20 <= 0x7A)
                || "/-._~".utf8.contains(byte)
            out += keep ? String(UnicodeScalar(byte)) : "%" + String(byte, radix: 16, uppercase: true).leftPadded(2)
        }
        return out
    }
}

extension String {
    func leftPadded(_ width: Int) -> String { count >= width ? self : String(repeating: "0", count: width - count) + self }
}

extension JSONNode {
    subscript(key: String) -> JSONNode? {
        guard case .object(let members) = value else { return nil }
        return members.last { $0.key == key }?.value
    }

    var string: String? { if case .string(let s) = value { return s } else { return nil } }
    var int: Int? {
        if case .number(let n) = value, n == n.rounded(), abs(n) < 1e15 { return Int(n) }
        return nil
    }
    var array: [JSONNode]? { if case .array(let a) = value { return a } else { return nil } }
    var strings: [String]? { array?.compactMap(\.string) }
}
