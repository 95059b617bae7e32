@testable import RootLintCore
@testable import RootLintSyntax
import Testing

@Suite("GitHub reporter")
struct GitHubReporterTests {
    /// The runner's parser, reversed (actions/runner `ActionCommand`), so
    /// the escaping round-trips.
    func unescape(_ text: String) -> String {
        text.replacingOccurrences(of: "%0D", with: "\r").replacingOccurrences(of: "%0A", with: "\n")
            .replacingOccurrences(of: "%3A", with: ":").replacingOccurrences(of: "%2C", with: ",")
            .replacingOccurrences(of: "%25", with: "%")
    }

    @Test func escaping() {
        #expect(GitHubReporter.escapeData("100%: a, b\r\nc") == "100%25: a, b%0D%0Ac")
        #expect(GitHubReporter.escapeProperty("100%: a, b\r\nc") == "100%25%3A a%2C b%0D%0Ac")
        // `%` is escaped first: an existing escape must not be decoded by the runner.
        #expect(GitHubReporter.escapeData("%0A") == "%250A")
        #expect(GitHubReporter.escapeProperty("%2C") == "%252C")
        #expect(GitHubReporter.escapeProperty("::error::") == "%3A%3Aerror%3A%3A")
        for tricky in ["", "%", "%%0A", "a::b,,c", "\n\r\r\n", "Café ☕️ 👩‍👩‍👧", "%25%3A%2C%0D%0A"] {
            #expect(unescape(GitHubReporter.escapeProperty(tricky)) == tricky)
            #expect(!GitHubReporter.escapeProperty(tricky).contains(where: { ":,\r\n".contains($0) }))
            #expect(!GitHubReporter.escapeData(tricky).contains(where: { "\r\n".contains($0) }))
        }
    }

    @Test func errorsComeFirstThenWarningsThenNotices() {
        let lines = GitHubReporter().render(ReporterTests.report).split(separator: "\n")
        #expect(lines.count == 5, "one line per finding plus the input error")
        #expect(lines.map { $0.prefix { $0 != " " } } == ["::error", "::error", "::error", "::warning", "::notice"])
        // Within a level, report order.
        #expect(lines[1].contains("file=App/A.swift,"))
        #expect(lines[2].contains("file=App/Odd%2C name%3A 100%25.swift,"))
        #expect(lines[0] == "::error file=App/Broken.swift,title=rootlint (input error)::not valid UTF-8")
    }

    @Test func multiLineRangesHaveNoColumns() {
        let output = GitHubReporter().render(ReporterTests.report)
        #expect(output.contains("::error file=App/Odd%2C name%3A 100%25.swift,line=20,endLine=22,title="))
        // UTF-16 columns, 1-based: `utf16Character` 4 → col 5.
        #expect(output.contains("file=App/A.swift,line=3,endLine=3,col=5,endColumn=20,title=rootlint (root_switch_outside_coordinator)::"))
    }

    @Test func stepSummaryCells() {
        #expect(GitHubReporter.markdownCell("a | b") == "a \\| b")
        #expect(GitHubReporter.markdownCell("<Foo> & `<Bar>`") == "&lt;Foo&gt; &amp; `<Bar>`")
        #expect(GitHubReporter.markdownCell("one\ntwo\r\nthree") == "one<br>two<br>three")
        #expect(GitHubReporter.markdownCell("`a|b\nc`") == "`a\\|b c`")
        // An unclosed backtick is literal text.
        #expect(GitHubReporter.markdownCell("a ` <b>") == "a ` &lt;b&gt;")
        #expect(GitHubReporter.codeSpan("a`b") == "``a`b``")
        #expect(GitHubReporter.codeSpan("`x") == "`` `x ``")
        #expect(GitHubReporter.codeSpan("p|q") == "`p\\|q`")
    }

    @Test func stepSummaryListsEveryFindingWithinTheLimit() {
        let summary = GitHubReporter.stepSummary(ReporterTests.report)
        #expect(summary.split(separator: "\n").filter { $0.hasPrefix("| ") }.count == 2 + 4, "header, separator, one row per finding")
        #expect(summary.contains("**2 errors, 1 warning, 1 info** in 13 files."))

        let clean = GitHubReporter.stepSummary(LintReport(diagnostics: [], files: ["A.swift"]))
        #expect(clean == "### rootlint\n\nNo findings in 1 file.\n")

        let truncated = GitHubReporter.stepSummary(ReporterTests.report, byteLimit: 900)
        #expect(truncated.utf8.count <= 900)
        #expect(truncated.contains("not shown: GitHub limits a step summary to 1 MiB"))
        #expect(truncated.contains("**1 input error**"))
    }

    static func finding(_ rule: RuleID, _ severity: Severity, line: Int, path: String = "App/A.swift") -> Diagnostic {
        let p = SourcePosition(line: line, column: 1, offset: line * 10, utf16Character: 0)
        return reportedDiagnostic(rule: rule, severity: severity, message: "m", path: path, start: p, end: p, suggestion: "",
                                  lineText: "line \(line)")
    }

    /// A step shows ten annotations per level: the ten shown are the most
    /// severe, rules take turns, and one notice says how many are missing.
    @Test func annotationsStayWithinGitHubsCapsAndSayWhatIsMissing() {
        var findings: [Diagnostic] = []
        for line in 1...30 { findings.append(Self.finding("unanimated_root_swap", .warning, line: line)) }
        findings.append(Self.finding("deprecated_window_lookup", .warning, line: 40))
        for line in 50...62 { findings.append(Self.finding("slow_root_transition", .info, line: line)) }
        findings.append(Self.finding("forced_root_cast", .error, line: 70))
        let output = GitHubReporter().render(LintReport(diagnostics: findings, files: ["App/A.swift"]))
        let lines = output.split(separator: "\n")
        let kinds = lines.map { String($0.prefix { $0 != " " }) }
        #expect(kinds.filter { $0 == "::error" }.count == 1)
        #expect(kinds.filter { $0 == "::warning" }.count == 10)
        #expect(kinds.filter { $0 == "::notice" }.count == 10, "nine findings and the closing notice")
        #expect(kinds.first == "::error")
        // The one deprecated_window_lookup finding is among the ten warnings.
        #expect(lines.contains { $0.contains("(deprecated_window_lookup)") })
        let closing = String(lines.last ?? "")
        // 21 warnings and 4 notices were left out.
        #expect(closing.hasPrefix("::notice title=rootlint%3A 25 more not annotated::"), "\(closing)")
        #expect(closing.contains("the job summary"))
    }

    /// Annotations name files from the repository's root, wherever rootlint ran.
    @Test func annotationPathsAreRelativeToTheRepositoryRoot() {
        let report = LintReport(diagnostics: [Self.finding("unanimated_root_swap", .warning, line: 3, path: "Login/A.swift")],
                                files: ["Login/A.swift"])
        let output = GitHubReporter(paths: RepositoryPaths(root: "/repo", workingDirectory: "/repo/App")).render(report)
        #expect(output.hasPrefix("::warning file=App/Login/A.swift,line=3,"))
        let summary = GitHubReporter.stepSummary(report, paths: RepositoryPaths(root: "/repo", workingDirectory: "/repo/App"))
        #expect(summary.contains("`App/Login/A.swift:3:1`"))
    }
}
