@testable import RootLintCore
@testable import RootLintRules
@testable import RootLintSyntax
import Testing

/// `decentralized_root_switching` reads sites in report order (path, then
/// offset) without sorting them when they come so, and names the first three
/// types without sorting them all: the finding must be the one sorting gave,
/// whatever order the sites arrive in.
@Suite("Decentralized root switching: site order")
struct DecentralizedSiteOrderTests {
    static func site(_ path: String, _ offset: Int, _ type: String) -> SwitchSite {
        let start = SourcePosition(line: offset / 40 + 1, column: offset % 40 + 1, offset: offset, utf16Character: offset % 40)
        let end = SourcePosition(line: offset / 40 + 1, column: offset % 40 + 6, offset: offset + 5, utf16Character: offset % 40 + 5)
        return SwitchSite(path: path, typeName: type, range: SourceRange(start: start, end: end), kind: .write)
    }

    /// Sites over several files and types, in report order.
    static func sites(_ random: inout SplitMix, count: Int, types: Int) -> [SwitchSite] {
        var sites: [SwitchSite] = []
        for k in 0..<count {
            let file = Int(random.next() % 7)
            sites.append(site("App/F\(file).swift", k * 50 + Int(random.next() % 40), "Type\(random.next() % UInt64(types))"))
        }
        return sites.sorted { $0.path != $1.path ? String.bytewiseLess($0.path, $1.path) : $0.range.start.offset < $1.range.start.offset }
    }

    static func summary(_ diagnostics: [Diagnostic]) -> [String] {
        diagnostics.map { d in
            "\(d.path) \(d.range.start.offset) \(d.message) | " + d.related.map { "\($0.path):\($0.range.start.offset) \($0.message)" }.joined(separator: "; ")
        }
    }

    @Test func shuffledSitesGiveTheFindingOfSortedOnes() {
        var random = SplitMix(seed: 20261204)
        let rule = DecentralizedRootSwitchingRule()
        for round in 0..<40 {
            let sorted = Self.sites(&random, count: 1 + round % 13 * 3, types: 1 + round % 6)
            var options = DecentralizedRootSwitchingOptions()
            if round % 5 == 4 { options.maxSites = 2 }
            let expected = Self.summary(rule.check(sites: sorted, options: options))
            var shuffled = sorted
            for k in shuffled.indices.reversed() where k > 0 { shuffled.swapAt(k, Int(random.next() % UInt64(k + 1))) }
            #expect(Self.summary(rule.check(sites: shuffled, options: options)) == expected, "round \(round)")
            #expect(Self.summary(rule.check(sites: shuffled.reversed(), options: options)) == expected, "round \(round), reversed")
        }
    }

    @Test func ofEquallyBusyTypesTheFirstInReportOrderIsTheCoordinator() {
        let sites = [
            Self.site("A.swift", 10, "Zeta"), Self.site("A.swift", 90, "Alpha"),
            Self.site("B.swift", 10, "Alpha"), Self.site("B.swift", 90, "Zeta"),
        ]
        let rule = DecentralizedRootSwitchingRule()
        for order in [sites, sites.reversed(), [sites[2], sites[0], sites[3], sites[1]]] {
            let finding = rule.check(sites: order, options: DecentralizedRootSwitchingOptions())
            // `Zeta` switches first, so the finding sits on the first `Alpha` site.
            #expect(finding.map(\.path) == ["A.swift"])
            #expect(finding.map(\.range.start.offset) == [90])
            #expect(finding.first?.message.hasPrefix("Root switching is spread over 2 types (`Alpha`, `Zeta`)") == true)
            #expect(finding.first?.related.count == 3)
        }
    }

    @Test func theMessageNamesTheThreeFirstTypesInOrder() {
        var random = SplitMix(seed: 7)
        for count in 0..<30 {
            let names = (0..<count).map { _ in "T\(random.next() % 1000)é\(random.next() % 10)" }
            let unique = Array(Set(names))
            #expect(DecentralizedRootSwitchingRule.firstInOrder(3, of: unique) == Array(unique.sorted().prefix(3)))
        }
        #expect(DecentralizedRootSwitchingRule.firstInOrder(3, of: ["b", "a"]) == ["a", "b"])
    }

    @Test func reportOrderIsCheckedPairByPair() {
        let sites = [Self.site("A.swift", 1, "T"), Self.site("A.swift", 5, "T"), Self.site("B.swift", 0, "U")]
        #expect(DecentralizedRootSwitchingRule.isInReportOrder(sites))
        #expect(DecentralizedRootSwitchingRule.isInReportOrder([]))
        #expect(!DecentralizedRootSwitchingRule.isInReportOrder([sites[1], sites[0], sites[2]]))
        #expect(!DecentralizedRootSwitchingRule.isInReportOrder([sites[2], sites[0], sites[1]]))
        // Equal keys are in order either way (a stable sort keeps them).
        #expect(DecentralizedRootSwitchingRule.isInReportOrder([sites[0], sites[0]]))
    }

    /// The rule sorts the sites' indices, not the sites: the order must be
    /// the stable sort of the sites by `reportOrder`, ties in input order.
    /// (Paths that are canonically equal but spelled apart, `É` and
    /// `E\u{301}`, have no order under `reportOrder`: ranked as one path.)
    @Test func indicesAreSortedAsTheSitesWouldBe() {
        var random = SystemRandomNumberGenerator()
        for _ in 0..<50 {
            let sites = (0..<Int.random(in: 0...40, using: &random)).map { _ in
                Self.site(["A.swift", "B.swift", "a/C.swift", "É.swift", "F.swift"].randomElement(using: &random)!,
                          Int.random(in: 0...5, using: &random), ["T", "U", "V"].randomElement(using: &random)!)
            }
            let expected = sites.indices.sorted { i, j in
                DecentralizedRootSwitchingRule.reportOrder(sites[i], sites[j])
                    || (!DecentralizedRootSwitchingRule.reportOrder(sites[j], sites[i]) && i < j)
            }
            #expect(DecentralizedRootSwitchingRule.reportOrder(of: sites) == expected)
        }
    }
}

