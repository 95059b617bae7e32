/// A type-name pattern with `*` wildcards: `AppDelegate`, `*Coordinator`,
/// `Root*ViewController`. Matching is case-sensitive, like Swift names.
public struct NamePattern: Sendable, Hashable, Codable, CustomStringConvertible, ExpressibleByStringLiteral {
    let pattern: String
    private let parts: [Substring]

    init(_ pattern: String) {
        self.pattern = pattern
        parts = pattern.split(separator: "*", omittingEmptySubsequences: false)
    }
    public init(stringLiteral value: String) { self.init(value) }
    public init(from decoder: Decoder) throws { self.init(try decoder.singleValueContainer().decode(String.self)) }
    public func encode(to encoder: Encoder) throws {
        var container = encoder.singleValueContainer()
        try container.encode(pattern)
    }
    public var description: String { pattern }
    public static func == (lhs: NamePattern, rhs: NamePattern) -> Bool { lhs.pattern == rhs.pattern }
    public func hash(into hasher: inout Hasher) { hasher.combine(pattern) }

    static func endOfFirstOccurrence(of part: Substring, in text: Substring) -> Substring.Index? {
        var start = text.startIndex
        while start < text.endIndex {
            if text[start...].hasPrefix(part) { return text.index(start, offsetBy: part.count) }
            start = text.index(after: start)
        }
        return nil
    }

    public func matches(_ name: some StringProtocol) -> Bool {
        let text = Substring(name)
        if parts.count == 1 { return text == parts[0] }
        guard text.hasPrefix(parts[0]) else { return false }
        var rest = text.dropFirst(parts[0].count)
        let last = parts[parts.count - 1]
        for part in parts.dropFirst().dropLast() where !part.isEmpty {
            guard let end = Self.endOfFirstOccurrence(of: part, in: rest) else { return false }
            rest = rest[end...]
        }
        return rest.count >= last.count && rest.hasSuffix(last)
    }
}

extension Array where Element == NamePattern {
    func matchesAny(_ name: some StringProtocol) -> Bool { contains { $0.matches(name) } }
}
