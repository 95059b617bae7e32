/// Substring search over bytes for the prefilter: Boyer–Moore–Horspool. On
/// a miss it skips up to the needle's length per step, so scanning a file
/// for `ootViewController` touches about one byte in twelve; it does not
/// depend on which bytes are common in Swift source (a `memchr` on an anchor
/// byte does, and UIKit code is full of `V` and `C`).
public struct ByteSearch: Sendable {
    public let needle: [UInt8]
    /// How far the window may move when its last byte is `b`.
    let shift: [Int]

    public init(_ needle: String) {
        self.needle = Array(needle.utf8)
        precondition(!self.needle.isEmpty, "empty needle")
        var shift = [Int](repeating: self.needle.count, count: 256)
        for (index, byte) in self.needle.dropLast().enumerated() {
            shift[Int(byte)] = self.needle.count - 1 - index
        }
        self.shift = shift
    }

    public func occurs(in buffer: UnsafeBufferPointer<UInt8>) -> Bool {
        let m = needle.count
        let n = buffer.count
        guard m <= n, let base = buffer.baseAddress else { return false }
        return needle.withUnsafeBufferPointer { pattern in
            shift.withUnsafeBufferPointer { shift in
                let last = pattern[m - 1]
                var position = 0
                while position <= n - m {
                    let end = base[position + m - 1]
                    if end == last {
                        var k = m - 2
                        while k >= 0 && base[position + k] == pattern[k] { k -= 1 }
                        if k < 0 { return true }
                    }
                    position += shift[Int(end)]
                }
                return false
            }
        }
    }
}
