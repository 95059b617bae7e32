import Testing
@testable import RootLintCore

/// `Diagnostic.gathering(from:where:)` moves the findings of the chosen
/// outcomes into one array: the same findings, in outcome order, as
/// appending copies would give; those outcomes are left empty and the
/// others untouched.
@Suite struct GatheredFindingsTests {
    static func finding(_ path: String, _ k: Int) -> Diagnostic {
        var diagnostic = Diagnostic(rule: RuleID("rule_\(k % 3)"), message: "message \(k) in \(path)",
                                    range: ByteRange(start: k, end: k + 4), suggestion: "suggestion \(k)",
                                    fix: k % 2 == 0 ? Fix(title: "fix \(k)", applicability: .safe, edits: []) : nil,
                                    related: [RelatedLocation(path: path, range: ByteRange(start: 0, end: k), message: "also \(k)")],
                                    path: path)
        diagnostic.projectPath = "project/" + path
        return diagnostic
    }

    static func outcomes() -> [FileOutcome] {
        (0..<7).map { file in
            var outcome = FileOutcome(path: "file\(file).swift")
            outcome.diagnostics = (0..<(file % 4)).map { finding(outcome.path, file * 10 + $0) }
            return outcome
        }
    }

    @Test func movesTheChosenOutcomesFindingsInOrder() {
        let included: (Int) -> Bool = { $0 != 2 && $0 != 5 }
        let before = Self.outcomes()
        var expected: [Diagnostic] = []
        for index in before.indices where included(index) { expected.append(contentsOf: before[index].diagnostics) }
        var outcomes = before
        let gathered = Diagnostic.gathering(from: &outcomes, where: included)
        #expect(gathered == expected)
        #expect(gathered.count == 6)
        for index in outcomes.indices {
            #expect(outcomes[index].diagnostics == (included(index) ? [] : before[index].diagnostics))
        }
        // The copy kept before the move still holds its findings.
        #expect(before.map(\.diagnostics.count) == [0, 1, 2, 3, 0, 1, 2])
    }

    /// A choice that says more the second time than when the room was
    /// counted: what does not fit stays in its outcome, nothing is lost.
    @Test func findingsThatDoNotFitStayInTheirOutcome() {
        var outcomes = Self.outcomes()
        let count = outcomes.count
        var asked = 0
        let gathered = Diagnostic.gathering(from: &outcomes) { index in
            asked += 1
            return asked <= count ? index == 1 : index == 1 || index == 3
        }
        #expect(gathered == Self.outcomes()[1].diagnostics)
        #expect(outcomes[1].diagnostics.isEmpty)
        #expect(outcomes[3].diagnostics == Self.outcomes()[3].diagnostics)
    }

    @Test func nothingToGather() {
        var none: [FileOutcome] = []
        #expect(Diagnostic.gathering(from: &none) { _ in true }.isEmpty)
        var outcomes = Self.outcomes()
        #expect(Diagnostic.gathering(from: &outcomes) { _ in false }.isEmpty)
        #expect(outcomes.map(\.diagnostics.count) == [0, 1, 2, 3, 0, 1, 2])
    }
}
