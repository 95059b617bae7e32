import RootLintSyntax

/// A method of a root container type (configured `containerTypes`) that
/// swaps the container's child: it calls `addChild` and `removeFromParent`,
/// directly or through the type's own helpers one call deep (`replace(with:)`
/// calling `removeCurrentChild()` and `embed(_:)`), not in two branches of
/// one `if`/`else` or `switch`. Outside test code.
public struct ContainerSwap: Sendable, Equatable {
    /// The container type's scope and the method's scope.
    public var type: Int
    var method: Int
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
        for type in file.scopes.indices where file.scopes[type].kind == .type {
            guard configuration.isContainerName(file.typeBaseName(of: type)), !isAppKitController(type, in: file),
                  !scopes.isTestCode(file.innermostScope(at: file.scopes[type].open)) else { continue }
            let methods = ContainerMethods(type: type, file: file)
            for method in methods.all {
                guard let add = methods.reach(method, .addChild), let remove = methods.reach(method, .removeFromParent),
                      // Adding in one branch and removing in the other shows or
                      // hides a child (a banner, an overlay): nothing is swapped.
                      !file.areInExclusiveBranches(add, remove) else { continue }
                swaps.append(ContainerSwap(
                    type: type, method: method, addChild: add,
                    isAnimated: methods.reach(method, .transition) != nil || methods.reach(method, .animate) != nil,
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

    init(type: Int, file: SourceFile) {
        self.file = file
        // The type's descendants follow it in scope order until a scope
        // opens after the type's close.
        var methods: [Int] = []
        var s = type + 1
        while s < file.scopes.count, file.scopes[s].open < file.scopes[type].close {
            let scope = file.scopes[s]
            if scope.kind == .function, scope.keyword == .func, scope.parent == type { methods.append(s) }
            s += 1
        }
        all = methods
        byName = Dictionary(methods.map { (file.functionName(of: $0), $0) }, uniquingKeysWith: { first, _ in first })
        for method in methods {
            var firsts = [Int?](repeating: nil, count: Self.watched.count)
            var calls: [(call: Int, callee: Int)] = []
            for i in body(method) where isCallToken(i) {
                if let k = Self.watched.firstIndex(where: { file.spells(i, $0) }), firsts[k] == nil { firsts[k] = i }
                if isOwnCall(i), let callee = byName[file.text(i)], callee != method { calls.append((i, callee)) }
            }
            direct[method] = firsts
            ownCalls[method] = calls
        }
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

    func isDirectSwapper(_ method: Int) -> Bool {
        direct[method]?[0] != nil && direct[method]?[1] != nil
    }

    func callsDirectSwapper(_ method: Int) -> Bool {
        ownCalls[method]?.contains { isDirectSwapper($0.callee) } ?? false
    }

    /// A name followed by `(`, not declared here.
    func isCallToken(_ i: Int) -> Bool {
        i + 1 < file.code.count && file.code[i + 1].kind == .leftParen && !(i > 0 && file.code[i - 1].keyword == .func)
    }

    /// A call of a method of this type: bare or on `self`.
    func isOwnCall(_ i: Int) -> Bool {
        file.isName(i) && (i == 0 || file.code[i - 1].kind != .period || (i >= 2 && file.code[i - 2].keyword == .self))
    }
}
