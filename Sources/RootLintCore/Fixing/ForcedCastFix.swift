import RootLintSyntax

/// The unsafe fix of `forced_root_cast`, for a cast that initializes a local
/// at the top of a function that returns nothing:
/// `let delegate = UIApplication.shared.delegate as! AppDelegate` becomes
/// `guard let delegate = UIApplication.shared.delegate as? AppDelegate else { return }`.
/// Unsafe: where the cast would have crashed, the function now does nothing.
/// What it does to code is shown, and tested, by the corrections of
/// `Rules/ForcedRootCastRule.swift`.
public enum ForcedCastFix {
    public static func make(for cast: ForcedCast, in file: SourceFile, scopes: ScopeFacts) -> Fix? {
        let code = file.code
        let start = cast.operandStart
        guard let type = cast.type, start >= 3, code[start - 1].kind == .equal, file.isName(start - 2),
              code[start - 3].keyword == .let, code[start - 3].kind == .keyword,
              start - 3 == 0 || code[start - 3].flags.contains(.newlineBefore) else { return nil }
        // The type ends the statement: nothing but a line break or `}` after it.
        if type + 1 < code.count, !code[type + 1].flags.contains(.newlineBefore), code[type + 1].kind != .rightBrace { return nil }
        guard returnsNothing(at: start - 3, in: file, scopes: scopes) else { return nil }
        let bang = cast.cast + 1
        return Fix(title: "Cast with `as?` and return when it fails", applicability: .unsafe, edits: [
            TextEdit(range: file.byteRange((start - 3)..<(start - 2)), replacement: "guard let"),
            TextEdit(range: file.byteRange(bang..<(bang + 1)), replacement: "?"),
            TextEdit(range: ByteRange(start: Int(code[type].end), end: Int(code[type].end)), replacement: " else { return }"),
        ])
    }

    /// Directly in the body of a `func` without a result type: a bare
    /// `return` leaves it.
    static func returnsNothing(at i: Int, in file: SourceFile, scopes: ScopeFacts) -> Bool {
        let scope = file.innermostScope(at: i)
        guard let function = file.enclosingFunction(of: scope), file.scopes[function].keyword == .func else { return false }
        // Not inside a closure, escaping or not: `return` would leave the
        // closure. Looked for a few levels up only (deeper: no fix), so that
        // deep nesting stays linear.
        var reached = false
        for s in file.ancestors(from: scope).prefix(16) {
            if s == function { reached = true; break }
            if file.scopes[s].kind == .closure { return false }
        }
        guard reached, scopes.executionUnit(of: scope, in: file).scope == function else { return false }
        // `-> T` between the parameters and the body.
        let header = file.scopes[function].clause
        guard !header.isEmpty else { return true }
        // From the parameters' `)`: a closure parameter has an arrow of its own.
        let close = file.code[header.lowerBound].kind == .leftParen ? Int(file.matching[header.lowerBound]) : -1
        var k = close > header.lowerBound ? close : header.lowerBound
        while k < min(file.scopes[function].open, file.code.count) {
            if file.code[k].kind == .arrow { return false }
            k += 1
        }
        return true
    }
}
