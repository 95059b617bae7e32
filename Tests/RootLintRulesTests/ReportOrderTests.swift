@testable import RootLintCore
@testable import RootLintSyntax
import Testing

/// `Diagnostic.inReportOrder` sorts by ranked paths and integer keys instead
/// of comparing findings: it must give exactly what a stable
/// `sorted(by: reportOrder)` gives, ties in their given order included.
@Suite("Report order")
struct ReportOrderTests {
    /// Findings over a few paths (prefixes of each other, non-ASCII, equal
    /// ones), offsets, rules and messages that often coincide, so that every
    /// key of the order and the final tie are exercised.
    static func findings(_ random: inout SplitMix, count: Int) -> [Diagnostic] {
        let paths = ["App/A.swift", "App/A.swift.bak/B.swift", "App/Ä.swift", "App/a.swift", "Lib/Z.swift", "App/A"]
        let rules: [RuleID] = ["unanimated_root_swap", "root_switch_outside_coordinator", "forced_root_cast"]
        let messages = ["Root replaced", "Root replaced without animation", "Cast"]
        return (0..<count).map { k in
            let offset = Int(random.next() % 6) * 10
            var diagnostic = Diagnostic(rule: rules[Int(random.next() % 3)], message: messages[Int(random.next() % 3)],
                                        range: ByteRange(start: offset, end: offset + 4),
                                        suggestion: "suggestion \(k)", path: paths[Int(random.next() % UInt64(paths.count))])
            // The suggestion tells apart findings the order calls equal.
            diagnostic.suggestion = "finding \(k)"
            return diagnostic
        }
    }

    @Test func matchesAStableSortByReportOrder() {
        var random = SplitMix(seed: 20261205)
        for round in 0..<60 {
            let findings = Self.findings(&random, count: round * 7)
            let expected = findings.sorted(by: Diagnostic.reportOrder)
            let sorted = Diagnostic.inReportOrder(findings)
            #expect(sorted.map(\.suggestion) == expected.map(\.suggestion), "round \(round)")
        }
    }

    @Test func keepsTheGivenOrderOfFindingsTheOrderCallsEqual() {
        let make = { (k: Int) -> Diagnostic in
            Diagnostic(rule: "unanimated_root_swap", message: "same", range: ByteRange(start: 5, end: 9),
                       suggestion: "\(k)", path: "App/A.swift")
        }
        let findings = (0..<50).map(make)
        #expect(Diagnostic.inReportOrder(findings).map(\.suggestion) == (0..<50).map { "\($0)" })
        #expect(Diagnostic.inReportOrder([]).isEmpty)
        #expect(Diagnostic.inReportOrder([make(1)]).map(\.suggestion) == ["1"])
    }
}
