import RootLintSyntax

/// Finds calls the rules care about besides root writes.
enum CallFinder {
    /// Calls of animated helpers, and (when asked) `present(…, animated: …)` calls.
    static func calls(in file: SourceFile, helpers: Set<String>, presentations wantsPresentations: Bool)
        -> (helperCalls: [Int], presentations: [Int]) {
        var helperCalls: [Int] = []
        var presentations: [Int] = []
        guard !helpers.isEmpty || wantsPresentations else { return ([], []) }
        let helperLengths = Set(helpers.map(\.utf8.count))
        let code = file.code
        var i = 0
        while i + 1 < code.count {
            defer { i += 1 }
            guard code[i].kind == .identifier, code[i + 1].kind == .leftParen || code[i + 1].kind == .leftBrace else { continue }
            // A declaration (`func present(…)`) is not a call.
            if i > 0, code[i - 1].keyword == .func { continue }
            if code[i].length == 7, file.spells(i, "present"), code[i + 1].kind == .leftParen,
               file.callArguments(open: i + 1).contains(where: { $0.label >= 0 && file.spells($0.label, "animated") }) {
                if wantsPresentations { presentations.append(i) }
            } else if helperLengths.contains(code[i].length), helpers.contains(file.text(i)) {
                helperCalls.append(i)
            }
        }
        return (helperCalls, presentations)
    }
}
