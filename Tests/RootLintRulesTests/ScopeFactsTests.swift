import Dispatch
import Foundation
@testable import RootLintCore
@testable import RootLintSyntax
import Testing

/// A file's scope facts are worked out at the first question, for every
/// scope at once: a file that never asks pays nothing, and questions asked
/// from several threads at once get the answers one thread gets.
@Suite("Scope facts worked out on demand")
struct ScopeFactsTests {
    struct Answers: Equatable {
        var testCode: Bool
        var unit: ExecutionUnit
        var outermostCode: Int?
        var innermostClosure: Int?
    }

    /// Each lane's answers, kept under a lock.
    final class Lanes: @unchecked Sendable {
        private var answers: [Int: [Answers]] = [:]
        private let lock = NSLock()
        func keep(_ lane: Int, _ found: [Answers]) { lock.withLock { answers[lane] = found } }
        subscript(lane: Int) -> [Answers]? { lock.withLock { answers[lane] } }
    }

    static func answers(_ facts: ScopeFacts, _ scope: Int, _ file: SourceFile) -> Answers {
        Answers(testCode: facts.isTestCode(scope), unit: facts.executionUnit(of: scope, in: file),
                outermostCode: facts.outermostCode(of: scope), innermostClosure: facts.innermostClosure(of: scope))
    }

    @Test func nothingIsWorkedOutUntilAsked() {
        let file = SourceFile(path: "A.swift", text: "final class A { func f() { run { g() } } }")
        let facts = ScopeFacts(file: file)
        #expect(!facts.isWorkedOut)
        #expect(facts.executionUnit(of: 0, in: file).kind == .topLevel)  // the file: no question about a scope
        #expect(!facts.isTestCode(-1) && !facts.isTestCode(file.scopes.count))
        #expect(!facts.isWorkedOut)
        _ = facts.isTestCode(1)
        #expect(facts.isWorkedOut)
    }

    @Test func concurrentQuestionsGetTheAnswersOfOneThread() throws {
        var scopesChecked = 0
        for url in try CorpusTests.corpusFiles() {
            let file = SourceFile(path: url.path, bytes: [UInt8](try Data(contentsOf: url)))
            let alone = ScopeFacts(file: file)
            let expected = file.scopes.indices.map { Self.answers(alone, $0, file) }
            let shared = ScopeFacts(file: file)
            let lanes = 4
            let results = Lanes()
            DispatchQueue.concurrentPerform(iterations: lanes) { lane in
                // Each lane asks in its own order, so the first question differs.
                let order = lane % 2 == 0 ? Array(file.scopes.indices) : file.scopes.indices.reversed()
                var answers = [Answers?](repeating: nil, count: file.scopes.count)
                for scope in order { answers[scope] = Self.answers(shared, scope, file) }
                results.keep(lane, answers.map { $0! })
            }
            for lane in 0..<lanes { #expect(results[lane] == expected, "\(url.lastPathComponent), lane \(lane)") }
            scopesChecked += file.scopes.count
        }
        #expect(scopesChecked > 1000)
    }
}
