/// Builds the scope tree in one pass over the significant tokens, with a
/// stack of open brackets. Each stack level remembers the declaration or
/// statement header seen at that level (`func f(…)`, `if cond`, `class C: B`)
/// until its `{` arrives, so a `{` is classified by what is pending at its own
/// level: a body if a header waits there, a closure otherwise. Brackets inside
/// a header (`func f(x: () -> Void = { })`) sit one level deeper and cannot
/// take the header's place.
///
/// Unbalanced input still yields a tree: a stray `)`/`]`/`}` is ignored, a
/// `}` closes any parentheses left open inside its braces, and scopes still
/// open at the end of the file end there.
///
/// The per-token tables and the stack are raw buffers, written in place:
/// as arrays, their uniqueness checks were a tenth of the build. The small
/// non-mutating helpers that the mutating handlers call are inlined: a call
/// was handed a copy of the whole builder (a 136-byte `memcpy`) each time.
struct ScopeTreeBuilder {
    let code: UnsafeBufferPointer<Token>
    let bytes: UnsafeBufferPointer<UInt8>
    /// For each bracket, its partner; -1 otherwise. The caller's table, one
    /// entry per code token, filled with -1 before the build.
    let matching: UnsafeMutableBufferPointer<Int32>
    /// For each code index, the innermost scope strictly containing it: the
    /// scope current while the token is read (an opening brace still belongs
    /// to the scope around it, a closing one already does). The caller's
    /// table, one entry per code token; every entry is written.
    let scopeOfCode: UnsafeMutableBufferPointer<Int32>
    var scopes: [Scope] = []
    var blocks: [ConditionalCompilationBlock] = []

    // Fields are stored in 32 bits (`Narrow`; token indices fit, see
    // `SourceLimits`): one level per open bracket, and hostile input opens
    // millions, where a smaller level is a smaller working set.
    struct Pending {
        var kind: ScopeKind
        var keyword: Keyword
        @Narrow var headerStart: Int
        @Narrow var name: Int = -1
        @Narrow var clauseStart: Int = -1
        @Narrow var clauseEnd: Int = -1
        /// `var`/`let`: an `=` followed, so a `{` starts a closure, not accessors.
        var sawInitializer = false
        /// Open `<` of a type's generic parameter list, which may hold `:`.
        @Narrow var angleDepth: Int = 0
        @Narrow var previousBranch: Int = -1
        var isProperty: Bool { kind == .function && keyword == .var }
    }

    enum LevelKind: UInt8 { case file, brace, paren, bracket, caseSection }

    struct Level {
        var kind: LevelKind
        @Narrow var open: Int
        @Narrow var scope: Int
        var pending: Pending? {
            didSet { pendingIsProperty = pending?.isProperty ?? false }
        }
        /// Whether `pending` is a property, asked on every line: kept apart
        /// so that asking copies nothing.
        var pendingIsProperty = false
        // Derived when the level is pushed, so that finding a closer's partner
        // or the enclosing scope never walks the stack: a walk per token made
        // `((((…]]]]`, `((((…}}}}` and `((((…{}{}{}` quadratic.
        /// The nearest brace, case section or file level at or below this one.
        @Narrow var scopeLevel: Int = 0
        /// Open `(` (and interpolations) and `[` levels above `scopeLevel`, this one included.
        @Narrow var parens: Int = 0
        @Narrow var brackets: Int = 0
        /// Brace levels at or below this one.
        @Narrow var braces: Int = 0
    }

    /// An `Int` kept in 32 bits.
    @propertyWrapper
    struct Narrow {
        private var stored: Int32
        init(wrappedValue: Int) { stored = Int32(truncatingIfNeeded: wrappedValue) }
        var wrappedValue: Int {
            get { Int(stored) }
            set { stored = Int32(truncatingIfNeeded: newValue) }
        }
    }

    /// Pushes a level and derives its counts from the level below.
    mutating func pushLevel(_ kind: LevelKind, open: Int, scope: Int) {
        var level = Level(kind: kind, open: open, scope: scope, pending: nil)
        let below = stack.count - 1
        if below >= 0 {
            level.braces = stack[below].braces
            switch kind {
            case .paren, .bracket:
                level.scopeLevel = stack[below].scopeLevel
                let inner = stack[below].kind == .paren || stack[below].kind == .bracket
                level.parens = (inner ? stack[below].parens : 0) + (kind == .paren ? 1 : 0)
                level.brackets = (inner ? stack[below].brackets : 0) + (kind == .bracket ? 1 : 0)
            case .brace, .caseSection, .file:
                level.scopeLevel = stack.count
                if kind == .brace { level.braces += 1 }
            }
        }
        stack.append(level)
        if kind != .paren && kind != .bracket { currentScope = scope }
    }

    /// Pops the top level.
    @discardableResult
    mutating func popLevel() -> Level {
        let level = stack.removeLast()
        if level.kind != .paren && level.kind != .bracket {
            currentScope = stack.isEmpty ? 0 : stack[stack[stack.count - 1].scopeLevel].scope
        }
        return level
    }

    /// Freed at the end of `build`, which runs once.
    var stack = GrowingBuffer<Level>(capacity: 64)
    /// The scope new code is in, kept at hand (it is read for every token):
    /// set by `pushLevel` and `popLevels`, the only ways the stack changes.
    var currentScope = 0
    /// `#if` blocks still open: the stack height at `#if` and the block index.
    var compilationStack: [(height: Int, block: Int)] = []
    /// The scope whose `}` was the last one seen, for `else`, `catch`,
    /// `repeat … while` and a second trailing closure's label.
    var lastClosed = -1

    init(code: UnsafeBufferPointer<Token>, bytes: UnsafeBufferPointer<UInt8>,
         matching: UnsafeMutableBufferPointer<Int32>, scopeOfCode: UnsafeMutableBufferPointer<Int32>) {
        precondition(matching.count == code.count && scopeOfCode.count == code.count)
        self.code = code
        self.bytes = bytes
        self.matching = matching
        self.scopeOfCode = scopeOfCode
        var file = Scope(kind: .file, parent: -1, depth: 0, headerStart: 0, open: -1)
        file.close = code.count
        scopes.append(file)
        pushLevel(.file, open: -1, scope: 0)
        scopes.reserveCapacity(code.count / 16 + 4)
    }

    // MARK: - Token text

    @inline(__always) func kind(_ i: Int) -> TokenKind? { i >= 0 && i < code.count ? code[i].kind : nil }

    func spells(_ i: Int, _ text: StaticString) -> Bool {
        guard i >= 0, i < code.count else { return false }
        let token = code[i]
        guard token.length == text.utf8CodeUnitCount else { return false }
        let start = Int(token.start)
        for k in 0..<token.length where bytes[start + k] != text.utf8Start[k] { return false }
        return true
    }

    /// An operator made only of `<` (or only of `>`): generic brackets.
    func angleDelta(_ i: Int) -> Int {
        let token = code[i]
        guard token.kind == .operator else { return 0 }
        var delta = 0
        for k in Int(token.start)..<Int(token.end) {
            switch bytes[k] {
            case UInt8(ascii: "<"): delta += 1
            case UInt8(ascii: ">"): delta -= 1
            default: return 0
            }
        }
        return delta
    }

    // MARK: - Driver

    /// The kinds `build`'s switch has no case for, as bits by raw value: a
    /// token of one (without a keyword) only takes the scope it is in.
    static let inertKinds: UInt64 = {
        let kinds: [TokenKind] = [.identifier, .backtickIdentifier, .dollarIdentifier, .integerLiteral, .floatLiteral,
                                  .stringOpen, .stringSegment, .stringClose, .regexLiteral, .comma, .period, .arrow,
                                  .attribute, .backslash, .error]
        return kinds.reduce(0) { $0 | 1 << UInt64($1.rawValue) }
    }()

    mutating func build() {
        var i = 0
        let n = code.count
        let inert = Self.inertKinds
        while i < n {
            let token = code[i]
            // Names, literals, `.` and `,` (two thirds of all tokens) change
            // nothing but a pending property's end: tested first, they skip
            // the dispatch below, and the stack is read only at a new line.
            if inert & (1 &<< UInt64(token.kind.rawValue)) != 0, token.keyword == .none {
                if token.flags.contains(.newlineBefore), token.kind != .period, stack[stack.count &- 1].pendingIsProperty {
                    stack[stack.count &- 1].pending = nil
                }
                scopeOfCode[i] = Int32(truncatingIfNeeded: currentScope)
                i &+= 1
                continue
            }
            let top = stack.count - 1
            let before = currentScope
            defer {
                // The shallower of the scopes before and after the token.
                let after = currentScope
                scopeOfCode[i] = Int32(after != before && scopes[after].depth < scopes[before].depth ? after : before)
                i += 1
            }
            // A property declaration without a body ends with its line.
            if token.flags.contains(.newlineBefore), stack[top].pendingIsProperty,
               token.kind != .leftBrace, token.kind != .period,
               !(token.kind == .operator && token.flags.contains(.triviaBefore) && stack[top].pending?.sawInitializer == true) {
                stack[top].pending = nil
            }
            switch token.kind {
            case .leftParen:
                if var pending = stack[top].pending, pending.kind == .function, pending.clauseStart < 0, !pending.isProperty {
                    pending.clauseStart = i
                    stack[top].pending = pending
                }
                pushLevel(.paren, open: i, scope: -1)
            case .leftBracket, .interpolationOpen:
                // An interpolation's own `(` is inside its token; its `)` is an
                // `.interpolationClose`, so it counts as a bracket pair here.
                pushLevel(token.kind == .leftBracket ? .bracket : .paren, open: i, scope: -1)
            case .rightParen, .rightBracket, .interpolationClose:
                closeBracket(at: i, kind: token.kind == .rightBracket ? .bracket : .paren)
            case .leftBrace:
                openBrace(at: i)
            case .rightBrace:
                closeBrace(at: i)
            case .semicolon:
                stack[top].pending = nil
            case .equal:
                if var pending = stack[top].pending, pending.isProperty {
                    pending.sawInitializer = true
                    stack[top].pending = pending
                }
            case .colon:
                handleColon(at: i)
            case .operator:
                if var pending = stack[top].pending, pending.kind == .type, pending.clauseStart < 0 {
                    pending.angleDepth = max(0, pending.angleDepth + angleDelta(i))
                    stack[top].pending = pending
                }
            case .poundDirective:
                handleDirective(at: i)
            case .keyword, .identifier:
                if token.keyword != .none { handleKeyword(at: i, token) }
            default:
                break
            }
        }
        // Close what is still open at the end of the file.
        while stack.count > 1 {
            let level = popLevel()
            if level.scope > 0 { scopes[level.scope].close = n }
        }
        for index in blocks.indices where blocks[index].end < 0 { blocks[index].end = n }
        stack.free()
    }

    // MARK: - Brackets

    mutating func closeBracket(at i: Int, kind: LevelKind) {
        // Only pair with an opener inside the current braces; otherwise the
        // closer is stray and ignored.
        let last = stack.count - 1
        guard (kind == .paren ? stack[last].parens : stack[last].brackets) > 0 else { return }
        var k = last
        while k > 0, stack[k].kind != kind { k -= 1 }
        guard k > 0 else { return }
        let open = stack[k].open
        // Only brackets lie above it, which do not change the current scope.
        stack.shrink(to: k)
        matching[i] = Int32(open)
        matching[open] = Int32(i)
        let top = stack.count - 1
        if var pending = stack[top].pending, pending.kind == .function, pending.clauseStart == open {
            pending.clauseEnd = i + 1
            stack[top].pending = pending
        }
    }

    mutating func closeBrace(at i: Int) {
        guard stack[stack.count - 1].braces > 0 else { return } // stray `}`
        var k = stack.count - 1
        while k > 0, stack[k].kind != .brace { k -= 1 }
        guard k > 0 else { return } // stray `}`
        while stack.count - 1 > k {
            let level = popLevel()
            if level.kind == .caseSection { scopes[level.scope].close = i }
        }
        let level = popLevel()
        scopes[level.scope].close = i
        matching[i] = Int32(level.open)
        matching[level.open] = Int32(i)
        lastClosed = level.scope
    }

    mutating func openBrace(at i: Int) {
        let top = stack.count - 1
        var scope: Scope
        if let pending = stack[top].pending, let body = bodyScope(for: pending, braceAt: i) {
            scope = body
            stack[top].pending = nil
        } else {
            scope = closureScope(at: i)
        }
        scope.parent = stack[innermostScopeLevel()].scope
        scope.depth = scopes[scope.parent].depth + 1
        scopes.append(scope)
        pushLevel(.brace, open: i, scope: scopes.count - 1)
    }

    /// The level whose scope encloses new code: the nearest brace, case
    /// section or the file.
    func innermostScopeLevel() -> Int {
        stack[stack.count - 1].scopeLevel
    }

    /// The scope a header's `{` opens, or `nil` when the `{` is a closure after
    /// all (a property's initial value `= { … }()` or a trailing closure in it).
    @inline(__always)
    func bodyScope(for pending: Pending, braceAt i: Int) -> Scope? {
        if pending.isProperty && pending.sawInitializer {
            // `var x = 0 { didSet { … } }`: observers follow an initial value.
            var k = i + 1
            while k < code.count, code[k].kind == .attribute { k += 1 }
            guard k < code.count, code[k].keyword == .willSet || code[k].keyword == .didSet else { return nil }
        }
        if pending.kind == .statement && (pending.keyword == .case || pending.keyword == .default) { return nil }
        var scope = Scope(kind: pending.kind, keyword: pending.keyword, parent: 0, depth: 0,
                          headerStart: pending.headerStart, open: i)
        scope.name = pending.name
        scope.previousBranch = pending.previousBranch
        if pending.clauseStart >= 0 {
            let end = pending.clauseEnd >= 0 ? pending.clauseEnd : i
            scope.clause = pending.clauseStart..<max(pending.clauseStart, end)
        }
        return scope
    }

    // MARK: - Closures

    func closureScope(at i: Int) -> Scope {
        var scope = Scope(kind: .closure, parent: 0, depth: 0, headerStart: i, open: i)
        let p = i - 1
        guard let previous = kind(p) else { return scope }
        let enclosing = stack[stack.count - 1]
        switch previous {
        case .leftParen, .comma:
            if enclosing.kind == .paren, let callee = callee(beforeOpen: enclosing.open) {
                scope.callOpen = enclosing.open
                scope.callee = callee
            }
        case .colon:
            guard isLabel(p - 1) else { break }
            if enclosing.kind == .paren, let callee = callee(beforeOpen: enclosing.open) {
                scope.argumentLabel = p - 1
                scope.callOpen = enclosing.open
                scope.callee = callee
            } else if kind(p - 2) == .rightBrace, lastClosed > 0, scopes[lastClosed].close == p - 2,
                      scopes[lastClosed].kind == .closure, scopes[lastClosed].isTrailing {
                // `} completion: { … }`: a further trailing closure of the same call.
                scope.argumentLabel = p - 1
                scope.callOpen = scopes[lastClosed].callOpen
                scope.callee = scopes[lastClosed].callee
                scope.isTrailing = true
            }
        case .rightParen:
            let open = Int(matching[p])
            if open >= 0, let callee = callee(beforeOpen: open) {
                scope.callOpen = open
                scope.callee = callee
                scope.isTrailing = true
            }
        case .identifier, .backtickIdentifier, .dollarIdentifier, .rightBracket, .poundDirective, .operator:
            if endsExpression(p) {
                scope.callee = postfixExpressionStart(endingAt: p)..<i
                scope.isTrailing = true
            }
        case .keyword:
            if code[p].keyword == .self || code[p].keyword == .super {
                scope.callee = p..<i
                scope.isTrailing = true
            }
        case .equal:
            if let pending = enclosing.pending, pending.isProperty { scope.initializes = pending.name }
        default:
            break
        }
        return scope
    }

    func isLabel(_ i: Int) -> Bool {
        guard let k = kind(i) else { return false }
        return k == .identifier || k == .keyword || k == .backtickIdentifier
    }

    /// The callee path before a call's `(`: `UIView.transition` in
    /// `UIView.transition(with:…)`; `nil` for a parenthesised expression or a
    /// tuple, where no call is glued to the parenthesis.
    func callee(beforeOpen open: Int) -> Range<Int>? {
        let end = open - 1
        guard end >= 0, endsExpression(end), !code[open].flags.contains(.newlineBefore) else { return nil }
        return postfixExpressionStart(endingAt: end)..<open
    }

    /// Tokens that can end a postfix expression: a name, `self`, a closing
    /// bracket, a postfix `?`/`!`, a `#directive`.
    func endsExpression(_ i: Int) -> Bool {
        guard let k = kind(i) else { return false }
        switch k {
        case .identifier, .backtickIdentifier, .dollarIdentifier, .rightParen, .rightBracket, .poundDirective,
             .integerLiteral, .stringClose:
            return true
        case .rightBrace:
            return true
        case .keyword:
            let keyword = code[i].keyword
            return keyword == .self || keyword == .super || keyword == .Self || keyword == .`init`
        case .operator:
            return isPostfixOptionalOperator(i)
        default:
            return false
        }
    }

    /// `?`, `!`, `??`… glued to what precedes: optional chaining and force unwrap.
    func isPostfixOptionalOperator(_ i: Int) -> Bool {
        let token = code[i]
        return token.kind == .operator && !token.flags.contains(.triviaBefore) && token.flags.contains(.optionalMarks)
    }

    /// Walks back over one postfix expression (`a.b?.c(x)[0].d { … }`) and
    /// returns the index of its first token.
    func postfixExpressionStart(endingAt end: Int) -> Int {
        PostfixExpression.start(endingAt: end, code: code, matching: matching, scopes: scopes)
    }

    // MARK: - Keywords

    mutating func handleKeyword(at i: Int, _ token: Token) {
        let top = stack.count - 1
        let keyword = token.keyword
        switch keyword {
        case .class, .struct, .enum, .protocol, .extension, .actor, .precedencegroup:
            if keyword == .class && isClassModifier(i) { return }
            if keyword == .actor && (token.kind != .identifier || !isDeclarationPosition(i) || kind(i + 1) != .identifier) { return }
            if token.kind == .identifier && keyword != .actor { return }
            var pending = Pending(kind: .type, keyword: keyword, headerStart: declarationStart(keywordAt: i))
            pending.name = i + 1 < code.count ? i + 1 : -1
            stack[top].pending = pending
        case .func, .macro:
            if keyword == .macro && (token.kind != .identifier || !isDeclarationPosition(i)) { return }
            var pending = Pending(kind: .function, keyword: keyword, headerStart: declarationStart(keywordAt: i))
            pending.name = i + 1 < code.count ? i + 1 : -1
            stack[top].pending = pending
        case .`init`, .deinit, .subscript:
            guard token.kind == .keyword else { return }
            var pending = Pending(kind: .function, keyword: keyword, headerStart: declarationStart(keywordAt: i))
            pending.name = i
            stack[top].pending = pending
        case .var, .let:
            guard token.kind == .keyword else { return }
            if let pending = stack[top].pending, pending.kind == .statement { return } // `if let`, `case let`
            // Locals and stored properties share this path; only a `{` right
            // after the type makes it a computed property.
            var pending = Pending(kind: .function, keyword: .var, headerStart: declarationStart(keywordAt: i))
            if kind(i + 1) == .identifier || kind(i + 1) == .backtickIdentifier { pending.name = i + 1 }
            stack[top].pending = pending
        case .get, .set, .willSet, .didSet:
            guard isAccessorPosition(i) else { return }
            var pending = Pending(kind: .function, keyword: keyword, headerStart: declarationStart(keywordAt: i))
            pending.name = i
            if keyword == .set || keyword == .willSet || keyword == .didSet, kind(i + 1) == .leftParen {
                pending.clauseStart = i + 1
            }
            stack[top].pending = pending
        case .if, .guard, .while, .for, .switch, .do, .catch, .defer, .repeat:
            guard token.kind == .keyword else { return }
            if keyword == .while, lastClosed > 0, scopes[lastClosed].keyword == .repeat, scopes[lastClosed].close == i - 1 {
                return // `repeat { … } while cond`
            }
            var pending = Pending(kind: .statement, keyword: keyword, headerStart: i)
            pending.clauseStart = i + 1
            if keyword == .if, let previous = stack[top].pending, previous.kind == .statement, previous.keyword == .else {
                pending.previousBranch = previous.previousBranch
                pending.headerStart = previous.headerStart
            }
            if keyword == .catch, lastClosed > 0, scopes[lastClosed].close == i - 1 { pending.previousBranch = lastClosed }
            stack[top].pending = pending
        case .else:
            guard token.kind == .keyword else { return }
            if var pending = stack[top].pending, pending.kind == .statement, pending.keyword == .guard, pending.clauseEnd < 0 {
                pending.clauseEnd = i
                stack[top].pending = pending
                return
            }
            var pending = Pending(kind: .statement, keyword: .else, headerStart: i)
            if lastClosed > 0, scopes[lastClosed].close == i - 1 { pending.previousBranch = lastClosed }
            stack[top].pending = pending
        case .case, .default:
            guard token.kind == .keyword, isSwitchLabelPosition(i) else { return }
            if stack[top].kind == .caseSection {
                scopes[stack[top].scope].close = i
                popLevel()
            }
            let t = stack.count - 1
            var pending = Pending(kind: .statement, keyword: keyword, headerStart: declarationStart(keywordAt: i))
            pending.clauseStart = i + 1
            stack[t].pending = pending
        case .typealias, .import, .associatedtype, .operator, .return, .throw, .break, .continue, .fallthrough:
            if token.kind == .keyword { stack[top].pending = nil }
        default:
            break
        }
    }

    /// `class func`, `class var`, `class override func`: a modifier, not a type.
    func isClassModifier(_ i: Int) -> Bool {
        var k = i + 1
        while k < code.count {
            let token = code[k]
            switch token.keyword {
            case .func, .var, .let, .subscript, .`init`, .typealias: return true
            // Another `class` ends the look-ahead: `class class …` is not Swift,
            // and walking on made a run of `class` tokens quadratic.
            case .class: return false
            default:
                if token.keyword.isDeclarationModifier { k += 1; continue }
                return false
            }
        }
        return false
    }

    /// A contextual keyword starts a declaration only at the start of a
    /// statement (after modifiers/attributes).
    @inline(__always)
    func isDeclarationPosition(_ i: Int) -> Bool {
        if code[i].flags.contains(.newlineBefore) || i == 0 { return true }
        guard let previous = kind(i - 1) else { return true }
        switch previous {
        case .leftBrace, .rightBrace, .semicolon, .attribute, .rightParen: return true
        default: return code[i - 1].keyword.isDeclarationModifier
        }
    }

    /// `get`/`set`/`willSet`/`didSet` directly inside a property or subscript body.
    @inline(__always)
    func isAccessorPosition(_ i: Int) -> Bool {
        let level = stack[stack.count - 1]
        guard level.kind == .brace else { return false }
        let scope = scopes[level.scope]
        guard scope.kind == .function, scope.keyword == .var || scope.keyword == .subscript else { return false }
        guard let previous = kind(i - 1) else { return false }
        switch previous {
        case .leftBrace, .rightBrace, .semicolon, .attribute: return true
        default:
            let keyword = code[i - 1].keyword
            return code[i].flags.contains(.newlineBefore) || keyword == .mutating || keyword == .nonmutating
                || keyword == .get || keyword == .set
        }
    }

    /// A `case`/`default` label directly inside a `switch` body (not `if case`,
    /// `for case`, an enum's cases).
    @inline(__always)
    func isSwitchLabelPosition(_ i: Int) -> Bool {
        let level = stack[stack.count - 1]
        let scopeIndex: Int
        switch level.kind {
        case .caseSection:
            return isStatementStart(i)
        case .brace:
            scopeIndex = level.scope
        default:
            return false
        }
        return scopes[scopeIndex].keyword == .switch && isStatementStart(i)
    }

    @inline(__always)
    func isStatementStart(_ i: Int) -> Bool {
        if i == 0 || code[i].flags.contains(.newlineBefore) { return true }
        guard let previous = kind(i - 1) else { return true }
        return previous == .leftBrace || previous == .semicolon || previous == .attribute || previous == .colon
    }

    /// The first attribute or modifier of the declaration whose keyword is at `k`.
    @inline(__always)
    func declarationStart(keywordAt k: Int) -> Int {
        var start = k
        var j = k - 1
        while j >= 0 {
            let token = code[j]
            if token.kind == .attribute || token.keyword.isDeclarationModifier && token.kind != .stringSegment {
                if token.keyword.isDeclarationModifier && token.kind == .keyword && token.keyword == .class
                    && !isClassModifier(j) { break }
                start = j
                j -= 1
                continue
            }
            if token.kind == .rightParen, matching[j] > 0 {
                let before = Int(matching[j]) - 1
                // `@available(iOS 13, *)`, `private(set)`
                if code[before].kind == .attribute || code[before].keyword.isDeclarationModifier {
                    start = before
                    j = before - 1
                    continue
                }
            }
            break
        }
        return start
    }

    // MARK: - Colons and directives

    mutating func handleColon(at i: Int) {
        let top = stack.count - 1
        guard var pending = stack[top].pending else { return }
        switch pending.kind {
        case .type:
            if pending.clauseStart < 0, pending.angleDepth == 0 {
                pending.clauseStart = i + 1
                stack[top].pending = pending
            }
        case .statement where pending.keyword == .case || pending.keyword == .default:
            // The label's `:` opens the case section, which runs to the next
            // label or the switch's `}`.
            var scope = Scope(kind: .statement, keyword: pending.keyword, parent: stack[top].scope, depth: 0,
                              headerStart: pending.headerStart, open: i)
            scope.clause = pending.clauseStart..<i
            scope.depth = scopes[scope.parent].depth + 1
            scopes.append(scope)
            stack[top].pending = nil
            pushLevel(.caseSection, open: i, scope: scopes.count - 1)
        default:
            break
        }
    }

    /// `#if` … `#elseif`/`#else` … `#endif`. Each branch starts from the
    /// bracket state at `#if`, so `#if A class X: P { #else class X: Q { #endif`
    /// does not leave an extra scope open.
    mutating func handleDirective(at i: Int) {
        if spells(i, "#if") {
            blocks.append(ConditionalCompilationBlock(directives: [i], end: -1))
            compilationStack.append((height: stack.count, block: blocks.count - 1))
        } else if spells(i, "#elseif") || spells(i, "#else") {
            guard let open = compilationStack.last else { return }
            while stack.count > open.height {
                let level = popLevel()
                if level.scope > 0 { scopes[level.scope].close = i }
            }
            blocks[open.block].directives.append(i)
        } else if spells(i, "#endif") {
            guard let open = compilationStack.popLast() else { return }
            blocks[open.block].directives.append(i)
            blocks[open.block].end = i
        }
    }
}
