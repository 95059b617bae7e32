import RootLintSyntax
#if canImport(Glibc)
import Glibc
#elseif canImport(Darwin)
import Darwin
#elseif canImport(Musl)
import Musl
#endif

/// A whole run kept, so that a file's findings can be had again after it
/// changes without surveying, joining and linting the rest (the language
/// server's keystrokes). What the project knows comes from every file; a
/// changed file can change it only through what it tells the project — its
/// contribution (helpers, window owners, switchers), its launch calls and
/// the methods whose writes wait on their callers, its runtime calls of
/// launch-called methods, and its mentions of the methods `LaunchReach`
/// followed. When all of those are what they were, the joined project is
/// too, and the file is linted alone against it; the project rules see its
/// new switch sites beside everyone else's kept ones. Otherwise `relint`
/// says so and the caller runs the engine again.
///
/// The answer is the one a full run over the same contents gives: the
/// differential test edits files of the Corpus and compares.
public final class EngineSnapshot: @unchecked Sendable {
    let engine: Engine
    private(set) var input: EngineInput
    let plans: [RulePlan]
    let registered: CallRegistry.Snapshot
    let projects: [String: ProjectFacts]
    /// The app folders of the projects that hold several apps.
    let applicationFolders: [String: Set<String>]
    let projectOf: [String]
    private(set) var summaries: [FileSummary]
    let reachNames: [String: WordSet]
    let reachable: [String: Set<String>]
    /// The same names hashed as the survey hashes declared ones.
    let reachableHashes: [String: Set<UInt64>]
    /// Each file's outcome before the project phase, its own findings left out.
    private(set) var outcomes: [FileOutcome]
    private var indexByPath: [String: Int] = [:]
    /// Per project, the files with switch sites or helper calls, ascending.
    private var projectSites: [String: [Int]] = [:]
    private var overrides: [Int: [UInt8]] = [:]
    private var lock = pthread_mutex_t()

    /// What one file tells the project, compared after an edit.
    struct FileSummary: Equatable {
        var contribution: ProjectContribution
        var launchCalls: [String]
        var launchTargets: [MethodKey]
        var pendingFunctions: [String]
        var mustSearchFunctions: [String]
        var runtimeCalls: [RuntimeCall]
        var declaredFunctions: [UInt64]
        var launchCallNames: [String]
        /// What its functions named as launch-reachable methods call.
        var forwardCalls: Set<String>
        var mentions: [String: [MethodMention]]
        var failed: Bool
    }

    init(engine: Engine, input: EngineInput, plans: [RulePlan], registered: CallRegistry.Snapshot, projects: [String: ProjectFacts],
         projectOf: [String], surveys: [Engine.Survey], runtimeCalls: [[RuntimeCall]], reach: Engine.ReachRecord, outcomes: [FileOutcome]) {
        self.engine = engine
        self.input = input
        self.plans = plans
        self.registered = registered
        self.projects = projects
        applicationFolders = ProjectPhase.applicationFolders(of: projects)
        self.projectOf = projectOf
        reachNames = reach.names.mapValues { WordSet($0) }
        reachable = reach.reachable
        reachableHashes = reach.reachable.mapValues { Set($0.map(DeclaredFunctionNames.hash)) }
        var summaries: [FileSummary] = []
        for index in surveys.indices {
            let survey = surveys[index]
            var forward: Set<String> = []
            if let reachable = reach.reachable[projectOf[index]], let hashes = reachableHashes[projectOf[index]],
               survey.declaredFunctions.contains(where: hashes.contains),
               case .success(let bytes) = input.read(index) {
                forward = Self.forwardCalls(bytes, path: input.files[index].path, plan: plans[input.files[index].configuration], reachable: reachable)
            }
            summaries.append(FileSummary(contribution: survey.contribution, launchCalls: survey.launchCalls,
                                         launchTargets: survey.launchTargets, pendingFunctions: survey.pendingFunctions,
                                         mustSearchFunctions: survey.mustSearchFunctions, runtimeCalls: runtimeCalls[index],
                                         declaredFunctions: survey.declaredFunctions, launchCallNames: survey.launchCallNames,
                                         forwardCalls: forward, mentions: reach.mentions[index] ?? [:], failed: survey.error != nil))
        }
        self.summaries = summaries
        self.outcomes = outcomes.map { outcome in
            var kept = outcome
            kept.diagnostics = []
            return kept
        }
        for (index, file) in input.files.enumerated() where indexByPath[file.path] == nil { indexByPath[file.path] = index }
        for (index, outcome) in outcomes.enumerated() where !outcome.switchSites.isEmpty || !outcome.helperCalls.isEmpty {
            projectSites[projectOf[index], default: []].append(index)
        }
        pthread_mutex_init(&lock, nil)
    }

    deinit { pthread_mutex_destroy(&lock) }

    /// The index of the file reported as `path`, if the run had it.
    public func index(ofPath path: String) -> Int? { indexByPath[path] }

    var fileCount: Int { input.files.count }

    /// The findings of file `index` with `bytes` as its contents, as a full
    /// run with those contents would report them (the file reported, the
    /// others surveyed); nil when the change reaches beyond the file and the
    /// engine must run again. On success the snapshot holds the new
    /// contents, so that the next edit is compared with this one.
    public func relint(_ index: Int, bytes: [UInt8]) -> EngineResult? {
        pthread_mutex_lock(&lock)
        defer { pthread_mutex_unlock(&lock) }
        guard index >= 0, index < input.files.count else { return nil }
        // Marked reported in the kept input itself: setting it on a copy
        // copied every file's entry on each keystroke. Only the edited
        // file's flag is read here (the project phase sets its own).
        input.files[index].reported = true
        var edited = input
        let original = input.read
        edited.read = { $0 == index ? .success(bytes) : original($0) }
        let plan = plans[input.files[index].configuration]
        let registry = CallRegistry(restoring: registered)
        let cache = SourceFileCache(budget: Int.max)
        let survey = engine.survey(index, input: edited, plan: plan, registry: registry, cache: cache, keepParsed: true)
        // Searched against the kept run's names, so that the lint asks the
        // same questions of the same registry.
        survey.calledNames = registered.calls(in: bytes)
        survey.namesChecked = registered.names.count
        let project = projects[projectOf[index]] ?? ProjectFacts()
        // Parsed once, for the summary and the lint.
        var parsed = cache.peek(index)
        if parsed == nil, survey.error == nil {
            let file = SourceFile(path: input.files[index].path, bytes: bytes)
            parsed = ParsedFile(file: file, facts: FileFacts.extract(from: file, configuration: plan.configuration, present: nil))
        }
        guard summarize(index, survey: survey, parsed: parsed) == summaries[index] else { return nil }
        if let parsed, cache.peek(index) == nil { cache.offer(parsed, for: index) }

        var outcome = engine.lint(index, survey: survey, input: edited, plan: plan, project: { project }, registered: registered, cache: cache)
        // The project phase sees this file and the files whose switch sites
        // and helper calls the project rules read; no other outcome matters.
        // In file order, as in a full run: the sites then come in report
        // order and the project rules need not sort them.
        var members = projectSites[projectOf[index], default: []].filter { $0 != index }
        let position = members.firstIndex { $0 > index } ?? members.count
        members.insert(index, at: position)
        var some = members.map { $0 == index ? outcome : outcomes[$0] }
        var files = members.map { input.files[$0] }
        for k in files.indices { files[k].reported = k == position }
        ProjectPhase(plans: plans, files: files, applicationFolders: applicationFolders).finish(&some)
        outcome = some[position]
        let hasSites = !outcome.switchSites.isEmpty || !outcome.helperCalls.isEmpty
        if hasSites != projectSites[projectOf[index], default: []].contains(index) {
            projectSites[projectOf[index], default: []] = hasSites
                ? (projectSites[projectOf[index], default: []] + [index]).sorted() : projectSites[projectOf[index], default: []].filter { $0 != index }
        }

        // Kept for the next edit: this file's switch sites and calls, not its findings.
        var kept = outcome
        kept.diagnostics = []
        outcomes[index] = kept
        overrides[index] = bytes
        let held = overrides
        input.read = { held[$0].map { .success($0) } ?? original($0) }

        let report: LintReport
        if let error = outcome.error {
            report = LintReport(diagnostics: [], files: [], errors: [error], projectFiles: [])
        } else {
            report = LintReport(diagnostics: outcome.diagnostics, files: [outcome.path],
                                projectFiles: [input.files[index].projectPath ?? outcome.path])
        }
        return EngineResult(report: report, baseline: nil)
    }

    static func forwardCalls(_ bytes: [UInt8], path: String, plan: RulePlan, reachable: Set<String>) -> Set<String> {
        let file = SourceFile(path: path, bytes: bytes)
        let facts = FileFacts.extract(from: file, configuration: plan.configuration, present: nil)
        return ProjectContribution.synchronousCallNames(ofFunctionsNamed: reachable, in: file, scopes: facts.scopes, isTestFile: facts.isTestFile)
    }

    /// What the file now tells the project, computed as the full run does.
    private func summarize(_ index: Int, survey: Engine.Survey, parsed: ParsedFile?) -> FileSummary {
        var runtime: [RuntimeCall] = []
        var mentions: [String: [MethodMention]] = [:]
        var forward: Set<String> = []
        let configuration = plans[input.files[index].configuration].configuration
        if survey.error == nil, let parsed {
            let (file, facts) = (parsed.file, parsed.facts)
            if registered.calls(in: file.bytes).contains(where: { registered.names[$0].role == .launchMethod }) {
                let methods = WordSet(registered.names.filter { $0.role == .launchMethod }.map(\.name))
                runtime = ProjectContribution.runtimeCalls(in: file, scopes: facts.scopes, isTestFile: facts.isTestFile,
                                                           configuration: configuration, methods: methods, names: facts.names)
            }
            if let names = reachNames[projectOf[index]] {
                mentions = ProjectContribution.methodMentions(of: names, in: file, scopes: facts.scopes, isTestFile: facts.isTestFile,
                                                              configuration: configuration, names: facts.names)
            }
            if let reachable = reachable[projectOf[index]], let hashes = reachableHashes[projectOf[index]],
               survey.declaredFunctions.contains(where: hashes.contains) {
                forward = ProjectContribution.synchronousCallNames(ofFunctionsNamed: reachable, in: file, scopes: facts.scopes,
                                                                   isTestFile: facts.isTestFile)
            }
        }
        return FileSummary(contribution: survey.contribution, launchCalls: survey.launchCalls, launchTargets: survey.launchTargets,
                           pendingFunctions: survey.pendingFunctions, mustSearchFunctions: survey.mustSearchFunctions, runtimeCalls: runtime,
                           declaredFunctions: survey.declaredFunctions, launchCallNames: survey.launchCallNames, forwardCalls: forward,
                           mentions: mentions, failed: survey.error != nil)
    }
}
