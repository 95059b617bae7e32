@testable import RootLintCore
import Testing

@Suite("Glob patterns")
struct GlobPatternTests {
    @Test(arguments: [
        ("Generated", "Generated/Models.swift", true),
        ("Generated", "App/Generated/Models.swift", true),
        ("Generated", "App/GeneratedCode/Models.swift", false),
        ("*.generated.swift", "App/Models.generated.swift", true),
        ("*.generated.swift", "App/Models.swift", false),
        ("App/Legacy", "App/Legacy/Old.swift", true),
        ("App/Legacy", "Other/App/Legacy/Old.swift", false),
        ("/App/Legacy", "App/Legacy/Old.swift", true),
        ("App/**/*.swift", "App/A/B/C.swift", true),
        ("App/**/*.swift", "App/C.swift", true),
        ("App/**/*.swift", "Lib/C.swift", false),
        ("**/Tests/**", "Modules/Foo/Tests/FooTests.swift", true),
        ("Legacy/", "Legacy/Old.swift", true),
        ("Old.swift/", "Old.swift", false),
        ("Sources/[AB]*/*.swift", "Sources/Alpha/x.swift", true),
        ("Sources/[!AB]*/*.swift", "Sources/Alpha/x.swift", false),
        ("Sources/?lpha/*.swift", "Sources/Alpha/x.swift", true),
        ("*", "anything/at/all.swift", true),
        ("**", "anything/at/all.swift", true),
        ("App/**", "App", true),
        ("App/**", "Apps/x.swift", false),
        ("**/x.swift", "x.swift", true),
        ("a/**/b/**/c", "a/b/c", true),
        ("a/**/b/**/c", "a/x/b/y/z/c/d.swift", true),
        ("a/**/b/**/c", "a/c/b", false),
        ("Legacy/", "Legacy", false),
        ("App/Legacy/", "App/Legacy/Old.swift", true),
        ("App/Legacy/", "App/Legacy", false),
        ("[]x]", "]", true),
        ("[!]x]", "]", false),
        ("[a-c]", "b", true),
        ("[c-a]", "b", false),
        ("a[b", "a[b", true),
        ("a[b*", "a[bcd", true),
        ("*.swift", "App/.swift", true),
        ("A*B*C", "AxxBxxC", true),
        ("A*B*C", "AxxCxxB", false),
        ("", "App/x.swift", false),
        ("/", "App/x.swift", false),
    ])
    func matching(_ pattern: String, _ path: String, _ expected: Bool) {
        #expect(GlobPattern(pattern).matches(path) == expected, "\(pattern) vs \(path)")
    }
}

/// Patterns that make a backtracking matcher exponential: each would take
/// far longer than the test run if matching were not polynomial.
@Suite("Glob patterns: matching stays polynomial")
struct GlobPatternComplexityTests {
    @Test func manyDoubleStarsAgainstADeepPathThatDoesNotMatch() {
        // 14 `**` segments with an `a` between each, then a `b` that never comes.
        let pattern = Array(repeating: "**/a", count: 14).joined(separator: "/") + "/**/b"
        let path = Array(repeating: "a", count: 40).joined(separator: "/")
        #expect(!GlobPattern(pattern).matches(path))
        #expect(GlobPattern(pattern).matches(path + "/b"))
    }

    @Test func manyStarsInOneComponentThatDoesNotMatch() {
        let pattern = String(repeating: "*a", count: 40) + "*b"
        let component = String(repeating: "a", count: 2_000)
        #expect(!GlobPattern(pattern).matches(component))
        #expect(GlobPattern(pattern).matches(component + "b"))
    }
}

/// The matcher against the recursive backtracking one it replaced, on
/// random small patterns and paths: every semantic kept.
@Suite("Glob patterns: same answers as the backtracking matcher")
struct GlobPatternReferenceTests {
    @Test func randomPatternsAgreeWithTheReference() {
        var random = TestRandom(seed: 0x5EED)
        let segmentPieces = ["a", "b", "ab", "*", "a*", "*b", "?", "[ab]", "[!a]", "**", "a?b", "[a-b]*"]
        let componentPieces = ["a", "b", "ab", "ba", "aab", "bb"]
        var checked = 0
        for _ in 0..<4_000 {
            var pattern = (0..<random.next(in: 1...4)).map { _ in segmentPieces[random.next(in: 0...(segmentPieces.count - 1))] }
                .joined(separator: "/")
            switch random.next(in: 0...3) {
            case 0: pattern = "/" + pattern
            case 1: pattern += "/"
            default: break
            }
            let path = (0..<random.next(in: 1...5)).map { _ in componentPieces[random.next(in: 0...(componentPieces.count - 1))] }
                .joined(separator: "/")
            let expected = ReferenceGlob(pattern).matches(path)
            #expect(GlobPattern(pattern).matches(path) == expected, "\(pattern) vs \(path)")
            #expect(GlobPatternSet([GlobPattern(pattern)]).matchesAny(path) == expected, "set: \(pattern) vs \(path)")
            checked += expected ? 1 : 0
        }
        #expect(checked > 200, "the random cases should include matches")
    }

    @Test func aSetAnswersLikeTryingEachPattern() {
        var random = TestRandom(seed: 42)
        let pieces = ["a", "b", "c", "*", "**", "a*"]
        let patterns = (0..<60).map { index -> GlobPattern in
            var text = (0..<random.next(in: 1...3)).map { _ in pieces[random.next(in: 0...(pieces.count - 1))] }.joined(separator: "/")
            if index % 5 == 0 { text += "/" }
            return GlobPattern(text)
        }
        for _ in 0..<2_000 {
            let path = (0..<random.next(in: 1...4)).map { _ in ["a", "b", "c", "d"][random.next(in: 0...3)] }.joined(separator: "/")
            for size in [1, 7, 60] {
                let chosen = Array(patterns.prefix(size))
                #expect(GlobPatternSet(chosen).matchesAny(path) == chosen.contains { $0.matches(path) }, "\(path)")
            }
        }
        #expect(!GlobPatternSet([]).matchesAny("a/b"))
    }
}

/// A small deterministic generator (SplitMix64), so a failure reproduces.
struct TestRandom {
    var state: UInt64
    init(seed: UInt64) { state = seed }
    mutating func next() -> UInt64 {
        state &+= 0x9E37_79B9_7F4A_7C15
        var z = state
        z = (z ^ (z >> 30)) &* 0xBF58_476D_1CE4_E5B9
        z = (z ^ (z >> 27)) &* 0x94D0_49BB_1331_11EB
        return z ^ (z >> 31)
    }
    mutating func next(in range: ClosedRange<Int>) -> Int {
        range.lowerBound + Int(next() % UInt64(range.count))
    }
}

/// The recursive matcher rootlint used before (exponential on many `**`),
/// kept as the reference for the semantics.
struct ReferenceGlob {
    let segments: [[UInt8]]
    let anchored: Bool
    let directoryOnly: Bool

    init(_ pattern: String) {
        var text = Substring(pattern)
        directoryOnly = text.hasSuffix("/")
        while text.hasSuffix("/") { text = text.dropLast() }
        var isAnchored = text.contains("/")
        if text.hasPrefix("/") { text = text.dropFirst() }
        if text.hasPrefix("**/") { isAnchored = true }
        anchored = isAnchored
        segments = text.split(separator: "/", omittingEmptySubsequences: true).map { Array($0.utf8) }
    }

    func matches(_ path: String) -> Bool {
        let components = path.split(separator: "/", omittingEmptySubsequences: true).map { Array($0.utf8) }
        guard !components.isEmpty, !segments.isEmpty else { return false }
        if !anchored {
            let last = directoryOnly ? components.count - 1 : components.count
            for index in 0..<last where Self.matchComponent(segments[0], components[index]) { return true }
            return false
        }
        let longest = directoryOnly ? components.count - 1 : components.count
        guard longest >= 1 else { return false }
        for length in 1...longest where Self.matchSegments(segments[...], components[0..<length]) { return true }
        return false
    }

    static func matchSegments(_ pattern: ArraySlice<[UInt8]>, _ path: ArraySlice<[UInt8]>) -> Bool {
        guard let first = pattern.first else { return path.isEmpty }
        if first == Array("**".utf8) {
            let rest = pattern.dropFirst()
            var candidate = path
            while true {
                if matchSegments(rest, candidate) { return true }
                guard !candidate.isEmpty else { return false }
                candidate = candidate.dropFirst()
            }
        }
        guard let component = path.first, matchComponent(first, component) else { return false }
        return matchSegments(pattern.dropFirst(), path.dropFirst())
    }

    static func matchComponent(_ pattern: [UInt8], _ text: [UInt8]) -> Bool {
        var p = 0, t = 0
        var starP = -1, starT = 0
        while t < text.count {
            if p < pattern.count {
                let c = pattern[p]
                if c == UInt8(ascii: "*") {
                    while p < pattern.count, pattern[p] == UInt8(ascii: "*") { p += 1 }
                    starP = p
                    starT = t
                    continue
                }
                if c == UInt8(ascii: "?") {
                    p += 1; t += 1
                    continue
                }
                if c == UInt8(ascii: "["), let (matched, next) = matchClass(pattern, p, text[t]) {
                    if matched { p = next; t += 1; continue }
                } else if c == text[t] {
                    p += 1; t += 1
                    continue
                }
            }
            guard starP >= 0 else { return false }
            starT += 1
            t = starT
            p = starP
        }
        while p < pattern.count, pattern[p] == UInt8(ascii: "*") { p += 1 }
        return p == pattern.count
    }

    static func matchClass(_ pattern: [UInt8], _ start: Int, _ byte: UInt8) -> (Bool, Int)? {
        var i = start + 1
        var negate = false
        if i < pattern.count, pattern[i] == UInt8(ascii: "!") || pattern[i] == UInt8(ascii: "^") { negate = true; i += 1 }
        var matched = false
        var first = true
        while i < pattern.count {
            let c = pattern[i]
            if c == UInt8(ascii: "]"), !first { return (matched != negate, i + 1) }
            first = false
            if i + 2 < pattern.count, pattern[i + 1] == UInt8(ascii: "-"), pattern[i + 2] != UInt8(ascii: "]") {
                if byte >= c && byte <= pattern[i + 2] { matched = true }
                i += 3
            } else {
                if byte == c { matched = true }
                i += 1
            }
        }
        return nil
    }
}
