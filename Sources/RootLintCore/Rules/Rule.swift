import RootLintSyntax

/// A check over one file. Each rule is one type in `Rules/`, carrying its own
/// documentation and examples in `description`.
public protocol Rule: Sendable {
    /// The rule's own settings; `NoOptions` for most rules.
    associatedtype Options: RuleOptions = NoOptions
    static var description: RuleDescription { get }
    /// Words at least one of which a file must contain for the rule to fire
    /// (the prefilter skips lexing files with none of any enabled rule's words).
    static var triggerWords: [String] { get }
    init()
    /// Findings for one file. Severity comes from the description; the
    /// engine applies configured overrides and suppression afterwards.
    func check(_ context: RuleContext) -> [Diagnostic]
}

extension Rule {
    public static var triggerWords: [String] { ["ootViewController"] }
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
    /// What the other files say: animated helpers, window owners, launch calls.
    public let project: ProjectFacts

    public init(file: SourceFile, facts: FileFacts, configuration: Configuration, project: ProjectFacts = .empty) {
        self.file = file
        self.facts = facts
        self.configuration = configuration
        self.project = project
    }

    /// Type roles under this configuration and project.
    public var roles: TypeRoles { TypeRoles(configuration: configuration, project: project) }

    /// Whether code index `i` is in tests or previews, where rules stay silent.
    public func isTestCode(at i: Int) -> Bool {
        if facts.isTestFile { return true }
        let classifier = WriteContextClassifier(file: file, configuration: configuration, project: project, isTestFile: false)
        return classifier.isInTestCode(scope: file.innermostScope(at: i))
    }

    /// The animated helpers known in this run: found in the project or configured.
    public var animatedHelpers: Set<String> { project.animatedHelpers.union(configuration.animatedHelpers) }
}
