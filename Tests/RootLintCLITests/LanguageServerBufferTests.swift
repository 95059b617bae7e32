import Foundation
import Testing

/// The server lints a document with the editor's other open buffers in
/// place of their files, and answers keystrokes from the run it keeps
/// (`EngineSnapshot`) with what a fresh run gives.
@Suite("Language server buffers")
struct LanguageServerBufferTests {
    typealias L = LanguageServerTests
    typealias F = LanguageServerFeatureTests

    /// A screen that switches the root through the project's helper, slowly:
    /// a finding only if the helper animates the swap.
    static let profile = """
        final class ProfileViewController: UIViewController {
            func logOut() {
                view.window?.switchRoot(to: LoginViewController(), duration: 0.9)
            }
        }

        """

    /// The helper on disk: a bare write, so its callers' swaps are not animated.
    static let bareHelper = """
        extension UIWindow {
            func switchRoot(to viewController: UIViewController, duration: TimeInterval = 0.3) {
                rootViewController = viewController
            }
        }

        """

    /// The helper as the editor holds it, not saved: animated.
    static let animatedHelper = """
        extension UIWindow {
            func switchRoot(to viewController: UIViewController, duration: TimeInterval = 0.3) {
                UIView.transition(with: self, duration: duration, options: .transitionCrossDissolve, animations: {
                    UIView.performWithoutAnimation { self.rootViewController = viewController }
                })
            }
        }

        """

    static func published(_ client: LSPTestClient, _ uri: String, version: Int) throws -> [String] {
        let message = try #require(client.wait { $0["method"] as? String == "textDocument/publishDiagnostics"
            && $0.params["uri"] as? String == uri && $0.params["version"] as? Int == version }, "no publish of \(uri) v\(version)")
        return F.summary(try #require(message.params["diagnostics"] as? [[String: Any]]))
    }

    @Test func anotherOpenBufferStandsInForItsFile() throws {
        let dir = try TemporaryDirectory()
        try dir.write(".rootlint.json", "{}\n")
        try dir.write("App/UIWindow+Switch.swift", Self.bareHelper)
        try dir.write("App/ProfileViewController.swift", Self.profile)
        let helper = F.uri(dir, "App/UIWindow+Switch.swift")
        let profile = F.uri(dir, "App/ProfileViewController.swift")
        let client = try LSPTestClient(directory: dir.url)
        try client.send(F.initialize([:]))
        _ = client.waitForResponse(1)
        try client.send(L.notification("initialized"))
        // The buffer makes the helper an animated one: the screen's call
        // of it is a root transition, and its 0.9 s too slow.
        try client.send(L.open(helper, Self.animatedHelper))
        #expect(try Self.published(client, helper, version: 1) == [])
        try client.send(L.open(profile, Self.profile))
        let withBuffer = try Self.published(client, profile, version: 1)
        #expect(withBuffer == ["slow_root_transition 2:69"])

        // A keystroke in the screen is answered from the kept run: the same
        // findings a fresh run over both buffers gives (one line down).
        try client.send(L.notification("textDocument/didChange", ["textDocument": ["uri": profile, "version": 2], "contentChanges": [
            ["range": ["start": ["line": 0, "character": 0], "end": ["line": 0, "character": 0]], "text": "// Profile\n"],
        ]]))
        let afterKeystroke = try Self.published(client, profile, version: 2)
        #expect(afterKeystroke == withBuffer.map { Self.movedDown($0) })

        // Closed without saving: the file on disk counts again.
        try client.send(L.notification("textDocument/didClose", ["textDocument": ["uri": helper]]))
        try client.send(L.notification("textDocument/didChange", ["textDocument": ["uri": profile, "version": 3], "contentChanges": [
            ["range": ["start": ["line": 0, "character": 0], "end": ["line": 1, "character": 0]], "text": ""],
        ]]))
        #expect(try Self.published(client, profile, version: 3) == [])
        try client.send(L.request(2, "shutdown"))
        #expect(client.waitForResponse(2) != nil)
        try client.send(L.notification("exit"))
        #expect(try client.finish().status == 0)
    }

    /// A workspace folder without git, a configuration or a project's marker
    /// is still the project of its files: a buffer is linted with the
    /// folder's other files surveyed, as the folder's own survey is.
    @Test func aWorkspaceFolderIsAProjectWithoutAMarker() throws {
        let dir = try TemporaryDirectory()
        try dir.write("App/AppCoordinator.swift", ProjectSubsetTests.switchingCoordinator)
        let settings = ProjectSubsetTests.switchingSettings
        try dir.write("App/SettingsViewController.swift", settings)
        let uri = F.uri(dir, "App/SettingsViewController.swift")
        let client = try LSPTestClient(directory: dir.url)
        try client.send(F.initialize([:], rootUri: dir.url.absoluteString))
        _ = client.waitForResponse(1)
        try client.send(L.notification("initialized"))
        try client.send(L.open(uri, settings))
        // Two switching types: known only with the coordinator's file surveyed.
        let opened = try Self.published(client, uri, version: 1)
        #expect(opened.contains("decentralized_root_switching 1:20"), "\(opened)")
        try client.send(L.notification("textDocument/didChange", ["textDocument": ["uri": uri, "version": 2], "contentChanges": [
            ["range": ["start": ["line": 0, "character": 0], "end": ["line": 0, "character": 0]], "text": "// Settings\n"],
        ]]))
        let edited = try Self.published(client, uri, version: 2)
        #expect(edited.contains("decentralized_root_switching 2:20"), "\(edited)")
        try client.send(L.request(2, "shutdown"))
        #expect(client.waitForResponse(2) != nil)
        try client.send(L.notification("exit"))
        #expect(try client.finish().status == 0)
    }

    /// `rule line:character` one line further down.
    static func movedDown(_ summary: String) -> String {
        let parts = summary.split(separator: " ")
        let position = parts[1].split(separator: ":")
        return "\(parts[0]) \(Int(position[0])! + 1):\(position[1])"
    }
}
