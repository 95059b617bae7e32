import Foundation
import Testing

/// Tests that build rootlint the way its users' tools do — pre-commit, a
/// package that uses rootlint's SwiftPM plugins — and run it there. They take
/// minutes, so they run only with `ROOTLINT_INTEGRATION=1`, one at a time
/// (each is a whole Swift build; the CI machine has two cores):
///
///     ROOTLINT_INTEGRATION=1 swift test --filter IntegrationTests
@Suite("Integration (ROOTLINT_INTEGRATION=1)", .serialized)
struct IntegrationTests {}

/// Helpers for the integration tests.
enum Integration {
    static var isEnabled: Bool { ProcessInfo.processInfo.environment["ROOTLINT_INTEGRATION"] == "1" }

    struct Output {
        var status: Int32
        /// stdout and stderr, interleaved as written.
        var text: String
        var seconds: Double
    }

    /// An executable on PATH, or nil.
    static func executable(_ name: String) -> URL? {
        let path = ProcessInfo.processInfo.environment["PATH"] ?? "/usr/bin:/bin"
        for directory in path.split(separator: ":") where !directory.isEmpty {
            let candidate = URL(fileURLWithPath: String(directory)).appendingPathComponent(name)
            if FileManager.default.isExecutableFile(atPath: candidate.path) { return candidate }
        }
        return nil
    }

    /// Runs a program to completion. Its stdout and stderr go to one file, not
    /// a pipe, so a long build log can never block it.
    static func run(_ executable: URL, _ arguments: [String], in directory: URL,
                    environment: [String: String] = [:]) throws -> Output {
        let log = FileManager.default.temporaryDirectory.appendingPathComponent("rootlint-integration-\(UUID().uuidString).log")
        _ = FileManager.default.createFile(atPath: log.path, contents: nil)
        defer { try? FileManager.default.removeItem(at: log) }
        let handle = try FileHandle(forWritingTo: log)
        defer { try? handle.close() }

        let process = Process()
        process.executableURL = executable
        process.arguments = arguments
        process.currentDirectoryURL = directory
        process.environment = ProcessInfo.processInfo.environment.merging(environment) { $1 }
        process.standardInput = FileHandle.nullDevice
        process.standardOutput = handle
        process.standardError = handle
        let start = Date()
        try process.run()
        process.waitUntilExit()
        let seconds = Date().timeIntervalSince(start)
        let text = String(decoding: try Data(contentsOf: log), as: UTF8.self)
        return Output(status: process.terminationStatus, text: text, seconds: seconds)
    }

    /// `git` with a fixed identity, no signing and no prompts; fails the
    /// test on a non-zero exit. Returns the output, trimmed.
    @discardableResult
    static func git(_ arguments: [String], in directory: URL) throws -> String {
        let git = try #require(executable("git"), "git is not on PATH")
        let result = try run(git, ["-c", "user.name=rootlint tests", "-c", "user.email=tests@rootlint.invalid",
                                   "-c", "commit.gpgsign=false"] + arguments,
                             in: directory, environment: ["GIT_TERMINAL_PROMPT": "0"])
        try #require(result.status == 0, "git \(arguments.joined(separator: " ")) failed:\n\(result.text)")
        return result.text.trimmingCharacters(in: .whitespacesAndNewlines)
    }

    /// Copies the files of a git working tree as they are on disk — tracked
    /// files with their uncommitted changes and untracked files that are not
    /// ignored (so no `.build`) — to `destination`.
    static func copyWorkingTree(of root: URL, to destination: URL) throws {
        let listing = try git(["ls-files", "-z", "--cached", "--others", "--exclude-standard"], in: root)
        let fileManager = FileManager.default
        for path in listing.split(separator: "\0").map(String.init) {
            let source = root.appendingPathComponent(path)
            guard let attributes = try? fileManager.attributesOfItem(atPath: source.path) else { continue } // deleted, not committed
            let type = attributes[.type] as? FileAttributeType
            guard type == .typeRegular || type == .typeSymbolicLink else { continue }
            let target = destination.appendingPathComponent(path)
            try fileManager.createDirectory(at: target.deletingLastPathComponent(), withIntermediateDirectories: true)
            if type == .typeSymbolicLink {
                try fileManager.createSymbolicLink(atPath: target.path,
                                                   withDestinationPath: fileManager.destinationOfSymbolicLink(atPath: source.path))
            } else {
                try fileManager.copyItem(at: source, to: target)
            }
        }
    }

    static func format(_ seconds: Double) -> String { String(format: "%.1f s", seconds) }

    /// `TMPDIR` inside the scratch directory, so the lock files SwiftPM leaves
    /// in the temporary directory for each build directory go with it.
    static func temporaryDirectoryEnvironment(in scratch: TemporaryDirectory) throws -> [String: String] {
        let tmp = scratch.url.appendingPathComponent("tmp")
        try FileManager.default.createDirectory(at: tmp, withIntermediateDirectories: true)
        return ["TMPDIR": tmp.path]
    }
}

extension IntegrationTests {
    /// The hook in `.pre-commit-hooks.yaml`, installed and run by the real
    /// pre-commit from a consumer repository configured as in the README.
    @Suite("pre-commit hook")
    struct PreCommitTests {
        /// The README's `.pre-commit-config.yaml`; the test points `repo:` and
        /// `rev:` at a snapshot of this checkout.
        static func configSnippet() throws -> String { try ReadmeSnippetTests.snippet("pre-commit") + "\n" }

        /// The README's whole-project variant: rootlint lints every file (so
        /// the project analysis sees them all) and reports staged lines only.
        static func stagedConfigSnippet() throws -> String { try ReadmeSnippetTests.snippet("pre-commit-staged") + "\n" }

        @Test(.timeLimit(.minutes(30)))
        func hookPassesCleanFilesAndFailsOnFindings() throws {
            guard Integration.isEnabled else {
                // Opt-in: pre-commit builds rootlint with `swift build -c release`
                // inside its own cache before the first run, which takes minutes.
                return
            }
            guard let preCommit = Integration.executable("pre-commit") else {
                Issue.record("ROOTLINT_INTEGRATION=1, but `pre-commit` is not on PATH: install it with `python3 -m pip install pre-commit`")
                return
            }
            let scratch = try TemporaryDirectory()

            // The hook repository: this checkout's working tree, committed in a
            // copy. (`pre-commit try-repo` on the checkout itself would leave
            // out untracked files, `.pre-commit-hooks.yaml` among them until it
            // is committed.)
            let hookRepository = scratch.url.appendingPathComponent("rootlint")
            try Integration.copyWorkingTree(of: CLIHarness.packageRoot, to: hookRepository)
            try Integration.git(["init", "-q"], in: hookRepository)
            try Integration.git(["add", "-A"], in: hookRepository)
            try Integration.git(["commit", "-q", "--no-verify", "-m", "rootlint working tree"], in: hookRepository)
            let revision = try Integration.git(["rev-parse", "HEAD"], in: hookRepository)

            // The consumer: a repository with one clean and one bad file.
            let project = scratch.url.appendingPathComponent("app")
            try FileManager.default.createDirectory(at: project, withIntermediateDirectories: true)
            func pointedAtSnapshot(_ snippet: String) -> Data {
                Data(snippet.replacingOccurrences(of: "https://github.com/rootlint/rootlint", with: hookRepository.path)
                    .replacingOccurrences(of: "rev: v0.1.0", with: "rev: \(revision)").utf8)
            }
            try pointedAtSnapshot(Self.configSnippet()).write(to: project.appendingPathComponent(".pre-commit-config.yaml"))
            // The hook lints a named file as part of its project: a clean file
            // is one the project's findings do not land on (a second
            // switching type would make the project decentralized).
            try Data("final class ProfileHeaderView: UIView {\n    var title = \"\"\n}\n".utf8).write(to: project.appendingPathComponent("good.swift"))
            try Data(misuseSource.utf8).write(to: project.appendingPathComponent("bad.swift"))
            try Integration.git(["init", "-q"], in: project)
            try Integration.git(["add", "-A"], in: project)
            try Integration.git(["commit", "-q", "--no-verify", "-m", "app"], in: project)

            // A cache of its own: the first run clones the hook repository and
            // builds it; the second reuses that build.
            let environment = try Integration.temporaryDirectoryEnvironment(in: scratch)
                .merging(["PRE_COMMIT_HOME": scratch.url.appendingPathComponent("pre-commit-home").path]) { $1 }

            let good = try Integration.run(preCommit, ["run", "rootlint", "--color", "never", "--files", "good.swift"],
                                           in: project, environment: environment)
            #expect(good.status == 0, "pre-commit on the clean file:\n\(good.text)")
            #expect(good.text.contains("rootlint...") && good.text.contains("Passed"), "\(good.text)")

            let bad = try Integration.run(preCommit, ["run", "rootlint", "--color", "never", "--files", "bad.swift"],
                                          in: project, environment: environment)
            #expect(bad.status == 1, "pre-commit on the bad file:\n\(bad.text)")
            #expect(bad.text.contains("Failed") && bad.text.contains("- exit code: 1"), "\(bad.text)")
            #expect(bad.text.contains(
                "bad.swift:3:9: warning: Root view controller replaced without animation; the whole interface changes in one frame [unanimated_root_swap]"),
                "\(bad.text)")

            // Whole project, staged lines: a new misuse is reported, the
            // committed one in bad.swift is not.
            let stagedConfig = scratch.url.appendingPathComponent("staged-config.yaml")
            try pointedAtSnapshot(Self.stagedConfigSnippet()).write(to: stagedConfig)
            try Data(misuseSource.replacingOccurrences(of: "SettingsViewController", with: "ProfileViewController").utf8)
                .write(to: project.appendingPathComponent("later.swift"))
            try Integration.git(["add", "later.swift"], in: project)
            let staged = try Integration.run(preCommit, ["run", "rootlint", "--color", "never", "--config", stagedConfig.path],
                                             in: project, environment: environment)
            #expect(staged.status == 1, "pre-commit with --staged:\n\(staged.text)")
            #expect(staged.text.contains(
                "later.swift:3:9: warning: Root view controller replaced without animation; the whole interface changes in one frame [unanimated_root_swap]"),
                "\(staged.text)")
            #expect(!staged.text.contains("bad.swift:"), "\(staged.text)")

            print("PreCommitTests: install (swift build -c release) and first run \(Integration.format(good.seconds)), "
                  + "second run \(Integration.format(bad.seconds)), --staged run \(Integration.format(staged.seconds))")
        }
    }
}
