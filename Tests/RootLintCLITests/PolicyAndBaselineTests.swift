import Foundation
import Testing

/// A file with one error-free, two-warning finding set plus an info-level one.
private let slowTransitionSource = """
    final class AppCoordinator {
        let window: UIWindow
        func showMain() {
            UIView.transition(with: window, duration: 1.0, options: .transitionCrossDissolve, animations: {
                UIView.performWithoutAnimation { self.window.rootViewController = MainTabBarController() }
            })
        }
    }

    """

@Suite("Policy flags and baselines (end to end)")
struct PolicyAndBaselineTests {
    @Test func failOnThresholds() throws {
        let dir = try TemporaryDirectory()
        try dir.write("Info.swift", slowTransitionSource)
        #expect(try CLIHarness.run(["Info.swift"], in: dir.url).status == 0, "info findings do not fail by default")
        #expect(try CLIHarness.run(["--fail-on", "info", "Info.swift"], in: dir.url).status == 1)
        #expect(try CLIHarness.run(["--strict", "Info.swift"], in: dir.url).status == 1)
        try dir.write("Bad.swift", misuseSource)
        #expect(try CLIHarness.run(["Bad.swift"], in: dir.url).status == 1)
        #expect(try CLIHarness.run(["--fail-on", "error", "Bad.swift"], in: dir.url).status == 0)
        #expect(try CLIHarness.run(["--fail-on", "never", "Bad.swift"], in: dir.url).status == 0)
        #expect(try CLIHarness.run(["--fail-on", "error", "--max-warnings", "1", "Bad.swift"], in: dir.url).status == 1)
        #expect(try CLIHarness.run(["--fail-on", "error", "--max-warnings", "2", "Bad.swift"], in: dir.url).status == 0)
        let conflict = try CLIHarness.run(["--strict", "--fail-on", "error", "Bad.swift"], in: dir.url)
        #expect(conflict.status == 2)
    }

    @Test func quietShowsOnlyErrors() throws {
        let dir = try TemporaryDirectory()
        try dir.write("Bad.swift", misuseSource)
        let quiet = try CLIHarness.run(["--quiet", "Bad.swift"], in: dir.url)
        #expect(quiet.stdout.isEmpty)
        #expect(quiet.stderr.isEmpty)
        // Hidden, not forgiven: the warnings still fail the run.
        #expect(quiet.status == 1)
    }

    @Test func onlyAndDisable() throws {
        let dir = try TemporaryDirectory()
        try dir.write("Bad.swift", misuseSource)
        let only = try CLIHarness.run(["--only", "unanimated_root_swap", "Bad.swift"], in: dir.url)
        #expect(only.stdout.split(separator: "\n").allSatisfy { $0.hasSuffix("[unanimated_root_swap]") })
        #expect(!only.stdout.isEmpty)
        let disabled = try CLIHarness.run(["--disable", "unanimated_root_swap,root_switch_outside_coordinator", "Bad.swift"], in: dir.url)
        #expect(disabled.stdout.isEmpty)
        let unknown = try CLIHarness.run(["--only", "unanimated_root_swp", "Bad.swift"], in: dir.url)
        #expect(unknown.status == 2)
        #expect(unknown.stderr.contains("did you mean 'unanimated_root_swap'?"))
    }

    @Test func outputFileGetsTheReportAndStderrTheSummary() throws {
        let dir = try TemporaryDirectory()
        try dir.write("Bad.swift", misuseSource)
        let result = try CLIHarness.run(["--reporter", "json", "--output", "report.json", "Bad.swift"], in: dir.url)
        #expect(result.status == 1)
        #expect(result.stdout.isEmpty)
        #expect(result.stderr.contains("1 file linted"))
        let written = try Data(contentsOf: dir.url.appendingPathComponent("report.json"))
        let object = try JSONSerialization.jsonObject(with: written) as? [String: Any]
        #expect((object?["diagnostics"] as? [Any])?.count == 2)
        let unwritable = try CLIHarness.run(["--output", "missing-dir/report.txt", "Bad.swift"], in: dir.url)
        #expect(unwritable.status == 2)
        #expect(unwritable.stderr.contains("missing-dir/report.txt: cannot write report"))
    }

    @Test func baselineHidesKnownFindingsAcrossLineShifts() throws {
        let dir = try TemporaryDirectory()
        try dir.write("Bad.swift", misuseSource)
        let write = try CLIHarness.run(["--write-baseline", "baseline.json", "Bad.swift"], in: dir.url)
        #expect(write.status == 0)
        #expect(write.stderr.contains("wrote baseline.json with 2 findings"))
        // Lines move: the baselined findings stay hidden.
        try dir.write("Bad.swift", "// a comment that moves everything down\n\n" + misuseSource)
        let shifted = try CLIHarness.run(["--baseline", "baseline.json", "Bad.swift"], in: dir.url)
        #expect(shifted.status == 0, "\(shifted.stdout)")
        #expect(shifted.stdout.isEmpty)
        #expect(shifted.stderr.contains("2 baselined findings hidden"))
        // A new finding is reported; a fixed one is reported as stale.
        let fixedAndNew = misuseSource.replacingOccurrences(of: "view.window?.rootViewController = LoginViewController()",
                                                            with: "UIApplication.shared.keyWindow?.rootViewController = WelcomeViewController()")
        try dir.write("Bad.swift", fixedAndNew)
        let changed = try CLIHarness.run(["--baseline", "baseline.json", "Bad.swift"], in: dir.url)
        #expect(changed.status == 1)
        #expect(changed.stdout.contains("[deprecated_window_lookup]"))
        #expect(changed.stderr.contains("no longer occur"))
        let prune = try CLIHarness.run(["baseline", "prune", "--baseline", "baseline.json", "Bad.swift"], in: dir.url)
        #expect(prune.status == 0)
        #expect(prune.stderr.contains("dropped 2 stale findings"))
        let broken = try dir.write("broken.json", "{\"version\": 2, \"findings\": []}")
        _ = broken
        let invalid = try CLIHarness.run(["--baseline", "broken.json", "Bad.swift"], in: dir.url)
        #expect(invalid.status == 2)
        #expect(invalid.stderr.contains("unsupported baseline version 2"))
    }

    @Test func stdinIsLintedAsTheGivenPath() throws {
        let dir = try TemporaryDirectory()
        try dir.write(".rootlint.json", #"{"exclude": ["Generated"], "rules": {"unanimated_root_swap": "error"}}"#)
        let result = try CLIHarness.run(["--stdin-path", "App/Settings.swift"], in: dir.url, stdin: misuseSource)
        #expect(result.status == 1)
        #expect(result.stdout.contains("App/Settings.swift:3:9: error: Root view controller replaced"))
        let excluded = try CLIHarness.run(["--stdin-path", "Generated/Settings.swift"], in: dir.url, stdin: misuseSource)
        #expect(excluded.status == 0)
        #expect(excluded.stdout.isEmpty)
        let withPaths = try CLIHarness.run(["--stdin-path", "A.swift", "B.swift"], in: dir.url, stdin: "")
        #expect(withPaths.status == 2)
    }

    @Test func noProgressInPipes() throws {
        let result = try CLIHarness.run(["Corpus"])
        #expect(!result.stderr.contains("\r"))
    }

    /// A run restricted with `--only` cannot see the other rules' findings:
    /// pruning keeps their entries.
    @Test func pruneWithOnlyKeepsTheOtherRulesEntries() throws {
        let dir = try TemporaryDirectory()
        try dir.write("Bad.swift", misuseSource)
        #expect(try CLIHarness.run(["--write-baseline", "baseline.json", "Bad.swift"], in: dir.url).status == 0)
        let before = try String(contentsOf: dir.url.appendingPathComponent("baseline.json"), encoding: .utf8)
        let prune = try CLIHarness.run(["baseline", "prune", "--baseline", "baseline.json", "--only", "slow_root_transition", "Bad.swift"],
                                       in: dir.url)
        #expect(prune.status == 0, "\(prune.stderr)")
        #expect(prune.stderr.contains("dropped 0 stale findings"))
        #expect(try String(contentsOf: dir.url.appendingPathComponent("baseline.json"), encoding: .utf8) == before)
        let note = try CLIHarness.run(["--baseline", "baseline.json", "--only", "slow_root_transition", "Bad.swift"], in: dir.url)
        #expect(!note.stderr.contains("no longer occur"), "\(note.stderr)")
    }

    /// A baseline is written from, and pruned by, whole runs only.
    @Test func baselinesRefusePartialRuns() throws {
        let dir = try TemporaryDirectory()
        try dir.write("Bad.swift", misuseSource)
        for partial in [["--changed-since", "HEAD"], ["--staged"], ["--only", "unanimated_root_swap"]] {
            let write = try CLIHarness.run(["--write-baseline", "baseline.json"] + partial + ["Bad.swift"], in: dir.url)
            #expect(write.status == 2, "\(partial)")
            #expect(write.stderr.contains("'--write-baseline' records every finding of a whole run"))
            #expect(!FileManager.default.fileExists(atPath: dir.url.appendingPathComponent("baseline.json").path))
        }
        #expect(try CLIHarness.run(["--write-baseline", "baseline.json", "Bad.swift"], in: dir.url).status == 0)
        let prune = try CLIHarness.run(["baseline", "prune", "--baseline", "baseline.json", "--staged"], in: dir.url)
        #expect(prune.status == 2)
        #expect(prune.stderr.contains("needs a whole run"))
    }
}
