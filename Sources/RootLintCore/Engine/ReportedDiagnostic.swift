import RootLintSyntax

/// A location resolved to lines and columns for reporting.
public struct ReportedLocation: Sendable, Equatable {
    public var path: String
    public var start: SourcePosition
    public var end: SourcePosition
    public var message: String

    public init(path: String, start: SourcePosition, end: SourcePosition, message: String) {
        self.path = path
        self.start = start
        self.end = end
        self.message = message
    }
}

/// One edit of a fix, resolved to positions.
public struct ReportedEdit: Sendable, Equatable {
    public var start: SourcePosition
    public var end: SourcePosition
    public var replacement: String
    public init(start: SourcePosition, end: SourcePosition, replacement: String) {
        self.start = start
        self.end = end
        self.replacement = replacement
    }
}

/// A fix, resolved to positions.
public struct ReportedFix: Sendable, Equatable {
    public var title: String
    public var applicability: FixApplicability
    public var edits: [ReportedEdit]
    public init(title: String, applicability: FixApplicability, edits: [ReportedEdit]) {
        self.title = title
        self.applicability = applicability
        self.edits = edits
    }
}

/// A diagnostic with its path and resolved positions: what reporters print.
public struct ReportedDiagnostic: Sendable, Equatable {
    public var rule: RuleID
    public var severity: Severity
    public var message: String
    public var path: String
    public var start: SourcePosition
    public var end: SourcePosition
    public var suggestion: String
    public var fix: ReportedFix?
    public var related: [ReportedLocation]
    /// The text of the first line, for fingerprints that survive line shifts.
    public var lineText: String

    public init(rule: RuleID, severity: Severity, message: String, path: String, start: SourcePosition,
                end: SourcePosition, suggestion: String, fix: ReportedFix?, related: [ReportedLocation], lineText: String) {
        self.rule = rule
        self.severity = severity
        self.message = message
        self.path = path
        self.start = start
        self.end = end
        self.suggestion = suggestion
        self.fix = fix
        self.related = related
        self.lineText = lineText
    }

    /// Sorting for output: path, line, column, rule, then message.
    public static func reportOrder(_ a: ReportedDiagnostic, _ b: ReportedDiagnostic) -> Bool {
        if a.path != b.path { return String.bytewiseLess(a.path, b.path) }
        if a.start.line != b.start.line { return a.start.line < b.start.line }
        if a.start.column != b.start.column { return a.start.column < b.start.column }
        if a.rule != b.rule { return a.rule < b.rule }
        return a.message < b.message
    }
}

/// A problem with the input rather than the code: unreadable file, invalid
/// UTF-8, a directory loop. Printed as one line on stderr; the run exits 2.
public struct InputError: Error, Sendable, Equatable, CustomStringConvertible {
    public var path: String
    public var problem: String
    public init(path: String, problem: String) {
        self.path = path
        self.problem = problem
    }
    public var description: String { "\(path): \(problem)" }
}
