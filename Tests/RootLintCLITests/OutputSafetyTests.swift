import Foundation
import Testing

/// Nothing a user owns is half-written or replaced by the wrong thing, and
/// no output is lost without a word.
@Suite("Output safety", .serialized)
struct OutputSafetyTests {
    /// Runs `rootlint ARGS` through `/bin/sh -c` so that a test can close or
    /// redirect the standard streams.
    static func shell(_ script: String, in directory: URL) throws -> (status: Int32, stderr: String) {
        let process = Process()
        process.executableURL = URL(fileURLWithPath: "/bin/sh")
        process.arguments = ["-c", script, "sh", CLIHarness.binary.path]
        process.currentDirectoryURL = directory
        let err = Pipe()
        process.standardError = err
        process.standardOutput = FileHandle.nullDevice
        try process.run()
        let data = err.fileHandleForReading.readDataToEndOfFile()
        process.waitUntilExit()
        return (process.terminationStatus, String(decoding: data, as: UTF8.self))
    }

    @Test func outputThroughASymbolicLinkWritesItsTarget() throws {
        let dir = try TemporaryDirectory()
        try dir.write("Bad.swift", misuseSource)
        let target = try dir.write("reports/latest.json", "old\n")
        try FileManager.default.createSymbolicLink(atPath: dir.url.appendingPathComponent("report.json").path,
                                                   withDestinationPath: "reports/latest.json")
        let result = try CLIHarness.run(["--reporter", "json", "-o", "report.json", "Bad.swift"], in: dir.url)
        #expect(result.status == 1)
        let link = try FileManager.default.destinationOfSymbolicLink(atPath: dir.url.appendingPathComponent("report.json").path)
        #expect(link == "reports/latest.json", "the link stays a link")
        #expect(try String(contentsOf: target, encoding: .utf8).contains("\"diagnostics\""))
    }

    @Test func outputToADeviceIsWrittenInPlace() throws {
        let dir = try TemporaryDirectory()
        try dir.write("Bad.swift", misuseSource)
        // /dev/stdout: the report lands on standard output, nothing is renamed over it.
        let toStdout = try CLIHarness.run(["-o", "/dev/stdout", "Bad.swift"], in: dir.url)
        #expect(toStdout.stdout.contains("Bad.swift:3:9: warning:"), "\(toStdout.stderr)")
        // A device that refuses the bytes: one clear line, exit 2, the device untouched.
        let full = try CLIHarness.run(["-o", "/dev/full", "Bad.swift"], in: dir.url)
        #expect(full.status == 2)
        #expect(full.stderr.contains("rootlint: error: /dev/full: cannot write report"))
        let attributes = try FileManager.default.attributesOfItem(atPath: "/dev/full")
        #expect(attributes[.type] as? FileAttributeType == .typeCharacterSpecial)
    }

    @Test func aReportThatCannotBeWrittenIsAnError() throws {
        let dir = try TemporaryDirectory()
        try dir.write("Bad.swift", misuseSource)
        let full = try Self.shell("\"$1\" Bad.swift > /dev/full", in: dir.url)
        #expect(full.status == 2)
        #expect(full.stderr.contains("cannot write the report to standard output"), "\(full.stderr)")
    }

    /// With a standard stream closed, the next file opened would take its
    /// number; rootlint opens /dev/null there first, so git's output and the
    /// report still go where they belong.
    @Test func closedStandardStreamsLoseNothing() throws {
        let dir = try TemporaryDirectory()
        try dir.write("Bad.swift", misuseSource)
        _ = try Integration.git(["init", "-q"], in: dir.url)
        _ = try Integration.git(["add", "."], in: dir.url)
        let closedOut = try Self.shell("\"$1\" --staged >&-", in: dir.url)
        #expect(closedOut.status == 1, "the staged misuse is still found: \(closedOut.stderr)")
        let closedIn = try Self.shell("\"$1\" --staged <&-", in: dir.url)
        #expect(closedIn.status == 1, "\(closedIn.stderr)")
        let stdinPath = try Self.shell("\"$1\" --stdin-path Bad.swift <&-", in: dir.url)
        #expect(stdinPath.status == 2)
        #expect(stdinPath.stderr.contains("standard input is closed"))
    }

    /// Killed while writing its report, rootlint leaves no hidden
    /// temporary file behind, whenever the signal lands.
    @Test(arguments: [0.0, 0.02, 0.05, 0.1])
    func anInterruptedRunLeavesNoTemporaryFile(delay: Double) throws {
        let dir = try TemporaryDirectory()
        for index in 0..<200 { try dir.write("App/File\(index).swift", misuseSource) }
        let process = Process()
        process.executableURL = CLIHarness.binary
        process.arguments = ["--reporter", "json", "-o", "report.json", "-j1", "App"]
        process.currentDirectoryURL = dir.url
        process.standardOutput = FileHandle.nullDevice
        process.standardError = FileHandle.nullDevice
        try process.run()
        Thread.sleep(forTimeInterval: delay)
        process.terminate()
        process.waitUntilExit()
        let leftovers = try FileManager.default.contentsOfDirectory(atPath: dir.url.path).filter { $0.contains(".rootlint-") }
        #expect(leftovers.isEmpty, "\(leftovers)")
    }

    @Test func aFolderWithoutSwiftFilesGetsANote() throws {
        let dir = try TemporaryDirectory()
        try dir.write("Docs/README.md", "# docs\n")
        let result = try CLIHarness.run(["Docs"], in: dir.url)
        #expect(result.status == 0)
        #expect(result.stderr.contains("rootlint: note: Docs: no .swift files here"))
    }
}
