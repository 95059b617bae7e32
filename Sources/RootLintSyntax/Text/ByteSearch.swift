#if canImport(Glibc)
import Glibc
#elseif canImport(Darwin)
import Darwin
#elseif canImport(Musl)
import Musl
#endif

/// Substring search over bytes for the prefilter: `memchr` (vectorised in
/// libc, many GB/s) jumps to the needle's rarest byte, then the rest is
/// compared. Portable where `memmem` is not (it is a GNU/BSD extension).
///
/// "Rarest" comes from measured byte frequencies in Swift app code: `W` in
/// `UIWindow` (2 in 100 000 bytes) rather than `V` in `ViewController`,
/// which UIKit code is full of. A Boyer–Moore–Horspool loop was tried and is
/// several times slower than `memchr` with a good anchor.
public struct ByteSearch: Sendable {
    public let needle: [UInt8]
    /// Index in `needle` of the byte least common in Swift source.
    let anchor: Int
    /// The needle must be followed by optional spaces or tabs and `=` (not `==`).
    let requiresAssignment: Bool

    public init(_ needle: String) {
        self.init(needle: needle, requiresAssignment: false)
    }

    /// `word` followed by an assignment: `rootViewController = x`, `rootViewController=x`.
    public init(assignmentTo word: String) {
        self.init(needle: word, requiresAssignment: true)
    }

    init(needle: String, requiresAssignment: Bool) {
        self.needle = Array(needle.utf8)
        self.requiresAssignment = requiresAssignment
        precondition(!self.needle.isEmpty, "empty needle")
        var best = 0
        for (index, byte) in self.needle.enumerated() where Self.frequency(byte) < Self.frequency(self.needle[best]) {
            best = index
        }
        anchor = best
    }

    /// After a match ending at `end`: spaces or tabs, then `=` but not `==`.
    @inline(__always)
    static func assignmentFollows(_ base: UnsafePointer<UInt8>, _ end: Int, _ count: Int) -> Bool {
        var k = end
        while k < count, base[k] == 0x20 || base[k] == 0x09 { k += 1 }
        return k < count && base[k] == UInt8(ascii: "=") && (k + 1 == count || base[k + 1] != UInt8(ascii: "="))
    }

    /// Occurrences per 10 000 bytes of Swift app code (iOS apps, generated
    /// app trees, this repository), for printable ASCII; newline 246; other
    /// bytes are taken as rare.
    static let printableFrequency: [Int] = [
        3193, 8, 111, 3, 25, 5, 2, 1, 135, 135, 2, 0, 43, 6, 189, 37, 27, 15, 11, 3, 2, 3, 1, 1, 2, 2, 111, 0, 1, 58,
        7, 20, 3, 27, 6, 27, 30, 12, 14, 4, 3, 26, 1, 4, 13, 16, 7, 5, 23, 4, 18, 39, 30, 17, 26, 2, 1, 1, 0, 14, 41,
        14, 0, 13, 1, 375, 42, 215, 221, 724, 138, 102, 79, 348, 3, 28, 271, 117, 279, 317, 119, 6, 423, 305, 533,
        149, 64, 59, 20, 49, 3, 72, 0, 72, 0,
    ]

    /// How often the anchor byte is met in Swift code (per 10 000 bytes):
    /// lower means a faster scan and a stronger filter.
    public var expectedHits: Int { Self.frequency(needle[anchor]) }

    static func frequency(_ byte: UInt8) -> Int {
        if byte == 0x0A { return 246 }
        guard byte >= 32, byte < 127 else { return 0 }
        return printableFrequency[Int(byte) - 32]
    }

    public func occurs(in buffer: UnsafeBufferPointer<UInt8>) -> Bool {
        guard let base = buffer.baseAddress, buffer.count >= needle.count else { return false }
        let count = buffer.count
        let target = Int32(needle[anchor])
        let lastStart = count - needle.count
        var from = anchor
        return needle.withUnsafeBufferPointer { needleBytes in
            let pattern = needleBytes.baseAddress!
            let length = needle.count
            while from < count {
                guard let hit = memchr(base + from, target, count - from) else { return false }
                let at = UnsafePointer<UInt8>(hit.assumingMemoryBound(to: UInt8.self)) - base
                let start = at - anchor
                // Compare inline: most anchor hits fail on the first byte, and
                // a `memcmp` call per hit costs more than the comparison.
                if start >= 0, start <= lastStart, base[start] == pattern[0] {
                    var k = 1
                    while k < length, base[start + k] == pattern[k] { k += 1 }
                    if k == length, !requiresAssignment || Self.assignmentFollows(base, start + length, count) { return true }
                }
                from = at + 1
            }
            return false
        }
    }
}
