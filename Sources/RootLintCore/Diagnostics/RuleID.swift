/// A rule's public identifier (`unanimated_root_swap`): snake_case, stable,
/// used in configuration, suppression comments, baselines and reports.
public struct RuleID: Hashable, Sendable, Comparable, Codable, CustomStringConvertible, ExpressibleByStringLiteral {
    public let rawValue: String

    public init(_ rawValue: String) { self.rawValue = rawValue }
    public init(stringLiteral value: String) { self.rawValue = value }
    public init(from decoder: Decoder) throws { rawValue = try decoder.singleValueContainer().decode(String.self) }
    public func encode(to encoder: Encoder) throws {
        var container = encoder.singleValueContainer()
        try container.encode(rawValue)
    }

    public var description: String { rawValue }
    public static func < (lhs: RuleID, rhs: RuleID) -> Bool { lhs.rawValue < rhs.rawValue }

    /// snake_case: lowercase ASCII letters and digits separated by single underscores.
    var isWellFormed: Bool {
        let parts = rawValue.split(separator: "_", omittingEmptySubsequences: false)
        return !parts.isEmpty && parts.allSatisfy { part in
            !part.isEmpty && part.utf8.allSatisfy { ($0 >= 0x61 && $0 <= 0x7A) || ($0 >= 0x30 && $0 <= 0x39) }
        } && rawValue.utf8.first.map { $0 >= 0x61 && $0 <= 0x7A } == true
    }
}
