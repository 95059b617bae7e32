import RootLintCore
import RootLintSyntax
import Testing

/// A rule that reports every `rootViewController` token, to test the engine alone.
struct EveryTargetRule: Rule {
    static let description = RuleDescription(
        id: "every_target", name: "Every target", defaultSeverity: .info, summary: "test", whatItDoes: "test",
        whyItMatters: "test", example: "", useInstead: "", triggeringExamples: [], nonTriggeringExamples: [])
    func check(_ context: RuleContext) -> [Diagnostic] {
        context.facts.rootWrites.map { diagnostic("found", at: $0.byteRange(in: context.file), suggestion: "none") }
    }
}

@Suite("Linter")
struct LinterTests {
    let linter = Linter(rules: [EveryTargetRule()])

    @Test func reportsPositionsInAllUnits() {
        let code = "// 🚀\nfunc f() { /* é */ window.rootViewController = A() }\n"
        let outcome = linter.lint(path: "a.swift", bytes: Array(code.utf8))
        let d = try! #require(outcome.diagnostics.first)
        #expect(d.start.line == 2)
        #expect(d.start.column == 21) // bytes: "func f() { /* é */ " is 20 bytes (é is 2)
        #expect(d.start.utf16Character == 19)
        #expect(d.start.offset == 8 + 20) // "// 🚀\n" is 8 bytes
        #expect(d.lineText == "func f() { /* é */ window.rootViewController = A() }")
    }

    @Test func rejectsInvalidUTF8AndNUL() {
        let invalid = linter.lint(path: "bad.swift", bytes: Array("let a = 1\nlet b = ".utf8) + [0xFF, 0x0A])
        #expect(invalid.error?.problem.hasPrefix("not valid UTF-8 (byte 0xFF at line 2, column 9)") == true)
        let nul = linter.lint(path: "nul.swift", bytes: [0x61, 0x00, 0x62])
        #expect(nul.error?.problem.contains("NUL byte at line 1, column 2") == true)
    }

    @Test func prefilterSkipsIrrelevantFiles() {
        let outcome = linter.lint(path: "a.swift", bytes: Array("let x = 1\n".utf8))
        #expect(!outcome.analysed)
        let unfiltered = Linter(rules: [EveryTargetRule()], usePrefilter: false).lint(path: "a.swift", bytes: Array("let x = 1\n".utf8))
        #expect(unfiltered.analysed)
    }

    @Test func severityOverridesAndRulesOff() {
        var configuration = Configuration.default
        configuration.severityOverrides["every_target"] = .error
        let code = Array("func f() { window.rootViewController = A() }".utf8)
        let raised = Linter(rules: [EveryTargetRule()], configuration: configuration).lint(path: "a.swift", bytes: code)
        #expect(raised.diagnostics.map(\.severity) == [.error])
        configuration.severityOverrides["every_target"] = .some(nil)
        let off = Linter(rules: [EveryTargetRule()], configuration: configuration).lint(path: "a.swift", bytes: code)
        #expect(off.diagnostics.isEmpty)
    }

    @Test func suppressionApplies() {
        let code = "func f() {\n    // rootlint:disable:next every_target\n    window.rootViewController = A()\n    window.rootViewController = B()\n}\n"
        let outcome = linter.lint(path: "a.swift", bytes: Array(code.utf8))
        #expect(outcome.diagnostics.map(\.start.line) == [4])
    }
}
