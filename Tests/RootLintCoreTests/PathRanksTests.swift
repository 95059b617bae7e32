import Testing
@testable import RootLintCore

/// `PathRanks` ranks each item's path among the distinct paths, bytewise:
/// equal paths share a rank wherever they stand, and the ranks follow
/// `String.bytewiseLess`, not Unicode order.
@Suite struct PathRanksTests {
    @Test func ranksFollowBytewiseOrderAndRepeatForEqualPaths() {
        let paths = ["b.swift", "a.swift", "b.swift", "Z.swift", "a.swift", "é.swift", "z.swift"]
        let ranks = PathRanks.ranks(count: paths.count) { paths[$0] }
        let distinct = Array(Set(paths)).sorted(by: String.bytewiseLess)
        #expect(ranks == paths.map { distinct.firstIndex(of: $0)! })
        #expect(ranks[0] == ranks[2])
        #expect(ranks[3] < ranks[1])
        #expect(PathRanks.ranks(count: 0) { _ in "" }.isEmpty)
    }
}
