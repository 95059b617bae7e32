import Foundation
@testable import RootLintCore
@testable import RootLintCLI
import Testing

/// Only the `rootlint` process leaves its run's memory to its exit: every
/// other caller (tests, the benchmark, the language server) frees it, and
/// what is reported is the same either way.
@Suite("Memory left to the process's exit")
struct ProcessExitStateTests {
    final class Capture: @unchecked Sendable {
        private let lock = NSLock()
        private var out = ""
        func append(_ text: String) { lock.lock(); out += text; lock.unlock() }
        var text: String { lock.lock(); defer { lock.unlock() }; return out }
    }

    @Test func onlyTheProcessStreamsExitAfterTheCommand() {
        #expect(CommandIO.process.exitsAfterCommand)
        #expect(!CommandIO(writeOut: { _ in }, writeError: { _ in }).exitsAfterCommand)
    }

    @Test(arguments: ["text", "json", "sarif"])
    func sameReportEitherWay(reporter: String) {
        let corpus = URL(fileURLWithPath: #filePath).deletingLastPathComponent().deletingLastPathComponent()
            .deletingLastPathComponent().appendingPathComponent("Corpus").path
        func run(leaving: Bool) -> (ExitCode, String) {
            let capture = Capture()
            var io = CommandIO(writeOut: { capture.append($0) }, writeError: { _ in })
            io.exitsAfterCommand = leaving
            let code = RootLintCommand.run(["-r", reporter, "-j", "2", corpus], io: io)
            return (code, capture.text)
        }
        let freed = run(leaving: false)
        let left = run(leaving: true)
        #expect(freed.0 == left.0)
        #expect(freed.1 == left.1)
        #expect(freed.1.contains("unanimated_root_swap"))
    }
}
