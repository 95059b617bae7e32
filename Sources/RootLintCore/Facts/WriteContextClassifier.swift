import RootLintSyntax

/// Decides when a root write runs (see `WriteContext`): in test code, while
/// the app starts, on a window that is not on screen yet, or as a swap.
struct WriteContextClassifier {
    let file: SourceFile
    let configuration: Configuration
    let isTestFile: Bool
    let scopes: ScopeFacts
    let windows: WindowEvents
    let names: NameIndex
    /// Types declared CarPlay scene delegates in this file, found once.
    let carPlaySceneDelegates: Set<String>
    /// Whether the file names `CPWindow` at all.
    let mentionsCarPlayWindow: Bool
    /// Per window name, the types (a class and its extensions alike) that
    /// hide it, and those that give it a window level: found once.
    let hidingTypes: [String: Set<String>]
    let levelingTypes: [String: Set<String>]
    /// What each function's callers say, worked out for its first write:
    /// every write of a function asks the same, and each answer reads every
    /// mention of the function's name (once per write, that grew as the
    /// square of a private method's writes times its calls).
    private var judgedFunctions = JudgedFunctions()

    /// A file's writes sit in a few functions, one after another: the
    /// answers are kept in a short list, searched from its most recent
    /// end, and in a dictionary once the file has asked about many.
    private struct JudgedFunctions {
        struct Answers {
            var neverCalled: Bool?
            var judged: Int?
        }
        private var recent: [(function: Int, answers: Answers)] = []
        private var many: [Int: Answers]?
        static let listed = 8

        subscript(function: Int) -> Answers {
            get {
                if let many { return many[function] ?? Answers() }
                return recent.last(where: { $0.function == function })?.answers ?? Answers()
            }
            set {
                if many != nil { many?[function] = newValue; return }
                if let index = recent.lastIndex(where: { $0.function == function }) {
                    recent[index].answers = newValue
                } else if recent.count < Self.listed {
                    recent.append((function, newValue))
                } else {
                    var all = Dictionary(recent.map { ($0.function, $0.answers) }, uniquingKeysWith: { _, last in last })
                    all[function] = newValue
                    many = all
                    recent = []
                }
            }
        }
    }

    init(file: SourceFile, configuration: Configuration, isTestFile: Bool, scopes: ScopeFacts, windows: WindowEvents,
         names: NameIndex) {
        self.file = file
        self.configuration = configuration
        self.isTestFile = isTestFile
        self.scopes = scopes
        self.windows = windows
        self.names = names
        carPlaySceneDelegates = Self.carPlaySceneDelegates(in: file)
        mentionsCarPlayWindow = file.bytes.withUnsafeBufferPointer { Vocabulary.carPlayWindowSearch.occurs(in: $0) }
        (hidingTypes, levelingTypes) = windows.overlayTypeNames(in: file)
    }

    /// The type (or an extension of it in this file) does this to the window `name`.
    /// A window type that sets its own level: in its body, or, for an
    /// extension, anywhere in the file's code of the type of that name
    /// (`private extension NotificationWindow { func createRootViewController() … }`
    /// beside the class whose `init` raises it). Never `extension UIWindow`:
    /// UIKit's window is every window.
    private func raisesItself(_ type: Int) -> Bool {
        guard file.scopes[type].keyword == .extension else {
            return windows.levelSet(nil, in: .clamped(file.scopes[type].open, file.scopes[type].close), file: file)
        }
        guard let raised = levelingTypes[""], !raised.isEmpty else { return false }
        let name = file.typeBaseName(of: type)
        return name != String(describing: Vocabulary.uikitWindowType) && raised.contains(name)
    }

    private func typeOf(_ scope: Int, in table: [String: Set<String>], window name: Int) -> Bool {
        guard !table.isEmpty, let types = table[file.text(name)], let type = file.enclosingType(of: scope) else { return false }
        return types.contains(file.typeBaseName(of: type))
    }

    /// When the write runs, as far as this file can tell: for a method of a
    /// type, whether it is a swap also depends on who calls the method
    /// (`PendingContext`), which only the whole project knows.
    mutating func classify(receiver: Range<Int>, target: Int, scope: Int, evidence: WindowEvidence) -> (context: WriteContext, pending: PendingContext?) {
        if isTestFile || scopes.isTestCode(scope) { return (.test, nil) }
        if isCarPlayWindow(receiver, scope: scope, evidence: evidence) { return (.newWindow(.carPlayScene), nil) }
        let unit = scopes.executionUnit(of: scope, in: file)
        var qualified: String?
        var typeLength = 0
        var labels: [String] = []
        var judgedFunction = unit.scope
        switch unit.kind {
        case .propertyInitializer:
            return (.newWindow(.propertyInitializer), nil)
        case .function:
            // The name first, on its token: a signature is a `String` made
            // of every label, and most functions are no launch function.
            if configuration.isLaunchFunction(unit.scope, in: file) { return (.launch(function: unit.scope), nil) }
            if neverCalled(unit.scope) { return (.neverCalled, nil) }
            if observesWrittenProperty(unit.scope, receiver: receiver) { return (.newWindow(.propertyObserver), nil) }
            if isSetUpCallback(unit.scope, receiver: receiver) { return (.newWindow(.setUpCallback), nil) }
            if let type = file.enclosingType(of: unit.scope) {
                // A private step of `init`/`start()` is judged as its caller,
                // and a function nested in a method as that method.
                let judged = timeGiver(of: unit.scope)
                judgedFunction = judged
                let judgedScope = file.scopes[judged]
                let joined = file.qualifiedName(type: file.typeBaseNameIndex(of: type),
                                                member: judgedScope.kind == .function && judgedScope.name >= 0 ? judgedScope.name : nil)
                qualified = joined.name
                typeLength = joined.typeLength
                labels = file.parameters(of: judged).map { $0.label ?? "_" }
            }
        case .escapingClosure, .topLevel:
            break
        }
        let windowName = receiverName(receiver)
        let createdBefore = windowName.map {
            windows.created($0, in: .clamped(unit.body.lowerBound, target), file: file)
                || createdWithInstance($0, receiver: receiver, judgedFunction: judgedFunction)
        } ?? false
        // A window of the instance's own starts hidden: given its root and
        // shown in one method, it is first shown there, unless that method
        // is called again later (judged on its callers, as `start()` is).
        func ownWindow() -> Bool {
            unit.kind == .function && windowName.map { madeInDeclaration($0, receiver: receiver, function: judgedFunction) } == true
        }
        // A half-typed value (`= make(` with its `)` missing) can run past the unit.
        let after = Range<Int>.clamped(min(file.expressionEnd(from: target), unit.body.upperBound), unit.body.upperBound)
        let shownAfter = windows.shown(windowName, in: after, file: file)
        if windows.sceneEnds(in: after) { return (.newWindow(.sceneEnding), nil) }
        if evidence == .windowSelf, unit.kind == .function, file.scopes[unit.scope].keyword == .`init` {
            return (.newWindow(.windowSetUp), nil)
        }
        if windows.levelSet(windowName, in: unit.body, file: file) { return (.newWindow(.windowSetUp), nil) }
        // A window type that raises itself above the app (`windowLevel =
        // .alert`: a call or toast window) shows its own content; its root
        // is never the app's interface, whichever method sets it.
        if evidence == .windowSelf, let type = file.enclosingType(of: unit.scope), raisesItself(type) {
            return (.newWindow(.windowSetUp), nil)
        }
        // An overlay window its type raises above the app (a lock screen)
        // and shows only after giving it its root: hidden until then.
        if let windowName, typeOf(unit.scope, in: levelingTypes, window: windowName),
           shownAfter || shownByOwnMethod(windowName, in: after, scope: unit.scope) {
            return (.newWindow(.windowSetUp), nil)
        }
        // A window its type hides and shows again (a privacy cover, a splash
        // over the app): the root set right before showing it is not seen.
        if let windowName, typeOf(unit.scope, in: hidingTypes, window: windowName),
           shownAfter || shownByOwnMethod(windowName, in: after, scope: unit.scope) {
            return (.newWindow(.shownAfter), nil)
        }
        if windows.runsOnlyWithoutRoot(target, unit: unit.body) { return (.newWindow(.noRootBefore), nil) }
        if shownAfter, windowName != nil, isBareViewController(assignedAt: target, unit: unit.body) {
            return (.newWindow(.presentationHost), nil)
        }
        let pending = PendingContext(
            function: unit.scope, qualifiedFunction: qualified ?? "", typeLength: typeLength, labels: labels, createdBefore: createdBefore,
            startShownAfter: unit.kind == .function && shownAfter
                && (isStartFunction(unit.scope) || isStartFunction(judgedFunction) || ownWindow()),
            // A second window (overlay, alert, lock screen) that is shown only
            // after it has its root is not on screen yet.
            otherShownAfter: (evidence == .otherWindowName || evidence == .declaredWindow) && shownAfter)
        // Until the project says otherwise: not launch-only, not called later.
        return (pending.resolved(launchOnly: false, calledAtRuntime: false), qualified == nil ? nil : pending)
    }

    /// After the write, the function calls a method of its own type that
    /// shows the window (`setShow(true, animated: true)`, whose body sets
    /// `window.isHidden = false`): an overlay's manager shows the window it
    /// has just given its root through a helper of its own.
    func shownByOwnMethod(_ windowName: Int, in after: Range<Int>, scope: Int) -> Bool {
        guard !after.isEmpty, let type = file.enclosingType(of: scope) else { return false }
        let typeName = file.typeBaseName(of: type)
        // Bounded: an overlay is shown in a place or two.
        for show in windows.shows(of: windowName, file: file).prefix(16) {
            guard let method = file.enclosingFunction(of: file.innermostScope(at: show)), file.scopes[method].name >= 0,
                  let methodType = file.enclosingType(of: method), file.typeBaseName(of: methodType) == typeName else { continue }
            // `setShow(…)` or `self.setShow(…)`: this instance's method.
            let call = names.firstOccurrence(sameAs: file.scopes[method].name, in: after, file: file, limit: 32) { call in
                call + 1 < file.code.count && file.code[call + 1].kind == .leftParen
                    && (call == 0 || file.code[call - 1].kind != .period || (call >= 2 && file.code[call - 2].keyword == .self))
            }
            if call != nil { return true }
        }
        return false
    }

    /// The window is a stored property of the type, made in its declaration
    /// (`private let window = UIWindow(frame: UIScreen.main.bounds)`), and the
    /// write is in an initializer (or a step of one): every instance makes
    /// its own new window, so this is its first root whoever builds it.
    func createdWithInstance(_ name: Int, receiver: Range<Int>, judgedFunction: Int) -> Bool {
        guard judgedFunction >= 0, judgedFunction < file.scopes.count, file.scopes[judgedFunction].keyword == .`init` else { return false }
        return madeInDeclaration(name, receiver: receiver, function: judgedFunction)
    }

    /// The window written is a stored property of the function's type that
    /// the type makes in its declaration (`private let window =
    /// TransparentWindow(frame: …)`): a window of the instance's own.
    func madeInDeclaration(_ name: Int, receiver: Range<Int>, function judgedFunction: Int) -> Bool {
        guard judgedFunction >= 0, judgedFunction < file.scopes.count, let type = file.enclosingType(of: judgedFunction) else { return false }
        // A bare `window` in `init(window:)` is the parameter, not the property.
        let viaSelf = file.chainNames(receiver).first.map { file.code[$0].keyword == .self } ?? false
        if !viaSelf, file.parameters(of: judgedFunction).contains(where: { $0.name == file.text(name) }) { return false }
        let body = Range<Int>.clamped(file.scopes[type].open + 1, file.scopes[type].close)
        guard let declared = names.declarations(sameAs: name, in: body, file: file).first(where: { file.innermostScope(at: $0) == type })
        else { return false }
        // The declaration's `=`, past a type annotation (`: UIWindow`, `: UIWindow?`).
        var equal = declared + 1
        while equal < min(declared + 8, file.code.count), file.code[equal].kind != .equal { equal += 1 }
        return equal < file.code.count && file.code[equal].kind == .equal
            && windows.created(name, in: .clamped(declared, equal + 2), file: file)
    }

    /// The value written at `target` is `UIViewController()` and nothing
    /// more, or a local made so: a screen with nothing on it.
    func isBareViewController(assignedAt target: Int, unit: Range<Int>) -> Bool {
        let start = target + 2
        guard start < file.code.count else { return false }
        if file.expressionEnd(from: start) == start + 1, file.isName(start) {
            if let declared = names.localDeclaration(of: start, in: .clamped(unit.lowerBound, target), file: file) {
                return file.initialValue(ofDeclarationAt: declared, limit: target).map { isBareViewController($0) } ?? false
            }
            // A stored property of the writing type: `let viewController: UIViewController = .init()`.
            if let type = file.enclosingType(of: file.innermostScope(at: target)) {
                let body = Range<Int>.clamped(file.scopes[type].open + 1, file.scopes[type].close)
                if let declared = names.firstDeclaration(sameAs: start, in: body, file: file, limit: 16,
                                                         where: { file.innermostScope(at: $0) == type }),
                   let value = file.initialValue(ofDeclarationAt: declared, limit: file.scopes[type].close) {
                    return isBareViewController(value) || isBareViewController(annotatedInit: value, declared: declared)
                }
            }
        }
        return isBareViewController(start..<file.expressionEnd(from: start))
    }

    func isBareViewController(_ value: Range<Int>) -> Bool {
        let start = value.lowerBound
        return value.count == 3 && start + 2 < file.code.count && file.spells(start, "UIViewController")
            && file.code[start + 1].kind == .leftParen && file.code[start + 2].kind == .rightParen
    }

    /// `name: UIViewController = .init()`: the value `.init()` after the annotation.
    func isBareViewController(annotatedInit value: Range<Int>, declared: Int) -> Bool {
        let start = value.lowerBound
        return value.count == 4 && start + 3 < file.code.count && declared + 2 < start
            && file.code[declared + 1].kind == .colon && file.spells(declared + 2, "UIViewController") && declared + 3 == start - 1
            && file.code[start].kind == .period && file.spells(start + 1, "init")
            && file.code[start + 2].kind == .leftParen && file.code[start + 3].kind == .rightParen
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

    /// For a private method (`setUpWindow()`) that only its type's
    /// initializers or `start()` call, in this file, the first such caller:
    /// the method is part of building the first interface, as its caller is.
    func startCaller(of function: Int) -> Int? {
        let scope = file.scopes[function]
        guard scope.keyword == .func, scope.name >= 0, file.isPrivateDeclaration(function) else { return nil }
        // The type by name: an extension of it counts as the type.
        let type = file.enclosingType(of: function)
        var first: Int?
        for use in names.occurrences(sameAs: scope.name, in: file) where use != scope.name {
            // `setUpWindow()`, or `openSplash { … }` with a trailing closure.
            guard use + 1 < file.code.count, file.code[use + 1].kind == .leftParen || file.code[use + 1].kind == .leftBrace,
                  let caller = file.enclosingFunction(of: file.innermostScope(at: use)),
                  isStartFunction(caller), sameTypeName(file.enclosingType(of: caller), type) else { return nil }
            if first == nil { first = caller }
        }
        return first
    }

    private mutating func neverCalled(_ function: Int) -> Bool {
        if let known = judgedFunctions[function].neverCalled { return known }
        let answer = isNeverCalled(function)
        judgedFunctions[function].neverCalled = answer
        return answer
    }

    /// The function whose time a function's writes run at: the initializer
    /// or `start()` a private step of it is called from, the method a nested
    /// function is called in, or the function itself.
    private mutating func timeGiver(of function: Int) -> Int {
        if let known = judgedFunctions[function].judged { return known }
        let judged = startCaller(of: function) ?? nestingCaller(of: function) ?? function
        judgedFunctions[function].judged = judged
        return judged
    }

    /// A private method nothing in its file names but test code: its one
    /// call left commented out (`// setHomeViewAsRoot(in: window)`), a
    /// leftover, or a step only unit tests run.
    /// Not one the Objective-C runtime can call without its name in Swift
    /// code: a storyboard's `@IBAction`, an `@objc` or `dynamic` member.
    func isNeverCalled(_ function: Int) -> Bool {
        let scope = file.scopes[function]
        guard scope.keyword == .func, scope.name >= 0, scope.name < file.code.count, file.isPrivateDeclaration(function) else { return false }
        // Attributes and modifiers read on their tokens, without strings.
        for i in Range<Int>.clamped(scope.headerStart, scope.name) {
            if file.code[i].kind == .attribute, Self.runtimeCallableAttributes.contains(where: { file.spells(i, $0) }) { return false }
            if file.spells(i, "dynamic") { return false }
        }
        if let type = file.enclosingType(of: function),
           Range<Int>.clamped(file.scopes[type].headerStart, file.scopes[type].open).contains(where: { file.spells($0, "@objcMembers") }) {
            return false
        }
        // Named only in test code (`if isUnitTesting { displaySplash() }`): the app never calls it.
        return !names.occurrences(sameAs: scope.name, in: file).contains {
            $0 != scope.name && !scopes.isTestCode(file.innermostScope(at: $0))
        }
    }

    /// Attributes that let the Objective-C runtime call a method by selector.
    static let runtimeCallableAttributes: [StaticString] = ["@objc", "@IBAction", "@IBSegueAction", "@NSManaged"]

    /// For a function nested in a method (`func showLaunchScreen()` inside
    /// `start(options:session:)`) that the method calls, and calls only as
    /// it runs (not from a closure run later): the method, whose time it runs at.
    func nestingCaller(of function: Int) -> Int? {
        let scope = file.scopes[function]
        guard scope.keyword == .func, scope.name >= 0, let outer = file.enclosingFunction(of: scope.parent) else { return nil }
        let body = file.scopes[outer]
        var called = false
        for use in names.occurrences(sameAs: scope.name, in: file) where use != scope.name {
            guard use + 1 < file.code.count, file.code[use + 1].kind == .leftParen, body.open < use, use < body.close,
                  scopes.executionUnit(at: use, in: file).scope == outer else { return nil }
            called = true
        }
        return called ? outer : nil
    }

    /// Whether two type scopes have the same base name, read on their name
    /// tokens (no type at all is a name of its own): two heap strings per
    /// call when the names were made to be compared.
    private func sameTypeName(_ x: Int?, _ y: Int?) -> Bool {
        guard let x, let y else { return x == nil && y == nil }
        switch (file.typeBaseNameIndex(of: x), file.typeBaseNameIndex(of: y)) {
        case (nil, nil): return true
        case let (a?, b?): return file.sameText(a, b)
        default: return false
        }
    }

    /// In `didSet`/`willSet` of the property it writes to: `var window:
    /// UIWindow? { didSet { window?.rootViewController = host } }`.
    func observesWrittenProperty(_ function: Int, receiver: Range<Int>) -> Bool {
        let accessor = file.scopes[function]
        guard accessor.keyword == .didSet || accessor.keyword == .willSet, accessor.parent > 0 else { return false }
        let property = file.scopes[accessor.parent]
        guard property.name >= 0, let written = receiverName(receiver) else { return false }
        return file.sameText(written, property.name)
    }

    /// The car's window: one held by a CarPlay scene delegate, or a `CPWindow`
    /// parameter (`application(_:didConnectCarInterfaceController:to:)`).
    func isCarPlayWindow(_ receiver: Range<Int>, scope: Int, evidence: WindowEvidence) -> Bool {
        guard !carPlaySceneDelegates.isEmpty || mentionsCarPlayWindow, let name = ownWindowName(receiver, evidence: evidence)
        else { return false }
        if let type = file.enclosingType(of: scope), isCarPlaySceneDelegate(type) { return true }
        guard mentionsCarPlayWindow, let function = file.enclosingFunction(of: scope) else { return false }
        return file.parameters(of: function).contains { parameter in
            parameter.name == file.text(name) && parameter.type.contains { file.isName($0) && file.spells($0, Vocabulary.carPlayWindowType) }
        }
    }

    /// A type this file declares a CarPlay scene delegate, on the type or an
    /// extension of it (`extension CarPlaySceneDelegate:
    /// CPTemplateApplicationSceneDelegate`).
    func isCarPlaySceneDelegate(_ type: Int) -> Bool {
        !carPlaySceneDelegates.isEmpty && carPlaySceneDelegates.contains(file.typeBaseName(of: type))
    }

    /// A window the code holds by one name (`carWindow`, `self.window`,
    /// a parameter): not one reached through the app (`UIApplication.shared…`,
    /// `appDelegate.window`), which is the phone's.
    func ownWindowName(_ receiver: Range<Int>, evidence: WindowEvidence) -> Int? {
        switch evidence {
        case .mainWindowName, .otherWindowName, .declaredWindow: break
        case .windowsLookup, .closureOverWindows, .windowSelf: return nil
        }
        let names = file.chainNames(receiver).filter { file.code[$0].keyword != .self }
        return names.count == 1 ? names[0] : nil
    }

    static func carPlaySceneDelegates(in file: SourceFile) -> Set<String> {
        // Most files never mention CarPlay: look for the bytes first.
        guard file.bytes.withUnsafeBufferPointer({ Vocabulary.carPlaySceneDelegateSearch.occurs(in: $0) }) else { return [] }
        var types: Set<String> = []
        for scope in file.scopes.indices where file.scopes[scope].kind == .type && !file.scopes[scope].clause.isEmpty
            && file.inheritedTypes(of: scope).contains(where: Vocabulary.isCarPlaySceneDelegateProtocol) {
            types.insert(file.typeBaseName(of: scope))
        }
        return types
    }

    /// In a callback saying windows were just made (`windowsDidLoad(_ manager:)`),
    /// writing to a window reached through one of its parameters.
    func isSetUpCallback(_ function: Int, receiver: Range<Int>) -> Bool {
        let scope = file.scopes[function]
        guard scope.kind == .function, scope.name >= 0,
              Vocabulary.windowSetUpCallbackSuffixes.contains(where: { file.hasSuffix(scope.name, $0) }),
              let first = file.chainNames(receiver).first else { return false }
        let parameters = Set(file.parameters(of: function).map(\.name))
        return parameters.contains(file.text(first))
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
    /// UTF-8 bytes of the type's name, before the dot of `qualifiedFunction`.
    var typeLength: Int
    /// The argument labels of that method (`_` for none).
    var labels: [String]
    /// The window was created earlier in the same code.
    var createdBefore: Bool
    /// The write is in `start()` (or an initializer) and the window is shown afterwards.
    var startShownAfter: Bool
    /// A second window, shown only after it has its root.
    var otherShownAfter: Bool

    /// The method, for `LaunchReach`, when only the callers can still make
    /// the write a first root rather than a swap.
    var method: MethodKey? {
        // The key keeps where the name was joined: searching the `String`
        // for the dot, or counting to it, cost more than the key.
        guard !createdBefore, !otherShownAfter, typeLength < qualifiedFunction.utf8.count else { return nil }
        return MethodKey(qualified: qualifiedFunction, typeLength: typeLength, labels: labels)
    }

    /// A `start()` write that `resolved(launchOnly:calledAtRuntime:)` makes a
    /// swap exactly when its method is called at run time and not only at launch.
    var swapsIfCalledAtRuntime: Bool { startShownAfter && !createdBefore && !otherShownAfter }

    func resolved(in project: ProjectFacts) -> WriteContext {
        // Asked only where the answer matters, so that what a file asked is all it depends on.
        let launchOnly = project.isLaunchOnly(qualifiedFunction)
        return resolved(launchOnly: launchOnly, calledAtRuntime: !launchOnly && startShownAfter && !createdBefore
                            && project.isCalledAtRuntime(qualifiedFunction))
    }

    func resolved(launchOnly: Bool, calledAtRuntime: Bool) -> WriteContext {
        // A window made right here gets its first root whoever calls the
        // method, launch code too: not a switch (`makeWindowForTesting()`
        // called from `application(_:didFinishLaunchingWithOptions:)`).
        if createdBefore { return .newWindow(.createdBefore) }
        if launchOnly { return .launch(function: function) }
        if startShownAfter && !calledAtRuntime { return .newWindow(.shownAfter) }
        if otherShownAfter { return .newWindow(.shownAfter) }
        return .swap
    }
}
