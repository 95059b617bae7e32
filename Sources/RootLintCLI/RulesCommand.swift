import RootLintCore
import RootLintRules

/// `rootlint rules [RULE_ID] [--format text|json|markdown]`: the catalogue,
/// or one rule's documentation. `Rules/README.md` is the markdown catalogue.
enum RulesCommand {
    static let parser = ArgumentParser(specs: [
        .init(names: ["--format"], takesValue: true, allowedValues: ["text", "json", "markdown"]),
        .init(names: ["--help", "-h"], takesValue: false),
    ])

    static func run(_ arguments: [String], io: CommandIO) throws -> ExitCode {
        let options = try parser.parse(arguments)
        if options.has("--help") {
            io.writeOut("USAGE: rootlint rules [RULE_ID] [--format text|json|markdown]\n")
            return .clean
        }
        guard options.positionals.count <= 1 else { throw UsageError("expected at most one rule id") }
        let format = options.last("--format") ?? "text"
        var rules = RuleCatalog.all
        if let id = options.positionals.first {
            guard let rule = RuleCatalog.rule(withID: RuleID(id)) else {
                var message = "unknown rule '\(id)'"
                if let hint = EditDistance.closest(to: id, among: RuleCatalog.all.map { $0.description.id.rawValue }) {
                    message += " (did you mean '\(hint)'?)"
                }
                throw UsageError(message)
            }
            rules = [rule]
        }
        switch (format, options.positionals.isEmpty) {
        case ("json", _):
            io.writeOut(RuleDocumentation.json(rules).serialized() + "\n")
        case ("markdown", true):
            io.writeOut(RuleDocumentation.markdownCatalog())
        case ("markdown", false):
            io.writeOut(RuleDocumentation.markdown(rules[0]))
        case (_, true):
            io.writeOut(RuleDocumentation.list(rules))
        default:
            io.writeOut(RuleDocumentation.text(rules[0]))
        }
        return .clean
    }
}
