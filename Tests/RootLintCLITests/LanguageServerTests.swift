import Foundation
import Testing

/// `rootlint lsp` driven by a scripted client: messages in, frames out.
@Suite("Language server")
struct LanguageServerTests {
    struct Session {
        var status: Int32
        var messages: [[String: Any]]
        var stderr: String

        func response(_ id: Int) -> [String: Any]? {
            messages.first { ($0["id"] as? Int) == id && $0["method"] == nil }
        }

        func published(_ uri: String) -> [[[String: Any]]] {
            messages.filter { $0["method"] as? String == "textDocument/publishDiagnostics" }
                .compactMap { $0["params"] as? [String: Any] }
                .filter { $0["uri"] as? String == uri }
                .compactMap { $0["diagnostics"] as? [[String: Any]] }
        }
    }

    static func frame(_ object: [String: Any]) throws -> Data {
        let body = try JSONSerialization.data(withJSONObject: object)
        return Data("Content-Length: \(body.count)\r\n\r\n".utf8) + body
    }

    static func request(_ id: Int, _ method: String, _ params: [String: Any] = [:]) -> [String: Any] {
        ["jsonrpc": "2.0", "id": id, "method": method, "params": params]
    }

    static func notification(_ method: String, _ params: [String: Any] = [:]) -> [String: Any] {
        ["jsonrpc": "2.0", "method": method, "params": params]
    }

    static var initialize: [String: Any] { request(1, "initialize", ["capabilities": [String: Any]()]) }

    /// Runs the server over `input` (already framed) to its end.
    static func serve(_ input: Data, in directory: URL = CLIHarness.packageRoot) throws -> Session {
        let process = Process()
        process.executableURL = CLIHarness.binary
        process.arguments = ["lsp"]
        process.currentDirectoryURL = directory
        let stdin = Pipe(), stdout = Pipe(), stderr = Pipe()
        process.standardInput = stdin
        process.standardOutput = stdout
        process.standardError = stderr
        try process.run()
        // Written from another thread: the server answers while it reads.
        let writer = Thread { stdin.fileHandleForWriting.write(input); try? stdin.fileHandleForWriting.close() }
        writer.start()
        let out = stdout.fileHandleForReading.readDataToEndOfFile()
        let err = stderr.fileHandleForReading.readDataToEndOfFile()
        process.waitUntilExit()
        return Session(status: process.terminationStatus, messages: try frames(out), stderr: String(decoding: err, as: UTF8.self))
    }

    /// Every frame of the server's output; each must be a well-formed one.
    static func frames(_ data: Data) throws -> [[String: Any]] {
        let bytes = [UInt8](data)
        var messages: [[String: Any]] = []
        var i = 0
        let separator: [UInt8] = [13, 10, 13, 10]
        while i < bytes.count {
            guard let headerEnd = (i..<max(i, bytes.count - 3)).first(where: { Array(bytes[$0..<($0 + 4)]) == separator }) else {
                Issue.record("not a frame at byte \(i)")
                return messages
            }
            let header = String(decoding: bytes[i..<headerEnd], as: UTF8.self)
            guard header.hasPrefix("Content-Length: "), let length = Int(header.dropFirst(16)), headerEnd + 4 + length <= bytes.count else {
                Issue.record("bad header: \(header)")
                return messages
            }
            let body = Data(bytes[(headerEnd + 4)..<(headerEnd + 4 + length)])
            messages.append(try #require(try JSONSerialization.jsonObject(with: body) as? [String: Any]))
            i = headerEnd + 4 + length
        }
        return messages
    }

    static func open(_ uri: String, _ text: String, version: Int = 1) -> [String: Any] {
        notification("textDocument/didOpen", ["textDocument": ["uri": uri, "languageId": "swift", "version": version, "text": text]])
    }

    @Test func initializeNegotiatesTheEncoding() throws {
        let plain = try Self.serve(Self.frame(Self.initialize) + Self.frame(Self.request(2, "shutdown")) + Self.frame(Self.notification("exit")))
        let capabilities = try #require((plain.response(1)?["result"] as? [String: Any])?["capabilities"] as? [String: Any])
        #expect(capabilities["positionEncoding"] as? String == "utf-16")
        // Pull diagnostics only for a client that pulls.
        #expect(capabilities["diagnosticProvider"] == nil)
        #expect(plain.status == 0)
        let utf8 = try Self.serve(Self.frame(Self.request(1, "initialize", ["capabilities": ["general": ["positionEncodings": ["utf-16", "utf-8"]]]]))
                                  + Self.frame(Self.notification("exit")))
        let negotiated = (utf8.response(1)?["result"] as? [String: Any])?["capabilities"] as? [String: Any]
        #expect(negotiated?["positionEncoding"] as? String == "utf-8")
        // `exit` without `shutdown`: status 1, as the spec says.
        #expect(utf8.status == 1)
    }

    /// Every Corpus file opened in the editor gets exactly the CLI's findings
    /// for it (rule and range).
    @Test func everyCorpusFileGetsTheCLIsFindings() throws {
        let cli = try CLIHarness.run(["--reporter", "json", "Corpus"])
        let report = try #require(try JSONSerialization.jsonObject(with: Data(cli.stdout.utf8)) as? [String: Any])
        var expected: [String: [String]] = [:]
        for d in try #require(report["diagnostics"] as? [[String: Any]]) {
            let range = try #require(d["range"] as? [String: Any])
            let start = try #require((range["start"] as? [String: Any])?["utf16"] as? [String: Any])
            let end = try #require((range["end"] as? [String: Any])?["utf16"] as? [String: Any])
            expected[d["path"] as! String, default: []].append("\(d["rule"]!) \(start["line"]!):\(start["character"]!)-\(end["line"]!):\(end["character"]!)")
        }
        var input = try Self.frame(Self.initialize)
        let files = try ProjectSubsetTests.corpusFiles(under: CLIHarness.packageRoot)
        for file in files {
            let text = try String(contentsOf: CLIHarness.packageRoot.appendingPathComponent(file), encoding: .utf8)
            input += try Self.frame(Self.open(CLIHarness.packageRoot.appendingPathComponent(file).absoluteString, text))
        }
        input += try Self.frame(Self.request(2, "shutdown")) + Self.frame(Self.notification("exit"))
        let session = try Self.serve(input)
        #expect(session.status == 0, "\(session.stderr.suffix(2000))")
        for file in files {
            let uri = CLIHarness.packageRoot.appendingPathComponent(file).absoluteString
            let got = try #require(session.published(uri).last, "\(file): nothing published").map { d -> String in
                let range = d["range"] as! [String: Any]
                let start = range["start"] as! [String: Any], end = range["end"] as! [String: Any]
                return "\(d["code"]!) \(start["line"]!):\(start["character"]!)-\(end["line"]!):\(end["character"]!)"
            }
            #expect(got == expected[file] ?? [], "\(file)")
        }
    }

    @Test func changesAreAppliedAndFixesOffered() throws {
        let dir = try TemporaryDirectory()
        try dir.write(".rootlint.json", "{}\n")
        let uri = dir.url.appendingPathComponent("App/AppCoordinator.swift").absoluteString
        let text = """
            final class AppCoordinator {
                let window: UIWindow
                func showMain() {
                    UIView.transition(with: window, duration: 0.3, options: .transitionFlipFromLeft, animations: {
                        UIView.performWithoutAnimation { self.window.rootViewController = MainTabBarController() }
                    })
                }
            }

            """
        let insertLine: [String: Any] = ["textDocument": ["uri": uri, "version": 2], "contentChanges": [
            ["range": ["start": ["line": 0, "character": 0], "end": ["line": 0, "character": 0]], "text": "// 🚀 moved down\n"],
        ]]
        let range: [String: Any] = ["start": ["line": 4, "character": 0], "end": ["line": 4, "character": 0]]
        let input = try Self.frame(Self.initialize) + Self.frame(Self.open(uri, text))
            + Self.frame(Self.notification("textDocument/didChange", insertLine))
            + Self.frame(Self.request(2, "textDocument/codeAction", ["textDocument": ["uri": uri], "range": range, "context": ["diagnostics": []]]))
            + Self.frame(Self.request(3, "shutdown")) + Self.frame(Self.notification("exit"))
        let session = try Self.serve(input, in: dir.url)
        let rounds = session.published(uri)
        #expect(rounds.count == 2)
        let lines = rounds.map { $0.map { (($0["range"] as! [String: Any])["start"] as! [String: Any])["line"] as! Int } }
        #expect(lines == [[3], [4]])
        let actions = try #require(session.response(2)?["result"] as? [[String: Any]])
        let titles = actions.map { $0["title"] as! String }
        #expect(titles.contains("Use .transitionCrossDissolve"), "\(titles)")
        #expect(titles.contains("Disable root_transition_style for this line"))
        #expect(titles.contains("Fix all safe rootlint findings"))
        let fix = try #require(actions.first { $0["title"] as? String == "Use .transitionCrossDissolve" })
        #expect(fix["isPreferred"] as? Bool == true)
        let edits = try #require(((fix["edit"] as? [String: Any])?["changes"] as? [String: Any])?[uri] as? [[String: Any]])
        #expect(edits.map { $0["newText"] as? String } == ["transitionCrossDissolve"])
    }

    @Test func badInputGetsErrorsAndTheServerKeepsServing() throws {
        var input = Data("Content-Length: 7\r\n\r\n{oops!}".utf8)                   // invalid JSON
        input += Data("X-Nothing: here\r\n\r\n".utf8)                                // no Content-Length
        input += try Self.frame(["jsonrpc": "2.0", "id": 9, "params": [:]])          // no method
        input += try Self.frame(Self.request(10, "textDocument/hover"))              // before initialize
        input += try Self.frame(Self.initialize)
        input += try Self.frame(Self.request(11, "workspace/unknownThing"))
        input += try Self.frame(Self.request(12, "textDocument/codeAction", ["textDocument": ["uri": "file:///nowhere.swift"]]))
        input += Data((0..<2000).map { _ in UInt8.random(in: 0...255) })          // garbage
        input += Data("\r\n\r\n".utf8)
        input += try Self.frame(Self.request(13, "shutdown"))
        input += try Self.frame(Self.notification("exit"))
        let session = try Self.serve(input)
        let errors = session.messages.compactMap { ($0["error"] as? [String: Any])?["code"] as? Int }
        #expect(errors.prefix(5) == [-32700, -32600, -32002, -32601, -32602], "\(errors)")
        #expect(session.response(13) != nil, "the server stopped serving after bad input")
        #expect(session.stderr.contains("no valid Content-Length"))
    }

    @Test func aTruncatedBodyEndsTheSessionCleanly() throws {
        let input = try Self.frame(Self.initialize) + Data("Content-Length: 500\r\n\r\n{\"jsonrpc\":".utf8)
        let session = try Self.serve(input)
        #expect(session.response(1) != nil)
        #expect(session.status == 1)
        #expect(session.stderr.contains("ended inside a message"))
    }
}
