/// Ascending code indices grouped by a 64-bit key, in flat arrays: the
/// indices key by key, and an open-addressing table from a key to its run.
/// `NameIndex` keeps one per file; as a dictionary of arrays it paid a
/// hashed lookup and often a reallocation for every name in the file.
struct KeyedPositions: Sendable {
    /// Per slot (a power of two, at least twice the distinct keys): its key,
    /// and the group holding it plus one (0: an empty slot).
    private let slotKeys: [UInt64]
    private let slotGroups: [Int32]
    /// Group `g`'s positions are `positions[groupStarts[g]..<groupStarts[g + 1]]`.
    private let groupStarts: [Int32]
    private let positions: [Int32]

    /// `keys[k]` is the key of `orderedPositions[k]`, which ascend.
    init(keys: [UInt64], orderedPositions: [Int32]) {
        precondition(keys.count == orderedPositions.count)
        // Sized by the distinct keys, doubled as they come: a file names a
        // few hundred things a hundred times each, and a table sized by the
        // occurrences was most of the index's memory on a large file.
        var size = 16
        var slotKeys = [UInt64](repeating: 0, count: size)
        var slotGroups = [Int32](repeating: 0, count: size)
        var groupKeys: [UInt64] = []
        var groupOfKey = [Int32](repeating: 0, count: keys.count)
        var counts: [Int32] = []
        for (k, key) in keys.enumerated() {
            var slot = KeyedPositions.slot(of: key, size: size)
            while slotGroups[slot] != 0, slotKeys[slot] != key { slot = (slot + 1) & (size - 1) }
            let group: Int
            if slotGroups[slot] != 0 {
                group = Int(slotGroups[slot]) - 1
            } else {
                group = counts.count
                counts.append(0)
                groupKeys.append(key)
                slotKeys[slot] = key
                slotGroups[slot] = Int32(group + 1)
                if counts.count * 2 > size {
                    size <<= 1
                    (slotKeys, slotGroups) = KeyedPositions.table(of: groupKeys, size: size)
                }
            }
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

    /// A table of `size` slots holding group `g` (plus one) at `keys[g]`'s slot.
    static func table(of keys: [UInt64], size: Int) -> ([UInt64], [Int32]) {
        var slotKeys = [UInt64](repeating: 0, count: size)
        var slotGroups = [Int32](repeating: 0, count: size)
        for (group, key) in keys.enumerated() {
            var slot = slot(of: key, size: size)
            while slotGroups[slot] != 0 { slot = (slot + 1) & (size - 1) }
            slotKeys[slot] = key
            slotGroups[slot] = Int32(group + 1)
        }
        return (slotKeys, slotGroups)
    }

    static func slot(of key: UInt64, size: Int) -> Int {
        Int(truncatingIfNeeded: (key &* 0x9E37_79B9_7F4A_7C15) >> 32) & (size - 1)
    }

    /// Slots in the table: what its memory grows with (for tests).
    var slotCount: Int { slotKeys.count }

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
