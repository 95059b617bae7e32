import RootLintSyntax

/// Decides when a root write runs (see `WriteContext`): in test code, while
/// the app starts, on a window that is not on screen yet, or as a swap.
struct WriteContextClassifier {
    let file: SourceFile
    let configuration: Configuration
    let isTestFile: Bool
    let scopes: ScopeFacts
    let windows: WindowEvents

    /// When the write runs, as far as this file can tell: for a method of a
    /// type, whether it is a swap also depends on who calls the method
    /// (`PendingContext`), which only the whole project knows.
    func classify(receiver: Range<Int>, target: Int, scope: Int, evidence: WindowEvidence) -> (context: WriteContext, pending: PendingContext?) {
        if isTestFile || scopes.isTestCode(scope) { return (.test, nil) }
        let unit = scopes.executionUnit(of: scope, in: file)
        var qualified: String?
        switch unit.kind {
        case .propertyInitializer:
            return (.newWindow(.propertyInitializer), nil)
        case .function:
            let signature = file.signature(of: unit.scope)
            if configuration.isLaunchFunction(signature) { return (.launch(function: unit.scope), nil) }
            if let type = file.enclosingType(of: unit.scope) {
                qualified = "\(file.typeBaseName(of: type)).\(file.functionName(of: unit.scope))"
            }
        case .escapingClosure, .topLevel:
            break
        }
        let windowName = receiverName(receiver)
        let createdBefore = windowName.map {
            windows.created($0, in: .clamped(unit.body.lowerBound, target), file: file)
        } ?? false
        // A half-typed value (`= make(` with its `)` missing) can run past the unit.
        let after = Range<Int>.clamped(min(file.expressionEnd(from: target), unit.body.upperBound), unit.body.upperBound)
        let shownAfter = windows.shown(windowName, in: after, file: file)
        let pending = PendingContext(
            function: unit.scope, qualifiedFunction: qualified ?? "", createdBefore: createdBefore,
            startShownAfter: unit.kind == .function && isStartFunction(unit.scope) && shownAfter,
            // A second window (overlay, alert, lock screen) that is shown only
            // after it has its root is not on screen yet.
            otherShownAfter: (evidence == .otherWindowName || evidence == .declaredWindow) && shownAfter)
        // Until the project says otherwise: not launch-only, not called later.
        return (pending.resolved(launchOnly: false, calledAtRuntime: false), qualified == nil ? nil : pending)
    }

    /// The last name of the receiver (`window` for `self.window?`), or `nil`
    /// for a bare write.
    func receiverName(_ receiver: Range<Int>) -> Int? {
        guard let last = file.lastChainName(receiver), file.code[last].keyword != .self else { return nil }
        return last
    }

    /// `start()` of a coordinator and initializers build the first interface.
    func isStartFunction(_ function: Int) -> Bool {
        let scope = file.scopes[function]
        return scope.keyword == .`init` || (scope.keyword == .func && file.spells(scope.name, Vocabulary.startFunction))
    }
}

/// What decides a write's context once the project is known: a method the
/// launch functions call (`appCoordinator.start()` from
/// `scene(_:willConnectTo:options:)`) runs while starting; a `start()` shows
/// its window for the first time unless something calls it again later.
struct PendingContext: Sendable, Equatable {
    /// The write's function, and its `Type.method` name.
    var function: Int
    var qualifiedFunction: String
    /// The window was created earlier in the same code.
    var createdBefore: Bool
    /// The write is in `start()` (or an initializer) and the window is shown afterwards.
    var startShownAfter: Bool
    /// A second window, shown only after it has its root.
    var otherShownAfter: Bool

    func resolved(in project: ProjectFacts) -> WriteContext {
        // Asked only where the answer matters, so that what a file asked is all it depends on.
        let launchOnly = project.isLaunchOnly(qualifiedFunction)
        return resolved(launchOnly: launchOnly, calledAtRuntime: !launchOnly && startShownAfter && !createdBefore
                            && project.isCalledAtRuntime(qualifiedFunction))
    }

    func resolved(launchOnly: Bool, calledAtRuntime: Bool) -> WriteContext {
        if launchOnly { return .launch(function: function) }
        if createdBefore { return .newWindow(.createdBefore) }
        if startShownAfter && !calledAtRuntime { return .newWindow(.shownAfter) }
        if otherShownAfter { return .newWindow(.shownAfter) }
        return .swap
    }
}
