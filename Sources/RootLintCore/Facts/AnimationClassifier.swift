import RootLintSyntax

/// Finds what animates a root write, if anything: the closure it sits in,
/// or a transition set up around it in the same code.
struct AnimationClassifier {
    let file: SourceFile
    let animatedHelpers: Set<String>
    let scopes: ScopeFacts

    func classify(target: Int, statementEnd: Int, scope: Int) -> AnimationEvidence? {
        let unit = scopes.executionUnit(of: scope, in: file)
        // Closures between the write and its function: the animations of a
        // transition, an animate block, an animated helper's closure.
        for s in file.ancestors(from: scope) {
            let node = file.scopes[s]
            if node.kind == .function { break }
            if let branch = nonAnimatedBranch(s) { return branch }
            guard node.kind == .closure, let name = file.calleeName(of: s) else { continue }
            // Any closure but the animations (a completion, another label) runs after the animation.
            let isAnimations = file.closureRole(s) == .animations
            if name == "transition" {
                if file.hasCallLabel(of: s, "from") { return .transitionFromTo(closure: s) }
                if isAnimations { return .transitionAnimations(closure: s) }
            }
            if isAnimations, Vocabulary.animateBlockCallees.contains(name) {
                return .animateBlock(closure: s)
            }
            if animatedHelpers.contains(name) { return .animatedHelper(closure: s) }
        }
        // A half-typed value (`= make(` with its `)` missing) can run past the unit.
        let before = unit.body.lowerBound..<max(unit.body.lowerBound, target)
        let after = min(statementEnd, unit.body.upperBound)..<unit.body.upperBound
        if let call = transitionWith(in: after) { return .transitionAfter(call: call) }
        if let call = caTransition(in: unit.body) { return .caTransition(call: call) }
        if let snapshot = firstCall("snapshotView", in: before), firstCall("animate", in: after) != nil {
            return .snapshot(call: snapshot)
        }
        if let function = file.enclosingFunction(of: scope), animatedHelpers.contains(file.functionName(of: function)) {
            return .insideAnimatedHelper(function: function)
        }
        return nil
    }

    /// `UIView.transition(with: …)` called in `range` (the code index of `transition`).
    func transitionWith(in range: Range<Int>) -> Int? {
        var i = range.lowerBound
        while i < range.upperBound {
            if file.spells(i, "transition"), i + 2 < file.code.count, file.code[i + 1].kind == .leftParen,
               file.spells(i + 2, "with") {
                return i
            }
            i += 1
        }
        return nil
    }

    /// A `CATransition` added to a layer: `window.layer.add(transition, forKey: kCATransition)`.
    func caTransition(in range: Range<Int>) -> Int? {
        var mentionsTransition = false
        var layerAdd: Int?
        var i = range.lowerBound
        while i < range.upperBound {
            if file.spells(i, "CATransition") || file.spells(i, "kCATransition") { mentionsTransition = true }
            if file.spells(i, "add"), i >= 2, file.code[i - 1].kind == .period, file.spells(i - 2, "layer"),
               i + 1 < file.code.count, file.code[i + 1].kind == .leftParen {
                layerAdd = i
            }
            i += 1
        }
        return mentionsTransition ? layerAdd : nil
    }

    func firstCall(_ name: StaticString, in range: Range<Int>) -> Int? {
        var i = range.lowerBound
        while i < range.upperBound {
            if file.spells(i, name), i + 1 < file.code.count,
               file.code[i + 1].kind == .leftParen || file.code[i + 1].kind == .leftBrace {
                return i
            }
            i += 1
        }
        return nil
    }

    /// The `animated == false` branch of a helper with an `animated` Bool
    /// parameter: `guard animated else { … }`, `if !animated { … }`,
    /// `if animated == false { … }`, the `else` of `if animated { … }`.
    func nonAnimatedBranch(_ s: Int) -> AnimationEvidence? {
        let node = file.scopes[s]
        guard node.kind == .statement else { return nil }
        guard let function = file.enclosingFunction(of: s) else { return nil }
        let flags = file.parameters(of: function).map(\.name).filter { Vocabulary.animatedFlagNames.contains($0) }
        guard !flags.isEmpty else { return nil }
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
