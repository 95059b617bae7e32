@testable import RootLintCore
import Testing

@Suite("Fixing")
struct FixingTests {
    func diagnostic(_ start: Int, _ end: Int, _ text: String, _ applicability: FixApplicability = .safe) -> Diagnostic {
        let fix = Fix(title: "t", applicability: applicability, edits: [TextEdit(range: ByteRange(start: start, end: end), replacement: text)])
        return Diagnostic(rule: "r", message: "m", range: ByteRange(start: start, end: end), suggestion: "", fix: fix)
    }

    @Test func overlappingFixesWaitForTheNextPass() {
        let bytes = Array("abcdefgh".utf8)
        let selection = FixSelection([diagnostic(0, 3, "X"), diagnostic(2, 5, "Y"), diagnostic(6, 6, "Z"), diagnostic(6, 7, "W")],
                                     includeUnsafe: false)
        #expect(selection.fixCount == 2)
        #expect(selection.deferred == 2)
        #expect(selection.applied(to: bytes).map { String(decoding: $0, as: UTF8.self) } == "XdefZgh")
    }

    @Test func unsafeAndManualFixes() {
        let bytes = Array("abc".utf8)
        let fixes = [diagnostic(0, 1, "X", .unsafe), diagnostic(2, 3, "Z", .manual)]
        #expect(FixSelection(fixes, includeUnsafe: false).edits.isEmpty)
        #expect(FixSelection(fixes, includeUnsafe: true).applied(to: bytes).map { String(decoding: $0, as: UTF8.self) } == "Xbc")
    }

    @Test func anEditOutsideTheTextIsRefused() {
        #expect(FixSelection([diagnostic(2, 9, "X")], includeUnsafe: false).applied(to: Array("abc".utf8)) == nil)
    }

    @Test func unifiedDiffAsDiffPrintsIt() {
        let old = "a\nb\nc\nd\ne\nf\ng\nh\ni\n"
        let new = "a\nb\nc\nD\ne\nf\ng\nh\ni\nj"
        #expect(UnifiedDiff.render(old: Array(old.utf8), new: Array(new.utf8), path: "F.swift") == """
            --- a/F.swift
            +++ b/F.swift
            @@ -1,9 +1,10 @@
             a
             b
             c
            -d
            +D
             e
             f
             g
             h
             i
            +j
            \\ No newline at end of file

            """)
        #expect(UnifiedDiff.render(old: Array(old.utf8), new: Array(old.utf8), path: "F.swift").isEmpty)
    }

    @Test func unifiedDiffRoundTrips() {
        var random = SplitMix(seed: 42)
        for _ in 0..<300 {
            let old = (0..<random.next(40)).map { _ in "line \(random.next(6))\n" }
            var new = old
            for _ in 0..<random.next(5) {
                let at = random.next(new.count + 1)
                switch random.next(3) {
                case 0: new.insert("new \(random.next(9))\n", at: at)
                case 1: if at < new.count { new.remove(at: at) }
                default: if at < new.count { new[at] = "changed \(random.next(9))\n" }
                }
            }
            let a = Array(old.joined().utf8), b = Array(new.joined().utf8)
            let diff = UnifiedDiff.render(old: a, new: b, path: "x")
            #expect(Self.patch(old.joined(), with: diff) == new.joined(), "\(old) → \(new):\n\(diff)")
        }
    }

    /// Applies a unified diff (as `patch` does, strictly: context must match).
    static func patch(_ text: String, with diff: String) -> String? {
        if diff.isEmpty { return text }
        var lines = text.split(separator: "\n", omittingEmptySubsequences: false).map(String.init)
        if lines.last == "" { lines.removeLast() }
        var output: [String] = []
        var position = 0
        let diffLines = diff.split(separator: "\n", omittingEmptySubsequences: false).map(String.init).dropFirst(2)
        for line in diffLines where !line.isEmpty {
            if line.hasPrefix("@@") {
                let oldPart = line.split(separator: " ")[1].dropFirst()
                let fields = oldPart.split(separator: ",").compactMap { Int($0) }
                var start = fields[0] - 1
                if fields.count == 2, fields[1] == 0 { start = fields[0] }
                guard start >= position else { return nil }
                output += lines[position..<start]
                position = start
            } else if line.hasPrefix(" ") || line.hasPrefix("-") {
                guard position < lines.count, lines[position] == String(line.dropFirst()) else { return nil }
                if line.hasPrefix(" ") { output.append(lines[position]) }
                position += 1
            } else if line.hasPrefix("+") {
                output.append(String(line.dropFirst()))
            }
        }
        output += lines[position...]
        return output.isEmpty ? "" : output.joined(separator: "\n") + "\n"
    }
}

/// A small seeded generator, so that a failing case can be replayed.
struct SplitMix {
    var state: UInt64
    init(seed: UInt64) { state = seed }
    mutating func next(_ bound: Int) -> Int {
        state &+= 0x9E37_79B9_7F4A_7C15
        var z = state
        z = (z ^ (z >> 30)) &* 0xBF58_476D_1CE4_E5B9
        z = (z ^ (z >> 27)) &* 0x94D0_49BB_1331_11EB
        return bound <= 0 ? 0 : Int((z ^ (z >> 31)) % UInt64(bound))
    }
}
