import Foundation
@testable import RootLintCLI
import Testing

/// rootlint asks git for the work tree's top only where there may be one:
/// outside any repository that cost a process on every run.
@Suite("Git lookup")
struct GitLookupTests {
    static var gitIsToldWhere: Bool {
        POSIX.environment("GIT_DIR") != nil || POSIX.environment("GIT_WORK_TREE") != nil
    }

    @Test func aGitFolderOrFileAboveMeansARepositoryMayBeThere() throws {
        let scratch = try TemporaryDirectory()
        try scratch.write("plain/App/Sources/A.swift", "let a = 1\n")
        try scratch.write("repository/.git/HEAD", "ref: refs/heads/main\n")
        try scratch.write("repository/App/Sources/A.swift", "let a = 1\n")
        try scratch.write("worktree/.git", "gitdir: /elsewhere/.git/worktrees/worktree\n")
        try scratch.write("worktree/App/A.swift", "let a = 1\n")
        let root = ConfigurationResolver.realPath(scratch.url.path)
        #expect(Git.mayBeInWorkTree(root + "/repository/App/Sources"))
        #expect(Git.mayBeInWorkTree(root + "/repository"))
        #expect(Git.mayBeInWorkTree(root + "/worktree/App"))
        if !Self.gitIsToldWhere, !Git.mayBeInWorkTree(root) {
            #expect(!Git.mayBeInWorkTree(root + "/plain/App/Sources"))
        }
        // Not absolute: git is asked.
        #expect(Git.mayBeInWorkTree("."))
    }

    /// A fake `git` first on `PATH` records each call: a lint of a folder
    /// outside any repository makes none, one inside a repository makes one.
    @Test func noGitProcessOutsideARepository() throws {
        let scratch = try TemporaryDirectory()
        let root = ConfigurationResolver.realPath(scratch.url.path)
        guard !Self.gitIsToldWhere, !Git.mayBeInWorkTree(root) else { return }
        let log = scratch.url.appendingPathComponent("git-calls.log")
        let fake = try scratch.write("bin/git", "#!/bin/sh\necho \"$@\" >> '\(log.path)'\nexit 128\n")
        try FileManager.default.setAttributes([.posixPermissions: 0o755], ofItemAtPath: fake.path)
        let path = scratch.url.appendingPathComponent("bin").path + ":" + (POSIX.environment("PATH") ?? "/usr/bin:/bin")
        try scratch.write("plain/App.swift", "let window = UIWindow()\n")
        try scratch.write("repository/.git/HEAD", "ref: refs/heads/main\n")
        try scratch.write("repository/App.swift", "let window = UIWindow()\n")

        let outside = try CLIHarness.run(["App.swift"], in: scratch.url.appendingPathComponent("plain"), environment: ["PATH": path])
        #expect(outside.status == 0, "\(outside.stderr)")
        #expect(!FileManager.default.fileExists(atPath: log.path))

        let inside = try CLIHarness.run(["App.swift"], in: scratch.url.appendingPathComponent("repository"), environment: ["PATH": path])
        #expect(inside.status == 0, "\(inside.stderr)")
        let calls = (try? String(contentsOf: log, encoding: .utf8)) ?? ""
        #expect(calls.contains("rev-parse --show-toplevel"))
    }
}
