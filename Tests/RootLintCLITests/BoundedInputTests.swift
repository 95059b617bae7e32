import Dispatch
import Foundation
import RootLintCLI
import Testing

/// Every input is bounded: a FIFO, a device or a socket is refused without
/// being read (no read blocks, none runs forever), a file over the limit is
/// refused from its size. The FIFOs here never get a writer: if rootlint
/// opened one without `O_NONBLOCK` it would wait forever, so each run has a
/// watchdog that kills it and fails the test instead of hanging the suite.
@Suite("Bounded inputs (end to end)")
struct BoundedInputTests {
    @Test func fifoNamedOnTheCommandLineIsSkippedAndTheOthersLinted() throws {
        let dir = try TemporaryDirectory()
        try dir.write("Bad.swift", misuseSource)
        try makeFIFO(dir, "Pipe.swift")
        let result = try runWithWatchdog(["Pipe.swift", "Bad.swift"], in: dir.url)
        #expect(result.status == 2)
        #expect(result.stderr.contains("rootlint: error: Pipe.swift: not a regular file (a FIFO); skipped\n"), "\(result.stderr)")
        #expect(result.stdout.contains("Bad.swift:3:"), "the other file is still linted")
    }

    @Test func devicesNamedOnTheCommandLineAreSkipped() throws {
        let result = try runWithWatchdog(["/dev/zero", "/dev/urandom"])
        #expect(result.status == 2)
        #expect(result.stderr.contains("rootlint: error: /dev/zero: not a regular file (a character device); skipped\n"), "\(result.stderr)")
        #expect(result.stderr.contains("rootlint: error: /dev/urandom: not a regular file (a character device); skipped\n"))
    }

    @Test func aFIFOMetWhileWalkingIsReportedUnderASwiftNameOnly() throws {
        let dir = try TemporaryDirectory()
        try dir.write("Sources/Clean.swift", cleanSource)
        try makeFIFO(dir, "Sources/Pipe.swift")
        try makeFIFO(dir, "Sources/notes")
        let result = try runWithWatchdog(["Sources"], in: dir.url)
        #expect(result.status == 2)
        let errors = result.stderr.split(separator: "\n").filter { $0.hasPrefix("rootlint: error:") }
        #expect(errors == ["rootlint: error: Sources/Pipe.swift: not a regular file (a FIFO); skipped"], "\(result.stderr)")
        #expect(result.stderr.contains("1 file linted"))
    }

    @Test func configurationsAndBaselinesThatAreNotFilesAreRefused() throws {
        let dir = try TemporaryDirectory()
        try dir.write("App/Bad.swift", misuseSource)
        try makeFIFO(dir, "fifo.json")
        let config = try runWithWatchdog(["--config", "fifo.json", "App"], in: dir.url)
        #expect(config.status == 2)
        #expect(config.stderr.contains("rootlint: error: fifo.json: not a regular file (a FIFO)\n"), "\(config.stderr)")

        let device = try runWithWatchdog(["--config", "/dev/zero", "App"], in: dir.url)
        #expect(device.status == 2)
        #expect(device.stderr.contains("rootlint: error: /dev/zero: not a regular file (a character device)\n"), "\(device.stderr)")

        let baseline = try runWithWatchdog(["--baseline", "fifo.json", "App"], in: dir.url)
        #expect(baseline.status == 2)
        #expect(baseline.stderr.contains("rootlint: error: fifo.json: not a regular file (a FIFO)\n"), "\(baseline.stderr)")

        // A FIFO found as a directory's `.rootlint.json`: reported; the files under it are skipped.
        try makeFIFO(dir, "App/.rootlint.json")
        let nested = try runWithWatchdog(["App"], in: dir.url)
        #expect(nested.status == 2)
        #expect(nested.stderr.contains("rootlint: error: App/.rootlint.json: not a regular file (a FIFO)\n"), "\(nested.stderr)")
        #expect(!nested.stdout.contains("Bad.swift"))
    }

    @Test func dumpCommandsRefuseWhatIsNotAFile() throws {
        let dir = try TemporaryDirectory()
        try makeFIFO(dir, "Pipe.swift")
        let tokens = try runWithWatchdog(["dump-tokens", "/dev/zero"])
        #expect(tokens.status == 2)
        #expect(tokens.stderr == "rootlint: error: /dev/zero: not a regular file (a character device); skipped\n")
        let scopes = try runWithWatchdog(["dump-scopes", "Pipe.swift"], in: dir.url)
        #expect(scopes.status == 2)
        #expect(scopes.stderr == "rootlint: error: Pipe.swift: not a regular file (a FIFO); skipped\n")
    }

    /// A sparse file: 5 GiB by its size, no disk used, and never read.
    @Test func aFileOverTwoGiBIsRefusedFromItsSize() throws {
        let dir = try TemporaryDirectory()
        try dir.write("Bad.swift", misuseSource)
        try makeSparseFile(dir, "Huge.swift", byteCount: 5 << 30)
        let lint = try runWithWatchdog(["Huge.swift", "Bad.swift"], in: dir.url)
        #expect(lint.status == 2)
        #expect(lint.stderr.contains("rootlint: error: Huge.swift: is 5.0 GiB, more than the 2 GiB rootlint can index; skipped\n"),
                "\(lint.stderr)")
        #expect(lint.stdout.contains("Bad.swift:3:"))
        let walked = try runWithWatchdog(["."], in: dir.url)
        #expect(walked.stderr.contains("rootlint: error: Huge.swift: is 5.0 GiB, more than the 2 GiB rootlint can index; skipped\n"))
        let dump = try runWithWatchdog(["dump-tokens", "Huge.swift"], in: dir.url)
        #expect(dump.status == 2)
        #expect(dump.stderr == "rootlint: error: Huge.swift: is 5.0 GiB, more than the 2 GiB rootlint can index; skipped\n")

        try makeSparseFile(dir, "huge.json", byteCount: 65 << 20)
        let config = try runWithWatchdog(["--config", "huge.json", "Bad.swift"], in: dir.url)
        #expect(config.status == 2)
        #expect(config.stderr.contains("rootlint: error: huge.json: is 65.0 MiB, more than the 64 MiB rootlint reads of a configuration or baseline\n"),
                "\(config.stderr)")
    }
}

@Suite("Bounded reads")
struct BoundedReadTests {
    let small = ReadLimit(byteCount: 1_000, name: "the test's 1000 bytes")

    @Test func aRegularFileUpToTheLimitIsRead() throws {
        let dir = try TemporaryDirectory()
        let exact = try dir.write("exact", bytes: Array(repeating: 0x61, count: 1_000))
        let over = try dir.write("over", bytes: Array(repeating: 0x61, count: 1_001))
        #expect(try POSIX.readFile(exact.path, limit: small).get().count == 1_000)
        switch POSIX.readFile(over.path, limit: small) {
        case .success: Issue.record("a file over the limit was read")
        case .failure(let error): #expect(error.refusal == "is 1001 bytes, more than the test's 1000 bytes")
        }
        #expect(try POSIX.readFile(exact.path).get().count == 1_000, "the source limit is far above")
    }

    /// At most one token per byte: every token index fits an `Int32`.
    @Test func theSourceLimitIsWhatTokenIndicesCanHold() {
        #expect(ReadLimit.source.byteCount == Int(Int32.max))
        #expect(ReadLimit.settings.byteCount == 64 << 20)
    }

    /// A regular file is read up to the size it has when opened, in one
    /// `read` where it fits: whole, whatever the size, empty included.
    @Test func regularFilesAreReadWhole() throws {
        let dir = try TemporaryDirectory()
        for size in [0, 1, 7, 4_095, 4_096, 4_097, 65_536, 1_000_003] {
            let bytes = (0..<size).map { UInt8(truncatingIfNeeded: $0 &* 31 &+ 7) }
            let path = try dir.write("F\(size).swift", bytes: bytes).path
            #expect(try POSIX.readFile(path).get() == bytes, "\(size) bytes")
        }
    }

    #if os(Linux)
    /// `/proc` files say they are empty: the reader grows until the end.
    @Test func aFileLargerThanItsStatedSizeIsReadToTheEnd() throws {
        let bytes = try POSIX.readFile("/proc/self/status").get()
        #expect(String(decoding: bytes, as: UTF8.self).contains("Pid:"))
    }
    #endif

    @Test func aSparseFileOverTheLimitIsNotRead() throws {
        let dir = try TemporaryDirectory()
        let path = try makeSparseFile(dir, "Huge.swift", byteCount: (4 << 30) + 1)
        switch POSIX.readFile(path) {
        case .success: Issue.record("a file over 2 GiB was read")
        case .failure(let error): #expect(error.fileProblem == "is 4.0 GiB, more than the 2 GiB rootlint can index; skipped")
        }
    }

    @Test func aStreamOverTheLimitIsRefusedAfterOneBytePastIt() throws {
        var ends: [Int32] = [0, 0]
        #expect(pipe(&ends) == 0)
        defer { close(ends[0]) }
        // Less than a pipe holds, so the write never waits for the reader.
        #expect(writeBytes(Array(repeating: 0x61, count: 5_000), to: ends[1]))
        close(ends[1])
        switch POSIX.readStream(ends[0], limit: small) {
        case .success: Issue.record("a stream over the limit was read")
        case .failure(let error): #expect(error.fileProblem == "is more than the test's 1000 bytes; skipped")
        }
        var rest = [UInt8](repeating: 0, count: 8_192)
        let left = read(ends[0], &rest, rest.count)
        #expect(left == 5_000 - 1_001, "the reader stops one byte past the limit")
    }

    @Test func aStreamUpToTheLimitIsRead() throws {
        var ends: [Int32] = [0, 0]
        #expect(pipe(&ends) == 0)
        defer { close(ends[0]) }
        #expect(writeBytes(Array(repeating: 0x62, count: 1_000), to: ends[1]))
        close(ends[1])
        #expect(try POSIX.readStream(ends[0], limit: small).get() == Array(repeating: 0x62, count: 1_000))
    }
}

/// `mkfifo` at a path in the directory; nothing ever opens its other end.
func makeFIFO(_ dir: TemporaryDirectory, _ relativePath: String) throws {
    let url = dir.url.appendingPathComponent(relativePath)
    try FileManager.default.createDirectory(at: url.deletingLastPathComponent(), withIntermediateDirectories: true)
    guard mkfifo(url.path, 0o600) == 0 else { throw POSIXError(POSIXErrorCode(rawValue: errno) ?? .EIO) }
}

/// A file of `byteCount` bytes that takes no disk: `ftruncate` past the end.
@discardableResult
func makeSparseFile(_ dir: TemporaryDirectory, _ relativePath: String, byteCount: Int) throws -> String {
    let path = dir.url.appendingPathComponent(relativePath).path
    let fd = open(path, O_WRONLY | O_CREAT | O_TRUNC, 0o600)
    guard fd >= 0 else { throw POSIXError(POSIXErrorCode(rawValue: errno) ?? .EIO) }
    defer { close(fd) }
    guard ftruncate(fd, off_t(byteCount)) == 0 else { throw POSIXError(POSIXErrorCode(rawValue: errno) ?? .EIO) }
    return path
}

func writeBytes(_ bytes: [UInt8], to fd: Int32) -> Bool {
    bytes.withUnsafeBytes { buffer in
        var offset = 0
        while offset < buffer.count {
            let n = write(fd, buffer.baseAddress! + offset, buffer.count - offset)
            if n <= 0 { return false }
            offset += n
        }
        return true
    }
}

/// `CLIHarness.run`, but killed after `seconds` (then the status is the
/// signal's and the test fails) rather than hanging the whole suite.
func runWithWatchdog(_ arguments: [String], in directory: URL = CLIHarness.packageRoot, seconds: Double = 60) throws -> CLIHarness.Result {
    let process = Process()
    process.executableURL = CLIHarness.binary
    process.arguments = arguments
    process.currentDirectoryURL = directory
    var environment = ProcessInfo.processInfo.environment
    environment["NO_COLOR"] = "1"
    process.environment = environment
    let out = Pipe(), err = Pipe()
    process.standardOutput = out
    process.standardError = err
    process.standardInput = FileHandle.nullDevice
    try process.run()
    let watchdog = DispatchWorkItem { if process.isRunning { process.terminate() } }
    DispatchQueue.global().asyncAfter(deadline: .now() + seconds, execute: watchdog)
    defer { watchdog.cancel() }
    // Read both pipes before waiting, so a large output cannot deadlock.
    let outData = out.fileHandleForReading.readDataToEndOfFile()
    let errData = err.fileHandleForReading.readDataToEndOfFile()
    process.waitUntilExit()
    return CLIHarness.Result(status: process.terminationStatus, stdout: String(decoding: outData, as: UTF8.self),
                             stderr: String(decoding: errData, as: UTF8.self))
}
