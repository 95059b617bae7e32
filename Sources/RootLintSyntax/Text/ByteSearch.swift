#if canImport(Glibc)
import Glibc
#elseif canImport(Darwin)
import Darwin
#elseif canImport(Musl)
import Musl
#endif

/// Substring search over bytes for the prefilter: `memchr` (vectorised in
/// libc) jumps to the needle's rarest byte, then the rest is compared.
/// Portable where `memmem` is not (it is a GNU/BSD extension).
public struct ByteSearch: Sendable {
    public let needle: [UInt8]
    /// Index in `needle` of the byte least common in Swift source.
    let anchor: Int

    public init(_ needle: String) {
        self.needle = Array(needle.utf8)
        precondition(!self.needle.isEmpty, "empty needle")
        var best = 0
        for (index, byte) in self.needle.enumerated() where Self.commonness(byte) < Self.commonness(self.needle[best]) {
            best = index
        }
        anchor = best
    }

    /// Rough frequency rank in Swift code: lowercase letters and spaces are
    /// everywhere, capitals and most punctuation are rarer.
    static func commonness(_ byte: UInt8) -> Int {
        switch byte {
        case UInt8(ascii: " "), UInt8(ascii: "e"), UInt8(ascii: "t"), UInt8(ascii: "o"), UInt8(ascii: "a"),
             UInt8(ascii: "n"), UInt8(ascii: "i"), UInt8(ascii: "r"), UInt8(ascii: "s"), UInt8(ascii: "l"):
            return 3
        case UInt8(ascii: "a")...UInt8(ascii: "z"), UInt8(ascii: "."), UInt8(ascii: "("), UInt8(ascii: ")"),
             UInt8(ascii: "\n"):
            return 2
        case UInt8(ascii: ":"), UInt8(ascii: "/"):
            return 1
        default:
            return 0
        }
    }

    public func occurs(in buffer: UnsafeBufferPointer<UInt8>) -> Bool {
        guard let base = buffer.baseAddress, buffer.count >= needle.count else { return false }
        let count = buffer.count
        let target = Int32(needle[anchor])
        let lastStart = count - needle.count
        var from = anchor
        return needle.withUnsafeBufferPointer { needleBytes in
            while from < count {
                guard let hit = memchr(base + from, target, count - from) else { return false }
                let at = UnsafePointer<UInt8>(hit.assumingMemoryBound(to: UInt8.self)) - base
                let start = at - anchor
                if start >= 0, start <= lastStart, memcmp(base + start, needleBytes.baseAddress!, needle.count) == 0 {
                    return true
                }
                from = at + 1
            }
            return false
        }
    }
}
