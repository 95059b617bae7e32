@testable import RootLintCore
import RootLintRules
@testable import RootLintSyntax
import Testing

/// One generic test for every rule's documented examples, plus the variants
/// every rule must survive: the example inside a comment and inside a string
/// (silent), after an emoji line (same columns, next line), and after a
/// disable comment (suppressed).
@Suite("Rule examples")
struct RuleExampleTests {
    static let rules: [any Rule.Type] = RuleCatalog.all

    static var triggering: [ExampleCase] {
        rules.flatMap { rule in rule.description.triggeringExamples.map { ExampleCase(rule: rule, example: $0) } }
    }

    static var nonTriggering: [ExampleCase] {
        rules.flatMap { rule in rule.description.nonTriggeringExamples.map { ExampleCase(rule: rule, example: $0) } }
    }

    @Test("Triggering examples report exactly at their markers", arguments: triggering)
    func triggeringExample(_ item: ExampleCase) {
        let (code, offsets) = item.example.withoutMarkers
        #expect(!offsets.isEmpty, "a triggering example needs a ↓ marker", sourceLocation: item.location)
        let found = item.lint(code).map(\.range.start.offset)
        #expect(found == offsets, "\(item.id): expected findings at \(offsets), got \(found)", sourceLocation: item.location)
    }

    @Test("Non-triggering examples report nothing", arguments: nonTriggering)
    func nonTriggeringExample(_ item: ExampleCase) {
        let (code, offsets) = item.example.withoutMarkers
        #expect(offsets.isEmpty, "a non-triggering example has no markers", sourceLocation: item.location)
        let found = item.lint(code)
        #expect(found.isEmpty, "\(item.id): unexpected \(found.map { "\($0.range.start.line):\($0.range.start.column) \($0.message)" })",
                sourceLocation: item.location)
    }

    @Test("Inside a line comment, nothing triggers", arguments: triggering)
    func insideLineComment(_ item: ExampleCase) {
        let code = item.example.withoutMarkers.code
        let commented = code.split(separator: "\n", omittingEmptySubsequences: false).map { "// " + $0 }.joined(separator: "\n")
        #expect(item.lint(commented).isEmpty, "\(item.id) fired inside a comment", sourceLocation: item.location)
    }

    @Test("Inside a block comment, nothing triggers", arguments: triggering)
    func insideBlockComment(_ item: ExampleCase) {
        let code = item.example.withoutMarkers.code
        #expect(item.lint("/*\n" + code + "\n*/\n").isEmpty, "\(item.id) fired inside a block comment",
                sourceLocation: item.location)
    }

    @Test("Inside a string literal, nothing triggers", arguments: triggering)
    func insideString(_ item: ExampleCase) {
        let code = item.example.withoutMarkers.code
        let wrapped = "let snippet = #\"\"\"\n" + code + "\n\"\"\"#\n"
        #expect(item.lint(wrapped).isEmpty, "\(item.id) fired inside a string", sourceLocation: item.location)
    }

    @Test("After an emoji line, findings move down one line and keep their columns", arguments: triggering)
    func afterEmojiLine(_ item: ExampleCase) {
        let code = item.example.withoutMarkers.code
        let original = item.lint(code)
        let shifted = item.lint("// 🚀 Ünïcödé — 日本語\n" + code)
        #expect(shifted.map(\.range.start.line) == original.map { $0.range.start.line + 1 }, sourceLocation: item.location)
        #expect(shifted.map(\.range.start.column) == original.map(\.range.start.column), sourceLocation: item.location)
        #expect(shifted.map(\.range.start.utf16Character) == original.map(\.range.start.utf16Character), sourceLocation: item.location)
    }

    @Test("A disable:next comment above each finding suppresses it", arguments: triggering)
    func disableNext(_ item: ExampleCase) {
        let code = item.example.code
        let lines = code.split(separator: "\n", omittingEmptySubsequences: false)
        var out: [Substring] = []
        for line in lines {
            if line.contains(Example.marker) {
                let indent = line.prefix { $0 == " " }
                out.append(indent + "// rootlint:disable:next \(item.ruleID)")
            }
            out.append(line)
        }
        let stripped = Example(out.joined(separator: "\n")).withoutMarkers.code
        #expect(item.lint(stripped).isEmpty, "\(item.id) not suppressed by disable:next", sourceLocation: item.location)
    }

    @Test("A disable region for the rule suppresses everything", arguments: triggering)
    func disableRegion(_ item: ExampleCase) {
        let code = item.example.withoutMarkers.code
        #expect(item.lint("// rootlint:disable \(item.ruleID)\n" + code).isEmpty, sourceLocation: item.location)
        #expect(item.lint("// rootlint:disable all\n" + code).isEmpty, sourceLocation: item.location)
        #expect(!item.lint("// rootlint:disable some_other_rule\n" + code).isEmpty, sourceLocation: item.location)
    }
}

/// One example of one rule, as a test argument.
struct ExampleCase: Sendable, CustomTestStringConvertible {
    let rule: any Rule.Type
    let example: Example

    var ruleID: RuleID { rule.description.id }
    var id: String { "\(ruleID) example at line \(example.line)" }
    var testDescription: String { id }

    var location: SourceLocation { ruleFileLocation(example.file, example.line) }

    /// This rule's findings on `code`, linted as the example's path with
    /// every rule (as a user runs it) through all project phases.
    func lint(_ code: String) -> [Diagnostic] {
        let engine = Engine(rules: RuleCatalog.makeRules())
        let report = engine.run(EngineInput(sources: [(example.path, Array(code.utf8))])).report
        return report.diagnostics.filter { $0.rule == ruleID }
    }
}

/// Where a sample is written in its rule file, so a failure points there.
func ruleFileLocation(_ file: StaticString, _ line: UInt) -> SourceLocation {
    let path = "\(file)"
    let fileName = path.split(separator: "/").last.map(String.init) ?? path
    return SourceLocation(fileID: "RootLintRules/\(fileName)", filePath: path, line: Int(line), column: 1)
}
