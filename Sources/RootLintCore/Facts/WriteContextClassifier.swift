import RootLintSyntax

/// Decides when a root write runs (see `WriteContext`): in test code, while
/// the app starts, on a window that is not on screen yet, or as a swap.
struct WriteContextClassifier {
    let file: SourceFile
    let configuration: Configuration
    let project: ProjectFacts
    let isTestFile: Bool
    let scopes: ScopeFacts

    func classify(receiver: Range<Int>, target: Int, scope: Int, evidence: WindowEvidence) -> WriteContext {
        if isTestFile || scopes.isTestCode(scope) { return .test }
        let unit = scopes.executionUnit(of: scope, in: file)
        switch unit.kind {
        case .propertyInitializer:
            return .newWindow(.propertyInitializer)
        case .function:
            let signature = file.signature(of: unit.scope)
            if configuration.launchFunctions.contains(signature) { return .launch(function: unit.scope) }
            // A method the launch function calls (`appCoordinator.start()`) runs while starting too.
            if let type = file.enclosingType(of: unit.scope),
               project.isLaunchOnly("\(file.typeBaseName(of: type)).\(file.functionName(of: unit.scope))") {
                return .launch(function: unit.scope)
            }
        case .escapingClosure, .topLevel:
            break
        }
        let windowName = receiverName(receiver)
        if let windowName, wasCreated(windowName, in: unit.body.lowerBound..<max(unit.body.lowerBound, target)) {
            return .newWindow(.createdBefore)
        }
        // A half-typed value (`= make(` with its `)` missing) can run past the unit.
        let after = min(file.expressionEnd(from: target), unit.body.upperBound)..<unit.body.upperBound
        if unit.kind == .function, isStartFunction(unit.scope), !isCalledAtRuntime(unit.scope), isShown(windowName, in: after) {
            return .newWindow(.shownAfter)
        }
        // A second window (overlay, alert, lock screen) that is shown only
        // after it has its root is not on screen yet.
        if evidence == .otherWindowName || evidence == .declaredWindow, isShown(windowName, in: after) {
            return .newWindow(.shownAfter)
        }
        return .swap
    }

    /// The last name of the receiver (`window` for `self.window?`), or `nil`
    /// for a bare write.
    func receiverName(_ receiver: Range<Int>) -> Int? {
        guard let last = file.chainNames(receiver).last, file.code[last].keyword != .self else { return nil }
        return last
    }

    /// Known call sites outside launch code: `sceneWillEnterForeground { appCoordinator?.start() }`.
    func isCalledAtRuntime(_ function: Int) -> Bool {
        guard let type = file.enclosingType(of: function) else { return false }
        return project.runtimeCalledFunctions.contains("\(file.typeBaseName(of: type)).\(file.functionName(of: function))")
    }

    /// `start()` of a coordinator and initializers build the first interface.
    func isStartFunction(_ function: Int) -> Bool {
        let scope = file.scopes[function]
        return scope.keyword == .`init` || (scope.keyword == .func && file.spells(scope.name, "start"))
    }

    /// `window = UIWindow(…)`, `let window = UIWindow(windowScene: scene)`,
    /// `self.window = OverlayWindow(frame: …)`, `let window: UIWindow = .init(…)`.
    func wasCreated(_ name: Int, in range: Range<Int>) -> Bool {
        var i = range.lowerBound
        while i < range.upperBound {
            if file.code[i].kind == .equal, i > 0, i + 1 < range.upperBound {
                let lhsEnd = i - 1
                let lhsName = lhsNameBefore(equal: i)
                if let lhsName, file.sameText(lhsName, name), createsWindow(from: i + 1, typeAnnotationEnd: lhsEnd) {
                    return true
                }
            }
            i += 1
        }
        return false
    }

    /// The assigned name left of `=`: `window` in `self.window =`, `let window: UIWindow =`.
    func lhsNameBefore(equal: Int) -> Int? {
        var j = equal - 1
        // Skip a type annotation: `let window: UIWindow? =`.
        var k = j
        while k > 1, k > equal - 6 {
            if file.code[k].kind == .colon {
                if file.isName(k - 1), file.code[k - 2].keyword == .let || file.code[k - 2].keyword == .var { j = k - 1 }
                break
            }
            k -= 1
        }
        while j >= 0, file.code[j].kind == .operator, file.code[j].flags.contains(.optionalMarks) { j -= 1 }
        guard j >= 0, file.isName(j) else { return nil }
        return j
    }

    func createsWindow(from start: Int, typeAnnotationEnd: Int) -> Bool {
        var i = start
        if i < file.code.count, file.code[i].keyword == .try { i += 1 }
        guard i + 1 < file.code.count else { return false }
        // `UIWindow(…)`, `OverlayWindow(frame:)`, `UIWindow.init(…)`.
        if file.isName(i), file.hasSuffix(i, "Window") {
            return file.code[i + 1].kind == .leftParen
                || (file.code[i + 1].kind == .period && file.spells(i + 2, "init"))
        }
        // `let window: UIWindow = .init(windowScene: scene)`
        if file.code[i].kind == .period, file.spells(i + 1, "init") {
            var k = typeAnnotationEnd
            while k > start - 8, k > 0 {
                if file.isName(k), file.hasSuffix(k, "Window") { return true }
                if file.code[k].kind == .keyword { break }
                k -= 1
            }
        }
        return false
    }

    /// `window.makeKeyAndVisible()`, `overlayWindow.isHidden = false` on the
    /// same receiver (or with no receiver inside a window type) in `range`.
    func isShown(_ name: Int?, in range: Range<Int>) -> Bool {
        var i = range.lowerBound
        while i < range.upperBound {
            if file.spells(i, "makeKeyAndVisible") || isUnhiding(i) {
                let start = file.postfixExpressionStart(endingAt: i)
                let names = file.chainNames(start..<i)
                if let name {
                    if let last = names.last, file.sameText(last, name) { return true }
                } else if names.isEmpty || names.count == 1 && file.code[names[0]].keyword == .self {
                    return true
                }
            }
            i += 1
        }
        return false
    }

    /// `isHidden = false`.
    func isUnhiding(_ i: Int) -> Bool {
        file.spells(i, "isHidden") && i + 2 < file.code.count && file.code[i + 1].kind == .equal
            && file.code[i + 2].keyword == .false
    }
}
