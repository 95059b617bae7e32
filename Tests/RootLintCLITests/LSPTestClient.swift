import Foundation
import Testing

/// A scripted LSP client that talks with `rootlint lsp` as an editor does:
/// it sends, waits for what the server sends back (answering the server's
/// own requests when the test says so), and sends more. Every frame the
/// server writes must be a well-formed one.
final class LSPTestClient: @unchecked Sendable {
    private let process = Process()
    private let stdin = Pipe()
    private let stdout = Pipe()
    private let stderr = Pipe()
    private let condition = NSCondition()
    private var received: [[String: Any]] = []
    private var outputEnded = false
    private var errorOutput = Data()
    /// Standard error is read on its own thread, which can still be reading
    /// after the process exited: `finish` waits for it.
    private var errorEnded = false
    private var malformed: [String] = []

    init(directory: URL = CLIHarness.packageRoot, environment: [String: String] = [:]) throws {
        process.executableURL = CLIHarness.binary
        process.arguments = ["lsp"]
        process.currentDirectoryURL = directory
        var env = ProcessInfo.processInfo.environment
        for (key, value) in environment { env[key] = value }
        process.environment = env
        process.standardInput = stdin
        process.standardOutput = stdout
        process.standardError = stderr
        try process.run()
        let out = stdout.fileHandleForReading, err = stderr.fileHandleForReading
        Thread { [self] in readFrames(from: out) }.start()
        Thread { [self] in
            let data = err.readDataToEndOfFile()
            condition.lock()
            errorOutput = data
            errorEnded = true
            condition.broadcast()
            condition.unlock()
        }.start()
    }

    // MARK: Sending

    func send(_ object: [String: Any]) throws {
        try sendRaw(LanguageServerTests.frame(object))
    }

    func sendRaw(_ data: Data) throws {
        try stdin.fileHandleForWriting.write(contentsOf: data)
    }

    /// Answers a request the server sent.
    func respond(to request: [String: Any], result: Any = NSNull()) throws {
        try send(["jsonrpc": "2.0", "id": request["id"]!, "result": result])
    }

    // MARK: Receiving

    /// Everything received so far.
    var messages: [[String: Any]] {
        condition.lock()
        defer { condition.unlock() }
        return received
    }

    /// The first message (after the first `after` received) that `matches`,
    /// waiting for it up to `timeout` seconds; nil if none came.
    func wait(after: Int = 0, timeout: TimeInterval = 30, _ matches: ([String: Any]) -> Bool) -> [String: Any]? {
        let deadline = Date(timeIntervalSinceNow: timeout)
        condition.lock()
        defer { condition.unlock() }
        while true {
            if let found = received.dropFirst(after).first(where: matches) { return found }
            if outputEnded || !condition.wait(until: deadline) { return received.dropFirst(after).first(where: matches) }
        }
    }

    func waitForResponse(_ id: Int, timeout: TimeInterval = 30) -> [String: Any]? {
        wait(timeout: timeout) { ($0["id"] as? Int) == id && $0["method"] == nil }
    }

    func waitForRequest(_ method: String, timeout: TimeInterval = 30) -> [String: Any]? {
        wait(timeout: timeout) { $0["method"] as? String == method && $0["id"] != nil }
    }

    /// Closes standard input and waits for the server to exit (killing it
    /// after `timeout` seconds, which fails the test): its status and stderr.
    @discardableResult
    func finish(timeout: TimeInterval = 60) throws -> (status: Int32, stderr: String) {
        try? stdin.fileHandleForWriting.close()
        let deadline = Date(timeIntervalSinceNow: timeout)
        while process.isRunning, Date() < deadline { Thread.sleep(forTimeInterval: 0.02) }
        if process.isRunning {
            process.terminate()
            Issue.record("rootlint lsp did not exit within \(Int(timeout)) s")
        }
        process.waitUntilExit()
        _ = wait(timeout: 5) { _ in false }
        condition.lock()
        defer { condition.unlock() }
        let stderrDeadline = Date(timeIntervalSinceNow: 5)
        while !errorEnded, condition.wait(until: stderrDeadline) {}
        if !errorEnded { Issue.record("rootlint lsp's standard error did not end within 5 s of its exit") }
        for problem in malformed { Issue.record("malformed output: \(problem)") }
        return (process.terminationStatus, String(decoding: errorOutput, as: UTF8.self))
    }

    /// Splits the server's output into frames as it comes.
    private func readFrames(from handle: FileHandle) {
        var buffer = [UInt8]()
        let separator: [UInt8] = [13, 10, 13, 10]
        while true {
            let chunk = handle.availableData
            if chunk.isEmpty { break }
            buffer += chunk
            while let headerEnd = (0..<max(0, buffer.count - 3)).first(where: { Array(buffer[$0..<($0 + 4)]) == separator }) {
                let header = String(decoding: buffer[0..<headerEnd], as: UTF8.self)
                guard header.hasPrefix("Content-Length: "), let length = Int(header.dropFirst(16)) else {
                    record(malformed: "bad header: \(header)")
                    return
                }
                guard buffer.count >= headerEnd + 4 + length else { break }
                let body = Data(buffer[(headerEnd + 4)..<(headerEnd + 4 + length)])
                buffer.removeFirst(headerEnd + 4 + length)
                guard let object = (try? JSONSerialization.jsonObject(with: body)) as? [String: Any] else {
                    record(malformed: "not a JSON object: \(String(decoding: body, as: UTF8.self))")
                    return
                }
                condition.lock()
                received.append(object)
                condition.broadcast()
                condition.unlock()
            }
        }
        condition.lock()
        if !buffer.isEmpty { malformed.append("\(buffer.count) bytes after the last frame") }
        outputEnded = true
        condition.broadcast()
        condition.unlock()
    }

    private func record(malformed problem: String) {
        condition.lock()
        malformed.append(problem)
        outputEnded = true
        condition.broadcast()
        condition.unlock()
    }
}

extension [String: Any] {
    var params: [String: Any] { self["params"] as? [String: Any] ?? [:] }
    var result: [String: Any] { self["result"] as? [String: Any] ?? [:] }
    var errorCode: Int? { (self["error"] as? [String: Any])?["code"] as? Int }
}
