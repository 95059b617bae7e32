import RootLintSyntax

/// Finds what animates a root write, if anything: the closure it sits in,
/// or a transition set up around it in the same code.
struct AnimationClassifier {
    let file: SourceFile
    let animatedHelpers: Set<String>
    /// `animatedHelpers`, asked of a callee's bytes in place.
    private let helperWords: WordSet
    let scopes: ScopeFacts
    /// Per scope: the innermost evidence between it and its function — an
    /// animation closure or an `animated == false` branch — found in one pass
    /// over the scopes (parents first) instead of a walk per write.
    private var closureEvidence: [AnimationEvidence?] = []
    /// Sorted code indices of the calls that animate around a write.
    private let transitionWithCalls: [Int]
    private let caTransitionMentions: [Int]
    private let layerAdds: [Int]
    private let snapshotCalls: [Int]
    private let animateCalls: [Int]
    /// `addSubview(x.view)` calls, at `addSubview`.
    private let viewAdds: [Int]

    init(file: SourceFile, animatedHelpers: Set<String>, scopes: ScopeFacts, names: NameIndex) {
        self.file = file
        self.animatedHelpers = animatedHelpers
        helperWords = WordSet(animatedHelpers)
        self.scopes = scopes
        let code = file.code
        func followedByCall(_ i: Int) -> Bool {
            i + 1 < code.count && (code[i + 1].kind == .leftParen || code[i + 1].kind == .leftBrace)
        }
        transitionWithCalls = names.occurrences(of: String(describing: Vocabulary.transitionCall), in: file).filter {
            $0 + 2 < code.count && code[$0 + 1].kind == .leftParen && file.spells($0 + 2, "with")
        }
        caTransitionMentions = Vocabulary.caTransitionNames.flatMap { names.occurrences(of: String(describing: $0), in: file) }.sorted()
        layerAdds = names.occurrences(of: "add", in: file).filter {
            $0 >= 2 && code[$0 - 1].kind == .period && file.spells($0 - 2, "layer") && $0 + 1 < code.count && code[$0 + 1].kind == .leftParen
        }
        snapshotCalls = names.occurrences(of: String(describing: Vocabulary.snapshotCall), in: file).filter(followedByCall)
        animateCalls = names.occurrences(of: String(describing: Vocabulary.animateCall), in: file).filter(followedByCall)
        viewAdds = names.occurrences(of: "addSubview", in: file).filter {
            $0 + 4 < code.count && code[$0 + 1].kind == .leftParen && file.isName($0 + 2) && code[$0 + 3].kind == .period
                && file.spells($0 + 4, "view")
        }
        var evidence = [AnimationEvidence?](repeating: nil, count: file.scopes.count)
        var flagsByFunction: [Int: [String]] = [:]
        for (s, scope) in file.scopes.enumerated() {
            // A function starts afresh: the walk never looked past one.
            guard scope.kind != .function else { continue }
            let parent = scope.parent >= 0 && scope.parent < s ? scope.parent : -1
            evidence[s] = localEvidence(s, flagsByFunction: &flagsByFunction) ?? (parent >= 0 ? evidence[parent] : nil)
        }
        closureEvidence = evidence
    }

    func classify(target: Int, statementEnd: Int, scope: Int) -> AnimationEvidence? {
        let unit = scopes.executionUnit(of: scope, in: file)
        if scope >= 0, scope < closureEvidence.count, let evidence = closureEvidence[scope] { return evidence }
        // A half-typed value (`= make(` with its `)` missing) can run past the unit.
        let before = unit.body.lowerBound..<max(unit.body.lowerBound, target)
        let after = min(statementEnd, unit.body.upperBound)..<unit.body.upperBound
        if let call = transitionWithCalls.first(in: after) { return .transitionAfter(call: call) }
        // A `CATransition` mentioned in the unit, added to a layer there.
        if caTransitionMentions.hasValue(in: unit.body), let call = layerAdds.last(in: unit.body) {
            return .caTransition(call: call)
        }
        if let snapshot = snapshotCalls.first(in: before), animateCalls.hasValue(in: after) {
            return .snapshot(call: snapshot)
        }
        if let call = viewAnimatedIn(target: target, statementEnd: statementEnd, scope: scope) { return .viewAnimatedIn(call: call) }
        if let function = file.enclosingFunction(of: scope), animatedHelpers.contains(file.functionName(of: function)) {
            return .insideAnimatedHelper(function: function)
        }
        return nil
    }

    /// The write `rootViewController = next` sits in the completion of a
    /// `UIView.animate` call, and `next.view` was added to a view before
    /// that call in the same function: the new screen is already in place.
    func viewAnimatedIn(target: Int, statementEnd: Int, scope: Int) -> Int? {
        guard !viewAdds.isEmpty, statementEnd == target + 3, target + 2 < file.code.count, file.isName(target + 2),
              let function = file.enclosingFunction(of: scope) else { return nil }
        // The completion is the write's own unit: no walk up many nested scopes.
        let unit = scopes.executionUnit(of: scope, in: file)
        guard unit.kind == .escapingClosure, file.scopes[unit.scope].kind == .closure, file.closureRole(unit.scope) != .animations,
              file.calleeName(of: unit.scope) == String(describing: Vocabulary.animateCall) else { return nil }
        let lower = file.scopes[function].open
        guard let call = animateCalls.last(in: lower..<file.scopes[unit.scope].open) else { return nil }
        return viewAdds.last(in: lower..<call).flatMap { file.sameText($0 + 2, target + 2) ? $0 : nil }
    }

    /// What scope `s` itself says: the `animated == false` branch of a
    /// helper, the animations of a transition, an animate block, an animated
    /// helper's closure.
    ///
    /// Asked of every scope of the file, so it compares the callee's bytes
    /// in place: building its name as a `String` and hashing it for each
    /// closure was a sixth of a keystroke's work in a file that switches
    /// the root often. Only a branch that can be the non-animated one
    /// (`if`, `guard`, `else`) looks up its function's flags.
    private func localEvidence(_ s: Int, flagsByFunction: inout [Int: [String]]) -> AnimationEvidence? {
        let node = file.scopes[s]
        if node.kind == .statement {
            guard node.keyword == .if || node.keyword == .guard || node.keyword == .else,
                  let function = file.enclosingFunction(of: s) else { return nil }
            let flags: [String]
            if let known = flagsByFunction[function] {
                flags = known
            } else {
                flags = file.parameters(of: function).map(\.name).filter { Vocabulary.animatedFlagNames.contains($0) }
                flagsByFunction[function] = flags
            }
            return nonAnimatedBranch(s, flags: flags)
        }
        guard node.kind == .closure, let callee = file.calleeNameIndex(of: s) else { return nil }
        // A back-ticked callee keeps its back-ticks in its name (`calleeName`), so it is never one of these words.
        let plain = file.code[callee].kind != .backtickIdentifier
        // Any closure but the animations (a completion, another label) runs after the animation.
        let isAnimations = file.closureRole(s) == .animations
        if plain, file.spells(callee, Vocabulary.transitionCall) {
            if file.hasCallLabel(of: s, "from") { return .transitionFromTo(closure: s) }
            if isAnimations { return .transitionAnimations(closure: s) }
        }
        if isAnimations, plain, Self.animateBlockWords.contains(callee, in: file) {
            return .animateBlock(closure: s)
        }
        if !animatedHelpers.isEmpty, plain ? helperWords.contains(callee, in: file) : animatedHelpers.contains(file.text(callee)) {
            return .animatedHelper(closure: s)
        }
        return nil
    }

    /// `Vocabulary.animateBlockCallees`, asked of tokens without a `String`.
    private static let animateBlockWords = WordSet(Vocabulary.animateBlockCallees)

    /// The `animated == false` branch of a helper with an `animated` Bool
    /// parameter: `guard animated else { … }`, `if !animated { … }`,
    /// `if animated == false { … }`, the `else` of `if animated { … }`.
    func nonAnimatedBranch(_ s: Int, flags: [String]) -> AnimationEvidence? {
        let node = file.scopes[s]
        guard node.kind == .statement, !flags.isEmpty else { return nil }
        switch node.keyword {
        case .guard:
            return conditionElements(node.clause).contains { isFlag($0, flags) } ? .nonAnimatedBranch(scope: s) : nil
        case .if:
            return conditionElements(node.clause).contains { isNegatedFlag($0, flags) } ? .nonAnimatedBranch(scope: s) : nil
        case .else:
            guard node.previousBranch >= 0 else { return nil }
            let previous = file.scopes[node.previousBranch]
            return previous.keyword == .if && conditionElements(previous.clause).contains { isFlag($0, flags) }
                ? .nonAnimatedBranch(scope: s) : nil
        default:
            return nil
        }
    }

    /// A condition list split at top-level commas.
    func conditionElements(_ clause: Range<Int>) -> [Range<Int>] {
        var elements: [Range<Int>] = []
        var start = clause.lowerBound
        var i = clause.lowerBound
        while i < clause.upperBound {
            if file.code[i].kind == .comma {
                elements.append(start..<i)
                start = i + 1
            } else if let close = closer(i) {
                i = close
            }
            i += 1
        }
        elements.append(start..<clause.upperBound)
        return elements
    }

    func closer(_ i: Int) -> Int? {
        switch file.code[i].kind {
        case .leftParen, .leftBracket, .leftBrace:
            let close = Int(file.matching[i])
            return close > i ? close : nil
        default:
            return nil
        }
    }

    /// `animated` or `animated == true`.
    func isFlag(_ element: Range<Int>, _ flags: [String]) -> Bool {
        let tokens = Array(element)
        if tokens.count == 1 { return flags.contains(file.text(tokens[0])) }
        if tokens.count == 3, flags.contains(file.text(tokens[0])), file.text(tokens[1]) == "==",
           file.code[tokens[2]].keyword == .true {
            return true
        }
        return false
    }

    /// `!animated` or `animated == false`.
    func isNegatedFlag(_ element: Range<Int>, _ flags: [String]) -> Bool {
        let tokens = Array(element)
        if tokens.count == 2, file.text(tokens[0]) == "!", flags.contains(file.text(tokens[1])) { return true }
        if tokens.count == 3, flags.contains(file.text(tokens[0])), file.text(tokens[1]) == "==",
           file.code[tokens[2]].keyword == .false {
            return true
        }
        return false
    }
}
