import RootLintSyntax

/// Deciding whether the receiver of a `rootViewController =` is a window.
/// `rootViewController` is also a common property of coordinators, context
/// objects and ad banners (`GADBannerView.rootViewController`), so a write
/// counts only with evidence: the receiver's name, its declaration, the
/// closure it is in, or the `UIWindow` type around a bare write.
struct WindowReceiver {
    let file: SourceFile

    /// Evidence that `receiver` (empty for a bare write) is a window, or `nil`.
    func evidence(receiver: Range<Int>, target: Int, scope: Int) -> WindowEvidence? {
        let names = file.chainNames(receiver)
        guard let last = names.last else {
            return receiver.isEmpty ? selfEvidence(target: target, scope: scope) : nil
        }
        if file.code[last].kind == .keyword, file.code[last].keyword == .self {
            return names.count == 1 ? selfEvidence(target: target, scope: scope) : nil
        }
        if let lookup = windowsLookup(names) { return lookup }
        if file.spells(last, "window") || file.spells(last, "keyWindow") { return .mainWindowName }
        if isWindowName(last) { return .otherWindowName }
        if file.code[last].kind == .dollarIdentifier {
            return closureOverWindows(scope: scope) ? .closureOverWindows : nil
        }
        // A plain name (`w`, `self.overlay`): look at how it was declared.
        let isSimple = names.count == 1 || (names.count == 2 && file.code[names[0]].keyword == .self)
        if isSimple, isDeclaredWindow(name: last, before: target, scope: scope) { return .declaredWindow }
        return nil
    }

    /// `windows.first`, `windows.last`, `windows[0]`, `windows.first(where:)`,
    /// `windows.filter { … }.first`: anything taken from a `windows` collection.
    func windowsLookup(_ names: [Int]) -> WindowEvidence? {
        guard let index = names.lastIndex(where: { file.spells($0, "windows") }) else { return nil }
        let after = names[(index + 1)...]
        let collectionAccessors: Set<String> = ["first", "last", "filter", "compactMap", "lazy", "reversed", "sorted", "min", "max"]
        guard after.allSatisfy({ collectionAccessors.contains(file.text($0)) }) else { return nil }
        // `windows` itself has no `rootViewController`; `windows[0]` ends in a
        // subscript, which `chainNames` skips, so `windows` is last then.
        return .windowsLookup
    }

    /// `mainWindow`, `overlayWindow`, `alertWindow`: names ending in `Window`/`window`.
    func isWindowName(_ i: Int) -> Bool {
        file.hasSuffix(i, "Window") || file.hasSuffix(i, "window")
    }

    /// Bare `rootViewController =` or `self.rootViewController =`: a window
    /// only inside a `UIWindow` extension or subclass that does not declare a
    /// `rootViewController` of its own, and with no local of that name.
    func selfEvidence(target: Int, scope: Int) -> WindowEvidence? {
        guard let type = file.enclosingType(of: scope), isWindowType(type) else { return nil }
        if let function = file.enclosingFunction(of: scope),
           findLocalDeclaration(named: target, in: file.scopes[function].open..<target) != nil {
            return nil
        }
        return .windowSelf
    }

    /// `extension UIWindow`, `class OverlayWindow: UIWindow`, `extension OverlayWindow`.
    func isWindowType(_ type: Int) -> Bool {
        let scope = file.scopes[type]
        if scope.keyword == .extension { return file.typeBaseName(of: type).hasSuffix("Window") }
        guard scope.keyword == .class else { return false }
        return file.inheritedTypes(of: type).first?.hasSuffix("Window") == true
    }

    /// `$0` inside a closure over windows: `windows.forEach { $0.rootViewController = … }`,
    /// `UIWindow(frame: …).then { $0.rootViewController = … }`.
    func closureOverWindows(scope: Int) -> Bool {
        for s in file.ancestors(from: scope) where file.scopes[s].kind == .closure {
            let callee = file.scopes[s].callee
            return file.chainNames(callee).contains { file.spells($0, "windows") || isWindowName($0) }
        }
        return false
    }

    /// Whether `name` is declared (as a local, parameter or property of the
    /// enclosing type) with a window type or a window-making initial value.
    func isDeclaredWindow(name: Int, before target: Int, scope: Int) -> Bool {
        // Locals live in the code around the write up to the enclosing type:
        // a function body, or a property's initializer closure.
        if let body = outermostCodeScope(of: scope) {
            if let declaration = findLocalDeclaration(named: name, in: file.scopes[body].headerStart..<target) {
                return declarationIsWindow(declaration)
            }
        }
        if let function = file.enclosingFunction(of: scope) {
            for parameter in file.parameters(of: function) where parameter.name == file.text(name) {
                return typeIsWindow(parameter.type)
            }
        }
        if let type = file.enclosingType(of: scope), let declaration = findMemberDeclaration(named: name, in: type) {
            return declarationIsWindow(declaration)
        }
        return false
    }

    /// The outermost function or closure around `scope` below its type (or the file).
    func outermostCodeScope(of scope: Int) -> Int? {
        var result: Int?
        for s in file.ancestors(from: scope) {
            let kind = file.scopes[s].kind
            if kind == .type || kind == .file { break }
            if kind == .function || kind == .closure { result = s }
        }
        return result
    }

    struct Declaration {
        var name: Int
        var type: Range<Int>
        var value: Range<Int>
    }

    /// The nearest `let`/`var` (also `if let`/`guard let`) declaring `name`
    /// inside `range`, searching backwards.
    func findLocalDeclaration(named name: Int, in range: Range<Int>) -> Declaration? {
        var i = range.upperBound - 1
        while i > range.lowerBound {
            if file.sameText(i, name), i > 0, file.code[i - 1].keyword == .let || file.code[i - 1].keyword == .var,
               file.code[i - 1].kind == .keyword, i != name {
                return declaration(at: i)
            }
            i -= 1
        }
        return nil
    }

    /// A stored or computed property `name` declared directly in the type body.
    func findMemberDeclaration(named name: Int, in type: Int) -> Declaration? {
        let scope = file.scopes[type]
        var i = scope.open + 2
        while i < scope.close {
            if file.sameText(i, name), file.code[i - 1].kind == .keyword,
               file.code[i - 1].keyword == .let || file.code[i - 1].keyword == .var,
               file.innermostScope(at: i) == type {
                return declaration(at: i)
            }
            i += 1
        }
        return nil
    }

    /// The type annotation and initial value after a declared name.
    func declaration(at name: Int) -> Declaration {
        var i = name + 1
        var type = i..<i
        if i < file.code.count, file.code[i].kind == .colon {
            let start = i + 1
            i = start
            while i < file.code.count, file.code[i].kind != .equal, file.code[i].kind != .leftBrace,
                  !file.code[i].flags.contains(.newlineBefore) || i == start {
                if file.code[i].kind == .comma { break }
                i += 1
            }
            type = start..<i
        }
        var value = i..<i
        if i < file.code.count, file.code[i].kind == .equal {
            value = (i + 1)..<file.expressionEnd(from: i + 1)
        }
        return Declaration(name: name, type: type, value: value)
    }

    func declarationIsWindow(_ declaration: Declaration) -> Bool {
        typeIsWindow(declaration.type) || valueIsWindow(declaration.value)
    }

    /// `UIWindow`, `UIWindow?`, `OverlayWindow!`, `PassthroughWindow`.
    func typeIsWindow(_ range: Range<Int>) -> Bool {
        range.contains { file.isName($0) && file.hasSuffix($0, "Window") }
    }

    /// `UIWindow(windowScene:)`, `view.window`, `scene.windows.first`, `keyWindow`.
    func valueIsWindow(_ range: Range<Int>) -> Bool {
        guard !range.isEmpty else { return false }
        let names = file.chainNames(range)
        guard let first = names.first, let last = names.last else { return false }
        if file.hasSuffix(first, "Window"), first + 1 < file.code.count, file.code[first + 1].kind == .leftParen {
            return true
        }
        return windowsLookup(names) != nil || file.spells(last, "window") || file.spells(last, "keyWindow")
            || (isWindowName(last) && !file.spells(last, "isKeyWindow"))
    }
}
