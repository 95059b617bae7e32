import Foundation
@testable import RootLintCore
@testable import RootLintSyntax
import Testing

/// Golden-file tests: the reporters' exact output for a fixed report. Run
/// with `ROOTLINT_UPDATE_GOLDEN=1` to rewrite the files after an intended change.
@Suite("Reporters")
struct ReporterTests {
    static let goldenDirectory = URL(fileURLWithPath: #filePath).deletingLastPathComponent().appendingPathComponent("Golden")

    static let report: LintReport = {
        func position(_ line: Int, _ column: Int, _ offset: Int, _ utf16: Int) -> SourcePosition {
            SourcePosition(line: line, column: column, offset: offset, utf16Character: utf16)
        }
        let first = reportedDiagnostic(
            rule: "unanimated_root_swap", severity: .warning, message: "Root view controller replaced without animation",
            path: "App/Settings \"Screen\".swift", start: position(12, 9, 301, 8), end: position(12, 58, 350, 57),
            suggestion: "wrap the swap in `UIView.transition`", fix: nil, related: [], lineText: "x")
        let second = reportedDiagnostic(
            rule: "root_switch_outside_coordinator", severity: .error, message: "Switched in `Café`",
            path: "App/A.swift", start: position(3, 5, 40, 4), end: position(3, 20, 55, 19),
            suggestion: "move it", fix: Fix(title: "Use the helper", applicability: .unsafe,
                                                    edits: [TextEdit(range: SourceRange(start: position(3, 5, 40, 4), end: position(3, 20, 55, 19)), replacement: "coordinator.showMain()")]),
            related: [RelatedLocation(path: "App/B.swift", range: SourceRange(start: position(1, 1, 0, 0), end: position(1, 4, 3, 3)), message: "other site")],
            lineText: "y")
        let third = reportedDiagnostic(
            rule: "root_switch_for_navigation", severity: .info, message: "Navigation",
            path: "App/A.swift", start: position(3, 5, 40, 4), end: position(3, 20, 55, 19),
            suggestion: "push it", fix: nil, related: [], lineText: "y")
        // Everything the formats must escape: `%`, `:` and `,` (GitHub
        // properties), a line break, `<&>` and `|` (XML, Markdown), a code
        // span holding `|`; a multi-line range; UTF-8 and UTF-16 columns that
        // differ (an emoji earlier on the line).
        let fourth = reportedDiagnostic(
            rule: "slow_root_transition", severity: .error,
            message: "Duration 0.9 s is 80% over the limit: slow, jarring\nsee <&> | `a|b`",
            path: "App/Odd, name: 100%.swift", start: position(20, 14, 480, 9),
            end: SourcePosition(line: 22, column: 6, offset: 530, utf16Character: 5),
            suggestion: "use 0.3 s", fix: nil, related: [], lineText: "z")
        return LintReport(diagnostics: [first, second, third, fourth],
                          files: ["App/A.swift", "App/B.swift", "App/Settings \"Screen\".swift", "App/Odd, name: 100%.swift"]
                              + (1...9).map { "App/Clean\($0).swift" },
                          errors: [InputError(path: "App/Broken.swift", problem: "not valid UTF-8")])
    }()

    /// Descriptions for the rules in `report`, plus one without findings:
    /// SARIF lists every rule. The Core tests cannot see the real catalogue.
    static let rules: [RuleDescription] = {
        func rule(_ id: RuleID, _ severity: Severity) -> RuleDescription {
            RuleDescription(id: id, name: id.rawValue, defaultSeverity: severity, summary: "Summary of \(id).",
                            whatItDoes: "What \(id) does, with `code`.", whyItMatters: "Why \(id) matters.",
                            example: "bad()", useInstead: "good()", triggeringExamples: [], nonTriggeringExamples: [])
        }
        return [rule("unanimated_root_swap", .warning), rule("root_switch_outside_coordinator", .warning),
                rule("root_switch_for_navigation", .warning), rule("slow_root_transition", .info),
                rule("superfluous_disable_command", .warning)]
    }()

    static func checkGolden(_ name: String, _ actual: String) throws {
        let url = Self.goldenDirectory.appendingPathComponent(name)
        if ProcessInfo.processInfo.environment["ROOTLINT_UPDATE_GOLDEN"] != nil {
            try actual.write(to: url, atomically: true, encoding: .utf8)
        }
        let expected = try String(contentsOf: url, encoding: .utf8)
        #expect(actual == expected, "\(name) differs from its golden file")
    }

    func checkGolden(_ name: String, _ actual: String) throws { try Self.checkGolden(name, actual) }

    /// What the CLI writes (`renderBytes`) is `render`'s text, byte for byte,
    /// for every reporter: those that build bytes hand them over directly.
    @Test func bytesAreTheRenderedText() {
        let reporters: [any Reporter] = [
            TextReporter(), TextReporter(showSuggestions: true, colored: true), JSONReporter(),
            SARIFReporter(rules: Self.rules, workingDirectory: "/work/my app"), GitHubReporter(),
            CheckstyleReporter(), JUnitReporter(),
        ]
        for reporter in reporters {
            #expect(reporter.renderBytes(Self.report) == Array(reporter.render(Self.report).utf8), "\(type(of: reporter))")
        }
        let empty = LintReport(diagnostics: [], files: [])
        #expect(TextReporter().renderBytes(empty).isEmpty)
        #expect(JSONReporter().renderBytes(empty) == Array(JSONReporter().render(empty).utf8))
    }

    @Test func text() throws {
        try checkGolden("report.txt", TextReporter().render(Self.report))
        try checkGolden("report-suggestions.txt", TextReporter(showSuggestions: true).render(Self.report))
        #expect(TextReporter.summary(Self.report) == "rootlint: 13 files linted, 2 errors, 1 warning, 1 info, 1 input error")
    }

    /// The text report is measured, then written into a buffer of that
    /// size: numbers of every width, empty and non-ASCII strings, and
    /// messages with and without line breaks come out as interpolation
    /// writes them.
    @Test func textIsSizedExactly() {
        let numbers = [0, 1, 9, 10, 99, 100, 999, 1_000, 65_535, 1_000_000, 4_294_967_295]
        let messages = ["", "é", "Root swap", "two\nlines", "a\r\n  b", "\n", "🙂 in `Café`"]
        var diagnostics: [Diagnostic] = []
        var expected = ""
        for (k, line) in numbers.enumerated() {
            let column = numbers[numbers.count - 1 - k]
            let message = messages[k % messages.count]
            let path = k % 2 == 0 ? "App/Ä.swift" : "x"
            let position = SourcePosition(line: line, column: column, offset: 0, utf16Character: 0)
            diagnostics.append(reportedDiagnostic(rule: "unanimated_root_swap", severity: .warning, message: message, path: path,
                                                  start: position, end: position, suggestion: message, lineText: ""))
            expected += "\(path):\(line):\(column): warning: \(TextReporter.oneLine(message)) [unanimated_root_swap]\n"
            if !message.isEmpty { expected += "    suggestion: \(TextReporter.oneLine(message))\n" }
        }
        let report = LintReport(diagnostics: diagnostics, files: [])
        // The report sorts by path, line and column; compare as sets of lines.
        let rendered = TextReporter(showSuggestions: true).renderBytes(report)
        #expect(String(decoding: rendered, as: UTF8.self).split(separator: "\n").sorted()
                == expected.split(separator: "\n").sorted())
        #expect(rendered.count == expected.utf8.count)
    }

    @Test func coloredText() throws {
        let colored = TextReporter(showSuggestions: true, colored: true).render(Self.report)
        try checkGolden("report-color.txt", colored)
        // Colour only wraps whole tokens: without the codes it is the plain output.
        #expect(stripANSI(colored) == TextReporter(showSuggestions: true).render(Self.report))
        #expect(colored.hasPrefix("\u{1B}[1mApp/A.swift\u{1B}[0m:3:5: \u{1B}[1;36mnote\u{1B}[0m: Navigation "
                                  + "\u{1B}[2m[root_switch_for_navigation]\u{1B}[0m\n"))
        #expect(colored.contains("\u{1B}[1;31merror\u{1B}[0m: Switched"))
        #expect(colored.contains("\u{1B}[1;33mwarning\u{1B}[0m: Root view controller"))
        let summary = TextReporter.summary(Self.report, colored: true)
        #expect(stripANSI(summary) == TextReporter.summary(Self.report))
        #expect(summary.contains("\u{1B}[1;31m2 errors\u{1B}[0m"))
        // Zero counts stay plain, so a clean run is not shouted in red.
        let clean = LintReport(diagnostics: [], files: ["A.swift"])
        #expect(TextReporter.summary(clean, colored: true) == TextReporter.summary(clean))
    }

    func stripANSI(_ text: String) -> String {
        text.replacing(/\x{1B}\[[0-9;]*m/, with: "")
    }

    @Test func sarif() throws {
        let output = SARIFReporter(rules: Self.rules, workingDirectory: "/work/my app").render(Self.report)
        try checkGolden("report.sarif", output)
    }

    @Test func github() throws {
        try checkGolden("report.github.txt", GitHubReporter().render(Self.report))
        try checkGolden("report.github-summary.md", GitHubReporter.stepSummary(Self.report))
    }

    @Test func checkstyle() throws {
        try checkGolden("report.checkstyle.xml", CheckstyleReporter().render(Self.report))
    }

    @Test func junit() throws {
        try checkGolden("report.junit.xml", JUnitReporter().render(Self.report))
    }

    @Test func json() throws {
        let output = JSONReporter().render(Self.report)
        try checkGolden("report.json", output)
        // It is valid JSON with the documented top-level shape.
        let object = try JSONSerialization.jsonObject(with: Data(output.utf8)) as? [String: Any]
        #expect(object?["version"] as? Int == 1)
        #expect((object?["diagnostics"] as? [Any])?.count == 4)
    }

    @Test func ordering() {
        let order = Self.report.diagnostics.map { "\($0.path):\($0.range.start.line):\($0.rule)" }
        #expect(order == ["App/A.swift:3:root_switch_for_navigation", "App/A.swift:3:root_switch_outside_coordinator",
                          "App/Odd, name: 100%.swift:20:slow_root_transition",
                          "App/Settings \"Screen\".swift:12:unanimated_root_swap"])
    }
}

@Suite("Text reporter lines")
struct TextReporterLineTests {
    /// Several findings on one line, one quoting code over two lines: every
    /// finding is still exactly one `path:line:column:` line.
    @Test func everyFindingIsOneLine() {
        let p = SourcePosition(line: 7, column: 9, offset: 70, utf16Character: 8)
        let report = LintReport(diagnostics: [
            reportedDiagnostic(rule: "root_switch_for_navigation", severity: .warning,
                               message: "Root swap to the content screen `ProductViewController(\n            product: p)` is navigation",
                               path: "App/A.swift", start: p, end: p, suggestion: "push it\n  instead", lineText: "x"),
            reportedDiagnostic(rule: "unanimated_root_swap", severity: .warning, message: "Root view controller replaced without animation",
                               path: "App/A.swift", start: p, end: p, suggestion: "", lineText: "x"),
        ], files: ["App/A.swift"])
        let lines = TextReporter(showSuggestions: true).render(report).split(separator: "\n", omittingEmptySubsequences: false)
        #expect(lines.filter { $0.hasPrefix("App/A.swift:7:9: warning: ") }.count == 2)
        #expect(lines.contains("App/A.swift:7:9: warning: Root swap to the content screen `ProductViewController( product: p)` is navigation [root_switch_for_navigation]"))
        #expect(lines.contains("    suggestion: push it instead"))
        #expect(lines.count == 4, "two findings, one suggestion, the final newline")
    }

    /// Lines and columns are written digit by digit: every width, and the
    /// largest a position can hold, read back as they were.
    @Test func positionsOfEveryWidthAreWrittenInDecimal() {
        let numbers = [1, 9, 10, 99, 100, 12_345, 1_000_000, Int(Int32.max), Int.max]
        let diagnostics = numbers.map { number in
            let p = SourcePosition(line: number, column: number, offset: 0, utf16Character: 0)
            return reportedDiagnostic(rule: "unanimated_root_swap", severity: .warning, message: "m",
                                      path: "A.swift", start: p, end: p, suggestion: "", lineText: "x")
        }
        let lines = TextReporter().render(LintReport(diagnostics: diagnostics, files: ["A.swift"])).split(separator: "\n")
        #expect(lines.map(String.init) == numbers.map { "A.swift:\($0):\($0): warning: m [unanimated_root_swap]" })
    }
}
