/// How serious a finding is. Ordered: `info < warning < error`.
public enum Severity: String, Sendable, Codable, CaseIterable, Comparable {
    case info
    case warning
    case error

    public static func < (lhs: Severity, rhs: Severity) -> Bool { lhs.rank < rhs.rank }

    var rank: Int {
        switch self {
        case .info: return 0
        case .warning: return 1
        case .error: return 2
        }
    }

    /// The word Xcode and compiler-style parsers expect after the position.
    var compilerLabel: String {
        switch self {
        case .info: return "note"
        case .warning: return "warning"
        case .error: return "error"
        }
    }
}
