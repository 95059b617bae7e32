import Testing
@testable import RootLintSyntax

/// The keyword lookup compares a name as two words when sixteen bytes can be
/// read, byte by byte otherwise: both must give the keyword whose spelling
/// the name is, and nothing for any other name.
@Suite struct KeywordTableTests {
    func classify(_ name: String, followedBy tail: String) -> (words: Keyword, bytes: Keyword) {
        let bytes = Array((name + tail).utf8)
        let count = name.utf8.count
        return bytes.withUnsafeBufferPointer { buffer in
            let base = buffer.baseAddress!
            return (KeywordTable.lookup.classify(base, count: count, readable: buffer.count),
                    KeywordTable.lookup.classify(base, count: count))
        }
    }

    @Test func everyKeywordIsFoundBothWays() {
        for keyword in Keyword.allCases where keyword != .none {
            for tail in ["", " = x", "(), and more than sixteen bytes after it"] {
                let found = classify(keyword.spelling, followedBy: tail)
                #expect(found.words == keyword && found.bytes == keyword, "\(keyword.spelling)\(tail)")
            }
        }
    }

    @Test func nearMissesAreNoKeyword() {
        for keyword in Keyword.allCases where keyword != .none {
            let spelling = keyword.spelling
            var misses = [spelling + "s", String(spelling.dropLast()) + "_", "_" + spelling.dropFirst(), spelling.uppercased()]
            if spelling.count > 2 { misses.append(String(spelling.dropLast())) }
            for miss in misses where Keyword.allCases.allSatisfy({ $0.spelling != miss }) {
                let found = classify(miss, followedBy: ".method(arguments: [1, 2, 3])")
                #expect(found.words == .none && found.bytes == .none, "\(miss)")
            }
        }
    }

    @Test func theBytesAfterTheNameDoNotCount() {
        // `in` followed by name bytes that would spell `init` in a word read.
        #expect(classify("in", followedBy: "it and more than sixteen bytes").words == .in)
        #expect(classify("let", followedBy: "ter and more than sixteen bytes").words == .let)
        #expect(classify("associatedtyp", followedBy: "e and more than sixteen bytes").words == .none)
    }

    /// The spellings are a list written in case order: each must be its
    /// case's name, and the list as long as the cases.
    @Test func spellingsAreTheCaseNames() {
        #expect(Keyword.spellings.count == Keyword.allCases.count)
        for keyword in Keyword.allCases {
            #expect(keyword.spelling == String(describing: keyword))
        }
    }
}
