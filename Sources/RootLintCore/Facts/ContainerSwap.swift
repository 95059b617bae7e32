import RootLintSyntax

/// A method of a type that swaps the type's child: it calls `addChild` and
/// `removeFromParent`, directly or through the type's own helpers one call
/// deep (`replace(with:)` calling `removeCurrentChild()` and `embed(_:)`),
/// not in two branches of one `if`/`else` or `switch`. Outside test code.
/// A root container is a type named like one (configured `containerTypes`)
/// or one the project installs as the window's root (`InstalledRootType`),
/// which only the project knows: the rule asks it.
public struct ContainerSwap: Sendable, Equatable {
    /// The container type's scope and the method's scope (a method, or a
    /// property observer: `didSet` adding the new child and removing the old).
    public var type: Int
    var method: Int
    /// The type is named like a root container.
    public var isNamedContainer: Bool
    /// Code index of the `addChild` call, or of the call of the helper that makes it.
    public var addChild: Int
    /// Whether the method, or a helper it calls, animates: a `transition(…)`
    /// (`transition(from:to:…)`, `UIView.transition`) or an `animate(…)`.
    public var isAnimated: Bool
    /// Adds and removes the child in its own body.
    public var isDirect: Bool
    /// Calls another method of the type that swaps by itself.
    public var callsDirectSwapper: Bool

    static func find(in file: SourceFile, configuration: Configuration, scopes: ScopeFacts) -> [ContainerSwap] {
        var swaps: [ContainerSwap] = []
        let calls = ChildCalls(file)
        guard !calls.adds.isEmpty, !calls.removes.isEmpty else { return [] }
        for type in file.scopes.indices where file.scopes[type].kind == .type {
            let isNamed = configuration.isContainerName(file.typeBaseName(of: type))
            // Any other type may be installed as the root: read only one
            // whose body adds and removes a child.
            guard isNamed || calls.bothWithin(file.scopes[type]), !isAppKitController(type, in: file),
                  !scopes.isTestCode(file.innermostScope(at: file.scopes[type].open)) else { continue }
            let methods = ContainerMethods(type: type, file: file)
            for method in methods.all {
                guard let add = methods.reach(method, .addChild), let remove = methods.reach(method, .removeFromParent),
                      // Adding in one branch and removing in the other shows or
                      // hides a child (a banner, an overlay): nothing is swapped.
                      !file.areInExclusiveBranches(add, remove) else { continue }
                swaps.append(ContainerSwap(
                    type: type, method: method, isNamedContainer: isNamed, addChild: add,
                    isAnimated: methods.animatesSwap(method, add: add),
                    isDirect: methods.isDirectSwapper(method), callsDirectSwapper: methods.callsDirectSwapper(method)))
            }
        }
        return swaps
    }

    /// A type whose superclass is AppKit's (`class ManageTunnelsRootViewController:
    /// NSViewController`): a macOS window's panes, not an iOS app's interface.
    static func isAppKitController(_ type: Int, in file: SourceFile) -> Bool {
        let clause = file.scopes[type].clause
        guard let first = clause.first(where: { file.isName($0) }) else { return false }
        return file.hasPrefix(first, Vocabulary.appKitPrefix) && file.code[first].length > 2
            && file.withBytes(of: first) { $0.count > 2 && $0[2] >= UInt8(ascii: "A") && $0[2] <= UInt8(ascii: "Z") }
    }
}

/// Where the file names `addChild` and `removeFromParent`, ascending: which
/// types can swap a child at all, each asked with two binary searches.
private struct ChildCalls {
    var adds: [Int] = []
    var removes: [Int] = []

    /// Found by their bytes (the file's tokens are not walked: with the
    /// prefilter off every file is asked, most of them naming neither).
    init(_ file: SourceFile) {
        adds = file.codeIndices(startingAt: Self.addChild).filter { file.spells($0, "addChild") }
        guard !adds.isEmpty else { return }
        removes = file.codeIndices(startingAt: Self.removeFromParent).filter { file.spells($0, "removeFromParent") }
    }

    private static let addChild = ByteSearch("addChild")
    private static let removeFromParent = ByteSearch("removeFromParent")

    func bothWithin(_ scope: Scope) -> Bool {
        let body = Range<Int>.clamped(scope.open, scope.close)
        return Self.any(of: adds, in: body) && Self.any(of: removes, in: body)
    }

    private static func any(of sorted: [Int], in range: Range<Int>) -> Bool {
        var low = 0, high = sorted.count
        while low < high {
            let mid = (low + high) / 2
            if sorted[mid] < range.lowerBound { low = mid + 1 } else { high = mid }
        }
        return low < sorted.count && sorted[low] < range.upperBound
    }
}

/// The methods of one container type and what they call, each body read
/// once: the calls of the four names that matter, and the calls of the
/// type's own methods (for what a method reaches one call deep).
private struct ContainerMethods {
    /// The calls that matter, in `watched` order.
    enum Call: Int { case addChild, removeFromParent, transition, animate }
    static let watched: [StaticString] = ["addChild", "removeFromParent", "transition", "animate"]

    let file: SourceFile
    /// Method scopes directly in the type.
    let all: [Int]
    let byName: [String: Int]
    /// Per method (same order as `all`): the first call of each watched name, and
    /// the calls of other methods of the type (call index, callee method).
    private var direct: [Int: [Int?]] = [:]
    private var ownCalls: [Int: [(call: Int, callee: Int)]] = [:]
    /// Per method: every `transition(…)`/`animate(…)` call in its body, and
    /// the statements (`if`, `case`) that hold a `return` of their own.
    private var animations: [Int: [Int]] = [:]
    private var returningStatements: [Int: Set<Int>] = [:]

    init(type: Int, file: SourceFile) {
        self.file = file
        // The type's descendants follow it in scope order until a scope
        // opens after the type's close.
        var methods: [Int] = []
        var s = type + 1
        while s < file.scopes.count, file.scopes[s].open < file.scopes[type].close {
            let scope = file.scopes[s]
            if scope.kind == .function, scope.keyword == .func, scope.parent == type { methods.append(s) }
            // `var current: UIViewController? { didSet { … } }`: the observer
            // of a property holding any screen swaps the content; one holding
            // a banner's own controller (`NotificationController?`) swaps a banner.
            if scope.kind == .function, scope.keyword == .didSet || scope.keyword == .willSet || scope.keyword == .set,
               scope.parent > type, file.scopes[scope.parent].parent == type, Self.holdsAnyScreen(scope.parent, in: file) {
                methods.append(s)
            }
            s += 1
        }
        all = methods
        byName = Dictionary(methods.filter { file.scopes[$0].keyword == .func }.map { (file.functionName(of: $0), $0) },
                            uniquingKeysWith: { first, _ in first })
        for method in methods {
            var firsts = [Int?](repeating: nil, count: Self.watched.count)
            var calls: [(call: Int, callee: Int)] = []
            var animating: [Int] = []
            var returning: Set<Int> = []
            for i in body(method) {
                if file.code[i].keyword == .return {
                    let scope = file.innermostScope(at: i)
                    if file.scopes.indices.contains(scope), file.scopes[scope].kind == .statement { returning.insert(scope) }
                }
                guard isCallToken(i) else { continue }
                if let k = Self.watched.firstIndex(where: { file.spells(i, $0) }) {
                    if firsts[k] == nil { firsts[k] = i }
                    if k == Call.transition.rawValue || k == Call.animate.rawValue { animating.append(i) }
                }
                if isOwnCall(i), let callee = byName[file.text(i)], callee != method { calls.append((i, callee)) }
            }
            direct[method] = firsts
            ownCalls[method] = calls
            animations[method] = animating
            returningStatements[method] = returning
        }
    }

    /// A property declared `: UIViewController` (optional or not).
    static func holdsAnyScreen(_ property: Int, in file: SourceFile) -> Bool {
        let name = file.scopes[property].name
        return name >= 0 && file.code.indices.contains(name + 2) && file.code[name + 1].kind == .colon
            && file.spells(name + 2, "UIViewController")
    }

    func body(_ method: Int) -> Range<Int> {
        let scope = file.scopes[method]
        return .clamped(scope.open + 1, min(scope.close, file.code.count))
    }

    /// Code index of a call of the watched name `k` in the method, or in a
    /// method of the type it calls (then the index of that call site).
    func reach(_ method: Int, _ call: Call) -> Int? {
        let k = call.rawValue
        if let first = direct[method]?[k] { return first }
        return ownCalls[method]?.first { direct[$0.callee]?[k] != nil }?.call
    }

    /// Whether an animation (its own, or a method of the type it calls)
    /// animates the swap whose `addChild` is at `add`: not one in a branch
    /// that returns before the swap (`case (.onboarding, .main): return
    /// animateMain()` with every other change swapped below the `switch`).
    func animatesSwap(_ method: Int, add: Int) -> Bool {
        let own = animations[method] ?? []
        if own.contains(where: { !returnsAway($0, before: add, in: method) }) { return true }
        return ownCalls[method]?.contains { call in
            animations[call.callee]?.isEmpty == false && !returnsAway(call.call, before: add, in: method)
        } ?? false
    }

    /// The call sits in a statement that returns and does not hold `add`:
    /// control that reaches the call never reaches the swap. Up to 64 levels.
    private func returnsAway(_ call: Int, before add: Int, in method: Int) -> Bool {
        guard let returning = returningStatements[method], !returning.isEmpty else { return false }
        var s = file.innermostScope(at: call)
        var steps = 0
        while s > method, s < file.scopes.count, steps < 64 {
            let scope = file.scopes[s]
            if scope.kind == .statement, !(scope.open < add && add < scope.close), returning.contains(s) { return true }
            s = scope.parent
            steps += 1
        }
        return false
    }

    func isDirectSwapper(_ method: Int) -> Bool {
        direct[method]?[0] != nil && direct[method]?[1] != nil
    }

    func callsDirectSwapper(_ method: Int) -> Bool {
        ownCalls[method]?.contains { isDirectSwapper($0.callee) } ?? false
    }

    /// A name followed by `(`, not declared here, or by a trailing closure
    /// alone (`animate { … }.done { … }`, a promise library's animation).
    func isCallToken(_ i: Int) -> Bool {
        guard i + 1 < file.code.count, !(i > 0 && file.code[i - 1].keyword == .func) else { return false }
        if file.code[i + 1].kind == .leftParen { return true }
        guard file.code[i + 1].kind == .leftBrace, file.isName(i), let scope = file.firstScope(openingAfter: i) else { return false }
        return file.scopes[scope].open == i + 1 && file.scopes[scope].kind == .closure
    }

    /// A call of a method of this type: bare or on `self`.
    func isOwnCall(_ i: Int) -> Bool {
        file.isName(i) && (i == 0 || file.code[i - 1].kind != .period || (i >= 2 && file.code[i - 2].keyword == .self))
    }
}
