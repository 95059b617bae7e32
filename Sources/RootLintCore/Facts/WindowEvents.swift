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
        var bodies: [Range<Int>] = []
        for i in names.occurrences(ofWord: "rootViewController", in: file) {
            if let body = Self.bodyWithoutRoot(bindingAt: i, in: file) {
                bodies.append(body)
                continue
            }
            guard i + 2 < code.count, code[i + 1].kind == .operator, file.spells(i + 1, "=="), code[i + 2].keyword == .nil,
                  let (keyword, brace) = Self.conditionStatement(around: i, in: file) else { continue }
            if keyword == .guard {
                guardedFromHere.append(i)
            } else {
                let body = file.scopes[file.innermostScope(at: min(brace + 1, code.count - 1))]
                if body.open == brace { bodies.append(brace..<max(brace, body.close)) }
            }
        }
        // An `else` body comes after bodies of later conditions: in order of start.
        bodies.sort { $0.lowerBound < $1.lowerBound }
        firstRootBodies = bodies
        firstRootBodyStarts = bodies.map(\.lowerBound)
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
        var aliased = false
        for level in names.occurrences(ofWord: Vocabulary.windowLevel, in: file)
        where level + 1 < code.count && code[level + 1].kind == .equal {
            let chain = file.chainNames(file.postfixExpressionStart(endingAt: level)..<level)
            let bare = chain.isEmpty || (chain.count == 1 && code[chain[0]].keyword == .self)
            levelSets[bare ? "" : file.text(chain[chain.count - 1]), default: []].append(level)
            if !bare, chain.count == 1 {
                for property in Self.propertiesGiven(local: chain[0], at: level, in: file, names: names) {
                    levelSets[file.text(property), default: []].append(property)
                    aliased = true
                }
            }
        }
        // The properties' entries were added out of order.
        if aliased { levelSets = levelSets.mapValues { $0.sorted() } }
    }

    /// The properties a new window kept in a local is stored in, later in
    /// the same function: `let lockWindow = UIWindow(frame: …)`,
    /// `lockWindow.windowLevel = .alert + 1`, `window = lockWindow`. The
    /// local's level is the property's. Returns the properties' name tokens.
    static func propertiesGiven(local: Int, at level: Int, in file: SourceFile, names: NameIndex) -> [Int] {
        let code = file.code
        guard let function = file.enclosingFunction(of: file.innermostScope(at: level)) else { return [] }
        let body = Range<Int>.clamped(level, min(file.scopes[function].close, code.count))
        var properties: [Int] = []
        // Bounded: an overlay is stored once or twice, not in every statement.
        for use in names.occurrences(sameAs: local, in: body, file: file, limit: 16) {
            guard use >= 2, code[use - 1].kind == .equal, use + 1 >= code.count || code[use + 1].kind != .period,
                  use + 1 >= code.count || code[use + 1].kind != .leftParen,
                  let property = lhsName(before: use - 1, in: file), !file.sameText(property, local) else { continue }
            properties.append(property)
        }
        return properties
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

    /// The body that runs when the one binding of an `if let` or `guard let`
    /// that reads the root at `i` fails, that is when there is no root:
    /// `if let view = window.rootViewController?.view { … } else { here }`,
    /// `guard let root = window.rootViewController else { here }`.
    static func bodyWithoutRoot(bindingAt i: Int, in file: SourceFile) -> Range<Int>? {
        let code = file.code
        guard let (keyword, brace) = conditionStatement(around: i, in: file) else { return nil }
        // `if|guard let|var name = chain…` with nothing but the chain up to the brace (or `else`).
        var k = i
        while k > 0, file.isName(k - 1) || code[k - 1].kind == .period || code[k - 1].keyword == .self
                || (code[k - 1].kind == .operator && code[k - 1].flags.contains(.optionalMarks)) { k -= 1 }
        guard k >= 4, code[k - 1].kind == .equal, file.isName(k - 2), code[k - 3].keyword == .let || code[k - 3].keyword == .var,
              code[k - 4].keyword == keyword else { return nil }
        let conditionEnd = keyword == .guard ? brace - 1 : brace
        var j = i + 1
        while j < conditionEnd, code[j].kind == .period || file.isName(j)
                || (code[j].kind == .operator && code[j].flags.contains(.optionalMarks)) { j += 1 }
        guard j == conditionEnd, brace < code.count, let opened = file.scope(openedBy: brace) else { return nil }
        if keyword == .guard { return brace..<max(brace, file.scopes[opened].close) }
        // The `else` of the `if`: the branch whose previous branch it is.
        guard let next = file.firstScope(openingAfter: file.scopes[opened].close), file.scopes[next].previousBranch == opened,
              file.scopes[next].keyword == .else else { return nil }
        return file.scopes[next].open..<max(file.scopes[next].open, file.scopes[next].close)
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

    /// Per window name, the names of the types whose code hides it
    /// (`isHidden = true`), and of those whose code gives it a window level.
    /// By name, so that a class and its extensions in the file are one type.
    func overlayTypeNames(in file: SourceFile) -> (hiding: [String: Set<String>], leveling: [String: Set<String>]) {
        func typeNames(_ positions: [Int]) -> Set<String> {
            Set(positions.compactMap { file.enclosingType(of: file.innermostScope(at: $0)).map { file.typeBaseName(of: $0) } })
        }
        return (hides.mapValues(typeNames), levelSets.mapValues(typeNames))
    }

    /// The window `name` (nil: the window itself, in a window type) is shown inside `range`.
    func shown(_ name: Int?, in range: Range<Int>, file: SourceFile) -> Bool {
        guard !shows.isEmpty, let list = shows[name.map { file.text($0) } ?? ""] else { return false }
        return list.hasValue(in: range)
    }

    /// Where the window `name` is shown anywhere in the file, ascending.
    func shows(of name: Int, file: SourceFile) -> [Int] {
        guard !shows.isEmpty else { return [] }
        return shows[file.text(name)] ?? []
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
