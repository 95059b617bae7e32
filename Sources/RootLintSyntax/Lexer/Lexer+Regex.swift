extension Lexer {
    /// The one place that decides whether a `/` may open a bare regex literal
    /// (`/[a-z]+/`) rather than being division. Following SE-0354: a regex can
    /// only start where an expression can start, so after a value (an
    /// identifier, a literal, `)`, `]`, `}`, a postfix `!`/`?`) it is
    /// division; and it cannot start with whitespace (`a / b / c`) or with
    /// `)`/`,` (an operator reference such as `reduce(1, /)`).
    func regexLiteralMayStart() -> Bool {
        guard let next = byte(at: pos + 1) else { return false }
        switch next {
        case 0x20, 0x09, 0x0A, 0x0D, UInt8(ascii: ")"), UInt8(ascii: ","), UInt8(ascii: "="):
            return false
        default:
            break
        }
        guard let previous else { return true }
        switch previous.kind {
        case .identifier, .backtickIdentifier, .dollarIdentifier, .integerLiteral, .floatLiteral,
             .stringClose, .regexLiteral, .rightParen, .rightBracket, .rightBrace, .poundDirective,
             .interpolationClose:
            return false
        case .keyword:
            switch previous.keyword {
            case .self, .Self, .super, .true, .false, .nil, .Any, .`init`: return false
            default: return true
            }
        case .operator:
            // A postfix `!` or `?` glued to a value ends an expression: `x! / 2`.
            let first = base[Int(previous.start)]
            let postfix = (first == UInt8(ascii: "!") || first == UInt8(ascii: "?"))
                && !previous.flags.contains(.triviaBefore) && !pendingTrivia
            return !postfix
        default:
            return true
        }
    }

    /// The end of a bare `/…/` literal starting at `start`, or `nil` when no
    /// unescaped `/` closes it on the same line (then it was an operator).
    ///
    /// A failed scan remembers where it stopped: every `/` it stepped over
    /// was escaped, so a scan from there would continue exactly like this one
    /// and fail too. Without that, `/\/\/\/…` on one line costs quadratic time.
    mutating func bareRegexLiteralEnd(from start: Int) -> Int? {
        if start < regexScanFailedBefore { return nil }
        var i = start + 1
        while i < count {
            let b = base[i]
            if isLineBreak(b) { break }
            if b == UInt8(ascii: "\\") {
                // An escaped line break does not continue the literal.
                if i + 1 < count, isLineBreak(base[i + 1]) { i += 1; break }
                i += 2
                continue
            }
            if b == UInt8(ascii: "/") { return i + 1 }
            i += 1
        }
        regexScanFailedBefore = min(i, count)
        return nil
    }

    /// `#/…/#` with any number of `#`. A `#/` followed by a newline opens a
    /// multi-line literal; otherwise it closes on its line or is unterminated.
    mutating func lexExtendedRegexLiteral(hashes: Int) {
        let start = pos
        pos += hashes + 1
        let multiline = pos < count && isLineBreak(base[pos])
        while pos < count {
            let b = base[pos]
            if b == UInt8(ascii: "\\") {
                pos += 1
                if pos < count, multiline || !isLineBreak(base[pos]) { pos += 1 }
                continue
            }
            if !multiline, isLineBreak(b) { break }
            if b == UInt8(ascii: "/"), hashesFollow(at: pos + 1, hashes) {
                pos += 1 + hashes
                emit(.regexLiteral, from: start)
                return
            }
            pos += 1
        }
        emit(.regexLiteral, from: start, flags: .unterminated)
    }
}
