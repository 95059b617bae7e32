/// Three bytes at fixed distances, compared sixteen positions at a time: how
/// a search finds its candidates when even its rarest byte is common. `:`,
/// the rarest byte of `rootlint:`, is one byte in ninety of Swift code:
/// `memchr` stopped 446,929 times on the 40 MB benchmark tree, three times
/// as long as this loop takes, while `:` with the `l` four before it and
/// the `n` two before it meet 628 times. A rare anchor (`W`, `!`) keeps
/// `memchr`, which is faster than any portable vector loop when it seldom
/// stops.
struct ByteFingerprint: Sendable, Hashable {
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
        let scan = Scan(o0: o0, o1: o1, o2: o2, b0: b0, b1: b1, b2: b2)
        while true {
            // Sixty-four positions a round in a loop of its own: inlined
            // here, with the caller's work on every hit around it, the loop
            // spilled and reloaded registers on every block, most of the
            // prefilter's time.
            var mask = scan.nextBlock(raw, from: &q, end: end)
            if mask == 0 { break }
            while mask != 0 {
                let lane = mask.trailingZeroBitCount
                mask &= mask &- 1
                guard body(q &+ lane) else { return }
            }
            q &+= 32
        }
        while q &+ 16 <= end {
            var mask = scan.block(raw, q)
            while mask != 0 {
                let lane = mask.trailingZeroBitCount
                mask &= mask &- 1
                guard body(q &+ lane) else { return }
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

    /// The three comparisons, sixteen, thirty-two and sixty-four positions at a time.
    struct Scan {
        let o0, o1, o2: Int
        let x0, x1, x2: SIMD16<UInt8>

        init(o0: Int, o1: Int, o2: Int, b0: UInt8, b1: UInt8, b2: UInt8) {
            (self.o0, self.o1, self.o2) = (o0, o1, o2)
            (x0, x1, x2) = (SIMD16(repeating: b0), SIMD16(repeating: b1), SIMD16(repeating: b2))
        }

        /// Bit `k` set: all three bytes are found at `q + k`, for k < 16.
        @inline(__always)
        func block(_ raw: UnsafeRawPointer, _ q: Int) -> UInt32 {
            let found = (raw.loadUnaligned(fromByteOffset: q &+ o0, as: SIMD16<UInt8>.self) .== x0)
                .& (raw.loadUnaligned(fromByteOffset: q &+ o1, as: SIMD16<UInt8>.self) .== x1)
                .& (raw.loadUnaligned(fromByteOffset: q &+ o2, as: SIMD16<UInt8>.self) .== x2)
            guard any(found) else { return 0 }
            var mask: UInt32 = 0
            for lane in 0..<16 where found[lane] { mask |= 1 << UInt32(lane) }
            return mask
        }

        /// From `q` on, sixty-four (then thirty-two) positions at a time
        /// while they fit before `end`: the first thirty-two holding a
        /// candidate, as bits (bit `k` for `q + k`), `q` left at their
        /// start; 0 when none remain, `q` at the first position not yet
        /// scanned.
        @inline(never)
        func nextBlock(_ raw: UnsafeRawPointer, from q: inout Int, end: Int) -> UInt32 {
            // Locals, not fields: read through `self` the offsets and bytes
            // were loaded again on every round.
            let (o0, o1, o2, x0, x1, x2) = (self.o0, self.o1, self.o2, self.x0, self.x1, self.x2)
            @inline(__always) func found(_ at: Int) -> SIMD16<UInt8> {
                let hits = (raw.loadUnaligned(fromByteOffset: at &+ o0, as: SIMD16<UInt8>.self) .== x0)
                    .& (raw.loadUnaligned(fromByteOffset: at &+ o1, as: SIMD16<UInt8>.self) .== x1)
                    .& (raw.loadUnaligned(fromByteOffset: at &+ o2, as: SIMD16<UInt8>.self) .== x2)
                return unsafeBitCast(hits, to: SIMD16<UInt8>.self)
            }
            // Any lane set, as two words: `any(_:)` was a call here.
            @inline(__always) func anySet(_ lanes: SIMD16<UInt8>) -> Bool {
                let words = unsafeBitCast(lanes, to: SIMD2<UInt64>.self)
                return words[0] | words[1] != 0
            }
            var at = q
            // Sixty-four positions a round: the test for any candidate and
            // the loop's own steps are paid once for four vectors, not two.
            while at &+ 64 <= end {
                let first = found(at) | found(at &+ 16)
                let second = found(at &+ 32) | found(at &+ 48)
                if anySet(first | second) {
                    if !anySet(first) { at &+= 32 }
                    q = at
                    return block(raw, at) | block(raw, at &+ 16) << 16
                }
                at &+= 64
            }
            if at &+ 32 <= end, anySet(found(at) | found(at &+ 16)) {
                q = at
                return block(raw, at) | block(raw, at &+ 16) << 16
            }
            if at &+ 32 <= end { at &+= 32 }
            q = at
            return 0
        }
    }
}
