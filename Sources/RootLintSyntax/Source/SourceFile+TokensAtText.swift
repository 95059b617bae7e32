/// Finding the few tokens a fact is about by searching the bytes, not by
/// reading every token: `memchr` passes over the bytes at many GB/s, and a
/// file holds `rootViewController =` or `as!` a handful of times at most.
/// Each fact finder that looks for one spelling used to be its own pass
/// over the tokens; four of them were a twentieth of a whole run.
extension SourceFile {
    /// The code indices of the tokens that start where `needle`'s bytes
    /// occur, ascending. A match inside a comment or a longer name starts
    /// no code token there and is dropped; a string's text can (its
    /// segment), so the caller checks the token's kind and length, and
    /// what follows.
    public func codeIndices(startingAt needle: ByteSearch) -> [Int] {
        codeIndices(at: needle) { token, start in Int(token.start) == start }
    }

    /// The code indices of the tokens that hold a match of `needle`'s bytes
    /// anywhere in them (`indow` in `window` and `mainWindow`), ascending,
    /// each once.
    public func codeIndices(containing needle: ByteSearch) -> [Int] {
        codeIndices(at: needle) { token, start in start < Int(token.end) }
    }

    /// Whether `code[i]`'s own bytes hold a match of `needle`'s bytes: the
    /// question `codeIndices(containing:)` answers for the whole file, asked
    /// of one token (a declared name) already at hand.
    public func tokenContains(_ i: Int, _ needle: ByteSearch) -> Bool {
        guard i >= 0, i < code.count else { return false }
        let token = code[i]
        return bytes.withUnsafeBufferPointer { buffer in
            let start = Int(token.start), end = min(Int(token.end), buffer.count)
            guard start < end else { return false }
            var found = false
            needle.scan(UnsafeBufferPointer(rebasing: buffer[start..<end])) { _, _, _ in
                found = true
                return false
            }
            return found
        }
    }

    /// For each match, the last code token starting at or before it, kept
    /// when `holds(token, match)`.
    func codeIndices(at needle: ByteSearch, where holds: (Token, Int) -> Bool) -> [Int] {
        // Each match looked up as it is found: the matches gathered into an
        // array first made one more per question, for a match or two.
        var indices: [Int] = []
        bytes.withUnsafeBufferPointer { buffer in
            code.withUnsafeBufferPointer { code in
                var low = 0
                needle.scan(buffer) { _, start, _ in
                    // Matches ascend, so each search starts where the last ended:
                    // `low` becomes the first token starting after the match.
                    var high = code.count
                    while low < high {
                        let mid = (low + high) / 2
                        if Int(code[mid].start) <= start { low = mid + 1 } else { high = mid }
                    }
                    let candidate = low - 1
                    if candidate >= 0, holds(code[candidate], start), indices.last != candidate { indices.append(candidate) }
                    return true
                }
            }
        }
        return indices
    }
}
