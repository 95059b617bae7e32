import RootLintSyntax

/// The code that runs together with a statement: its function, or the
/// escaping closure it sits in. "Created earlier", "shown afterwards" and
/// "in a launch function" are all judged inside one unit, because an escaping
/// closure (a completion handler, `DispatchQueue.main.async`) runs later, when
/// the window is long on screen.
public struct ExecutionUnit: Sendable, Equatable {
    public enum Kind: UInt8, Sendable, Equatable {
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
    /// Whether a closure runs before the call that takes it returns: called
    /// on the spot (`{ … }()`), or passed to a known synchronous API. A
    /// `completion:` closure (or a second trailing closure) never is.
    /// `callee` is `calleeNameIndex(of: scope)`, which the caller has at hand.
    func closureRunsSynchronously(_ scope: Int, callee: Int?) -> Bool {
        let s = scopes[scope]
        if isCalledOnTheSpot(scope) { return true }
        // RxFlow's `Flows.use(flow, when: .created) { root in … }` and
        // `Flows.whenReady(flow1:)` hand over the flow's root as it is made,
        // within the `coordinate(flow:)` that follows: with the function.
        if let name = callee, name >= 2, code[name - 1].kind == .period,
           Vocabulary.flowBuilderReceivers.contains(where: { spells(name - 2, $0) }) { return true }
        // Most closures go to other APIs: the name decides before anything is read.
        guard let name = callee, Vocabulary.synchronousCalleeWords.contains(name, in: self) else { return false }
        if isCompletionClosure(scope) { return false }
        if s.isTrailing && s.argumentLabel >= 0 && !Vocabulary.labelledTrailingSynchronous.contains(text(name)) {
            // `} completion: { … }` and other labelled trailing closures after the first.
            return false
        }
        return true
    }

    /// `{ … }()`: the closure runs where it is written.
    func isCalledOnTheSpot(_ scope: Int) -> Bool {
        let close = scopes[scope].close
        return close + 1 < code.count && code[close + 1].kind == .leftParen && !code[close + 1].flags.contains(.triviaBefore)
    }

    /// What a closure passed to a call is to that call. Animation APIs take
    /// their animations first and what runs when they finish last:
    /// `UIView.transition(with:…, animations: { … }) { _ in … }` has an
    /// animations closure and a completion.
    enum ClosureRole: Sendable, Equatable {
        /// `animations: { … }`, or the closure given without a label.
        case animations
        /// `completion:`/`completionHandler:`, or a trailing closure after
        /// `animations:` was passed in the parentheses.
        case completion
        /// Another label (`UIViewPropertyAnimator(…, curve:, animations:)` has none; some helpers do).
        case otherLabel
    }

    func closureRole(_ scope: Int) -> ClosureRole {
        let s = scopes[scope]
        if s.argumentLabel >= 0 {
            if spells(s.argumentLabel, Vocabulary.animationsLabel) { return .animations }
            return Vocabulary.completionLabels.contains { spells(s.argumentLabel, $0) } ? .completion : .otherLabel
        }
        return s.isTrailing && hasCallLabel(of: scope, Vocabulary.animationsLabel) ? .completion : .animations
    }

    /// A closure that runs when an animation or task finishes.
    func isCompletionClosure(_ scope: Int) -> Bool { closureRole(scope) == .completion }

    /// The last name of a closure's callee: `transition` for `UIView.transition`.
    public func calleeName(of scope: Int) -> String? {
        guard let last = calleeNameIndex(of: scope) else { return nil }
        return text(last)
    }

    /// The code index of the last name of a closure's callee.
    func calleeNameIndex(of scope: Int) -> Int? {
        let callee = scopes[scope].callee
        guard !callee.isEmpty else { return nil }
        return lastChainName(callee)
    }

    /// Whether the call a closure is passed to has an argument labelled
    /// `label` (`with`, `duration`…).
    func hasCallLabel(of scope: Int, _ label: StaticString) -> Bool {
        let open = scopes[scope].callOpen
        return open >= 0 && callHasLabel(open: open, label)
    }
}
