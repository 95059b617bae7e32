import RootLintSyntax

/// A check over one file. Each rule is one type in `Rules/`, carrying its own
/// documentation and examples in `description`.
public protocol Rule: Sendable {
    /// The rule's own settings; `NoOptions` for most rules.
    associatedtype Options: RuleOptions = NoOptions
    static var description: RuleDescription { get }
    init()
    /// Findings for one file. Severity comes from the description; the
    /// engine applies configured overrides and suppression afterwards.
    func check(_ context: RuleContext) -> [Diagnostic]
}

extension Rule {
    public var description: RuleDescription { Self.description }

    /// This rule's options in a context: configured, or the defaults.
    public func options(in context: RuleContext) -> Options {
        context.configuration.options(Options.self, for: Self.description.id)
    }
    public var id: RuleID { Self.description.id }

    /// A finding of this rule at `range`, with its default severity.
    public func diagnostic(_ message: String, at range: ByteRange, suggestion: String, fix: Fix? = nil,
                           related: [RelatedLocation] = []) -> Diagnostic {
        Diagnostic(rule: Self.description.id, severity: Self.description.defaultSeverity, message: message,
                   range: range, suggestion: suggestion, fix: fix, related: related)
    }
}

/// What a rule sees of a file: the parsed source, its facts and the
/// configuration in force.
public struct RuleContext: Sendable {
    public let file: SourceFile
    public let facts: FileFacts
    public let configuration: Configuration

    public init(file: SourceFile, facts: FileFacts, configuration: Configuration) {
        self.file = file
        self.facts = facts
        self.configuration = configuration
    }
}
