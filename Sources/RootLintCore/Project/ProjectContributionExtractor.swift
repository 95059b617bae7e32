import RootLintSyntax

extension ProjectContribution {
    /// What `file` contributes to the project facts, from its facts
    /// extracted before anything about the project is known.
    static func extract(from file: SourceFile, facts: FileFacts) -> ProjectContribution {
        var contribution = ProjectContribution()
        // One name per write at most: reserved, not grown one at a time.
        if !facts.rootWrites.isEmpty { contribution.switcherFunctions.reserveCapacity(facts.rootWrites.count) }
        for write in facts.rootWrites where write.context.isAppCode {
            guard let function = file.enclosingFunction(of: write.scope) else { continue }
            let functionName = file.functionName(of: function)
            // A function that only gives a window it makes its first root
            // (an overlay, a preview) switches nothing: named a switcher, a
            // `present(model:)` of that kind made UIKit's `present(_:animated:)`
            // a root switch. A guess the project may overturn still counts.
            if !Self.isFirstRootOfNewWindow(write) { contribution.switcherFunctions.append(functionName) }
            if isAnimated(write), switchesToParameter(write, function: function, in: file) {
                contribution.animatedHelpers.append(functionName)
                contribution.animatedHelperSignatures.append(HelperSignature(function: function, in: file))
                if let helper = windowHelper(function, switchingTo: write, in: file) { contribution.windowHelpers.append(helper) }
                // The helper's type switches roots by design, unless it is a
                // screen (`extension UIViewController`, a view controller's own slide).
                if let type = file.enclosingType(of: function), !Vocabulary.isScreenName(file.typeBaseName(of: type)) {
                    contribution.windowOwnerTypes.append(file.typeBaseName(of: type))
                }
            }
        }
        contribution.swapsRoots = facts.rootWrites.contains { $0.context == .swap }
        // The root a window gets as the app starts, kept for the app's life:
        // a screen made the root later (a detail screen, wrongly) is not a shell.
        var installed: InstalledRootType?
        for write in facts.rootWrites {
            guard case .launch = write.context else { continue }
            if installed == nil { installed = InstalledRootType(file: file, names: facts.names) }
            if let type = installed?.of(write) { contribution.installedRootTypes.append(type) }
        }
        for write in facts.rootWrites where write.context.isAppCode {
            guard let pending = write.pendingContext, pending.swapsIfCalledAtRuntime else { continue }
            contribution.startsSwappingIfCalledAtRuntime.append(pending.qualifiedFunction)
        }
        contribution.switcherFunctions += delegateCallersOfSwitchers(contribution.switcherFunctions, in: file, names: facts.names)
        contribution.windowOwnerTypes += windowOwners(in: file, names: facts.names)
        contribution.delegateMembers = sortedUnique(delegateMembers(in: file))
        if let names = facts.names, !facts.rootWrites.isEmpty {
            contribution.windowReachers = sortedUnique(windowReachers(of: facts.rootWrites, in: file, names: names))
        }
        if !facts.isTestFile, ApplicationFolders.isNamedLikeAppDelegate(file.path), declaresApplicationDelegate(file, scopes: facts.scopes) {
            contribution.applicationFolders = [ApplicationFolders.folder(of: file.path)]
        }
        contribution.animatedHelpers = sortedUnique(contribution.animatedHelpers)
        contribution.animatedHelperSignatures += overloads(of: contribution.animatedHelpers, in: file)
        // A helper that swaps only for some cases of a parameter: its
        // overloads taking that parameter pass it on, and swap only then too.
        let conditions = caseConditions(of: contribution.animatedHelpers, writes: facts.rootWrites, in: file)
        for index in contribution.animatedHelperSignatures.indices where !conditions.isEmpty {
            let signature = contribution.animatedHelperSignatures[index]
            guard let condition = conditions[signature.name],
                  signature.parameters?.contains(where: { $0.label == condition.label }) == true else { continue }
            contribution.animatedHelperSignatures[index].condition = condition
        }
        if contribution.animatedHelperSignatures.count > 1 {
            contribution.animatedHelperSignatures = Array(Set(contribution.animatedHelperSignatures)).sorted()
        }
        contribution.windowOwnerTypes = sortedUnique(contribution.windowOwnerTypes)
        contribution.switcherFunctions = sortedUnique(contribution.switcherFunctions)
        contribution.installedRootTypes = sortedUnique(contribution.installedRootTypes)
        contribution.windowHelpers = Array(Set(contribution.windowHelpers)).sorted()
        return contribution
    }

    /// The members of delegate types the file uses by name: `shared` in
    /// `AppDelegate.shared.window`, `current` in `SceneDelegate.current`;
    /// and each with the member used on it, `shared.window`,
    /// `shared.showLogin` (what a static constant of the delegate reaches).
    /// One pass over the tokens, made only when the bytes hold `Delegate.`.
    static func delegateMembers(in file: SourceFile) -> [String] {
        guard file.bytes.withUnsafeBufferPointer({ Vocabulary.delegateMemberAccess.occurs(in: $0) }) else { return [] }
        let code = file.code
        var members: [String] = []
        var i = 0
        while i + 2 < code.count {
            if code[i + 1].kind == .period, file.isName(i + 2), file.isName(i),
               Vocabulary.delegateTypeSuffixes.contains(where: { file.hasSuffix(i, string: $0) }) {
                let member = file.text(i + 2)
                members.append(member)
                if let next = memberAfter(i + 2, in: file) { members.append(member + "." + file.text(next)) }
            }
            i += 1
        }
        return members
    }

    /// The member named right after `name`: `window` after `shared` in
    /// `shared?.window`, `showLogin` in `shared.showLogin()`.
    private static func memberAfter(_ name: Int, in file: SourceFile) -> Int? {
        let code = file.code
        var k = name + 1
        // `?` or `!` of optional chaining, at most one.
        if k < code.count, code[k].kind == .operator, file.spells(k, "?") || file.spells(k, "!") { k += 1 }
        guard k + 1 < code.count, code[k].kind == .period, file.isName(k + 1) else { return nil }
        return k + 1
    }

    /// The names the app's root writes reach their window through: the name
    /// before `.window` in the receiver (`appDelegateRef.window?`,
    /// `AppConstant.shared.window!`), or in the value of the local written
    /// (`guard let window = AppDelegate.shared.window`, then
    /// `window.rootViewController = …`). A bare name declared as a local
    /// is left out: only globals and members are worth asking about.
    /// The first 64 writes are read: a file names its way to the window once or twice.
    static func windowReachers(of writes: [RootWrite], in file: SourceFile, names: NameIndex) -> [String] {
        var reachers: [String] = []
        func reacher(_ chain: UnsafeBufferPointer<Int>, before limit: Int, function: Int?) -> String? {
            guard chain.count >= 2, file.spells(chain[chain.count - 1], "window") else { return nil }
            let name = chain[chain.count - 2]
            // `view.window` is a screen's own window: no constant to ask about.
            guard file.isName(name), !file.spells(name, "view") else { return nil }
            if chain.count == 2, let function,
               names.localDeclaration(of: name, in: .clamped(file.scopes[function].open + 1, limit), file: file) != nil { return nil }
            return file.text(name)
        }
        for write in writes.prefix(64) where write.context.isAppCode {
            let function = file.enclosingFunction(of: write.scope)
            let found = file.withChainNames(write.receiver) { chain -> String? in
                if let name = reacher(chain, before: write.target, function: function) { return name }
                // A local holding the window: read the chain of its value.
                guard chain.count == 1, let function, file.isName(chain[0]),
                      let declared = names.localDeclaration(of: chain[0], in: .clamped(file.scopes[function].headerStart + 1, write.target),
                                                            file: file),
                      let value = file.initialValue(ofDeclarationAt: declared, limit: write.target) else { return nil }
                return file.withChainNames(value) { reacher($0, before: declared, function: function) }
            }
            if let found { reachers.append(found) }
        }
        return reachers
    }

    /// Per helper name: the cases of one parameter its writes (every write
    /// in a function of that name, animated or not) run under; none when
    /// some write runs whatever the arguments.
    static func caseConditions(of helpers: [String], writes: [RootWrite], in file: SourceFile) -> [String: HelperSignature.CaseCondition] {
        guard !helpers.isEmpty else { return [:] }
        let helpers = Set(helpers)
        var conditions: [String: HelperSignature.CaseCondition] = [:]
        var unconditional: Set<String> = []
        for write in writes where write.context.isAppCode {
            guard let function = file.enclosingFunction(of: write.scope) else { continue }
            let name = file.functionName(of: function)
            guard helpers.contains(name), !unconditional.contains(name) else { continue }
            let condition = HelperSignature.condition(ofWriteAt: write.scope, in: function, file: file)
            if let condition, let known = conditions[name], known.label == condition.label {
                conditions[name]?.cases += condition.cases
            } else if let condition, conditions[name] == nil {
                conditions[name] = condition
            } else {
                unconditional.insert(name)
                conditions[name] = nil
            }
        }
        return conditions
    }

    /// Methods of an app or scene delegate that call a switcher of this file
    /// by its bare name (or on `self`), directly or through each other:
    /// `resetStack(window:)` choosing between `doHard(_:)` and
    /// `doHard14(_:)`. What a force-cast delegate is used to reach. Each
    /// name's calls are read once.
    static func delegateCallersOfSwitchers(_ switchers: [String], in file: SourceFile, names: NameIndex?) -> [String] {
        // Only a file that declares a delegate type has such callers: most
        // files with writes are screens and coordinators, and are not read.
        guard !switchers.isEmpty, file.scopes.indices.contains(where: { scope in
            file.scopes[scope].kind == .type && file.typeBaseNameIndex(of: scope).map { name in
                Vocabulary.delegateTypeSuffixes.contains { file.hasSuffix(name, string: $0) }
            } == true
        }) else { return [] }
        let names = names ?? NameIndex(file: file)
        let code = file.code
        var known = Set(switchers)
        var work = Array(known)
        var callers: [String] = []
        while let name = work.popLast() {
            for use in names.occurrences(of: name, in: file) where use + 1 < code.count && code[use + 1].kind == .leftParen {
                // A bare call or `self.name(…)`, not a declaration or another receiver's method.
                if use > 0, code[use - 1].keyword == .func { continue }
                if use > 0, code[use - 1].kind == .period, !(use > 1 && code[use - 2].keyword == .self) { continue }
                guard let caller = file.enclosingFunction(of: file.innermostScope(at: use)), file.scopes[caller].keyword == .func,
                      let type = file.enclosingType(of: caller),
                      Vocabulary.delegateTypeSuffixes.contains(where: { file.typeBaseName(of: type).hasSuffix($0) }) else { continue }
                let callerName = file.functionName(of: caller)
                if known.insert(callerName).inserted {
                    callers.append(callerName)
                    work.append(callerName)
                }
            }
        }
        return callers
    }

    /// Whether a type of the file (not test code) adopts `UIApplicationDelegate`.
    static func declaresApplicationDelegate(_ file: SourceFile, scopes: ScopeFacts) -> Bool {
        file.scopes.indices.contains { scope in
            file.scopes[scope].kind == .type && !scopes.isTestCode(scope)
                && file.inheritedTypes(of: scope).contains {
                    $0 == Vocabulary.applicationDelegateProtocol || $0 == "UIKit." + Vocabulary.applicationDelegateProtocol
                }
        }
    }

    /// A new window's first root, whatever the rest of the project says.
    static func isFirstRootOfNewWindow(_ write: RootWrite) -> Bool {
        guard case .newWindow = write.context else { return false }
        return write.pendingContext.map(\.createdBefore) ?? true
    }

    /// The other functions of the helpers' names in their file that call
    /// that name: a helper's convenience overloads (`animateTransition(to:)`
    /// finding the window, then calling `animateTransition(to:in:)`) switch
    /// the root through it. One that does not (Zotero's coordinator has
    /// `show(error:logs:retry:completed:)` beside its `show(viewController:in:…)`)
    /// does something else.
    static func overloads(of helpers: [String], in file: SourceFile) -> [HelperSignature] {
        guard !helpers.isEmpty else { return [] }
        let helpers = Set(helpers)
        var signatures: [HelperSignature] = []
        for scope in file.scopes.indices where file.scopes[scope].kind == .function && file.scopes[scope].keyword == .func {
            let name = file.functionName(of: scope)
            guard helpers.contains(name), callsItsName(scope, in: file) else { continue }
            signatures.append(HelperSignature(function: scope, in: file))
        }
        return signatures
    }

    /// Whether the body of the function `scope` calls a function of its own name.
    static func callsItsName(_ scope: Int, in file: SourceFile) -> Bool {
        let s = file.scopes[scope]
        guard s.name >= 0, s.open >= 0 else { return false }
        var i = s.open + 1
        while i + 1 < min(s.close, file.code.count) {
            if file.code[i].kind == .identifier, file.code[i + 1].kind == .leftParen, file.sameText(i, s.name) { return true }
            i += 1
        }
        return false
    }

    /// The names sorted, each once: of names equal by Unicode equivalence,
    /// the first found (the sort is stable), as a set would keep. A file
    /// names a handful: a set per list was a third of its contribution's cost.
    static func sortedUnique(_ names: [String]) -> [String] {
        guard names.count > 1 else { return names }
        var sorted = names.sorted()
        var kept = 1
        for index in 1..<sorted.count where sorted[index] != sorted[kept - 1] {
            sorted.swapAt(kept, index)
            kept += 1
        }
        sorted.removeLast(sorted.count - kept)
        return sorted
    }

    /// `function` as a helper a fix can call: an instance method of `extension
    /// UIWindow` whose first parameter is the new root and whose others all
    /// have defaults (an `animated: Bool` one is passed `true`).
    static func windowHelper(_ function: Int, switchingTo write: RootWrite, in file: SourceFile) -> WindowHelper? {
        guard let type = file.enclosingType(of: function), file.scopes[type].keyword == .extension,
              file.typeBaseName(of: type) == "UIWindow", file.scopes[function].keyword == .func,
              !file.hasModifier(function, .static), !file.hasModifier(function, .class) else { return nil }
        let parameters = file.parameters(of: function)
        let valueName = write.value.first { file.isName($0) }.map { file.text($0) }
        guard let first = parameters.first, first.name == valueName else { return nil }
        var takesAnimated = false
        for parameter in parameters.dropFirst() {
            guard parameter.type.contains(where: { file.code[$0].kind == .equal }) else { return nil }
            if parameter.label == "animated" { takesAnimated = true }
        }
        return WindowHelper(name: file.functionName(of: function), label: first.label, takesAnimated: takesAnimated)
    }

    /// Animated by the function's own code: what makes it a helper.
    static func isAnimated(_ write: RootWrite) -> Bool {
        write.animation?.animatesBySelf ?? false
    }

    /// The new root IS one of the function's parameters (`rootViewController = vc`,
    /// `= viewController!`): a helper that switches to whatever it is given.
    /// A coordinator step that builds its screen from a parameter
    /// (`MaintenanceViewController(message: message)`) is not a helper.
    static func switchesToParameter(_ write: RootWrite, function: Int, in file: SourceFile) -> Bool {
        let names = Set(file.parameters(of: function).map(\.name))
        let tokens = write.value.filter { !(file.code[$0].kind == .operator && file.code[$0].flags.contains(.optionalMarks)) }
        return tokens.count == 1 && file.isName(tokens[0]) && names.contains(file.text(tokens[0]))
    }

    /// Types with a stored `window` property of a window type: they own the
    /// app's window (`var window: UIWindow?`, `private let window: UIWindow`).
    /// A delegate owns it under another name too, when the name ends in
    /// `Window` and is annotated or assigned (`var mainWindow: MainWindow!`,
    /// `lazy var mainWindow = Window(frame: …)`): the words the survey
    /// searches for (`Window` then `:` or `=`) are what this needs.
    static func windowOwners(in file: SourceFile, names: NameIndex? = nil) -> [String] {
        var owners: Set<String> = []
        let receiver = WindowDeclarations(file: file)
        // Both spellings hold `indow`: only the names holding it are read,
        // found among the declared names when the file's index is built
        // (a few dozen), else by the bytes (a stop at every `w` of the file).
        let candidates = names.map { names in
            names.declaredNames.lazy.map { Int($0) }.filter { file.tokenContains($0, Vocabulary.windowNameBytes) }
        }.map { Array($0) } ?? file.codeIndices(containing: Vocabulary.windowNameBytes)
        for name in candidates where name >= 1 {
            let i = name - 1
            guard file.code[i].kind == .keyword, file.code[i].keyword == .var || file.code[i].keyword == .let,
                  file.isName(i + 1) else { continue }
            let isWindow = file.spells(i + 1, "window")
            let isNamedWindow = !isWindow && i + 2 < file.code.count
                && (file.code[i + 2].kind == .colon || file.code[i + 2].kind == .equal)
                && file.hasSuffix(i + 1, Vocabulary.windowTypeSuffix)
            guard isWindow || isNamedWindow else { continue }
            let scope = file.innermostScope(at: i)
            guard file.scopes[scope].kind == .type, receiver.declarationIsWindow(receiver.declaration(at: i + 1)) else { continue }
            let owner = file.typeBaseName(of: scope)
            if isNamedWindow, !Vocabulary.delegateTypeSuffixes.contains(where: { owner.hasSuffix($0) }) { continue }
            // A screen with a leftover `var window: UIWindow?` (pasted from a
            // delegate) is still a screen, not the window's owner.
            if Vocabulary.isScreenName(owner) { continue }
            owners.insert(owner)
        }
        return owners.sorted()
    }

    /// `Type.method` for each method a launch function calls synchronously,
    /// with the receiver's type told from a local or a property:
    /// `appCoordinator = AppCoordinator(window: window); appCoordinator?.start()`
    /// gives `AppCoordinator.start`; `setUpInitialScreen()` gives the
    /// delegate's own `AppDelegate.setUpInitialScreen`.
    static func launchCalls(in file: SourceFile, scopes: ScopeFacts, configuration: Configuration, names: NameIndex? = nil) -> [String] {
        var calls: Set<String> = []
        forEachResolvedCall(in: file, scopes: scopes, configuration: configuration, methods: nil, names: names) { qualified, isLaunch, _ in
            if isLaunch { calls.insert(qualified) }
        }
        return calls.sorted()
    }

    /// Calls of `methods` made anywhere but synchronously in a launch
    /// function (and not from tests), with the method each is made in.
    static func runtimeCalls(in file: SourceFile, scopes: ScopeFacts, isTestFile: Bool, configuration: Configuration,
                             methods: WordSet, names: NameIndex? = nil) -> [RuntimeCall] {
        if isTestFile { return [] }
        var calls: Set<RuntimeCall> = []
        forEachResolvedCall(in: file, scopes: scopes, configuration: configuration, methods: methods, names: names) { qualified, isLaunch, caller in
            if !isLaunch { calls.insert(RuntimeCall(callee: qualified, caller: caller)) }
        }
        for selected in selectorReferences(in: file, scopes: scopes, methods: methods) { calls.insert(RuntimeCall(callee: selected, caller: nil)) }
        return calls.sorted()
    }

    /// `Type.method` for each `#selector(method)` (or `#selector(self.method)`,
    /// `#selector(Type.method(_:))`) of one of `methods`, outside tests: the
    /// Objective-C runtime calls it whenever its notification, control event
    /// or timer fires, a call at run time even where launch code also calls it.
    static func selectorReferences(in file: SourceFile, scopes: ScopeFacts, methods: WordSet) -> [String] {
        // Most files hold no selector: their bytes say so without a pass over the tokens.
        guard file.bytes.withUnsafeBufferPointer({ Vocabulary.selectorMention.occurs(in: $0) }) else { return [] }
        let code = file.code
        var found: [String] = []
        for i in code.indices where code[i].kind == .poundDirective && file.spells(i, "#selector") {
            guard i + 1 < code.count, code[i + 1].kind == .leftParen, !scopes.isTestCode(file.innermostScope(at: i)) else { continue }
            let close = Int(file.matching[i + 1])
            guard close > i + 1, close <= code.count else { continue }
            // The method's name: the last name before its labels' `(` or the `)`.
            var end = close
            if let labels = ((i + 2)..<close).first(where: { code[$0].kind == .leftParen }) { end = labels }
            guard let name = ((i + 2)..<end).last(where: { file.isName($0) }), code[name].kind != .backtickIdentifier,
                  methods.contains(name, in: file) else { continue }
            let type: String?
            if name >= 2, code[name - 1].kind == .period, file.isName(name - 2), namesType(at: name - 2, in: file) {
                type = file.text(name - 2)
            } else {
                type = file.enclosingType(of: file.innermostScope(at: i)).map { file.typeBaseName(of: $0) }
            }
            if let type { found.append("\(type).\(file.text(name))") }
        }
        return found
    }

    /// Visits method calls whose receiver type resolves. With `methods == nil`
    /// only calls inside launch functions are visited (the cheap first pass);
    /// otherwise calls of those method names anywhere.
    static func forEachResolvedCall(in file: SourceFile, scopes: ScopeFacts, configuration: Configuration, methods: WordSet?,
                                    names: NameIndex? = nil,
                                    _ visit: (_ qualified: String, _ isLaunch: Bool, _ caller: String?) -> Void) {
        // Built at the first receiver that needs resolving.
        var nameIndex = LazyNameIndex(names)
        // Names are compared as bytes: most functions are no launch function
        // and most calls call none of the methods.
        let methodWords = methods
        let launchCode = launchCode(in: file, scopes: scopes, configuration: configuration, names: &nameIndex)
        let code = file.code
        for (index, scope) in file.scopes.enumerated() where scope.kind == .function {
            // Nested functions are visited on their own.
            guard file.enclosingFunction(of: scope.parent) == nil || file.scopes[scope.parent].kind == .type else { continue }
            let isLaunch = launchCode.contains(index)
            if methods == nil && !isLaunch { continue }
            // Tests call `sut.start()` too; that says nothing about when the app calls it.
            if scopes.isTestCode(index) { continue }
            var ownTypeName: String??
            var i = scope.open + 1
            while i + 1 < min(scope.close, code.count) {
                defer { i += 1 }
                guard file.isName(i), code[i + 1].kind == .leftParen, !(i > 0 && code[i - 1].keyword == .func) else { continue }
                if let methodWords, !methodWords.contains(i, in: file) || code[i].kind == .backtickIdentifier { continue }
                var method = file.text(i)
                if ownTypeName == nil { ownTypeName = .some(file.enclosingType(of: index).map { file.typeBaseName(of: $0) }) }
                let type: String
                if namesType(at: i, in: file) {
                    // `MainCoordinator(window: window)` runs `MainCoordinator.init`.
                    type = method
                    method = Vocabulary.initializerName
                } else if let receiver = receiverType(ofCallAt: i, in: index, ownType: ownTypeName!, file: file,
                                                      names: &nameIndex, scopes: scopes) {
                    type = receiver
                } else if methods != nil {
                    // A receiver whose type cannot be read (`AppDelegate.mainSceneDelegate?`):
                    // the join decides whether the name can only be one method.
                    type = RuntimeCall.unknownReceiver
                } else {
                    continue
                }
                let unit = scopes.executionUnit(at: i, in: file).scope
                let isSynchronous = unit == index
                // The method it runs in, for a call of the runtime pass only.
                let caller = methods != nil && isSynchronous && scope.name >= 0
                    ? ownTypeName!.map { "\($0).\(file.text(scope.name))" } : nil
                // In a function nested in this one that launch code runs (a
                // step of the launch function written inside it): at launch too.
                let runsAtLaunch = isSynchronous ? isLaunch : unit != index && launchCode.contains(unit)
                visit("\(type).\(method)", runsAtLaunch, caller)
            }
        }
    }

    /// The type of the receiver of the call whose name is at `i`, in the
    /// function `function` of a type named `ownType`: a cast
    /// (`(UIApplication.shared.delegate as? AppDelegate)?.setRoot(…)`), the
    /// function's own type (`setUp()`, `self.setUp()`), or a local's or
    /// property's (`appCoordinator?.start()`); nil when it does not resolve.
    /// A capitalised name with no receiver: a type (`AppCoordinator` in
    /// `AppCoordinator(window:)`, which runs its initializer, and in
    /// `AppCoordinator.create(…)`, a static method).
    static func namesType(at i: Int, in file: SourceFile) -> Bool {
        guard file.code[i].kind == .identifier, i == 0 || file.code[i - 1].kind != .period,
              let first = file.text(i).utf8.first else { return false }
        return first >= UInt8(ascii: "A") && first <= UInt8(ascii: "Z")
    }

    static func receiverType(ofCallAt i: Int, in function: Int, ownType: String?, file: SourceFile, names: inout LazyNameIndex,
                             scopes: ScopeFacts) -> String? {
        let start = file.postfixExpressionStart(endingAt: i)
        let chain = file.chainNames(start..<i)
        if let castType = castType(ofGroupAt: start, before: i, in: file) { return castType }
        if chain.isEmpty || (chain.count == 1 && file.code[chain[0]].keyword == .self) {
            return start == i || file.code[start].keyword == .self ? ownType : nil
        }
        guard chain.count <= 2, let receiverName = chain.last, file.code[receiverName].keyword != .self else { return nil }
        // `AppCoordinator.create(application:)`: a static method of the type named.
        if chain.count == 1, start == receiverName, namesType(at: receiverName, in: file) { return file.text(receiverName) }
        return resolveType(of: receiverName, before: i, function: function, in: file, names: names.get(file), scopes: scopes)
    }

    /// The launch functions of a file (outside tests) and their private steps.
    static func launchCode(in file: SourceFile, scopes: ScopeFacts, configuration: Configuration, names: inout LazyNameIndex) -> Set<Int> {
        let launchNames = configuration.launchFunctionNames
        let launchFunctions = file.scopes.indices.filter { index in
            file.scopes[index].kind == .function && launchNames.contains(file.scopes[index].name, in: file)
                && configuration.isLaunchFunction(file.signature(of: index)) && !scopes.isTestCode(index)
        }
        if launchFunctions.isEmpty { return [] }
        return launchSteps(from: launchFunctions, in: file, scopes: scopes, names: names.get(file)).union(launchFunctions)
    }

    /// Private methods (`setupWindow()`) that only this file's launch
    /// functions call, synchronously, directly or through other such
    /// methods: their code runs while the app starts, as the launch
    /// function's does, and what they call is called at launch. Being
    /// private, no other file can call them at another time.
    static func launchSteps(from launchFunctions: [Int], in file: SourceFile, scopes: ScopeFacts, names: NameIndex) -> Set<Int> {
        var functionNamed: [Int: Int] = [:]
        for (index, scope) in file.scopes.enumerated() where scope.kind == .function && scope.keyword == .func && scope.name >= 0 {
            functionNamed[scope.name] = index
        }
        var accepted = Set(launchFunctions)
        var steps: Set<Int> = []
        var work = launchFunctions
        var calledNames: Set<String> = []
        while let function = work.popLast() {
            let body = file.scopes[function]
            var i = body.open + 1
            while i + 1 < min(body.close, file.code.count) {
                defer { i += 1 }
                guard file.isName(i), file.code[i + 1].kind == .leftParen,
                      i == 0 || file.code[i - 1].kind != .period || (i >= 2 && file.code[i - 2].keyword == .self),
                      scopes.executionUnit(at: i, in: file).scope == function,
                      calledNames.insert(file.text(i)).inserted else { continue }
                // Every other mention of the name must be such a call: a
                // `#selector(setupWindow)` can run it at any time.
                let uses = names.occurrences(sameAs: i, in: file)
                let type = file.enclosingType(of: function).map { file.typeBaseName(of: $0) }
                // Private, or nested in a function: no other file can call it.
                let declared = uses.compactMap { functionNamed[$0] }.filter { step in
                    (file.isPrivateDeclaration(step) || file.enclosingFunction(of: file.scopes[step].parent) != nil)
                        && file.enclosingType(of: step).map({ file.typeBaseName(of: $0) }) == type
                }
                guard !declared.isEmpty else { continue }
                let callsOnlyFromLaunch = uses.allSatisfy { use in
                    functionNamed[use] != nil || (use + 1 < file.code.count && file.code[use + 1].kind == .leftParen
                        && accepted.contains(scopes.executionUnit(at: use, in: file).scope))
                }
                guard callsOnlyFromLaunch else { continue }
                for step in declared where accepted.insert(step).inserted {
                    steps.insert(step)
                    work.append(step)
                }
            }
        }
        return steps
    }

    /// `(expr as? T)` or `(expr as! T)` starting at `start`, right before `.method` at `method`: `T`.
    static func castType(ofGroupAt start: Int, before method: Int, in file: SourceFile) -> String? {
        guard file.code[start].kind == .leftParen else { return nil }
        let close = Int(file.matching[start])
        guard close > start, close < method else { return nil }
        return castTarget(in: (start + 1)..<close, file: file)
    }

    /// The `T` of a top-level `as? T`/`as! T`/`as T` in `range`.
    static func castTarget(in range: Range<Int>, file: SourceFile) -> String? {
        var k = range.lowerBound
        while k < range.upperBound {
            if let closer = file.closer(of: k) { k = closer + 1; continue }
            if file.code[k].kind == .keyword, file.code[k].keyword == .as {
                var t = k + 1
                if t < range.upperBound, file.code[t].kind == .operator { t += 1 }
                return t < range.upperBound && file.isName(t) ? file.text(t) : nil
            }
            k += 1
        }
        return nil
    }

    /// The type a value has: a constructor call `T(…)`, or a cast `… as? T`.
    static func valueType(_ range: Range<Int>, in file: SourceFile) -> String? {
        if let cast = castTarget(in: range, file: file) { return cast }
        guard var first = range.first, file.isName(first) else { return nil }
        // `App.AppCoordinator(…)`: a module-qualified type is its last name.
        while first + 2 < range.upperBound, file.code[first + 1].kind == .period, file.isName(first + 2) { first += 2 }
        guard first + 1 < file.code.count, file.code[first + 1].kind == .leftParen,
              file.text(first).first?.isUppercase == true else { return nil }
        return file.text(first)
    }

    /// The type of a local or property: `let x = T(…)`, `x = T(…)`,
    /// `let x = … as! T`, `var x: T?`.
    static func resolveType(of name: Int, before limit: Int, function: Int, in file: SourceFile, names: NameIndex,
                            scopes: ScopeFacts) -> String? {
        let lower = file.scopes[function].open
        // `self.appCoordinator = appCoordinator` says nothing; keep looking for
        // `let appCoordinator = AppCoordinator(…)` further up.
        // A call's result (`Factory.make(…).start()`) is no local; and only
        // the nearest mentions are looked at, so that many calls on one
        // receiver in one function stay linear.
        if name + 1 < file.code.count, file.code[name + 1].kind == .leftParen { return nil }
        for i in names.nearestOccurrences(sameAs: name, before: (lower + 1)..<max(lower + 1, limit), count: 32, file: file) {
            if i + 2 < file.code.count, file.code[i + 1].kind == .equal,
               let type = valueType((i + 2)..<file.expressionEnd(from: i + 2), in: file) {
                return type
            }
        }
        guard let type = file.enclosingType(of: function) else { return nil }
        let receiver = WindowReceiver(file: file, nameIndex: names, scopes: scopes)
        guard let declaration = receiver.findMemberDeclaration(named: name, in: type) else { return nil }
        for k in declaration.type.lowerBound..<declaration.type.upperBound where file.isName(k) {
            return file.text(k)
        }
        return valueType(declaration.value, in: file)
    }
}

/// A name index built on first use.
struct LazyNameIndex {
    private var index: NameIndex?
    /// `index`: one the file's facts built already.
    init(_ index: NameIndex? = nil) { self.index = index }
    mutating func get(_ file: SourceFile) -> NameIndex {
        if let index { return index }
        let built = NameIndex(file: file)
        index = built
        return built
    }
}
