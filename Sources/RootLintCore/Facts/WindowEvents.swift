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
    /// `window.isHidden = true`, by the receiver's last name.
    private var hides: [String: [Int]] = [:]
    /// `window.windowLevel = …`, by the receiver's last name (`""` for none or `self`).
    private var levelSets: [String: [Int]] = [:]
    /// `requestSceneSessionDestruction` calls.
    private var sceneEndings: [Int] = []
    /// `guard …rootViewController == nil` tests, and the bodies of
    /// `if …rootViewController == nil { … }`, in order.
    private var guardedFromHere: [Int] = []
    private var firstRootBodies: [Range<Int>] = []
    private var firstRootBodyStarts: [Int] = []

    init(file: SourceFile, names: NameIndex) {
        let code = file.code
        var i = 1
        while i + 1 < code.count {
            defer { i += 1 }
            guard code[i].kind == .equal else { continue }
            // `window ?? UIWindow(windowScene:)` makes a window when there is none.
            let fallback = i + 3 < code.count && file.isName(i + 1) && code[i + 2].kind == .operator && file.spells(i + 2, "??")
            // What is assigned first: most assignments make no window, and
            // then their left-hand side need not be read.
            guard Self.createsWindow(from: i + 1, typeAnnotationEnd: i - 1, in: file)
                    || (fallback && Self.createsWindow(from: i + 3, typeAnnotationEnd: i - 1, in: file)),
                  let lhs = Self.lhsName(before: i, in: file) else { continue }
            creations[file.text(lhs), default: []].append(i)
        }
        // `guard window.rootViewController == nil else { return }` guards what
        // follows; `if window.rootViewController == nil { … }` its own body.
        for i in names.occurrences(ofWord: "rootViewController", in: file) {
            guard i + 2 < code.count, code[i + 1].kind == .operator, file.spells(i + 1, "=="), code[i + 2].keyword == .nil,
                  let (keyword, brace) = Self.conditionStatement(around: i, in: file) else { continue }
            if keyword == .guard {
                guardedFromHere.append(i)
            } else {
                let body = file.scopes[file.innermostScope(at: min(brace + 1, code.count - 1))]
                if body.open == brace {
                    firstRootBodies.append(brace..<max(brace, body.close))
                    firstRootBodyStarts.append(brace)
                }
            }
        }
        let unhides = names.occurrences(ofWord: Vocabulary.hiddenProperty, in: file) {
            $0 + 2 < code.count && code[$0 + 1].kind == .equal && code[$0 + 2].keyword == .false
        }
        // Each list ascends already: merged and sorted only when both have some.
        var showsAndUnhides = names.occurrences(ofWord: Vocabulary.showWindow, in: file)
        if !unhides.isEmpty {
            showsAndUnhides += unhides
            showsAndUnhides.sort()
        }
        for show in showsAndUnhides {
            let chain = file.chainNames(file.postfixExpressionStart(endingAt: show)..<show)
            let bare = chain.isEmpty || (chain.count == 1 && code[chain[0]].keyword == .self)
            shows[bare ? "" : file.text(chain[chain.count - 1]), default: []].append(show)
        }
        for hide in names.occurrences(ofWord: Vocabulary.hiddenProperty, in: file)
        where hide + 2 < code.count && code[hide + 1].kind == .equal && code[hide + 2].keyword == .true {
            let chain = file.chainNames(file.postfixExpressionStart(endingAt: hide)..<hide)
            let bare = chain.isEmpty || (chain.count == 1 && code[chain[0]].keyword == .self)
            hides[bare ? "" : file.text(chain[chain.count - 1]), default: []].append(hide)
        }
        sceneEndings = names.occurrences(ofWord: Vocabulary.sceneDestruction, in: file)
        for level in names.occurrences(ofWord: Vocabulary.windowLevel, in: file)
        where level + 1 < code.count && code[level + 1].kind == .equal {
            let chain = file.chainNames(file.postfixExpressionStart(endingAt: level)..<level)
            let bare = chain.isEmpty || (chain.count == 1 && code[chain[0]].keyword == .self)
            levelSets[bare ? "" : file.text(chain[chain.count - 1]), default: []].append(level)
        }
    }

    /// The write at `target` runs only when a window has no root yet: after
    /// a `guard` of that in `unit`, or inside an `if` of it.
    func runsOnlyWithoutRoot(_ target: Int, unit: Range<Int>) -> Bool {
        if guardedFromHere.hasValue(in: .clamped(unit.lowerBound, target)) { return true }
        // Bodies are ordered by start; nested ones are few, so a short look back suffices.
        var k = firstRootBodyStarts.slice(in: 0..<(target + 1)).count - 1
        var looked = 0
        while k >= 0, looked < 8 {
            if firstRootBodies[k].contains(target) { return true }
            k -= 1
            looked += 1
        }
        return false
    }

    /// The `guard` or `if` whose condition holds code index `i`, and the
    /// `{` that ends the condition; nil when `i` is not in one.
    static func conditionStatement(around i: Int, in file: SourceFile) -> (Keyword, Int)? {
        let code = file.code
        var k = i - 1
        var keyword: Keyword?
        while k >= 0, i - k < 64 {
            if code[k].kind == .leftBrace || code[k].kind == .rightBrace || code[k].kind == .semicolon { return nil }
            if code[k].keyword == .guard || code[k].keyword == .if { keyword = code[k].keyword; break }
            k -= 1
        }
        guard let keyword else { return nil }
        var j = i + 3
        while j < code.count, j - i < 64 {
            if code[j].kind == .leftBrace { return (keyword, j) }
            if code[j].kind == .rightBrace || code[j].kind == .semicolon { return nil }
            j += 1
        }
        return nil
    }

    /// The window `name` gets a window level inside `range`: an overlay being set up.
    func levelSet(_ name: Int?, in range: Range<Int>, file: SourceFile) -> Bool {
        // An empty table is not asked (most files set no level, create no
        // window): making the name's `String` to ask it was most of the cost.
        guard !levelSets.isEmpty, let list = levelSets[name.map { file.text($0) } ?? ""] else { return false }
        return list.hasValue(in: range)
    }

    /// A scene's session is destroyed inside `range`.
    func sceneEnds(in range: Range<Int>) -> Bool { sceneEndings.hasValue(in: range) }

    /// `name` is assigned a new window at an `=` inside `range` (not its last token).
    func created(_ name: Int, in range: Range<Int>, file: SourceFile) -> Bool {
        guard !creations.isEmpty, let list = creations[file.text(name)] else { return false }
        return list.hasValue(in: .clamped(range.lowerBound, range.upperBound - 1))
    }

    /// The window `name` is hidden (`isHidden = true`) inside `range`.
    func hidden(_ name: Int, in range: Range<Int>, file: SourceFile) -> Bool {
        guard !hides.isEmpty, let list = hides[file.text(name)] else { return false }
        return list.hasValue(in: range)
    }

    /// The window `name` (nil: the window itself, in a window type) is shown inside `range`.
    func shown(_ name: Int?, in range: Range<Int>, file: SourceFile) -> Bool {
        guard !shows.isEmpty, let list = shows[name.map { file.text($0) } ?? ""] else { return false }
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
            // An annotation holds no brace or keyword: `static var w: UIWindow { let x =` is not one.
            if file.code[k].kind == .leftBrace || file.code[k].kind == .rightBrace || file.code[k].kind == .keyword { break }
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
