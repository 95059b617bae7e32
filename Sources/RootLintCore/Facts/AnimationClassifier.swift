import RootLintSyntax

/// Finds what animates a root write, if anything: the closure it sits in,
/// or a transition set up around it in the same code.
///
/// A class, never changed once made: a file's facts keep it for
/// `resolved`, and as a struct of a dozen arrays every copy of the facts
/// retained and released each of them.
final class AnimationClassifier: Sendable {
    let file: SourceFile
    let animatedHelpers: Set<String>
    /// `animatedHelpers`, asked of a callee's bytes in place.
    private let helperWords: WordSet
    let scopes: ScopeFacts
    /// Per scope: the innermost evidence between it and its function — an
    /// animation closure or an `animated == false` branch — found in one pass
    /// over the scopes (parents first) instead of a walk per write.
    private let closureEvidence: [AnimationEvidence?]
    /// What no helper changes, worked out once per file and shared by
    /// `withAnimatedHelpers`, so the project's helpers cost one pass over
    /// the scopes, not a second classification of every closure.
    private let groundwork: Groundwork

    private struct Groundwork: Sendable {
        /// Per scope, what its own node says whatever the helpers are (see
        /// `ownEvidence`), and the callee of a closure that says nothing
        /// else, which is evidence if it is an animated helper (-1: none).
        var ownEvidence: [AnimationEvidence?] = []
        var helperCallee: [Int32] = []
        /// Sorted code indices of the calls that animate around a write.
        var transitionWithCalls: [Int] = []
        /// `transition(from: oldView, to: newView, …)`, which animates the
        /// new root's view in when it follows the write.
        var transitionFromToCalls: [Int] = []
        var caTransitionMentions: [Int] = []
        var layerAdds: [Int] = []
        /// Calls (bare or on `self`) of the file's functions that add a
        /// `CATransition` to a layer: `transition(.fromLeft)` before
        /// `rootViewController = next` animates it as the inline code does.
        var caTransitionHelperCalls: [Int] = []
        /// Calls (bare or on `self`) of the file's functions that run
        /// `UIView.transition(with:…)`, ascending, and for each the helper's
        /// first such transition: `animateChanging()` right after
        /// `rootViewController = next` animates it as the inline call does.
        var transitionHelperCalls: [Int] = []
        var transitionHelperTransitions: [Int] = []
        var snapshotCalls: [Int] = []
        var animateCalls: [Int] = []
        /// `addSubview(x.view)` calls, at `addSubview`.
        var viewAdds: [Int] = []
        /// `….view.alpha = 0` (or `0.0`), at `alpha`.
        var viewHidings: [Int] = []
        /// Names passed as the animations of a `UIView.transition(with:…)`
        /// call (`animations: update`), by name, each with the call's
        /// `transition`, in order.
        var storedAnimations: [String: [(name: Int, call: Int)]] = [:]
        /// Private functions with a write whose every call, outside launch
        /// code, is followed in its caller by `UIView.transition(with:…)`:
        /// the function's scope, and the first such `transition`.
        var animatedByCallers: [Int: Int] = [:]
    }

    /// `helperWords`, when given, is `animatedHelpers` as a `WordSet`
    /// (the configuration keeps one made once).
    /// `writeTargets` and `isLaunchFunction` tell which functions' callers
    /// animate their writes (`animatedByCallers`).
    convenience init(file: SourceFile, animatedHelpers: Set<String>, helperWords: WordSet? = nil, scopes: ScopeFacts,
                     names: NameIndex, writeTargets: [Int] = [], isLaunchFunction: (Int) -> Bool = { _ in false }) {
        let code = file.code
        func followedByCall(_ i: Int) -> Bool {
            i + 1 < code.count && (code[i + 1].kind == .leftParen || code[i + 1].kind == .leftBrace)
        }
        var groundwork = Groundwork()
        groundwork.transitionWithCalls = names.occurrences(ofWord: Vocabulary.transitionCall, in: file) {
            $0 + 2 < code.count && code[$0 + 1].kind == .leftParen && file.spells($0 + 2, "with")
        }
        groundwork.transitionFromToCalls = names.occurrences(ofWord: Vocabulary.transitionCall, in: file) {
            $0 + 2 < code.count && code[$0 + 1].kind == .leftParen && file.spells($0 + 2, "from")
        }
        groundwork.caTransitionMentions = Vocabulary.caTransitionNames.flatMap { names.occurrences(ofWord: $0, in: file) }
        groundwork.caTransitionMentions.sort()
        groundwork.layerAdds = names.occurrences(ofWord: "add", in: file) {
            $0 >= 2 && code[$0 - 1].kind == .period && file.spells($0 - 2, "layer") && $0 + 1 < code.count && code[$0 + 1].kind == .leftParen
        }
        if !groundwork.caTransitionMentions.isEmpty, !groundwork.layerAdds.isEmpty {
            groundwork.caTransitionHelperCalls = Self.caTransitionHelperCalls(mentions: groundwork.caTransitionMentions,
                                                                              layerAdds: groundwork.layerAdds, file: file, names: names)
        }
        if !groundwork.transitionWithCalls.isEmpty {
            (groundwork.transitionHelperCalls, groundwork.transitionHelperTransitions)
                = Self.transitionHelperCalls(transitions: groundwork.transitionWithCalls, file: file, names: names)
        }
        groundwork.snapshotCalls = names.occurrences(ofWord: Vocabulary.snapshotCall, in: file, where: followedByCall)
        let imageSnapshots = names.occurrences(ofWord: Vocabulary.snapshotImageCall, in: file, where: followedByCall)
        if !imageSnapshots.isEmpty { groundwork.snapshotCalls = (groundwork.snapshotCalls + imageSnapshots).sorted() }
        groundwork.animateCalls = names.occurrences(ofWord: Vocabulary.animateCall, in: file, where: followedByCall)
        groundwork.viewHidings = names.occurrences(ofWord: "alpha", in: file) {
            $0 >= 2 && $0 + 2 < code.count && code[$0 - 1].kind == .period && file.spells($0 - 2, "view") && code[$0 + 1].kind == .equal
                && (code[$0 + 2].kind == .integerLiteral || code[$0 + 2].kind == .floatLiteral)
                && file.text($0 + 2).allSatisfy { $0 == "0" || $0 == "." }
        }
        groundwork.viewAdds = names.occurrences(ofWord: "addSubview", in: file) {
            $0 + 4 < code.count && code[$0 + 1].kind == .leftParen && file.isName($0 + 2) && code[$0 + 3].kind == .period
                && file.spells($0 + 4, "view")
        }
        if !groundwork.transitionWithCalls.isEmpty, !writeTargets.isEmpty {
            groundwork.animatedByCallers = Self.functionsAnimatedByCallers(of: writeTargets, transitions: groundwork.transitionWithCalls,
                                                                           file: file, scopes: scopes, names: names,
                                                                           isLaunchFunction: isLaunchFunction)
        }
        let passed = Self.animationsPassedByName(calls: groundwork.transitionWithCalls, in: file)
        if !passed.isEmpty { groundwork.storedAnimations = Self.byName(passed, in: file) }
        // From `repeatElement`, not `Array(repeating:count:)`: that one allocates
        // through the runtime's generic metadata look-up, about 500 instructions
        // a table, on every file.
        groundwork.ownEvidence = [AnimationEvidence?](repeatElement(nil, count: file.scopes.count))
        groundwork.helperCallee = [Int32](repeatElement(-1, count: file.scopes.count))
        var flagsByFunction: [Int: [String]] = [:]
        for (s, scope) in file.scopes.enumerated() where scope.kind != .function {
            (groundwork.ownEvidence[s], groundwork.helperCallee[s]) = Self.ownEvidence(s, in: file, flagsByFunction: &flagsByFunction)
            if groundwork.ownEvidence[s] == nil, !groundwork.storedAnimations.isEmpty, scope.kind == .closure,
               let call = Self.transitionRunning(storedClosure: s, passed: groundwork.storedAnimations, in: file) {
                groundwork.ownEvidence[s] = .storedTransitionAnimations(closure: s, call: call)
            }
        }
        self.init(file: file, scopes: scopes, groundwork: groundwork, animatedHelpers: animatedHelpers, helperWords: helperWords)
    }

    private init(file: SourceFile, scopes: ScopeFacts, groundwork: Groundwork, animatedHelpers: Set<String>,
                 helperWords: WordSet? = nil) {
        self.file = file
        self.scopes = scopes
        self.groundwork = groundwork
        self.animatedHelpers = animatedHelpers
        self.helperWords = helperWords ?? WordSet(animatedHelpers)
        closureEvidence = Self.propagated(file: file, groundwork: groundwork, helpers: animatedHelpers, helperWords: self.helperWords)
    }

    /// The same classifier with other animated helpers (the project's,
    /// found in other files): what no helper changes is kept.
    func withAnimatedHelpers(_ helpers: Set<String>) -> AnimationClassifier {
        AnimationClassifier(file: file, scopes: scopes, groundwork: groundwork, animatedHelpers: helpers)
    }

    /// Each scope's evidence, its own or its parent's, parents first.
    private static func propagated(file: SourceFile, groundwork: Groundwork, helpers: Set<String>,
                                   helperWords: WordSet) -> [AnimationEvidence?] {
        var evidence = [AnimationEvidence?](repeatElement(nil, count: file.scopes.count))
        for (s, scope) in file.scopes.enumerated() {
            // A function starts afresh: the walk never looked past one.
            guard scope.kind != .function else { continue }
            let parent = scope.parent >= 0 && scope.parent < s ? scope.parent : -1
            evidence[s] = groundwork.ownEvidence[s]
                ?? helperEvidence(s, callee: Int(groundwork.helperCallee[s]), file: file, helpers: helpers, helperWords: helperWords)
                ?? (parent >= 0 ? evidence[parent] : nil)
        }
        return evidence
    }

    /// A closure passed to an animated helper.
    private static func helperEvidence(_ s: Int, callee: Int, file: SourceFile, helpers: Set<String>,
                                       helperWords: WordSet) -> AnimationEvidence? {
        guard callee >= 0, !helpers.isEmpty else { return nil }
        // A back-ticked callee keeps its back-ticks in its name (`calleeName`).
        let plain = file.code[callee].kind != .backtickIdentifier
        return (plain ? helperWords.contains(callee, in: file) : helpers.contains(file.text(callee))) ? .animatedHelper(closure: s) : nil
    }

    /// Where the snapshot of a fade can be taken: before the write in its
    /// unit or, for a write in an escaping closure, from the start of the
    /// function that made the closure (`let replace = { root = next; fade }`
    /// run directly or after a dismissal: the picture is of the old screen all the same).
    private func snapshotRange(_ before: Range<Int>, unit: ExecutionUnit) -> Range<Int> {
        guard unit.kind == .escapingClosure, let function = file.enclosingFunction(of: unit.scope) else { return before }
        let start = min(file.scopes[function].open + 1, before.lowerBound)
        return start..<before.upperBound
    }

    func classify(target: Int, statementEnd: Int, scope: Int) -> AnimationEvidence? {
        let unit = scopes.executionUnit(of: scope, in: file)
        if scope >= 0, scope < closureEvidence.count, let evidence = closureEvidence[scope] { return evidence }
        // A half-typed value (`= make(` with its `)` missing) can run past the unit.
        let before = unit.body.lowerBound..<max(unit.body.lowerBound, target)
        let after = min(statementEnd, unit.body.upperBound)..<unit.body.upperBound
        if let call = groundwork.transitionWithCalls.first(in: after) ?? groundwork.transitionFromToCalls.first(in: after) {
            return .transitionAfter(call: call)
        }
        // Or by a function of the file that runs one, called after the write.
        let helper = groundwork.transitionHelperCalls.lowerBound(of: after.lowerBound)
        if helper < groundwork.transitionHelperCalls.count, groundwork.transitionHelperCalls[helper] < after.upperBound {
            return .transitionAfter(call: groundwork.transitionHelperTransitions[helper])
        }
        // A `CATransition` mentioned in the unit, added to a layer there.
        if groundwork.caTransitionMentions.hasValue(in: unit.body), let call = groundwork.layerAdds.last(in: unit.body) {
            return .caTransition(call: call)
        }
        // Or by a function of the file that does, called in the unit.
        if let call = groundwork.caTransitionHelperCalls.last(in: unit.body) { return .caTransition(call: call) }
        if groundwork.animateCalls.hasValue(in: after), let snapshot = groundwork.snapshotCalls.first(in: snapshotRange(before, unit: unit)) {
            return .snapshot(call: snapshot)
        }
        if let call = viewAnimatedIn(target: target, statementEnd: statementEnd, scope: scope) { return .viewAnimatedIn(call: call) }
        // Hidden right after the write and animated back: a fade-in of the new root.
        if let hiding = groundwork.viewHidings.first(in: after), let call = groundwork.animateCalls.first(in: .clamped(hiding, after.upperBound)) {
            return .fadedIn(call: call)
        }
        // Written as the function runs, and every caller but launch code animates right after the call.
        if unit.kind == .function, let call = groundwork.animatedByCallers[unit.scope] { return .transitionAfter(call: call) }
        // No helpers (most files before the project is known): no name to make.
        if !animatedHelpers.isEmpty, let function = file.enclosingFunction(of: scope),
           animatedHelpers.contains(file.functionName(of: function)) {
            return .insideAnimatedHelper(function: function)
        }
        return nil
    }

    /// Calls of the functions whose own body mentions a `CATransition` and
    /// adds it to a layer (`private func transition(_ type:)` doing
    /// `layer.add(CATransition(…), forKey: kCATransition)`), by name, bare
    /// or on `self`, ascending. Bounded per function: a helper is called
    /// in a few places.
    static func caTransitionHelperCalls(mentions: [Int], layerAdds: [Int], file: SourceFile, names: NameIndex) -> [Int] {
        var helpers: [Int] = []
        for add in layerAdds {
            guard let function = file.enclosingFunction(of: file.innermostScope(at: add)), file.scopes[function].name >= 0,
                  helpers.last != function else { continue }
            let body = Range<Int>.clamped(file.scopes[function].open, file.scopes[function].close)
            if mentions.hasValue(in: body) { helpers.append(function) }
        }
        return helperCalls(of: helpers, file: file, names: names).map(\.call)
    }

    /// Calls of the functions whose own body runs `UIView.transition(with:…)`
    /// (`private func animateChanging()` doing `UIView.transition(with:
    /// window, …, animations: nil, …)`), ascending, each with its helper's
    /// first transition: what the duration and options rules read.
    static func transitionHelperCalls(transitions: [Int], file: SourceFile, names: NameIndex) -> (calls: [Int], transitions: [Int]) {
        // Parallel arrays, no table: a file has a transition or two.
        var helpers: [Int] = [], firsts: [Int] = []
        for transition in transitions {
            guard let function = file.enclosingFunction(of: file.innermostScope(at: transition)), file.scopes[function].name >= 0,
                  !helpers.contains(function), helpers.count < 16 else { continue }
            helpers.append(function)
            firsts.append(transition)
        }
        let calls = helperCalls(of: helpers, file: file, names: names)
        guard !calls.isEmpty else { return ([], []) }
        return (calls.map(\.call), calls.map { call in helpers.firstIndex(of: call.function).map { firsts[$0] } ?? call.call })
    }

    /// The calls, bare or on `self`, of each of the first 16 helpers (a
    /// helper is called in a few places: 64 read each), ascending.
    private static func helperCalls(of helpers: [Int], file: SourceFile, names: NameIndex) -> [(call: Int, function: Int)] {
        var calls: [(call: Int, function: Int)] = []
        for function in helpers.prefix(16) {
            let body = Range<Int>.clamped(file.scopes[function].open, file.scopes[function].close)
            func isCall(_ call: Int) -> Bool {
                !body.contains(call) && call + 1 < file.code.count && file.code[call + 1].kind == .leftParen
                    && (call == 0 || file.code[call - 1].kind != .period || (call >= 2 && file.code[call - 2].keyword == .self))
                    && !(call > 0 && file.code[call - 1].keyword == .func)
            }
            let name = file.scopes[function].name
            // Most helpers are called from other files or not at all: asked
            // first without building a list.
            guard names.firstOccurrence(sameAs: name, in: 0..<file.code.count, file: file, limit: 64, where: isCall) != nil else { continue }
            for call in names.occurrences(sameAs: name, in: 0..<file.code.count, file: file, limit: 64) where isCall(call) {
                calls.append((call, function))
            }
        }
        calls.sort { $0.call < $1.call }
        return calls
    }

    /// The write `rootViewController = next` sits in the completion of a
    /// `UIView.animate` call, and `next.view` was added to a view before
    /// that call in the same function: the new screen is already in place.
    func viewAnimatedIn(target: Int, statementEnd: Int, scope: Int) -> Int? {
        guard !groundwork.viewAdds.isEmpty, statementEnd == target + 3, target + 2 < file.code.count, file.isName(target + 2),
              let function = file.enclosingFunction(of: scope) else { return nil }
        // The completion is the write's own unit: no walk up many nested scopes.
        let unit = scopes.executionUnit(of: scope, in: file)
        guard unit.kind == .escapingClosure, file.scopes[unit.scope].kind == .closure, file.closureRole(unit.scope) != .animations,
              file.calleeName(of: unit.scope) == String(describing: Vocabulary.animateCall) else { return nil }
        let lower = file.scopes[function].open
        guard let call = groundwork.animateCalls.last(in: lower..<file.scopes[unit.scope].open) else { return nil }
        return groundwork.viewAdds.last(in: lower..<call).flatMap { file.sameText($0 + 2, target + 2) ? $0 : nil }
    }

    /// What scope `s` itself says whatever the helpers are: the
    /// `animated == false` branch of a helper, the animations of a
    /// transition, an animate block; otherwise, for a closure, its callee
    /// (an animated helper's closure is evidence too, see `helperEvidence`).
    ///
    /// Asked of every scope of the file, so it compares the callee's bytes
    /// in place: building its name as a `String` and hashing it for each
    /// closure was a sixth of a keystroke's work in a file that switches
    /// the root often. Only a branch that can be the non-animated one
    /// (`if`, `guard`, `else`) looks up its function's flags.
    private static func ownEvidence(_ s: Int, in file: SourceFile,
                                    flagsByFunction: inout [Int: [String]]) -> (AnimationEvidence?, helperCallee: Int32) {
        let node = file.scopes[s]
        if node.kind == .statement {
            guard node.keyword == .if || node.keyword == .guard || node.keyword == .else,
                  let function = file.enclosingFunction(of: s) else { return (nil, -1) }
            let flags: [String]
            if let known = flagsByFunction[function] {
                flags = known
            } else {
                flags = file.parameters(of: function).map(\.name).filter { Vocabulary.animatedFlagNames.contains($0) }
                flagsByFunction[function] = flags
            }
            return (nonAnimatedBranch(s, in: file, flags: flags), -1)
        }
        guard node.kind == .closure, let callee = file.calleeNameIndex(of: s) else { return (nil, -1) }
        // A back-ticked callee keeps its back-ticks in its name (`calleeName`), so it is never one of these words.
        let plain = file.code[callee].kind != .backtickIdentifier
        // Any closure but the animations (a completion, another label) runs after the animation.
        let isAnimations = file.closureRole(s) == .animations
        if plain, file.spells(callee, Vocabulary.transitionCall) {
            if file.hasCallLabel(of: s, "from") { return (.transitionFromTo(closure: s), -1) }
            if isAnimations { return (.transitionAnimations(closure: s), -1) }
        }
        if isAnimations, plain, animateBlockWords.contains(callee, in: file) {
            return (.animateBlock(closure: s), -1)
        }
        return (nil, Int32(truncatingIfNeeded: callee))
    }

    /// For the private functions holding a write (`setCorrectStoryboard()`),
    /// the transition that follows each of their calls in the caller's code
    /// (`updateStoryboard()` calls it, then `UIView.transition(with:
    /// keyWindow, …)`), when every call outside launch code is followed so
    /// (launch code sets a first root, which needs none) and at least one
    /// is. Every other mention of the name must be such a call, and at most
    /// a few calls are read.
    static func functionsAnimatedByCallers(of targets: [Int], transitions: [Int], file: SourceFile, scopes: ScopeFacts,
                                           names: NameIndex, isLaunchFunction: (Int) -> Bool) -> [Int: Int] {
        let code = file.code
        var result: [Int: Int] = [:]
        // The functions already read: a few in a file, looked for in a short
        // list; a set only past a handful (a set per file was most of the cost).
        var askedList: [Int] = []
        var askedSet: Set<Int>?
        func firstAsking(_ function: Int) -> Bool {
            if askedSet == nil, askedList.count == 8 { askedSet = Set(askedList) }
            if askedSet != nil { return askedSet!.insert(function).inserted }
            if askedList.contains(function) { return false }
            askedList.append(function)
            return true
        }
        for target in targets {
            // The private function first (a look at its declaration), the
            // execution unit (a walk up the scopes) only then.
            guard let function = file.enclosingFunction(of: file.innermostScope(at: target)) else { continue }
            let declared = file.scopes[function]
            guard declared.keyword == .func, declared.name >= 0, file.isPrivateDeclaration(function), firstAsking(function) else { continue }
            let uses = names.occurrences(sameAs: declared.name, in: file)
            // Every other mention a call (a `#selector(name)` can run it at any
            // time), read before any execution unit is worked out.
            guard uses.count <= maximumCallsRead + 1, uses.allSatisfy({ use in
                use == declared.name || (use + 1 < code.count && code[use + 1].kind == .leftParen
                    && (use == 0 || code[use - 1].kind != .period || (use >= 2 && code[use - 2].keyword == .self)))
            }), scopes.executionUnit(at: target, in: file).scope == function else { continue }
            var first: Int?
            var animatedEverywhere = true
            for use in uses where use != declared.name {
                let caller = scopes.executionUnit(at: use, in: file)
                if caller.kind == .function, isLaunchFunction(caller.scope) { continue }
                let after = Range<Int>.clamped(min(file.expressionEnd(from: use), caller.body.upperBound), caller.body.upperBound)
                guard let transition = transitions.first(in: after) else { animatedEverywhere = false; break }
                if first == nil { first = transition }
            }
            if animatedEverywhere, let first { result[function] = first }
        }
        return result
    }

    /// Calls of one function read for `functionsAnimatedByCallers`.
    static let maximumCallsRead = 16

    /// The names passed as `animations:` of the transition calls: `update`
    /// in `UIView.transition(with: self, …, animations: update)`. Each
    /// call's own arguments are read, nested groups skipped whole, so every
    /// token is read once however calls nest.
    static func animationsPassedByName(calls: [Int], in file: SourceFile) -> [(name: Int, call: Int)] {
        let code = file.code
        var passed: [(name: Int, call: Int)] = []
        for call in calls where call + 1 < code.count && code[call + 1].kind == .leftParen {
            let close = Int(file.matching[call + 1])
            guard close > call + 1, close <= code.count else { continue }
            var i = call + 2
            while i < close {
                if let end = closer(i, in: file), end < close {
                    i = end + 1
                    continue
                }
                if i + 3 < code.count, i + 2 < close, file.spells(i, "animations"), code[i + 1].kind == .colon, file.isName(i + 2),
                   code[i + 3].kind == .comma || i + 3 == close {
                    passed.append((i + 2, call))
                }
                i += 1
            }
        }
        return passed
    }

    /// The names passed, grouped by name, each group by position: a
    /// closure finds its name's first use after it by a binary search.
    static func byName(_ passed: [(name: Int, call: Int)], in file: SourceFile) -> [String: [(name: Int, call: Int)]] {
        var groups: [String: [(name: Int, call: Int)]] = [:]
        for entry in passed { groups[file.text(entry.name), default: []].append(entry) }
        return groups.mapValues { $0.sorted { $0.name < $1.name } }
    }

    /// For a closure kept in a local (`let update = { … }`, `let update:
    /// () -> Void = { … }`), the transition call later in the same function
    /// that it is passed to as the animations.
    static func transitionRunning(storedClosure s: Int, passed byName: [String: [(name: Int, call: Int)]], in file: SourceFile) -> Int? {
        let code = file.code
        let open = file.scopes[s].open
        guard open >= 3, code[open - 1].kind == .equal, let function = file.enclosingFunction(of: s) else { return nil }
        // The declared name: right after `let`/`var`, a type annotation between it and `=`.
        var name: Int?
        var k = open - 2
        while k >= max(1, open - 16) {
            if code[k - 1].kind == .keyword, code[k - 1].keyword == .let || code[k - 1].keyword == .var, file.isName(k) {
                name = k
                break
            }
            if code[k].kind == .leftBrace || code[k].kind == .rightBrace || code[k].kind == .equal { break }
            k -= 1
        }
        guard let name, let passed = byName[file.text(name)] else { return nil }
        let after = file.scopes[s].close
        var low = 0, high = passed.count
        while low < high {
            let mid = (low + high) / 2
            if passed[mid].name <= after { low = mid + 1 } else { high = mid }
        }
        return low < passed.count && passed[low].name < file.scopes[function].close ? passed[low].call : nil
    }

    /// `Vocabulary.animateBlockCallees`, asked of tokens without a `String`.
    private static let animateBlockWords = WordSet(Vocabulary.animateBlockCallees)

    /// The `animated == false` branch of a helper with an `animated` Bool
    /// parameter: `guard animated else { … }`, `if !animated { … }`,
    /// `if animated == false { … }`, the `else` of `if animated { … }`.
    static func nonAnimatedBranch(_ s: Int, in file: SourceFile, flags: [String]) -> AnimationEvidence? {
        let node = file.scopes[s]
        guard node.kind == .statement, !flags.isEmpty else { return nil }
        switch node.keyword {
        case .guard:
            return conditionElements(node.clause, in: file).contains { isFlag($0, flags, in: file) } ? .nonAnimatedBranch(scope: s) : nil
        case .if:
            return conditionElements(node.clause, in: file).contains { isNegatedFlag($0, flags, in: file) } ? .nonAnimatedBranch(scope: s) : nil
        case .else:
            guard node.previousBranch >= 0 else { return nil }
            let previous = file.scopes[node.previousBranch]
            return previous.keyword == .if && conditionElements(previous.clause, in: file).contains { isFlag($0, flags, in: file) }
                ? .nonAnimatedBranch(scope: s) : nil
        default:
            return nil
        }
    }

    /// A condition list split at top-level commas.
    static func conditionElements(_ clause: Range<Int>, in file: SourceFile) -> [Range<Int>] {
        var elements: [Range<Int>] = []
        var start = clause.lowerBound
        var i = clause.lowerBound
        while i < clause.upperBound {
            if file.code[i].kind == .comma {
                elements.append(start..<i)
                start = i + 1
            } else if let close = closer(i, in: file) {
                i = close
            }
            i += 1
        }
        elements.append(start..<clause.upperBound)
        return elements
    }

    static func closer(_ i: Int, in file: SourceFile) -> Int? {
        switch file.code[i].kind {
        case .leftParen, .leftBracket, .leftBrace:
            let close = Int(file.matching[i])
            return close > i ? close : nil
        default:
            return nil
        }
    }

    /// `animated` or `animated == true`.
    static func isFlag(_ element: Range<Int>, _ flags: [String], in file: SourceFile) -> Bool {
        let tokens = Array(element)
        if tokens.count == 1 { return flags.contains(file.text(tokens[0])) }
        if tokens.count == 3, flags.contains(file.text(tokens[0])), file.text(tokens[1]) == "==",
           file.code[tokens[2]].keyword == .true {
            return true
        }
        return false
    }

    /// `!animated` or `animated == false`.
    static func isNegatedFlag(_ element: Range<Int>, _ flags: [String], in file: SourceFile) -> Bool {
        let tokens = Array(element)
        if tokens.count == 2, file.text(tokens[0]) == "!", flags.contains(file.text(tokens[1])) { return true }
        if tokens.count == 3, flags.contains(file.text(tokens[0])), file.text(tokens[1]) == "==",
           file.code[tokens[2]].keyword == .false {
            return true
        }
        return false
    }
}
