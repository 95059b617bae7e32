/// One lexeme: a kind and a byte range into the source. Twelve bytes, no
/// `String`: the text is read from the source buffer only when asked for.
public struct Token: Sendable, Equatable {
    public var kind: TokenKind
    /// Which keyword (reserved or contextual) the token spells; `.none` otherwise.
    public var keyword: Keyword
    public var flags: TokenFlags
    /// Byte offset of the first byte.
    public var start: UInt32
    /// Byte offset one past the last byte.
    public var end: UInt32

    @inlinable
    public init(kind: TokenKind, keyword: Keyword = .none, flags: TokenFlags = [], start: UInt32, end: UInt32) {
        self.kind = kind
        self.keyword = keyword
        self.flags = flags
        self.start = start
        self.end = end
    }

    @inlinable public var length: Int { Int(end &- start) }
    @inlinable public var range: Range<Int> { Int(start)..<Int(end) }
}

/// Facts about a token's surroundings that the parser and rules need and that
/// the lexer knows for free.
public struct TokenFlags: OptionSet, Sendable, Equatable {
    public var rawValue: UInt16
    @inlinable public init(rawValue: UInt16) { self.rawValue = rawValue }

    /// A newline (possibly inside a block comment) separates this token from the
    /// previous significant token: Swift's statement separator.
    public static let newlineBefore = TokenFlags(rawValue: 1 << 0)
    /// Trivia (whitespace, comment or newline) comes right before the token.
    public static let triviaBefore = TokenFlags(rawValue: 1 << 1)
    /// The literal or comment is not closed before the end of its line or file.
    static let unterminated = TokenFlags(rawValue: 1 << 2)
    /// The token holds a malformed piece (bad number suffix, bad escape).
    static let malformed = TokenFlags(rawValue: 1 << 3)
    /// A string delimiter or segment that belongs to a multi-line `"""` literal.
    static let multiline = TokenFlags(rawValue: 1 << 4)
    /// A `#"…"#` raw string delimiter or segment.
    static let raw = TokenFlags(rawValue: 1 << 5)
    /// An operator made only of `?` and `!` (`?`, `!`, `??`): with no trivia
    /// before it, optional chaining or a force unwrap.
    public static let optionalMarks = TokenFlags(rawValue: 1 << 6)
}
