import Foundation
@testable import RootLintCore
@testable import RootLintSyntax
import Testing

/// Calls of animated helpers are found through the file's name index when
/// there are few helpers, by a scan of every token otherwise: both must
/// find the same calls, in the same order.
@Suite("Helper call search")
struct HelperCallSearchTests {
    static func bothWays(_ file: SourceFile, helpers: Set<String>) -> (indexed: [Int], scanned: [Int]) {
        (CallFinder.helperCalls(in: file, helpers: helpers, names: NameIndex(file: file)),
         CallFinder.helperCalls(in: file, helpers: helpers))
    }

    @Test func theIndexFindsWhatTheScanFinds() {
        let code = """
            func crossFade(_ window: UIWindow, _ body: () -> Void) {}
            final class Coordinator {
                func showMain() {
                    crossFade(window) { window.rootViewController = main }
                    crossFade(window, { window.rootViewController = main })
                    `crossFade`(window) { }
                    let crossFade = 1
                    present(alert, animated: true)
                    present(alert)
                    switchRoot { }
                    other.switchRoot(to: main)
                }
            }
            """
        let file = SourceFile(path: "App/Coordinator.swift", text: code + String(repeating: "\nlet padding = [1, 2, 3]", count: 20))
        let helpers: Set<String> = ["crossFade", "present", "switchRoot", "missing"]
        let (indexed, scanned) = Self.bothWays(file, helpers: helpers)
        #expect(indexed == scanned)
        // Two `crossFade` calls (not its declaration, the back-ticked call or
        // the constant), `present` without `animated:`, two `switchRoot`.
        #expect(indexed.map { file.text($0) } == ["crossFade", "crossFade", "present", "switchRoot", "switchRoot"])
    }

    @Test func onEveryCorpusFileWithItsOwnCalleesAsHelpers() throws {
        for url in try CorpusTests.corpusFiles() {
            let file = SourceFile(path: url.path, bytes: [UInt8](try Data(contentsOf: url)))
            // Every name the file calls, a few at a time (the index is used
            // while helpers are few against the file's tokens).
            var callees: [String] = []
            for i in file.code.indices.dropLast() where file.code[i].kind == .identifier
                && (file.code[i + 1].kind == .leftParen || file.code[i + 1].kind == .leftBrace) {
                callees.append(file.text(i))
            }
            let distinct = Array(Set(callees)).sorted()
            let step = max(1, file.code.count / 16)
            var start = 0
            while start < distinct.count {
                let helpers = Set(distinct[start..<min(distinct.count, start + step)])
                let (indexed, scanned) = Self.bothWays(file, helpers: helpers)
                #expect(indexed == scanned, "\(url.lastPathComponent): \(helpers.sorted())")
                start += step
            }
        }
    }
}
