import RootLintSyntax

/// Finds calls the rules care about besides root writes.
enum CallFinder {
    /// `present(…, animated: …)` calls: code index of `present`.
    static func presentations(in file: SourceFile) -> [Int] {
        file.codeIndices(startingAt: Vocabulary.presentCall).filter { i in
            i + 1 < file.code.count && isPresentation(i, in: file)
        }
    }

    /// Calls of animated helpers (`helper(…)`, `helper { … }`): code index of the name.
    static func helperCalls(in file: SourceFile, helpers: Set<String>) -> [Int] {
        var calls: [Int] = []
        let lengths = Set(helpers.map(\.utf8.count))
        let code = file.code
        var i = 0
        while i + 1 < code.count {
            defer { i += 1 }
            guard isCall(i, in: file), lengths.contains(code[i].length), !isPresentation(i, in: file),
                  helpers.contains(file.text(i)) else { continue }
            calls.append(i)
        }
        return calls
    }

    /// A name followed by `(` or `{`, not declared here (`func present(…)`).
    static func isCall(_ i: Int, in file: SourceFile) -> Bool {
        let code = file.code
        return code[i].kind == .identifier && (code[i + 1].kind == .leftParen || code[i + 1].kind == .leftBrace)
            && !(i > 0 && code[i - 1].keyword == .func)
    }

    static func isPresentation(_ i: Int, in file: SourceFile) -> Bool {
        let code = file.code
        return code[i].length == 7 && isCall(i, in: file) && file.spells(i, "present") && code[i + 1].kind == .leftParen
            && file.callArguments(open: i + 1).contains(where: { $0.label >= 0 && file.spells($0.label, "animated") })
    }
}
