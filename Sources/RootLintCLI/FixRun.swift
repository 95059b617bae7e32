import RootLintCore

/// `--fix`, `--unsafe-fixes`, `--diff`: lint, apply the fixes a pass allows,
/// lint the fixed text again (whole projects, as any run), and repeat until
/// nothing changes. Nothing is written here: the caller writes the fixed
/// files, prints the diff, or prints the fixed buffer.
struct FixRun {
    /// Passes before giving up on fixes that keep producing fixes.
    static let maxPasses = 10

    struct Outcome {
        /// The last lint: of the fixed text.
        var session: LintSession.Result
        /// The text before and after, of each path a fix changed.
        var original: [String: [UInt8]] = [:]
        var fixed: [String: [UInt8]] = [:]
        /// Fixes applied, over all passes.
        var applied = 0
        /// The last pass still had fixes to apply.
        var stoppedAtBound = false
        /// Files whose text could not be read to fix it.
        var errors: [InputError] = []
        /// What was read from standard input (`--stdin-path`), before fixing.
        var standardInput: (path: String, bytes: [UInt8])?
    }

    /// `visible` narrows a pass's findings to those the run reports (the
    /// baseline hides some): only those are fixed.
    static func run(options: LintOptions, io: CommandIO, visible: (LintReport) -> LintReport) throws -> Outcome {
        var outcome = Outcome(session: try LintSession(options: options, io: io).run())
        guard outcome.session.fatal == nil else { return outcome }
        let standardInput = outcome.session.standardInput
        outcome.standardInput = standardInput
        for pass in 1...maxPasses {
            let report = visible(outcome.session.report)
            let fixable = report.diagnostics.filter { $0.fix != nil }
            var changed = false
            var byPath: [String: [Diagnostic]] = [:]
            for diagnostic in fixable { byPath[diagnostic.path, default: []].append(diagnostic) }
            for path in byPath.keys.sorted(by: String.bytewiseLess) {
                let selection = FixSelection(byPath[path]!, includeUnsafe: options.unsafeFixes)
                guard !selection.edits.isEmpty else { continue }
                let current: [UInt8]
                if let text = outcome.fixed[path] {
                    current = text
                } else if let standardInput, standardInput.path == path {
                    current = standardInput.bytes
                } else {
                    switch POSIX.readFile(path) {
                    case .success(let bytes): current = bytes
                    case .failure(let error):
                        outcome.errors.append(InputError(path: path, problem: error.fileProblem))
                        continue
                    }
                }
                guard let result = selection.applied(to: current), result != current else { continue }
                if outcome.original[path] == nil { outcome.original[path] = current }
                outcome.fixed[path] = result
                outcome.applied += selection.fixCount
                changed = true
            }
            if !changed { break }
            outcome.session = try LintSession(options: options, io: io, overrides: outcome.fixed).run()
            if pass == maxPasses {
                let left = visible(outcome.session.report).diagnostics.contains { diagnostic in
                    guard let fix = diagnostic.fix, !fix.edits.isEmpty else { return false }
                    return fix.applicability == .safe || (fix.applicability == .unsafe && options.unsafeFixes)
                }
                outcome.stoppedAtBound = left
            }
        }
        // A fix undone by a later one leaves the file as it was: nothing to write.
        for (path, text) in outcome.fixed where outcome.original[path] == text {
            outcome.fixed[path] = nil
            outcome.original[path] = nil
        }
        return outcome
    }
}
