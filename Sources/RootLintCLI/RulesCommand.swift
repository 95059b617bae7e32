import RootLintCore
import RootLintRules

/// `rootlint rules [RULE_ID]`: the catalogue, or one rule's documentation.
enum RulesCommand {
    static let parser = ArgumentParser(specs: [.init(names: ["--help", "-h"], takesValue: false)])

    static func run(_ arguments: [String], io: CommandIO) throws -> ExitCode {
        let options = try parser.parse(arguments)
        if options.has("--help") {
            io.writeOut("USAGE: rootlint rules [RULE_ID]\n")
            return .clean
        }
        guard let id = options.positionals.first else {
            var out = ""
            for rule in RuleCatalog.all {
                let d = rule.description
                out += d.id.rawValue.padding(to: 38) + d.defaultSeverity.rawValue.padding(to: 9) + d.summary + "\n"
            }
            io.writeOut(out)
            return .clean
        }
        guard let rule = RuleCatalog.rule(withID: RuleID(id)) else {
            var message = "unknown rule '\(id)'"
            if let hint = EditDistance.closest(to: id, among: RuleCatalog.all.map { $0.description.id.rawValue }) {
                message += " (did you mean '\(hint)'?)"
            }
            throw UsageError(message)
        }
        io.writeOut(RuleDocumentation.text(rule.description))
        return .clean
    }
}

/// A rule's documentation as plain text with the fixed headings.
enum RuleDocumentation {
    static func text(_ d: RuleDescription) -> String {
        """
        \(d.id) (\(d.defaultSeverity.rawValue)) — \(d.name)

        \(d.summary)

        What it does
        \(d.whatItDoes)

        Why it matters
        \(d.whyItMatters)

        Example
        \(indent(d.example))

        Use instead
        \(indent(d.useInstead))

        Fix safety
        \(d.fixSafety)

        """
    }

    static func indent(_ code: String) -> String {
        code.split(separator: "\n", omittingEmptySubsequences: false).map { "    " + $0 }.joined(separator: "\n")
    }
}

extension String {
    func padding(to width: Int) -> String {
        count >= width ? self + " " : self + String(repeating: " ", count: width - count)
    }
}
