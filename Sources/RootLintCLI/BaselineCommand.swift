import RootLintCore

/// `rootlint baseline prune --baseline FILE [lint options] [PATH…]`: lints,
/// then rewrites FILE without the findings that no longer occur.
enum BaselineCommand {
    static let help = "USAGE: rootlint baseline prune --baseline FILE [lint options] [PATH…]\n\nLints PATH and rewrites FILE without the baselined findings that no longer occur.\n"

    static func run(_ arguments: [String], io: CommandIO) throws -> ExitCode {
        if arguments.first == "--help" || arguments.first == "-h" {
            io.writeOut(Self.help)
            return .clean
        }
        guard arguments.first == "prune" else {
            throw UsageError("expected 'rootlint baseline prune --baseline FILE [PATH…]'")
        }
        let options = try LintOptions.parse(Array(arguments.dropFirst()))
        if options.showHelp {
            io.writeOut(Self.help)
            return .clean
        }
        guard let path = options.baseline else { throw UsageError("'baseline prune' needs '--baseline FILE'") }
        // Entries of rules left out with --only/--disable are kept; a git
        // mode or a buffer would make every other file's entries look gone.
        if let reason = options.partialRunReason, reason != "--only", reason != "--disable" {
            throw UsageError("'baseline prune' needs a whole run to tell which findings are gone; it cannot be combined with '\(reason)'")
        }
        guard let baseline = BaselineFile.load(path, io: io) else { return .failure }
        let result = try LintSession(options: options, io: io).run()
        if let fatal = result.fatal {
            io.writeError("rootlint: error: \(fatal)\n")
            return .failure
        }
        let pruned = baseline.pruned(keeping: result.report, rules: options.checkedRules)
        let dropped = baseline.entries.count - pruned.entries.count
        if case .failure(let error) = AtomicFile.write(pruned.serialized(), to: path) {
            io.writeError("rootlint: error: \(path): cannot write baseline (\(error.message))\n")
            return .failure
        }
        io.writeError("rootlint: dropped \(dropped) stale finding\(dropped == 1 ? "" : "s") from \(path); \(pruned.entries.count) remain\n")
        for error in result.report.errors { io.writeError("rootlint: error: \(error)\n") }
        return result.report.errors.isEmpty ? .clean : .failure
    }
}
