import Foundation
import Testing

/// Paths a code host or a baseline reads do not depend on how the paths
/// were typed or where rootlint ran: fingerprints are taken from the
/// project's root, annotations and SARIF URIs from the repository's root.
@Suite("Paths from the project root", .serialized)
struct RepositoryPathTests {
    static let misuse = """
        final class SettingsViewController: UIViewController {
            func logOut() {
                view.window?.rootViewController = LoginViewController()
            }
        }

        """

    func project() throws -> TemporaryDirectory {
        let dir = try TemporaryDirectory()
        try dir.write(".rootlint.json", "{}\n")
        try dir.write("App/Settings.swift", Self.misuse)
        return dir
    }

    @Test func aBaselineMatchesHoweverThePathsWereTyped() throws {
        let dir = try project()
        #expect(try CLIHarness.run(["--write-baseline", "baseline.json", "."], in: dir.url).status == 0)
        let root = dir.url.resolvingSymlinksInPath().path
        let runs: [(arguments: [String], folder: URL)] = [
            (["--baseline", "baseline.json", root], dir.url),
            (["--baseline", "baseline.json", "App/Settings.swift"], dir.url),
            (["--baseline", "../baseline.json", "Settings.swift"], dir.url.appendingPathComponent("App")),
            (["--baseline", "../baseline.json", "."], dir.url.appendingPathComponent("App")),
        ]
        for run in runs {
            let result = try CLIHarness.run(run.arguments, in: run.folder)
            #expect(result.status == 0, "\(run.arguments): \(result.stdout)")
            #expect(result.stdout.isEmpty)
            #expect(!result.stderr.contains("no longer occur"), "\(run.arguments): \(result.stderr)")
        }
    }

    @Test func annotationsAndSARIFNameFilesFromTheRepositoryRoot() throws {
        let dir = try project()
        _ = try Integration.git(["init", "-q"], in: dir.url)
        let app = dir.url.appendingPathComponent("App")
        let github = try CLIHarness.run(["--reporter", "github", "Settings.swift"], in: app)
        #expect(github.stdout.hasPrefix("::warning file=App/Settings.swift,line=3,"), "\(github.stdout)")
        let sarif = try CLIHarness.run(["--reporter", "sarif", "."], in: app)
        #expect(sarif.stdout.contains("\"uri\": \"App/Settings.swift\""), "\(sarif.stdout)")
        // Text and JSON keep the paths as given.
        let text = try CLIHarness.run(["Settings.swift"], in: app)
        #expect(text.stdout.hasPrefix("Settings.swift:3:9:"))
    }

    /// JSON carries input errors beside the findings, a configuration
    /// error with its position.
    @Test func jsonListsInputErrors() throws {
        let dir = try project()
        try dir.write(".rootlint.json", "{\n  \"rules\": {\"no_such_rule\": \"off\"}\n}\n")
        let result = try CLIHarness.run(["--reporter", "json", "."], in: dir.url)
        #expect(result.status == 2)
        let object = try #require(try JSONSerialization.jsonObject(with: Data(result.stdout.utf8)) as? [String: Any])
        let errors = try #require(object["errors"] as? [[String: Any]])
        #expect(errors.count == 1)
        #expect(errors.first?["path"] as? String == ".rootlint.json")
        #expect((errors.first?["position"] as? [String: Int]) == ["line": 2, "column": 13])
        #expect(result.stderr.contains("rootlint: error: .rootlint.json:2:13: rules.no_such_rule: unknown rule"))
    }
}
