import RootLintCore
import RootLintSyntax
import RootLintRules

/// One lint run: finds the files and their configurations, reads them (from
/// disk, standard input or the git index) and runs the engine over them.
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
        let paths = assigned.map(\.file)
        let readFile: @Sendable (Int) -> Swift.Result<[UInt8], InputError> = { index in
            read(paths[index]).mapError { InputError(path: paths[index].path, problem: $0.fileProblem) }
        }
        let input = EngineInput(files: assigned.map { EngineInput.File(path: $0.file.path, configuration: $0.linter) },
                                configurations: configurations, read: readFile)
        let progress = Progress.make(total: assigned.count, io: io)
        var advance: (@Sendable () -> Void)? = nil
        if let progress { advance = { progress.advance() } }
        let engine = Engine(rules: RuleCatalog.makeRules(), usePrefilter: options.usePrefilter, jobs: options.jobs, progress: advance)
        var report = engine.run(input).report
        progress?.finish()
        report.errors = (errors + report.errors).sorted { String.bytewiseLess($0.path, $1.path) }
        return Result(report: report)
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
