import RootLintCore
import RootLintRules

/// `rootlint init [--force] [DIRECTORY]`: writes a `.rootlint.json` that
/// spells out the defaults, with a `$comment` explaining each part.
enum InitCommand {
    static let parser = ArgumentParser(specs: [
        .init(names: ["--force"], takesValue: false),
        .init(names: ["--help", "-h"], takesValue: false),
    ])

    static let comment = [
        "rootlint configuration. Keys starting with $ are comments. Every value below is a default.",
        "include / exclude: .gitignore-style globs relative to this file (`Generated`, `App/**/*.swift`, `Legacy/`).",
        "List settings: an array adds to the defaults; {\"replace\": [...]} replaces them.",
        "coordinators / containerTypes: type-name patterns (`*Coordinator`) allowed to switch the root.",
        "animatedHelpers: functions that animate a root swap (writes in closures passed to them count as animated).",
        "navigationCallbacks: signatures where a root swap is navigation. stateBoundaryWords: names that mark a state change.",
        "rules: per rule \"off\", a severity (\"error\", \"warning\", \"info\"), or {\"severity\": ..., options}.",
        "See `rootlint rules ID` for each rule's documentation and options.",
    ]

    static func run(_ arguments: [String], io: CommandIO) throws -> ExitCode {
        let options = try parser.parse(arguments)
        if options.has("--help") {
            io.writeOut("USAGE: rootlint init [--force] [DIRECTORY]\n\nWrites DIRECTORY/.rootlint.json (default: the current directory) with the default settings.\n")
            return .clean
        }
        guard options.positionals.count <= 1 else { throw UsageError("expected at most one directory") }
        let directory = options.positionals.first ?? "."
        let path = directory == "." ? ConfigurationLoader.fileName : directory + "/" + ConfigurationLoader.fileName
        if case .success = POSIX.status(path), !options.has("--force") {
            io.writeError("rootlint: error: \(path): already exists (use --force to overwrite)\n")
            return .failure
        }
        let document = Configuration.default.jsonDocument(ruleTypes: RuleCatalog.all, comment: comment)
        switch AtomicFile.write(document.serialized() + "\n", to: path) {
        case .failure(let error):
            io.writeError("rootlint: error: \(path): cannot write (\(error.message))\n")
            return .failure
        case .success:
            io.writeError("rootlint: wrote \(path)\n")
            return .clean
        }
    }
}
