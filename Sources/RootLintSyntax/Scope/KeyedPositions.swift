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
    ///
    /// Every name of a file passes through here on each keystroke: the
    /// loops work on the arrays' buffers, where indexing the arrays checked
    /// bounds and uniqueness for every name (the table grows inside the
    /// loop, so the checks could not be hoisted). A round runs until the
    /// table must grow, then it is rebuilt twice the size.
    init(keys: [UInt64], orderedPositions: [Int32]) {
        precondition(keys.count == orderedPositions.count)
        let n = keys.count
        // Sized by the distinct keys, doubled as they come: a file names a
        // few hundred things a hundred times each, and a table sized by the
        // occurrences was most of the index's memory on a large file.
        // Started at the occurrences' count up to 512 slots (6 KiB): a
        // file of a few hundred names then builds its table once instead of
        // doubling it five times from 16.
        var size = 16
        while size < n, size < 512 { size <<= 1 }
        var slotKeys = [UInt64](repeating: 0, count: size)
        var slotGroups = [Int32](repeating: 0, count: size)
        // Group `g`'s key; at most `size / 2` groups before the table grows.
        var groupKeys = [UInt64](repeating: 0, count: size / 2 + 1)
        var groupOfKey = [Int32](repeating: 0, count: n)
        var groups = 0
        var k = 0
        while k < n {
            let mustGrow = keys.withUnsafeBufferPointer { keys in
                slotKeys.withUnsafeMutableBufferPointer { slotKeys in
                    slotGroups.withUnsafeMutableBufferPointer { slotGroups in
                        groupKeys.withUnsafeMutableBufferPointer { groupKeys in
                            groupOfKey.withUnsafeMutableBufferPointer { groupOfKey in
                                Self.assignGroups(keys, from: &k, groups: &groups, slotKeys: slotKeys, slotGroups: slotGroups,
                                                  groupKeys: groupKeys, groupOfKey: groupOfKey)
                            }
                        }
                    }
                }
            }
            if mustGrow {
                size <<= 1
                groupKeys += [UInt64](repeating: 0, count: size / 2 + 1 - groupKeys.count)
                (slotKeys, slotGroups) = KeyedPositions.table(of: groupKeys[0..<groups], size: size)
            }
        }
        var groupStarts = [Int32](repeating: 0, count: groups + 1)
        var positions = [Int32](repeating: 0, count: n)
        groupOfKey.withUnsafeBufferPointer { groupOfKey in
            groupStarts.withUnsafeMutableBufferPointer { starts in
                // Counted into the next group's start, then summed.
                for k in 0..<n { starts[Int(groupOfKey[k]) &+ 1] &+= 1 }
                for g in 0..<groups { starts[g &+ 1] &+= starts[g] }
                // Filled in input order, so each group's run ascends too.
                var next = Array(starts[0..<groups])
                next.withUnsafeMutableBufferPointer { next in
                    positions.withUnsafeMutableBufferPointer { positions in
                        orderedPositions.withUnsafeBufferPointer { ordered in
                            for k in 0..<n {
                                let group = Int(groupOfKey[k])
                                positions[Int(next[group])] = ordered[k]
                                next[group] &+= 1
                            }
                        }
                    }
                }
            }
        }
        self.slotKeys = slotKeys
        self.slotGroups = slotGroups
        self.groupStarts = groupStarts
        self.positions = positions
    }

    /// Gives `keys[k...]` their groups until a new group fills the table
    /// past half: true then (`k` is past that key), false at the end.
    private static func assignGroups(_ keys: UnsafeBufferPointer<UInt64>, from k: inout Int, groups: inout Int,
                                     slotKeys: UnsafeMutableBufferPointer<UInt64>, slotGroups: UnsafeMutableBufferPointer<Int32>,
                                     groupKeys: UnsafeMutableBufferPointer<UInt64>, groupOfKey: UnsafeMutableBufferPointer<Int32>) -> Bool {
        let size = slotKeys.count
        while k < keys.count {
            let key = keys[k]
            var slot = slot(of: key, size: size)
            while slotGroups[slot] != 0, slotKeys[slot] != key { slot = (slot &+ 1) & (size &- 1) }
            if slotGroups[slot] != 0 {
                groupOfKey[k] = slotGroups[slot] &- 1
                k &+= 1
                continue
            }
            let group = groups
            groups &+= 1
            groupKeys[group] = key
            slotKeys[slot] = key
            slotGroups[slot] = Int32(truncatingIfNeeded: groups)
            groupOfKey[k] = Int32(truncatingIfNeeded: group)
            k &+= 1
            if groups &* 2 > size { return true }
        }
        return false
    }

    /// A table of `size` slots holding group `g` (plus one) at `keys[g]`'s slot.
    static func table(of keys: ArraySlice<UInt64>, size: Int) -> ([UInt64], [Int32]) {
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
