/// One parameter of a function's parameter clause.
public struct Parameter: Sendable, Equatable {
    /// The argument label; `nil` for `_`.
    public var label: String?
    /// The name used inside the body.
    public var name: String
    /// Code range of the type annotation.
    public var type: Range<Int>
}

extension SourceFile {
    /// The parameters of a function, initializer, subscript or `set(newValue)`.
    public func parameters(of scope: Int) -> [Parameter] {
        let s = scopes[scope]
        guard s.kind == .function, s.clause.count >= 2, code[s.clause.lowerBound].kind == .leftParen else { return [] }
        var result: [Parameter] = []
        var i = s.clause.lowerBound + 1
        let end = s.clause.upperBound - 1
        while i < end {
            // One parameter: names up to `:`, then the type up to `,` or `)`.
            // Its first and last names (label and name): no array per parameter.
            var firstName = -1, lastName = -1
            while i < end, code[i].kind != .colon, code[i].kind != .comma {
                if isName(i) || code[i].kind == .keyword {
                    if firstName < 0 { firstName = i }
                    lastName = i
                }
                if code[i].kind == .attribute, i + 1 < end, code[i + 1].kind == .leftParen, matching[i + 1] > 0 {
                    i = Int(matching[i + 1])
                }
                i += 1
            }
            var typeStart = i
            if i < end, code[i].kind == .colon { i += 1; typeStart = i }
            while i < end, code[i].kind != .comma {
                if let close = closer(of: i) { i = close }
                i += 1
            }
            if firstName >= 0 {
                let labelText = text(firstName)
                let nameText = lastName != firstName ? text(lastName) : labelText
                result.append(Parameter(label: labelText == "_" ? nil : labelText, name: nameText,
                                        type: typeStart..<max(typeStart, i)))
            }
            i += 1
        }
        return result
    }

    /// The matching closer of an opening bracket at `i`, if `i` opens one.
    public func closer(of i: Int) -> Int? {
        switch code[i].kind {
        case .leftParen, .leftBracket, .leftBrace, .interpolationOpen:
            let close = Int(matching[i])
            return close > i ? close : nil
        default:
            return nil
        }
    }

    /// The base name: `application` for `func application(_:…)`, `init`, `subscript`,
    /// a property's name for its accessors' scope.
    public func functionName(of scope: Int) -> String {
        let s = scopes[scope]
        guard s.kind == .function, s.name >= 0 else { return "" }
        return text(s.name)
    }

    /// Declared `private` or `fileprivate` (its modifiers, between the
    /// declaration's first token and its name): callable only from this file.
    /// A member of a `private extension` is private too.
    public func isPrivateDeclaration(_ scope: Int) -> Bool {
        let s = scopes[scope]
        guard s.name > s.headerStart, s.headerStart >= 0 else { return false }
        for i in s.headerStart..<min(s.name, code.count) where code[i].keyword == .private || code[i].keyword == .fileprivate {
            return true
        }
        let parent = scopes[s.parent]
        if s.parent > 0, parent.kind == .type, parent.keyword == .extension, parent.headerStart >= 0 {
            for i in parent.headerStart..<min(parent.open, code.count) where code[i].keyword == .private || code[i].keyword == .fileprivate {
                return true
            }
        }
        return false
    }

    /// The full name with argument labels: `application(_:didFinishLaunchingWithOptions:)`.
    public func signature(of scope: Int) -> String {
        let s = scopes[scope]
        let base = functionName(of: scope)
        guard s.kind == .function, s.keyword == .func || s.keyword == .`init` || s.keyword == .subscript else { return base }
        let labels = parameters(of: scope).map { ($0.label ?? "_") + ":" }.joined()
        return base + "(" + labels + ")"
    }
}
