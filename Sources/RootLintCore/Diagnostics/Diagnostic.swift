import RootLintSyntax

/// A half-open byte range in one file.
public struct ByteRange: Sendable, Equatable, Hashable, Codable {
    public var start: Int
    public var end: Int
    public init(start: Int, end: Int) {
        self.start = start
        self.end = max(start, end)
    }
}

/// Where something is in a file. A rule gives only its bytes; the engine
/// resolves lines and columns (UTF-8 and UTF-16) once, from the file's
/// source map, before anything is reported.
public struct SourceRange: Sendable, Equatable, Hashable {
    public var start: SourcePosition
    public var end: SourcePosition

    /// Bytes only, not yet resolved (line 0).
    public init(_ bytes: ByteRange) {
        start = SourcePosition(line: 0, column: 0, offset: bytes.start, utf16Character: 0)
        end = SourcePosition(line: 0, column: 0, offset: bytes.end, utf16Character: 0)
    }

    public init(start: SourcePosition, end: SourcePosition) {
        self.start = start
        self.end = end
    }

    public var bytes: ByteRange { ByteRange(start: start.offset, end: end.offset) }
    var isResolved: Bool { start.line > 0 }

    /// The same bytes with lines and columns from `map`.
    func resolved(in map: SourceMap) -> SourceRange {
        isResolved ? self : SourceRange(start: map.position(of: start.offset), end: map.position(of: end.offset))
    }
}

/// Another place that belongs to a finding: the other switch sites of a
/// decentralised app, the helper an animated call resolves to.
public struct RelatedLocation: Sendable, Equatable {
    public var path: String
    public var range: SourceRange
    public var message: String

    public init(path: String, range: SourceRange, message: String) {
        self.path = path
        self.range = range
        self.message = message
    }

    public init(path: String, range: ByteRange, message: String) {
        self.init(path: path, range: SourceRange(range), message: message)
    }
}

/// One finding. A rule fills in what it found — the rule, the message, the
/// bytes, the suggestion, a fix, related places; the engine fills in the
/// rest once: the path, the severity in force (rules never choose it), lines
/// and columns, and the key its fingerprint is made from.
public struct Diagnostic: Sendable, Equatable {
    public var rule: RuleID
    public var message: String
    public var range: SourceRange
    /// What to write instead, in one sentence.
    var suggestion: String
    public var fix: Fix?
    public var related: [RelatedLocation]
    /// The file; set by the engine for file rules, given by project rules.
    public internal(set) var path: String
    /// The configured severity, set by the engine.
    public internal(set) var severity: Severity
    /// The file's path from its project's root, which fingerprints and
    /// baselines use so that they match however the path was typed and
    /// from whichever folder rootlint ran; nil: `path`.
    var projectPath: String?
    /// Hash of the rule, path and normalised line text (`Fingerprint`):
    /// a finding keeps this, never a copy of its line.
    var lineKey: UInt64 = 0
    /// Set for a finding on a helper's parameter default: it is dropped in
    /// the project phase when every call of the helper passes the argument.
    public var onlyIfDefaultUsed: DefaultArgument?

    public init(rule: RuleID, message: String, range: ByteRange, suggestion: String, fix: Fix? = nil,
                related: [RelatedLocation] = [], path: String = "") {
        self.init(rule: rule, message: message, range: SourceRange(range), suggestion: suggestion, fix: fix,
                  related: related, path: path)
    }

    public init(rule: RuleID, message: String, range: SourceRange, suggestion: String, fix: Fix? = nil,
                related: [RelatedLocation] = [], path: String = "") {
        self.rule = rule
        self.message = message
        self.range = range
        self.suggestion = suggestion
        self.fix = fix
        self.related = related
        self.path = path
        // A placeholder until the engine applies the configuration.
        self.severity = .warning
    }

    /// A finding as reporters see it, for tests and tools that build reports
    /// by hand (the engine is the only other place that sets a severity).
    static func reported(rule: RuleID, severity: Severity, message: String, path: String, range: SourceRange,
                                suggestion: String, fix: Fix? = nil, related: [RelatedLocation] = [],
                                lineText: String) -> Diagnostic {
        var diagnostic = Diagnostic(rule: rule, message: message, range: range, suggestion: suggestion, fix: fix,
                                    related: related, path: path)
        diagnostic.severity = severity
        diagnostic.lineKey = Fingerprint.lineKey(rule: rule, path: path, lineText: Array(lineText.utf8)[...])
        return diagnostic
    }

    /// Sorting for output: path, line, column, rule, then message.
    static func reportOrder(_ a: Diagnostic, _ b: Diagnostic) -> Bool {
        if a.path != b.path { return String.bytewiseLess(a.path, b.path) }
        if a.range.start.offset != b.range.start.offset { return a.range.start.offset < b.range.start.offset }
        if a.rule != b.rule { return a.rule < b.rule }
        return a.message < b.message
    }

    /// The findings in `reportOrder`, ties in their given order: what a
    /// stable `sorted(by: reportOrder)` returns.
    static func inReportOrder(_ diagnostics: [Diagnostic]) -> [Diagnostic] {
        var sorted = diagnostics
        sortInReportOrder(&sorted)
        return sorted
    }

    /// Sorts in place into `reportOrder`, ties in their given order. Each
    /// distinct path is ranked once and the findings are sorted as indices
    /// by integer keys, then moved into place by swaps along the
    /// permutation's cycles. Sorting the findings themselves compared two
    /// paths byte by byte and copied a finding (a dozen fields, several of
    /// them reference-counted) at every step of the merge; copying each
    /// into a new array still retained every field of every finding.
    static func sortInReportOrder(_ diagnostics: inout [Diagnostic]) {
        guard diagnostics.count > 1 else { return }
        let (ranks, offsets) = diagnostics.withUnsafeBufferPointer { findings in
            (PathRanks.ranks(count: findings.count) { findings[$0].path }, findings.indices.map { findings[$0].range.start.offset })
        }
        // Ties read the rule and the message through the buffer: through the
        // array, each comparison copied both whole findings.
        let order = diagnostics.withUnsafeBufferPointer { findings in
            findings.indices.sorted { i, j in
                if ranks[i] != ranks[j] { return ranks[i] < ranks[j] }
                if offsets[i] != offsets[j] { return offsets[i] < offsets[j] }
                if findings[i].rule != findings[j].rule { return findings[i].rule < findings[j].rule }
                if findings[i].message != findings[j].message { return findings[i].message < findings[j].message }
                return i < j
            }
        }
        // Position p takes the finding at order[p]: follow each cycle once,
        // moving the findings (`swapAt` copies both, retaining and releasing
        // each of their strings and arrays).
        var placed = [Bool](repeating: false, count: order.count)
        diagnostics.withUnsafeMutableBufferPointer { buffer in
            guard let base = buffer.baseAddress else { return }
            for start in order.indices where !placed[start] {
                let held = (base + start).move()
                var position = start
                while true {
                    placed[position] = true
                    let source = order[position]
                    if source == start {
                        (base + position).initialize(to: held)
                        break
                    }
                    (base + position).moveInitialize(from: base + source, count: 1)
                    position = source
                }
            }
        }
    }
}

/// A problem with the input rather than the code: unreadable file, invalid
/// UTF-8, a directory loop. Printed as one line on stderr; the run exits 2.
public struct InputError: Error, Sendable, Equatable, CustomStringConvertible {
    public var path: String
    public var problem: String
    /// Where in the file, when known (a configuration error's key).
    public var line: Int?
    public var column: Int?
    public init(path: String, problem: String, line: Int? = nil, column: Int? = nil) {
        self.path = path
        self.problem = problem
        self.line = line
        self.column = column
    }
    /// `path:line:column: problem`, as compilers print it.
    public var description: String {
        var location = path
        if let line { location += ":\(line)" + (column.map { ":\($0)" } ?? "") }
        return "\(location): \(problem)"
    }
}
