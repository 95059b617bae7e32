/// Ascending code indices grouped by a 64-bit key, in flat arrays: the
/// indices key by key, and an open-addressing table from a key to its run.
/// `NameIndex` keeps one per file; as a dictionary of arrays it paid a
/// hashed lookup and often a reallocation for every name in the file.
struct KeyedPositions: Sendable {
    /// One slot of the open-addressing table (a power of two, at least
    /// twice the distinct keys): its key, and the group holding it plus one
    /// (0: an empty slot). Key and group side by side: one array, one
    /// allocation, one cache line per probe.
    struct Slot {
        var key: UInt64 = 0
        var group: Int32 = 0
    }

    private let slots: [Slot]
    /// Group `g`'s positions are `positions[groupStarts[g]..<groupStarts[g + 1]]`.
    private let groupStarts: [Int32]
    private let positions: [Int32]

    /// `keys[k]` is the key of `orderedPositions[k]`, which ascend.
    ///
    /// Every name of a file passes through here on each keystroke: the
    /// loops work on the arrays' buffers, where indexing the arrays checked
    /// bounds and uniqueness for every name (the table grows inside the
    /// loop, so the checks could not be hoisted). A round runs until the
    /// table must grow, then it is rebuilt twice the size from its own
    /// slots. Three arrays in all: a file's index builds two of these, and
    /// seven arrays each were a tenth of its cost. The keys' array becomes
    /// the groups' (each key replaced by its group once read): given the
    /// last use of an array, there is no temporary.
    init(keys: consuming [UInt64], orderedPositions: [Int32]) {
        precondition(keys.count == orderedPositions.count)
        let n = keys.count
        // Sized by the distinct keys, doubled as they come: a file names a
        // few hundred things a hundred times each, and a table sized by the
        // occurrences was most of the index's memory on a large file.
        // Started at the occurrences' count up to 512 slots (8 KiB): a
        // file of a few hundred names then builds its table once instead of
        // doubling it five times from 16.
        var size = 16
        while size < n, size < 512 { size <<= 1 }
        // From `repeatElement`, not `Array(repeating:count:)`: that one allocates
        // through the runtime's generic metadata look-up, about 500 instructions
        // a table, on every file.
        var slots = [Slot](repeatElement(Slot(), count: size))
        var groupOfKey = consume keys  // overwritten in place, key by key
        var groups = 0
        var k = 0
        while k < n {
            let mustGrow = slots.withUnsafeMutableBufferPointer { slots in
                groupOfKey.withUnsafeMutableBufferPointer { groupOfKey in
                    Self.assignGroups(from: &k, groups: &groups, slots: slots, keysThenGroups: groupOfKey)
                }
            }
            if mustGrow { slots = Self.grown(slots) }
        }
        var groupStarts = [Int32](repeatElement(0, count: groups + 1))
        var positions = [Int32](unsafeUninitializedCapacity: n) { _, initialized in initialized = n }
        groupOfKey.withUnsafeBufferPointer { groupOfKey in
            groupStarts.withUnsafeMutableBufferPointer { starts in
                // Counted into the next group's start, then summed: each
                // group's start. Filled in input order, each start used as
                // its group's cursor (so each run ascends), which leaves it
                // at the next group's start; shifted back after.
                for k in 0..<n { starts[Int(truncatingIfNeeded: groupOfKey[k]) &+ 1] &+= 1 }
                for g in 0..<groups { starts[g &+ 1] &+= starts[g] }
                positions.withUnsafeMutableBufferPointer { positions in
                    orderedPositions.withUnsafeBufferPointer { ordered in
                        for k in 0..<n {
                            let group = Int(truncatingIfNeeded: groupOfKey[k])
                            positions[Int(starts[group])] = ordered[k]
                            starts[group] &+= 1
                        }
                    }
                }
                var g = groups
                while g > 0 {
                    starts[g] = starts[g &- 1]
                    g &-= 1
                }
                starts[0] = 0
            }
        }
        self.slots = slots
        self.groupStarts = groupStarts
        self.positions = positions
    }

    /// Gives `keysThenGroups[k...]` their groups, each key replaced by its
    /// group, until a new group fills the table past half: true then (`k`
    /// is past that key), false at the end.
    private static func assignGroups(from k: inout Int, groups: inout Int, slots: UnsafeMutableBufferPointer<Slot>,
                                     keysThenGroups: UnsafeMutableBufferPointer<UInt64>) -> Bool {
        let size = slots.count
        while k < keysThenGroups.count {
            let key = keysThenGroups[k]
            var slot = slot(of: key, size: size)
            while slots[slot].group != 0, slots[slot].key != key { slot = (slot &+ 1) & (size &- 1) }
            if slots[slot].group != 0 {
                keysThenGroups[k] = UInt64(truncatingIfNeeded: slots[slot].group &- 1)
                k &+= 1
                continue
            }
            let group = groups
            groups &+= 1
            slots[slot] = Slot(key: key, group: Int32(truncatingIfNeeded: groups))
            keysThenGroups[k] = UInt64(truncatingIfNeeded: group)
            k &+= 1
            if groups &* 2 > size { return true }
        }
        return false
    }

    /// The same groups in a table twice the size.
    static func grown(_ slots: [Slot]) -> [Slot] {
        let size = slots.count * 2
        var grown = [Slot](repeatElement(Slot(), count: size))
        grown.withUnsafeMutableBufferPointer { grown in
            for old in slots where old.group != 0 {
                var slot = slot(of: old.key, size: size)
                while grown[slot].group != 0 { slot = (slot &+ 1) & (size &- 1) }
                grown[slot] = old
            }
        }
        return grown
    }

    static func slot(of key: UInt64, size: Int) -> Int {
        Int(truncatingIfNeeded: (key &* 0x9E37_79B9_7F4A_7C15) >> 32) & (size - 1)
    }

    /// Every position, grouped by key (not ascending overall).
    var allPositions: [Int32] { positions }

    /// Slots in the table: what its memory grows with (for tests).
    var slotCount: Int { slots.count }

    /// The positions with `key`, ascending; nil if there are none.
    func positions(of key: UInt64) -> ArraySlice<Int32>? {
        let size = slots.count
        var slot = KeyedPositions.slot(of: key, size: size)
        while slots[slot].group != 0 {
            if slots[slot].key == key {
                let group = Int(slots[slot].group) - 1
                return positions[Int(groupStarts[group])..<Int(groupStarts[group + 1])]
            }
            slot = (slot + 1) & (size - 1)
        }
        return nil
    }
}
