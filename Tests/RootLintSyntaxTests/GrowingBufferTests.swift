import Testing
@testable import RootLintSyntax

/// The raw buffer the lexer and the scope builder write through: it must
/// behave like the array it replaces across growth, in-place writes and
/// shrinking.
@Suite struct GrowingBufferTests {
    @Test func appendsAcrossGrowthAndFinishesAsAnArray() {
        var buffer = GrowingBuffer<Int32>(capacity: 1)
        var expected: [Int32] = []
        for value in 0..<1_000 as Range<Int32> {
            buffer.append(value * 3)
            expected.append(value * 3)
        }
        #expect(buffer.count == 1_000)
        #expect(buffer[999] == 2_997)
        #expect(buffer.finish() == expected)
    }

    @Test func writesInPlaceAndShrinks() {
        struct Pair: Equatable { var a: Int32; var b: Int32 }
        var buffer = GrowingBuffer<Pair>(capacity: 4)
        for k in 0..<40 as Range<Int32> { buffer.append(Pair(a: k, b: -k)) }
        buffer[7].b = 100
        #expect(buffer[7] == Pair(a: 7, b: 100))
        #expect(buffer.removeLast() == Pair(a: 39, b: -39))
        buffer.shrink(to: 10)
        #expect(buffer.count == 10)
        buffer.shrink(to: 20) // never grows
        #expect(buffer.count == 10)
        buffer.shrink(to: -1)
        #expect(buffer.isEmpty)
        buffer.append(Pair(a: 1, b: 2))
        #expect(buffer.finish() == [Pair(a: 1, b: 2)])
    }

    @Test func fillsLentMemoryThenMovesToItsOwn() {
        let storage = UnsafeMutableBufferPointer<Int32>.allocate(capacity: 4)
        defer { storage.deallocate() }
        var buffer = GrowingBuffer(filling: storage)
        for value in 0..<4 as Range<Int32> { buffer.append(value) }
        #expect(buffer.inLentMemory)
        #expect(Array(storage) == [0, 1, 2, 3])
        buffer[1] = 10
        #expect(storage[1] == 10)
        // Full: the fifth element moves everything out; the lent memory is
        // left as it was, for its owner to free.
        buffer.append(4)
        #expect(!buffer.inLentMemory)
        buffer[0] = 20
        #expect(storage[0] == 0)
        #expect(buffer.finish() == [20, 10, 2, 3, 4])
    }

    /// The lexer writes significant tokens straight into the array it
    /// returns: the same tokens as the lossless stream's, whether the
    /// estimate held, was exceeded (a token per byte) or left most of the
    /// array unused (a file of comments, whose array is then tightened).
    @Test(arguments: ["let window = UIWindow(frame: .zero)\n", String(repeating: "a,", count: 5_000),
                      String(repeating: "// a comment line without code\n", count: 400) + "x",
                      String(repeating: "(", count: 100_000), "é"])
    func codeWrittenInPlaceMatchesTheLosslessStream(_ text: String) {
        let bytes = Array(text.utf8)
        let (comments, code) = bytes.withUnsafeBufferPointer { Lexer.tokenizeCommentsAndCode($0) }
        let tokens = Lexer.tokenize(bytes)
        #expect(code == tokens.filter { !$0.kind.isTrivia })
        #expect(comments == tokens.filter { $0.kind.isComment })
        #expect(code.capacity <= max(64, 2 * code.count + 32), "\(code.count) tokens kept in \(code.capacity)")
    }

    @Test func anEmptyBufferFinishesEmpty() {
        let buffer = GrowingBuffer<Token>(capacity: 0)
        #expect(buffer.finish().isEmpty)
    }
}
