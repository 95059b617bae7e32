// libFuzzer entry point for the lexer and everything built on it: tokens,
// scope tree, source map and the scope helpers the fact extractors call.
// Built by `Fuzz/run-fuzzer.sh`, which compiles RootLintSyntax's sources into
// the same module (so there is no `import RootLintSyntax`).
//
// Any input must give lossless tokens and a well-formed scope tree without
// crashing; a violated invariant traps, so libFuzzer records the input.

/// Traps with a message libFuzzer prints next to the crashing input.
func check(_ condition: @autoclosure () -> Bool, _ message: @autoclosure () -> String) {
    if !condition() { fatalError("fuzz invariant violated: \(message())") }
}

@_cdecl("LLVMFuzzerTestOneInput")
public func lexerFuzzTarget(_ data: UnsafePointer<UInt8>?, _ size: Int) -> CInt {
    // Lex libFuzzer's own buffer first: it is allocated at exactly `size`
    // bytes, so AddressSanitizer catches any read past the end.
    let input = UnsafeBufferPointer(start: data, count: size)
    let tokens = Lexer.tokenize(input)
    checkLossless(tokens, input)

    let bytes = Array(input)
    let file = SourceFile(path: "fuzz.swift", bytes: bytes)
    check(file.tokens == tokens, "tokens differ between two lexes of the same bytes")
    // What a file keeps is lexed apart, into the array it returns: it must
    // be the lossless stream's significant tokens and comments exactly.
    check(file.code == tokens.filter { !$0.kind.isTrivia }, "stored code differs from the lossless stream's")
    check(file.comments == tokens.filter { $0.kind.isComment }, "stored comments differ from the lossless stream's")
    checkScopeTree(file)
    checkSourceMap(file)
    exerciseHelpers(file)
    return 0
}

/// Token ranges tile the input: in order, no gap, no overlap, none empty.
/// Line breaks are never swallowed by an error token (the progress guard's
/// fallback), and a newline token is exactly one line break.
func checkLossless(_ tokens: [Token], _ input: UnsafeBufferPointer<UInt8>) {
    var expected = 0
    for (index, token) in tokens.enumerated() {
        check(Int(token.start) == expected, "token \(index) starts at \(token.start), expected \(expected)")
        check(token.end > token.start, "token \(index) is empty")
        expected = Int(token.end)
        switch token.kind {
        case .error, .whitespace:
            for k in token.range { check(input[k] != 0x0A && input[k] != 0x0D, "line break in \(token.kind) token \(index)") }
        case .newline:
            let crlf = token.length == 2 && input[Int(token.start)] == 0x0D && input[Int(token.start) + 1] == 0x0A
            let single = token.length == 1 && (input[Int(token.start)] == 0x0A || input[Int(token.start)] == 0x0D)
            check(crlf || single, "newline token \(index) is not one line break")
        default:
            break
        }
    }
    check(expected == input.count, "tokens end at \(expected) of \(input.count) bytes")
}

func checkScopeTree(_ file: SourceFile) {
    let code = file.code
    let scopes = file.scopes
    check(!scopes.isEmpty && scopes[0].kind == .file, "scope 0 is not the file")
    check(file.matching.count == code.count, "matching has \(file.matching.count) entries for \(code.count) tokens")
    for (i, partner) in file.matching.enumerated() where partner >= 0 {
        check(Int(partner) < code.count && Int(file.matching[Int(partner)]) == i, "matching is not symmetric at \(i)")
    }
    for index in scopes.indices.dropFirst() {
        let scope = scopes[index]
        check(scope.parent >= 0 && scope.parent < index, "scope \(index) has parent \(scope.parent)")
        check(scopes[index - 1].open < scope.open, "scopes are not ordered by their opening token at \(index)")
        check(scope.open >= 0 && scope.open < code.count, "scope \(index) opens at \(scope.open)")
        check(scope.close >= scope.open && scope.close <= code.count, "scope \(index) closes at \(scope.close)")
        check(scope.depth == scopes[scope.parent].depth + 1, "scope \(index) has depth \(scope.depth)")
        if scope.parent > 0 {
            let parent = scopes[scope.parent]
            check(parent.open < scope.open && scope.close <= parent.close, "scope \(index) is not nested in its parent")
        }
    }
    // `innermostScope(at:)` (read from the builder's table) against a
    // brute-force search: every token of a small input, a spread of a large one.
    let step = code.count < 2048 ? 1 : max(1, code.count / 64)
    for i in stride(from: 0, to: code.count, by: step) {
        let found = file.innermostScope(at: i)
        var expected = 0
        for index in scopes.indices.dropFirst() where scopes[index].contains(i) { expected = index }
        check(found == expected, "innermostScope(at: \(i)) is \(found), expected \(expected)")
    }
}

func checkSourceMap(_ file: SourceFile) {
    let map = file.makeSourceMap()
    let step = max(1, file.tokens.count / 64)
    for index in stride(from: 0, to: file.tokens.count, by: step) {
        let offset = Int(file.tokens[index].start)
        let position = map.position(of: offset)
        check(position.offset == offset, "position of \(offset) says \(position.offset)")
        check(map.lineStarts[position.line - 1] + position.column - 1 == offset, "line/column of \(offset) do not add up")
        check(position.utf16Character >= 0 && position.utf16Character <= position.column - 1,
              "UTF-16 character \(position.utf16Character) for column \(position.column)")
        _ = map.lineText(position.line)
    }
    _ = map.position(of: file.bytes.count)
}

/// The helpers rules and fact extractors call on every scope: they must not
/// crash on whatever tree unbalanced input produced.
func exerciseHelpers(_ file: SourceFile) {
    for index in file.scopes.indices {
        _ = file.enclosingFunction(of: index)
        _ = file.enclosingType(of: index)
        _ = file.attributes(of: index)
        _ = file.hasModifier(index, .override)
        switch file.scopes[index].kind {
        case .type:
            _ = file.typeName(of: index)
            _ = file.typeBaseName(of: index)
            _ = file.inheritedTypes(of: index)
        case .function:
            _ = file.signature(of: index)
        case .closure:
            let callee = file.scopes[index].callee
            if !callee.isEmpty { _ = file.chainNames(callee) }
            let callOpen = file.scopes[index].callOpen
            if callOpen >= 0 { _ = file.callArguments(open: callOpen) }
        default:
            break
        }
    }
    let step = max(1, file.code.count / 32)
    for i in stride(from: 0, to: file.code.count, by: step) {
        _ = file.expressionEnd(from: i)
        _ = file.postfixExpressionStart(endingAt: i)
    }
    // The outline spells keywords through reflection: slow, so small trees only.
    if file.scopes.count < 64 { _ = file.scopeOutline() }
}
