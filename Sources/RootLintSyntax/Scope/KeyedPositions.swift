/// Ascending code indices grouped by a 64-bit key, in flat arrays: the
/// indices key by key, and an open-addressing table from a key to its run.
/// `NameIndex` keeps one per file; as a dictionary of arrays it paid a
/// hashed lookup and often a reallocation for every name in the file.
struct KeyedPositions: Sendable {
    /// Per slot (a power of two, at least twice the keys): its key, and the
    /// group holding it plus one (0: an empty slot).
    private let slotKeys: [UInt64]
    private let slotGroups: [Int32]
    /// Group `g`'s positions are `positions[groupStarts[g]..<groupStarts[g + 1]]`.
    private let groupStarts: [Int32]
    private let positions: [Int32]

    /// `keys[k]` is the key of `orderedPositions[k]`, which ascend.
    init(keys: [UInt64], orderedPositions: [Int32]) {
        precondition(keys.count == orderedPositions.count)
        var size = 8
        while size < keys.count * 2 { size <<= 1 }
        var slotKeys = [UInt64](repeating: 0, count: size)
        var slotGroups = [Int32](repeating: 0, count: size)
        var groupOfKey = [Int32](repeating: 0, count: keys.count)
        var counts: [Int32] = []
        for (k, key) in keys.enumerated() {
            var slot = KeyedPositions.slot(of: key, size: size)
            while slotGroups[slot] != 0, slotKeys[slot] != key { slot = (slot + 1) & (size - 1) }
            if slotGroups[slot] == 0 {
                counts.append(0)
                slotKeys[slot] = key
                slotGroups[slot] = Int32(counts.count)
            }
            let group = Int(slotGroups[slot]) - 1
            groupOfKey[k] = Int32(group)
            counts[group] += 1
        }
        var groupStarts = [Int32](repeating: 0, count: counts.count + 1)
        for g in counts.indices { groupStarts[g + 1] = groupStarts[g] + counts[g] }
        // Filled in input order, so each group's run ascends too.
        var next = Array(groupStarts.dropLast())
        var positions = [Int32](repeating: 0, count: keys.count)
        for k in keys.indices {
            let group = Int(groupOfKey[k])
            positions[Int(next[group])] = orderedPositions[k]
            next[group] += 1
        }
        self.slotKeys = slotKeys
        self.slotGroups = slotGroups
        self.groupStarts = groupStarts
        self.positions = positions
    }

    static func slot(of key: UInt64, size: Int) -> Int {
        Int(truncatingIfNeeded: (key &* 0x9E37_79B9_7F4A_7C15) >> 32) & (size - 1)
    }

    /// The positions with `key`, ascending; nil if there are none.
    func positions(of key: UInt64) -> ArraySlice<Int32>? {
        let size = slotKeys.count
        var slot = KeyedPositions.slot(of: key, size: size)
        while slotGroups[slot] != 0 {
            if slotKeys[slot] == key {
                let group = Int(slotGroups[slot]) - 1
                return positions[Int(groupStarts[group])..<Int(groupStarts[group + 1])]
            }
            slot = (slot + 1) & (size - 1)
        }
        return nil
    }
}
