/// Expression-level helpers over `code`: where a statement ends, the names of
/// a member chain, a call's arguments. Swift ends a statement at a newline
/// unless the expression obviously continues, which is all these need.
extension SourceFile {
    /// The first code index after the expression or statement that starts at
    /// `start`: stops at a newline that does not continue the expression, at
    /// `;`, `,` or a closer at depth 0.
    public func expressionEnd(from start: Int) -> Int {
        var i = start
        let n = code.count
        // Past the end (a value cut off by the end of the file): nothing follows.
        guard start < n else { return max(start, 0) }
        while i < n {
            let token = code[i]
            if i > start, token.flags.contains(.newlineBefore), !continuesPreviousLine(i) { return i }
            switch token.kind {
            case .leftParen, .leftBracket, .leftBrace, .interpolationOpen:
                let close = Int(matching[i])
                if close > i { i = close + 1 } else { return n }
            case .rightParen, .rightBracket, .rightBrace, .interpolationClose, .semicolon, .comma:
                return i
            default:
                i += 1
            }
        }
        return n
    }

    /// Whether the token at `i`, first on its line, continues the previous
    /// line's expression: `.member` chains, binary operators, `as`/`is`, or a
    /// previous line that ends in an operator.
    func continuesPreviousLine(_ i: Int) -> Bool {
        let token = code[i]
        switch token.kind {
        case .period:
            return true
        case .operator:
            // A binary operator has trivia on both sides; a prefix one (`-x`,
            // `!flag`) starting a line begins a new statement.
            return i + 1 < code.count && code[i + 1].flags.contains(.triviaBefore)
        case .keyword:
            if token.keyword == .as || token.keyword == .is { return true }
        default:
            break
        }
        guard i > 0 else { return false }
        switch code[i - 1].kind {
        case .equal, .comma, .arrow, .colon, .period:
            return true
        case .operator:
            return code[i - 1].flags.contains(.triviaBefore) && !code[i - 1].flags.contains(.optionalMarks)
        default:
            return false
        }
    }

    /// The first token of the postfix expression ending at `end`.
    public func postfixExpressionStart(endingAt end: Int) -> Int {
        PostfixExpression.start(endingAt: end, code: code, matching: matching, scopes: scopes)
    }

    /// The names along a member chain, in order, skipping call arguments,
    /// subscripts, trailing closures and `?`/`!`: `UIApplication.shared.windows.first { … }?`
    /// gives `UIApplication`, `shared`, `windows`, `first`. A chain that starts
    /// with a parenthesised expression gives only the names after it.
    public func chainNames(_ range: Range<Int>) -> [Int] {
        withChainNames(range) { Array($0) }
    }

    /// `body` of `chainNames(range)`, in a buffer on the stack: the names
    /// of every root write's receiver and value are asked for, and an
    /// array per question was a heap allocation each.
    @inlinable
    public func withChainNames<R>(_ range: Range<Int>, _ body: (UnsafeBufferPointer<Int>) -> R) -> R {
        let lower = max(0, range.lowerBound)
        let upper = min(range.upperBound, code.count)
        // No more names than tokens.
        return withUnsafeTemporaryAllocation(of: Int.self, capacity: max(1, upper - lower)) { names in
            var count = 0
            var i = lower
            while i < upper {
                let token = code[i]
                switch token.kind {
                case .identifier, .backtickIdentifier, .dollarIdentifier, .keyword, .poundDirective:
                    if token.kind != .keyword || token.keyword == .self || token.keyword == .super || token.keyword == .Self {
                        names[count] = i
                        count += 1
                    }
                    i += 1
                case .leftParen, .leftBracket, .leftBrace:
                    let close = Int(matching[i])
                    i = close > i ? close + 1 : upper
                default:
                    i += 1
                }
            }
            return body(UnsafeBufferPointer(rebasing: names[0..<count]))
        }
    }

    /// The last name of a member chain (the last of `chainNames(range)`),
    /// found walking back from its end over calls, subscripts and trailing
    /// closures: O(1) for the callee of each closure in `a.map { }.filter { }…`,
    /// where walking the chain from its start made long chains quadratic.
    public func lastChainName(_ range: Range<Int>) -> Int? {
        let lower = max(0, range.lowerBound)
        var i = min(range.upperBound, code.count) - 1
        while i >= lower {
            let token = code[i]
            switch token.kind {
            case .identifier, .backtickIdentifier, .dollarIdentifier, .poundDirective:
                return i
            case .keyword where token.keyword == .self || token.keyword == .super || token.keyword == .Self:
                return i
            case .rightParen, .rightBracket, .rightBrace:
                let open = Int(matching[i])
                i = open >= lower && open < i ? open - 1 : i - 1
            default:
                i -= 1
            }
        }
        return nil
    }

    /// The initial value of the `let`/`var` whose name is at `name`
    /// (`let x: T = value`): the code after its `=`, or nil when the
    /// declaration has none on its line before `limit`.
    public func initialValue(ofDeclarationAt name: Int, limit: Int) -> Range<Int>? {
        var k = name + 1
        let upper = min(limit, code.count)
        while k < upper, code[k].kind != .equal, !code[k].flags.contains(.newlineBefore) { k += 1 }
        guard k < upper, code[k].kind == .equal else { return nil }
        var end = expressionEnd(from: k + 1)
        // `if let next = make() {`: the value stops at the condition's end,
        // not past the body's braces (read as a trailing closure).
        if let statement = firstScope(openingAfter: k), scopes[statement].kind == .statement,
           scopes[statement].clause.contains(name) {
            end = min(end, scopes[statement].clause.upperBound)
        }
        return (k + 1)..<max(k + 1, end)
    }

    /// The first scope whose `{` comes after code index `i` (scopes are in
    /// the order they open), by binary search.
    public func firstScope(openingAfter i: Int) -> Int? {
        var low = 0, high = scopes.count
        while low < high {
            let mid = (low + high) / 2
            if scopes[mid].open <= i { low = mid + 1 } else { high = mid }
        }
        return low < scopes.count ? low : nil
    }

    /// One argument of a call: its label (or -1) and its value's code range.
    public struct CallArgument: Sendable, Equatable {
        public var label: Int
        public var value: Range<Int>
    }

    /// The arguments of the call whose `(` is at `open`.
    public func callArguments(open: Int) -> [CallArgument] {
        let close = Int(matching[open])
        guard close > open else { return [] }
        var arguments: [CallArgument] = []
        // Calls take a few arguments: room for them at once.
        arguments.reserveCapacity(4)
        var i = open + 1
        while i < close {
            var label = -1
            if i + 1 < close, code[i + 1].kind == .colon, isName(i) || code[i].kind == .keyword {
                label = i
                i += 2
            }
            let start = i
            while i < close, code[i].kind != .comma {
                if let closer = closer(of: i) { i = closer }
                i += 1
            }
            arguments.append(CallArgument(label: label, value: start..<i))
            i += 1
        }
        return arguments
    }

    /// Whether the call whose `(` is at `open` has an argument labelled
    /// `label`: `callArguments(open:)`'s labels, read without building the
    /// list (asked about most closures, for their role).
    public func callHasLabel(open: Int, _ label: StaticString) -> Bool {
        let close = Int(matching[open])
        guard close > open else { return false }
        var i = open + 1
        while i < close {
            if i + 1 < close, code[i + 1].kind == .colon, isName(i) || code[i].kind == .keyword {
                if spells(i, label) { return true }
                i += 2
            }
            while i < close, code[i].kind != .comma {
                if let closer = closer(of: i) { i = closer }
                i += 1
            }
            i += 1
        }
        return false
    }

    /// Whether two code tokens have the same text.
    public func sameText(_ a: Int, _ b: Int) -> Bool {
        guard a >= 0, b >= 0, a < code.count, b < code.count else { return false }
        let x = code[a], y = code[b]
        guard x.length == y.length else { return false }
        let xs = Int(x.start), ys = Int(y.start)
        for k in 0..<x.length where bytes[xs + k] != bytes[ys + k] { return false }
        return true
    }

    /// Whether `code[i]` is spelled exactly like the string (slow path for configured names).
    public func spells(_ i: Int, string: String) -> Bool {
        guard i >= 0, i < code.count else { return false }
        let token = code[i]
        var start = Int(token.start), end = Int(token.end)
        if token.kind == .backtickIdentifier { start += 1; end -= 1 }
        let utf8 = string.utf8
        guard end - start == utf8.count else { return false }
        var k = start
        for b in utf8 {
            if bytes[k] != b { return false }
            k += 1
        }
        return true
    }
}

extension SourceFile {
    /// The end (exclusive) of the postfix chain that starts at `start`:
    /// `UIApplication.shared.windows.first { $0.isKeyWindow }?.rootViewController`
    /// — names after `.`, glued calls and subscripts, trailing closures, `?`/`!`.
    public func postfixChainEnd(from start: Int) -> Int {
        var i = start + 1
        let n = code.count
        while i < n {
            let token = code[i]
            switch token.kind {
            case .period:
                guard i + 1 < n, isName(i + 1) || code[i + 1].kind == .keyword || code[i + 1].kind == .integerLiteral else { return i }
                i += 2
            case .leftParen, .leftBracket:
                guard !token.flags.contains(.newlineBefore), !token.flags.contains(.triviaBefore) || token.kind == .leftParen,
                      let close = closer(of: i) else { return i }
                i = close + 1
            case .leftBrace:
                guard let scope = PostfixExpression.scopeIndex(openingAt: i, scopes: scopes), scopes[scope].isTrailing,
                      let close = closer(of: i) else { return i }
                i = close + 1
            case .operator:
                guard !token.flags.contains(.triviaBefore), token.flags.contains(.optionalMarks) else { return i }
                i += 1
            default:
                return i
            }
        }
        return n
    }
}

extension Range where Bound == Int {
    /// `lower..<upper`, or an empty range at `lower` when `upper` is smaller:
    /// bounds computed from broken input (a value that runs past its scope)
    /// must never trap.
    @inlinable public static func clamped(_ lower: Int, _ upper: Int) -> Range<Int> {
        lower..<Swift.max(lower, upper)
    }
}
