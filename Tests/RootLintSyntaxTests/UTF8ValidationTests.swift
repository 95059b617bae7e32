import Testing
@testable import RootLintSyntax

/// `UTF8Decoding.firstInvalidOffset` (128-, 64-, 32- and 8-byte ASCII rounds, then
/// scalar decoding) finds what the standard library's decoder finds: the
/// first byte of the first ill-formed sequence, at every offset of a buffer
/// long enough for each round.
@Suite("UTF-8 validation")
struct UTF8ValidationTests {
    /// The offset where the standard library's decoder first fails.
    static func reference(_ bytes: [UInt8]) -> Int? {
        var iterator = bytes.makeIterator()
        var decoder = UTF8()
        var offset = 0
        while true {
            switch decoder.decode(&iterator) {
            case .scalarValue(let scalar): offset += UTF8.width(scalar)
            case .emptyInput: return nil
            case .error: return offset
            }
        }
    }

    @Test func agreesWithTheStandardDecoderAtEveryOffset() {
        let pieces: [[UInt8]] = [Array("é".utf8), Array("€".utf8), Array("😀".utf8), [0x80], [0xC3], [0xE2, 0x82],
                                 [0xF0, 0x9F, 0x98], [0xFF], [0xED, 0xA0, 0x80], [0xC0, 0xAF]]
        for length in [0, 1, 7, 8, 31, 32, 33, 63, 64, 65, 127, 128, 129, 200, 255, 256, 257, 330] {
            let ascii = [UInt8](repeating: UInt8(ascii: "a"), count: length)
            #expect(ascii.withUnsafeBufferPointer { UTF8Decoding.firstInvalidOffset($0) } == nil)
            // Followed in memory by bytes that are not UTF-8: a round that
            // reads past the end of the buffer would report one of them.
            let followed = ascii + [UInt8](repeating: 0xFF, count: 16)
            #expect(followed.withUnsafeBufferPointer { UTF8Decoding.firstInvalidOffset(UnsafeBufferPointer(rebasing: $0[..<length])) } == nil,
                    "\(length) ASCII bytes followed by 0xFF")
            for piece in pieces {
                for at in 0...length {
                    var bytes = ascii
                    bytes.insert(contentsOf: piece, at: at)
                    let found = bytes.withUnsafeBufferPointer { UTF8Decoding.firstInvalidOffset($0) }
                    #expect(found == Self.reference(bytes), "\(piece) at \(at) of \(length)")
                    let followed = (bytes + [UInt8](repeating: 0xFF, count: 16)).withUnsafeBufferPointer {
                        UTF8Decoding.firstInvalidOffset(UnsafeBufferPointer(rebasing: $0[..<bytes.count]))
                    }
                    #expect(followed == found, "\(piece) at \(at) of \(length), followed by 0xFF")
                }
            }
        }
    }
}
