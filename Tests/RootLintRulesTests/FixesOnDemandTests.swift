import Foundation
@testable import RootLintCore
import RootLintRules
@testable import RootLintSyntax
@testable import rootlint_bench
import Testing

/// A run that makes no fixes (`Engine.makesFixes` off: the text, GitHub,
/// Checkstyle and JUnit reports print none) finds exactly what a run that
/// makes them finds, less the fixes.
@Suite("Fixes made on demand")
struct FixesOnDemandTests {
    static func lint(_ sources: [(path: String, bytes: [UInt8])], makesFixes: Bool) -> LintReport {
        var engine = Engine(rules: RuleCatalog.makeRules(), jobs: 2)
        engine.makesFixes = makesFixes
        return engine.run(EngineInput(sources: sources)).report
    }

    static func expectSameLessFixes(_ sources: [(path: String, bytes: [UInt8])], _ label: String,
                                    sourceLocation: SourceLocation = #_sourceLocation) -> Int {
        let with = lint(sources, makesFixes: true)
        let without = lint(sources, makesFixes: false)
        let stripped = with.diagnostics.map { diagnostic -> Diagnostic in
            var copy = diagnostic
            copy.fix = nil
            return copy
        }
        #expect(stripped == without.diagnostics, "\(label)", sourceLocation: sourceLocation)
        #expect(with.fingerprints == without.fingerprints, "\(label)", sourceLocation: sourceLocation)
        #expect(without.diagnostics.allSatisfy { $0.fix == nil }, "\(label)", sourceLocation: sourceLocation)
        return with.diagnostics.filter { $0.fix != nil }.count
    }

    @Test func corpus() throws {
        let apps = try CorpusTests.corpusApps()
        var fixes = 0
        for app in apps.keys.sorted() { fixes += Self.expectSameLessFixes(apps[app]!, app) }
        // Every fixable rule fixes something in the Corpus: the comparison covered fixes.
        #expect(fixes > 20)
    }

    @Test func ruleExamples() {
        for rule in RuleCatalog.all {
            for example in rule.description.triggeringExamples {
                _ = Self.expectSameLessFixes([(example.path, Array(example.withoutMarkers.code.utf8))],
                                             "\(rule.description.id) line \(example.line)")
            }
        }
    }

    /// `printsFixes` is honest: a reporter whose output changes when a
    /// finding's fix is dropped must say it prints fixes, and one that says
    /// so must show them.
    @Test func reportersDeclareWhetherTheyPrintFixes() {
        let fix = Fix(title: "Use .transitionCrossDissolve", applicability: .safe,
                      edits: [TextEdit(range: ByteRange(start: 4, end: 9), replacement: "transitionCrossDissolve")])
        let finding = Diagnostic.reported(rule: RuleID("root_transition_style"), severity: .warning, message: "Flip",
                                          path: "App/Coordinator.swift",
                                          range: SourceRange(start: SourcePosition(line: 2, column: 5, offset: 20, utf16Character: 5),
                                                             end: SourcePosition(line: 2, column: 10, offset: 25, utf16Character: 10)),
                                          suggestion: "use `.transitionCrossDissolve`", fix: fix, lineText: "  x.transitionFlipFromLeft")
        var unfixed = finding
        unfixed.fix = nil
        let reporters: [(any Reporter, Bool)] = [
            (TextReporter(showSuggestions: true), TextReporter.printsFixes),
            (JSONReporter(), JSONReporter.printsFixes),
            (SARIFReporter(rules: RuleCatalog.all.map { $0.description }, workingDirectory: "/work"), SARIFReporter.printsFixes),
            (GitHubReporter(), GitHubReporter.printsFixes),
            (CheckstyleReporter(), CheckstyleReporter.printsFixes),
            (JUnitReporter(), JUnitReporter.printsFixes),
        ]
        for (reporter, printsFixes) in reporters {
            let withFix = reporter.render(LintReport(diagnostics: [finding], files: ["App/Coordinator.swift"]))
            let withoutFix = reporter.render(LintReport(diagnostics: [unfixed], files: ["App/Coordinator.swift"]))
            #expect((withFix != withoutFix) == printsFixes, "\(type(of: reporter))")
        }
        #expect(JSONReporter.printsFixes && SARIFReporter.printsFixes)
    }
}
