import Testing
@testable import RootLintSyntax

/// `NameIndex`'s flat table must answer as the dictionary of arrays it
/// replaced: every key's positions, ascending, and nothing for other keys,
/// however the keys collide in its slots.
@Suite struct KeyedPositionsTests {
    @Test(arguments: [0, 1, 7, 8, 1_000, 20_000])
    func answersAsADictionaryOfArrays(_ count: Int) {
        var random = SeededGenerator(seed: UInt64(count) &+ 17)
        // Few distinct keys and many: long runs, and a table near full.
        let distinct = max(1, count / 3)
        var keys: [UInt64] = [], positions: [Int32] = []
        var expected: [UInt64: [Int32]] = [:]
        var position: Int32 = 0
        for _ in 0..<count {
            // Keys differing only in their high bits land in nearby slots.
            let key = UInt64.random(in: 0..<UInt64(distinct), using: &random) << 40
            position += Int32.random(in: 1...3, using: &random)
            keys.append(key)
            positions.append(position)
            expected[key, default: []].append(position)
        }
        let table = KeyedPositions(keys: keys, orderedPositions: positions)
        for (key, list) in expected {
            #expect(table.positions(of: key).map(Array.init) == list)
        }
        #expect(table.positions(of: 0xDEAD_BEEF) == nil)
        #expect(table.positions(of: UInt64(distinct + 1) << 40) == nil)
    }

    /// A large file names a few things many times: the table grows with
    /// the distinct keys, not the occurrences (sized by the occurrences, it
    /// was most of a large file's index).
    @Test func theTableGrowsWithTheDistinctKeys() {
        let keys = (0..<100_000).map { UInt64($0 % 10) &* 0x1234_5678_9ABC }
        let table = KeyedPositions(keys: keys, orderedPositions: (0..<100_000).map { Int32($0) })
        // At most the 512 slots a table starts with, not 100,000s.
        #expect(table.slotCount <= 512)
        #expect(table.positions(of: 0)?.count == 10_000)
    }

    @Test func slicesAnswerRangeQueriesWithTheirOwnIndices() {
        let table = KeyedPositions(keys: [1, 2, 1, 2, 1], orderedPositions: [3, 5, 8, 13, 21])
        let ones = table.positions(of: 1)!
        #expect(Array(ones) == [3, 8, 21])
        #expect(Array(ones.slice(in: 4..<22)) == [8, 21])
        #expect(ones.first(in: 9..<30) == 21)
        #expect(ones.last(in: 0..<9) == 8)
        #expect(!ones.hasValue(in: 9..<21))
        let twos = table.positions(of: 2)!
        #expect(Array(twos.slice(in: 0..<6)) == [5])
    }
}

/// `NameIndex` keys names eight bytes at a time: a name must get the same
/// key wherever it stands (mid-file, with bytes after it, or at the very
/// end, where the tail is read byte by byte) and asked for as a `String`.
@Suite struct NameIndexKeyTests {
    @Test func aNameHasOneKeyWhereverItStands() {
        for length in 0...20 {
            let name = String((0..<length).map { Character(UnicodeScalar(UInt8(97 + $0 % 26))) })
            let bytes = Array(("x " + name + " more text after the name").utf8)
            let atEnd = Array(("x " + name).utf8)
            let inText = bytes.withUnsafeBufferPointer { NameIndex.key($0, 2, 2 + length) }
            let atTheEnd = atEnd.withUnsafeBufferPointer { NameIndex.key($0, 2, 2 + length) }
            #expect(inText == atTheEnd, "length \(length)")
            #expect(inText == NameIndex.key(name), "length \(length)")
        }
    }

    @Test func namesDifferingInOneByteOrInLengthGetDifferentKeys() {
        let names = ["rootViewController", "rootViewControllex", "rootViewControlle", "window", "Window", "windows", "a", "b", ""]
        #expect(Set(names.map { NameIndex.key($0) }).count == names.count)
    }

    @Test func occurrencesAreFoundUpToTheLastByte() {
        let text = "let window = make()\nwindow.rootViewController = vc\nshow(window)\nwindow"
        let file = SourceFile(path: "A.swift", text: text)
        let index = NameIndex(file: file)
        let windows = index.occurrences(of: "window", in: file)
        #expect(windows.count == 4)
        #expect(windows.allSatisfy { file.text($0) == "window" })
        #expect(index.occurrences(of: "rootViewController", in: file).count == 1)
        #expect(index.occurrences(of: "windo", in: file).isEmpty)
        #expect(index.localDeclaration(of: windows[3], in: 0..<windows[3], file: file) == windows[0])
    }

    /// A fixed word is found as the same name asked as a `String` is.
    @Test func wordsAreFoundAsTheirStrings() {
        let text = "add(x)\nview.layer.add(a)\n`add`(y)\naddSubview(v)\nlet adder = 1 // add\n\"add\"\nrootViewController"
        let file = SourceFile(path: "A.swift", text: text)
        let index = NameIndex(file: file)
        #expect(index.occurrences(ofWord: "add", in: file) == index.occurrences(of: "add", in: file))
        #expect(index.occurrences(ofWord: "add", in: file).count == 3)
        #expect(index.occurrences(ofWord: "addSubview", in: file).count == 1)
        #expect(index.occurrences(ofWord: "rootViewController", in: file).count == 1)
        #expect(index.occurrences(ofWord: "ad", in: file).isEmpty)
    }
}

