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

    @Test func anEmptyBufferFinishesEmpty() {
        let buffer = GrowingBuffer<Token>(capacity: 0)
        #expect(buffer.finish().isEmpty)
    }
}
