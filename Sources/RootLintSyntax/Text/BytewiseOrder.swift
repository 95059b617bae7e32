#if canImport(Glibc)
import Glibc
#elseif canImport(Darwin)
import Darwin
#elseif canImport(Musl)
import Musl
#endif

extension String {
    /// Byte order of the UTF-8 encodings: the same on every platform and
    /// locale (unlike `<`, which compares by Unicode canonical equivalence),
    /// and a `memcmp` rather than a generic element-by-element walk.
    /// Read in place when the strings are contiguous UTF-8 (native ones
    /// are): copying them to call the mutating `withUTF8` retained both, for
    /// every comparison of a sort.
    /// Inlinable: a sort's comparator then reads its elements' strings in
    /// place instead of retaining them for the call.
    @inlinable
    public static func bytewiseLess(_ a: String, _ b: String) -> Bool {
        if let answer = a.utf8.withContiguousStorageIfAvailable({ x in
            b.utf8.withContiguousStorageIfAvailable { y in less(x, y) }
        }), let answer {
            return answer
        }
        var a = a, b = b
        return a.withUTF8 { x in b.withUTF8 { y in less(x, y) } }
    }

    @usableFromInline
    static func less(_ x: UnsafeBufferPointer<UInt8>, _ y: UnsafeBufferPointer<UInt8>) -> Bool {
        let common = Swift.min(x.count, y.count)
        if common > 0, let xp = x.baseAddress, let yp = y.baseAddress {
            let order = memcmp(xp, yp, common)
            if order != 0 { return order < 0 }
        }
        return x.count < y.count
    }
}
