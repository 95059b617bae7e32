@testable import RootLintCore
@testable import RootLintSyntax
import Testing

@Suite("Suppression")
struct SuppressionTests {
    func map(_ code: String) -> SuppressionMap {
        let file = SourceFile(path: "x.swift", text: code)
        return SuppressionMap(file: file)
    }

    @Test func parsesCommands() {
        let m = map("""
            // rootlint:disable:next rule_a rule_b
            x() // rootlint:disable:this all
            /* rootlint:disable rule_c, rule_d -- legacy code */
            // rootlint:enable rule_c
            // rootlint:disable:previous rule_e
            // not a command: rootlint is great
            // rootlint:frobnicate rule_f
            """)
        #expect(m.directives.map(\.kind) == [.disableNext, .disableThis, .disable, .enable, .disablePrevious])
        #expect(m.directives[0].rules == ["rule_a", "rule_b"])
        #expect(m.directives[1].appliesToAll)
        #expect(m.directives[2].rules == ["rule_c", "rule_d"])
        #expect(m.directives.map(\.line) == [1, 2, 3, 4, 5])
    }

    @Test func appliesToLines() {
        let m = map("""
            // rootlint:disable:next a
            line2
            line3 // rootlint:disable:this b
            // rootlint:disable c
            line5
            // rootlint:enable c
            line7
            // rootlint:disable:previous d
            """)
        #expect(m.suppressor(of: "a", onLine: 2) != nil)
        #expect(m.suppressor(of: "a", onLine: 3) == nil)
        #expect(m.suppressor(of: "b", onLine: 3) != nil)
        #expect(m.suppressor(of: "b", onLine: 2) == nil)
        #expect(m.suppressor(of: "c", onLine: 5) != nil)
        #expect(m.suppressor(of: "c", onLine: 7) == nil)
        #expect(m.suppressor(of: "d", onLine: 7) != nil)
        #expect(m.suppressor(of: "x", onLine: 5) == nil)
    }

    @Test func commandsInStringsAreIgnored() {
        let m = map("let s = \"// rootlint:disable all\"\n")
        #expect(m.directives.isEmpty)
    }
}
