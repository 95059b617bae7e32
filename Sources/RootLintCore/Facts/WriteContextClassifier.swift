import RootLintSyntax

/// Decides when a root write runs (see `WriteContext`): in test code, while
/// the app starts, on a window that is not on screen yet, or as a swap.
struct WriteContextClassifier {
    let file: SourceFile
    let configuration: Configuration
    let project: ProjectFacts
    let isTestFile: Bool
    let scopes: ScopeFacts
    let windows: WindowEvents

    func classify(receiver: Range<Int>, target: Int, scope: Int, evidence: WindowEvidence) -> WriteContext {
        if isTestFile || scopes.isTestCode(scope) { return .test }
        let unit = scopes.executionUnit(of: scope, in: file)
        switch unit.kind {
        case .propertyInitializer:
            return .newWindow(.propertyInitializer)
        case .function:
            let signature = file.signature(of: unit.scope)
            if configuration.isLaunchFunction(signature) { return .launch(function: unit.scope) }
            // A method the launch function calls (`appCoordinator.start()`) runs while starting too.
            if let type = file.enclosingType(of: unit.scope),
               project.isLaunchOnly("\(file.typeBaseName(of: type)).\(file.functionName(of: unit.scope))") {
                return .launch(function: unit.scope)
            }
        case .escapingClosure, .topLevel:
            break
        }
        let windowName = receiverName(receiver)
        if let windowName, windows.created(windowName, in: unit.body.lowerBound..<max(unit.body.lowerBound, target), file: file) {
            return .newWindow(.createdBefore)
        }
        // A half-typed value (`= make(` with its `)` missing) can run past the unit.
        let after = min(file.expressionEnd(from: target), unit.body.upperBound)..<unit.body.upperBound
        if unit.kind == .function, isStartFunction(unit.scope), !isCalledAtRuntime(unit.scope), windows.shown(windowName, in: after, file: file) {
            return .newWindow(.shownAfter)
        }
        // A second window (overlay, alert, lock screen) that is shown only
        // after it has its root is not on screen yet.
        if evidence == .otherWindowName || evidence == .declaredWindow, windows.shown(windowName, in: after, file: file) {
            return .newWindow(.shownAfter)
        }
        return .swap
    }

    /// The last name of the receiver (`window` for `self.window?`), or `nil`
    /// for a bare write.
    func receiverName(_ receiver: Range<Int>) -> Int? {
        guard let last = file.lastChainName(receiver), file.code[last].keyword != .self else { return nil }
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
        return scope.keyword == .`init` || (scope.keyword == .func && file.spells(scope.name, Vocabulary.startFunction))
    }
}
