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
    /// With the file's name index and few helpers, only the helpers'
    /// occurrences are read: a keystroke in a large file scanned every
    /// token. Many helpers (a name looked up each) scan instead, so that a
    /// project with thousands of helpers stays linear per file.
    static func helperCalls(in file: SourceFile, helpers: Set<String>, names: NameIndex? = nil) -> [Int] {
        let code = file.code
        if let names, helpers.count * 16 <= code.count {
            var calls: [Int] = []
            for helper in helpers {
                for i in names.occurrences(of: helper, in: file)
                where i + 1 < code.count && code[i].kind == .identifier && isCall(i, in: file) && !isPresentation(i, in: file)
                    && !isAccessor(i, in: file) {
                    calls.append(i)
                }
            }
            // Each helper's occurrences are distinct code indices: sorting
            // gives the scan's order.
            return calls.sorted()
        }
        var calls: [Int] = []
        let lengths = Set(helpers.map(\.utf8.count))
        var i = 0
        while i + 1 < code.count {
            defer { i += 1 }
            guard isCall(i, in: file), lengths.contains(code[i].length), !isPresentation(i, in: file),
                  helpers.contains(file.text(i)), !isAccessor(i, in: file) else { continue }
            calls.append(i)
        }
        return calls
    }

    /// A name followed by `(` or by a closure's `{`, not declared here
    /// (`func present(…)`). A `{` that opens a statement's block is no
    /// trailing closure: `if show { … }` tests a flag named like a helper.
    static func isCall(_ i: Int, in file: SourceFile) -> Bool {
        let code = file.code
        guard code[i].kind == .identifier, !(i > 0 && code[i - 1].keyword == .func) else { return false }
        if code[i + 1].kind == .leftParen { return true }
        guard code[i + 1].kind == .leftBrace, let scope = file.scope(openedBy: i + 1) else { return false }
        return file.scopes[scope].kind == .closure
    }

    /// `get`, `set`, `willSet` or `didSet` opening a property's accessor
    /// (`set { … }`, `set(newValue) { … }`): a declaration, not a call of a
    /// helper of that name.
    static func isAccessor(_ i: Int, in file: SourceFile) -> Bool {
        let code = file.code
        switch code[i].keyword {
        case .get, .set, .willSet, .didSet: break
        default: return false
        }
        var brace = i + 1
        if code[brace].kind == .leftParen {
            let close = Int(file.matching[brace])
            guard close > brace, close + 1 < code.count else { return false }
            brace = close + 1
        }
        guard code[brace].kind == .leftBrace else { return false }
        guard let scope = file.scope(openedBy: brace) else { return false }
        return file.scopes[scope].kind == .function && file.scopes[scope].keyword == code[i].keyword
    }

    static func isPresentation(_ i: Int, in file: SourceFile) -> Bool {
        let code = file.code
        return code[i].length == 7 && isCall(i, in: file) && file.spells(i, "present") && code[i + 1].kind == .leftParen
            && file.callArguments(open: i + 1).contains(where: { $0.label >= 0 && file.spells($0.label, "animated") })
    }
}
