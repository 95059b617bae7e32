import Foundation
import Testing

/// The language server's LSP 3.17 features, each driven by a scripted
/// client: pull diagnostics, the survey's progress, cancellation,
/// debouncing, configuration reloads and what a diagnostic carries.
@Suite("Language server features")
struct LanguageServerFeatureTests {
    typealias L = LanguageServerTests

    /// A root switch in a coordinator with a flip: one `root_transition_style` finding (info, fixable).
    static let coordinator = """
        final class AppCoordinator {
            let window: UIWindow
            func showMain() {
                UIView.transition(with: window, duration: 0.3, options: .transitionFlipFromLeft, animations: {
                    UIView.performWithoutAnimation { self.window.rootViewController = MainTabBarController() }
                })
            }
        }

        """

    static let login = """
        final class LoginViewController: UIViewController {
            func didLogin() {
                view.window?.rootViewController = MainTabBarController()
            }
        }

        """

    static let settings = """
        final class SettingsViewController: UIViewController {
            func logout() {
                UIApplication.shared.keyWindow?.rootViewController = LoginViewController()
            }
        }

        """

    static func project(configuration: String = "{}\n") throws -> TemporaryDirectory {
        let dir = try TemporaryDirectory()
        try dir.write(".rootlint.json", configuration)
        try dir.write("App/AppCoordinator.swift", coordinator)
        try dir.write("App/LoginViewController.swift", login)
        try dir.write("App/SettingsViewController.swift", settings)
        return dir
    }

    static func uri(_ dir: TemporaryDirectory, _ path: String) -> String {
        dir.url.appendingPathComponent(path).absoluteString
    }

    static func initialize(_ capabilities: [String: Any], rootUri: String? = nil) -> [String: Any] {
        var params: [String: Any] = ["capabilities": capabilities]
        if let rootUri { params["rootUri"] = rootUri; params["workspaceFolders"] = [["uri": rootUri, "name": "project"]] }
        return L.request(1, "initialize", params)
    }

    static func startLine(_ d: [String: Any]) -> Int? {
        ((d["range"] as? [String: Any])?["start"] as? [String: Any])?["line"] as? Int
    }

    /// What the CLI reports for one file of the project: "rule line:character".
    static func cliFindings(_ file: String, in dir: TemporaryDirectory) throws -> [String] {
        let cli = try CLIHarness.run(["--reporter", "json", file], in: dir.url)
        let report = try #require(try JSONSerialization.jsonObject(with: Data(cli.stdout.utf8)) as? [String: Any])
        return try #require(report["diagnostics"] as? [[String: Any]]).map { d in
            let start = ((d["range"] as! [String: Any])["start"] as! [String: Any])["utf16"] as! [String: Any]
            return "\(d["rule"]!) \(start["line"]!):\(start["character"]!)"
        }
    }

    static func summary(_ items: [[String: Any]]) -> [String] {
        items.map { d in
            let start = (d["range"] as! [String: Any])["start"] as! [String: Any]
            return "\(d["code"]!) \(start["line"]!):\(start["character"]!)"
        }
    }

    // MARK: Pull diagnostics

    @Test func pullDiagnosticsAreFullThenUnchanged() throws {
        let dir = try Self.project()
        let uri = Self.uri(dir, "App/AppCoordinator.swift")
        let insertLine: [String: Any] = ["textDocument": ["uri": uri, "version": 2], "contentChanges": [
            ["range": ["start": ["line": 0, "character": 0], "end": ["line": 0, "character": 0]], "text": "// moved down\n"],
        ]]
        let pull = { (id: Int, uri: String, previous: String?) -> [String: Any] in
            var params: [String: Any] = ["textDocument": ["uri": uri]]
            if let previous { params["previousResultId"] = previous }
            return L.request(id, "textDocument/diagnostic", params)
        }
        let client = try LSPTestClient(directory: dir.url)
        try client.send(Self.initialize(["textDocument": ["diagnostic": ["dynamicRegistration": false]]]))
        let provider = try #require(client.waitForResponse(1)?.result["capabilities"] as? [String: Any])["diagnosticProvider"] as? [String: Any]
        #expect(provider?["identifier"] as? String == "rootlint")
        #expect(provider?["interFileDependencies"] as? Bool == true)
        #expect(provider?["workspaceDiagnostics"] as? Bool == false)
        try client.send(L.notification("initialized"))
        try client.send(L.open(uri, Self.coordinator))
        try client.send(pull(2, uri, nil))
        let first = try #require(client.waitForResponse(2)).result
        #expect(first["kind"] as? String == "full")
        let resultId = try #require(first["resultId"] as? String)
        let items = try #require(first["items"] as? [[String: Any]])
        #expect(Self.summary(items) == ["root_transition_style 3:64"])

        try client.send(pull(3, uri, resultId))
        let same = try #require(client.waitForResponse(3)).result
        #expect(same["kind"] as? String == "unchanged")
        #expect(same["resultId"] as? String == resultId)

        try client.send(L.notification("textDocument/didChange", insertLine))
        try client.send(pull(4, uri, resultId))
        let changed = try #require(client.waitForResponse(4)).result
        #expect(changed["kind"] as? String == "full")
        #expect(changed["resultId"] as? String != resultId)
        #expect((changed["items"] as? [[String: Any]]).map(Self.summary) == ["root_transition_style 4:64"])

        // Not open: the file on disk; not on disk: an error.
        try client.send(pull(5, Self.uri(dir, "App/SettingsViewController.swift"), nil))
        let onDisk = try #require(client.waitForResponse(5)).result["items"] as? [[String: Any]]
        #expect(try onDisk.map(Self.summary) == Self.cliFindings("App/SettingsViewController.swift", in: dir).sorted())
        try client.send(pull(6, Self.uri(dir, "App/Missing.swift"), nil))
        #expect(client.waitForResponse(6)?.errorCode == -32602)

        try client.send(L.request(7, "shutdown"))
        #expect(client.waitForResponse(7) != nil)
        try client.send(L.notification("exit"))
        let (status, _) = try client.finish()
        #expect(status == 0)
        // A pull client gets nothing pushed for its documents.
        #expect(!client.messages.contains { $0["method"] as? String == "textDocument/publishDiagnostics" })
    }

    /// A change on disk (here a watched Swift file) makes a pull client
    /// that can be asked pull again; findings that did not change are
    /// `unchanged` to it.
    @Test func aChangeOnDiskAsksAPullClientToPullAgain() throws {
        let dir = try Self.project()
        let uri = Self.uri(dir, "App/AppCoordinator.swift")
        let client = try LSPTestClient(directory: dir.url)
        try client.send(Self.initialize(["textDocument": ["diagnostic": [String: Any]()], "workspace": ["diagnostics": ["refreshSupport": true]]]))
        try client.send(L.notification("initialized"))
        try client.send(L.open(uri, Self.coordinator))
        try client.send(L.request(2, "textDocument/diagnostic", ["textDocument": ["uri": uri]]))
        let resultId = try #require(client.waitForResponse(2)?.result["resultId"] as? String)
        try client.send(L.notification("workspace/didChangeWatchedFiles", ["changes": [["uri": Self.uri(dir, "App/LoginViewController.swift"), "type": 2]]]))
        let refresh = try #require(client.waitForRequest("workspace/diagnostic/refresh"))
        try client.respond(to: refresh)
        try client.send(L.request(3, "textDocument/diagnostic", ["textDocument": ["uri": uri], "previousResultId": resultId]))
        #expect(client.waitForResponse(3)?.result["kind"] as? String == "unchanged")
        try client.send(L.request(4, "shutdown"))
        #expect(client.waitForResponse(4) != nil)
        try client.send(L.notification("exit"))
        #expect(try client.finish().status == 0)
    }

    /// A pull sent while the survey runs waits for it, and is answered with the CLI's findings.
    @Test func aPullDuringTheSurveyWaitsForIt() throws {
        let dir = try Self.project()
        let uri = Self.uri(dir, "App/SettingsViewController.swift")
        let client = try LSPTestClient(directory: dir.url)
        try client.sendRaw(L.frame(Self.initialize(["textDocument": ["diagnostic": [String: Any]()]], rootUri: dir.url.absoluteString))
                           + L.frame(L.notification("initialized")) + L.frame(L.open(uri, Self.settings))
                           + L.frame(L.request(2, "textDocument/diagnostic", ["textDocument": ["uri": uri]])))
        let items = try #require(client.waitForResponse(2)?.result["items"] as? [[String: Any]])
        #expect(try Self.summary(items) == Self.cliFindings("App/SettingsViewController.swift", in: dir))
        try client.send(L.request(3, "shutdown"))
        #expect(client.waitForResponse(3) != nil)
        try client.send(L.notification("exit"))
        let (status, stderr) = try client.finish()
        #expect(status == 0)
        #expect(stderr.contains("surveyed"))
    }

    // MARK: The survey and $/progress

    @Test func theSurveyReportsProgressOnceTheTokenIsAccepted() throws {
        let dir = try Self.project()
        let uri = Self.uri(dir, "App/SettingsViewController.swift")
        let client = try LSPTestClient(directory: dir.url)
        try client.send(Self.initialize(["window": ["workDoneProgress": true]], rootUri: dir.url.absoluteString))
        #expect(client.waitForResponse(1) != nil)
        try client.send(L.notification("initialized"))
        let create = try #require(client.waitForRequest("window/workDoneProgress/create"))
        let token = try #require(create.params["token"] as? String)
        // Nothing is reported on a token the client has not accepted yet.
        Thread.sleep(forTimeInterval: 0.3)
        #expect(!client.messages.contains { $0["method"] as? String == "$/progress" })
        try client.respond(to: create)
        let end = try #require(client.wait { (($0.params["value"] as? [String: Any])?["kind"] as? String) == "end" })
        #expect(end.params["token"] as? String == token)
        let kinds = client.messages.filter { $0["method"] as? String == "$/progress" }
            .map { ($0.params["value"] as? [String: Any])?["kind"] as? String ?? "?" }
        #expect(kinds == ["begin", "report", "end"])
        let report = client.messages.first { (($0.params["value"] as? [String: Any])?["kind"] as? String) == "report" }
        #expect(((report?.params["value"] as? [String: Any])?["message"] as? String)?.contains("3 files") == true)

        // Opened as it is on disk: answered from the survey, the CLI's findings.
        try client.send(L.open(uri, Self.settings))
        let published = try #require(client.wait { $0["method"] as? String == "textDocument/publishDiagnostics" && $0.params["uri"] as? String == uri })
        let items = try #require(published.params["diagnostics"] as? [[String: Any]])
        #expect(try Self.summary(items) == Self.cliFindings("App/SettingsViewController.swift", in: dir))
        try client.send(L.request(2, "shutdown"))
        #expect(client.waitForResponse(2) != nil)
        try client.send(L.notification("exit"))
        let (status, stderr) = try client.finish()
        #expect(status == 0)
        #expect(stderr.contains("surveyed"), "\(stderr)")
    }

    @Test func withoutTheCapabilityNoProgressIsSent() throws {
        let dir = try Self.project()
        let uri = Self.uri(dir, "App/AppCoordinator.swift")
        let input = try L.frame(Self.initialize([:], rootUri: dir.url.absoluteString)) + L.frame(L.notification("initialized"))
            + L.frame(L.open(uri, Self.coordinator)) + L.frame(L.request(2, "shutdown")) + L.frame(L.notification("exit"))
        let session = try L.serve(input, in: dir.url)
        #expect(session.status == 0)
        #expect(session.published(uri).last.map(Self.summary) == ["root_transition_style 3:64"])
        #expect(!session.messages.contains { ["window/workDoneProgress/create", "$/progress"].contains($0["method"] as? String) })
        #expect(session.stderr.contains("surveyed"), "the survey runs without progress reports")
    }

    /// A client that refuses the token gets no `$/progress` either.
    @Test func aRefusedTokenGetsNoProgress() throws {
        let dir = try Self.project()
        let client = try LSPTestClient(directory: dir.url)
        try client.send(Self.initialize(["window": ["workDoneProgress": true]], rootUri: dir.url.absoluteString))
        try client.send(L.notification("initialized"))
        let create = try #require(client.waitForRequest("window/workDoneProgress/create"))
        try client.send(["jsonrpc": "2.0", "id": create["id"]!, "error": ["code": -32603, "message": "no"]])
        try client.send(L.request(2, "shutdown"))
        #expect(client.waitForResponse(2) != nil)
        try client.send(L.notification("exit"))
        #expect(try client.finish().status == 0)
        #expect(!client.messages.contains { $0["method"] as? String == "$/progress" })
    }

    // MARK: Cancellation

    @Test func aCancelledRequestGetsRequestCancelled() throws {
        let dir = try Self.project()
        let uri = Self.uri(dir, "App/AppCoordinator.swift")
        let range: [String: Any] = ["start": ["line": 3, "character": 0], "end": ["line": 3, "character": 0]]
        let codeAction = { (id: Int) in L.request(id, "textDocument/codeAction", ["textDocument": ["uri": uri], "range": range, "context": ["diagnostics": []]]) }
        let client = try LSPTestClient(directory: dir.url)
        // One burst: the request is still held back when its cancellation comes.
        try client.sendRaw(L.frame(L.initialize) + L.frame(L.notification("initialized")) + L.frame(L.open(uri, Self.coordinator))
                           + L.frame(codeAction(5)) + L.frame(L.notification("$/cancelRequest", ["id": 5]))
                           + L.frame(L.notification("$/cancelRequest", ["id": 77])) + L.frame(codeAction(6)))
        let answered = try #require(client.waitForResponse(6))
        #expect(!(answered["result"] as? [Any] ?? []).isEmpty)
        #expect(client.waitForResponse(5)?.errorCode == -32800)
        // Cancelling an answered request changes nothing.
        try client.send(L.notification("$/cancelRequest", ["id": 6]))
        try client.send(L.request(8, "shutdown"))
        #expect(client.waitForResponse(8) != nil)
        try client.send(L.notification("exit"))
        #expect(try client.finish().status == 0)
        let ids = client.messages.compactMap { $0["method"] == nil ? $0["id"] as? Int : nil }
        #expect(ids.filter { $0 == 5 }.count == 1 && ids.filter { $0 == 6 }.count == 1)
        #expect(!ids.contains(77))
    }

    // MARK: Debounce

    /// A burst of changes lints once, shortly after the last one, with its
    /// version; no older version is ever published after a newer one.
    @Test func aBurstOfChangesLintsOnceWithTheLastVersion() throws {
        let dir = try Self.project()
        let uri = Self.uri(dir, "App/AppCoordinator.swift")
        let client = try LSPTestClient(directory: dir.url)
        try client.sendRaw(L.frame(L.initialize) + L.frame(L.notification("initialized")) + L.frame(L.open(uri, Self.coordinator)))
        #expect(client.wait { $0["method"] as? String == "textDocument/publishDiagnostics" } != nil)
        var burst = Data()
        for version in 2...13 {
            // Each change moves the finding down a line.
            try burst += L.frame(L.notification("textDocument/didChange", ["textDocument": ["uri": uri, "version": version], "contentChanges": [
                ["range": ["start": ["line": 0, "character": 0], "end": ["line": 0, "character": 0]], "text": "// \(version)\n"],
            ]]))
        }
        try client.sendRaw(burst)
        let last = try #require(client.wait { $0["method"] as? String == "textDocument/publishDiagnostics" && $0.params["version"] as? Int == 13 },
                                "the last change was never linted")
        #expect((last.params["diagnostics"] as? [[String: Any]])?.compactMap(Self.startLine) == [3 + 12])
        try client.send(L.request(2, "shutdown"))
        #expect(client.waitForResponse(2) != nil)
        try client.send(L.notification("exit"))
        #expect(try client.finish().status == 0)
        let versions = client.messages.filter { $0["method"] as? String == "textDocument/publishDiagnostics" }.compactMap { $0.params["version"] as? Int }
        #expect(versions == [1, 13])
    }

    /// A request that needs the findings does not wait for the delay: the
    /// pending lint runs first, its findings published before the answer.
    @Test func aRequestAfterAChangeSeesTheChange() throws {
        let dir = try Self.project()
        let uri = Self.uri(dir, "App/AppCoordinator.swift")
        let change: [String: Any] = ["textDocument": ["uri": uri, "version": 2], "contentChanges": [["text": "// gone\n"]]]
        let range: [String: Any] = ["start": ["line": 3, "character": 0], "end": ["line": 3, "character": 0]]
        let input = try L.frame(L.initialize) + L.frame(L.open(uri, Self.coordinator))
            + L.frame(L.notification("textDocument/didChange", change))
            + L.frame(L.request(2, "textDocument/codeAction", ["textDocument": ["uri": uri], "range": range, "context": ["diagnostics": []]]))
            + L.frame(L.request(3, "shutdown")) + L.frame(L.notification("exit"))
        let session = try L.serve(input, in: dir.url)
        #expect(session.published(uri).map(\.count) == [1, 0])
        #expect((session.response(2)?["result"] as? [Any])?.isEmpty == true)
    }

    // MARK: Configuration reload

    @Test func aConfigurationChangeReloadsAndShowsItsProblems() throws {
        let dir = try Self.project()
        let uri = Self.uri(dir, "App/AppCoordinator.swift")
        let configuration = Self.uri(dir, ".rootlint.json")
        let client = try LSPTestClient(directory: dir.url)
        try client.send(L.request(1, "initialize", ["capabilities": ["workspace": ["didChangeWatchedFiles": ["dynamicRegistration": true]]]]))
        try client.send(L.notification("initialized"))
        let register = try #require(client.waitForRequest("client/registerCapability"))
        let registration = try #require((register.params["registrations"] as? [[String: Any]])?.first)
        #expect(registration["method"] as? String == "workspace/didChangeWatchedFiles")
        let patterns = ((registration["registerOptions"] as? [String: Any])?["watchers"] as? [[String: Any]])?.compactMap { $0["globPattern"] as? String }
        #expect(patterns?.contains("**/.rootlint.json") == true)
        try client.respond(to: register)
        try client.send(L.open(uri, Self.coordinator))
        let publishes = { (uri: String, after: Int) in
            client.wait(after: after) { $0["method"] as? String == "textDocument/publishDiagnostics" && $0.params["uri"] as? String == uri }
        }
        #expect(publishes(uri, 0)?.params["diagnostics"].map { ($0 as! [[String: Any]]).count } == 1)

        // Broken: a message naming the file and the problem, a diagnostic at its line.
        try dir.write(".rootlint.json", "{\n  \"rules\": {\n    \"root_transition_style\": \"loud\"\n  }\n}\n")
        var mark = client.messages.count
        try client.send(L.notification("workspace/didChangeWatchedFiles", ["changes": [["uri": configuration, "type": 2]]]))
        let shown = try #require(client.wait(after: mark) { $0["method"] as? String == "window/showMessage" })
        #expect(shown.params["type"] as? Int == 1)
        let text = try #require(shown.params["message"] as? String)
        #expect(text.contains(".rootlint.json:3:") && text.contains("root_transition_style"), "\(text)")
        let problem = try #require(publishes(configuration, mark)?.params["diagnostics"] as? [[String: Any]])
        #expect(problem.compactMap(Self.startLine) == [2])
        #expect(problem.first?["severity"] as? Int == 1)
        // The document is linted again: nothing under a broken configuration.
        #expect((publishes(uri, mark)?.params["diagnostics"] as? [Any])?.isEmpty == true)

        // Fixed, and saved in the editor: the problem cleared, the new severity applied.
        try dir.write(".rootlint.json", "{\"rules\": {\"root_transition_style\": \"error\"}}\n")
        mark = client.messages.count
        try client.send(L.notification("textDocument/didSave", ["textDocument": ["uri": configuration]]))
        #expect((publishes(configuration, mark)?.params["diagnostics"] as? [Any])?.isEmpty == true)
        let relinted = try #require(publishes(uri, mark)?.params["diagnostics"] as? [[String: Any]])
        #expect(relinted.map { $0["severity"] as? Int } == [1])
        try client.send(L.request(2, "shutdown"))
        #expect(client.waitForResponse(2) != nil)
        try client.send(L.notification("exit"))
        #expect(try client.finish().status == 0)
    }

    /// Without dynamic registration no watcher is registered (a save of the
    /// configuration in the editor still reloads it, as above).
    @Test func noWatcherWithoutDynamicRegistration() throws {
        let dir = try Self.project()
        let input = try L.frame(L.initialize) + L.frame(L.notification("initialized"))
            + L.frame(L.request(2, "shutdown")) + L.frame(L.notification("exit"))
        let session = try L.serve(input, in: dir.url)
        #expect(!session.messages.contains { $0["method"] as? String == "client/registerCapability" })
    }

    // MARK: What a diagnostic carries

    @Test func aDiagnosticCarriesItsRuleLinkSeverityRelatedSitesAndFix() throws {
        let dir = try Self.project(configuration: #"{"rules": {"unanimated_root_swap": "error", "deprecated_window_lookup": "info"}}"#)
        let file = "App/SettingsViewController.swift"
        let uri = Self.uri(dir, file), login = Self.uri(dir, "App/LoginViewController.swift")
        let input = try L.frame(L.initialize) + L.frame(L.open(uri, Self.settings)) + L.frame(L.open(login, Self.login))
            + L.frame(L.request(2, "shutdown")) + L.frame(L.notification("exit"))
        let session = try L.serve(input, in: dir.url)
        let items = try #require(session.published(uri).last) + #require(session.published(login).last)
        let byRule = Dictionary(items.map { ($0["code"] as! String, $0) }, uniquingKeysWith: { a, _ in a })
        #expect(byRule["unanimated_root_swap"]?["severity"] as? Int == 1)
        #expect(byRule["root_switch_outside_coordinator"]?["severity"] as? Int == 2)
        #expect(byRule["deprecated_window_lookup"]?["severity"] as? Int == 3)
        #expect(items.allSatisfy { $0["source"] as? String == "rootlint" })

        // The documentation link is SARIF's help URI for the rule.
        let sarif = try CLIHarness.run(["--reporter", "sarif", "."], in: dir.url)
        let run = try #require(((try JSONSerialization.jsonObject(with: Data(sarif.stdout.utf8)) as? [String: Any])?["runs"] as? [[String: Any]])?.first)
        let rules = try #require(((run["tool"] as? [String: Any])?["driver"] as? [String: Any])?["rules"] as? [[String: Any]])
        for item in items {
            let help = rules.first { $0["id"] as? String == item["code"] as? String }?["helpUri"] as? String
            #expect((item["codeDescription"] as? [String: Any])?["href"] as? String == help)
            #expect(help != nil)
        }

        // The other switch sites, in the other files.
        let related = try #require(byRule["decentralized_root_switching"]?["relatedInformation"] as? [[String: Any]])
        let locations = related.compactMap { $0["location"] as? [String: Any] }
        #expect(locations.compactMap { ($0["uri"] as? String).map { String($0.split(separator: "/").last!) } }
                == ["AppCoordinator.swift", "SettingsViewController.swift"])
        #expect(locations.allSatisfy { $0["range"] != nil } && related.allSatisfy { $0["message"] is String })

        // The fix, in `data`.
        let data = try #require(byRule["deprecated_window_lookup"]?["data"] as? [String: Any])
        #expect(data["fix"] is String)
        #expect(["safe", "unsafe", "manual"].contains(data["applicability"] as? String))
        let edits = try #require(data["edits"] as? [[String: Any]])
        #expect(!edits.isEmpty && edits.allSatisfy { $0["range"] != nil && $0["newText"] is String })
    }
}
