import RootLintSyntax

/// One `rootlint:` comment command.
public struct SuppressionDirective: Sendable, Equatable {
    public enum Kind: String, Sendable {
        case disable, enable
        case disableNext = "disable:next"
        case disableThis = "disable:this"
        case disablePrevious = "disable:previous"
    }

    public var kind: Kind
    /// The rules named; empty means `all`.
    public var rules: [RuleID]
    public var appliesToAll: Bool { rules.isEmpty }
    /// 1-based line of the comment.
    public var line: Int
    /// The comment's bytes.
    public var range: ByteRange
}

/// The suppression state of one file: which rules are off on which lines.
///
///     // rootlint:disable:next unanimated_root_swap
///     window.rootViewController = vc   // rootlint:disable:this all
///     // rootlint:disable root_switch_outside_coordinator  …  // rootlint:enable root_switch_outside_coordinator
public struct SuppressionMap: Sendable {
    public let directives: [SuppressionDirective]

    public init(directives: [SuppressionDirective]) {
        self.directives = directives
    }

    /// Reads every `rootlint:` command from the file's comments.
    public init(file: SourceFile, sourceMap: SourceMap) {
        var directives: [SuppressionDirective] = []
        for token in file.tokens where token.kind.isComment {
            let text = file.text(of: token)
            guard let parsed = Self.parse(comment: text) else { continue }
            let line = sourceMap.position(of: Int(token.start)).line
            directives.append(SuppressionDirective(kind: parsed.kind, rules: parsed.rules, line: line,
                                                   range: ByteRange(start: Int(token.start), end: Int(token.end))))
        }
        self.directives = directives
    }

    /// Parses `// rootlint:disable:next rule_a, rule_b -- reason`. Returns nil
    /// for comments that are not commands.
    static func parse(comment: String) -> (kind: SuppressionDirective.Kind, rules: [RuleID])? {
        // The command must open the comment: `// rootlint:…` or `/* rootlint:… */`,
        // so a commented-out command (`// // rootlint:…`) is not one.
        var body = Substring(comment)
        if body.hasPrefix("//") { body = body.dropFirst(2) } else if body.hasPrefix("/*") { body = body.dropFirst(2) } else { return nil }
        body = body.drop { $0 == " " || $0 == "\t" }
        guard body.hasPrefix("rootlint:") else { return nil }
        var rest = body.dropFirst("rootlint:".count)
        if rest.hasSuffix("*/") { rest = rest.dropLast(2) }
        let words = rest.split(whereSeparator: { $0 == " " || $0 == "\t" || $0 == "," })
        guard let command = words.first, let kind = SuppressionDirective.Kind(rawValue: String(command)) else { return nil }
        var rules: [RuleID] = []
        var all = false
        for word in words.dropFirst() {
            if word.hasPrefix("-") || word.hasPrefix("—") { break } // a reason follows
            if word == "all" { all = true } else { rules.append(RuleID(String(word))) }
        }
        return (kind, all ? [] : rules)
    }

    /// The directive that suppresses `rule` on `line`, if any.
    public func suppressor(of rule: RuleID, onLine line: Int) -> Int? {
        var regionStart: Int? = nil
        for (index, directive) in directives.enumerated() {
            guard directive.appliesToAll || directive.rules.contains(rule) else { continue }
            switch directive.kind {
            case .disableNext where directive.line + 1 == line,
                 .disableThis where directive.line == line,
                 .disablePrevious where directive.line - 1 == line:
                return index
            case .disable:
                if directive.line <= line { regionStart = index }
            case .enable:
                if directive.line <= line { regionStart = nil }
            default:
                break
            }
        }
        return regionStart
    }
}

extension StringProtocol {
    /// Foundation-free substring search for short needles.
    func range(of needle: String) -> Range<Index>? {
        guard !needle.isEmpty else { return nil }
        var start = startIndex
        while start < endIndex {
            if self[start...].hasPrefix(needle) { return start..<index(start, offsetBy: needle.count) }
            start = index(after: start)
        }
        return nil
    }
}
