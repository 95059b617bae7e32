/// GitHub Actions workflow commands: each finding becomes an annotation on
/// the pull request's diff and the run's summary page.
///
///     ::error file=App/A.swift,line=3,endLine=3,col=5,endColumn=20,title=rootlint (rule_id)::message%0Asuggestion: …
///
/// GitHub shows only the first 10 annotations of each level per step, so the
/// lines come errors first, then warnings, then notices (info), each level in
/// report order: a wall of notes cannot push an error out of view. Every
/// finding is still printed, so the raw log has them all, and
/// `stepSummary(_:)` renders the complete list as Markdown for
/// `$GITHUB_STEP_SUMMARY`.
///
/// Columns are 1-based UTF-16 code units (`utf16Character + 1`), the unit of
/// the JavaScript web view that places them. Escaping follows the runner's
/// command parser, as implemented by `escapeData`/`escapeProperty` in
/// actions/toolkit `packages/core/src/command.ts`.
public struct GitHubReporter: Reporter {
    public static let name = "github"
    /// GitHub shows at most 10 error, 10 warning and 10 notice annotations
    /// per step (and 50 per job): the rest are dropped without a word.
    static let annotationsPerLevel = 10

    /// File names from the repository's root, as the annotations need them.
    let paths: RepositoryPaths?
    /// Where the whole list is, for the closing notice (the step summary).
    let fullListLocation: String

    public init(paths: RepositoryPaths? = nil, fullListLocation: String = "the job summary and the log of this step") {
        self.paths = paths
        self.fullListLocation = fullListLocation
    }

    public func render(_ report: LintReport) -> String {
        var out = ""
        var shown: [Severity: Int] = [:]
        // An unreadable file is an error annotation too, so the run's page
        // says why it failed and not only the log.
        for error in report.errors.prefix(Self.annotationsPerLevel) {
            var properties = [("file", path(error.path)), ("title", "rootlint (input error)")]
            if let line = error.line { properties.insert(("line", String(line)), at: 1) }
            out += Self.command("error", properties: properties, message: error.problem)
            shown[.error, default: 0] += 1
        }
        var hidden = report.errors.count - (shown[.error] ?? 0)
        // Most severe first; within a level, each rule's first finding before
        // any rule's second, so that one rule cannot take all ten places.
        for severity in [Severity.error, .warning, .info] {
            let findings = Self.interleavedByRule(report.diagnostics.filter { $0.severity == severity })
            // One notice place is kept for the line saying what was left out.
            let room = Self.annotationsPerLevel - (shown[severity] ?? 0) - (severity == .info ? 1 : 0)
            for diagnostic in findings.prefix(max(0, room)) { out += annotation(diagnostic) }
            hidden += max(0, findings.count - max(0, room))
        }
        if hidden > 0 {
            out += Self.command("notice", properties: [("title", "rootlint: \(hidden) more not annotated")],
                                message: "GitHub shows \(Self.annotationsPerLevel) annotations per level in a step; "
                                    + "\(hidden) more finding\(hidden == 1 ? " is" : "s are") in \(fullListLocation).")
        }
        return out
    }

    func path(_ path: String) -> String { paths?.shown(path) ?? path }

    /// Findings in report order, reordered so that rules take turns.
    static func interleavedByRule(_ findings: [Diagnostic]) -> [Diagnostic] {
        var turn: [RuleID: Int] = [:]
        let ranked = findings.enumerated().map { index, diagnostic -> (round: Int, index: Int) in
            let round = turn[diagnostic.rule, default: 0]
            turn[diagnostic.rule] = round + 1
            return (round, index)
        }
        return ranked.sorted { $0.round != $1.round ? $0.round < $1.round : $0.index < $1.index }.map { findings[$0.index] }
    }

    func annotation(_ d: Diagnostic) -> String {
        var properties: [(String, String)] = [
            ("file", path(d.path)), ("line", String(d.range.start.line)), ("endLine", String(d.range.end.line)),
        ]
        // GitHub rejects columns on an annotation spanning several lines
        // (`startColumn`/`endColumn` "cannot be sent when startLine and
        // endLine are different values" in the toolkit's AnnotationProperties).
        if d.range.start.line == d.range.end.line {
            properties.append(("col", String(d.range.start.utf16Character + 1)))
            properties.append(("endColumn", String(d.range.end.utf16Character + 1)))
        }
        properties.append(("title", "rootlint (\(d.rule))"))
        var message = d.message
        // Annotations are multi-line; the suggestion is what to do about it.
        if !d.suggestion.isEmpty { message += "\nsuggestion: " + d.suggestion }
        return Self.command(Self.annotationCommand(d.severity), properties: properties, message: message)
    }

    static func annotationCommand(_ severity: Severity) -> String {
        switch severity {
        case .error: return "error"
        case .warning: return "warning"
        case .info: return "notice"
        }
    }

    /// `::name key=value,key=value::message`, one line.
    static func command(_ name: String, properties: [(String, String)], message: String) -> String {
        var line = "::" + name
        if !properties.isEmpty {
            line += " " + properties.map { "\($0.0)=\(escapeProperty($0.1))" }.joined(separator: ",")
        }
        return line + "::" + escapeData(message) + "\n"
    }

    /// The message after `::`. `%` goes first, or the escapes themselves would
    /// be escaped again; line breaks would end the command.
    static func escapeData(_ text: String) -> String {
        escape(text, isProperty: false)
    }

    /// A property value: as `escapeData`, and `:` and `,` too, which would
    /// end the value (`,` separates properties, `::` starts the message).
    static func escapeProperty(_ text: String) -> String {
        escape(text, isProperty: true)
    }

    static func escape(_ text: String, isProperty: Bool) -> String {
        var out = ""
        for scalar in text.unicodeScalars {
            switch scalar {
            case "%": out += "%25"
            case "\r": out += "%0D"
            case "\n": out += "%0A"
            case ":" where isProperty: out += "%3A"
            case "," where isProperty: out += "%2C"
            default: out.unicodeScalars.append(scalar)
            }
        }
        return out
    }

    // MARK: - Step summary

    /// GitHub refuses a step summary over 1 MiB (and then shows nothing), so
    /// the table stops short of it with a line saying how many rows are missing.
    public static let stepSummaryByteLimit = 1_000_000

    /// A Markdown report of every finding for `$GITHUB_STEP_SUMMARY`: a
    /// counts line and a table (severity, location, rule, message) in report
    /// order, then any input errors. The caller appends it to the file.
    public static func stepSummary(_ report: LintReport, byteLimit: Int = stepSummaryByteLimit, paths: RepositoryPaths? = nil) -> String {
        func shown(_ path: String) -> String { paths?.shown(path) ?? path }
        let errors = report.count(.error), warnings = report.count(.warning), infos = report.count(.info)
        var out = "### rootlint\n\n"
        if report.diagnostics.isEmpty {
            out += "No findings in \(plural(report.fileCount, "file")).\n"
        } else {
            out += "**\(plural(errors, "error")), \(plural(warnings, "warning")), \(plural(infos, "info"))** "
            out += "in \(plural(report.fileCount, "file")).\n\n"
            out += "| Severity | Location | Rule | Message |\n"
            out += "| --- | --- | --- | --- |\n"
            // Room for the closing lines (truncation note, input errors header).
            let budget = byteLimit - 512 - report.errors.reduce(0) { $0 + $1.path.utf8.count + $1.problem.utf8.count + 16 }
            var size = out.utf8.count
            for (index, d) in report.diagnostics.enumerated() {
                var row = "| \(d.severity.rawValue) | \(codeSpan("\(shown(d.path)):\(d.range.start.line):\(d.range.start.column)")) "
                row += "| \(codeSpan(d.rule.rawValue)) | \(markdownCell(d.message)) |\n"
                if size + row.utf8.count > budget {
                    let missing = report.diagnostics.count - index
                    out += "\n_\(plural(missing, "more finding")) not shown: GitHub limits a step summary to 1 MiB. "
                    out += "The log lists every finding._\n"
                    break
                }
                out += row
                size += row.utf8.count
            }
        }
        if !report.errors.isEmpty {
            out += "\n**\(plural(report.errors.count, "input error"))**\n\n"
            for error in report.errors {
                out += "- \(codeSpan(shown(error.path))): \(markdownCell(error.problem))\n"
            }
        }
        return out
    }

    static func plural(_ n: Int, _ word: String) -> String { "\(n) \(word)\(n == 1 ? "" : "s")" }

    /// Verbatim text as a code span, fenced with more backticks than it
    /// contains (CommonMark §6.1). `|` is escaped even inside the span, as
    /// GitHub's table parser splits cells before it parses inlines.
    static func codeSpan(_ text: String) -> String {
        var longestRun = 0, run = 0
        for character in text {
            run = character == "`" ? run + 1 : 0
            longestRun = max(longestRun, run)
        }
        let fence = String(repeating: "`", count: longestRun + 1)
        let padding = text.hasPrefix("`") || text.hasSuffix("`") ? " " : ""
        return fence + padding + tableSafe(text, lineBreak: " ") + padding + fence
    }

    /// A message as a table cell. Rule messages use backtick code spans on
    /// purpose, so those are kept (with `|` escaped and line breaks as
    /// spaces); outside them `<`, `>` and `&` become entities so GitHub's
    /// HTML sanitiser cannot eat text like `<Foo>`, and line breaks become
    /// `<br>`, as a raw one would end the table row.
    static func markdownCell(_ text: String) -> String {
        let scalars = Array(text.unicodeScalars)
        var out = ""
        var i = 0
        while i < scalars.count {
            if scalars[i] == "`" {
                let runEnd = backtickRunEnd(scalars, from: i)
                if let close = closingRun(scalars, length: runEnd - i, from: runEnd) {
                    var span = String.UnicodeScalarView()
                    span.append(contentsOf: scalars[i..<(close + runEnd - i)])
                    out += tableSafe(String(span), lineBreak: " ")
                    i = close + runEnd - i
                } else {
                    // No closing run of the same length: CommonMark reads the backticks literally.
                    out += String(repeating: "`", count: runEnd - i)
                    i = runEnd
                }
                continue
            }
            switch scalars[i] {
            case "&": out += "&amp;"
            case "<": out += "&lt;"
            case ">": out += "&gt;"
            case "|": out += "\\|"
            case "\r":
                out += "<br>"
                if i + 1 < scalars.count, scalars[i + 1] == "\n" { i += 1 }
            case "\n": out += "<br>"
            default: out.unicodeScalars.append(scalars[i])
            }
            i += 1
        }
        return out
    }

    private static func backtickRunEnd(_ scalars: [Unicode.Scalar], from start: Int) -> Int {
        var end = start
        while end < scalars.count, scalars[end] == "`" { end += 1 }
        return end
    }

    /// Start of the next run of exactly `length` backticks at or after `start`.
    private static func closingRun(_ scalars: [Unicode.Scalar], length: Int, from start: Int) -> Int? {
        var i = start
        while i < scalars.count {
            guard scalars[i] == "`" else { i += 1; continue }
            let end = backtickRunEnd(scalars, from: i)
            if end - i == length { return i }
            i = end
        }
        return nil
    }

    /// Escapes what would break a table row: `|` and line breaks.
    private static func tableSafe(_ text: String, lineBreak: String) -> String {
        var out = ""
        var previousWasCR = false
        for scalar in text.unicodeScalars {
            defer { previousWasCR = scalar == "\r" }
            switch scalar {
            case "|": out += "\\|"
            case "\r": out += lineBreak
            case "\n": if !previousWasCR { out += lineBreak }
            default: out.unicodeScalars.append(scalar)
            }
        }
        return out
    }
}
