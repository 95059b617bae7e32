/// One level of the lexer's literal state stack. Strings nest inside
/// interpolations nest inside strings, to any depth, with no recursion:
///
///     code ─ "…\(  ─ interpolation ─ "…\(  ─ interpolation …
///
/// `code` is always at the bottom. A string level knows its delimiter (how
/// many `#`, single- or multi-line); an interpolation level counts the
/// brackets opened inside it, so the `)` that closes it is the one at depth 0.
struct LexerMode {
    enum Kind: UInt8 { case code, string, interpolation }

    var kind: Kind
    /// Number of `#` in the string's delimiter (raw strings), for `string` and
    /// for `interpolation` (the enclosing string's).
    var hashes: Int
    var multiline: Bool
    /// Open `(`, `[` and `{` inside an interpolation.
    var depth: Int
    /// Index of the `stringOpen` token among all tokens and among the
    /// significant ones, to flag it when the string never closes.
    var openToken: Int
    var openCodeToken: Int = -1

    static let code = LexerMode(kind: .code, hashes: 0, multiline: false, depth: 0, openToken: -1)
}
