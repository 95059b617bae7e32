/// Checkstyle XML, the lingua franca of CI annotation tools (Jenkins
/// warnings-ng, reviewdog, Danger, GitLab converters):
///
///     <?xml version="1.0" encoding="UTF-8"?>
///     <checkstyle version="4.3">
///       <file name="App/A.swift">
///         <error line="3" column="5" severity="warning" message="…" source="rootlint.rule_id"/>
///       </file>
///     </checkstyle>
///
/// Only files with findings appear (that is what Checkstyle itself does for
/// consumers that count `<file>` elements as problems). Columns are the
/// 1-based UTF-8 columns of the text reporter, so both formats point at the
/// same place. Input errors are not part of the format; they go to stderr.
public struct CheckstyleReporter: Reporter {
    public static let name = "checkstyle"
    /// The format version consumers expect; Checkstyle has not changed the
    /// shape since 4.x.
    static let formatVersion = "4.3"

    public init() {}

    public func render(_ report: LintReport) -> String {
        var out = "<?xml version=\"1.0\" encoding=\"UTF-8\"?>\n"
        out += "<checkstyle version=\"\(Self.formatVersion)\">\n"
        // `LintReport` sorts diagnostics by path (bytewise) first, so one pass
        // groups them into sorted `<file>` elements.
        var currentPath: String?
        for diagnostic in report.diagnostics {
            if diagnostic.path != currentPath {
                if currentPath != nil { out += "  </file>\n" }
                out += "  <file name=\"\(XMLEscaping.attribute(diagnostic.path))\">\n"
                currentPath = diagnostic.path
            }
            out += "    <error line=\"\(diagnostic.range.start.line)\" column=\"\(diagnostic.range.start.column)\""
            out += " severity=\"\(diagnostic.severity.rawValue)\""
            out += " message=\"\(XMLEscaping.attribute(diagnostic.message))\""
            out += " source=\"rootlint.\(XMLEscaping.attribute(diagnostic.rule.rawValue))\"/>\n"
        }
        if currentPath != nil { out += "  </file>\n" }
        out += "</checkstyle>\n"
        return out
    }
}
