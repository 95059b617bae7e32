extension Lexer {
    /// Integer and floating-point literals: `1_000`, `0xFF`, `0o17`, `0b1010`,
    /// `1.5e-3`, hex floats `0x1.8p3`. A fraction needs a digit after the dot,
    /// so `1..<5`, `1.description` and tuple access `t.0.1` stay integers.
    @inline(never)
    mutating func lexNumber() {
        let start = pos
        var isFloat = false
        var flags: TokenFlags = []
        let afterPeriod = previous?.kind == .period && !pendingTrivia
        if base[pos] == UInt8(ascii: "0"), let marker = byte(at: pos + 1),
           marker == UInt8(ascii: "x") || marker == UInt8(ascii: "X") {
            pos += 2
            let digitsStart = pos
            consume(ByteClass.hexDigit)
            // `0x` needs a digit, and `_` may only follow one: `0x_1` is not Swift.
            if pos == digitsStart || base[digitsStart] == UInt8(ascii: "_") { flags.insert(.malformed) }
            // A hex fraction counts only when an exponent with a digit follows
            // (`0x1.8p3`); otherwise `0xFF.description` and `0xff.fp` are
            // member accesses, as in the compiler.
            if !afterPeriod, byte(at: pos) == UInt8(ascii: "."), let d = byte(at: pos + 1), has(ByteClass.hexDigit, d) {
                var i = pos + 1
                while i < count, has(ByteClass.hexDigit, base[i]) || base[i] == UInt8(ascii: "_") { i += 1 }
                if i < count, base[i] == UInt8(ascii: "p") || base[i] == UInt8(ascii: "P"), exponentHasDigit(at: i + 1) {
                    pos = i
                }
            }
            if let p = byte(at: pos), p == UInt8(ascii: "p") || p == UInt8(ascii: "P") {
                isFloat = true
                pos += 1
                if !lexExponentDigits() { flags.insert(.malformed) }
            }
        } else if base[pos] == UInt8(ascii: "0"), let marker = byte(at: pos + 1),
                  marker == UInt8(ascii: "b") || marker == UInt8(ascii: "B")
                      || marker == UInt8(ascii: "o") || marker == UInt8(ascii: "O") {
            pos += 2
            let digitsStart = pos
            consume(ByteClass.digit)
            // `0b102`, `0o9`: digits the base does not have.
            let highest = marker == UInt8(ascii: "b") || marker == UInt8(ascii: "B") ? UInt8(ascii: "1") : UInt8(ascii: "7")
            if pos == digitsStart || base[digitsStart] == UInt8(ascii: "_") { flags.insert(.malformed) }
            for k in digitsStart..<pos where base[k] > highest && base[k] != UInt8(ascii: "_") { flags.insert(.malformed); break }
        } else {
            consume(ByteClass.digit)
            if !afterPeriod, byte(at: pos) == UInt8(ascii: "."), let d = byte(at: pos + 1), has(ByteClass.digit, d) {
                isFloat = true
                pos += 1
                consume(ByteClass.digit)
            }
            if let e = byte(at: pos), e == UInt8(ascii: "e") || e == UInt8(ascii: "E") {
                if exponentHasDigit(at: pos + 1) {
                    isFloat = true
                    pos += 1
                    lexExponentDigits()
                }
            }
        }
        // Letters glued to a number (`12abc`) are not Swift; keep them in the
        // literal and flag it rather than inventing an identifier.
        let beforeSuffix = pos
        while pos < count, has(ByteClass.identifierBody, base[pos]) { pos += 1 }
        if pos != beforeSuffix { flags.insert(.malformed) }
        emit(isFloat ? .floatLiteral : .integerLiteral, from: start, flags: flags)
    }

    /// Digits (and `_`) of the given class.
    @inline(__always)
    mutating func consume(_ mask: UInt8) {
        while pos < count, has(mask, base[pos]) || base[pos] == UInt8(ascii: "_") { pos += 1 }
    }

    /// An optional sign and the exponent's digits; whether there was a digit.
    @discardableResult
    mutating func lexExponentDigits() -> Bool {
        if let s = byte(at: pos), s == UInt8(ascii: "+") || s == UInt8(ascii: "-") { pos += 1 }
        let digitsStart = pos
        consume(ByteClass.digit)
        return pos > digitsStart && has(ByteClass.digit, base[digitsStart])
    }

    /// Whether `[+-]?[0-9]` starts at `offset` (what follows `e` or `p`).
    func exponentHasDigit(at offset: Int) -> Bool {
        var i = offset
        if let s = byte(at: i), s == UInt8(ascii: "+") || s == UInt8(ascii: "-") { i += 1 }
        guard let d = byte(at: i) else { return false }
        return has(ByteClass.digit, d)
    }
}
