import RootLintCore
import RootLintRules

/// `rootlint [lint] [options] [PATH…]`.
enum LintCommand {
    static let parser = ArgumentParser(specs: [
        .init(names: ["--reporter", "-r"], takesValue: true, allowedValues: ReporterRegistry.names),
        .init(names: ["--jobs", "-j"], takesValue: true),
        .init(names: ["--suggestions"], takesValue: false),
        .init(names: ["--no-prefilter"], takesValue: false),
        .init(names: ["--config"], takesValue: true),
        .init(names: ["--help", "-h"], takesValue: false),
        .init(names: ["--version"], takesValue: false),
    ])

    static func run(_ arguments: [String], io: CommandIO) throws -> ExitCode {
        let options = try parser.parse(arguments)
        if options.has("--help") {
            io.writeOut(HelpText.main)
            return .clean
        }
        if options.has("--version") {
            io.writeOut(ToolInfo.version + "\n")
            return .clean
        }
        var jobs = POSIX.processorCount()
        if let value = options.last("--jobs") {
            guard let n = Int(value), n >= 1 else { throw UsageError("invalid value '\(value)' for '--jobs': expected a positive integer") }
            jobs = n
        }
        let reporterName = options.last("--reporter") ?? "text"
        let reporter = ReporterRegistry.make(reporterName, showSuggestions: options.has("--suggestions"))
        let paths = options.positionals.isEmpty ? ["."] : options.positionals

        let resolver = ConfigurationResolver(explicitPath: options.last("--config"))
        if resolver.explicitConfigurationFailed {
            for error in resolver.errors { io.writeError("rootlint: error: \(error.path): \(error.problem)\n") }
            return .failure
        }
        let discovery = FileDiscovery().discover(paths)
        // Each file is linted with its configuration; include/exclude filter here.
        var assigned: [(file: DiscoveredFile, linter: Int)] = []
        for file in discovery.files {
            guard let index = resolver.configurationIndex(forDirectory: file.directory) else { continue }
            let configuration = resolver.configurations[index]
            if configuration.admits(relativePath: ConfigurationResolver.relativePath(of: file, to: configuration)) {
                assigned.append((file, index))
            }
        }
        let projectLinter = ProjectLinter(rules: RuleCatalog.makeRules(), usePrefilter: !options.has("--no-prefilter"))
        let configurations = resolver.configurations
        // Phase 1: what each file says about the project (helpers, window owners, launch calls).
        let contributions = parallelMap(assigned, jobs: jobs) { item -> ProjectContribution in
            guard case .success(let bytes) = POSIX.readFile(item.file.path) else { return ProjectContribution() }
            return projectLinter.contribution(path: item.file.path, bytes: bytes, configuration: configurations[item.linter])
        }
        let project = ProjectFacts.joined(contributions)
        // Phase 2: every file with the joined facts; phase 3: project rules and unused suppressions.
        let linters = configurations.map { projectLinter.linter(for: $0, project: project) }
        var outcomes = LintRunner(linters: linters, jobs: jobs).run(assigned)
        projectLinter.finish(&outcomes, configurations: assigned.map { configurations[$0.linter] })

        var errors = discovery.errors + resolver.errors
        var diagnostics: [ReportedDiagnostic] = []
        var linted: [String] = []
        for outcome in outcomes {
            if let error = outcome.error { errors.append(error) } else { linted.append(outcome.path) }
            diagnostics.append(contentsOf: outcome.diagnostics)
        }
        errors.sort { $0.path.utf8.lexicographicallyPrecedes($1.path.utf8) }
        let report = LintReport(diagnostics: diagnostics, files: linted, errors: errors)

        io.writeOut(reporter.render(report))
        for error in errors { io.writeError("rootlint: error: \(error.path): \(error.problem)\n") }
        io.writeError(TextReporter.summary(report) + "\n")

        if !errors.isEmpty { return .failure }
        return report.diagnostics.contains { $0.severity >= .warning } ? .findings : .clean
    }
}
