import RootLintSyntax

/// Everything one run found, in report order.
public struct LintReport: Sendable {
    public let diagnostics: [Diagnostic]
    /// Which occurrence of its (rule, path, line text) each diagnostic is,
    /// counted over the full report: the last part of its fingerprint. The
    /// fingerprints themselves are written only for the outputs that show
    /// them (SARIF, JSON, baselines), not for every run.
    private let occurrences: [Int32]
    /// Paths of the files linted (including those the prefilter cleared), sorted.
    public let files: [String]
    var fileCount: Int { files.count }
    /// The same files by their paths from the project's root (what baseline entries name).
    let projectFiles: Set<String>
    public var errors: [InputError]

    public init(diagnostics: consuming [Diagnostic], files: [String], errors: [InputError] = [], projectFiles: [String]? = nil) {
        // Consumed, not copied: with the parameter still holding the array,
        // the sort's first swap copied every finding.
        var sorted = consume diagnostics
        Diagnostic.sortInReportOrder(&sorted)
        self.diagnostics = sorted
        self.occurrences = Fingerprint.occurrences(of: self.diagnostics)
        self.files = files.sorted(by: String.bytewiseLess)
        self.projectFiles = Set(projectFiles ?? files)
        self.errors = errors
    }

    private init(sorted diagnostics: [Diagnostic], occurrences: [Int32], files: [String], projectFiles: Set<String>,
                 errors: [InputError]) {
        self.diagnostics = diagnostics
        self.occurrences = occurrences
        self.files = files
        self.projectFiles = projectFiles
        self.errors = errors
    }

    /// The report with only the findings at the indices `keep` accepts;
    /// fingerprints are those of the full report (occurrence indices stay put).
    public func filtered(_ keep: (Int) -> Bool) -> LintReport {
        let indices = diagnostics.indices.filter(keep)
        return LintReport(sorted: indices.map { diagnostics[$0] }, occurrences: indices.map { occurrences[$0] },
                          files: files, projectFiles: projectFiles, errors: errors)
    }

    /// `Fingerprint` of the diagnostic at `index`: stable across line shifts.
    func fingerprint(at index: Int) -> String {
        Fingerprint.fingerprint(diagnostics[index].lineKey, occurrence: Int(occurrences[index]))
    }

    /// Every diagnostic's fingerprint, same order, written on each call:
    /// a loop over the findings asks `fingerprint(at:)`.
    var fingerprints: [String] { diagnostics.indices.map(fingerprint(at:)) }

    /// By index: a closure over the elements copied each finding (a dozen
    /// reference-counted fields) to read one byte.
    public func count(_ severity: Severity) -> Int {
        var count = 0
        for index in diagnostics.indices where diagnostics[index].severity == severity { count += 1 }
        return count
    }
}

/// A pure function from a report to text. One type per format, one file each.
public protocol Reporter: Sendable {
    static var name: String { get }
    /// Whether the output shows findings' fixes; a run for a reporter that
    /// does not need not make them (`Engine.makesFixes`).
    static var printsFixes: Bool { get }
    /// Whether the output shows findings' fingerprints; a run for a
    /// reporter that does not, and with no baseline, need not hash the
    /// findings' lines for them (`Engine.makesLineKeys`).
    static var printsFingerprints: Bool { get }
    func render(_ report: LintReport) -> String
    /// `render`'s text as UTF-8 bytes, the form it is written in: the
    /// reporters that build bytes hand them over without making a `String`
    /// (a UTF-8 check and a copy) that is turned back into bytes to write.
    func renderBytes(_ report: LintReport) -> [UInt8]
}

extension Reporter {
    public static var printsFixes: Bool { false }
    public static var printsFingerprints: Bool { false }
    public func renderBytes(_ report: LintReport) -> [UInt8] { Array(render(report).utf8) }
}

/// The tool's identity in reports.
public enum ToolInfo {
    public static let name = "rootlint"
    public static let version = "0.1.0"
    static let informationURI = "https://github.com/rootlint/rootlint"
}
