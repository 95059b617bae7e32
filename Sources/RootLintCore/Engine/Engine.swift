import RootLintSyntax
#if canImport(Glibc)
import Glibc
#elseif canImport(Darwin)
import Darwin
#elseif canImport(Musl)
import Musl
#endif

/// What the engine lints: files (each under one of the configurations) and
/// how to read them — from disk, standard input, the git index or an editor's
/// buffers; the engine only ever asks for bytes by index, and may ask twice.
public struct EngineInput: Sendable {
    public struct File: Sendable, Equatable {
        /// The path to report.
        public var path: String
        /// Index into `configurations`.
        public var configuration: Int
        /// Reported, or only surveyed: a file of the project that was not
        /// asked for (a hook names one file; the editor holds one buffer)
        /// still tells the project its helpers, launch calls and switch
        /// sites, so the files asked for get the findings of a whole run.
        var reported: Bool
        /// The path from the project's root (fingerprints, baselines); nil: `path`.
        var projectPath: String?
        public init(path: String, configuration: Int = 0, reported: Bool = true, projectPath: String? = nil) {
            self.path = path
            self.configuration = configuration
            self.reported = reported
            self.projectPath = projectPath
        }
    }

    public var files: [File]
    var configurations: [Configuration]
    var read: @Sendable (Int) -> Result<[UInt8], InputError>

    public init(files: [File], configurations: [Configuration], read: @escaping @Sendable (Int) -> Result<[UInt8], InputError>) {
        self.files = files
        self.configurations = configurations
        self.read = read
    }

    /// Files held in memory (tests, a buffer), each with a configuration index.
    public init(sources: [(path: String, bytes: [UInt8], configuration: Int)], configurations: [Configuration] = [.default]) {
        let contents = sources.map(\.bytes)
        self.init(files: sources.map { File(path: $0.path, configuration: $0.configuration) }, configurations: configurations,
                  read: { .success(contents[$0]) })
    }

    /// Files held in memory under one configuration.
    public init(sources: [(path: String, bytes: [UInt8])], configuration: Configuration = .default) {
        self.init(sources: sources.map { ($0.path, $0.bytes, 0) }, configurations: [configuration])
    }
}

/// What a run found.
public struct EngineResult: Sendable {
    /// Every finding, sorted, with fingerprints.
    public var report: LintReport
    /// With a baseline: the findings it does not hold, how many it hid, and
    /// its entries that no longer occur in the files linted.
    var baseline: BaselineComparison?
}

public struct BaselineComparison: Sendable {
    var newFindings: LintReport
    var hidden: Int
    var gone: [Baseline.Entry]
}

/// The one pipeline every entry point runs — the command line, the tests,
/// the benchmark, and later the fixer and the language server:
///
/// 1. survey (parallel): each file is read, validated and, when it holds the
///    words of some fact, lexed and scoped once; its facts are extracted and
///    what it tells the project (animated helpers, window owners, launch
///    calls) is collected. A file whose findings cannot depend on the
///    project is linted right there;
/// 2. join: the facts of each project (files grouped by `projectKey`), and the
///    runtime calls of launch-called methods;
/// 3. lint (parallel) the files that need the project, with it;
/// 4. project rules per configuration, suppression audit, one sort,
///    fingerprints, baseline.
///
/// Severity, suppression and positions are applied in one place
/// (`FileLinter`); the output is the same for any number of jobs. Files not
/// `reported` go through the same phases, but only as far as the project
/// needs them: lexed only when they hold its words, linted only for their
/// switch sites, and left out of the report.
public struct Engine: Sendable {
    /// Every rule known (the catalogue), enabled or not: unknown-rule checks
    /// need the whole list.
    let rules: [any Rule]
    /// Skip lexing files without the words of any fact, and rules whose
    /// facts a file lacks. Off, every file is lexed and every rule runs on it.
    var usePrefilter: Bool
    var jobs: Int
    /// Called once per file as it is surveyed (the bulk of a run), from any thread.
    var progress: (@Sendable () -> Void)?
    /// Bytes of parsed files kept from the survey for the lint phase (a file
    /// over the budget is read and parsed again if it needs linting again).
    var memoryBudget: Int
    /// Leave the run's working state to the process's exit rather than free
    /// it (`ProcessExitState`): only for a process that exits after this run.
    public var leavesStateToProcessExit = false
    /// Whether findings carry fixes (`RuleContext.makesFixes`): off when
    /// nothing prints or applies them.
    public var makesFixes = true
    /// Whether findings carry their line keys (`Diagnostic.lineKey`), what
    /// fingerprints are made of: off when nothing prints fingerprints or
    /// compares with a baseline. Hashing each finding's line was a fiftieth
    /// of a run over files that each report a few.
    public var makesLineKeys = true

    public init(rules: [any Rule], usePrefilter: Bool = true, jobs: Int = 1, memoryBudget: Int = 12 << 20,
                progress: (@Sendable () -> Void)? = nil) {
        self.rules = rules
        self.usePrefilter = usePrefilter
        self.jobs = max(1, jobs)
        self.memoryBudget = memoryBudget
        self.progress = progress
    }

    public func run(_ input: EngineInput, baseline: Baseline? = nil) -> EngineResult {
        execute(input, baseline: baseline, keep: false).result
    }

    /// A run that is kept (`EngineSnapshot`): an editor's next keystroke in
    /// one file gets that file's findings again without the rest.
    public func runKeeping(_ input: EngineInput) -> (result: EngineResult, snapshot: EngineSnapshot) {
        let (result, snapshot) = execute(input, baseline: nil, keep: true)
        return (result, snapshot!)
    }

    func execute(_ input: EngineInput, baseline: Baseline?, keep: Bool) -> (result: EngineResult, snapshot: EngineSnapshot?) {
        let plans = input.configurations.map { RulePlan(rules: rules, configuration: $0) }
        let registry = CallRegistry(helpers: input.configurations.flatMap(\.animatedHelpers))
        let cache = SourceFileCache(budget: memoryBudget)
        let count = input.files.count

        // 1. Survey, files likely to define helpers and launch functions first.
        let priorities = input.files.map { CallRegistry.surveyPriority($0.path) }
        let order = (0..<count).sorted { priorities[$0] != priorities[$1] ? priorities[$0] < priorities[$1] : $0 < $1 }
        let surveyed = parallelMap(count: count, jobs: jobs) { [self] k in
            let index = order[k]
            defer { progress?() }
            return survey(index, input: input, plan: plans[input.files[index].configuration], registry: registry, cache: cache)
        }
        var inOrder = [Survey?](repeating: nil, count: count)
        for (k, survey) in surveyed.enumerated() { inOrder[order[k]] = survey }
        let surveys = inOrder.map { $0! }

        // 2. Join.
        let registered = registry.snapshot()
        let names = registered.names
        // Per project: one run over several projects (a monorepo's apps, the
        // Corpus) must not let one app's helpers or launch code decide another's.
        let projectOf = input.files.map { input.configurations[$0.configuration].projectKey }
        var projects: [String: ProjectFacts] = [:]
        // By index: a `Survey` copied per iteration retained each of its arrays.
        // Each run of files of one project (most runs are one) is merged
        // into one value taken out of the dictionary: per file, the
        // project's path was hashed twice.
        do {  // `current` ends here, so that each project's facts have one owner
            var currentProject: String?
            var current = ProjectFacts()
            for index in surveys.indices {
                if currentProject != projectOf[index] {
                    if let key = currentProject { projects[key] = current }
                    currentProject = projectOf[index]
                    current = projects.removeValue(forKey: projectOf[index]) ?? ProjectFacts()
                }
                current.merge(surveys[index].contribution)
                ProjectFacts.add(surveys[index].launchCalls, to: &current.launchCalledFunctions)
            }
            if let key = currentProject { projects[key] = current }
        }
        let launchMethods = WordSet(names.filter { $0.role == .launchMethod }.map(\.name))
        let runtime = parallelMap(count: count, jobs: jobs) { [self] index -> [RuntimeCall] in
            let survey = surveys[index]
            guard survey.error == nil, calls(.launchMethod, survey: survey, registered: registered, index: index, input: input, cache: cache) else { return [] }
            let configuration = input.configurations[input.files[index].configuration]
            let kept = cache.peek(index)
            guard let parsed = kept ?? parse(index, input: input, plan: plans[input.files[index].configuration])
            else { return [] }
            // Linted next: parsed once for both if it fits.
            if kept == nil { cache.offer(parsed, for: index) }
            return ProjectContribution.runtimeCalls(in: parsed.file, scopes: parsed.facts.scopes, isTestFile: parsed.facts.isTestFile,
                                                    configuration: configuration, methods: launchMethods, names: parsed.facts.names)
        }
        var runtimeByProject: [String: [RuntimeCall]] = [:]
        for (index, calls) in runtime.enumerated() where !calls.isEmpty {
            runtimeByProject[projectOf[index], default: []] += calls
        }
        // Each project's files, made only if some call's receiver is unknown.
        var filesOfProject: [String: [Int]]?
        for (key, calls) in runtimeByProject {
            let launchCalled = projects[key]?.launchCalledFunctions ?? []
            let known = RuntimeCall.resolvingUnknownReceivers(calls, launchCalled: launchCalled) { names in
                if filesOfProject == nil { filesOfProject = Dictionary(grouping: surveys.indices) { projectOf[$0] } }
                return Self.declaredInOneFile(names, files: filesOfProject?[key] ?? [], surveys: surveys)
            }
            let called = RuntimeCall.calledAtRuntime(known, launchCalled: launchCalled)
            projects[key, default: ProjectFacts()].runtimeCalledFunctions.formUnion(called)
        }
        let reach = reachFromLaunch(&projects, surveys: surveys, projectOf: projectOf, input: input, plans: plans, cache: cache)
        for key in projects.keys { projects[key]?.settleStartSwaps() }
        let joined = projects

        // 3. Lint what needs the project.
        var outcomes = parallelMap(count: count, jobs: jobs) { [self] index -> FileOutcome in
            lint(index, survey: surveys[index], input: input, plan: plans[input.files[index].configuration],
                 project: { joined[projectOf[index]] ?? ProjectFacts() },
                 registered: registered, cache: cache)
        }

        var snapshot: EngineSnapshot?
        if keep {
            snapshot = EngineSnapshot(engine: self, input: input, plans: plans, registered: registered, projects: joined,
                                      projectOf: projectOf, surveys: surveys, runtimeCalls: runtime, reach: reach, outcomes: outcomes)
        }

        // 4. Project rules, the audit, one sort.
        ProjectPhase(plans: plans, files: input.files, makesFixes: makesFixes, makesLineKeys: makesLineKeys,
                     applicationFolders: ProjectPhase.applicationFolders(of: joined)).finish(&outcomes)
        var linted: [String] = []
        var projectFiles: [String] = []
        var errors: [InputError] = []
        // By index, each field read where it is: an `outcome` loop variable
        // copied every outcome, retaining its arrays and set.
        for index in outcomes.indices where input.files[index].reported {
            if let error = outcomes[index].error {
                errors.append(error)
            } else {
                linted.append(outcomes[index].path)
                projectFiles.append(input.files[index].projectPath ?? outcomes[index].path)
            }
        }
        let diagnostics = Diagnostic.gathering(from: &outcomes) { input.files[$0].reported }
        errors.sort { String.bytewiseLess($0.path, $1.path) }
        let report = LintReport(diagnostics: consume diagnostics, files: linted, errors: errors, projectFiles: projectFiles)
        if leavesStateToProcessExit { ProcessExitState.leave((surveys, outcomes, cache, joined, runtime, registered)) }
        return (EngineResult(report: report, baseline: baseline.map { $0.comparison(with: report) }), snapshot)
    }

    // MARK: Phase 1

    /// What one read of a file tells. A class: filled in by the worker that
    /// surveys the file, only read once `parallelMap` has returned; as a
    /// struct of a dozen arrays it was copied five times per file on the
    /// way, each copy retaining and releasing every array.
    final class Survey: @unchecked Sendable {
        var error: InputError?
        /// Lexed in the survey (it holds the words of some fact).
        var parsed = false
        var contribution = ProjectContribution()
        /// `Type.method` its launch functions call (`AppCoordinator.start`).
        var launchCalls: [String] = []
        /// Linted already, on a guess of the project (what the file itself
        /// says): it stands if the whole project answers the questions the
        /// lint asked (`queries`) the same way, and the file calls no helper.
        var early: FileOutcome?
        var queries: ProjectQueries?
        /// The registry's first `namesChecked` names were searched for in the
        /// file; `calledNames` are those it may call.
        var namesChecked = 0
        var calledNames: [Int] = []
        /// Methods with a write that is a swap unless only launch code calls them.
        var launchTargets: [MethodKey] = []
        /// The methods with writes whose context waits on their callers, and
        /// those of them whose every call matters (what the registry was told).
        var pendingFunctions: [String] = []
        var mustSearchFunctions: [String] = []
        /// The names after `func` in the file, and the names its launch code
        /// calls synchronously: where `LaunchReach` can start and go.
        var declaredFunctions: [UInt64] = []
        var launchCallNames: [String] = []
    }

    func survey(_ index: Int, input: EngineInput, plan: RulePlan, registry: CallRegistry, cache: SourceFileCache,
                keepParsed: Bool = false) -> Survey {
        let survey = Survey()
        let path = input.files[index].path
        let bytes: [UInt8]
        // A file only surveyed is checked only if it is lexed: most are not,
        // and its problems are not this run's to report.
        let reported = input.files[index].reported
        switch reported ? readChecked(index, input: input) : input.read(index) {
        case .failure(let error):
            survey.error = error
            return survey
        case .success(let contents):
            bytes = contents
        }
        survey.declaredFunctions = DeclaredFunctionNames.hashes(in: bytes)
        let registered = registry.snapshot()
        let names = registered.names
        survey.namesChecked = names.count
        survey.calledNames = registered.calls(in: bytes)
        var present: Set<FactKind>? = nil
        var surveyWords = true
        let callsHelper = survey.calledNames.contains { names[$0].role == .helper }
        if usePrefilter {
            if let found = plan.lexing(bytes, callsHelper: callsHelper, projectOnly: !reported) {
                present = found.facts
                surveyWords = found.survey
            } else if ApplicationFolders.isNamedLikeAppDelegate(path) {
                // Lexed to learn whether it declares the app delegate, which
                // tells where its app lies (`ApplicationFolders`); no fact's words.
                present = []
                surveyWords = false
            } else {
                return survey
            }
        }
        if !reported, let problem = Self.inputProblem(bytes) {
            survey.error = InputError(path: path, problem: problem)
            return survey
        }
        let file = SourceFile(path: path, bytes: bytes)
        // No helper calls yet: the helpers are not all known (see `lint`).
        let facts = FileFacts.extract(from: file, configuration: plan.configuration, present: present ?? Self.factsBeforeHelpersKnown)
        survey.parsed = true
        survey.contribution = ProjectContribution.extract(from: file, facts: facts)
        if surveyWords {
            survey.launchCalls = ProjectContribution.launchCalls(in: file, scopes: facts.scopes, configuration: plan.configuration,
                                                                 names: facts.names)
            survey.launchCallNames = ProjectContribution.launchCallNames(in: file, scopes: facts.scopes, configuration: plan.configuration,
                                                                         names: facts.names)
        }
        registry.publish(survey.contribution.animatedHelpers, as: .helper)
        // A `start()` that shows its window builds the first interface unless
        // something calls it again later: its calls matter whoever makes them.
        // In one pass, into the survey's arrays: the pending contexts
        // gathered first, then mapped and filtered, made two more per file.
        for index in facts.rootWrites.indices {
            guard let pending = facts.rootWrites[index].pendingContext else { continue }
            if survey.pendingFunctions.isEmpty {
                survey.pendingFunctions.reserveCapacity(facts.rootWrites.count - index)
                survey.launchTargets.reserveCapacity(facts.rootWrites.count - index)
            }
            if let method = pending.method { survey.launchTargets.append(method) }
            survey.pendingFunctions.append(pending.qualifiedFunction)
            if pending.startShownAfter { survey.mustSearchFunctions.append(pending.qualifiedFunction) }
        }
        registry.publishLaunchMethods(called: survey.launchCalls, withPendingWrites: survey.pendingFunctions,
                                      mustSearch: survey.mustSearchFunctions)
        // A file that calls a known helper is linted once every helper is
        // known (`lint`): a lint on a guess now would be thrown away. A
        // keystroke in such a file linted it twice.
        if callsHelper {
            cache.offer(ParsedFile(file: file, facts: facts), for: index)
            return survey
        }
        // Lint now, on what this file says about the project, and write down
        // what was asked: most files' findings turn out not to depend on
        // the rest, and need not be parsed again after the join.
        var guess = ProjectFacts.guess(from: survey.contribution, launchCalls: survey.launchCalls)
        let queries = ProjectQueries()
        guess.queries = queries
        let resolved = facts.resolved(with: guess, file: file, configuration: plan.configuration, callsHelpers: false)
        survey.early = FileLinter(plan: plan, project: guess, gateOnFacts: usePrefilter, reports: input.files[index].reported,
                                  projectPath: input.files[index].projectPath, makesFixes: makesFixes, makesLineKeys: makesLineKeys)
            .lint(ParsedFile(file: file, facts: resolved))
        survey.queries = queries
        // Kept for a wrong guess only within a small part of the budget
        // (`offerSpeculatively`); an editor's snapshot keeps every file.
        if keepParsed {
            cache.offer(ParsedFile(file: file, facts: facts), for: index)
        } else if !queries.entries.isEmpty {
            cache.offerSpeculatively(ParsedFile(file: file, facts: facts), for: index)
        }
        return survey
    }

    /// Every fact but the helper calls: built once, not per file (a set
    /// built for each file was a hundredth of a run without the prefilter).
    static let factsBeforeHelpersKnown = Set(FactKind.allCases).subtracting([.helperCalls])

    /// The file's bytes, refused when they cannot be Swift source rootlint can index.
    func readChecked(_ index: Int, input: EngineInput) -> Result<[UInt8], InputError> {
        let path = input.files[index].path
        switch input.read(index) {
        case .failure(let error):
            return .failure(error)
        case .success(let bytes):
            if let problem = Self.inputProblem(bytes) { return .failure(InputError(path: path, problem: problem)) }
            return .success(bytes)
        }
    }

    /// Whether the file may call a name of `role` from the registry: known
    /// from the survey, or searched for now among the names found after it.
    func calls(_ role: CallRegistry.Role, survey: Survey, registered: CallRegistry.Snapshot, index: Int,
               input: EngineInput, cache: SourceFileCache) -> Bool {
        let names = registered.names
        if survey.calledNames.contains(where: { names[$0].role == role }) { return true }
        guard names[survey.namesChecked...].contains(where: { $0.role == role }) else { return false }
        // A file kept parsed is searched in its kept bytes, not read again.
        let bytes: [UInt8]
        if let kept = cache.peek(index) {
            bytes = kept.file.bytes
        } else if case .success(let read) = readChecked(index, input: input) {
            bytes = read
        } else {
            return false
        }
        return registered.calls(in: bytes, from: survey.namesChecked).contains { names[$0].role == role }
    }

    /// Reads and parses a file again (it was not kept or not lexed before)
    /// and extracts its facts.
    func parse(_ index: Int, input: EngineInput, plan: RulePlan) -> ParsedFile? {
        guard case .success(let bytes) = readChecked(index, input: input) else { return nil }
        let file = SourceFile(path: input.files[index].path, bytes: bytes)
        let present = usePrefilter ? plan.presence(in: bytes) : nil
        return ParsedFile(file: file, facts: FileFacts.extract(from: file, configuration: plan.configuration, present: present))
    }

    /// Those of `names` that exactly one of `files` declares with `func`.
    static func declaredInOneFile(_ names: Set<String>, files: [Int], surveys: [Survey]) -> Set<String> {
        guard !names.isEmpty else { return [] }
        let byHash = Dictionary(names.map { (DeclaredFunctionNames.hash($0), $0) }) { first, _ in first }
        var declaring: [UInt64: Int] = [:]
        for index in files where surveys[index].error == nil {
            for hash in Set(surveys[index].declaredFunctions) where byHash[hash] != nil { declaring[hash, default: 0] += 1 }
        }
        return Set(byHash.filter { declaring[$0.key] == 1 }.map(\.value))
    }

    /// The bytes the launch reach keeps between its rounds, at most (`KeptBytes`).
    static let reachBytesBudget = 32 << 20

    /// Step 2 continued: methods whose writes would be swaps unless only
    /// launch code calls them are followed back through the project's calls
    /// (`LaunchReach`); the files that name them are read again, and parsed
    /// only when they do.
    func reachFromLaunch(_ projects: inout [String: ProjectFacts], surveys: [Survey], projectOf: [String], input: EngineInput,
                         plans: [RulePlan], cache: SourceFileCache) -> ReachRecord {
        var record = ReachRecord()
        var members: [String: [Int]] = [:]
        var targets: [String: Set<MethodKey>] = [:]
        // The project's facts looked up once per run of files in one
        // project (most runs have one): per file, the path was hashed and
        // the facts' seven sets retained and released.
        var factsKey: String?
        var facts = ProjectFacts()
        // Members and targets gathered per run of files of one project, and
        // stored when the project changes: per file and per target, the
        // project's path was hashed again.
        var runKey: String?
        var runMembers: [Int] = []
        // A run's targets are listed, then hashed into the project's set at
        // its final size: inserted as they came, the set was rehashed at
        // every doubling and probed past crowded slots, comparing names
        // (9,000 targets: about a third of this function's instructions).
        var runTargets: [MethodKey] = []
        // A run's members are moved in whole unless its project came before
        // (files of one project not side by side).
        func storeRun() {
            guard let key = runKey else { return }
            if !runMembers.isEmpty {
                if members[key] == nil { members[key] = runMembers } else { members[key]!.append(contentsOf: runMembers) }
            }
            if !runTargets.isEmpty {
                // Taken out of the dictionary, so that inserting does not copy it.
                var set = targets.removeValue(forKey: key) ?? Set(minimumCapacity: runTargets.count)
                set.reserveCapacity(set.count + runTargets.count)
                for target in runTargets { set.insert(target) }
                targets[key] = set
            }
            runMembers = []
            runTargets = []
        }
        for index in surveys.indices where surveys[index].error == nil {
            if runKey != projectOf[index] {
                storeRun()
                runKey = projectOf[index]
            }
            runMembers.append(index)
            guard !surveys[index].launchTargets.isEmpty else { continue }
            if factsKey != projectOf[index] {
                factsKey = projectOf[index]
                facts = projects[projectOf[index]] ?? ProjectFacts()
            }
            for target in surveys[index].launchTargets where !facts.isLaunchOnly(target.qualified) {
                runTargets.append(target)
            }
        }
        storeRun()
        for key in targets.keys.sorted() {
            let files = members[key] ?? []
            // Forward first, by name and cheaply: what launch code can reach
            // synchronously. Only those targets, and callers, are followed back.
            let reachable = forwardFromLaunch(files: files, surveys: surveys, input: input, cache: cache)
            record.reachable[key] = reachable
            let followed = targets[key]!.filter { reachable.contains($0.name) }
            if followed.isEmpty { continue }
            let kept = KeptBytes(budget: Self.reachBytesBudget)
            let reach = LaunchReach { [self] asked in
                let names = asked.filter { reachable.contains($0) }
                var given: [String: [MethodMention]?] = [:]
                for name in asked where !reachable.contains(name) { given[name] = .some(nil) }
                if names.isEmpty { return given }
                // A few names are searched one by one, every mention; many in
                // one pass over the brackets (calls and declarations), as the
                // call registry does, so that many names stay linear.
                let oneByOne = names.count <= CallRegistry.searchedOneByOne
                let searches = oneByOne ? names.map { ByteSearch($0) } : []
                let words = CallWords(oneByOne ? [] : names)
                let wordSet = WordSet(names)
                let occurring = parallelMap(count: files.count, jobs: jobs) { k -> [Int] in
                    let index = files[k]
                    let bytes: [UInt8]
                    if let parsed = cache.peek(index) {
                        bytes = parsed.file.bytes
                    } else if let known = kept.peek(index) {
                        bytes = known
                    } else if case .success(let read) = input.read(index) {
                        bytes = read
                        kept.offer(read, for: index)
                    } else {
                        return []
                    }
                    return bytes.withUnsafeBufferPointer { buffer in
                        oneByOne ? searches.indices.filter { searches[$0].occurs(in: buffer) } : words.called(in: buffer)
                    }
                }
                // A name in too many files is given up before any is parsed.
                var filesPerName = [Int](repeating: 0, count: names.count)
                for list in occurring { for name in list { filesPerName[name] += 1 } }
                let followed = filesPerName.map { $0 <= LaunchReach.maximumFilesPerName }
                var found: [String: [MethodMention]?] = [:]
                for (k, name) in names.enumerated() { found[name] = followed[k] ? .some([]) : .some(nil) }
                record.names[key, default: []].formUnion(names)
                for (k, index) in files.enumerated() where occurring[k].contains(where: { followed[$0] }) {
                    let plan = plans[input.files[index].configuration]
                    guard let parsed = cache.peek(index) ?? parse(index, input: input, plan: plan) else { continue }
                    let mentions = ProjectContribution.methodMentions(of: wordSet, in: parsed.file, scopes: parsed.facts.scopes,
                                                                      isTestFile: parsed.facts.isTestFile,
                                                                      configuration: plan.configuration, names: parsed.facts.names)
                    record.mentions[index, default: [:]].merge(mentions) { $0 + $1 }
                    for (name, list) in mentions {
                        guard case .some(.some(let earlier)) = found[name] else { continue }
                        let joined = earlier + list
                        found[name] = joined.count > LaunchReach.maximumMentionsPerName ? .some(nil) : .some(joined)
                    }
                }
                return found.merging(given) { a, _ in a }
            }
            let launchOnly = reach.launchOnly(followed.sorted { $0.qualified < $1.qualified || ($0.qualified == $1.qualified && $0.labels.lexicographicallyPrecedes($1.labels)) })
            projects[key, default: ProjectFacts()].launchOnlyByCalls = Set(launchOnly.map(\.qualified))
        }
        return record
    }

    /// The method names launch code reaches by synchronous calls, a few
    /// calls deep, matched by name only (an over-approximation: a filter).
    /// Only files whose bytes declare a name are parsed, each once whatever
    /// the depth (what all its functions call is kept, not the file), and
    /// in parallel: in a large app this step reads a thousand files, a
    /// third of a run when it parsed them one by one, some several times.
    func forwardFromLaunch(files: [Int], surveys: [Survey], input: EngineInput, cache: SourceFileCache) -> Set<String> {
        var reachable = Set(files.flatMap { surveys[$0].launchCallNames })
        var frontier = reachable
        var callsByFile: [Int: FunctionCallTable] = [:]
        for _ in 0..<LaunchReach.maximumDepth where !frontier.isEmpty {
            var declaring: [String: [Int]] = [:]
            let named = Dictionary(grouping: frontier, by: DeclaredFunctionNames.hash)
            for index in files {
                for hash in surveys[index].declaredFunctions {
                    for name in named[hash] ?? [] { declaring[name, default: []].append(index) }
                }
            }
            // A name declared in many files (`setup`, `start`) is not followed.
            var parse: Set<Int> = []
            for (_, indices) in declaring where indices.count <= LaunchReach.maximumFilesPerName { parse.formUnion(indices) }
            let unread = parse.filter { callsByFile[$0] == nil }.sorted()
            let read = parallelMap(count: unread.count, jobs: jobs) { [self] k in
                functionCalls(unread[k], input: input, cache: cache)
            }
            for (k, index) in unread.enumerated() { callsByFile[index] = read[k] }
            var next: Set<String> = []
            for index in parse {
                callsByFile[index]?.addCalls(ofFunctionsNamed: frontier, to: &next)
            }
            frontier = next.subtracting(reachable)
            reachable.formUnion(next)
        }
        return reachable
    }

    /// What each function of the file calls synchronously, by name: the
    /// tokens and scopes, none of the facts a lint needs.
    func functionCalls(_ index: Int, input: EngineInput, cache: SourceFileCache) -> FunctionCallTable {
        if let kept = cache.peek(index) {
            return FunctionCallTable(file: kept.file, scopes: kept.facts.scopes, isTestFile: kept.facts.isTestFile)
        }
        guard case .success(let bytes) = readChecked(index, input: input) else { return FunctionCallTable() }
        let file = SourceFile(path: input.files[index].path, bytes: bytes)
        let isTestFile = FileFacts.isTestFile(file)
        return FunctionCallTable(file: file, scopes: isTestFile ? nil : ScopeFacts(file: file), isTestFile: isTestFile)
    }

    /// What `reachFromLaunch` searched: the names per project, and each
    /// file's mentions of them.
    struct ReachRecord: Sendable {
        /// Per project, the names launch code reaches forward.
        var reachable: [String: Set<String>] = [:]
        var names: [String: Set<String>] = [:]
        var mentions: [Int: [String: [MethodMention]]] = [:]
    }

    // MARK: Phase 3

    /// `project` is asked only by a file that is linted or was linted
    /// early: looking it up for every file copied the project's facts,
    /// retaining each of their sets, for files without a word of a rule.
    func lint(_ index: Int, survey: Survey, input: EngineInput, plan: RulePlan, project projectOfFile: () -> ProjectFacts,
              registered: CallRegistry.Snapshot, cache: SourceFileCache) -> FileOutcome {
        let path = input.files[index].path
        if let error = survey.error { return FileOutcome(path: path, error: error) }
        let callsHelper = calls(.helper, survey: survey, registered: registered, index: index, input: input, cache: cache)
        if !callsHelper {
            if let early = survey.early, survey.queries.map({ projectOfFile().agrees(with: $0) }) ?? true {
                _ = cache.take(index)
                // Handed over, not shared: the report moves the findings out
                // of the outcome, which a second owner would make a copy.
                survey.early = nil
                return early
            }
            if !survey.parsed {
                _ = cache.take(index)  // parsed for its runtime calls only
                return FileOutcome(path: path)
            }
        }
        // Kept from the survey, or (over the memory budget, or newly found
        // to call a helper) read and parsed again; either way its facts are
        // completed with the project, not extracted again.
        guard let parsed = cache.take(index) ?? parse(index, input: input, plan: plan) else {
            return FileOutcome(path: path, error: InputError(path: path, problem: "could not be read again"))
        }
        let project = projectOfFile()
        let facts = parsed.facts.resolved(with: project, file: parsed.file, configuration: plan.configuration,
                                          callsHelpers: callsHelper || !usePrefilter)
        return FileLinter(plan: plan, project: project, gateOnFacts: usePrefilter, reports: input.files[index].reported,
                          projectPath: input.files[index].projectPath, makesFixes: makesFixes, makesLineKeys: makesLineKeys)
            .lint(ParsedFile(file: parsed.file, facts: facts))
    }

    /// Whether a file with these bytes would be lexed under `configuration`
    /// (it holds the words of some fact): for the benchmark and diagnostics.
    public func lexes(configuration: Configuration = .default) -> @Sendable ([UInt8]) -> Bool {
        let plan = RulePlan(rules: rules, configuration: configuration)
        let usePrefilter = self.usePrefilter
        return { bytes in
            guard usePrefilter else { return true }
            return plan.lexing(bytes, callsHelper: false) != nil
        }
    }

    // MARK: Input checks

    /// Invalid UTF-8, a NUL byte (a binary file) or a size the token offsets
    /// cannot hold, described with its position.
    static func inputProblem(_ bytes: [UInt8]) -> String? {
        if bytes.count > SourceLimits.maximumByteCount {
            return "is larger than the \(SourceLimits.description) rootlint can index; file skipped"
        }
        let invalid: Int? = bytes.withUnsafeBufferPointer { UTF8Decoding.firstInvalidOffset($0) }
        if let invalid {
            let position = SourceMap(bytes: bytes).position(of: invalid)
            return "not valid UTF-8 (byte 0x\(String(bytes[invalid], radix: 16, uppercase: true)) at line \(position.line), column \(position.column)); file skipped"
        }
        if let nul = bytes.withUnsafeBufferPointer({ buffer in
            buffer.baseAddress.flatMap { memchr($0, 0, buffer.count) }.map { UnsafeRawPointer($0) - UnsafeRawPointer(buffer.baseAddress!) }
        }) {
            let position = SourceMap(bytes: bytes).position(of: nul)
            return "contains a NUL byte at line \(position.line), column \(position.column), so it is not Swift source; file skipped"
        }
        return nil
    }
}

