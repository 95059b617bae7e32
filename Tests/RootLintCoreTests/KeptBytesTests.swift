import Testing
@testable import RootLintCore

/// The launch reach keeps the files it read for its next rounds, never more
/// bytes than its budget, and gives back exactly what it was offered.
@Suite struct KeptBytesTests {
    @Test func keepsWithinTheBudgetAndGivesBackWhatItKept() {
        let kept = KeptBytes(budget: 10)
        kept.offer([1, 2, 3, 4], for: 0)
        kept.offer([5, 6, 7, 8, 9, 10, 11], for: 1)  // 11 bytes in all: over the budget
        kept.offer([12, 13, 14, 15, 16, 17], for: 2)
        #expect(kept.peek(0) == [1, 2, 3, 4])
        #expect(kept.peek(1) == nil)
        #expect(kept.peek(2) == [12, 13, 14, 15, 16, 17])
        // A file already kept is not replaced.
        kept.offer([0], for: 0)
        #expect(kept.peek(0) == [1, 2, 3, 4])
    }
}
