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
    var rules: [RuleID]
    var appliesToAll: Bool { rules.isEmpty }
    /// 1-based line of the comment.
    public var line: Int
    /// The comment, resolved.
    public var range: SourceRange
    /// The comment's line, for the fingerprint of an audit finding placed here.
    var lineText: [UInt8] = []
    /// What to delete to remove the comment cleanly: its whole line when it
    /// stands alone there, else the comment and the spaces before it.
    var removal = SourceRange(ByteRange(start: 0, end: 0))
    /// Per rule named, what to delete to drop it from the list (unknown
    /// names are removed this way when others remain).
    var ruleRemovals: [RuleID: SourceRange] = [:]

    /// What to delete to drop `rule` from the comment's list, with one
    /// separator (`a, bogus` → `a`; `bogus, a` → `a`); nil when the name is
    /// not found as a word of the comment.
    static func removal(ofRule rule: RuleID, inComment comment: ByteRange, of bytes: [UInt8]) -> ByteRange? {
        let word = Array(rule.rawValue.utf8)
        guard !word.isEmpty, comment.end <= bytes.count else { return nil }
        let isWordByte = { (b: UInt8) in b == UInt8(ascii: "_") || (b | 0x20) >= UInt8(ascii: "a") && (b | 0x20) <= UInt8(ascii: "z")
            || b >= UInt8(ascii: "0") && b <= UInt8(ascii: "9") }
        let isSeparator = { (b: UInt8) in b == 0x20 || b == 0x09 || b == UInt8(ascii: ",") }
        var i = comment.start
        while i + word.count <= comment.end {
            if bytes[i..<(i + word.count)].elementsEqual(word), i == 0 || !isWordByte(bytes[i - 1]),
               i + word.count == bytes.count || !isWordByte(bytes[i + word.count]) {
                var end = i + word.count
                var after = end
                while after < comment.end, isSeparator(bytes[after]) { after += 1 }
                // Followed by a comma and another name: take the separators after it.
                if bytes[end..<after].contains(UInt8(ascii: ",")), after < comment.end, isWordByte(bytes[after]) {
                    end = after
                    return ByteRange(start: i, end: end)
                }
                var start = i
                while start > comment.start, isSeparator(bytes[start - 1]) { start -= 1 }
                return ByteRange(start: start, end: end)
            }
            i += 1
        }
        return nil
    }

    /// `comment` within `bytes`, as `removal` describes.
    static func removal(of comment: ByteRange, in bytes: [UInt8]) -> ByteRange {
        let isSpace = { (b: UInt8) in b == 0x20 || b == 0x09 }
        var before = comment.start
        while before > 0, isSpace(bytes[before - 1]) { before -= 1 }
        var after = comment.end
        while after < bytes.count, isSpace(bytes[after]) { after += 1 }
        let startsLine = before == 0 || bytes[before - 1] == 0x0A || bytes[before - 1] == 0x0D
        let endsLine = after == bytes.count || bytes[after] == 0x0A || bytes[after] == 0x0D
        if startsLine && endsLine {
            var end = after
            if end < bytes.count, bytes[end] == 0x0D { end += 1 }
            if end < bytes.count, bytes[end] == 0x0A { end += 1 }
            return ByteRange(start: before, end: end)
        }
        if startsLine { return ByteRange(start: comment.start, end: after) }
        return ByteRange(start: before, end: comment.end)
    }
}

/// The suppression state of one file: which rules are off on which lines.
///
///     // rootlint:disable:next unanimated_root_swap
///     window.rootViewController = vc   // rootlint:disable:this all
///     // rootlint:disable root_switch_outside_coordinator  …  // rootlint:enable root_switch_outside_coordinator
///
/// Indexed when built, so asking about a finding costs a dictionary look-up
/// and a binary search, whatever the number of comments.
public struct SuppressionMap: Sendable {
    let directives: [SuppressionDirective]
    /// The first `disable:next`/`this`/`previous` directive aimed at a line,
    /// per rule (`nil` key: `all`).
    private let lineDirectives: [LineKey: Int]
    /// `disable`/`enable` directives in source order, per rule, and those for `all`.
    private let regions: [RuleID: [Int]]
    private let allRegions: [Int]

    private struct LineKey: Hashable {
        var line: Int
        var rule: RuleID?
    }

    init(directives: [SuppressionDirective]) {
        self.directives = directives
        var lineDirectives: [LineKey: Int] = [:]
        var regions: [RuleID: [Int]] = [:]
        var allRegions: [Int] = []
        for (index, directive) in directives.enumerated() {
            let target: Int?
            switch directive.kind {
            case .disableNext: target = directive.line + 1
            case .disableThis: target = directive.line
            case .disablePrevious: target = directive.line - 1
            case .disable, .enable: target = nil
            }
            if let target {
                let keys = directive.appliesToAll ? [LineKey(line: target, rule: nil)]
                    : directive.rules.map { LineKey(line: target, rule: $0) }
                for key in keys where lineDirectives[key] == nil { lineDirectives[key] = index }
            } else if directive.appliesToAll {
                allRegions.append(index)
            } else {
                for rule in Set(directive.rules) { regions[rule, default: []].append(index) }
            }
        }
        self.lineDirectives = lineDirectives
        self.regions = regions
        self.allRegions = allRegions
    }

    /// Reads every `rootlint:` command from the file's comments.
    init(file: SourceFile, lines: inout LineTexts) {
        var directives: [SuppressionDirective] = []
        for token in file.comments {
            guard let parsed = Self.parse(comment: file.bytes[token.range]) else { continue }
            let range = SourceRange(ByteRange(start: Int(token.start), end: Int(token.end))).resolved(in: lines.map)
            var ruleRemovals: [RuleID: SourceRange] = [:]
            if parsed.rules.count > 1 {
                for rule in parsed.rules {
                    if let removal = SuppressionDirective.removal(ofRule: rule, inComment: range.bytes, of: file.bytes) {
                        ruleRemovals[rule] = SourceRange(removal).resolved(in: lines.map)
                    }
                }
            }
            directives.append(SuppressionDirective(kind: parsed.kind, rules: parsed.rules, line: range.start.line, range: range,
                                                   lineText: lines.text(range.start.line),
                                                   removal: SourceRange(SuppressionDirective.removal(of: range.bytes, in: file.bytes))
                                                    .resolved(in: lines.map),
                                                   ruleRemovals: ruleRemovals))
        }
        self.init(directives: directives)
    }

    /// Reads every `rootlint:` command from the file's comments.
    init(file: SourceFile) {
        var lines = LineTexts(map: file.makeSourceMap(), path: file.path)
        self.init(file: file, lines: &lines)
    }

    /// Whether the file has a comment that may be a command. The comments
    /// are read, not the bytes searched: a file has a comment per ten lines
    /// or so, and `:`, the rarest byte of `rootlint:`, is met every hundred bytes.
    static func hasDirectives(_ file: SourceFile) -> Bool {
        // `parse` looks at a comment's first bytes before it makes any text.
        file.comments.contains { parse(comment: file.bytes[$0.range]) != nil }
    }

    /// Parses `// rootlint:disable:next rule_a, rule_b -- reason`. Returns nil
    /// for comments that are not commands.
    static func parse(comment bytes: ArraySlice<UInt8>) -> (kind: SuppressionDirective.Kind, rules: [RuleID])? {
        // Most comments are not commands: look at the bytes before making text.
        var i = bytes.startIndex
        guard bytes.count >= 2, bytes[i] == UInt8(ascii: "/"), bytes[i + 1] == UInt8(ascii: "/") || bytes[i + 1] == UInt8(ascii: "*") else {
            return nil
        }
        i += 2
        while i < bytes.endIndex, bytes[i] == 0x20 || bytes[i] == 0x09 { i += 1 }
        guard bytes[i...].starts(with: "rootlint:".utf8) else { return nil }
        return parse(comment: String(decoding: bytes, as: UTF8.self))
    }

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

    /// The directive that suppresses `rule` on `line`, if any: the first
    /// line directive aimed at it, else the innermost open `disable` region.
    func suppressor(of rule: RuleID, onLine line: Int) -> Int? {
        // Most files have no `rootlint:` comment: asked for every finding,
        // the look-ups below hashed the rule's name twice for nothing.
        guard !directives.isEmpty else { return nil }
        let forRule = lineDirectives[LineKey(line: line, rule: rule)]
        let forAll = lineDirectives[LineKey(line: line, rule: nil)]
        if let first = [forRule, forAll].compactMap({ $0 }).min() { return first }
        // The last region command at or above the line, of this rule or of
        // `all`, decides: a `disable` opens the region, an `enable` closes it.
        let candidates = [lastRegion(in: regions[rule] ?? [], atOrBefore: line), lastRegion(in: allRegions, atOrBefore: line)]
        guard let last = candidates.compactMap({ $0 }).max() else { return nil }
        return directives[last].kind == .disable ? last : nil
    }

    /// The last directive index in `indices` (in source order) whose line is at most `line`.
    private func lastRegion(in indices: [Int], atOrBefore line: Int) -> Int? {
        var low = 0
        var high = indices.count
        while low < high {
            let mid = (low + high) / 2
            if directives[indices[mid]].line <= line { low = mid + 1 } else { high = mid }
        }
        return low > 0 ? indices[low - 1] : nil
    }
}
