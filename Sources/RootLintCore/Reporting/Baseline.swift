/// Findings a team has accepted for now: `--write-baseline` records them,
/// `--baseline` hides them and reports only new ones. Entries match by
/// fingerprint (rule, path, normalised line text, occurrence), so they
/// survive edits elsewhere in the file; the rest of each entry is there for
/// people reading the file.
public struct Baseline: Sendable, Equatable {
    public struct Entry: Sendable, Equatable, Decodable {
        var fingerprint: String
        public var rule: String
        public var path: String
        public var line: Int
        public var message: String
    }

    static let formatVersion = 1
    public var entries: [Entry]

    public init(entries: [Entry]) {
        self.entries = entries
    }

    /// Every finding of the report.
    public init(report: LintReport) {
        entries = zip(report.diagnostics, report.fingerprints).map { diagnostic, fingerprint in
            Entry(fingerprint: fingerprint, rule: diagnostic.rule.rawValue, path: diagnostic.projectPath ?? diagnostic.path,
                  line: diagnostic.range.start.line, message: diagnostic.message)
        }
    }

    struct File: Decodable {
        var version: Int
        var tool: String?
        var findings: [Entry]
    }

    public static func parse(_ bytes: [UInt8]) throws -> Baseline {
        let node: JSONNode
        do {
            node = try JSONParser.parse(bytes)
        } catch let error as JSONSyntaxError {
            throw ConfigurationError(keyPath: "", line: error.line, column: error.column, message: "invalid JSON: \(error.message)")
        }
        let file = try StrictJSONDecoder().decode(File.self, from: node)
        guard file.version == formatVersion else {
            throw ConfigurationError(keyPath: "version", line: node.line, column: node.column,
                                     message: "unsupported baseline version \(file.version) (expected \(formatVersion))")
        }
        return Baseline(entries: file.findings)
    }

    public func serialized() -> String {
        JSONValue.object([
            ("version", .int(Self.formatVersion)),
            ("tool", .string(ToolInfo.name)),
            ("findings", .array(entries.map { entry in
                .object([("fingerprint", .string(entry.fingerprint)), ("rule", .string(entry.rule)),
                         ("path", .string(entry.path)), ("line", .int(entry.line)), ("message", .string(entry.message))])
            })),
        ]).serialized(lineEnd: true)
    }

    /// Which of the report's findings are new (not in the baseline), and
    /// which baselined findings no longer occur in the files that were
    /// linted, among the rules that were checked (`rules`; nil: all). An
    /// entry the run could not have seen (another file, a rule left out with
    /// `--only`) is not gone.
    public func compare(with report: LintReport, rules: Set<String>? = nil) -> (new: [Int], gone: [Entry]) {
        let known = Set(entries.map(\.fingerprint))
        let fingerprints = report.fingerprints
        let current = Set(fingerprints)
        let linted = report.projectFiles
        let new = fingerprints.indices.filter { !known.contains(fingerprints[$0]) }
        let gone = entries.filter { entry in
            linted.contains(entry.path) && (rules?.contains(entry.rule) ?? true) && !current.contains(entry.fingerprint)
        }
        return (new, gone)
    }

    /// The report without the baselined findings, and what the baseline says about the rest.
    func comparison(with report: LintReport) -> BaselineComparison {
        let (new, gone) = compare(with: report)
        let kept = Set(new)
        return BaselineComparison(newFindings: report.filtered { kept.contains($0) }, hidden: report.diagnostics.count - new.count,
                                  gone: gone)
    }

    /// The entries that still occur, or that the run did not cover (for
    /// `rootlint baseline prune`).
    public func pruned(keeping report: LintReport, rules: Set<String>? = nil) -> Baseline {
        let gone = Set(compare(with: report, rules: rules).gone.map(\.fingerprint))
        return Baseline(entries: entries.filter { !gone.contains($0.fingerprint) })
    }
}
