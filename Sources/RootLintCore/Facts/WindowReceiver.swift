import RootLintSyntax

/// Deciding whether the receiver of a `rootViewController =` is a window.
/// `rootViewController` is also a common property of coordinators, context
/// objects and ad banners (`GADBannerView.rootViewController`), so a write
/// counts only with evidence: the receiver's name, its declaration, the
/// closure it is in, or the `UIWindow` type around a bare write.
struct WindowReceiver {
    let file: SourceFile
    let nameIndex: NameIndex
    let scopes: ScopeFacts
    var declarations: WindowDeclarations { WindowDeclarations(file: file) }

    /// Evidence that `receiver` (empty for a bare write) is a window, or `nil`.
    func evidence(receiver: Range<Int>, target: Int, scope: Int) -> WindowEvidence? {
        // An array, not `withChainNames`: the closure copied this struct,
        // retaining each of its references, which cost more than the array.
        let names = file.chainNames(receiver)
        guard let last = names.last else {
            return receiver.isEmpty ? selfEvidence(target: target, scope: scope) : nil
        }
        if file.code[last].kind == .keyword, file.code[last].keyword == .self {
            return names.count == 1 ? selfEvidence(target: target, scope: scope) : nil
        }
        if let lookup = names.withUnsafeBufferPointer({ declarations.windowsLookup($0) }) { return lookup }
        if Self.isMainWindowName(last, in: file) { return .mainWindowName }
        if declarations.isWindowName(last) {
            // `guard let appWindow = appDelegate.window`: the app's window under another name.
            return names.count == 1 && boundToMainWindow(name: last, before: target, scope: scope) ? .mainWindowName : .otherWindowName
        }
        if file.code[last].kind == .dollarIdentifier {
            return closureOverWindows(scope: scope) ? .closureOverWindows : nil
        }
        // A plain name (`w`, `self.overlay`): look at how it was declared.
        let isSimple = names.count == 1 || (names.count == 2 && file.code[names[0]].keyword == .self)
        if isSimple, isDeclaredWindow(name: last, before: target, scope: scope) { return .declaredWindow }
        return nil
    }

    /// `name` is a local whose value is a chain ending in the app's window:
    /// `let appWindow = appDelegate.window`, `guard let current = UIApplication.shared.keyWindow`.
    func boundToMainWindow(name: Int, before target: Int, scope: Int) -> Bool {
        guard let body = scopes.outermostCode(of: scope),
              let declared = nameIndex.localDeclaration(of: name, in: .clamped(file.scopes[body].headerStart + 1, target), file: file),
              let value = file.initialValue(ofDeclarationAt: declared, limit: target),
              let last = file.lastChainName(value) else { return false }
        return Self.isMainWindowName(last, in: file)
    }

    /// `window`, `keyWindow`, or their backing store `_window`: the app's
    /// window, not a second one (`overlayWindow`).
    static func isMainWindowName(_ i: Int, in file: SourceFile) -> Bool {
        if Vocabulary.mainWindowNames.contains(where: { file.spells(i, $0) }) { return true }
        guard file.code[i].kind == .identifier, file.text(i).utf8.first == UInt8(ascii: "_") else { return false }
        let bare = file.text(i).drop { $0 == "_" }
        return Vocabulary.mainWindowNames.contains { $0.description == bare }
    }

    /// Bare `rootViewController =` or `self.rootViewController =`: a window
    /// only inside a `UIWindow` extension or subclass that does not declare a
    /// `rootViewController` of its own, and with no local of that name.
    func selfEvidence(target: Int, scope: Int) -> WindowEvidence? {
        guard let type = file.enclosingType(of: scope), declarations.isWindowType(type) else { return nil }
        if let function = file.enclosingFunction(of: scope),
           nameIndex.localDeclaration(of: target, in: .clamped(file.scopes[function].open + 1, target), file: file) != nil {
            return nil
        }
        return .windowSelf
    }

    /// `$0` inside a closure over windows: `windows.forEach { $0.rootViewController = … }`,
    /// `UIWindow(frame: …).then { $0.rootViewController = … }`.
    func closureOverWindows(scope: Int) -> Bool {
        guard let closure = scopes.innermostClosure(of: scope) else { return false }
        return file.chainNames(file.scopes[closure].callee).contains { file.spells($0, Vocabulary.windowsCollection) || declarations.isWindowName($0) }
    }

    /// Whether `name` is declared (as a local, parameter or property of the
    /// enclosing type) with a window type or a window-making initial value.
    func isDeclaredWindow(name: Int, before target: Int, scope: Int) -> Bool {
        // Locals live in the code around the write up to the enclosing type:
        // a function body, or a property's initializer closure.
        if let body = scopes.outermostCode(of: scope),
           let declared = nameIndex.localDeclaration(of: name, in: .clamped(file.scopes[body].headerStart + 1, target), file: file) {
            return declarations.declarationIsWindow(declarations.declaration(at: declared))
        }
        if let function = file.enclosingFunction(of: scope) {
            for parameter in file.parameters(of: function) where parameter.name == file.text(name) {
                return declarations.typeIsWindow(parameter.type)
            }
        }
        if let type = file.enclosingType(of: scope), let declaration = findMemberDeclaration(named: name, in: type) {
            return declarations.declarationIsWindow(declaration)
        }
        return false
    }

    /// A stored or computed property `name` declared directly in the type body.
    func findMemberDeclaration(named name: Int, in type: Int) -> WindowDeclarations.Declaration? {
        let scope = file.scopes[type]
        let body = (scope.open + 2)..<max(scope.open + 2, scope.close)
        guard let member = nameIndex.declarations(sameAs: name, in: body, file: file).first(where: { file.innermostScope(at: $0) == type })
        else { return nil }
        return declarations.declaration(at: member)
    }
}

/// What a declaration says about windows: window types, window-making
/// values, names of windows. Questions about one declaration, no look-ups.
struct WindowDeclarations {
    let file: SourceFile

    /// `windows.first`, `windows.last`, `windows[0]`, `windows.first(where:)`,
    /// `windows.filter { … }.first`: anything taken from a `windows` collection.
    func windowsLookup(_ names: UnsafeBufferPointer<Int>) -> WindowEvidence? {
        guard let index = names.lastIndex(where: { file.spells($0, Vocabulary.windowsCollection) }) else { return nil }
        let after = names[names.index(after: index)...]
        guard after.allSatisfy({ Vocabulary.windowCollectionAccessors.contains(file.text($0)) }) else { return nil }
        // `windows` itself has no `rootViewController`; `windows[0]` ends in a
        // subscript, which `chainNames` skips, so `windows` is last then.
        return .windowsLookup
    }

    /// `mainWindow`, `overlayWindow`, `alertWindow`: names ending in `Window`/`window`.
    func isWindowName(_ i: Int) -> Bool {
        Vocabulary.windowNameSuffixes.contains { file.hasSuffix(i, $0) }
    }

    /// `extension UIWindow`, `class OverlayWindow: UIWindow`, `extension OverlayWindow`.
    func isWindowType(_ type: Int) -> Bool {
        let scope = file.scopes[type]
        // Asked of the name tokens: making the names as strings was most of
        // the question, asked for every write's enclosing type.
        if scope.keyword == .extension {
            return file.typeBaseNameIndex(of: type).map { file.hasSuffix($0, Vocabulary.windowTypeSuffix) } == true
        }
        guard scope.keyword == .class else { return false }
        return file.firstInheritedTypeNameIndex(of: type).map { file.hasSuffix($0, Vocabulary.windowTypeSuffix) } == true
    }

    struct Declaration {
        var name: Int
        var type: Range<Int>
        var value: Range<Int>
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
        range.contains { file.isName($0) && file.hasSuffix($0, Vocabulary.windowTypeSuffix) }
    }

    /// `UIWindow(windowScene:)`, `view.window`, `scene.windows.first`, `keyWindow`.
    func valueIsWindow(_ range: Range<Int>) -> Bool {
        guard !range.isEmpty else { return false }
        return file.withChainNames(range) { names in
            guard let first = names.first, let last = names.last else { return false }
            if file.hasSuffix(first, Vocabulary.windowTypeSuffix), first + 1 < file.code.count, file.code[first + 1].kind == .leftParen {
                return true
            }
            return windowsLookup(names) != nil || WindowReceiver.isMainWindowName(last, in: file)
                || (isWindowName(last) && !Vocabulary.windowLookalikes.contains { file.spells(last, $0) })
        }
    }
}
