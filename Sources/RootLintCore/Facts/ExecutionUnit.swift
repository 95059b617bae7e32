import RootLintSyntax

/// The code that runs together with a statement: its function, or the
/// escaping closure it sits in. "Created earlier", "shown afterwards" and
/// "in a launch function" are all judged inside one unit, because an escaping
/// closure (a completion handler, `DispatchQueue.main.async`) runs later, when
/// the window is long on screen.
public struct ExecutionUnit: Sendable, Equatable {
    public enum Kind: Sendable, Equatable {
        case function
        case escapingClosure
        /// A property's initial-value closure: runs once, when the owner is created.
        case propertyInitializer
        /// Top-level code or a type body.
        case topLevel
    }

    public var kind: Kind
    /// The scope whose body is the unit.
    public var scope: Int
    /// Code range of the unit's body.
    public var body: Range<Int>
}

extension SourceFile {
    /// Closures known to run synchronously, before the call returns: the
    /// unit continues through them.
    static let synchronousCallees: Set<String> = [
        "forEach", "map", "compactMap", "flatMap", "filter", "first", "last", "contains", "reduce", "sorted",
        "sort", "allSatisfy", "min", "max", "firstIndex", "lastIndex", "drop", "prefix", "removeAll",
        "performWithoutAnimation", "autoreleasepool", "withExtendedLifetime", "sync", "then", "with", "apply",
        "configure", "also", "do", "transition", "animate", "animateKeyframes", "performBatchUpdates",
    ]

    /// The execution unit that contains code index `i`.
    public func executionUnit(at i: Int) -> ExecutionUnit {
        var scope = innermostScope(at: i)
        while scope > 0 {
            let s = scopes[scope]
            switch s.kind {
            case .function:
                return ExecutionUnit(kind: .function, scope: scope, body: (s.open + 1)..<s.close)
            case .closure:
                if s.initializes >= 0 {
                    return ExecutionUnit(kind: .propertyInitializer, scope: scope, body: (s.open + 1)..<s.close)
                }
                if !closureRunsSynchronously(scope) {
                    return ExecutionUnit(kind: .escapingClosure, scope: scope, body: (s.open + 1)..<s.close)
                }
            case .type, .file:
                let body = scope == 0 ? 0..<code.count : (s.open + 1)..<s.close
                return ExecutionUnit(kind: .topLevel, scope: scope, body: body)
            case .statement:
                break
            }
            scope = s.parent
        }
        return ExecutionUnit(kind: .topLevel, scope: 0, body: 0..<code.count)
    }

    /// Whether a closure runs before the call that takes it returns: called
    /// on the spot (`{ … }()`), or passed to a known synchronous API. A
    /// `completion:` closure (or a second trailing closure) never is.
    public func closureRunsSynchronously(_ scope: Int) -> Bool {
        let s = scopes[scope]
        if s.close + 1 < code.count, code[s.close + 1].kind == .leftParen,
           !code[s.close + 1].flags.contains(.triviaBefore) {
            return true
        }
        if isCompletionClosure(scope) { return false }
        guard let name = calleeName(of: scope) else { return false }
        if s.isTrailing && s.argumentLabel >= 0 && name != "performBatchUpdates" {
            // `} completion: { … }` and other labelled trailing closures after the first.
            return false
        }
        return SourceFile.synchronousCallees.contains(name)
    }

    /// A closure that runs when an animation or task finishes: labelled
    /// `completion:`/`completionHandler:`, or the trailing closure of a call
    /// whose animations are already passed in parentheses
    /// (`UIView.transition(with:…, animations: { … }) { _ in … }`).
    public func isCompletionClosure(_ scope: Int) -> Bool {
        let s = scopes[scope]
        if s.argumentLabel >= 0 {
            return spells(s.argumentLabel, "completion") || spells(s.argumentLabel, "completionHandler")
        }
        return s.isTrailing && callLabels(of: scope).contains { spells($0, "animations") }
    }

    /// The last name of a closure's callee: `transition` for `UIView.transition`.
    public func calleeName(of scope: Int) -> String? {
        let callee = scopes[scope].callee
        guard !callee.isEmpty else { return nil }
        guard let last = chainNames(callee).last else { return nil }
        return text(last)
    }

    /// The labels of the call a closure is passed to (`with`, `duration`…).
    public func callLabels(of scope: Int) -> [Int] {
        let open = scopes[scope].callOpen
        guard open >= 0 else { return [] }
        return callArguments(open: open).map(\.label).filter { $0 >= 0 }
    }
}
