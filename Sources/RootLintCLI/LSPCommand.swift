/// `rootlint lsp`: the language server on stdin/stdout (see `LanguageServer`).
enum LSPCommand {
    static let help = """
        rootlint lsp — a Language Server Protocol server on standard input and output.

        USAGE
          rootlint lsp

        Start it from the editor, in the project's folder. Open buffers are
        linted as CI lints them (the whole project surveyed); findings are
        pushed, or pulled by clients that pull, and come with their fixes as
        code actions. The workspace folders are surveyed in the background
        (with progress reports), and .rootlint.json is reloaded when it changes.
        Logs go to standard error. Editor set-ups: README.md, "Editors".

        """

    static func run(_ arguments: [String], io: CommandIO) throws -> ExitCode {
        if arguments.contains("--help") || arguments.contains("-h") {
            io.writeOut(help)
            return .clean
        }
        if let unknown = arguments.first { throw UsageError("'rootlint lsp' takes no arguments (got '\(unknown)')") }
        let server = LanguageServer(reader: .standardInput(), writer: .standardOutput(), log: { POSIX.write($0.hasSuffix("\n") ? $0 : $0 + "\n", to: 2) })
        return server.run() == 0 ? .clean : .findings
    }
}
