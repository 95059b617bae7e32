import Foundation
import Testing

/// `--changed-since` and `--staged` against a throwaway git repository.
@Suite("Changed lines (end to end)", .serialized)
struct GitModeTests {
    func git(_ arguments: [String], in dir: URL) throws {
        let process = Process()
        process.executableURL = URL(fileURLWithPath: "/usr/bin/env")
        process.arguments = ["git", "-c", "user.email=t@example.com", "-c", "user.name=Test", "-c", "commit.gpgsign=false"] + arguments
        process.currentDirectoryURL = dir
        process.standardOutput = FileHandle.nullDevice
        process.standardError = FileHandle.nullDevice
        try process.run()
        process.waitUntilExit()
        #expect(process.terminationStatus == 0, "git \(arguments.joined(separator: " "))")
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
        #expect(badRevision.stderr.contains("git diff failed"))
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
}
