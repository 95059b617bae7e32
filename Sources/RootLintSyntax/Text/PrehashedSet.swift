/// A set of 64-bit hashes, asked without hashing them again. `Set<UInt64>`
/// runs every lookup through SipHash, which cost several times the FNV hash
/// of the name being asked about: a name's affixes and camelCase words are
/// looked up a dozen times per root write. Open addressing over a
/// power-of-two table at most half full, the slot taken from the hash's
/// own bits (mixed once, as FNV's low bits are weak).
///
/// A hash found here is a candidate only: callers confirm it against the
/// words themselves, since different words may share a hash.
public struct PrehashedSet: Sendable {
    private let slots: [UInt64]
    /// 0 marks an empty slot, so the hash 0 is kept apart.
    private let containsZero: Bool

    public init(_ hashes: some Sequence<UInt64>) {
        let distinct = Array(Set(hashes))
        var size = 8
        while size < distinct.count * 2 { size <<= 1 }
        var slots = [UInt64](repeating: 0, count: size)
        var containsZero = false
        for hash in distinct {
            if hash == 0 {
                containsZero = true
                continue
            }
            var slot = Self.slot(of: hash, size: size)
            while slots[slot] != 0 { slot = (slot &+ 1) & (size &- 1) }
            slots[slot] = hash
        }
        self.slots = slots
        self.containsZero = containsZero
    }

    @inline(__always)
    static func slot(of hash: UInt64, size: Int) -> Int {
        Int(truncatingIfNeeded: (hash &* 0x9E37_79B9_7F4A_7C15) >> 32) & (size &- 1)
    }

    public func contains(_ hash: UInt64) -> Bool {
        if hash == 0 { return containsZero }
        return slots.withUnsafeBufferPointer { slots in
            let size = slots.count
            var slot = Self.slot(of: hash, size: size)
            // At most half full: an empty slot always ends the probe.
            while true {
                let held = slots[slot]
                if held == hash { return true }
                if held == 0 { return false }
                slot = (slot &+ 1) & (size &- 1)
            }
        }
    }
}
