/// What a token is. The lexer emits every byte of the input inside exactly one
/// token, trivia included, so the kinds cover whitespace and comments too.
public enum TokenKind: UInt8, Sendable, CaseIterable {
    // Trivia: kept so the token stream reproduces the input byte for byte.
    case whitespace
    case newline
    case lineComment
    case docLineComment
    case blockComment
    case docBlockComment
    case shebang

    // Names.
    case identifier
    /// A reserved word (`func`, `if`, `self`…); the token's `keyword` says which.
    case keyword
    case backtickIdentifier
    /// `$0`, `$name`.
    case dollarIdentifier

    // Literals.
    case integerLiteral
    case floatLiteral
    /// The opening delimiter of a string literal: `"`, `"""`, `#"`, `##"""`…
    case stringOpen
    /// Literal text inside a string, escapes included.
    case stringSegment
    /// `\(` or `\#(` (as many `#` as the literal's delimiter).
    case interpolationOpen
    /// The `)` that closes an interpolation.
    case interpolationClose
    /// The closing delimiter of a string literal.
    case stringClose
    /// `/…/` or `#/…/#`, delimiters included.
    case regexLiteral

    // Punctuation.
    case leftParen
    case rightParen
    case leftBrace
    case rightBrace
    case leftBracket
    case rightBracket
    case comma
    case colon
    case semicolon
    /// `.` on its own (member access, implicit member).
    case period
    /// `=` on its own: assignment or initial value, never part of `==`, `+=`.
    case equal
    /// `->`
    case arrow
    /// `@` followed by a name: `@MainActor`, `@objc`, `@IBAction`.
    case attribute
    /// `#` followed by a name: `#if`, `#selector`, `#available`, `#Preview`.
    case poundDirective
    /// `\` starting a key path.
    case backslash
    /// Any operator: `+`, `==`, `?`, `!`, `...`, `..<`, `??`, custom ones.
    case `operator`

    /// Bytes that are not Swift: invalid UTF-8, NUL and other control bytes,
    /// a stray `#`. Never silently dropped, so the input is still rebuilt exactly.
    case error

    /// Whitespace, newlines, comments and the shebang line.
    @inlinable var isTrivia: Bool { rawValue <= TokenKind.shebang.rawValue }

    @inlinable var isComment: Bool {
        switch self {
        case .lineComment, .docLineComment, .blockComment, .docBlockComment: return true
        default: return false
        }
    }

    /// Tokens that are part of a string literal's text rather than code.
    @inlinable var isStringPart: Bool {
        switch self {
        case .stringOpen, .stringSegment, .stringClose: return true
        default: return false
        }
    }
}
