/// A fixed set of names, asked about tokens without making a `String`:
/// words are bucketed by length and compared byte by byte, so a question
/// about a token that is no word (almost every token) costs a length check.
public struct WordSet: Sendable {
    /// Words by their length in bytes: an array, so a lookup hashes nothing.
    private let buckets: [[[UInt8]]]
    private let maxLength: Int

    public init(_ words: some Sequence<String>) {
        let unique = Set(words).filter { !$0.isEmpty }
        let longest = unique.map(\.utf8.count).max() ?? 0
        var buckets = [[[UInt8]]](repeating: [], count: longest + 1)
        for word in unique.sorted() { buckets[word.utf8.count].append(Array(word.utf8)) }
        self.buckets = buckets
        maxLength = longest
    }

    /// Whether `code[i]` (a back-ticked name by its bare spelling) is one of the words.
    public func contains(_ i: Int, in file: SourceFile) -> Bool {
        guard i >= 0, i < file.code.count else { return false }
        var token = file.code[i]
        if token.kind == .backtickIdentifier, token.length >= 2 {
            token.start += 1
            token.end -= 1
        }
        let length = token.length
        guard length <= maxLength else { return false }
        let candidates = buckets[length]
        if candidates.isEmpty { return false }
        let start = Int(token.start)
        return file.bytes.withUnsafeBufferPointer { bytes in
            candidates.contains { word in
                var k = 0
                while k < length, bytes[start + k] == word[k] { k += 1 }
                return k == length
            }
        }
    }
}
