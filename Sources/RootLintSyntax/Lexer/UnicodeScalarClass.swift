/// Decoding and classifying the non-ASCII characters the lexer meets. ASCII is
/// handled by byte tables in `ByteClass`; this file is the slow path.
public enum UTF8Decoding {
    /// Decodes one scalar at `offset`. Returns the scalar value and its byte
    /// length, or `nil` for an invalid or truncated sequence (overlong forms,
    /// surrogates and values above U+10FFFF included).
    @inlinable
    public static func decode(_ bytes: UnsafeBufferPointer<UInt8>, at offset: Int) -> (scalar: UInt32, length: Int)? {
        let count = bytes.count
        let b0 = UInt32(bytes[offset])
        if b0 < 0x80 { return (b0, 1) }
        @inline(__always) func continuation(_ i: Int) -> UInt32? {
            guard offset + i < count else { return nil }
            let b = UInt32(bytes[offset + i])
            return b & 0xC0 == 0x80 ? b & 0x3F : nil
        }
        if b0 >= 0xC2 && b0 <= 0xDF {
            guard let b1 = continuation(1) else { return nil }
            return ((b0 & 0x1F) << 6 | b1, 2)
        }
        if b0 >= 0xE0 && b0 <= 0xEF {
            guard let b1 = continuation(1), let b2 = continuation(2) else { return nil }
            let value = (b0 & 0x0F) << 12 | b1 << 6 | b2
            if value < 0x800 || (value >= 0xD800 && value <= 0xDFFF) { return nil }
            return (value, 3)
        }
        if b0 >= 0xF0 && b0 <= 0xF4 {
            guard let b1 = continuation(1), let b2 = continuation(2), let b3 = continuation(3) else { return nil }
            let value = (b0 & 0x07) << 18 | b1 << 12 | b2 << 6 | b3
            if value < 0x10000 || value > 0x10FFFF { return nil }
            return (value, 4)
        }
        return nil
    }

    /// Offset of the first byte that is not part of valid UTF-8, or `nil`.
    /// ASCII is skipped 128, 64, 32, then 8 bytes at a time: source files are
    /// mostly ASCII, and every file is checked, even those the prefilter skips.
    public static func firstInvalidOffset(_ bytes: UnsafeBufferPointer<UInt8>) -> Int? {
        let count = bytes.count
        guard let base = bytes.baseAddress else { return nil }
        var i = 0
        while i < count {
            // A hundred and twenty-eight bytes a round in eight vectors,
            // then sixty-four in four (every file is checked before anything
            // else reads it, and most are all ASCII): the test and the loop's
            // own steps are paid once for eight vectors instead of four.
            while i + 128 <= count {
                let block = UnsafeRawPointer(base + i)
                let low = block.loadUnaligned(as: SIMD16<UInt8>.self) | block.loadUnaligned(fromByteOffset: 16, as: SIMD16<UInt8>.self)
                    | block.loadUnaligned(fromByteOffset: 32, as: SIMD16<UInt8>.self) | block.loadUnaligned(fromByteOffset: 48, as: SIMD16<UInt8>.self)
                let high = block.loadUnaligned(fromByteOffset: 64, as: SIMD16<UInt8>.self) | block.loadUnaligned(fromByteOffset: 80, as: SIMD16<UInt8>.self)
                    | block.loadUnaligned(fromByteOffset: 96, as: SIMD16<UInt8>.self) | block.loadUnaligned(fromByteOffset: 112, as: SIMD16<UInt8>.self)
                let words = unsafeBitCast(low | high, to: SIMD2<UInt64>.self)
                if (words[0] | words[1]) & 0x8080_8080_8080_8080 != 0 { break }
                i += 128
            }
            // The rounds may end exactly at the end: no byte is left to read.
            guard i < count else { break }
            if i + 64 <= count {
                let block = UnsafeRawPointer(base + i)
                let any = block.loadUnaligned(as: SIMD16<UInt8>.self) | block.loadUnaligned(fromByteOffset: 16, as: SIMD16<UInt8>.self)
                    | block.loadUnaligned(fromByteOffset: 32, as: SIMD16<UInt8>.self) | block.loadUnaligned(fromByteOffset: 48, as: SIMD16<UInt8>.self)
                let words = unsafeBitCast(any, to: SIMD2<UInt64>.self)
                if (words[0] | words[1]) & 0x8080_8080_8080_8080 == 0 { i += 64; continue }
            }
            if i + 32 <= count {
                let block = UnsafeRawPointer(base + i)
                let any = block.loadUnaligned(as: UInt64.self) | block.loadUnaligned(fromByteOffset: 8, as: UInt64.self)
                    | block.loadUnaligned(fromByteOffset: 16, as: UInt64.self) | block.loadUnaligned(fromByteOffset: 24, as: UInt64.self)
                if any & 0x8080_8080_8080_8080 == 0 { i += 32; continue }
            }
            if i + 8 <= count {
                let word = UnsafeRawPointer(base + i).loadUnaligned(as: UInt64.self)
                if word & 0x8080_8080_8080_8080 == 0 { i += 8; continue }
            }
            if bytes[i] < 0x80 { i += 1; continue }
            guard let (_, length) = decode(bytes, at: i) else { return i }
            i += length
        }
        return nil
    }
}

/// What a non-ASCII scalar is to the lexer.
enum ScalarClass {
    case identifier
    case `operator`
    case whitespace

    /// Swift's operator-head ranges (The Swift Programming Language, Lexical
    /// Structure); combining marks U+0300–U+036F etc. continue operators but we
    /// only need to know where an operator starts, so they count as identifier.
    @inlinable
    static func of(_ scalar: UInt32) -> ScalarClass {
        switch scalar {
        case 0x00A0, 0x1680, 0x2000...0x200A, 0x2028, 0x2029, 0x202F, 0x205F, 0x3000, 0xFEFF:
            return .whitespace
        case 0x00A1...0x00A7, 0x00A9, 0x00AB, 0x00AC, 0x00AE, 0x00B0, 0x00B1, 0x00B6, 0x00BB, 0x00BF,
             0x00D7, 0x00F7, 0x2016...0x2017, 0x2020...0x2027, 0x2030...0x203E, 0x2041...0x2053,
             0x2055...0x205E, 0x2190...0x23FF, 0x2500...0x2775, 0x2794...0x2BFF, 0x2E00...0x2E7F,
             0x3001...0x3003, 0x3008...0x3020, 0x3030:
            return .operator
        default:
            return .identifier
        }
    }
}
