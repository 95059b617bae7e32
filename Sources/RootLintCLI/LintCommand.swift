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
        var baseline: Baseline?
        if let path = options.baseline {
            guard let loaded = BaselineFile.load(path, io: io) else { return .failure }
            baseline = loaded
        }
        var fixing: FixRun.Outcome?
        let result: LintSession.Result
        if options.fix || options.diff {
            // Only what the run reports is fixed: the baseline's findings stay.
            let outcome = try FixRun.run(options: options, io: io) { report in
                guard let baseline else { return report }
                let new = Set(baseline.compare(with: report, rules: options.checkedRules).new)
                return report.filtered { new.contains($0) }
            }
            fixing = outcome
            result = outcome.session
        } else {
            var session = LintSession(options: options, io: io)
            session.leavesStateToProcessExit = io.exitsAfterCommand
            session.makesFixes = ReporterRegistry.printsFixes(options.reporter)
            session.makesLineKeys = ReporterRegistry.printsFingerprints(options.reporter)
                || options.baseline != nil || options.writeBaseline != nil
            result = try session.run()
            // The report outlives the command: see `ProcessExitState`.
            if io.exitsAfterCommand { ProcessExitState.leave(result) }
        }
        if let fatal = result.fatal {
            io.writeError("rootlint: error: \(fatal)\n")
            return .failure
        }
        var report = result.report
        var notes = result.notes
        var fixFailed = false
        if let fixing {
            for error in fixing.errors { io.writeError("rootlint: error: \(error)\n") }
            if options.diff { return showDiff(fixing, options: options, io: io) }
            if options.stdinPath == nil {
                for path in fixing.fixed.keys.sorted(by: String.bytewiseLess) {
                    if case .failure(let error) = AtomicFile.rewrite(fixing.fixed[path]!, at: path) {
                        io.writeError("rootlint: error: \(path): cannot write the fixed file (\(error.message)); left as it was\n")
                        fixFailed = true
                    }
                }
            }
            notes += fixNotes(fixing, options: options)
            fixFailed = fixFailed || !fixing.errors.isEmpty
        }
        if let path = options.writeBaseline {
            switch AtomicFile.write(Baseline(report: report).serialized(), to: path) {
            case .failure(let error):
                io.writeError("rootlint: error: \(path): cannot write baseline (\(error.message))\n")
                return .failure
            case .success:
                notes.append("rootlint: wrote \(path) with \(report.diagnostics.count) finding\(report.diagnostics.count == 1 ? "" : "s")")
            }
        }
        if let path = options.baseline, let baseline {
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
        let rendered = reporter.renderBytes(report)
        if let fixing, options.stdinPath != nil, let buffer = fixing.standardInput {
            // Format-on-save: the fixed buffer is the output; the report goes to `--output` if asked.
            let text = fixing.fixed[buffer.path] ?? buffer.bytes
            if let error = io.writeReportBytes(text) {
                io.writeError("rootlint: error: cannot write the fixed buffer to standard output (\(error.message))\n")
                return .failure
            }
            if let output = options.output, case .failure(let error) = AtomicFile.write(rendered, to: output) {
                io.writeError("rootlint: error: \(output): cannot write report (\(error.message))\n")
                return .failure
            }
        } else if let output = options.output {
            if case .failure(let error) = AtomicFile.write(rendered, to: output) {
                io.writeError("rootlint: error: \(output): cannot write report (\(error.message))\n")
                return .failure
            }
        } else if let error = io.writeReportBytes(rendered) {
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

        if !judged.errors.isEmpty || fixFailed { return .failure }
        if options.writeBaseline != nil { return .clean }
        return exitCode(for: judged, options: options)
    }

    /// `--diff`: the changes `--fix` would make, as one unified diff; exit 1
    /// when there are any.
    static func showDiff(_ fixing: FixRun.Outcome, options: LintOptions, io: CommandIO) -> ExitCode {
        var diff = ""
        for path in fixing.original.keys.sorted(by: String.bytewiseLess) {
            diff += UnifiedDiff.render(old: fixing.original[path]!, new: fixing.fixed[path]!, path: path)
        }
        if let error = io.writeReportBytes(Array(diff.utf8)) {
            io.writeError("rootlint: error: cannot write the diff to standard output (\(error.message))\n")
            return .failure
        }
        for note in fixNotes(fixing, options: options, wouldFix: true) { io.writeError(note + "\n") }
        if !fixing.errors.isEmpty || !fixing.session.report.errors.isEmpty {
            for error in fixing.session.report.errors { io.writeError("rootlint: error: \(error)\n") }
            return .failure
        }
        return fixing.original.isEmpty ? .clean : .findings
    }

    static func fixNotes(_ fixing: FixRun.Outcome, options: LintOptions, wouldFix: Bool = false) -> [String] {
        guard !options.quiet else { return [] }
        let files = fixing.fixed.count
        var notes: [String] = []
        if files > 0 {
            let verb = wouldFix ? "would fix" : "fixed"
            notes.append("rootlint: \(verb) \(fixing.applied) finding\(fixing.applied == 1 ? "" : "s") in \(files) file\(files == 1 ? "" : "s")")
        } else {
            notes.append("rootlint: nothing to fix")
        }
        if fixing.stoppedAtBound {
            notes.append("rootlint: note: fixes were still being found after \(FixRun.maxPasses) passes; run again to continue")
        }
        if !options.unsafeFixes {
            let unsafe = fixing.session.report.diagnostics.filter { $0.fix?.applicability == .unsafe }.count
            if unsafe > 0 {
                notes.append("rootlint: \(unsafe) more finding\(unsafe == 1 ? " has an unsafe fix" : "s have unsafe fixes") (--unsafe-fixes)")
            }
        }
        return notes
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
