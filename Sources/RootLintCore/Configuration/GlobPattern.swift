/// A path pattern in `.gitignore` style, for `include` and `exclude`:
///
/// * `*` matches within one path component, `?` one character, `[a-z]` a
///   class (`[!a-z]` negated), `**` any number of components;
/// * a pattern with no `/` (say `Generated` or `*.generated.swift`) matches a
///   component at any depth;
/// * a pattern with a `/` is anchored to the configuration file's directory
///   (a leading `/` is allowed);
/// * a pattern that matches a directory matches everything below it; a
///   trailing `/` makes the pattern match directories only.
///
/// Matching is polynomial whatever the pattern: one pass of dynamic
/// programming over (pattern segment, path component), so `a/**/**/…/z`
/// costs segments × components component matches, not a backtracking
/// search (eight `**` against a 30-deep path took 30 s that way); a
/// component match is the usual one-star-backtrack scan, at most pattern
/// length × component length.
public struct GlobPattern: Sendable, Hashable, CustomStringConvertible {
    let pattern: String
    let segments: [Segment]
    /// Matched against the path from its start; otherwise its one segment
    /// matches a component at any depth.
    let isAnchored: Bool
    /// A trailing `/`: only directories (a path's leading components) match.
    let matchesDirectoriesOnly: Bool

    /// One `/`-separated part of the pattern.
    enum Segment: Sendable, Hashable {
        /// `**`: any number of components, none included.
        case anyComponents
        /// No wildcard: the component, byte for byte.
        case literal([UInt8])
        case wildcard([Element])
    }

    /// One piece of a wildcard segment; each but `anyRun` matches exactly one byte.
    enum Element: Sendable, Hashable {
        case byte(UInt8)
        /// `?`
        case anyByte
        /// `*` (a run of them is one)
        case anyRun
        /// `[…]`, negation already applied
        case byteClass(ByteSet)
    }

    init(_ pattern: String) {
        self.pattern = pattern
        let slash = UInt8(ascii: "/")
        var text = Array(pattern.utf8)[...]
        matchesDirectoriesOnly = text.last == slash
        while text.last == slash { text = text.dropLast() }
        var anchored = text.contains(slash)
        if text.first == slash { text = text.dropFirst() }
        if text.starts(with: "**/".utf8) { anchored = true }
        isAnchored = anchored
        segments = text.split(separator: slash, omittingEmptySubsequences: true).map { Self.compile(Array($0)) }
    }

    public var description: String { pattern }

    /// The pattern's path when it has no wildcard at all (`Generated`,
    /// `App/Legacy`): it then matches exactly that name or path, which a
    /// `GlobPatternSet` looks up instead of trying the pattern.
    var literalPath: [UInt8]? {
        var path: [UInt8] = []
        for segment in segments {
            guard case .literal(let bytes) = segment else { return nil }
            if !path.isEmpty { path.append(UInt8(ascii: "/")) }
            path += bytes
        }
        return path.isEmpty ? nil : path
    }

    /// Whether `path` (relative, `/`-separated) or one of its parent
    /// directories matches.
    public func matches(_ path: String) -> Bool {
        matches(components: Self.components(of: path))
    }

    static func components(of path: String) -> [[UInt8]] {
        path.utf8.split(separator: UInt8(ascii: "/"), omittingEmptySubsequences: true).map { Array($0) }
    }

    func matches(components: [[UInt8]]) -> Bool {
        guard !components.isEmpty, !segments.isEmpty else { return false }
        // A directory-only pattern never matches the last component (the file itself).
        let candidates = matchesDirectoriesOnly ? components.count - 1 : components.count
        guard candidates >= 1 else { return false }
        if !isAnchored {
            // One component anywhere: a directory on the way, or the file itself.
            return components[0..<candidates].contains { Self.matches(segments[0], $0) }
        }
        // reached[j]: the segments so far match the first j components.
        // The whole pattern against every prefix: a matching directory takes its contents with it.
        var reached = [Bool](repeating: false, count: components.count + 1)
        reached[0] = true
        for segment in segments {
            var next = [Bool](repeating: false, count: components.count + 1)
            var anyReached = false
            if segment == .anyComponents {
                // Zero or more components: every j at or after a reached one.
                for j in 0...components.count {
                    anyReached = anyReached || reached[j]
                    next[j] = anyReached
                }
            } else {
                for j in 0..<components.count where reached[j] && Self.matches(segment, components[j]) {
                    next[j + 1] = true
                    anyReached = true
                }
            }
            guard anyReached else { return false }
            reached = next
        }
        return reached[1...candidates].contains(true)
    }

    static func matches(_ segment: Segment, _ component: [UInt8]) -> Bool {
        switch segment {
        case .anyComponents: return true  // within one component, `**` is `*`
        case .literal(let bytes): return bytes == component
        case .wildcard(let elements): return matchComponent(elements, component)
        }
    }

    /// `*`, `?` and `[…]` within one component. Every element but `*`
    /// matches one byte, so only the last `*` ever needs to be retried, one
    /// byte further each time: at most elements × bytes steps.
    static func matchComponent(_ pattern: [Element], _ text: [UInt8]) -> Bool {
        var p = 0, t = 0
        var starP = -1, starT = 0
        while t < text.count {
            if p < pattern.count {
                switch pattern[p] {
                case .anyRun:
                    p += 1
                    starP = p
                    starT = t
                    continue
                case .anyByte:
                    p += 1; t += 1
                    continue
                case .byte(let byte) where byte == text[t]:
                    p += 1; t += 1
                    continue
                case .byteClass(let set) where set.contains(text[t]):
                    p += 1; t += 1
                    continue
                default:
                    break
                }
            }
            guard starP >= 0 else { return false }
            starT += 1
            t = starT
            p = starP
        }
        while p < pattern.count, pattern[p] == .anyRun { p += 1 }
        return p == pattern.count
    }

    /// A segment's bytes as a segment: `**`, a literal, or wildcard elements.
    static func compile(_ bytes: [UInt8]) -> Segment {
        if bytes == Array("**".utf8) { return .anyComponents }
        var elements: [Element] = []
        var isLiteral = true
        var i = 0
        while i < bytes.count {
            let c = bytes[i]
            if c == UInt8(ascii: "*") {
                if elements.last != .anyRun { elements.append(.anyRun) }
                isLiteral = false
                i += 1
            } else if c == UInt8(ascii: "?") {
                elements.append(.anyByte)
                isLiteral = false
                i += 1
            } else if c == UInt8(ascii: "["), let (set, next) = compileClass(bytes, i) {
                elements.append(.byteClass(set))
                isLiteral = false
                i = next
            } else {
                // Includes a `[` that is never closed: a literal bracket.
                elements.append(.byte(c))
                i += 1
            }
        }
        return isLiteral ? .literal(bytes) : .wildcard(elements)
    }

    /// The `[…]` class at `start` and where it ends; `nil` when the bracket
    /// is not closed. A `]` right after `[` (or `[!`) is a member; `a-z` is
    /// a range; `!` or `^` first negates.
    static func compileClass(_ pattern: [UInt8], _ start: Int) -> (ByteSet, Int)? {
        var i = start + 1
        var negate = false
        if i < pattern.count, pattern[i] == UInt8(ascii: "!") || pattern[i] == UInt8(ascii: "^") { negate = true; i += 1 }
        var set = ByteSet()
        var first = true
        while i < pattern.count {
            let c = pattern[i]
            if c == UInt8(ascii: "]"), !first { return (negate ? set.inverted : set, i + 1) }
            first = false
            if i + 2 < pattern.count, pattern[i + 1] == UInt8(ascii: "-"), pattern[i + 2] != UInt8(ascii: "]") {
                if c <= pattern[i + 2] { for byte in c...pattern[i + 2] { set.insert(byte) } }
                i += 3
            } else {
                set.insert(c)
                i += 1
            }
        }
        return nil
    }
}

/// A set of bytes as 256 bits, for `[…]` classes.
struct ByteSet: Sendable, Hashable {
    private var words: (UInt64, UInt64, UInt64, UInt64) = (0, 0, 0, 0)

    mutating func insert(_ byte: UInt8) {
        let bit = UInt64(1) << (byte & 63)
        switch byte >> 6 {
        case 0: words.0 |= bit
        case 1: words.1 |= bit
        case 2: words.2 |= bit
        default: words.3 |= bit
        }
    }

    func contains(_ byte: UInt8) -> Bool {
        let bit = UInt64(1) << (byte & 63)
        switch byte >> 6 {
        case 0: return words.0 & bit != 0
        case 1: return words.1 & bit != 0
        case 2: return words.2 & bit != 0
        default: return words.3 & bit != 0
        }
    }

    var inverted: ByteSet {
        var result = ByteSet()
        result.words = (~words.0, ~words.1, ~words.2, ~words.3)
        return result
    }

    static func == (lhs: ByteSet, rhs: ByteSet) -> Bool { lhs.words == rhs.words }

    func hash(into hasher: inout Hasher) {
        hasher.combine(words.0)
        hasher.combine(words.1)
        hasher.combine(words.2)
        hasher.combine(words.3)
    }
}
