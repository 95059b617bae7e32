import RootLintCore
import RootLintRules

/// `rootlint init [--force] [DIRECTORY]`: writes a `.rootlint.json` that
/// sets nothing (so the defaults of later versions still apply), with a
/// `$comment` explaining each key and an `$example` of each (keys starting
/// with `$` are comments). `rootlint config --effective` shows the defaults.
enum InitCommand {
    static let parser = ArgumentParser(specs: [
        .init(names: ["--force"], takesValue: false),
        .init(names: ["--help", "-h"], takesValue: false),
    ])

    static let comment = [
        "rootlint configuration. Keys starting with $ are comments. Set only what differs from the defaults,",
        "so that later versions' defaults still apply; `rootlint config --effective` prints them all.",
        "A .rootlint.json in a subfolder refines this one (it inherits what it does not set); this folder is the project.",
        "include / exclude: .gitignore-style globs relative to this file (`Generated`, `App/**/*.swift`, `Legacy/`).",
        "List settings: an array adds to the defaults; {\"replace\": [...]} replaces them.",
        "coordinators / containerTypes: type-name patterns (`*Coordinator`) allowed to switch the root.",
        "animatedHelpers: functions that animate a root swap (writes in closures passed to them count as animated).",
        "navigationCallbacks: signatures where a root swap is navigation. stateBoundaryWords: names that mark a state change.",
        "rules: per rule \"off\", a severity (\"error\", \"warning\", \"info\"), or {\"severity\": ..., options}.",
        "See `rootlint rules ID` for each rule's documentation and options.",
    ]

    /// What each key looks like, to copy out of `$example`.
    static let example = JSONValue.object([
        ("exclude", .array([.string("Generated"), .string("*.generated.swift")])),
        ("coordinators", .array([.string("*Switcher")])),
        ("rules", .object([
            ("root_transition_style", .string("off")),
            ("slow_root_transition", .object([("severity", .string("warning")), ("maxDuration", .double(0.4))])),
        ])),
    ])

    static func run(_ arguments: [String], io: CommandIO) throws -> ExitCode {
        let options = try parser.parse(arguments)
        if options.has("--help") {
            io.writeOut("USAGE: rootlint init [--force] [DIRECTORY]\n\nWrites DIRECTORY/.rootlint.json (default: the current directory): it sets nothing, so the defaults apply, and explains every key in comments.\n")
            return .clean
        }
        guard options.positionals.count <= 1 else { throw UsageError("expected at most one directory") }
        let directory = options.positionals.first ?? "."
        let path = directory == "." ? ConfigurationLoader.fileName : ConfigurationResolver.join(directory, ConfigurationLoader.fileName)
        if case .success = POSIX.status(path), !options.has("--force") {
            io.writeError("rootlint: error: \(path): already exists (use --force to overwrite)\n")
            return .failure
        }
        let document = JSONValue.object([
            ("$comment", .array(comment.map { .string($0) })),
            ("$example", Self.example),
        ])
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
