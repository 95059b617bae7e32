import Foundation
import Testing

@Suite("rootlint lint (end to end)")
struct LintCommandTests {
    @Test func corpusRunReportsFindingsAndExitsOne() throws {
        let result = try CLIHarness.run(["Corpus"])
        #expect(result.status == 1)
        let lines = result.stdout.split(separator: "\n")
        #expect(lines.count >= 30)
        for line in lines {
            #expect(line.hasPrefix("Corpus/"), "relative paths stay relative: \(line)")
            #expect(line.contains(": warning: ") || line.contains(": error: ") || line.contains(": note: "))
            #expect(line.hasSuffix("]"))
        }
        #expect(result.stderr.hasPrefix("rootlint: "))
        #expect(result.stderr.contains("files linted"))
    }

    @Test func outputIsIdenticalForAnyJobCount() throws {
        let one = try CLIHarness.run(["--jobs", "1", "Corpus"])
        let many = try CLIHarness.run(["-j", "8", "Corpus"])
        let json1 = try CLIHarness.run(["--jobs=1", "--reporter", "json", "Corpus"])
        let json8 = try CLIHarness.run(["--jobs=8", "--reporter", "json", "Corpus"])
        #expect(one.stdout == many.stdout)
        #expect(json1.stdout == json8.stdout)
        #expect(!one.stdout.isEmpty)
    }

    @Test func prefilterNeverChangesTheFindings() throws {
        let filtered = try CLIHarness.run(["--reporter", "json", "Corpus"])
        let unfiltered = try CLIHarness.run(["--reporter", "json", "--no-prefilter", "Corpus"])
        #expect(filtered.stdout == unfiltered.stdout)
        #expect(filtered.stdout.contains("\"rule\""))
    }

    @Test func jsonReportHasTheDocumentedShape() throws {
        let result = try CLIHarness.run(["lint", "--reporter", "json", "Corpus/ClassicApp/SettingsViewController.swift"])
        #expect(result.status == 1)
        let object = try #require(try JSONSerialization.jsonObject(with: Data(result.stdout.utf8)) as? [String: Any])
        #expect(object["version"] as? Int == 1)
        let tool = try #require(object["tool"] as? [String: Any])
        #expect(tool["name"] as? String == "rootlint")
        let diagnostics = try #require(object["diagnostics"] as? [[String: Any]])
        let first = try #require(diagnostics.first)
        for key in ["rule", "severity", "message", "path", "range", "suggestion", "fix", "related"] {
            #expect(first[key] != nil, "missing \(key)")
        }
        #expect(first["path"] as? String == "Corpus/ClassicApp/SettingsViewController.swift")
        let range = try #require(first["range"] as? [String: Any])
        let start = try #require(range["start"] as? [String: Any])
        let utf16 = try #require(start["utf16"] as? [String: Any])
        #expect((start["line"] as? Int).map { $0 - 1 } == utf16["line"] as? Int)
        let summary = try #require(object["summary"] as? [String: Any])
        #expect(summary["files"] as? Int == 1)
        #expect(summary["warnings"] as? Int == diagnostics.count)
    }

    @Test func cleanFilesExitZero() throws {
        let dir = try TemporaryDirectory()
        try dir.write("App/AppCoordinator.swift", cleanSource)
        let result = try CLIHarness.run([], in: dir.url)
        #expect(result.status == 0)
        #expect(result.stdout.isEmpty)
        #expect(result.stderr.contains("1 file linted"))
    }

    @Test func defaultPathIsTheCurrentDirectoryWithoutDotSlash() throws {
        let dir = try TemporaryDirectory()
        try dir.write("App/Settings.swift", misuseSource)
        let result = try CLIHarness.run([], in: dir.url)
        #expect(result.status == 1)
        #expect(result.stdout.hasPrefix("App/Settings.swift:3:9: warning: "))
        let dotted = try CLIHarness.run(["./App"], in: dir.url)
        #expect(dotted.stdout.hasPrefix("App/Settings.swift:3:9: "))
    }

    @Test func skipsHiddenAndDependencyDirectoriesButLintsNamedFiles() throws {
        let dir = try TemporaryDirectory()
        for folder in [".hidden", ".build", "Pods", "Carthage", "DerivedData", "node_modules"] {
            try dir.write("\(folder)/Bad.swift", misuseSource)
        }
        try dir.write("App/Notes.txt", misuseSource)
        let walked = try CLIHarness.run(["."], in: dir.url)
        #expect(walked.status == 0, "\(walked.stdout)")
        let named = try CLIHarness.run(["Pods/Bad.swift"], in: dir.url)
        #expect(named.status == 1)
        #expect(named.stdout.hasPrefix("Pods/Bad.swift:3:9:"))
    }

    @Test func missingPathIsAnInputError() throws {
        let dir = try TemporaryDirectory()
        try dir.write("Bad.swift", misuseSource)
        let result = try CLIHarness.run(["Missing.swift", "Bad.swift"], in: dir.url)
        #expect(result.status == 2)
        #expect(result.stderr.contains("rootlint: error: Missing.swift: no such file or directory"))
        #expect(result.stdout.contains("Bad.swift:3:9:"), "the other files are still linted")
    }

    @Test func invalidUTF8IsReportedAndTheRunGoesOn() throws {
        let dir = try TemporaryDirectory()
        try dir.write("A/Binary.swift", bytes: Array("let a = \"".utf8) + [0xC3, 0x28] + Array("\"\n".utf8))
        try dir.write("B/Bad.swift", misuseSource)
        let result = try CLIHarness.run(["."], in: dir.url)
        #expect(result.status == 2)
        #expect(result.stderr.contains("rootlint: error: A/Binary.swift: not valid UTF-8 (byte 0xC3 at line 1, column 10)"))
        #expect(result.stdout.contains("B/Bad.swift:3:9:"))
        let errorLines = result.stderr.split(separator: "\n").filter { $0.contains("error:") }
        #expect(errorLines.count == 1, "one line per bad file")
    }

    @Test func symlinkLoopsAreReportedNotFollowed() throws {
        let dir = try TemporaryDirectory()
        try dir.write("App/Bad.swift", misuseSource)
        try FileManager.default.createSymbolicLink(atPath: dir.url.appendingPathComponent("App/loop").path,
                                                   withDestinationPath: "..")
        let result = try CLIHarness.run(["."], in: dir.url)
        // Nothing was lost (the folder is walked anyway): a note, and the findings decide the status.
        #expect(result.status == 1)
        #expect(result.stderr.contains("rootlint: note: App/loop: symbolic link loop"))
        #expect(result.stdout.components(separatedBy: "App/Bad.swift:3:9:").count == 3, "two rules, reported once each")
    }

    @Test func danglingSymlinkToASwiftFileIsAnInputError() throws {
        let dir = try TemporaryDirectory()
        try FileManager.default.createSymbolicLink(atPath: dir.url.appendingPathComponent("Gone.swift").path,
                                                   withDestinationPath: "Nowhere.swift")
        let result = try CLIHarness.run(["."], in: dir.url)
        #expect(result.status == 2)
        #expect(result.stderr.contains("Gone.swift: no such file or directory"))
    }

    @Test func suppressionCommentsWorkEndToEnd() throws {
        let dir = try TemporaryDirectory()
        let source = misuseSource.replacingOccurrences(
            of: "view.window", with: "// rootlint:disable:next all\n        view.window")
        try dir.write("Quiet.swift", source)
        let result = try CLIHarness.run(["Quiet.swift"], in: dir.url)
        #expect(result.status == 0, "\(result.stdout)")
    }

    /// A file and a link to it, met while walking: linted once, under the file's own name.
    @Test func aFileReachedThroughALinkIsLintedOnce() throws {
        let dir = try TemporaryDirectory()
        try dir.write("App/Bad.swift", misuseSource)
        try FileManager.default.createSymbolicLink(atPath: dir.url.appendingPathComponent("App/Alias.swift").path,
                                                   withDestinationPath: "Bad.swift")
        let result = try CLIHarness.run(["."], in: dir.url)
        #expect(!result.stdout.contains("Alias.swift"), "\(result.stdout)")
        #expect(result.stdout.components(separatedBy: "App/Bad.swift:3:9:").count == 3)
        #expect(result.stderr.contains("1 file linted"))
    }

    /// A file name is kept as bytes: one that is not valid UTF-8 is opened
    /// by its bytes and reported with U+FFFD in its place.
    @Test func aFileNameThatIsNotUTF8IsLinted() throws {
        let dir = try TemporaryDirectory()
        let bytes = Array((dir.url.path + "/Bad").utf8) + [0xFF] + Array(".swift".utf8) + [0]
        let fd = bytes.withUnsafeBufferPointer { buffer in
            buffer.baseAddress!.withMemoryRebound(to: CChar.self, capacity: buffer.count) { open($0, O_WRONLY | O_CREAT, 0o644) }
        }
        #expect(fd >= 0)
        let source = Array(misuseSource.utf8)
        #expect(source.withUnsafeBytes { write(fd, $0.baseAddress, $0.count) } == source.count)
        close(fd)
        let result = try CLIHarness.run(["."], in: dir.url)
        #expect(result.status == 1, "\(result.stderr)")
        #expect(result.stdout.contains("Bad\u{FFFD}.swift:3:9: warning:"), "\(result.stdout)")
    }

    /// Without git, a git mode says that git is missing, not that there is no repository.
    @Test func aMissingGitIsNamed() throws {
        let dir = try TemporaryDirectory()
        try dir.write("A.swift", "final class A {}\n")
        let result = try CLIHarness.run(["--staged"], in: dir.url, environment: ["PATH": "/nonexistent"])
        #expect(result.status == 2)
        #expect(result.stderr.contains("git is not installed (or not on PATH)"), "\(result.stderr)")
    }
}
