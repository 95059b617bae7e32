@testable import RootLintCore
@testable import RootLintSyntax
import Testing

/// A fingerprint is sixteen lowercase hex digits of the line key, zero-padded,
/// a colon and the occurrence in decimal: the form baselines and SARIF's
/// `partialFingerprints` already hold, so it must never change.
@Suite("Fingerprint format")
struct FingerprintFormatTests {
    @Test func hexIsPaddedAndLowercaseAndTheOccurrenceDecimal() {
        #expect(Fingerprint.fingerprint(0, occurrence: 0) == "0000000000000000:0")
        #expect(Fingerprint.fingerprint(0xAB, occurrence: 12) == "00000000000000ab:12")
        #expect(Fingerprint.fingerprint(.max, occurrence: 1_234_567) == "ffffffffffffffff:1234567")
        let key: UInt64 = 0x0123_4567_89AB_CDEF
        let old = String(repeating: "0", count: 16 - String(key, radix: 16).count) + String(key, radix: 16)
        #expect(Fingerprint.fingerprint(key, occurrence: 3) == old + ":3")
    }

    /// The occurrence counts findings that share a line key, in report order.
    @Test func occurrencesCountPerKey() {
        func finding(_ key: UInt64) -> Diagnostic {
            var diagnostic = Diagnostic(rule: "unanimated_root_swap", message: "Root replaced",
                                        range: ByteRange(start: 0, end: 4), suggestion: "", path: "A.swift")
            diagnostic.lineKey = key
            return diagnostic
        }
        let prints = Fingerprint.fingerprints(of: [finding(1), finding(2), finding(1)])
        #expect(prints == ["0000000000000001:0", "0000000000000002:0", "0000000000000001:1"])
    }

    /// A file's line keys are cached per (rule, line): in order while few,
    /// in a dictionary past `recentLimit`. Either way each key is the one
    /// `Fingerprint.lineKey` gives, asked once or again, in any order.
    @Test func lineKeysAreTheFingerprintsOwnBeforeAndAfterTheCacheSpills() {
        let lineCount = 3 * LineTexts.recentLimit
        let text = (1...lineCount).map { "  let  value\($0) =\t\($0 * 7)   " }.joined(separator: "\n")
        let map = SourceMap(bytes: Array(text.utf8))
        var lines = LineTexts(map: map, path: "App/Lines.swift")
        let rules: [RuleID] = ["unanimated_root_swap", "root_switch_outside_coordinator"]
        // Forward, back again (cache hits on both sides of the spill), then forward once more.
        let order = Array(1...lineCount) + Array((1...lineCount).reversed()) + Array(1...lineCount)
        for line in order {
            for rule in rules {
                let expected = Fingerprint.lineKey(rule: rule, path: "App/Lines.swift", lineText: map.lineBytes(line))
                #expect(lines.key(rule: rule, line: line) == expected)
            }
        }
        #expect(lines.key(rule: rules[0], line: 1) != lines.key(rule: rules[1], line: 1))
    }
}
