extension Lexer {
    /// At `"` (after `hashes` `#`s, which start at `start`): emits the opening
    /// delimiter and pushes a string level. `"""` opens a multi-line literal;
    /// `""` is an empty single-line one.
    @inline(never)
    mutating func lexStringOpen(hashes: Int, start: Int) {
        pos = start + hashes
        var multiline = false
        if byte(at: pos + 1) == UInt8(ascii: "\""), byte(at: pos + 2) == UInt8(ascii: "\"") {
            multiline = true
            pos += 3
        } else {
            pos += 1
        }
        var flags: TokenFlags = multiline ? .multiline : []
        if hashes > 0 { flags.insert(.raw) }
        let openIndex = tokens.count
        let openCodeIndex = code.count
        emit(.stringOpen, from: start, flags: flags)
        modes.append(LexerMode(kind: .string, hashes: hashes, multiline: multiline, depth: 0, openToken: openIndex,
                               openCodeToken: openCodeIndex))
    }

    /// Whether `n` `#` characters start at `offset`.
    @inline(__always)
    func hashesFollow(at offset: Int, _ n: Int) -> Bool {
        if n == 0 { return true }
        guard offset + n <= count else { return false }
        for i in offset..<(offset + n) where base[i] != UInt8(ascii: "#") { return false }
        return true
    }

    /// Inside a string level: scans literal text up to the closing delimiter,
    /// an interpolation `\(` (`\#(` in raw strings), or, for a single-line
    /// string, the end of the line (then the string is unterminated).
    mutating func lexStringContent() {
        let top = modes.count - 1
        let hashes = modes[top].hashes
        let multiline = modes[top].multiline
        var flags: TokenFlags = multiline ? .multiline : []
        if hashes > 0 { flags.insert(.raw) }
        let start = pos
        let base = self.base, count = self.count, classes = self.classes
        while pos < count {
            // Plain text, in a loop of locals: most bytes of a string are no
            // delimiter, escape or line break.
            var p = pos
            while p < count, classes[Int(base[p])] & ByteClass.stringStop == 0 { p &+= 1 }
            pos = p
            guard p < count else { break }
            let b = base[p]
            if b == UInt8(ascii: "\"") {
                let closeLength: Int
                if multiline {
                    guard pos + 2 < count, base[pos + 1] == UInt8(ascii: "\""), base[pos + 2] == UInt8(ascii: "\""),
                          hashesFollow(at: pos + 3, hashes) else { pos += 1; continue }
                    closeLength = 3 + hashes
                } else {
                    guard hashesFollow(at: pos + 1, hashes) else { pos += 1; continue }
                    closeLength = 1 + hashes
                }
                if pos > start { emit(.stringSegment, from: start, flags: flags) }
                let closeStart = pos
                pos += closeLength
                modes.removeLast()
                emit(.stringClose, from: closeStart, flags: flags)
                return
            }
            if b == UInt8(ascii: "\\"), hashesFollow(at: pos + 1, hashes) {
                let afterHashes = pos + 1 + hashes
                if afterHashes < count, base[afterHashes] == UInt8(ascii: "(") {
                    if pos > start { emit(.stringSegment, from: start, flags: flags) }
                    let openStart = pos
                    pos = afterHashes + 1
                    emit(.interpolationOpen, from: openStart, flags: flags)
                    modes.append(LexerMode(kind: .interpolation, hashes: hashes, multiline: multiline, depth: 0,
                                           openToken: -1))
                    return
                }
                // An escape: skip the backslash and the escaped character, so
                // `\"` does not close and `\\` does not escape what follows.
                pos = afterHashes
                if pos < count, !(isLineBreak(base[pos]) && !multiline) { pos += 1 }
                continue
            }
            if !multiline, isLineBreak(b) { break }
            pos += 1
        }
        // End of line (single-line) or of file: the literal never closed.
        let string = modes.removeLast()
        markUnterminated(string)
        if pos > start {
            emit(.stringSegment, from: start, flags: flags.union(.unterminated))
        } else if pos < count {
            // `"` right before the line break: no text to emit, so lex the
            // line break now, as code, for this step to advance (it also ends
            // the interpolation the string may sit in).
            lexCodeToken()
        }
    }
}
