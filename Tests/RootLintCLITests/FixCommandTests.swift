import Foundation
import Testing

/// `--fix`, `--unsafe-fixes` and `--diff` as a user runs them.
@Suite("Fixing")
struct FixCommandTests {
    static let coordinator = """
        final class AppCoordinator {
            let window: UIWindow
            init(window: UIWindow) { self.window = window }
            func showMain() {
                UIView.transition(with: window, duration: 0.9, options: .transitionFlipFromLeft, animations: {
                    UIView.performWithoutAnimation { self.window.rootViewController = MainTabBarController() }
                })
            }
            func showLogin() {
                window.rootViewController = LoginViewController()
            }
        }

        """

    static let fixedSafely = """
        final class AppCoordinator {
            let window: UIWindow
            init(window: UIWindow) { self.window = window }
            func showMain() {
                UIView.transition(with: window, duration: 0.5, options: .transitionCrossDissolve, animations: {
                    UIView.performWithoutAnimation { self.window.rootViewController = MainTabBarController() }
                })
            }
            func showLogin() {
                window.rootViewController = LoginViewController()
            }
        }

        """

    func project(_ files: [String: String] = ["AppCoordinator.swift": coordinator]) throws -> TemporaryDirectory {
        let dir = try TemporaryDirectory()
        try dir.write(".rootlint.json", "{}\n")
        for (path, text) in files { _ = try dir.write(path, text) }
        return dir
    }

    func read(_ dir: TemporaryDirectory, _ path: String) throws -> String {
        try String(contentsOf: dir.url.appendingPathComponent(path), encoding: .utf8)
    }

    @Test func fixAppliesSafeFixesAndReportsWhatRemains() throws {
        let dir = try project()
        let url = dir.url.appendingPathComponent("AppCoordinator.swift")
        try FileManager.default.setAttributes([.posixPermissions: 0o640], ofItemAtPath: url.path)
        let result = try CLIHarness.run(["--fix", "."], in: dir.url)
        #expect(try read(dir, "AppCoordinator.swift") == Self.fixedSafely)
        #expect(result.stderr.contains("fixed 2 findings in 1 file"), "\(result.stderr)")
        #expect(result.stderr.contains("1 more finding has an unsafe fix (--unsafe-fixes)"), "\(result.stderr)")
        // What remains: the unsafe one, and the exit status says so.
        #expect(result.stdout.contains("unanimated_root_swap"))
        #expect(!result.stdout.contains("root_transition_style"))
        #expect(result.status == 1)
        let mode = try FileManager.default.attributesOfItem(atPath: url.path)[.posixPermissions] as? Int
        #expect(mode == 0o640)
    }

    @Test func aSecondFixChangesNothingAndTouchesNothing() throws {
        let dir = try project()
        _ = try CLIHarness.run(["--fix", "--unsafe-fixes", "."], in: dir.url)
        let url = dir.url.appendingPathComponent("AppCoordinator.swift")
        let before = try FileManager.default.attributesOfItem(atPath: url.path)[.modificationDate] as? Date
        let inode = try FileManager.default.attributesOfItem(atPath: url.path)[.systemFileNumber] as? Int
        Thread.sleep(forTimeInterval: 0.05)
        let again = try CLIHarness.run(["--fix", "--unsafe-fixes", "."], in: dir.url)
        #expect(again.status == 0, "\(again.stdout)")
        #expect(again.stderr.contains("nothing to fix"))
        #expect(try FileManager.default.attributesOfItem(atPath: url.path)[.modificationDate] as? Date == before)
        #expect(try FileManager.default.attributesOfItem(atPath: url.path)[.systemFileNumber] as? Int == inode)
    }

    @Test func unsafeFixesApplyTheRest() throws {
        let dir = try project()
        let result = try CLIHarness.run(["--unsafe-fixes", "."], in: dir.url)
        #expect(result.status == 0, "\(result.stdout)\(result.stderr)")
        #expect(try read(dir, "AppCoordinator.swift").contains(
            "UIView.performWithoutAnimation { window.rootViewController = LoginViewController() }"))
    }

    @Test func diffShowsTheChangeAndWritesNothing() throws {
        let dir = try project()
        let result = try CLIHarness.run(["--diff", "."], in: dir.url)
        #expect(result.status == 1)
        #expect(try read(dir, "AppCoordinator.swift") == Self.coordinator)
        #expect(result.stdout.hasPrefix("--- a/AppCoordinator.swift\n+++ b/AppCoordinator.swift\n@@ -2,7 +2,7 @@\n"), "\(result.stdout)")
        #expect(result.stdout.contains("-        UIView.transition(with: window, duration: 0.9, options: .transitionFlipFromLeft, animations: {\n"
                                       + "+        UIView.transition(with: window, duration: 0.5, options: .transitionCrossDissolve, animations: {\n"))
        // The diff applies (`git apply`, as patch -p1) and gives what --fix writes.
        let patch = dir.url.appendingPathComponent("fix.patch")
        try result.stdout.write(to: patch, atomically: true, encoding: .utf8)
        let git = try #require(Integration.executable("git"))
        let applied = try Integration.run(git, ["apply", "fix.patch"], in: dir.url)
        #expect(applied.status == 0, "\(applied.text)")
        #expect(try read(dir, "AppCoordinator.swift") == Self.fixedSafely)
        let clean = try CLIHarness.run(["--diff", "."], in: dir.url)
        #expect(clean.stdout.isEmpty)
        #expect(clean.status == 0)
    }

    @Test func standardInputGetsTheFixedBufferBack() throws {
        let dir = try project([:])
        let result = try CLIHarness.run(["--fix", "--stdin-path", "App/AppCoordinator.swift", "-o", "report.txt"], in: dir.url,
                                        stdin: Self.coordinator)
        #expect(result.stdout == Self.fixedSafely)
        // The report is of the fixed buffer: what remains is the unsafe fix.
        let report = try read(dir, "report.txt")
        #expect(report.contains("App/AppCoordinator.swift:10:9: warning:") && report.contains("[unanimated_root_swap]"), "\(report)")
        #expect(!report.contains("root_transition_style"))
        #expect(!FileManager.default.fileExists(atPath: dir.url.appendingPathComponent("App/AppCoordinator.swift").path))
        #expect(result.status == 1)
        let untouched = try CLIHarness.run(["--fix", "--stdin-path", "App/Plain.swift"], in: dir.url, stdin: "let x = 1\n")
        #expect(untouched.stdout == "let x = 1\n")
        #expect(untouched.status == 0)
    }

    @Test func aFileThatCannotBeWrittenIsAnErrorAndTheOthersAreFixed() throws {
        let other = Self.coordinator.replacingOccurrences(of: "AppCoordinator", with: "OtherCoordinator")
        let dir = try project(["AppCoordinator.swift": Self.coordinator, "OtherCoordinator.swift": other])
        let locked = dir.url.appendingPathComponent("AppCoordinator.swift")
        if getuid() == 0 {
            // Root writes any file; an immutable one (chattr +i) it cannot replace.
            guard let chattr = Integration.executable("chattr"),
                  try Integration.run(chattr, ["+i", locked.path], in: dir.url).status == 0 else {
                print("note: skipped: running as root without chattr +i, no file here is read-only")
                return
            }
        } else {
            try FileManager.default.setAttributes([.posixPermissions: 0o444], ofItemAtPath: locked.path)
        }
        defer {
            if getuid() == 0, let chattr = Integration.executable("chattr") {
                _ = try? Integration.run(chattr, ["-i", locked.path], in: dir.url)
            }
        }
        let result = try CLIHarness.run(["--fix", "."], in: dir.url)
        #expect(result.status == 2)
        #expect(result.stderr.contains("AppCoordinator.swift: cannot write the fixed file"), "\(result.stderr)")
        #expect(try read(dir, "AppCoordinator.swift") == Self.coordinator)
        #expect(try read(dir, "OtherCoordinator.swift").contains("duration: 0.5"))
    }

    @Test func fixesKeepLineEndingsAndRespectSuppressionsAndOnly() throws {
        let crlf = Self.coordinator.replacingOccurrences(of: "\n", with: "\r\n")
            .replacingOccurrences(of: "        UIView.transition(with: window, duration: 0.9",
                                  with: "        // rootlint:disable:next root_transition_style\r\n        UIView.transition(with: window, duration: 0.9")
        // With a byte order mark, which stays.
        let dir = try project(["AppCoordinator.swift": "\u{FEFF}" + crlf])
        _ = try CLIHarness.run(["--fix", "--only", "slow_root_transition", "."], in: dir.url)
        let fixed = try read(dir, "AppCoordinator.swift")
        let raw = try Data(contentsOf: dir.url.appendingPathComponent("AppCoordinator.swift"))
        #expect(Array(raw.prefix(3)) == [0xEF, 0xBB, 0xBF])
        #expect(fixed.contains("duration: 0.5, options: .transitionFlipFromLeft"), "\(fixed)")
        #expect(fixed.contains("// rootlint:disable:next root_transition_style\r\n"))
        #expect(!fixed.replacingOccurrences(of: "\r\n", with: "").contains("\n"))
    }

    @Test func fixingHonoursTheBaseline() throws {
        let dir = try project()
        _ = try CLIHarness.run(["--write-baseline", "baseline.json", "."], in: dir.url)
        let result = try CLIHarness.run(["--fix", "--baseline", "baseline.json", "."], in: dir.url)
        #expect(try read(dir, "AppCoordinator.swift") == Self.coordinator)
        #expect(result.stderr.contains("nothing to fix"), "\(result.stderr)")
    }

    @Test func fixOptionsAreValidated() throws {
        let both = try CLIHarness.run(["--fix", "--diff", "."])
        #expect(both.status == 2)
        #expect(both.stderr.contains("'--fix' writes the fixes and '--diff' only shows them"))
        let staged = try CLIHarness.run(["--fix", "--staged"])
        #expect(staged.status == 2)
        #expect(staged.stderr.contains("not the git index"))
    }

    /// The toolchain's parser as the oracle: every Corpus file that
    /// `--fix --unsafe-fixes` changes parses with `swiftc -parse` with no
    /// more errors than before, and a second run has nothing left to fix.
    @Test func fixedCorpusFilesStillParse() throws {
        let swiftc = try #require(Integration.executable("swiftc"))
        let dir = try TemporaryDirectory()
        let corpus = dir.url.appendingPathComponent("Corpus")
        try FileManager.default.copyItem(at: CLIHarness.packageRoot.appendingPathComponent("Corpus"), to: corpus)
        let fixed = try CLIHarness.run(["--fix", "--unsafe-fixes", "Corpus"], in: dir.url)
        #expect(fixed.stderr.contains("fixed "), "\(fixed.stderr)")
        var changed = 0
        for path in try ProjectSubsetTests.corpusFiles(under: dir.url) {
            let before = try String(contentsOf: CLIHarness.packageRoot.appendingPathComponent(path), encoding: .utf8)
            let after = try String(contentsOf: dir.url.appendingPathComponent(path), encoding: .utf8)
            guard before != after else { continue }
            changed += 1
            let original = dir.url.appendingPathComponent("original.swift")
            try before.write(to: original, atomically: true, encoding: .utf8)
            let errorsBefore = try Integration.run(swiftc, ["-parse", original.path], in: dir.url).text.components(separatedBy: "error:").count
            let errorsAfter = try Integration.run(swiftc, ["-parse", path], in: dir.url).text.components(separatedBy: "error:").count
            #expect(errorsAfter <= errorsBefore, "\(path) no longer parses")
        }
        #expect(changed > 5)
        let again = try CLIHarness.run(["--diff", "--unsafe-fixes", "Corpus"], in: dir.url)
        #expect(again.stdout.isEmpty, "\(again.stdout)")
    }

    /// Killed with SIGKILL at any moment, `--fix` leaves every file either as
    /// it was or as fixed: never half-written.
    @Test func killedAtAnyMomentEveryFileIsOldOrNew() throws {
        let count = 400
        let files = (0..<count).map { k in
            (path: "Flow\(k).swift", text: Self.coordinator.replacingOccurrences(of: "AppCoordinator", with: "Flow\(k)Coordinator")
                + String(repeating: "// padding so that writing takes a while\n", count: 200))
        }
        // What each file becomes: fixed once, in a tree of its own.
        let reference = try project(Dictionary(uniqueKeysWithValues: files.map { ($0.path, $0.text) }))
        let started = Date()
        _ = try CLIHarness.run(["--fix", "-j1", "."], in: reference.url)
        // Kills spread over the whole run: most of it lints, the writes come last.
        let duration = Date().timeIntervalSince(started)
        let fixed = try files.map { try read(reference, $0.path) }
        #expect(fixed[0] != files[0].text)
        var random = SystemRandomNumberGenerator()
        var interrupted = 0
        var partlyWritten = 0
        for round in 0..<8 {
            let dir = try project(Dictionary(uniqueKeysWithValues: files.map { ($0.path, $0.text) }))
            let process = Process()
            process.executableURL = CLIHarness.binary
            process.arguments = ["--fix", "-j1", "."]
            process.currentDirectoryURL = dir.url
            process.standardOutput = FileHandle.nullDevice
            process.standardError = FileHandle.nullDevice
            try process.run()
            if round % 2 == 0 {
                // The writes take a few milliseconds at the end: wait for the
                // first temporary file, then kill in the middle of them.
                let deadline = Date().addingTimeInterval(duration * 3 + 5)
                while process.isRunning, Date() < deadline {
                    let names = (try? FileManager.default.contentsOfDirectory(atPath: dir.url.path)) ?? []
                    if names.contains(where: { $0.contains(".rootlint-") }) { break }
                    usleep(200)
                }
            } else {
                Thread.sleep(forTimeInterval: duration * Double.random(in: 0.1...1.0, using: &random))
            }
            if process.isRunning { kill(process.processIdentifier, SIGKILL); interrupted += 1 }
            process.waitUntilExit()
            var changed = 0
            for (k, file) in files.enumerated() {
                let now = try read(dir, file.path)
                #expect(now == file.text || now == fixed[k], "\(file.path) is neither its old nor its new content")
                if now != file.text { changed += 1 }
            }
            if changed > 0 && changed < count { partlyWritten += 1 }
        }
        #expect(interrupted > 0, "no run was interrupted: the tree is too small to test this")
        print("note: \(interrupted) of 8 --fix runs killed, \(partlyWritten) in the middle of writing")
    }

    /// The same oracle on a generated code base (the benchmark's generator):
    /// every file `--fix --unsafe-fixes` changes still parses.
    @Test func fixedGeneratedTreeStillParses() throws {
        let swiftc = try #require(Integration.executable("swiftc"))
        let bench = CLIHarness.binary.deletingLastPathComponent().appendingPathComponent("rootlint-bench")
        guard FileManager.default.isExecutableFile(atPath: bench.path) else {
            Issue.record("rootlint-bench is not built next to rootlint")
            return
        }
        let dir = try TemporaryDirectory()
        let tree = dir.url.appendingPathComponent("tree")
        let generated = try Integration.run(bench, ["--generate", tree.path, "--files", "400", "--megabytes", "5", "--seed", "3",
                                                    "--generate-only"], in: dir.url)
        #expect(generated.status == 0, "\(generated.text)")
        let original = dir.url.appendingPathComponent("original")
        try FileManager.default.copyItem(at: tree, to: original)
        _ = try CLIHarness.run(["--fix", "--unsafe-fixes", "-q", "tree"], in: dir.url)
        let paths = try #require(FileManager.default.enumerator(atPath: tree.path)).compactMap { $0 as? String }.filter { $0.hasSuffix(".swift") }
        var changed = 0
        for path in paths {
            let before = original.appendingPathComponent(path), after = tree.appendingPathComponent(path)
            guard try Data(contentsOf: before) != Data(contentsOf: after) else { continue }
            changed += 1
            let errorsBefore = try Integration.run(swiftc, ["-parse", before.path], in: dir.url).text.components(separatedBy: "error:").count
            let errorsAfter = try Integration.run(swiftc, ["-parse", after.path], in: dir.url).text.components(separatedBy: "error:").count
            #expect(errorsAfter <= errorsBefore, "\(path) no longer parses")
        }
        #expect(changed > 5, "only \(changed) files fixed")
    }
}
