import Foundation
import Testing

@Suite("Configuration (end to end)")
struct ConfigurationCommandTests {
    @Test func nearestConfigurationWins() throws {
        let dir = try TemporaryDirectory()
        try dir.write(".rootlint.json", #"{"rules": {"unanimated_root_swap": "error"}}"#)
        try dir.write("A/Settings.swift", misuseSource)
        try dir.write("B/.rootlint.json", #"{"rules": {"unanimated_root_swap": "off"}}"#)
        try dir.write("B/Settings.swift", misuseSource)
        let result = try CLIHarness.run(["."], in: dir.url)
        #expect(result.stdout.contains("A/Settings.swift:3:9: error: Root view controller replaced without animation"))
        #expect(!result.stdout.contains("B/Settings.swift:3:9: error"))
        #expect(!result.stdout.contains("B/Settings.swift:3:9: warning: Root view controller replaced"))
        #expect(result.stdout.contains("B/Settings.swift:3:9: warning: Root view controller switched"))
    }

    @Test func explicitConfigurationOverridesDiscovery() throws {
        let dir = try TemporaryDirectory()
        try dir.write("App/.rootlint.json", #"{"rules": {"unanimated_root_swap": "error"}}"#)
        try dir.write("App/Settings.swift", misuseSource)
        try dir.write("quiet.json", #"{"rules": {"unanimated_root_swap": "off", "root_switch_outside_coordinator": "off"}}"#)
        let result = try CLIHarness.run(["--config", "quiet.json", "App"], in: dir.url)
        #expect(result.status == 0, "\(result.stdout)\(result.stderr)")
        #expect(result.stdout.isEmpty)
    }

    @Test func includeAndExcludeAreRelativeToTheConfiguration() throws {
        let dir = try TemporaryDirectory()
        try dir.write(".rootlint.json", #"{"include": ["App/**"], "exclude": ["Generated", "*.generated.swift"]}"#)
        try dir.write("App/Settings.swift", misuseSource)
        try dir.write("App/Generated/Settings.swift", misuseSource)
        try dir.write("App/Model.generated.swift", misuseSource)
        try dir.write("Scripts/Tool.swift", misuseSource)
        let fromRoot = try CLIHarness.run(["."], in: dir.url)
        #expect(fromRoot.stdout.contains("App/Settings.swift:3:9:"))
        #expect(!fromRoot.stdout.contains("Generated"))
        #expect(!fromRoot.stdout.contains("generated"))
        #expect(!fromRoot.stdout.contains("Scripts"))
        // The same patterns apply when linting from a subdirectory or naming files.
        let fromApp = try CLIHarness.run(["."], in: dir.url.appendingPathComponent("App"))
        #expect(fromApp.stdout.contains("Settings.swift:3:9:"))
        #expect(!fromApp.stdout.contains("Generated"))
        let named = try CLIHarness.run(["App/Generated/Settings.swift"], in: dir.url)
        #expect(named.stdout.isEmpty, "config excludes apply to named files (pre-commit passes names)")
    }

    @Test func invalidConfigurationIsOneClearLineAndExitTwo() throws {
        let dir = try TemporaryDirectory()
        try dir.write("Bad/.rootlint.json", "{\n  \"rules\": {\n    \"unanimated_root_swap\": {\"serverity\": \"error\"}\n  }\n}\n")
        try dir.write("Bad/Settings.swift", misuseSource)
        try dir.write("Good/Settings.swift", misuseSource)
        let result = try CLIHarness.run(["."], in: dir.url)
        #expect(result.status == 2)
        let errors = result.stderr.split(separator: "\n").filter { $0.contains("error:") }
        #expect(errors == [#"rootlint: error: Bad/.rootlint.json:3:30: rules.unanimated_root_swap.serverity: unknown key (did you mean "severity"?)"#])
        #expect(result.stdout.contains("Good/Settings.swift:3:9:"), "files under other configurations are still linted")
        #expect(!result.stdout.contains("Bad/Settings.swift"), "files under a broken configuration are skipped")
    }

    @Test func brokenExplicitConfigurationStopsTheRun() throws {
        let dir = try TemporaryDirectory()
        try dir.write("bad.json", "{")
        try dir.write("Settings.swift", misuseSource)
        let result = try CLIHarness.run(["--config", "bad.json", "."], in: dir.url)
        #expect(result.status == 2)
        #expect(result.stderr.contains("bad.json:1:2: invalid JSON"))
        let missing = try CLIHarness.run(["--config", "nope.json", "."], in: dir.url)
        #expect(missing.status == 2)
        #expect(missing.stderr.contains("nope.json: cannot read configuration"))
    }

    @Test func initWritesOnlyCommentsAndRefusesToOverwrite() throws {
        let dir = try TemporaryDirectory()
        let first = try CLIHarness.run(["init"], in: dir.url)
        #expect(first.status == 0)
        let written = try String(contentsOf: dir.url.appendingPathComponent(".rootlint.json"), encoding: .utf8)
        #expect(written.contains("\"$comment\""))
        #expect(written.contains("\"$example\""))
        // Only comments: nothing is set, so later defaults still apply.
        let object = try #require(try JSONSerialization.jsonObject(with: Data(written.utf8)) as? [String: Any])
        #expect(object.keys.allSatisfy { $0.hasPrefix("$") })
        let second = try CLIHarness.run(["init"], in: dir.url)
        #expect(second.status == 2)
        #expect(second.stderr.contains("already exists"))
        #expect(try CLIHarness.run(["init", "--force"], in: dir.url).status == 0)
        // The starter file reproduces the defaults exactly.
        try dir.write("Settings.swift", misuseSource)
        let withFile = try CLIHarness.run(["Settings.swift"], in: dir.url)
        try FileManager.default.removeItem(at: dir.url.appendingPathComponent(".rootlint.json"))
        let withoutFile = try CLIHarness.run(["Settings.swift"], in: dir.url)
        #expect(withFile.stdout == withoutFile.stdout)
        #expect(!withFile.stdout.isEmpty)
    }

    @Test func effectiveConfiguration() throws {
        let dir = try TemporaryDirectory()
        try dir.write(".rootlint.json", #"{"coordinators": ["*Switcher"], "rules": {"slow_root_transition": {"maxDuration": 0.4}}}"#)
        try dir.write("App/A.swift", "")
        let result = try CLIHarness.run(["config", "--effective", "App/A.swift"], in: dir.url)
        #expect(result.status == 0)
        let object = try #require(try JSONSerialization.jsonObject(with: Data(result.stdout.utf8)) as? [String: Any])
        let coordinators = try #require((object["coordinators"] as? [String: Any])?["replace"] as? [String])
        #expect(coordinators.last == "*Switcher")
        let rules = try #require(object["rules"] as? [String: [String: Any]])
        #expect(rules["slow_root_transition"]?["maxDuration"] as? Double == 0.4)
        #expect(rules["unanimated_root_swap"]?["severity"] as? String == "warning")
        let defaults = try CLIHarness.run(["config", "--effective"], in: FileManager.default.temporaryDirectory)
        #expect(defaults.stdout.contains("defaults (no .rootlint.json found)"))
    }

    /// A nested `.rootlint.json` that changes one severity keeps what the
    /// parent turned off, and stays in the parent's project.
    @Test func aNestedConfigurationRefinesItsParentAndKeepsOneProject() throws {
        let dir = try TemporaryDirectory()
        try dir.write(".rootlint.json", #"{"rules": {"unanimated_root_swap": "off"}}"#)
        try dir.write("Feature/.rootlint.json", #"{"rules": {"root_switch_outside_coordinator": "error"}}"#)
        func swapper(_ type: String) -> String {
            """
            final class \(type): UIViewController {
                func logOut() {
                    view.window?.rootViewController = LoginViewController()
                }
            }

            """
        }
        try dir.write("App/Settings.swift", swapper("SettingsViewController"))
        try dir.write("Feature/Profile.swift", swapper("ProfileViewController"))
        let result = try CLIHarness.run(["."], in: dir.url)
        #expect(!result.stdout.contains("[unanimated_root_swap]"), "turned off by the parent: \(result.stdout)")
        #expect(result.stdout.contains("Feature/Profile.swift:3:9: error:"), "\(result.stdout)")
        #expect(result.stdout.contains("App/Settings.swift:3:9: warning:"), "\(result.stdout)")
        let decentralized = result.stdout.split(separator: "\n").filter { $0.contains("[decentralized_root_switching]") }
        #expect(decentralized.count == 1, "one project, one analysis: \(result.stdout)")
    }

    /// Every configuration error of a file at once, each with its position.
    @Test func everyConfigurationErrorIsReportedAtOnce() throws {
        let dir = try TemporaryDirectory()
        try dir.write(".rootlint.json", "{\n  \"includ\": [],\n  \"rules\": {\"unanimated_root_swp\": \"off\"}\n}\n")
        try dir.write("A.swift", "final class A {}\n")
        let result = try CLIHarness.run(["."], in: dir.url)
        #expect(result.status == 2)
        #expect(result.stderr.contains(".rootlint.json:2:3: includ: unknown key (did you mean \"include\"?)"), "\(result.stderr)")
        #expect(result.stderr.contains(".rootlint.json:3:13: rules.unanimated_root_swp: unknown rule"), "\(result.stderr)")
    }
}
