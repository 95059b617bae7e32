/// What a rule's fix does to a sample: `before` (markers allowed, as in an
/// example, and ignored) becomes `after` once `--fix` (or, for an unsafe
/// fix, `--fix --unsafe-fixes`) has run. The generic fix test applies every
/// rule's corrections.
public struct Correction: Sendable {
    let before: String
    let after: String
    /// Needs `--unsafe-fixes`: without it, `before` stays as it is.
    let unsafe: Bool
    public let file: StaticString
    public let line: UInt

    public init(_ before: String, _ after: String, unsafe: Bool = false, file: StaticString = #filePath, line: UInt = #line) {
        self.before = before
        self.after = after
        self.unsafe = unsafe
        self.file = file
        self.line = line
    }
}
