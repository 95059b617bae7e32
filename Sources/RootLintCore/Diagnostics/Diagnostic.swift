/// A half-open byte range in one file.
public struct ByteRange: Sendable, Equatable, Hashable, Codable {
    public var start: Int
    public var end: Int
    public init(start: Int, end: Int) {
        self.start = start
        self.end = max(start, end)
    }
}

/// Another place that belongs to a finding: the other switch sites of a
/// decentralised app, the helper an animated call resolves to.
public struct RelatedLocation: Sendable, Equatable, Codable {
    public var path: String
    public var range: ByteRange
    public var message: String
    public init(path: String, range: ByteRange, message: String) {
        self.path = path
        self.range = range
        self.message = message
    }
}

/// One finding, in byte offsets; positions are resolved when reporting.
public struct Diagnostic: Sendable, Equatable {
    public var rule: RuleID
    public var severity: Severity
    public var message: String
    public var range: ByteRange
    /// What to write instead, in one sentence.
    public var suggestion: String
    public var fix: Fix?
    public var related: [RelatedLocation]

    public init(rule: RuleID, severity: Severity, message: String, range: ByteRange, suggestion: String,
                fix: Fix? = nil, related: [RelatedLocation] = []) {
        self.rule = rule
        self.severity = severity
        self.message = message
        self.range = range
        self.suggestion = suggestion
        self.fix = fix
        self.related = related
    }
}
