extension Lexer {
    /// Integer and floating-point literals: `1_000`, `0xFF`, `0o17`, `0b1010`,
    /// `1.5e-3`, hex floats `0x1.8p3`. A fraction needs a digit after the dot,
    /// so `1..<5`, `1.description` and tuple access `t.0.1` stay integers.
    mutating func lexNumber() {
        let start = pos
        var isFloat = false
        let afterPeriod = previous?.kind == .period && !pendingTrivia
        if base[pos] == UInt8(ascii: "0"), let marker = byte(at: pos + 1),
           marker == UInt8(ascii: "x") || marker == UInt8(ascii: "X") {
            pos += 2
            consume(ByteClass.hexDigit)
            // A hex fraction counts only when an exponent follows (`0x1.8p3`);
            // otherwise `0xFF.description` is member access.
            if !afterPeriod, byte(at: pos) == UInt8(ascii: "."), let d = byte(at: pos + 1), has(ByteClass.hexDigit, d) {
                var i = pos + 1
                while i < count, has(ByteClass.hexDigit, base[i]) || base[i] == UInt8(ascii: "_") { i += 1 }
                if i < count, base[i] == UInt8(ascii: "p") || base[i] == UInt8(ascii: "P") { pos = i }
            }
            if let p = byte(at: pos), p == UInt8(ascii: "p") || p == UInt8(ascii: "P") {
                isFloat = true
                pos += 1
                lexExponentDigits()
            }
        } else if base[pos] == UInt8(ascii: "0"), let marker = byte(at: pos + 1),
                  marker == UInt8(ascii: "b") || marker == UInt8(ascii: "B")
                      || marker == UInt8(ascii: "o") || marker == UInt8(ascii: "O") {
            pos += 2
            consume(ByteClass.digit)
        } else {
            consume(ByteClass.digit)
            if !afterPeriod, byte(at: pos) == UInt8(ascii: "."), let d = byte(at: pos + 1), has(ByteClass.digit, d) {
                isFloat = true
                pos += 1
                consume(ByteClass.digit)
            }
            if let e = byte(at: pos), e == UInt8(ascii: "e") || e == UInt8(ascii: "E") {
                let sign = byte(at: pos + 1)
                let digitAt = (sign == UInt8(ascii: "+") || sign == UInt8(ascii: "-")) ? pos + 2 : pos + 1
                if let d = byte(at: digitAt), has(ByteClass.digit, d) {
                    isFloat = true
                    pos = digitAt
                    consume(ByteClass.digit)
                }
            }
        }
        // Letters glued to a number (`12abc`) are not Swift; keep them in the
        // literal and flag it rather than inventing an identifier.
        var flags: TokenFlags = []
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

    mutating func lexExponentDigits() {
        if let s = byte(at: pos), s == UInt8(ascii: "+") || s == UInt8(ascii: "-") { pos += 1 }
        consume(ByteClass.digit)
    }
}
