import RootLintCore
import RootLintRules

/// The command line: picks the subcommand and turns errors into exit codes.
/// `rootlint [lint] [PATH…]`, `rootlint rules [ID]`, `rootlint version`.
public enum RootLintCommand {
    public static func run(_ arguments: [String], io: CommandIO = .process) -> ExitCode {
        var arguments = arguments
        let subcommand: String
        if let first = arguments.first, ["lint", "rules", "version", "help", "init", "config", "baseline", "dump-scopes", "dump-tokens", "lsp"].contains(first) {
            subcommand = first
            arguments.removeFirst()
        } else {
            subcommand = "lint"
        }
        do {
            switch subcommand {
            case "rules":
                return try RulesCommand.run(arguments, io: io)
            case "init":
                return try InitCommand.run(arguments, io: io)
            case "config":
                return try ConfigCommand.run(arguments, io: io)
            case "baseline":
                return try BaselineCommand.run(arguments, io: io)
            case "version":
                io.writeOut(ToolInfo.version + "\n")
                return .clean
            case "help":
                io.writeOut(HelpText.main)
                return .clean
            case "lsp":
                return try LSPCommand.run(arguments, io: io)
            case "dump-scopes", "dump-tokens":
                return try DumpCommand.run(arguments, tokens: subcommand == "dump-tokens", io: io)
            default:
                return try LintCommand.run(arguments, io: io)
            }
        } catch let error as Git.Failure {
            io.writeError("rootlint: error: \(error.description)\n")
            return .failure
        } catch let error as UsageError {
            io.writeError("rootlint: error: \(error.message)\nRun 'rootlint --help' for usage.\n")
            return .failure
        } catch {
            io.writeError("rootlint: error: \(error)\n")
            return .failure
        }
    }
}
