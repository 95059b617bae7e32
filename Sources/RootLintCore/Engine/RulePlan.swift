import RootLintSyntax

/// The rules in force under one configuration, with their severities and the
/// facts they read, resolved once per run. A class, never changed once
/// made: every file's survey and lint is handed the plan, and a copy of
/// it as a struct retained each of its twenty references.
final class RulePlan: Sendable {
    struct FileRule: Sendable {
        let rule: any Rule
        let severity: Severity
        let facts: FactRequirement
    }

    let configuration: Configuration
    /// Enabled rules that look at one file, in catalogue order.
    let fileRules: [FileRule]
    let projectRules: [(rule: any ProjectRule, severity: Severity)]
    /// `superfluous_disable_command`, when enabled.
    let audit: (id: RuleID, severity: Severity)?
    /// Every rule of the catalogue, and those enabled here.
    let known: [RuleID]
    let enabled: Set<RuleID>
    /// The facts some enabled rule reads, and the facts the project survey
    /// reads whatever is enabled (root writes make helpers and switchers).
    let facts: Set<FactKind>
    /// Byte filters, in order: one per fact of `factOrder`, then the survey's
    /// own words (window owners, launch functions).
    let words: PrefilterSet
    let factOrder: [FactKind]
    /// Each fact's filter in `words` by the fact's raw value (nil: none),
    /// and the survey's. An array: hashing the kind was a dictionary lookup
    /// per fact per file.
    let filterIndices: [Int?]
    let surveyFilter: Int
    /// Every enabled rule's fact groups (the audit's too) as filters of
    /// `words`, flat: group `g` is
    /// `requirementFilters[requirementStarts[g]..<requirementStarts[g + 1]]`,
    /// -1 for helper calls, -2 for a fact without words (never met). Read
    /// for every file; nested arrays retained each group on the way.
    let requirementFilters: [Int]
    let requirementStarts: [Int]

    init(rules: [any Rule], configuration: Configuration) {
        self.configuration = configuration
        var fileRules: [FileRule] = []
        var projectRules: [(rule: any ProjectRule, severity: Severity)] = []
        var audit: (id: RuleID, severity: Severity)?
        var enabled: Set<RuleID> = []
        var facts: Set<FactKind> = [.rootWrites]
        var requirements: [[FactKind]] = []
        for rule in rules {
            guard let severity = configuration.severity(for: rule.id, default: rule.description.defaultSeverity) else { continue }
            enabled.insert(rule.id)
            let requirement = type(of: rule).facts
            facts.formUnion(requirement.joined())
            requirements += requirement
            if let projectRule = rule.asProjectRule {
                projectRules.append((projectRule, severity))
            } else if rule.auditsSuppression {
                audit = (rule.id, severity)
            } else {
                fileRules.append(FileRule(rule: rule, severity: severity, facts: requirement))
            }
        }
        // Suppression comments matter whenever any rule can report.
        if !enabled.isEmpty { facts.insert(.suppressionComments) }
        self.fileRules = fileRules
        self.projectRules = projectRules
        self.audit = audit
        self.known = rules.map(\.id)
        self.enabled = enabled
        self.facts = facts
        // Helper calls depend on the project's helpers: searched for by name
        // (see `CallRegistry`), not by this plan's filters.
        let order = FactKind.allCases.filter { facts.contains($0) && $0 != .helperCalls }
        factOrder = order
        var filterIndices = [Int?](repeating: nil, count: FactKind.allCases.count)
        for (filter, kind) in order.enumerated() { filterIndices[kind.rawValue] = filter }
        self.filterIndices = filterIndices
        surveyFilter = order.count
        var requirementFilters: [Int] = [], requirementStarts = [0]
        for group in requirements {
            for fact in group { requirementFilters.append(fact == .helperCalls ? -1 : filterIndices[fact.rawValue] ?? -2) }
            requirementStarts.append(requirementFilters.count)
        }
        self.requirementFilters = requirementFilters
        self.requirementStarts = requirementStarts
        // Window owners (`var window`, a delegate's `var mainWindow:`), launch
        // functions, and members of the delegate types used by name.
        let surveyWords = Vocabulary.windowOwnerDeclarations.map { [$0] }
            + configuration.launchFunctionWords.map { [ByteSearch($0)] } + [[Vocabulary.delegateMemberAccess]]
        words = PrefilterSet(order.map { $0.vocabulary(helpers: []) } + [surveyWords])
    }

    /// Whether a file is worth lexing, and if it is, which facts' words it
    /// holds (for the extractors) and whether it holds the survey's own words
    /// (window owners, launch functions). Worth lexing: the survey needs it
    /// (root writes make helpers; window owners; launch functions), or some
    /// enabled rule's facts may all be there. A presentation alone, say, is not
    /// enough: the rule that reads presentations also needs a swap. Filters
    /// are asked lazily, so most files are decided by a search or two.
    /// `projectOnly`: the file is surveyed, not reported; only root writes,
    /// window owners, launch functions and helper calls tell the project
    /// anything, so a file without them is decided by two searches.
    func lexing(_ bytes: [UInt8], callsHelper: Bool, projectOnly: Bool = false) -> (facts: Set<FactKind>, survey: Bool)? {
        bytes.withUnsafeBufferPointer { buffer in words.withProbe(of: buffer) { probe in
            let survey = probe.matches(surveyFilter)
            if !survey, !probe.matches(filterIndices[FactKind.rootWrites.rawValue]!) {
                if projectOnly, !callsHelper { return nil }
                // Within a group, the facts already decided go first (helper
                // calls, the root writes just asked): `[.presentations,
                // .rootWrites]` then fails without a search when the file
                // has no root write, instead of searching for `animated`.
                guard satisfiable(&probe, callsHelper: callsHelper) else { return nil }
            }
            var present: Set<FactKind> = []
            for (filter, kind) in factOrder.enumerated() where probe.matches(filter) { present.insert(kind) }
            return (present, survey)
        } }
    }

    /// Whether some requirement group can be met: every fact of it not
    /// known to fail (helper calls as the caller says), then every fact found.
    private func satisfiable(_ probe: inout PrefilterSet.Probe, callsHelper: Bool) -> Bool {
        requirementFilters.withUnsafeBufferPointer { filters in
            requirementStarts.withUnsafeBufferPointer { starts in
                for group in 0..<(starts.count - 1) {
                    let range = starts[group]..<starts[group + 1]
                    let open = range.allSatisfy { k in
                        switch filters[k] {
                        case -1: return callsHelper
                        case -2: return false
                        case let filter: return probe.decided(filter) ?? true
                        }
                    }
                    if open, range.allSatisfy({ filters[$0] == -1 || probe.matches(filters[$0]) }) { return true }
                }
                return false
            }
        }
    }

    /// Which facts' words occur in the bytes (a file about to be lexed again).
    func presence(in bytes: [UInt8]) -> Set<FactKind> {
        bytes.withUnsafeBufferPointer { buffer in words.withProbe(of: buffer) { probe in
            Set(factOrder.indices.filter { probe.matches($0) }.map { factOrder[$0] })
        } }
    }

    /// The severity `rule` reports with here, nil when it is off.
    func severity(of rule: RuleID) -> Severity? {
        if let fileRule = fileRules.first(where: { $0.rule.id == rule }) { return fileRule.severity }
        if let projectRule = projectRules.first(where: { $0.rule.id == rule }) { return projectRule.severity }
        return audit?.id == rule ? audit?.severity : nil
    }
}
