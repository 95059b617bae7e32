/// Walking a postfix expression backwards: `a.b?.c(x)[0].d`, including
/// trailing closures (`windows.first { $0.isKeyWindow }?.rootViewController`).
/// Used for callees of closures and receivers of assignments.
public enum PostfixExpression {
    /// The first token of the postfix expression that ends at `end`.
    public static func start<C: RandomAccessCollection, M: RandomAccessCollection>(
        endingAt end: Int, code: C, matching: M, scopes: [Scope]
    ) -> Int where C.Element == Token, C.Index == Int, M.Element == Int32, M.Index == Int {
        var j = end
        while j >= 0 {
            let token = code[j]
            switch token.kind {
            case .rightParen, .rightBracket:
                let open = Int(matching[j])
                guard open >= 0 else { return j + 1 }
                // A call or subscript is glued to what it applies to; a
                // parenthesised expression or array literal starts the chain.
                if open > 0, !code[open].flags.contains(.newlineBefore), endsValue(open - 1, code: code) {
                    j = open - 1
                } else {
                    return open
                }
            case .rightBrace:
                let open = Int(matching[j])
                guard open >= 0 else { return j + 1 }
                if let scope = scopeIndex(openingAt: open, scopes: scopes), scopes[scope].isTrailing,
                   !scopes[scope].callee.isEmpty {
                    // The callee was found by this same walk when the closure
                    // was scoped (from its call's `)` for `first(where:) { }`),
                    // so the expression starts where the callee does. Walking
                    // on instead made `a {}.b {}.c {}…` quadratic or worse.
                    return scopes[scope].callee.lowerBound
                } else {
                    return open
                }
            case .operator:
                guard isPostfixOptional(token, code: code, at: j) else { return j + 1 }
                j -= 1
            case .identifier, .backtickIdentifier, .dollarIdentifier, .keyword, .poundDirective, .integerLiteral:
                if token.kind == .keyword {
                    switch token.keyword {
                    case .self, .Self, .super, .`init`: break
                    default: return j + 1
                    }
                }
                guard j > 0, code[j - 1].kind == .period else { return j }
                // `.member` continues the value before the dot; a leading dot
                // with nothing before it is an implicit member (`.init(…)`).
                if j > 1, endsValue(j - 2, code: code) { j -= 2 } else { return j - 1 }
            default:
                return j + 1
            }
        }
        return 0
    }

    static func closeOf(_ open: Int, matching: [Int32]) -> Int? {
        let close = Int(matching[open])
        return close >= 0 ? close : nil
    }

    /// Whether the token at `i` can end a value that a `.member`, call or
    /// subscript applies to.
    public static func endsValue<C: RandomAccessCollection>(_ i: Int, code: C) -> Bool
    where C.Element == Token, C.Index == Int {
        let token = code[i]
        switch token.kind {
        case .identifier, .backtickIdentifier, .dollarIdentifier, .rightParen, .rightBracket, .rightBrace,
             .poundDirective, .integerLiteral, .floatLiteral, .stringClose:
            return true
        case .keyword:
            switch token.keyword {
            case .self, .Self, .super, .`init`, .true, .false, .nil: return true
            default: return false
            }
        case .operator:
            return token.flags.contains(.triviaBefore) == false && isPostfixOptionalShape(token)
        default:
            return false
        }
    }

    static func isPostfixOptional<C: RandomAccessCollection>(_ token: Token, code: C, at i: Int) -> Bool
    where C.Element == Token, C.Index == Int {
        !token.flags.contains(.triviaBefore) && isPostfixOptionalShape(token)
    }

    /// `?`, `!`, `??`: the shapes of optional chaining and force unwrap.
    static func isPostfixOptionalShape(_ token: Token) -> Bool {
        token.flags.contains(.optionalMarks)
    }

    /// Binary search: scopes are stored in the order of their opening token.
    static func scopeIndex(openingAt open: Int, scopes: [Scope]) -> Int? {
        var low = 0
        var high = scopes.count - 1
        while low <= high {
            let mid = (low + high) / 2
            let value = scopes[mid].open
            if value == open { return mid }
            if value < open { low = mid + 1 } else { high = mid - 1 }
        }
        return nil
    }
}
