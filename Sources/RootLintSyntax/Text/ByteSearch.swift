#if canImport(Glibc)
import Glibc
#elseif canImport(Darwin)
import Darwin
#elseif canImport(Musl)
import Musl
#endif

/// Substring search over bytes for the prefilter: `memchr` (vectorised in
/// libc, many GB/s) jumps to the needle's rarest byte, then the rest is
/// compared; when even that byte is common, three of the needle's bytes are
/// compared sixteen positions at a time instead (`ByteFingerprint`).
/// glibc's `memmem`, measured too, is slower than `memchr` on a rare byte and
/// than the fingerprint on a common one.
///
/// "Rarest" comes from measured byte frequencies in Swift app code: `W` in
/// `UIWindow` (2 in 100 000 bytes) rather than `V` in `ViewController`,
/// which UIKit code is full of. A Boyer–Moore–Horspool loop was tried and is
/// several times slower than `memchr` with a good anchor.
public struct ByteSearch: Sendable, Hashable {
    /// What must come after the needle, across any trivia (spaces, line
    /// breaks, comments): the byte-level shadow of a token pattern, so that
    /// a search is a necessary condition for the tokens, never a guess.
    public enum Follower: Sendable, Hashable {
        /// `=` that is not `==`: `rootViewController = x`, `rootViewController\n  = x`.
        case assignment
        /// `(`: a call, `present (…)`.
        case openParenthesis
        /// `(` or `{`: a call or a trailing closure, `switchRoot { … }`.
        case callOrClosure
        /// Another word: `var window`, `let window`.
        case word([UInt8])
        /// `as!`, across `?`, `!` and closing brackets: the shadow of a
        /// forced cast whose operand's last name is the needle
        /// (`window.rootViewController as! T`, `delegate! as! AppDelegate`).
        /// A call, subscript, closure or member after the needle (`(`, `[`,
        /// `{`, `.`) counts as a match: the needle may still be the last
        /// name, or the cast may come later. What it turns away is the name
        /// as a label or a value (`UINavigationController(rootViewController: vc)`
        /// in a file whose `as!` casts a table cell).
        case forcedCast
        /// Nothing more of the name, with no trivia skipped: `window` is not
        /// the start of `windowHeight`.
        case nameEnd
        /// `.` then one of the words, across trivia: a member access,
        /// `UIApplication.shared`, `shared\n    .windows`.
        case member([[UInt8]])
    }

    let needle: [UInt8]
    /// Index in `needle` of the byte least common in Swift source.
    let anchor: Int
    /// When that byte is still common: the anchor and two more bytes,
    /// compared together instead of `memchr` on the anchor.
    let fingerprint: ByteFingerprint?
    let follower: Follower?
    /// The follower as the hot loop reads it: its case without a payload,
    /// and the words of `.word` and `.member`. Switching over `Follower`
    /// itself copied its arrays, retained and released, at every match.
    let followerKind: FollowerKind
    let followerWords: [[UInt8]]

    enum FollowerKind: UInt8, Sendable, Hashable {
        case none, assignment, openParenthesis, callOrClosure, word, forcedCast, nameEnd, member
    }

    static func kind(of follower: Follower?) -> (FollowerKind, [[UInt8]]) {
        switch follower {
        case nil: return (.none, [])
        case .assignment: return (.assignment, [])
        case .openParenthesis: return (.openParenthesis, [])
        case .callOrClosure: return (.callOrClosure, [])
        case .word(let word): return (.word, [word])
        case .forcedCast: return (.forcedCast, [])
        case .nameEnd: return (.nameEnd, [])
        case .member(let words): return (.member, words)
        }
    }

    /// Words one of which must come before the needle, across trivia: `var`
    /// or `let` in `var window`. Searching for the rarer `window` and looking
    /// back is far cheaper than searching for `var`.
    let preceders: [[UInt8]]
    /// Whether the needle may end a longer name, the preceder coming before
    /// the name: `Window` in `var mainWindow`.
    let endsName: Bool
    /// Words or marks that, just before the preceder on its line, make it
    /// no match: `if`, `guard` and `,` before the `let` of a binding that
    /// declares no property (`guard let window = view.window`).
    let excludedBeforePreceder: [[UInt8]]

    public init(_ needle: String, followedBy follower: Follower? = nil, precededBy preceders: [String] = [],
                unlessAfter excluded: [String] = [], endingAName endsName: Bool = false) {
        self.needle = Array(needle.utf8)
        self.follower = follower
        (followerKind, followerWords) = Self.kind(of: follower)
        self.preceders = preceders.map { Array($0.utf8) }
        self.excludedBeforePreceder = excluded.map { Array($0.utf8) }
        self.endsName = endsName
        precondition(!self.needle.isEmpty, "empty needle")
        // The last of equally rare bytes: needles that end alike (`window`,
        // `indow`) then share the bytes before it (`ByteFingerprint.shared`).
        var best = 0
        for (index, byte) in self.needle.enumerated() where Self.frequency(byte) <= Self.frequency(self.needle[best]) {
            best = index
        }
        anchor = best
        fingerprint = ByteFingerprint.of(self.needle, anchor: best)
    }

    /// The byte `memchr` looks for.
    public var anchorByte: UInt8 { needle[anchor] }

    /// The same search anchored on a byte of its needle that other searches
    /// of a set are anchored on (`counts[byte]`: how many), when that byte
    /// is at most a quarter more common than its own rarest: one pass over a
    /// file's bytes then answers several searches (`SharedAnchorSearch`).
    /// `rootViewController` moves from `V` to the `C` of `willConnectTo`.
    public func sharingAnchor(_ counts: [UInt8: Int]) -> ByteSearch {
        let own = Self.frequency(needle[anchor])
        var best = anchor
        var bestOthers = (counts[needle[anchor]] ?? 1) - 1
        for (index, byte) in needle.enumerated() where byte != needle[anchor] && Self.frequency(byte) * 4 <= own * 5 {
            let others = counts[byte] ?? 0
            if others > bestOthers || (others == bestOthers && Self.frequency(byte) < Self.frequency(needle[best])) {
                best = index
                bestOthers = others
            }
        }
        return ByteSearch(self, anchor: best)
    }

    init(_ search: ByteSearch, anchor: Int) {
        needle = search.needle
        follower = search.follower
        followerKind = search.followerKind
        followerWords = search.followerWords
        preceders = search.preceders
        excludedBeforePreceder = search.excludedBeforePreceder
        endsName = search.endsName
        self.anchor = anchor
        fingerprint = ByteFingerprint.of(search.needle, anchor: anchor)
    }

    /// `word` followed by an assignment: `rootViewController = x`, `rootViewController=x`.
    public init(assignmentTo word: String) {
        self.init(word, followedBy: .assignment)
    }

    /// Trivia skipped after a match before giving up and counting the match
    /// anyway: a match is allowed to be a false positive, and the cap keeps
    /// a search linear when matches sit inside long nested comments.
    static let triviaBudget = 1024

    /// Whether a preceder ends before `end` (before the name `end` is in,
    /// for `endsName`), across spaces, tabs and line breaks, with no excluded
    /// word just before it. Across a line break the token before is the end
    /// of the code of the last line that has some: up to its `//`, if it
    /// has one. A line with a quote, a `#`, a backslash or a block comment
    /// may hide a `//` in a string or what the tokens skip: counted as a
    /// match, never as a miss. So a `window` that starts a line is no
    /// declaration unless `var` or `let` ends the line before.
    @inline(__always)
    func precederMatches(_ base: UnsafePointer<UInt8>, _ end: Int) -> Bool {
        guard !preceders.isEmpty else { return true }
        var k = end - 1
        if endsName {
            while k >= 0, Self.isNameByte(base[k]) { k -= 1 }
            // A backtick name: its spelling is not this search's to judge.
            if k >= 0, base[k] == UInt8(ascii: "`") { return true }
        }
        let limit = max(-1, end - 1 - Self.triviaBudget)
        while true {
            while k > limit, base[k] == 0x20 || base[k] == 0x09 { k -= 1 }
            guard k > limit else { return k < 0 ? false : true }
            guard base[k] == 0x0A || base[k] == 0x0D else { break }
            k -= 1
            var lineStart = k
            while lineStart > limit, base[lineStart] != 0x0A, base[lineStart] != 0x0D { lineStart -= 1 }
            guard lineStart > limit || lineStart < 0 else { return true }
            guard let codeEnd = Self.codeEnd(base, from: max(lineStart + 1, 0), through: k) else { return true }
            k = codeEnd
        }
        if base[k] == UInt8(ascii: "/"), k > 0, base[k - 1] == UInt8(ascii: "*") { return true }
        for preceder in preceders where k + 1 >= preceder.count {
            let start = k + 1 - preceder.count
            guard preceder.indices.allSatisfy({ base[start + $0] == preceder[$0] }) else { continue }
            return !excludedWordEnds(base, before: start)
        }
        return false
    }

    /// The last byte of a line's code (`from...through`), before its `//`;
    /// `from - 1` when it is all comment; nil when the line may hide one
    /// (a quote, `#`, backslash or block comment in it).
    static func codeEnd(_ base: UnsafePointer<UInt8>, from start: Int, through last: Int) -> Int? {
        var m = start
        while m <= last {
            switch base[m] {
            case UInt8(ascii: "\""), UInt8(ascii: "#"), UInt8(ascii: "\\"):
                return nil
            case UInt8(ascii: "/") where m < last && base[m + 1] == UInt8(ascii: "*"):
                return nil
            case UInt8(ascii: "*") where m < last && base[m + 1] == UInt8(ascii: "/"):
                return nil
            case UInt8(ascii: "/") where m < last && base[m + 1] == UInt8(ascii: "/"):
                return m - 1
            default:
                m += 1
            }
        }
        return last
    }

    /// Whether an excluded word or mark ends just before `start`, on its
    /// line, across spaces: a word only where it is one (`if`, not `elif`).
    func excludedWordEnds(_ base: UnsafePointer<UInt8>, before start: Int) -> Bool {
        guard !excludedBeforePreceder.isEmpty else { return false }
        var j = start - 1
        while j >= 0, base[j] == 0x20 || base[j] == 0x09 { j -= 1 }
        guard j >= 0 else { return false }
        return excludedBeforePreceder.contains { word in
            guard j + 1 >= word.count else { return false }
            let first = j + 1 - word.count
            guard word.indices.allSatisfy({ base[first + $0] == word[$0] }) else { return false }
            return !Self.isNameByte(word[0]) || first == 0 || !Self.isNameByte(base[first - 1])
        }
    }

    /// A byte of a name, as far as a byte can tell: ASCII letters, digits,
    /// `_`, and any byte of a non-ASCII character.
    @inline(__always)
    static func isNameByte(_ byte: UInt8) -> Bool {
        (byte >= 0x61 && byte <= 0x7A) || (byte >= 0x41 && byte <= 0x5A) || (byte >= 0x30 && byte <= 0x39) || byte == 0x5F || byte >= 0x80
    }

    /// Whether the follower comes after trivia starting at `from`.
    @inline(__always)
    func followerMatches(_ base: UnsafePointer<UInt8>, _ from: Int, _ count: Int) -> Bool {
        switch followerKind {
        case .none: return true
        case .nameEnd: return from >= count || !Self.isNameByte(base[from])
        default: break
        }
        guard let k = Self.skipTrivia(base, from, count) else { return true }
        guard k < count else { return false }
        switch followerKind {
        case .none, .nameEnd:
            return true
        case .assignment:
            return base[k] == UInt8(ascii: "=") && (k + 1 == count || base[k + 1] != UInt8(ascii: "="))
        case .openParenthesis:
            return base[k] == UInt8(ascii: "(")
        case .callOrClosure:
            return base[k] == UInt8(ascii: "(") || base[k] == UInt8(ascii: "{")
        case .word:
            return Self.spells(base, k, count, followerWords[0])
        case .forcedCast:
            return Self.castFollows(base, k, count)
        case .member:
            guard base[k] == UInt8(ascii: "."), k + 1 < count else { return false }
            guard let m = Self.skipTrivia(base, k + 1, count) else { return true }
            return followerWords.contains { Self.spells(base, m, count, $0) }
        }
    }

    /// Whether `word` is spelled at `start`.
    @inline(__always)
    static func spells(_ base: UnsafePointer<UInt8>, _ start: Int, _ count: Int, _ word: [UInt8]) -> Bool {
        guard count - start >= word.count else { return false }
        for (offset, byte) in word.enumerated() where base[start + offset] != byte { return false }
        return true
    }

    /// Whether `as!` comes at `start` once `?`, `!` and closing brackets
    /// (with trivia between them) are passed; see `Follower.forcedCast`.
    static func castFollows(_ base: UnsafePointer<UInt8>, _ start: Int, _ count: Int) -> Bool {
        var k = start
        // Each step passes a byte: a run longer than the trivia budget is
        // counted as a match, as long trivia is.
        for _ in 0..<triviaBudget {
            switch base[k] {
            case UInt8(ascii: "?"), UInt8(ascii: "!"), UInt8(ascii: ")"), UInt8(ascii: "]"), UInt8(ascii: "}"):
                guard let next = skipTrivia(base, k + 1, count) else { return true }
                guard next < count else { return false }
                k = next
            case UInt8(ascii: "("), UInt8(ascii: "["), UInt8(ascii: "{"), UInt8(ascii: "."):
                return true
            case UInt8(ascii: "a"):
                return count - k >= 3 && base[k + 1] == UInt8(ascii: "s") && base[k + 2] == UInt8(ascii: "!")
            default:
                return false
            }
        }
        return true
    }

    /// The first byte after spaces, line breaks and comments (nested block
    /// comments included) from `start`; nil when the budget runs out first.
    static func skipTrivia(_ base: UnsafePointer<UInt8>, _ start: Int, _ count: Int) -> Int? {
        var k = start
        let limit = min(count, start + triviaBudget)
        while k < limit {
            switch base[k] {
            case 0x20, 0x09, 0x0A, 0x0D, 0x0B, 0x0C:
                k += 1
            case UInt8(ascii: "/") where k + 1 < count && base[k + 1] == UInt8(ascii: "/"):
                while k < limit, base[k] != 0x0A, base[k] != 0x0D { k += 1 }
            case UInt8(ascii: "/") where k + 1 < count && base[k + 1] == UInt8(ascii: "*"):
                var depth = 1
                k += 2
                while k < limit, depth > 0 {
                    if base[k] == UInt8(ascii: "*"), k + 1 < count, base[k + 1] == UInt8(ascii: "/") {
                        depth -= 1
                        k += 2
                    } else if base[k] == UInt8(ascii: "/"), k + 1 < count, base[k + 1] == UInt8(ascii: "*") {
                        depth += 1
                        k += 2
                    } else {
                        k += 1
                    }
                }
                // An unterminated comment runs to the end: nothing follows.
                if depth > 0 { return k >= count ? count : nil }
            default:
                return k
            }
        }
        return k >= count ? count : nil
    }

    /// Occurrences per 10 000 bytes of Swift app code (iOS apps, generated
    /// app trees, this repository), for printable ASCII; newline 246; other
    /// bytes are taken as rare.
    static let printableFrequency: [Int] = [
        3193, 8, 111, 3, 25, 5, 2, 1, 135, 135, 2, 0, 43, 6, 189, 37, 27, 15, 11, 3, 2, 3, 1, 1, 2, 2, 111, 0, 1, 58,
        7, 20, 3, 27, 6, 27, 30, 12, 14, 4, 3, 26, 1, 4, 13, 16, 7, 5, 23, 4, 18, 39, 30, 17, 26, 2, 1, 1, 0, 14, 41,
        14, 0, 13, 1, 375, 42, 215, 221, 724, 138, 102, 79, 348, 3, 28, 271, 117, 279, 317, 119, 6, 423, 305, 533,
        149, 64, 59, 20, 49, 3, 72, 0, 72, 0,
    ]

    /// How often the anchor byte is met in Swift code (per 10 000 bytes):
    /// lower means a faster scan and a stronger filter.
    public var expectedHits: Int { Self.frequency(needle[anchor]) }

    static func frequency(_ byte: UInt8) -> Int {
        if byte == 0x0A { return 246 }
        guard byte >= 32, byte < 127 else { return 0 }
        return printableFrequency[Int(byte) - 32]
    }

    public func occurs(in buffer: UnsafeBufferPointer<UInt8>) -> Bool {
        var found = false
        scan(buffer) { base, start, count in
            guard followerMatches(base, start + needle.count, count), precederMatches(base, start) else { return true }
            found = true
            return false
        }
        return found
    }

    /// The offset of every place the needle's bytes occur (follower and
    /// preceders not asked), ascending: where a fact finder looks instead
    /// of reading every token.
    func matchStarts(in buffer: UnsafeBufferPointer<UInt8>) -> [Int] {
        var starts: [Int] = []
        scan(buffer) { _, start, _ in
            starts.append(start)
            return true
        }
        return starts
    }

    /// Calls `body(base, start, count)` at each occurrence of the needle's
    /// bytes, in order, while it returns true.
    @inline(__always)
    func scan(_ buffer: UnsafeBufferPointer<UInt8>, _ body: (UnsafePointer<UInt8>, Int, Int) -> Bool) {
        guard let base = buffer.baseAddress, buffer.count >= needle.count else { return }
        let count = buffer.count
        let lastStart = count - needle.count
        needle.withUnsafeBufferPointer { needleBytes in
            let pattern = needleBytes.baseAddress!
            let length = needleBytes.count
            if let fingerprint {
                fingerprint.forEachCandidate(base, count, in: 0..<lastStart + 1) { start in
                    var k = 0
                    while k < length, base[start + k] == pattern[k] { k += 1 }
                    return k < length || body(base, start, count)
                }
                return
            }
            let target = Int32(needle[anchor])
            let anchor = self.anchor
            var from = anchor
            while from < count {
                guard let hit = memchr(base + from, target, count - from) else { return }
                let at = UnsafePointer<UInt8>(hit.assumingMemoryBound(to: UInt8.self)) - base
                let start = at - anchor
                // Compare inline: most anchor hits fail on the first byte, and
                // a `memcmp` call per hit costs more than the comparison.
                if start >= 0, start <= lastStart, base[start] == pattern[0] {
                    var k = 1
                    while k < length, base[start + k] == pattern[k] { k += 1 }
                    if k == length, !body(base, start, count) { return }
                }
                from = at + 1
            }
        }
    }
}
