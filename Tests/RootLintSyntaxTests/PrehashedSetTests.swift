import Testing
@testable import RootLintSyntax

/// `PrehashedSet` answers as `Set<UInt64>` does, for hashes that crowd
/// into nearby slots and for the hash 0, which marks its empty slots.
@Suite struct PrehashedSetTests {
    @Test(arguments: [0, 1, 7, 8, 9, 500])
    func answersAsASetOfHashes(_ count: Int) {
        var random = SeededGenerator(seed: UInt64(count) &+ 5)
        // Hashes differing only in their high bits, and random ones.
        let members = (0..<count).map { k in k % 2 == 0 ? UInt64(k) << 48 : UInt64.random(in: 1...UInt64.max, using: &random) }
        let set = PrehashedSet(members + members)
        let expected = Set(members)
        for member in members { #expect(set.contains(member)) }
        for _ in 0..<1_000 {
            let other = UInt64.random(in: 0...UInt64.max, using: &random)
            #expect(set.contains(other) == expected.contains(other))
        }
        #expect(set.contains(0) == expected.contains(0))
        #expect(set.contains(1 << 63) == expected.contains(1 << 63))
    }

    @Test func zeroIsAMemberOnlyWhenGiven() {
        #expect(!PrehashedSet([1, 2, 3]).contains(0))
        #expect(PrehashedSet([0]).contains(0))
        #expect(!PrehashedSet([0]).contains(1))
        #expect(!PrehashedSet([]).contains(0))
    }
}
