/// A fixed set of names, asked about tokens without making a `String`:
/// words are bucketed by length and compared byte by byte, so a question
/// about a token that is no word (almost every token) costs a length check.
public struct WordSet: Sendable {
    /// Words by their length in bytes: an array, so a lookup hashes nothing.
    private let buckets: [[[UInt8]]]
    /// For a length with many words (a project's method names), the bucket's
    /// indices by a hash of the bytes: a lookup stays constant however many.
    private let hashed: [[UInt64: [Int]]?]
    private let maxLength: Int
    /// Up to this many words of one length are compared one by one.
    static let comparedOneByOne = 8

    public init(_ words: some Sequence<String>) {
        let unique = Set(words).filter { !$0.isEmpty }
        let longest = unique.map(\.utf8.count).max() ?? 0
        var buckets = [[[UInt8]]](repeating: [], count: longest + 1)
        for word in unique.sorted() { buckets[word.utf8.count].append(Array(word.utf8)) }
        self.buckets = buckets
        hashed = buckets.map { bucket in
            guard bucket.count > Self.comparedOneByOne else { return nil }
            var table: [UInt64: [Int]] = [:]
            for (index, word) in bucket.enumerated() { table[Self.hash(word[...]), default: []].append(index) }
            return table
        }
        maxLength = longest
    }

    static func hash(_ bytes: some Sequence<UInt8>) -> UInt64 {
        var hash: UInt64 = 0xcbf2_9ce4_8422_2325
        for byte in bytes { hash = (hash ^ UInt64(byte)) &* 0x0000_0100_0000_01B3 }
        return hash
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
            let matches = { (word: [UInt8]) -> Bool in
                var k = 0
                while k < length, bytes[start + k] == word[k] { k += 1 }
                return k == length
            }
            guard let table = hashed[length] else { return candidates.contains(where: matches) }
            guard let indices = table[Self.hash(bytes[start..<(start + length)])] else { return false }
            return indices.contains { matches(candidates[$0]) }
        }
    }
}
