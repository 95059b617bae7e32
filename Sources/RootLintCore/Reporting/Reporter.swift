/// Everything one run found, in report order.
public struct LintReport: Sendable {
    public var diagnostics: [ReportedDiagnostic]
    /// Files linted (including those the prefilter cleared), not counting errors.
    public var fileCount: Int
    public var errors: [InputError]

    public init(diagnostics: [ReportedDiagnostic], fileCount: Int, errors: [InputError] = []) {
        self.diagnostics = diagnostics.sorted(by: ReportedDiagnostic.reportOrder)
        self.fileCount = fileCount
        self.errors = errors
    }

    public func count(_ severity: Severity) -> Int { diagnostics.lazy.filter { $0.severity == severity }.count }
}

/// A pure function from a report to text. One type per format, one file each.
public protocol Reporter: Sendable {
    static var name: String { get }
    func render(_ report: LintReport) -> String
}

/// The tool's identity in reports.
public enum ToolInfo {
    public static let name = "rootlint"
    public static let version = "0.1.0"
    public static let informationURI = "https://github.com/rootlint/rootlint"
}
