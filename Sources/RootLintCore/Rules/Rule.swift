import RootLintSyntax

/// A check over one file. Each rule is one type in `Rules/`, carrying its own
/// documentation and examples in `description`.
public protocol Rule: Sendable {
    /// The rule's own settings; `NoOptions` for most rules.
    associatedtype Options: RuleOptions = NoOptions
    static var description: RuleDescription { get }
    /// What a file must contain for the rule to be able to fire: any one of
    /// the groups, each group meaning all of its words (a word ending in ` =`
    /// means that word assigned to, however spaced). The prefilter skips
    /// lexing a file that meets no group of any enabled rule, so every group
    /// must be a necessary condition, never a guess.
    static var triggers: [[String]] { get }
    init()
    /// Findings for one file. Severity comes from the description; the
    /// engine applies configured overrides and suppression afterwards.
    func check(_ context: RuleContext) -> [Diagnostic]
}

extension Rule {
    /// A root write (`… rootViewController = …`): what most rules are about.
    /// Calls of animated helpers are added by the engine, whatever their names.
    public static var triggers: [[String]] { RuleTriggers.rootWrite }
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

/// Trigger groups several rules share.
public enum RuleTriggers {
    /// `rootViewController =` however it is spaced (not `rootViewController:`
    /// labels, not reads, not `==`); see `PrefilterSet` for the ` =` form.
    public static let rootWrite: [[String]] = [["ootViewController ="]]
}
