import RootLintSyntax

/// The last phase: project rules over each project's switch sites, their
/// findings suppressed by their files' comments, then the audit of
/// suppression comments that suppressed nothing or name unknown rules.
struct ProjectPhase {
    let plans: [RulePlan]
    let files: [EngineInput.File]
    /// Whether the audit's findings carry their fixes (`Engine.makesFixes`).
    var makesFixes = true
    /// Whether findings get their line keys (`Engine.makesLineKeys`).
    var makesLineKeys = true
    /// Each project's app delegate folders, by project key: a project of
    /// several apps is judged app by app (`ApplicationFolders`).
    var applicationFolders: [String: Set<String>] = [:]

    func finish(_ outcomes: inout [FileOutcome]) {
        // One project per outermost configuration file (nested files refine
        // it and stay in its project): a monorepo's apps are judged apart.
        // Keyed once per configuration, not per file: a path's hash costs
        // hundreds of instructions, and most runs have one configuration.
        let projectKeys = plans.map(\.configuration.projectKey)
        var byConfiguration = [[Int]](repeating: [], count: plans.count)
        for index in outcomes.indices where outcomes[index].error == nil { byConfiguration[files[index].configuration].append(index) }
        var groups: [String: [Int]] = [:]
        for (configuration, members) in byConfiguration.enumerated() where !members.isEmpty {
            groups[projectKeys[configuration], default: []].append(contentsOf: members)
        }
        // Members in file order, however their configurations interleave.
        if plans.count > 1 { groups = groups.mapValues { $0.sorted() } }
        // Project rules run with the project's own (outermost) settings.
        var rootPlan: [String: Int] = [:]
        for (index, plan) in plans.enumerated() where plan.configuration.sourcePath == plan.configuration.projectKey {
            if rootPlan[plan.configuration.projectKey] == nil { rootPlan[plan.configuration.projectKey] = index }
        }
        // Made on the first project finding: most runs have none. A finding
        // sits on a switch site, so the files with sites are keyed first; a
        // keystroke in the language server paid for hashing every path of
        // the project. The rest only if a finding is elsewhere.
        var indexBySitePath: [String: Int]?
        var indexByPath: [String: Int]?
        for key in groups.keys.sorted() {
            let members = groups[key]!
            Self.dropUnusedDefaults(&outcomes, members: members)
            let plan = plans[rootPlan[key] ?? files[members[0]].configuration]
            var sites = members.flatMap { outcomes[$0].switchSites }
            guard !sites.isEmpty else { continue }
            if let folders = applicationFolders[key] { ApplicationFolders(folders).assign(&sites) }
            // A finding's line is its site's, looked up in the one file it
            // is on: keying every site by its path hashed each path once per
            // site, on every keystroke of the language server.
            var lineTexts: [Int: [Int: ArraySlice<UInt8>]] = [:]
            for (rule, severity) in plan.projectRules {
                for var diagnostic in Self.run(rule, sites: sites, configuration: plan.configuration) {
                    if indexBySitePath == nil {
                        indexBySitePath = Self.indexByPath(outcomes) { !$0.switchSites.isEmpty }
                    }
                    var found = indexBySitePath?[diagnostic.path]
                    if found == nil {
                        if indexByPath == nil { indexByPath = Self.indexByPath(outcomes) { _ in true } }
                        found = indexByPath?[diagnostic.path]
                    }
                    guard let index = found else { continue }
                    if let directive = outcomes[index].suppressions.suppressor(of: diagnostic.rule, onLine: diagnostic.range.start.line) {
                        outcomes[index].usedDirectives.insert(directive)
                        continue
                    }
                    diagnostic.severity = severity
                    diagnostic.projectPath = files[index].projectPath
                    if makesLineKeys {
                        if lineTexts[index] == nil {
                            lineTexts[index] = Dictionary(outcomes[index].switchSites.map { ($0.range.start.offset, $0.lineText) }) { first, _ in first }
                        }
                        let line = lineTexts[index]?[diagnostic.range.start.offset] ?? []
                        diagnostic.lineKey = Fingerprint.lineKey(rule: diagnostic.rule, path: diagnostic.projectPath ?? diagnostic.path,
                                                                 lineText: line)
                    }
                    outcomes[index].diagnostics.append(diagnostic)
                }
            }
        }
        for index in outcomes.indices where outcomes[index].error == nil {
            audit(&outcomes[index], plan: plans[files[index].configuration], projectPath: files[index].projectPath)
        }
    }

    /// Findings on a helper's parameter default go when the project calls
    /// the helper and every call passes that argument: no swap gets the
    /// default. A helper no file calls keeps them (a library's API).
    static func dropUnusedDefaults(_ outcomes: inout [FileOutcome], members: [Int]) {
        guard members.contains(where: { index in outcomes[index].diagnostics.contains { $0.onlyIfDefaultUsed != nil } }) else { return }
        var calls: [String: [[String]]] = [:]
        for index in members {
            for call in outcomes[index].helperCalls { calls[call.function, default: []].append(call.labels) }
        }
        for index in members {
            outcomes[index].diagnostics.removeAll { diagnostic in
                guard let argument = diagnostic.onlyIfDefaultUsed, let made = calls[argument.function], !made.isEmpty else { return false }
                return made.allSatisfy { $0.contains(argument.label) }
            }
        }
    }

    /// The first outcome of each path among those `included`.
    static func indexByPath(_ outcomes: [FileOutcome], _ included: (FileOutcome) -> Bool) -> [String: Int] {
        var paths: [String: Int] = [:]
        for index in outcomes.indices where included(outcomes[index]) && paths[outcomes[index].path] == nil {
            paths[outcomes[index].path] = index
        }
        return paths
    }

    /// The app folders of each project that holds several apps.
    static func applicationFolders(of projects: [String: ProjectFacts]) -> [String: Set<String>] {
        var folders: [String: Set<String>] = [:]
        for (key, facts) in projects where facts.applicationFolders.count > 1 { folders[key] = facts.applicationFolders }
        return folders
    }

    static func run<R: ProjectRule>(_ rule: R, sites: [SwitchSite], configuration: Configuration) -> [Diagnostic] {
        rule.check(sites: sites, options: configuration.options(R.Options.self, for: R.description.id))
    }

    /// `rootlint:` commands that suppressed nothing, or name rules that do not exist.
    func audit(_ outcome: inout FileOutcome, plan: RulePlan, projectPath: String?) {
        guard !outcome.suppressions.directives.isEmpty, let audit = plan.audit else { return }
        let known = Set(plan.known)
        // Candidates first: an audit finding may itself be suppressed by an
        // earlier command, which then counts as used.
        var candidates: [(directive: Int, message: String, isUnused: Bool, unknown: RuleID?)] = []
        for (index, directive) in outcome.suppressions.directives.enumerated() {
            for rule in directive.rules where !known.contains(rule) {
                var message = "`rootlint:\(directive.kind.rawValue)` names the unknown rule `\(rule)`"
                if let hint = EditDistance.closest(to: rule.rawValue, among: plan.known.map(\.rawValue)) {
                    message += " (did you mean `\(hint)`?)"
                }
                candidates.append((index, message, false, rule))
            }
            // A command only for rules switched off here cannot suppress anything, by design.
            let namesEnabledRule = directive.appliesToAll || directive.rules.contains { plan.enabled.contains($0) }
            if directive.kind != .enable, !outcome.usedDirectives.contains(index), namesEnabledRule,
               directive.rules.allSatisfy({ known.contains($0) }) {
                candidates.append((index, "`rootlint:\(directive.kind.rawValue)` suppresses nothing", true, nil))
            }
        }
        var kept: [(directive: Int, message: String, isUnused: Bool, unknown: RuleID?)] = []
        for candidate in candidates {
            let line = outcome.suppressions.directives[candidate.directive].line
            if let suppressor = outcome.suppressions.suppressor(of: audit.id, onLine: line), suppressor != candidate.directive {
                outcome.usedDirectives.insert(suppressor)
            } else {
                kept.append(candidate)
            }
        }
        for candidate in kept where !(candidate.isUnused && outcome.usedDirectives.contains(candidate.directive)) {
            let directive = outcome.suppressions.directives[candidate.directive]
            // A comment that suppresses nothing goes; so does an unknown name
            // beside known ones (it never suppressed anything). An unknown
            // name alone is left: the right name is the user's guess to make.
            var fix: Fix?
            if !makesFixes {
                fix = nil
            } else if candidate.isUnused {
                fix = Fix(title: "Remove the comment", applicability: .safe, edits: [TextEdit(range: directive.removal, replacement: "")])
            } else if let unknown = candidate.unknown, let removal = directive.ruleRemovals[unknown],
                      directive.rules.contains(where: { known.contains($0) }) {
                fix = Fix(title: "Remove `\(unknown)` from the list", applicability: .safe, edits: [TextEdit(range: removal, replacement: "")])
            }
            var diagnostic = Diagnostic(rule: audit.id, message: candidate.message, range: directive.range,
                                        suggestion: "remove the comment, or correct the rule name", fix: fix, path: outcome.path)
            diagnostic.severity = audit.severity
            diagnostic.projectPath = projectPath
            if makesLineKeys {
                diagnostic.lineKey = Fingerprint.lineKey(rule: audit.id, path: projectPath ?? outcome.path, lineText: directive.lineText[...])
            }
            outcome.diagnostics.append(diagnostic)
        }
    }
}
