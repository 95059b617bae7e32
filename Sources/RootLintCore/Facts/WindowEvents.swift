import RootLintSyntax

/// Where a file creates windows and shows them, by the name of the window,
/// found in one pass: "was this window created earlier in the function" and
/// "is it shown afterwards" are then binary searches, where a scan per root
/// write made many writes in one function quadratic.
struct WindowEvents {
    /// The `=` of `window = UIWindow(…)`, `let window: UIWindow = .init(…)`,
    /// by the assigned name.
    private var creations: [String: [Int]] = [:]
    /// `window.makeKeyAndVisible()` and `window.isHidden = false`, by the
    /// receiver's last name; `""` for no receiver or `self`.
    private var shows: [String: [Int]] = [:]

    init(file: SourceFile, names: NameIndex) {
        let code = file.code
        var i = 1
        while i + 1 < code.count {
            defer { i += 1 }
            guard code[i].kind == .equal, let lhs = Self.lhsName(before: i, in: file),
                  Self.createsWindow(from: i + 1, typeAnnotationEnd: i - 1, in: file) else { continue }
            creations[file.text(lhs), default: []].append(i)
        }
        let unhides = names.occurrences(of: String(describing: Vocabulary.hiddenProperty), in: file).filter {
            $0 + 2 < code.count && code[$0 + 1].kind == .equal && code[$0 + 2].keyword == .false
        }
        for show in (names.occurrences(of: String(describing: Vocabulary.showWindow), in: file) + unhides).sorted() {
            let chain = file.chainNames(file.postfixExpressionStart(endingAt: show)..<show)
            let bare = chain.isEmpty || (chain.count == 1 && code[chain[0]].keyword == .self)
            shows[bare ? "" : file.text(chain[chain.count - 1]), default: []].append(show)
        }
    }

    /// `name` is assigned a new window at an `=` inside `range` (not its last token).
    func created(_ name: Int, in range: Range<Int>, file: SourceFile) -> Bool {
        guard let list = creations[file.text(name)] else { return false }
        return list.hasValue(in: .clamped(range.lowerBound, range.upperBound - 1))
    }

    /// The window `name` (nil: the window itself, in a window type) is shown inside `range`.
    func shown(_ name: Int?, in range: Range<Int>, file: SourceFile) -> Bool {
        guard let list = shows[name.map { file.text($0) } ?? ""] else { return false }
        return list.hasValue(in: range)
    }

    /// The assigned name left of `=`: `window` in `self.window =`, `let window: UIWindow =`.
    static func lhsName(before equal: Int, in file: SourceFile) -> Int? {
        var j = equal - 1
        // Skip a type annotation: `let window: UIWindow? =`.
        var k = j
        while k > 1, k > equal - 6 {
            if file.code[k].kind == .colon {
                if file.isName(k - 1), file.code[k - 2].keyword == .let || file.code[k - 2].keyword == .var { j = k - 1 }
                break
            }
            k -= 1
        }
        while j >= 0, file.code[j].kind == .operator, file.code[j].flags.contains(.optionalMarks) { j -= 1 }
        guard j >= 0, file.isName(j) else { return nil }
        return j
    }

    /// `UIWindow(…)`, `OverlayWindow(frame:)`, `UIWindow.init(…)`, `try X…`,
    /// or `.init(…)` after a window type annotation.
    static func createsWindow(from start: Int, typeAnnotationEnd: Int, in file: SourceFile) -> Bool {
        var i = start
        if i < file.code.count, file.code[i].keyword == .try { i += 1 }
        guard i + 1 < file.code.count else { return false }
        if file.isName(i), file.hasSuffix(i, Vocabulary.windowTypeSuffix) {
            return file.code[i + 1].kind == .leftParen
                || (file.code[i + 1].kind == .period && file.spells(i + 2, "init"))
        }
        if file.code[i].kind == .period, file.spells(i + 1, "init") {
            var k = typeAnnotationEnd
            while k > start - 8, k > 0 {
                if file.isName(k), file.hasSuffix(k, Vocabulary.windowTypeSuffix) { return true }
                if file.code[k].kind == .keyword { break }
                k -= 1
            }
        }
        return false
    }
}
