#if canImport(Glibc)
import Glibc
#elseif canImport(Darwin)
import Darwin
#elseif canImport(Musl)
import Musl
#endif

/// Which of a set of names a file's bytes may call (`name(…)`, `name { … }`),
/// found in one pass whatever the number of names: at each `(` and `{`, the
/// word right before it (across spaces and line breaks) is looked up. A
/// search per name made many names — one `start()` per coordinator —
/// quadratic. A necessary condition, like every byte search here: when a
/// comment may sit between a word and its bracket, every name counts as called.
public struct CallWords: Sendable {
    /// The names' bytes and indices, by a hash of the bytes: a word is
    /// looked up without making an array for it.
    private let names: [UInt64: [(bytes: [UInt8], index: Int)]]
    /// Bit `n` set when some name is `n` bytes long (names over 63 bytes set bit 63).
    private let lengths: UInt64
    private let count: Int

    public init(_ names: [String]) {
        var table: [UInt64: [(bytes: [UInt8], index: Int)]] = [:]
        var lengths: UInt64 = 0
        var seen = Set<String>()
        for (index, name) in names.enumerated() where !name.isEmpty && seen.insert(name).inserted {
            let bytes = Array(name.utf8)
            table[Self.hash(bytes[...]), default: []].append((bytes, index))
            lengths |= 1 << UInt64(min(bytes.count, 63))
        }
        self.names = table
        self.lengths = lengths
        count = seen.count
    }

    static func hash(_ bytes: some Sequence<UInt8>) -> UInt64 {
        var hash: UInt64 = 0xcbf2_9ce4_8422_2325
        for byte in bytes { hash = (hash ^ UInt64(byte)) &* 0x0000_0100_0000_01B3 }
        return hash
    }

    /// The index of the name spelled by `bytes`, if any.
    func index(of bytes: Slice<UnsafeBufferPointer<UInt8>>) -> Int? {
        guard lengths & (1 << UInt64(min(bytes.count, 63))) != 0, let candidates = names[Self.hash(bytes)] else { return nil }
        return candidates.first { $0.bytes.elementsEqual(bytes) }?.index
    }

    /// Indices (into the names given) of the names the bytes may call, ascending.
    public func called(in buffer: UnsafeBufferPointer<UInt8>) -> [Int] {
        guard !names.isEmpty, let base = buffer.baseAddress else { return [] }
        var found = Set<Int>()
        let count = buffer.count
        // `memchr` from bracket to bracket: brackets are about one byte in fifty.
        for bracket in [UInt8(ascii: "("), UInt8(ascii: "{")] {
            var i = 0
            while i < count, let hit = memchr(base + i, Int32(bracket), count - i) {
                let at = UnsafePointer<UInt8>(hit.assumingMemoryBound(to: UInt8.self)) - base
                switch word(before: at, base) {
                case .name(let start, let end):
                    if let index = index(of: buffer[start..<end]) { found.insert(index) }
                case .unknown:
                    return names.values.flatMap { $0.map(\.index) }.sorted()
                case .none:
                    break
                }
                i = at + 1
            }
        }
        return found.sorted()
    }

    /// Indices of the names a `#selector(…)` in the bytes names as its
    /// last word (`#selector(setHome)`, `#selector(AppDelegate.setHome)`),
    /// ascending: the runtime may call them at any time. A selector with
    /// labels (`#selector(setHome(_:))`) is a call shape `called(in:)` finds.
    public func selected(in buffer: UnsafeBufferPointer<UInt8>) -> [Int] {
        guard !names.isEmpty, let base = buffer.baseAddress else { return [] }
        let needle = Self.selectorBytes
        var found = Set<Int>()
        let count = buffer.count
        var i = 0
        while i + needle.count < count, let hit = memchr(base + i, Int32(UInt8(ascii: "#")), count - i) {
            let at = UnsafePointer<UInt8>(hit.assumingMemoryBound(to: UInt8.self)) - base
            i = at + 1
            guard at + needle.count < count, (0..<needle.count).allSatisfy({ base[at + $0] == needle[$0] }) else { continue }
            // The first bracket after `#selector(`, a few names on: its `)`.
            var k = at + needle.count
            while k < count, base[k] != UInt8(ascii: "(") , k < at + needle.count + 8 { k += 1 }
            var close = k + 1
            while close < count, close < k + 256, base[close] != UInt8(ascii: ")"), base[close] != UInt8(ascii: "(") { close += 1 }
            guard close < count, base[close] == UInt8(ascii: ")") else { continue }
            if case .name(let start, let end) = word(before: close, base), let index = index(of: buffer[start..<end]) {
                found.insert(index)
            }
        }
        return found.sorted()
    }

    /// Made once: an array per file was a heap allocation each.
    static let selectorBytes = Array("#selector".utf8)

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
