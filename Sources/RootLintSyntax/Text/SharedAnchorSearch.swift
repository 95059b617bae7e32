#if canImport(Glibc)
import Glibc
#elseif canImport(Darwin)
import Darwin
#elseif canImport(Musl)
import Musl
#endif

/// Byte searches that share their anchor byte, answered in one `memchr`
/// pass over a file instead of one pass each: the prefilter asks a file
/// without a root write for a dozen words, and four of them (`Window` twice,
/// the two `…WithOptions` launch methods) are anchored on `W`. A common
/// anchor byte is found by the fingerprint its needles share, when they
/// share one (`window` and `indow` on `w`, `d` and `n`).
///
/// The needles are kept side by side in one buffer, so that checking a hit
/// against every open search touches no array of a `ByteSearch`; a class,
/// so that asking it copies (and retains) none of its arrays.
public final class SharedAnchorSearch: Sendable {
    let searches: [ByteSearch]
    let target: UInt8
    /// Each needle's bytes at `needleStarts[i]` in `needleBytes`.
    let needleBytes: [UInt8]
    let needleStarts: [Int]
    let needleLengths: [Int]
    let anchors: [Int]
    /// For a common anchor byte, the bytes every needle has at the same
    /// distance from it (`ByteFingerprint.shared`), compared with the anchor.
    let fingerprint: ByteFingerprint?

    /// At most 64 searches (a bit each), all anchored on the same byte.
    public init(_ searches: [ByteSearch]) {
        precondition(!searches.isEmpty && searches.count <= 64, "one to 64 searches")
        let target = searches[0].anchorByte
        precondition(searches.allSatisfy { $0.anchorByte == target }, "the searches share their anchor byte")
        self.searches = searches
        self.target = target
        needleBytes = searches.flatMap(\.needle)
        needleStarts = searches.reduce(into: [0]) { starts, search in starts.append(starts.last! + search.needle.count) }.dropLast()
        needleLengths = searches.map(\.needle.count)
        anchors = searches.map(\.anchor)
        fingerprint = ByteFingerprint.shared(by: searches.map(\.needle), anchors: anchors)
    }

    /// Which of the searches in `open` (bit `i` for `searches[i]`) occur in
    /// the bytes: the same answers as `occurs(in:)` on each. The pass stops
    /// once every open search is found.
    public func occurrences(in buffer: UnsafeBufferPointer<UInt8>, among open: UInt64) -> UInt64 {
        guard let base = buffer.baseAddress, open != 0 else { return 0 }
        let count = buffer.count
        var remaining = open
        var found: UInt64 = 0
        // Every hit a search of its own would visit (from its anchor's offset on).
        let from = anchors.min()!
        needleBytes.withUnsafeBufferPointer { needles in
            needleStarts.withUnsafeBufferPointer { starts in
                needleLengths.withUnsafeBufferPointer { lengths in
                    anchors.withUnsafeBufferPointer { anchors in
                        let needles = Needles(bytes: needles.baseAddress!, starts: starts.baseAddress!,
                                              lengths: lengths.baseAddress!, anchors: anchors.baseAddress!)
                        if let fingerprint {
                            fingerprint.forEachCandidate(base, count, in: from..<max(from, count)) { at in
                                visit(at, base, count, needles, &remaining, &found)
                                return remaining != 0
                            }
                            return
                        }
                        var next = from
                        while remaining != 0, next < count {
                            guard let hit = memchr(base + next, Int32(target), count - next) else { return }
                            let at = UnsafePointer<UInt8>(hit.assumingMemoryBound(to: UInt8.self)) - base
                            visit(at, base, count, needles, &remaining, &found)
                            next = at + 1
                        }
                    }
                }
            }
        }
        return found
    }

    /// The needles' arrays as the hot loop reads them.
    struct Needles {
        let bytes: UnsafePointer<UInt8>
        let starts: UnsafePointer<Int>
        let lengths: UnsafePointer<Int>
        let anchors: UnsafePointer<Int>
    }

    /// Checks every search still open against an anchor byte at `at`.
    @inline(__always)
    private func visit(_ at: Int, _ base: UnsafePointer<UInt8>, _ count: Int, _ needles: Needles,
                       _ remaining: inout UInt64, _ found: inout UInt64) {
        var pending = remaining
        while pending != 0 {
            let index = pending.trailingZeroBitCount
            pending &= pending &- 1
            let start = at - needles.anchors[index]
            let length = needles.lengths[index]
            guard start >= 0, start <= count - length else { continue }
            let needle = needles.bytes + needles.starts[index]
            var k = 0
            while k < length, base[start + k] == needle[k] { k += 1 }
            guard k == length, searches[index].followerMatches(base, start + length, count),
                  searches[index].precederMatches(base, start) else { continue }
            found |= 1 << UInt64(index)
            remaining &= ~(1 << UInt64(index))
        }
    }
}
