/// Three bytes at fixed distances, compared sixteen positions at a time: how
/// a search finds its candidates when even its rarest byte is common. `:`,
/// the rarest byte of `rootlint:`, is one byte in ninety of Swift code:
/// `memchr` stopped 446,929 times on the 40 MB benchmark tree, three times
/// as long as this loop takes, while `:` with the `l` four before it and
/// the `n` two before it meet 628 times. A rare anchor (`W`, `!`) keeps
/// `memchr`, which is faster than any portable vector loop when it seldom
/// stops.
public struct ByteFingerprint: Sendable, Hashable {
    /// Offsets from a candidate position, and the byte each must hold.
    let offsets: [Int]
    let bytes: [UInt8]

    /// Anchor bytes at least this common (per 10 000 bytes of Swift code,
    /// `ByteSearch.frequency`) are found by fingerprint: measured on the
    /// benchmark tree, `memchr` is as fast at `C` (27) and twice as slow at
    /// `w` (59).
    static let commonAnchor = 40

    init(offsets: [Int], bytes: [UInt8]) {
        precondition(offsets.count == 3 && bytes.count == 3, "three bytes")
        self.offsets = offsets
        self.bytes = bytes
    }

    /// The fingerprint of `needle` around its byte at `anchor` (offsets
    /// from the needle's start): the anchor and the two rarest other bytes,
    /// preferring bytes unlike the anchor and each other. Nil when the
    /// anchor is rare enough for `memchr` or the needle is too short.
    static func of(_ needle: [UInt8], anchor: Int) -> ByteFingerprint? {
        guard needle.count >= 3, ByteSearch.frequency(needle[anchor]) >= commonAnchor else { return nil }
        return choose(anchor: (0, needle[anchor]), among: needle.indices.filter { $0 != anchor }.map { ($0 - anchor, needle[$0]) })
            .map { ByteFingerprint(offsets: $0.offsets.map { $0 + anchor }, bytes: $0.bytes) }
    }

    /// The fingerprint shared by needles that have the same byte at their
    /// anchors (offsets from the anchor): the anchor and the two rarest
    /// bytes that every needle has at the same distance from it (`indow` and
    /// `window` share `d` two before their last `w`). Nil when the anchor
    /// is rare or fewer than two such bytes exist.
    static func shared(by needles: [[UInt8]], anchors: [Int]) -> ByteFingerprint? {
        guard let first = needles.first, ByteSearch.frequency(first[anchors[0]]) >= commonAnchor else { return nil }
        let common = first.indices.compactMap { index -> (Int, UInt8)? in
            let distance = index - anchors[0]
            guard distance != 0 else { return nil }
            let agreed = zip(needles, anchors).allSatisfy { needle, anchor in
                let at = anchor + distance
                return at >= 0 && at < needle.count && needle[at] == first[index]
            }
            return agreed ? (distance, first[index]) : nil
        }
        return choose(anchor: (0, first[anchors[0]]), among: common)
    }

    /// The anchor and the two rarest candidates, those unlike the bytes
    /// already chosen first.
    private static func choose(anchor: (Int, UInt8), among candidates: [(Int, UInt8)]) -> ByteFingerprint? {
        guard candidates.count >= 2 else { return nil }
        var chosen = [anchor]
        var rest = candidates.sorted { (ByteSearch.frequency($0.1), $0.0) < (ByteSearch.frequency($1.1), $1.0) }
        while chosen.count < 3 {
            let unlike = rest.firstIndex { candidate in !chosen.contains { $0.1 == candidate.1 } } ?? 0
            chosen.append(rest.remove(at: unlike))
        }
        return ByteFingerprint(offsets: chosen.map(\.0), bytes: chosen.map(\.1))
    }

    /// Calls `body(q)` for each `q` in `positions`, ascending, at which all
    /// three bytes are found, while it returns true. Positions whose
    /// offsets would leave the buffer are skipped, not read.
    @inline(__always)
    func forEachCandidate(_ base: UnsafePointer<UInt8>, _ count: Int, in positions: Range<Int>, _ body: (Int) -> Bool) {
        let (o0, o1, o2) = (offsets[0], offsets[1], offsets[2])
        let (b0, b1, b2) = (bytes[0], bytes[1], bytes[2])
        var q = max(positions.lowerBound, -min(o0, o1, o2))
        let end = min(positions.upperBound, count - max(o0, o1, o2))
        let raw = UnsafeRawPointer(base)
        let x0 = SIMD16<UInt8>(repeating: b0), x1 = SIMD16<UInt8>(repeating: b1), x2 = SIMD16<UInt8>(repeating: b2)
        while q &+ 16 <= end {
            let found = (raw.loadUnaligned(fromByteOffset: q &+ o0, as: SIMD16<UInt8>.self) .== x0)
                .& (raw.loadUnaligned(fromByteOffset: q &+ o1, as: SIMD16<UInt8>.self) .== x1)
                .& (raw.loadUnaligned(fromByteOffset: q &+ o2, as: SIMD16<UInt8>.self) .== x2)
            if any(found) {
                for lane in 0..<16 where found[lane] {
                    guard body(q &+ lane) else { return }
                }
            }
            q &+= 16
        }
        while q < end {
            if base[q + o0] == b0, base[q + o1] == b1, base[q + o2] == b2 {
                guard body(q) else { return }
            }
            q += 1
        }
    }
}
