@testable import RootLintCore
import RootLintRules
@testable import RootLintSyntax
import Testing

/// One generic test for every rule's documented corrections: the fix turns
/// `before` into `after`, a second pass changes nothing, the fixed code no
/// longer triggers the rule nor more of any other rule, and it still lexes
/// losslessly.
@Suite("Rule corrections")
struct RuleCorrectionTests {
    static var cases: [CorrectionCase] {
        RuleCatalog.all.flatMap { rule in rule.description.corrections.map { CorrectionCase(rule: rule, correction: $0) } }
    }

    @Test("Every fixable rule documents what its fix does")
    func fixableRulesHaveCorrections() {
        for rule in RuleCatalog.all where rule.description.isFixable {
            #expect(!rule.description.corrections.isEmpty, "\(rule.description.id) is fixable but has no correction")
        }
    }

    @Test("The fix turns before into after, and a second pass changes nothing", arguments: cases)
    func correction(_ item: CorrectionCase) {
        let before = Example(item.correction.before).withoutMarkers.code
        let fixed = item.fixed(before, includeUnsafe: item.correction.unsafe)
        #expect(fixed == item.correction.after, "\(item.id) produced:\n\(fixed)", sourceLocation: item.location)
        #expect(item.fixed(fixed, includeUnsafe: true) == fixed, "\(item.id): a second pass changed it", sourceLocation: item.location)
        if item.correction.unsafe {
            #expect(item.fixed(before, includeUnsafe: false) == before, "\(item.id): an unsafe fix applied without --unsafe-fixes",
                    sourceLocation: item.location)
        }
    }

    @Test("Fixed code no longer triggers the rule, nor more of any other", arguments: cases)
    func fixedCodeIsClean(_ item: CorrectionCase) {
        let before = Example(item.correction.before).withoutMarkers.code
        let after = item.correction.after
        #expect(item.findings(after).filter { $0.rule == item.ruleID }.isEmpty, sourceLocation: item.location)
        let counts = { (code: String) -> [RuleID: Int] in
            Dictionary(grouping: item.findings(code).filter { $0.rule != item.ruleID }, by: \.rule).mapValues(\.count)
        }
        let was = counts(before)
        for (rule, count) in counts(after) {
            #expect(count <= was[rule] ?? 0, "\(item.id): the fix added \(rule) findings", sourceLocation: item.location)
        }
        let bytes = Array(after.utf8)
        let tokens = Lexer.tokenize(bytes)
        #expect(tokens.reduce(0) { $0 + $1.length } == bytes.count, sourceLocation: item.location)
    }
}

/// One correction of one rule, as a test argument.
struct CorrectionCase: Sendable, CustomTestStringConvertible {
    let rule: any Rule.Type
    let correction: Correction

    var ruleID: RuleID { rule.description.id }
    var id: String { "\(ruleID) correction at line \(correction.line)" }
    var testDescription: String { id }

    var location: SourceLocation { ruleFileLocation(correction.file, correction.line) }

    func findings(_ code: String) -> [Diagnostic] {
        let engine = Engine(rules: RuleCatalog.makeRules())
        return engine.run(EngineInput(sources: [("App/Example.swift", Array(code.utf8))])).report.diagnostics
    }

    /// The code after this rule's fixes, pass after pass as `--fix` runs them.
    func fixed(_ code: String, includeUnsafe: Bool) -> String {
        var bytes = Array(code.utf8)
        for _ in 0..<10 {
            let mine = findings(String(decoding: bytes, as: UTF8.self)).filter { $0.rule == ruleID }
            let selection = FixSelection(mine, includeUnsafe: includeUnsafe)
            guard let next = selection.applied(to: bytes), next != bytes else { break }
            bytes = next
        }
        return String(decoding: bytes, as: UTF8.self)
    }
}
