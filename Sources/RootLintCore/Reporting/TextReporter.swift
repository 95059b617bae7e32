/// `path:line:column: warning: message [rule_id]`: the form Xcode, editors'
/// problem matchers and `errorformat` parse. The suggestion follows on its own
/// indented line so that one-line parsers still see one finding per line.
public struct TextReporter: Reporter {
    public static let name = "text"
    public var showSuggestions: Bool

    public init(showSuggestions: Bool = false) {
        self.showSuggestions = showSuggestions
    }

    public func render(_ report: LintReport) -> String {
        var out = ""
        for diagnostic in report.diagnostics {
            out += "\(diagnostic.path):\(diagnostic.start.line):\(diagnostic.start.column): "
            out += "\(diagnostic.severity.compilerLabel): \(diagnostic.message) [\(diagnostic.rule)]\n"
            if showSuggestions, !diagnostic.suggestion.isEmpty {
                out += "    suggestion: \(diagnostic.suggestion)\n"
            }
        }
        return out
    }

    /// The one-line summary printed on stderr after the findings.
    public static func summary(_ report: LintReport) -> String {
        let errors = report.count(.error), warnings = report.count(.warning), infos = report.count(.info)
        func plural(_ n: Int, _ word: String) -> String { "\(n) \(word)\(n == 1 ? "" : "s")" }
        var line = "rootlint: \(plural(report.fileCount, "file")) linted, "
        line += "\(plural(errors, "error")), \(plural(warnings, "warning")), \(plural(infos, "info"))"
        if !report.errors.isEmpty { line += ", \(plural(report.errors.count, "input error"))" }
        return line
    }
}
