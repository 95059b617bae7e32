import Foundation
import Testing

/// Checks that need a tool outside the Swift toolchain (python3 with
/// `jsonschema`). The project has no package dependencies, so such a tool
/// may be missing on a developer's machine: then the check is skipped with
/// a note. CI sets `ROOTLINT_REQUIRE_TOOLS=1`, and a missing tool fails.
enum ExternalTool {
    static var isRequired: Bool { ProcessInfo.processInfo.environment["ROOTLINT_REQUIRE_TOOLS"] == "1" }

    /// Records a failure when tools are required; otherwise says why the check is skipped.
    static func unavailable(_ why: String, sourceLocation: SourceLocation = #_sourceLocation) {
        if isRequired {
            Issue.record("\(why) (ROOTLINT_REQUIRE_TOOLS=1)", sourceLocation: sourceLocation)
        } else {
            print("note: skipped: \(why); set ROOTLINT_REQUIRE_TOOLS=1 to make this a failure")
        }
    }

    /// Runs `python3 -c script arguments…` (found on PATH); nil when it cannot be started.
    static func python(_ script: String, _ arguments: [String] = []) -> (status: Int32, output: String)? {
        let process = Process()
        process.executableURL = URL(fileURLWithPath: "/usr/bin/env")
        process.arguments = ["python3", "-c", script] + arguments
        let pipe = Pipe()
        process.standardOutput = pipe
        process.standardError = pipe
        do { try process.run() } catch { return nil }
        // Read before waiting: a full pipe would otherwise block the child forever.
        let data = pipe.fileHandleForReading.readDataToEndOfFile()
        process.waitUntilExit()
        return (process.terminationStatus, String(decoding: data, as: UTF8.self))
    }

    /// Whether python3 can import `module`.
    static func hasPythonModule(_ module: String) -> Bool {
        python("import \(module)")?.status == 0
    }

    /// A temporary file holding `text`, removed by the caller.
    static func temporaryFile(_ text: String, suffix: String) throws -> URL {
        let url = FileManager.default.temporaryDirectory.appendingPathComponent("rootlint-\(UUID().uuidString)\(suffix)")
        try text.write(to: url, atomically: true, encoding: .utf8)
        return url
    }
}
