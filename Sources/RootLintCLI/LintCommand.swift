import RootLintCore
import RootLintRules

/// `rootlint [lint] [options] [PATH…]`: lint, narrow the findings (changed
/// lines, baseline, `--quiet`), report, and turn the policy into an exit code.
enum LintCommand {
    static func run(_ arguments: [String], io: CommandIO) throws -> ExitCode {
        let options = try LintOptions.parse(arguments)
        if options.showHelp {
            io.writeOut(HelpText.main)
            return .clean
        }
        if options.showVersion {
            io.writeOut(ToolInfo.version + "\n")
            return .clean
        }
        let result = try LintSession(options: options, io: io).run()
        if let fatal = result.fatal {
            io.writeError("rootlint: error: \(fatal)\n")
            return .failure
        }
        var report = result.report
        var notes = result.notes
        if let path = options.writeBaseline {
            switch AtomicFile.write(Baseline(report: report).serialized(), to: path) {
            case .failure(let error):
                io.writeError("rootlint: error: \(path): cannot write baseline (\(error.message))\n")
                return .failure
            case .success:
                notes.append("rootlint: wrote \(path) with \(report.diagnostics.count) finding\(report.diagnostics.count == 1 ? "" : "s")")
            }
        }
        if let path = options.baseline {
            guard let baseline = BaselineFile.load(path, io: io) else { return .failure }
            let comparison = baseline.compare(with: report, rules: options.checkedRules)
            let hidden = report.diagnostics.count - comparison.new.count
            let newIndices = Set(comparison.new)
            report = report.filtered { newIndices.contains($0) }
            if hidden > 0 { notes.append("rootlint: \(hidden) baselined finding\(hidden == 1 ? "" : "s") hidden") }
            if !comparison.gone.isEmpty {
                notes.append("rootlint: \(comparison.gone.count) baselined finding\(comparison.gone.count == 1 ? " no longer occurs" : "s no longer occur"); "
                             + "run `rootlint baseline prune --baseline \(path)` to drop \(comparison.gone.count == 1 ? "it" : "them")")
            }
        }
        // `--quiet` hides output only: the policy below judges every finding.
        let judged = report
        if options.quiet { report = report.filtered { report.diagnostics[$0].severity == .error } }

        let colorOut = io.colors(options.color, terminal: io.stdoutIsTerminal && options.output == nil)
        let colorErr = io.colors(options.color, terminal: io.stderrIsTerminal)
        let paths = RepositoryPaths(root: result.repositoryRoot, workingDirectory: ConfigurationResolver.realPath("."))
        let reporter = ReporterRegistry.make(options.reporter, showSuggestions: options.showSuggestions, colored: colorOut, paths: paths)
        let rendered = reporter.render(report)
        if let output = options.output {
            if case .failure(let error) = AtomicFile.write(rendered, to: output) {
                io.writeError("rootlint: error: \(output): cannot write report (\(error.message))\n")
                return .failure
            }
        } else if let error = io.writeReport(rendered) {
            io.writeError("rootlint: error: cannot write the report to standard output (\(error.message))\n")
            return .failure
        }
        for error in report.errors { io.writeError("rootlint: error: \(error)\n") }
        for note in notes { io.writeError(note + "\n") }
        if !options.quiet { io.writeError(TextReporter.summary(report, colored: colorErr) + "\n") }
        // GitHub shows ten annotations per level; the job summary shows them all.
        if options.reporter == GitHubReporter.name, let summaryPath = io.environment("GITHUB_STEP_SUMMARY"), !summaryPath.isEmpty {
            if case .failure(let error) = FileAppender.append(GitHubReporter.stepSummary(report, paths: paths), to: summaryPath) {
                io.writeError("rootlint: error: \(summaryPath): cannot append the step summary (\(error.message))\n")
                return .failure
            }
        }

        if !judged.errors.isEmpty { return .failure }
        if options.writeBaseline != nil { return .clean }
        return exitCode(for: judged, options: options)
    }

    /// The policy: any finding at or above `--fail-on` (default: warning), or
    /// more warnings than `--max-warnings`, fails the run.
    static func exitCode(for report: LintReport, options: LintOptions) -> ExitCode {
        let threshold: Severity?
        switch options.failOn {
        case .error: threshold = .error
        case .warning: threshold = .warning
        case .info: threshold = .info
        case .never: threshold = nil
        }
        if let threshold, report.diagnostics.contains(where: { $0.severity >= threshold }) { return .findings }
        if let limit = options.maxWarnings, report.count(.warning) > limit { return .findings }
        return .clean
    }
}
