extension Lexer {
    /// Consumes identifier characters. Returns whether every byte was
    /// ASCII, which is when keywords can match.
    ///
    /// Inlined: names are a third of all tokens and eight bytes long on
    /// average, so a call's saving and restoring of registers cost as much
    /// as the loop. A non-ASCII byte goes to the out-of-line Unicode path.
    @discardableResult
    @inline(__always)
    mutating func lexIdentifierBody() -> Bool {
        // Locals, not `self`'s fields: the loop runs once per byte of every
        // name, and the compiler cannot keep fields of an inout `self` in registers.
        var p = pos
        let base = self.base, count = self.count, classes = self.classes
        while p < count, classes[Int(base[p])] & ByteClass.identifierBody != 0 { p &+= 1 }
        pos = p
        if p < count, base[p] >= 0x80 { return lexUnicodeIdentifierBody() }
        return true
    }

    /// The rest of a name from a non-ASCII byte: Unicode identifier
    /// characters, and ASCII ones after them.
    @inline(never)
    mutating func lexUnicodeIdentifierBody() -> Bool {
        var p = pos
        var ascii = true
        let base = self.base, count = self.count, classes = self.classes
        while p < count {
            let b = base[p]
            if classes[Int(b)] & ByteClass.identifierBody != 0 {
                p += 1
            } else if b >= 0x80, let (scalar, length) = UTF8Decoding.decode(bytes, at: p),
                      ScalarClass.of(scalar) == .identifier {
                ascii = false
                p += length
            } else {
                break
            }
        }
        pos = p
        return ascii
    }

    @inline(__always)
    mutating func lexIdentifier() {
        let start = pos
        let ascii = lexIdentifierBody()
        if pos == start {
            // Only reachable for a non-ASCII head the body loop rejects.
            pos += 1
            emit(.error, from: start)
            return
        }
        var keyword = Keyword.none
        if ascii { keyword = keywords.classify(base + start, count: pos - start, readable: count - start) }
        // After `.` a keyword is a member name (`.default`, `.init`, `.self`):
        // it keeps its keyword for lookups but is not a `.keyword` token.
        let isKeywordToken = keyword.isReserved && previous?.kind != .period
        emit(isKeywordToken ? .keyword : .identifier, from: start, keyword: keyword)
    }

    /// `` `name` `` — closed on the same line, otherwise the backtick is an error.
    @inline(never)
    mutating func lexBacktickIdentifier() {
        let start = pos
        var i = pos + 1
        while i < count, base[i] != UInt8(ascii: "`"), !isLineBreak(base[i]) { i += 1 }
        if i < count, base[i] == UInt8(ascii: "`"), i > start + 1 {
            pos = i + 1
            emit(.backtickIdentifier, from: start)
        } else {
            pos += 1
            emit(.error, from: start)
        }
    }

    /// `#` starts a raw string (`#"`), an extended regex (`#/`), a directive
    /// (`#if`, `#selector`, `#Preview`), or nothing valid.
    @inline(never)
    mutating func lexPound() {
        let start = pos
        var hashes = 0
        while pos + hashes < count, base[pos + hashes] == UInt8(ascii: "#") { hashes += 1 }
        let after = pos + hashes
        let next = byte(at: after)
        if next == UInt8(ascii: "\"") {
            lexStringOpen(hashes: hashes, start: start)
        } else if next == UInt8(ascii: "/") {
            lexExtendedRegexLiteral(hashes: hashes)
        } else if hashes == 1, let next, has(ByteClass.identifierHead, next) {
            pos += 1
            lexIdentifierBody()
            emit(.poundDirective, from: start)
        } else {
            pos += hashes
            emit(.error, from: start)
        }
    }
}
