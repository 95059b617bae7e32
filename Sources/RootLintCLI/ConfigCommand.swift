import RootLintCore
import RootLintRules

/// `rootlint config --effective [--config FILE] [PATH]`: the configuration in
/// force for PATH, as a `.rootlint.json` that reproduces it.
enum ConfigCommand {
    static let parser = ArgumentParser(specs: [
        .init(names: ["--effective"], takesValue: false),
        .init(names: ["--config"], takesValue: true),
        .init(names: ["--help", "-h"], takesValue: false),
    ])

    static func run(_ arguments: [String], io: CommandIO) throws -> ExitCode {
        let options = try parser.parse(arguments)
        if options.has("--help") || !options.has("--effective") {
            io.writeOut("USAGE: rootlint config --effective [--config FILE] [PATH]\n\nPrints the configuration in force for PATH (default: .) as JSON.\n")
            return options.has("--help") ? .clean : .failure
        }
        guard options.positionals.count <= 1 else { throw UsageError("expected at most one path") }
        let path = options.positionals.first ?? "."
        let directory: String
        switch POSIX.status(path) {
        case .failure(let error):
            io.writeError("rootlint: error: \(path): \(error.message.lowercasedFirst)\n")
            return .failure
        case .success((.directory, _)):
            directory = path
        case .success:
            directory = path.contains("/") ? ConfigurationResolver.parent(of: path) : "."
        }
        let resolver = ConfigurationResolver(explicitPath: options.last("--config"))
        guard let index = resolver.configurationIndex(forDirectory: directory) else {
            for error in resolver.errors { io.writeError("rootlint: error: \(error)\n") }
            return .failure
        }
        let configuration = resolver.configurations[index]
        let source = configuration.sourcePath.map { "from \($0)" } ?? "defaults (no .rootlint.json found)"
        let document = configuration.jsonDocument(ruleTypes: RuleCatalog.all, comment: ["Effective configuration for \(path): \(source)"])
        io.writeOut(document.serialized() + "\n")
        return .clean
    }
}
