import RootLintSyntax

/// Lints a set of files as one project, in three phases:
///
/// 1. each file contributes what it says about the project (animated
///    helpers, window owners, launch calls; then, on the files that matter,
///    the runtime calls of launch-called methods) — files are independent;
/// 2. each file is linted with the joined project facts — independent again;
/// 3. project rules run over every file's switch sites, then suppression
///    comments that suppressed nothing are reported.
///
/// Phases 1 and 2 are per-file functions the CLI runs in parallel; `lint(_:)`
/// runs all three serially for tests and small inputs.
public struct ProjectLinter: Sendable {
    /// Every rule known (the catalogue), enabled or not: unknown-rule checks
    /// need the whole list.
    public let rules: [any Rule]
    public var usePrefilter: Bool
    /// Every rule's id and default severity, read once.
    let catalogue: [(id: RuleID, severity: Severity)]
    let auditRule: (any Rule)?

    public init(rules: [any Rule], usePrefilter: Bool = true) {
        self.rules = rules
        self.usePrefilter = usePrefilter
        catalogue = rules.map { ($0.id, $0.description.defaultSeverity) }
        auditRule = rules.first { $0 is any SuppressionAuditRule }
    }

    // MARK: Phase 1

    /// Words that make a file worth reading for project facts.
    static let contributionGroups = RuleTriggers.rootWrite + [["UIWindow"]]

    /// Everything the survey searches a file for, over one vocabulary: words
    /// that make it matter to the project facts, launch-function labels, and
    /// the enabled rules' own words (`Linter.staticPrefilter`).
    public struct SurveyFilter: Sendable {
        let set: PrefilterSet

        public init(configuration: Configuration, rules: [any Rule]) {
            let enabled = rules.filter { configuration.severity(for: $0.id, default: $0.description.defaultSeverity) != nil }
            set = PrefilterSet([ProjectLinter.contributionGroups, configuration.launchFunctionWords.map { [$0] },
                                Linter.staticPrefilter(rules: enabled).groups])
        }
    }

    /// What one read of a file tells about the project.
    public struct Survey: Sendable {
        /// `Type.method` its launch functions call (`AppCoordinator.start`).
        public var launchCalls: [String] = []
        public var contribution = ProjectContribution()
        /// Whether the file was parsed: it mentions a window, a root or a launch function.
        public var isRelevant = false
        /// Why the file cannot be linted (invalid UTF-8, NUL bytes), found on this read.
        public var encodingProblem: String?
        /// Whether a rule's own words occur (before the project's helper names are known).
        public var mayMatter = true
        /// How many of the registry's helper names this file was checked
        /// for (the first `helpersChecked`), and whether it calls one of them.
        public var helpersChecked = 0
        public var callsCheckedHelper = false
        public init() {}
    }

    /// Phase 1a, one read per file: launch calls and contributions, the
    /// encoding check and the rules' prefilter. A parsed file is offered to
    /// `cache` under `key` for the later steps.
    public func survey(path: String, bytes: [UInt8], configuration: Configuration, filter: SurveyFilter? = nil,
                       cache: SourceFileCache? = nil, key: Int = 0, helpers: HelperRegistry? = nil) -> Survey {
        var survey = Survey()
        survey.encodingProblem = Linter.encodingProblem(bytes)
        guard survey.encodingProblem == nil else { return survey }
        let filter = filter ?? SurveyFilter(configuration: configuration, rules: rules)
        let found = bytes.withUnsafeBufferPointer { filter.set.evaluate($0) }
        let (window, launch, mayMatter) = (found[0], found[1], found[2])
        survey.mayMatter = mayMatter || !usePrefilter
        guard !usePrefilter || launch || window else {
            if !survey.mayMatter, let helpers { checkHelperCalls(&survey, bytes: bytes, helpers: helpers) }
            return survey
        }
        let file = SourceFile(path: path, bytes: bytes)
        cache?.offer(file, for: key)
        survey.isRelevant = true
        if launch || !usePrefilter { survey.launchCalls = ProjectContribution.launchCalls(in: file, configuration: configuration) }
        survey.contribution = ProjectContribution.extract(from: file, configuration: configuration)
        helpers?.publish(survey.contribution.animatedHelpers)
        return survey
    }

    /// Records which known helpers the file calls, so the lint phase need
    /// not read it again for them.
    func checkHelperCalls(_ survey: inout Survey, bytes: [UInt8], helpers: HelperRegistry) {
        let names = helpers.snapshot()
        survey.helpersChecked = names.count
        survey.callsCheckedHelper = HelperRegistry.callsAny(of: names, in: bytes)
    }

    /// Phase 1b, on the relevant files: calls of the launch-called methods
    /// made at other times (`sceneWillEnterForeground { appCoordinator?.start() }`),
    /// which make those methods swaps after all.
    public func runtimeCalls(in file: SourceFile, configuration: Configuration, launchMethods: Set<String>) -> [String] {
        // Parsed already: the token walk is cheaper than a byte search for `start(`.
        ProjectContribution.runtimeCalls(in: file, configuration: configuration, methods: launchMethods)
    }

    /// The same from bytes, parsing only a file that spells one of the calls.
    public func runtimeCalls(path: String, bytes: [UInt8], configuration: Configuration, launchMethods: Set<String>) -> [String] {
        guard Self.mayCall(launchMethods, bytes: bytes) else { return [] }
        return ProjectContribution.runtimeCalls(in: SourceFile(path: path, bytes: bytes), configuration: configuration,
                                                methods: launchMethods)
    }

    /// Whether `name(` occurs for one of the methods.
    static func mayCall(_ methods: Set<String>, bytes: [UInt8]) -> Bool {
        let calls = methods.map { ByteSearch($0 + "(") }
        return bytes.withUnsafeBufferPointer { buffer in calls.contains { $0.occurs(in: buffer) } }
    }

    /// The methods whose runtime calls matter: the launch-called ones, and
    /// `start`, which the initial-root convention exempts by name.
    public static func methodNames(_ launchCalls: some Sequence<String>) -> Set<String> {
        Set(launchCalls.compactMap { $0.split(separator: ".").last.map(String.init) }).union(["start"])
    }

    // MARK: Phase 2

    public func linter(for configuration: Configuration, project: ProjectFacts) -> Linter {
        Linter(rules: rules, configuration: configuration, usePrefilter: usePrefilter, project: project)
    }

    // MARK: Phase 3

    /// Runs project rules per configuration group, suppresses their findings
    /// with each file's comments, and reports unused or unknown suppression
    /// commands. `configurations[i]` governs `outcomes[i]`.
    public func finish(_ outcomes: inout [FileOutcome], configurations: [Configuration]) {
        // One project per configuration file: a monorepo's apps are judged apart.
        var groups: [String: [Int]] = [:]
        for index in outcomes.indices { groups[configurations[index].sourcePath ?? "", default: []].append(index) }
        let indexByPath = Dictionary(outcomes.indices.map { (outcomes[$0].path, $0) }, uniquingKeysWith: { first, _ in first })
        for key in groups.keys.sorted() {
            let members = groups[key]!
            let configuration = configurations[members[0]]
            let sites = members.flatMap { outcomes[$0].switchSites }
            for rule in rules {
                guard let projectRule = rule as? any ProjectRule,
                      let severity = configuration.severity(for: rule.id, default: rule.description.defaultSeverity) else { continue }
                for var diagnostic in Self.runProjectRule(projectRule, sites: sites, configuration: configuration) {
                    guard let index = indexByPath[diagnostic.path] else { continue }
                    if let directive = outcomes[index].suppressions.suppressor(of: diagnostic.rule, onLine: diagnostic.start.line) {
                        outcomes[index].usedDirectives.insert(directive)
                        continue
                    }
                    diagnostic.severity = severity
                    outcomes[index].diagnostics.append(diagnostic)
                }
            }
        }
        for index in outcomes.indices {
            auditSuppressions(&outcomes[index], configuration: configurations[index])
            outcomes[index].diagnostics.sort(by: ReportedDiagnostic.reportOrder)
        }
    }

    static func runProjectRule<R: ProjectRule>(_ rule: R, sites: [SwitchSite], configuration: Configuration) -> [ReportedDiagnostic] {
        rule.check(sites: sites, options: configuration.options(R.Options.self, for: R.description.id))
    }

    /// `rootlint:` commands that suppressed nothing, or name rules that do not exist.
    func auditSuppressions(_ outcome: inout FileOutcome, configuration: Configuration) {
        guard !outcome.suppressions.directives.isEmpty, let audit = auditRule,
              let severity = configuration.severity(for: audit.id, default: audit.description.defaultSeverity) else { return }
        let known = Set(catalogue.map(\.id))
        let enabled = Set(catalogue.filter { configuration.severity(for: $0.id, default: $0.severity) != nil }.map(\.id))
        // Candidates first: an audit finding may itself be suppressed by an
        // earlier command, which then counts as used.
        var candidates: [(directive: Int, message: String, isUnused: Bool)] = []
        for (index, directive) in outcome.suppressions.directives.enumerated() {
            for rule in directive.rules where !known.contains(rule) {
                var message = "`rootlint:\(directive.kind.rawValue)` names the unknown rule `\(rule)`"
                if let hint = EditDistance.closest(to: rule.rawValue, among: catalogue.map(\.id.rawValue)) {
                    message += " (did you mean `\(hint)`?)"
                }
                candidates.append((index, message, false))
            }
            // A command only for rules switched off here cannot suppress anything, by design.
            let namesEnabledRule = directive.appliesToAll || directive.rules.contains { enabled.contains($0) }
            if directive.kind != .enable, !outcome.usedDirectives.contains(index), namesEnabledRule,
               directive.rules.allSatisfy({ known.contains($0) }) {
                candidates.append((index, "`rootlint:\(directive.kind.rawValue)` suppresses nothing", true))
            }
        }
        var kept: [(directive: Int, message: String, isUnused: Bool)] = []
        for candidate in candidates {
            let line = outcome.directiveLocations[candidate.directive].start.line
            if let suppressor = outcome.suppressions.suppressor(of: audit.id, onLine: line), suppressor != candidate.directive {
                outcome.usedDirectives.insert(suppressor)
            } else {
                kept.append(candidate)
            }
        }
        for candidate in kept where !(candidate.isUnused && outcome.usedDirectives.contains(candidate.directive)) {
            let location = outcome.directiveLocations[candidate.directive]
            outcome.diagnostics.append(ReportedDiagnostic(
                rule: audit.id, severity: severity, message: candidate.message, path: outcome.path, start: location.start,
                end: location.end, suggestion: "remove the comment, or correct the rule name", fix: nil, related: [],
                lineText: location.lineText))
        }
    }

    // MARK: All phases

    public struct Input: Sendable {
        public var path: String
        public var bytes: [UInt8]
        public var configuration: Configuration
        public init(path: String, bytes: [UInt8], configuration: Configuration = .default) {
            self.path = path
            self.bytes = bytes
            self.configuration = configuration
        }
    }

    /// All three phases, serially.
    public func lint(_ inputs: [Input]) -> [FileOutcome] {
        let surveys = inputs.map { survey(path: $0.path, bytes: $0.bytes, configuration: $0.configuration) }
        var project = ProjectFacts.joined(surveys.map(\.contribution))
        project.launchCalledFunctions = Set(surveys.flatMap(\.launchCalls))
        let methods = Self.methodNames(project.launchCalledFunctions)
        for (input, survey) in zip(inputs, surveys) where survey.isRelevant {
            project.runtimeCalledFunctions.formUnion(runtimeCalls(path: input.path, bytes: input.bytes,
                                                                  configuration: input.configuration, launchMethods: methods))
        }
        var outcomes = inputs.map { linter(for: $0.configuration, project: project).lint(path: $0.path, bytes: $0.bytes) }
        finish(&outcomes, configurations: inputs.map(\.configuration))
        return outcomes
    }
}
