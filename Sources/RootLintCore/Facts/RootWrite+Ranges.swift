import RootLintSyntax

extension SourceFile {
    /// The bytes from the first to the last token of a code range.
    public func byteRange(_ range: Range<Int>) -> ByteRange {
        guard !range.isEmpty, range.lowerBound < code.count else {
            let offset = range.lowerBound < code.count ? Int(code[range.lowerBound].start) : bytes.count
            return ByteRange(start: offset, end: offset)
        }
        let last = min(range.upperBound, code.count) - 1
        return ByteRange(start: Int(code[range.lowerBound].start), end: Int(code[last].end))
    }

    /// The capitalised names (type names by Swift convention) and string
    /// literal contents in a code range: what a value says it is.
    public func typeNamesAndStrings(_ range: Range<Int>) -> [String] {
        var result: [String] = []
        for i in range where isTypeNameOrString(i) { result.append(text(i)) }
        return result
    }

    /// Whether `code[i]` is one of `typeNamesAndStrings`' tokens.
    public func isTypeNameOrString(_ i: Int) -> Bool {
        guard i >= 0, i < code.count else { return false }
        let token = code[i]
        if token.kind == .identifier, let first = bytes[Int(token.start)...].first, first >= 0x41, first <= 0x5A { return true }
        return token.kind == .stringSegment
    }
}

extension RootWrite {
    /// The assignment's byte range: the span a diagnostic points at.
    public func byteRange(in file: SourceFile) -> ByteRange { file.byteRange(statement) }
}

extension RootWrite {
    /// The `(` of the `UIView.transition` call that animates this write, if any.
    func transitionCallOpen(in file: SourceFile) -> Int? {
        switch animation {
        case .transitionAnimations(let closure)?, .transitionFromTo(let closure)?:
            let open = file.scopes[closure].callOpen
            return open >= 0 ? open : nil
        case .transitionAfter(let call)?, .storedTransitionAnimations(_, let call)?:
            return call + 1 < file.code.count && file.code[call + 1].kind == .leftParen ? call + 1 : nil
        default:
            return nil
        }
    }
}

extension RuleContext {
    /// The distinct `UIView.transition` calls that animate a root swap (not in
    /// test code), by the code index of their `(`.
    public var rootTransitionCalls: [Int] {
        // A file has a call or two: looked for among those found, and a set
        // made only past a handful (a set per question was most of the
        // question's allocations; a search alone grows as the square).
        var seen: Set<Int>?
        var calls: [Int] = []
        for write in facts.rootWrites where write.context.isAppCode {
            guard let open = write.transitionCallOpen(in: file) else { continue }
            if seen == nil, calls.count == 8 { seen = Set(calls) }
            let isNew = seen == nil ? !calls.contains(open) : seen?.insert(open).inserted == true
            if isNew { calls.append(open) }
        }
        return calls
    }
}

extension RuleContext {
    /// The value of the argument labelled `label` in every call that animates
    /// a root swap: the `UIView.transition` calls around root writes and the
    /// calls of animated helpers (`window.setRootViewController(vc, duration: 0.9)`).
    /// A plain local name is followed to its initial value
    /// (`let options: UIView.AnimationOptions = [.transitionFlipFromLeft]`).
    public func rootTransitionArguments(labelled label: StaticString) -> [TransitionArgument] {
        var opens = rootTransitionCalls
        for call in facts.helperCalls where call + 1 < file.code.count && file.code[call + 1].kind == .leftParen {
            if !isTestCode(at: call) { opens.append(call + 1) }
        }
        var values: [TransitionArgument] = []
        values.reserveCapacity(opens.count)
        for open in opens {
            guard let argument = file.callArguments(open: open).first(where: { $0.label >= 0 && file.spells($0.label, label) }) else {
                continue
            }
            values.append(followLocal(argument.value, before: open))
        }
        return values
    }

    /// `name` → the initial value of `let name = …` earlier in the same
    /// function, or the default value of the parameter `name` (`options:
    /// UIView.AnimationOptions = .transitionFlipFromRight`): what a helper's
    /// callers get when they pass nothing.
    func followLocal(_ value: Range<Int>, before limit: Int) -> TransitionArgument {
        guard value.count == 1, let name = value.first, file.isName(name),
              let function = file.enclosingFunction(of: file.innermostScope(at: name)) else { return TransitionArgument(value: value) }
        if let declaration = names.localDeclaration(of: name, in: .clamped(file.scopes[function].open + 1, limit), file: file) {
            return TransitionArgument(value: file.initialValue(ofDeclarationAt: declaration, limit: limit) ?? value)
        }
        let spelled = file.text(name)
        guard let parameter = file.parameters(of: function).first(where: { $0.name == spelled }),
              let equal = parameter.type.first(where: { file.code[$0].kind == .equal }) else { return TransitionArgument(value: value) }
        let functionName = file.scopes[function].name
        // Only a labelled parameter's calls can be told apart by their labels.
        let used = parameter.label.flatMap { label in
            functionName >= 0 ? DefaultArgument(function: file.text(functionName), label: label) : nil
        }
        return TransitionArgument(value: (equal + 1)..<max(equal + 1, parameter.type.upperBound), onlyIfDefaultUsed: used)
    }
}

/// The value a swap's transition gets for one argument, and, when it is a
/// helper's parameter default, the calls that get it.
public struct TransitionArgument {
    public var value: Range<Int>
    public var onlyIfDefaultUsed: DefaultArgument?

    init(value: Range<Int>, onlyIfDefaultUsed: DefaultArgument? = nil) {
        self.value = value
        self.onlyIfDefaultUsed = onlyIfDefaultUsed
    }
}

extension RootWrite {
    /// The window written to is a parameter of the write's function, declared
    /// a window (`func showLogin(on window: UIWindow)`): a helper that
    /// switches the window it is handed, whose caller decides when.
    public func switchesWindowParameter(in file: SourceFile) -> Bool {
        guard let function = file.enclosingFunction(of: scope),
              let first = file.withChainNames(receiver, { $0.first(where: { file.code[$0].keyword != .self }) }) else { return false }
        return file.parameters(of: function).contains { parameter in
            guard parameter.name == file.text(first), let typeName = parameter.type.last(where: { file.isName($0) }) else { return false }
            return file.hasSuffix(typeName, Vocabulary.windowTypeSuffix)
        }
    }
}
