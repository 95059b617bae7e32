import Foundation
import Testing

/// `--changed-since` and `--staged` against a throwaway git repository.
@Suite("Changed lines (end to end)", .serialized)
struct GitModeTests {
    func git(_ arguments: [String], in dir: URL) throws {
        _ = try Integration.git(arguments, in: dir)
    }

    static let base = """
        final class SettingsViewController: UIViewController {
            func logOut() {
                view.window?.rootViewController = LoginViewController()
            }
        }

        """

    @Test func changedSinceReportsOnlyAddedAndChangedLines() throws {
        let dir = try TemporaryDirectory()
        try dir.write("App/Settings.swift", Self.base)
        try dir.write("App/Other.swift", Self.base.replacingOccurrences(of: "SettingsViewController", with: "OtherViewController"))
        try git(["init", "-q"], in: dir.url)
        try git(["add", "."], in: dir.url)
        try git(["commit", "-q", "-m", "base"], in: dir.url)
        let edited = Self.base.replacingOccurrences(of: "    }\n}", with: "    }\n    func reset() {\n        view.window?.rootViewController = OnboardingViewController()\n    }\n}")
        try dir.write("App/Settings.swift", edited)
        let result = try CLIHarness.run(["--changed-since", "HEAD", "--only", "unanimated_root_swap", "."], in: dir.url)
        #expect(result.stdout == "App/Settings.swift:6:9: warning: Root view controller replaced without animation; the whole interface changes in one frame [unanimated_root_swap]\n")
        #expect(result.status == 1)
        let nothing = try CLIHarness.run(["--changed-since", "HEAD", "App/Other.swift"], in: dir.url)
        #expect(nothing.stdout.isEmpty)
        #expect(nothing.status == 0)
        let badRevision = try CLIHarness.run(["--changed-since", "no-such-rev", "."], in: dir.url)
        #expect(badRevision.status == 2)
        #expect(badRevision.stderr == "rootlint: error: --changed-since no-such-rev: no such revision in this repository"
                + " (in CI, fetch the history it needs, e.g. actions/checkout with `fetch-depth: 0`)\n")
    }

    @Test func stagedLintsTheIndexNotTheWorkingTree() throws {
        let dir = try TemporaryDirectory()
        try dir.write("App/Settings.swift", "final class SettingsViewController: UIViewController {}\n")
        try git(["init", "-q"], in: dir.url)
        try git(["add", "."], in: dir.url)
        try git(["commit", "-q", "-m", "base"], in: dir.url)
        // Stage a misuse, then "fix" it in the working tree only: the commit would still contain it.
        try dir.write("App/Settings.swift", Self.base)
        try git(["add", "App/Settings.swift"], in: dir.url)
        try dir.write("App/Settings.swift", "final class SettingsViewController: UIViewController {}\n")
        try dir.write("App/Untracked.swift", Self.base)
        let result = try CLIHarness.run(["--staged", "--only", "unanimated_root_swap", "."], in: dir.url)
        #expect(result.status == 1)
        #expect(result.stdout.hasPrefix("App/Settings.swift:3:9: warning:"))
        #expect(!result.stdout.contains("Untracked"), "untracked files are not part of the commit")
    }

    @Test func outsideARepositoryIsAClearError() throws {
        let dir = try TemporaryDirectory()
        try dir.write("A.swift", Self.base)
        let result = try CLIHarness.run(["--staged", "."], in: dir.url, environment: ["GIT_CEILING_DIRECTORIES": dir.url.deletingLastPathComponent().path])
        #expect(result.status == 2)
        #expect(result.stderr.contains("--staged needs a git repository"))
    }

    /// A user's git configuration must not change what rootlint parses.
    static let hostileSettings = ["diff.mnemonicPrefix=true", "diff.noprefix=true", "color.ui=always", "core.quotePath=true",
                                  "diff.relative=true", "color.diff=always"]

    func configureHostile(_ dir: URL) throws {
        for setting in Self.hostileSettings {
            let parts = setting.split(separator: "=", maxSplits: 1).map(String.init)
            try git(["config", parts[0], parts[1]], in: dir)
        }
    }

    static func swap(_ type: String) -> String {
        Self.base.replacingOccurrences(of: "SettingsViewController", with: type)
    }

    @Test(arguments: [false, true])
    func gitModesFindEveryPathWhateverTheUsersSettings(hostile: Bool) throws {
        let dir = try TemporaryDirectory()
        try dir.write("App/Réglages.swift", "final class A {}\n")
        try dir.write("App/With Space.swift", "final class B {}\n")
        try dir.write("App/Old Name.swift", "final class C {}\n")
        try dir.write("App/Gone.swift", Self.swap("GoneViewController"))
        try git(["init", "-q"], in: dir.url)
        if hostile { try configureHostile(dir.url) }
        try git(["add", "."], in: dir.url)
        try git(["commit", "-q", "-m", "base"], in: dir.url)
        try dir.write("App/Réglages.swift", Self.swap("ReglagesViewController"))
        try dir.write("App/With Space.swift", Self.swap("SpaceViewController"))
        try git(["mv", "App/Old Name.swift", "App/New Näme.swift"], in: dir.url)
        try dir.write("App/New Näme.swift", Self.swap("RenamedViewController"))
        try git(["rm", "-q", "App/Gone.swift"], in: dir.url)
        try git(["add", "-A"], in: dir.url)
        let expected = [
            "App/New Näme.swift:3:9", "App/Réglages.swift:3:9", "App/With Space.swift:3:9",
        ]
        for mode in [["--staged"], ["--changed-since", "HEAD"]] {
            let result = try CLIHarness.run(mode + ["--only", "unanimated_root_swap"], in: dir.url)
            let locations = result.stdout.split(separator: "\n").map { $0.split(separator: ":").prefix(3).joined(separator: ":") }
            #expect(locations == expected, "\(mode): \(result.stdout) \(result.stderr)")
            #expect(result.status == 1)
        }
    }

    /// On a branch, `--changed-since main` blames only the branch's own
    /// lines: a line changed on `main` after the branch left it is not.
    @Test func changedSinceComparesWithTheMergeBaseAndIncludesUntrackedFiles() throws {
        let dir = try TemporaryDirectory()
        try dir.write("App/Settings.swift", "final class SettingsViewController: UIViewController {}\n")
        try git(["init", "-q", "-b", "main"], in: dir.url)
        try git(["add", "."], in: dir.url)
        try git(["commit", "-q", "-m", "base"], in: dir.url)
        try git(["checkout", "-q", "-b", "feature"], in: dir.url)
        try dir.write("App/Feature.swift", Self.swap("FeatureViewController"))
        try git(["add", "."], in: dir.url)
        try git(["commit", "-q", "-m", "feature"], in: dir.url)
        try git(["checkout", "-q", "main"], in: dir.url)
        try dir.write("App/Main.swift", Self.swap("MainOnlyViewController"))
        try git(["add", "."], in: dir.url)
        try git(["commit", "-q", "-m", "main moves on"], in: dir.url)
        try git(["checkout", "-q", "feature"], in: dir.url)
        try dir.write("App/Untracked.swift", Self.swap("NewViewController"))
        let result = try CLIHarness.run(["--changed-since", "main", "--only", "unanimated_root_swap"], in: dir.url)
        let files = result.stdout.split(separator: "\n").map { $0.split(separator: ":")[0] }
        #expect(files == ["App/Feature.swift", "App/Untracked.swift"], "\(result.stdout)")
    }

    /// Paths given to a git mode may lie outside the current folder, inside the work tree.
    @Test func stagedAcceptsPathsOutsideTheCurrentFolder() throws {
        let dir = try TemporaryDirectory()
        try dir.write("X.swift", Self.base)
        try dir.write("Sub/Y.swift", "final class Y {}\n")
        try git(["init", "-q"], in: dir.url)
        try git(["add", "."], in: dir.url)
        let result = try CLIHarness.run(["--staged", "--only", "unanimated_root_swap", "../X.swift"], in: dir.url.appendingPathComponent("Sub"))
        #expect(result.stdout.hasPrefix(dir.url.resolvingSymlinksInPath().path + "/X.swift:3:9: warning:"), "\(result.stdout) \(result.stderr)")
        #expect(result.status == 1)
    }

    /// A submodule is a gitlink in the index, not a file: skipped, and the
    /// files sorted after it are still linted.
    @Test func stagedSkipsSubmodulesAndLintsTheFilesAfterThem() throws {
        let inner = try TemporaryDirectory()
        try inner.write("Lib.swift", "final class Lib {}\n")
        try git(["init", "-q"], in: inner.url)
        try git(["add", "."], in: inner.url)
        try git(["commit", "-q", "-m", "lib"], in: inner.url)
        let dir = try TemporaryDirectory()
        try dir.write("A.swift", "final class A {}\n")
        try git(["init", "-q"], in: dir.url)
        try git(["-c", "protocol.file.allow=always", "submodule", "add", "-q", inner.url.path, "B"], in: dir.url)
        try dir.write("C.swift", Self.base)
        try git(["add", "."], in: dir.url)
        let result = try CLIHarness.run(["--staged", "--only", "unanimated_root_swap"], in: dir.url)
        #expect(result.stdout.hasPrefix("C.swift:3:9: warning:"), "\(result.stdout) \(result.stderr)")
        #expect(result.status == 1)
    }

    /// A clone of depth 1 has no merge base with the default branch: one clear line.
    @Test func aShallowCloneGetsAHintInsteadOfGitsMessage() throws {
        let origin = try TemporaryDirectory()
        try origin.write("A.swift", "final class A {}\n")
        try git(["init", "-q", "-b", "main"], in: origin.url)
        try git(["add", "."], in: origin.url)
        try git(["commit", "-q", "-m", "one"], in: origin.url)
        try git(["checkout", "-q", "-b", "feature"], in: origin.url)
        try origin.write("B.swift", "final class B {}\n")
        try git(["add", "."], in: origin.url)
        try git(["commit", "-q", "-m", "two"], in: origin.url)
        let clones = try TemporaryDirectory()
        try git(["clone", "-q", "--depth", "1", "--branch", "feature", "file://" + origin.url.path, "shallow"], in: clones.url)
        let result = try CLIHarness.run(["--changed-since", "main"], in: clones.url.appendingPathComponent("shallow"))
        #expect(result.status == 2)
        #expect(result.stderr.contains("fetch-depth: 0"), "\(result.stderr)")
        #expect(result.stderr.split(separator: "\n").count == 1)
    }

    /// A revision that looks like an option is a revision, never an option for git.
    @Test func aRevisionIsNeverReadAsAnOption() throws {
        let dir = try TemporaryDirectory()
        try dir.write("A.swift", "final class A {}\n")
        try git(["init", "-q"], in: dir.url)
        try git(["add", "."], in: dir.url)
        try git(["commit", "-q", "-m", "one"], in: dir.url)
        let target = try dir.write("F", "keep me\n")
        let result = try CLIHarness.run(["--changed-since=--output=F"], in: dir.url)
        #expect(result.status == 2)
        #expect(try String(contentsOf: target, encoding: .utf8) == "keep me\n")
    }
}
