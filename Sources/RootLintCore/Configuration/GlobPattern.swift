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
public struct GlobPattern: Sendable, Hashable, CustomStringConvertible {
    public let pattern: String
    private let segments: [[UInt8]]
    private let anchored: Bool
    private let directoryOnly: Bool

    public init(_ pattern: String) {
        self.pattern = pattern
        var text = Substring(pattern)
        directoryOnly = text.hasSuffix("/")
        while text.hasSuffix("/") { text = text.dropLast() }
        var isAnchored = text.contains("/")
        if text.hasPrefix("/") { text = text.dropFirst() }
        if text.hasPrefix("**/") { isAnchored = true }
        anchored = isAnchored
        segments = text.split(separator: "/", omittingEmptySubsequences: true).map { Array($0.utf8) }
    }

    public var description: String { pattern }

    /// Whether `path` (relative, `/`-separated) or one of its parent
    /// directories matches.
    public func matches(_ path: String) -> Bool {
        let components = path.split(separator: "/", omittingEmptySubsequences: true).map { Array($0.utf8) }
        guard !components.isEmpty, !segments.isEmpty else { return false }
        if !anchored {
            // One component anywhere: a directory on the way, or the file itself.
            let last = directoryOnly ? components.count - 1 : components.count
            for index in 0..<last where Self.matchComponent(segments[0], components[index]) { return true }
            return false
        }
        // The whole pattern against every prefix: a matching directory takes its contents with it.
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

    /// `*`, `?` and `[…]` within one component (iterative, with backtracking for `*`).
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

    /// A `[…]` class at `start`: whether `byte` is in it, and where the class ends.
    /// `nil` when the bracket is not closed (then it is a literal `[`).
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
