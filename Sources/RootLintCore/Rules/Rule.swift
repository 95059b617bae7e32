import RootLintSyntax

/// A check over one file. Each rule is one type in `Rules/`, carrying its own
/// documentation and examples in `description`.
public protocol Rule: Sendable {
    /// The rule's own settings; `NoOptions` for most rules.
    associatedtype Options: RuleOptions = NoOptions
    static var description: RuleDescription { get }
    /// The facts the rule reads, as groups: the engine runs the rule on a
    /// file only when every fact of some group was found there, and lexes a
    /// file at all only when it holds the words of some enabled rule's facts.
    /// A rule must find nothing a fact did not find first (a differential
    /// test runs every rule with and without this gating).
    static var facts: FactRequirement { get }
    init()
    /// Findings for one file, in byte ranges. The engine sets the path and the
    /// configured severity, applies suppression and resolves positions.
    func check(_ context: RuleContext) -> [Diagnostic]
    /// The rule as a project rule, if it is one; the default is nil, and
    /// `ProjectRule` answers itself. Asked instead of `as? any ProjectRule`:
    /// a cast to a protocol searches the binary's conformance records the
    /// first time, and the catalogue's casts cost a seventh of linting one file.
    var asProjectRule: (any ProjectRule)? { get }
    /// Whether the rule audits suppression comments (`SuppressionAuditRule`).
    var auditsSuppression: Bool { get }
}

extension Rule {
    public var asProjectRule: (any ProjectRule)? { nil }
    public var auditsSuppression: Bool { false }
    public var description: RuleDescription { Self.description }
    public var id: RuleID { Self.description.id }

    /// This rule's options in a context: configured, or the defaults.
    public func options(in context: RuleContext) -> Options {
        context.configuration.options(Options.self, for: Self.description.id)
    }

    /// A finding of this rule at `range`.
    public func diagnostic(_ message: String, at range: ByteRange, suggestion: String, fix: Fix? = nil,
                           related: [RelatedLocation] = []) -> Diagnostic {
        Diagnostic(rule: Self.description.id, message: message, range: range, suggestion: suggestion, fix: fix,
                   related: related)
    }
}

/// A rule over the whole project: it sees every file's switch sites at once.
/// Its file-level `check` returns nothing.
public protocol ProjectRule: Rule {
    /// Findings over the switch sites of one project (the files governed by
    /// one configuration), with that configuration's options. Each finding
    /// names its file (`Diagnostic.path`); ranges come from the sites.
    func check(sites: [SwitchSite], options: Options) -> [Diagnostic]
}

/// A rule the engine evaluates itself, after every other rule: reports
/// suppression comments that suppress nothing or name unknown rules.
public protocol SuppressionAuditRule: Rule {}

extension ProjectRule {
    public var asProjectRule: (any ProjectRule)? { self }
}

extension SuppressionAuditRule {
    public var auditsSuppression: Bool { true }
}

/// What a rule sees of a file: the parsed source, its facts and the
/// configuration in force.
public struct RuleContext: Sendable {
    public let file: SourceFile
    public let facts: FileFacts
    public let configuration: Configuration
    /// What the other files say: animated helpers, window owners, launch calls.
    public let project: ProjectFacts
    /// Whether findings carry their fixes: only when something prints or
    /// applies them (JSON, SARIF, `--fix`, `--diff`, the language server).
    /// Building a fix reads around the finding and writes its edits, a
    /// tenth of what a finding of `unanimated_root_swap` costs.
    public var makesFixes = true

    public init(file: SourceFile, facts: FileFacts, configuration: Configuration, project: ProjectFacts = .empty,
                makesFixes: Bool = true) {
        self.file = file
        self.facts = facts
        self.configuration = configuration
        self.project = project
        self.makesFixes = makesFixes
    }

    /// `make()`'s fix when fixes are wanted (`makesFixes`), nil otherwise.
    public func fix(_ make: () -> Fix?) -> Fix? {
        makesFixes ? make() : nil
    }

    /// Type roles under this configuration and project.
    public var roles: TypeRoles { TypeRoles(configuration: configuration, project: project) }

    /// Whether code index `i` is in tests or previews, where rules stay silent.
    public func isTestCode(at i: Int) -> Bool {
        facts.isTestFile || facts.scopes.isTestCode(file.innermostScope(at: i))
    }

    /// Where names occur in the file (built with the facts for any file that
    /// has some; built here for one that has none, which only a rule run
    /// without its facts can ask for).
    public var names: NameIndex { facts.names ?? NameIndex(file: file) }

    /// An animated helper: configured, or found in the project.
    public func isAnimatedHelper(_ name: String) -> Bool {
        configuration.animatedHelperSet.contains(name) || project.isAnimatedHelper(name)
    }
}
