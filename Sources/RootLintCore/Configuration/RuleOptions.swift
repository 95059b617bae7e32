/// A rule's own settings, read from its entry in `.rootlint.json`
/// (`"rules": {"slow_root_transition": {"severity": "warning", "maxDuration": 0.4}}`).
/// `init()` gives the defaults; decoding is strict, so an unknown option is an error.
public protocol RuleOptions: Decodable, Sendable {
    init()
    /// The options as JSON members, for `rootlint config --effective` and `rootlint init`.
    var jsonMembers: [(String, JSONValue)] { get }
    /// One line per option, for `rootlint rules ID` and the catalogue.
    static var documentation: [(name: String, text: String)] { get }
}

extension RuleOptions {
    public static var documentation: [(name: String, text: String)] { [] }
}

/// For rules with no options of their own.
public struct NoOptions: RuleOptions {
    public init() {}
    public init(from decoder: Decoder) throws {
        // Ask for no keys: any key but `severity` is then reported as unknown.
        _ = try decoder.container(keyedBy: AnyKey.self)
    }
    public var jsonMembers: [(String, JSONValue)] { [] }
}
