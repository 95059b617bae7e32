import Foundation
import Testing
@testable import RootLintSyntax

/// Byte offsets to 1-based line / UTF-8 column and 0-based UTF-16 character.
@Suite struct SourceMapTests {
    func map(_ source: String) -> SourceMap { SourceMap(bytes: Array(source.utf8)) }

    func position(of needle: String, in source: String) -> SourcePosition? {
        guard let range = source.range(of: needle) else { return nil }
        let offset = source.utf8.distance(from: source.startIndex, to: range.lowerBound)
        return map(source).position(of: offset)
    }

    @Test func lineStartsForEveryLineBreak() {
        #expect(map("").lineStarts == [0])
        #expect(map("a").lineStarts == [0])
        #expect(map("a\nb").lineStarts == [0, 2])
        #expect(map("a\r\nb").lineStarts == [0, 3])
        #expect(map("a\rb").lineStarts == [0, 2])
        // `\n\r` is two breaks; `\r\n` one.
        #expect(map("a\n\rb").lineStarts == [0, 2, 3])
        #expect(map("\r\n\r\n").lineStarts == [0, 2, 4])
        #expect(map("a\n").lineCount == 2)
    }

    @Test func linesAndColumns() {
        let source = "let a = 1\r\nlet b = 2\rlet c = 3\nlet d = 4"
        for (name, line) in [("a", 1), ("b", 2), ("c", 3), ("d", 4)] {
            let position = position(of: name + " =", in: source)
            #expect(position?.line == line, "\(name)")
            #expect(position?.column == 5, "\(name)")
            #expect(position?.utf16Line == line - 1, "\(name)")
            #expect(position?.utf16Character == 4, "\(name)")
        }
    }

    @Test func offsetsOnLineBreaks() {
        let m = map("ab\r\ncd")
        // The `\r` and the `\n` both belong to line 1.
        #expect(m.position(of: 2).line == 1)
        #expect(m.position(of: 3).line == 1)
        #expect(m.position(of: 3).column == 4)
        #expect(m.position(of: 4).line == 2)
        #expect(m.position(of: 4).column == 1)
    }

    @Test func offsetsAreClamped() {
        let m = map("ab\ncd")
        #expect(m.position(of: -5) == m.position(of: 0))
        #expect(m.position(of: 99) == m.position(of: 5))
        #expect(m.position(of: 5).line == 2)
        #expect(m.position(of: 5).column == 3)
        #expect(map("").position(of: 0) == SourcePosition(line: 1, column: 1, offset: 0, utf16Character: 0))
    }

    @Test func endOfFileAfterATrailingNewline() {
        let m = map("a\n")
        #expect(m.position(of: 2).line == 2)
        #expect(m.position(of: 2).column == 1)
    }

    @Test func utf16ColumnsWithSurrogatePairs() {
        // 😀 is 4 UTF-8 bytes and 2 UTF-16 units.
        let position = position(of: "x", in: "😀😀x")
        #expect(position?.column == 9)
        #expect(position?.utf16Character == 4)
    }

    @Test func utf16ColumnsWithAccentsAndCJK() {
        // é precomposed: 2 bytes, 1 unit. e + U+0301: 3 bytes, 2 units. 变: 3 bytes, 1 unit.
        #expect(position(of: "x", in: "é x")?.column == 4)
        #expect(position(of: "x", in: "é x")?.utf16Character == 2)
        #expect(position(of: "x", in: "e\u{301} x")?.column == 5)
        #expect(position(of: "x", in: "e\u{301} x")?.utf16Character == 3)
        #expect(position(of: "x", in: "变量 x")?.column == 8)
        #expect(position(of: "x", in: "变量 x")?.utf16Character == 3)
        #expect(position(of: "x", in: "👨‍👩‍👧 x")?.utf16Character == 9)
    }

    @Test func utf16ColumnsCountFromTheLineStart() {
        let source = "😀\n😀 é\r\n变 x"
        #expect(position(of: "x", in: source)?.line == 3)
        #expect(position(of: "x", in: source)?.utf16Character == 2)
    }

    @Test func invalidBytesCountAsReplacementCharacters() {
        // One U+FFFD per maximal subpart, as Swift's String and editors decode:
        // a truncated sequence is one character, a byte that cannot start or
        // continue one is one each.
        func character(after prefix: [UInt8]) -> Int {
            SourceMap(bytes: prefix + Array("x".utf8)).position(of: prefix.count).utf16Character
        }
        #expect(character(after: [0xE2, 0x82]) == 1)
        #expect(character(after: [0xF0, 0x9F, 0x98]) == 1)
        #expect(character(after: [0xC0, 0xAF]) == 2)
        #expect(character(after: [0xED, 0xA0, 0x80]) == 3)
        #expect(character(after: [0xF4, 0x90, 0x80, 0x80]) == 4)
        #expect(character(after: [0x80, 0x80]) == 2)
        #expect(character(after: [0xE2, 0x82, 0xE2]) == 2)
    }

    @Test(arguments: [7 as UInt64, 8, 9, 10])
    func utf16LengthAgreesWithSwiftStrings(seed: UInt64) {
        // Random mixes of ASCII, valid multi-byte sequences and broken pieces.
        let pieces: [[UInt8]] = [
            [0x61], [0x20], [0xC3, 0xA9], [0xE5, 0x8F, 0x98], [0xF0, 0x9F, 0x98, 0x80], [0xE2, 0x82], [0xF0, 0x9F],
            [0xC0], [0x80], [0xED, 0xA0, 0x80], [0xF4, 0x90], [0xFF], [0xE0, 0x80], [0xF0, 0x90, 0x80],
            // Runs of eight ASCII bytes and more, counted eight at a time.
            Array("window.rootViewController".utf8), Array("        ".utf8),
        ]
        var random = SeededGenerator(seed: seed)
        for _ in 0..<200 {
            var bytes: [UInt8] = []
            for _ in 0..<Int.random(in: 0...12, using: &random) {
                bytes += pieces[Int.random(in: 0..<pieces.count, using: &random)]
            }
            let expected = String(decoding: bytes, as: UTF8.self).utf16.count
            #expect(SourceMap(bytes: bytes).utf16Length(from: 0, to: bytes.count) == expected, "\(bytes)")
            // Any slice counts as the same bytes decoded alone.
            let from = Int.random(in: 0...bytes.count, using: &random)
            let to = Int.random(in: from...bytes.count, using: &random)
            let sliced = String(decoding: bytes[from..<to], as: UTF8.self).utf16.count
            #expect(SourceMap(bytes: bytes).utf16Length(from: from, to: to) == sliced, "\(bytes) \(from)..<\(to)")
        }
    }

    @Test func lineText() {
        let m = map("one\r\ntwo\rthree\n\nfive")
        #expect(m.lineText(1) == "one")
        #expect(m.lineText(2) == "two")
        #expect(m.lineText(3) == "three")
        #expect(m.lineText(4) == "")
        #expect(m.lineText(5) == "five")
        #expect(m.lineText(0) == "")
        #expect(m.lineText(6) == "")
    }

    @Test func lineIndexIsABinarySearchOverLineStarts() {
        let source = String(repeating: "ab\n", count: 1000)
        let m = map(source)
        for offset in stride(from: 0, to: source.utf8.count, by: 37) {
            #expect(m.lineIndex(of: offset) == offset / 3)
        }
    }

    @Test func positionsOfEveryCorpusToken() throws {
        // For every token: line start + column - 1 is the offset, and the
        // UTF-16 character matches Swift's own count of the line's prefix.
        for url in corpusFiles().prefix(12) {
            let file = SourceFile(path: url.path, bytes: try [UInt8](Data(contentsOf: url)))
            let m = file.makeSourceMap()
            for token in file.tokens {
                let p = m.position(of: Int(token.start))
                #expect(m.lineStarts[p.line - 1] + p.column - 1 == Int(token.start))
                let prefix = file.bytes[m.lineStarts[p.line - 1]..<Int(token.start)]
                #expect(p.utf16Character == String(decoding: prefix, as: UTF8.self).utf16.count)
            }
        }
    }
}
