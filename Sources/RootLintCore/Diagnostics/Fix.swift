/// How safely a fix can be applied without a person looking at it.
public enum FixApplicability: String, Sendable, Codable {
    /// Keeps behaviour; applied by `--fix`.
    case safe
    /// May change behaviour; applied only with `--unsafe-fixes`.
    case unsafe
    /// A suggestion with no edit.
    case manual
}

/// Replace `range` with `replacement`.
public struct TextEdit: Sendable, Equatable {
    public var range: SourceRange
    public var replacement: String

    public init(range: SourceRange, replacement: String) {
        self.range = range
        self.replacement = replacement
    }

    public init(range: ByteRange, replacement: String) {
        self.init(range: SourceRange(range), replacement: replacement)
    }
}

/// A mechanical fix: a title and non-overlapping edits.
public struct Fix: Sendable, Equatable {
    public var title: String
    public var applicability: FixApplicability
    public var edits: [TextEdit]
    public init(title: String, applicability: FixApplicability, edits: [TextEdit]) {
        self.title = title
        self.applicability = applicability
        self.edits = edits
    }
}
