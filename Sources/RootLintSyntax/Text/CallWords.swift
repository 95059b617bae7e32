/// Which of a set of names a file's bytes may call (`name(…)`, `name { … }`),
/// found in one pass whatever the number of names: at each `(` and `{`, the
/// word right before it (across spaces and line breaks) is looked up. A
/// search per name made many names — one `start()` per coordinator —
/// quadratic. A necessary condition, like every byte search here: when a
/// comment may sit between a word and its bracket, every name counts as called.
public struct CallWords: Sendable {
    /// Name index by the name's bytes.
    private let names: [[UInt8]: Int]
    private let longest: Int

    public init(_ names: [String]) {
        var table: [[UInt8]: Int] = [:]
        for (index, name) in names.enumerated() where !name.isEmpty && table[Array(name.utf8)] == nil {
            table[Array(name.utf8)] = index
        }
        self.names = table
        longest = table.keys.map(\.count).max() ?? 0
    }

    /// Indices (into the names given) of the names the bytes may call, ascending.
    public func called(in buffer: UnsafeBufferPointer<UInt8>) -> [Int] {
        guard !names.isEmpty, let base = buffer.baseAddress else { return [] }
        var found = Set<Int>()
        var i = 0
        let count = buffer.count
        while i < count {
            let b = base[i]
            if b == UInt8(ascii: "(") || b == UInt8(ascii: "{") {
                switch word(before: i, base) {
                case .name(let start, let end):
                    if end - start <= longest, let index = names[Array(buffer[start..<end])] { found.insert(index) }
                case .unknown:
                    return Array(names.values).sorted()
                case .none:
                    break
                }
            }
            i += 1
        }
        return found.sorted()
    }

    enum Word { case name(Int, Int), unknown, none }

    /// The identifier that ends right before `bracket`, across spaces, tabs
    /// and line breaks. `unknown` when a comment may be in between: a block
    /// comment's end, or a line break after a line holding `//`.
    func word(before bracket: Int, _ base: UnsafePointer<UInt8>) -> Word {
        var k = bracket - 1
        var crossedLine = false
        while k >= 0 {
            let b = base[k]
            if b == 0x20 || b == 0x09 || b == 0x0B || b == 0x0C {
                k -= 1
            } else if b == 0x0A || b == 0x0D {
                crossedLine = true
                k -= 1
            } else {
                break
            }
        }
        guard k >= 0 else { return .none }
        if base[k] == UInt8(ascii: "/"), k > 0, base[k - 1] == UInt8(ascii: "*") { return .unknown }
        if crossedLine {
            // The line ending here may end in a comment: `foo // …` then `(`.
            var j = k
            while j > 0, base[j - 1] != 0x0A, base[j - 1] != 0x0D {
                if base[j - 1] == UInt8(ascii: "/"), base[j] == UInt8(ascii: "/") { return .unknown }
                j -= 1
            }
        }
        let end = k + 1
        while k >= 0, Self.isIdentifierByte(base[k]) { k -= 1 }
        return end > k + 1 ? .name(k + 1, end) : .none
    }

    /// ASCII letters, digits, `_`, and any byte of a multi-byte character.
    @inline(__always) static func isIdentifierByte(_ b: UInt8) -> Bool {
        (b >= 0x61 && b <= 0x7A) || (b >= 0x41 && b <= 0x5A) || (b >= 0x30 && b <= 0x39) || b == 0x5F || b >= 0x80
    }
}
