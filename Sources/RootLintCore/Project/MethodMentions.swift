import RootLintSyntax

extension ProjectContribution {
    /// Every mention of the method names `names` in a file (tests left out):
    /// declarations, calls with their receiver's type and the function they
    /// are made in, and any other use. For `LaunchReach`.
    static func methodMentions(of words: WordSet, in file: SourceFile, scopes: ScopeFacts, isTestFile: Bool,
                               configuration: Configuration, names: NameIndex? = nil) -> [String: [MethodMention]] {
        if isTestFile { return [:] }
        var nameIndex = LazyNameIndex(names)
        var launchCode: Set<Int>?
        var functionNamedAt: [Int: Int]?
        var mentions: [String: [MethodMention]] = [:]
        let code = file.code
        for i in code.indices where file.isName(i) && words.contains(i, in: file) {
            let name = file.text(i)
            if i > 0, code[i - 1].keyword == .func {
                if functionNamedAt == nil {
                    var map: [Int: Int] = [:]
                    for (index, scope) in file.scopes.enumerated() where scope.kind == .function && scope.name >= 0 { map[scope.name] = index }
                    functionNamedAt = map
                }
                guard let function = functionNamedAt?[i], !scopes.isTestCode(function) else { continue }
                let type = file.enclosingType(of: file.scopes[function].parent)
                let isConcrete = type.map { [.class, .struct, .enum, .actor].contains(file.scopes[$0].keyword) } ?? false
                let labels = file.parameters(of: function).map { $0.label ?? "_" }
                mentions[name, default: []].append(MethodMention(kind: .declaration(type: type.map { file.typeBaseName(of: $0) } ?? "",
                                                                                    isConcrete: isConcrete, labels: labels)))
                continue
            }
            let isCall = i + 1 < code.count && (code[i + 1].kind == .leftParen || code[i + 1].kind == .leftBrace)
            let scope = file.innermostScope(at: i)
            // Any other use (`#selector(showMain)`, `let action = showMain`),
            // and a call outside any function, may run at any time.
            guard isCall, var function = file.enclosingFunction(of: scope) else {
                if !scopes.isTestCode(scope) { mentions[name, default: []].append(MethodMention(kind: .reference)) }
                continue
            }
            if scopes.isTestCode(function) { continue }
            // A nested function runs whenever its outer function calls it, or later.
            var nested = false
            while let outer = file.enclosingFunction(of: file.scopes[function].parent) {
                function = outer
                nested = true
            }
            let labels = code[i + 1].kind == .leftParen
                ? file.callArguments(open: i + 1).map { $0.label >= 0 ? file.text($0.label) : "_" } : []
            let ownType = file.enclosingType(of: function).map { file.typeBaseName(of: $0) }
            let receiver = receiverType(ofCallAt: i, in: function, ownType: ownType, file: file, names: &nameIndex, scopes: scopes)
            if launchCode == nil {
                launchCode = Self.launchCode(in: file, scopes: scopes, configuration: configuration, names: &nameIndex)
            }
            let callerName = file.functionName(of: function)
            let key = ownType.flatMap { type in
                callerName.isEmpty || file.scopes[function].keyword != .func ? nil
                    : MethodKey(type: type, name: callerName, labels: file.parameters(of: function).map { $0.label ?? "_" })
            }
            let caller = MethodMention.Caller(key: key, isSynchronous: !nested && scopes.executionUnit(at: i, in: file).scope == function,
                                              isLaunchCode: launchCode!.contains(function))
            mentions[name, default: []].append(MethodMention(kind: .call(receiverType: receiver, labels: labels, caller: caller)))
        }
        return mentions
    }

    /// The names launch code calls synchronously, resolved or not.
    static func launchCallNames(in file: SourceFile, scopes: ScopeFacts, configuration: Configuration, names: NameIndex? = nil) -> [String] {
        var nameIndex = LazyNameIndex(names)
        let launchCode = launchCode(in: file, scopes: scopes, configuration: configuration, names: &nameIndex)
        var names: Set<String> = []
        for function in launchCode { names.formUnion(synchronousCallNames(in: function, file: file, scopes: scopes)) }
        return names.sorted()
    }

    /// The names called synchronously by the functions named one of `names`
    /// (outside tests).
    static func synchronousCallNames(ofFunctionsNamed names: Set<String>, in file: SourceFile, scopes: ScopeFacts,
                                     isTestFile: Bool) -> Set<String> {
        if isTestFile { return [] }
        var called: Set<String> = []
        for (index, scope) in file.scopes.enumerated() where scope.kind == .function && scope.name >= 0 && !scopes.isTestCode(index)
            && names.contains(file.text(scope.name)) {
            called.formUnion(synchronousCallNames(in: index, file: file, scopes: scopes))
        }
        return called
    }

    /// `name(…)` and `name { … }` in the function's own code, not in a closure that may run later.
    static func synchronousCallNames(in function: Int, file: SourceFile, scopes: ScopeFacts) -> Set<String> {
        let body = file.scopes[function]
        var called: Set<String> = []
        var i = body.open + 1
        while i + 1 < min(body.close, file.code.count) {
            defer { i += 1 }
            guard file.isName(i), file.code[i + 1].kind == .leftParen || file.code[i + 1].kind == .leftBrace,
                  !(i > 0 && file.code[i - 1].keyword == .func), scopes.executionUnit(at: i, in: file).scope == function else { continue }
            called.insert(file.text(i))
        }
        return called
    }
}
