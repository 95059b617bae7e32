import Foundation
import RootLintCore
import RootLintSyntax
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
        let first = ReportedDiagnostic(
            rule: "unanimated_root_swap", severity: .warning, message: "Root view controller replaced without animation",
            path: "App/Settings \"Screen\".swift", start: position(12, 9, 301, 8), end: position(12, 58, 350, 57),
            suggestion: "wrap the swap in `UIView.transition`", fix: nil, related: [], lineText: "x")
        let second = ReportedDiagnostic(
            rule: "root_switch_outside_coordinator", severity: .error, message: "Switched in `Café`",
            path: "App/A.swift", start: position(3, 5, 40, 4), end: position(3, 20, 55, 19),
            suggestion: "move it", fix: ReportedFix(title: "Use the helper", applicability: .unsafe,
                                                    edits: [ReportedEdit(start: position(3, 5, 40, 4), end: position(3, 20, 55, 19),
                                                                         replacement: "coordinator.showMain()")]),
            related: [ReportedLocation(path: "App/B.swift", start: position(1, 1, 0, 0), end: position(1, 4, 3, 3), message: "other site")],
            lineText: "y")
        let third = ReportedDiagnostic(
            rule: "root_switch_for_navigation", severity: .info, message: "Navigation",
            path: "App/A.swift", start: position(3, 5, 40, 4), end: position(3, 20, 55, 19),
            suggestion: "push it", fix: nil, related: [], lineText: "y")
        return LintReport(diagnostics: [first, second, third],
                          files: ["App/A.swift", "App/B.swift", "App/Settings \"Screen\".swift"] + (1...9).map { "App/Clean\($0).swift" })
    }()

    func checkGolden(_ name: String, _ actual: String) throws {
        let url = Self.goldenDirectory.appendingPathComponent(name)
        if ProcessInfo.processInfo.environment["ROOTLINT_UPDATE_GOLDEN"] != nil {
            try actual.write(to: url, atomically: true, encoding: .utf8)
        }
        let expected = try String(contentsOf: url, encoding: .utf8)
        #expect(actual == expected, "\(name) differs from its golden file")
    }

    @Test func text() throws {
        try checkGolden("report.txt", TextReporter().render(Self.report))
        try checkGolden("report-suggestions.txt", TextReporter(showSuggestions: true).render(Self.report))
        #expect(TextReporter.summary(Self.report) == "rootlint: 12 files linted, 1 error, 1 warning, 1 info")
    }

    @Test func json() throws {
        let output = JSONReporter().render(Self.report)
        try checkGolden("report.json", output)
        // It is valid JSON with the documented top-level shape.
        let object = try JSONSerialization.jsonObject(with: Data(output.utf8)) as? [String: Any]
        #expect(object?["version"] as? Int == 1)
        #expect((object?["diagnostics"] as? [Any])?.count == 3)
    }

    @Test func ordering() {
        let order = Self.report.diagnostics.map { "\($0.path):\($0.start.line):\($0.rule)" }
        #expect(order == ["App/A.swift:3:root_switch_for_navigation", "App/A.swift:3:root_switch_outside_coordinator",
                          "App/Settings \"Screen\".swift:12:unanimated_root_swap"])
    }
}
