import RootLintCore
import RootLintSyntax
import RootLintRules

/// One lint run: finds the files and their configurations, reads them (from
/// disk, standard input or the git index), runs the three project phases and
/// collects the report.
struct LintSession {
    let options: LintOptions
    let io: CommandIO

    struct Result {
        var report: LintReport
        /// Usage-level problems found on the way (a broken `--config`).
        var fatal: String?
    }

    /// Where file contents come from: disk by default; standard input for
    /// `--stdin-path`; the git index for `--staged`.
    enum Source {
        case disk
        case overrides([String: [UInt8]], onlyThese: Bool)
    }

    func run() throws -> Result {
        let resolver = ConfigurationResolver(explicitPath: options.configPath)
        if resolver.explicitConfigurationFailed {
            let message = resolver.errors.map { "\($0.path): \($0.problem)" }.joined(separator: "\n")
            return Result(report: LintReport(diagnostics: [], files: [], errors: resolver.errors), fatal: message)
        }
        var files: [DiscoveredFile]
        var errors: [InputError] = []
        var source = Source.disk
        if let stdinPath = options.stdinPath {
            let normalized = FileDiscovery.normalize(stdinPath)
            let directory = normalized.contains("/") ? ConfigurationResolver.parent(of: normalized) : ""
            switch Subprocess.readStandardInput() {
            case .success(let bytes):
                files = [DiscoveredFile(path: normalized, directory: directory)]
                source = .overrides([normalized: bytes], onlyThese: true)
            case .failure(let error):
                files = []
                errors.append(InputError(path: normalized, problem: error.fileProblem))
            }
        } else {
            let discovery = FileDiscovery().discover(options.paths)
            files = discovery.files
            errors += discovery.errors
            if options.staged {
                // Lint what will be committed: the index's version of every tracked file.
                try Git.requireRepository(for: "--staged")
                let staged = try Git.stagedContents()
                files = files.filter { staged[$0.path] != nil }
                source = .overrides(staged, onlyThese: true)
            }
        }
        // Each file with its configuration; `include`/`exclude` filter here.
        var assigned: [(file: DiscoveredFile, linter: Int)] = []
        for file in files {
            guard let index = resolver.configurationIndex(forDirectory: file.directory) else { continue }
            let configuration = resolver.configurations[index]
            if configuration.admits(relativePath: resolver.relativePath(of: file, to: configuration)) {
                assigned.append((file, index))
            }
        }
        errors += resolver.errors
        let configurations = resolver.configurations.map { options.restrict($0) }
        let read = Self.reader(for: source)
        let projectLinter = ProjectLinter(rules: RuleCatalog.makeRules(), usePrefilter: options.usePrefilter)

        // Phase 1: one read per file for what it says about the project
        // (launch calls, helpers, window owners); the files parsed here are
        // kept for the later steps, within a memory budget.
        let cache = SourceFileCache()
        let filters = configurations.map { ProjectLinter.SurveyFilter(configuration: $0, rules: projectLinter.rules) }
        let indexed = Array(assigned.enumerated())
        // Files likely to define animated helpers go first, so that the
        // others are checked for calls of them on this same read.
        let helperRegistry = HelperRegistry(configured: configurations.flatMap(\.animatedHelpers))
        let priorities = assigned.map { HelperRegistry.surveyPriority($0.file.path) }
        let surveyOrder = indexed.sorted { (a, b) in
            priorities[a.offset] != priorities[b.offset] ? priorities[a.offset] < priorities[b.offset] : a.offset < b.offset
        }
        let surveyed = parallelMap(surveyOrder, jobs: options.jobs) { entry -> ProjectLinter.Survey in
            let (index, item) = entry
            guard case .success(let bytes) = read(item.file) else { return ProjectLinter.Survey() }
            return projectLinter.survey(path: item.file.path, bytes: bytes, configuration: configurations[item.linter],
                                        filter: filters[item.linter], cache: cache, key: index, helpers: helperRegistry)
        }
        var surveys = [ProjectLinter.Survey](repeating: ProjectLinter.Survey(), count: assigned.count)
        for (entry, survey) in zip(surveyOrder, surveyed) { surveys[entry.offset] = survey }
        var project = ProjectFacts.joined(surveys.map(\.contribution))
        project.launchCalledFunctions = Set(surveys.flatMap(\.launchCalls))
        // Then, on the files that matter, calls of launch-called methods at other times.
        let launchMethods = ProjectLinter.methodNames(project.launchCalledFunctions)
        do {
            let relevant = indexed.filter { surveys[$0.offset].isRelevant }
            let runtime = parallelMap(relevant, jobs: options.jobs) { entry -> [String] in
                let (index, item) = entry
                let configuration = configurations[item.linter]
                if let file = cache.peek(index) {
                    return projectLinter.runtimeCalls(in: file, configuration: configuration, launchMethods: launchMethods)
                }
                guard case .success(let bytes) = read(item.file) else { return [] }
                return projectLinter.runtimeCalls(path: item.file.path, bytes: bytes, configuration: configuration,
                                                  launchMethods: launchMethods)
            }
            project.runtimeCalledFunctions.formUnion(runtime.joined())
        }
        // Phase 2: every file with the joined facts; phase 3: project rules and unused suppressions.
        let linters = configurations.map { projectLinter.linter(for: $0, project: project) }
        let progress = Progress.make(total: assigned.count, io: io)
        var onFileDone: (@Sendable (Int) -> Void)? = nil
        if let progress { onFileDone = { _ in progress.advance() } }
        var runner = LintRunner(linters: linters, jobs: options.jobs, read: read)
        runner.cache = cache
        runner.helperOrder = helperRegistry.snapshot()
        var outcomes = runner.run(assigned, surveys: surveys, progress: onFileDone)
        progress?.finish()
        projectLinter.finish(&outcomes, configurations: assigned.map { configurations[$0.linter] })

        var diagnostics: [ReportedDiagnostic] = []
        var linted: [String] = []
        for outcome in outcomes {
            if let error = outcome.error { errors.append(error) } else { linted.append(outcome.path) }
            diagnostics.append(contentsOf: outcome.diagnostics)
        }
        errors.sort { String.bytewiseLess($0.path, $1.path) }
        return Result(report: LintReport(diagnostics: diagnostics, files: linted, errors: errors))
    }

    static func reader(for source: Source) -> @Sendable (DiscoveredFile) -> Swift.Result<[UInt8], SystemError> {
        switch source {
        case .disk:
            return { POSIX.readFile($0.path) }
        case .overrides(let contents, let onlyThese):
            return { file in
                if let bytes = contents[file.path] { return .success(bytes) }
                return onlyThese ? .failure(SystemError(code: ENOENT)) : POSIX.readFile(file.path)
            }
        }
    }
}
