import RootLintSyntax

/// The unsafe fix of `unanimated_root_swap`: the write, wrapped in a
/// cross-dissolve on its window with nested animations off, indented as the
/// surrounding code. An optional receiver is bound first (`if let window =
/// view.window { … }`). Unsafe: the receiver is evaluated once more, and the
/// new root appears over 0.3 s instead of at once.
/// What it does to code is shown, and tested, by the corrections of
/// `Rules/UnanimatedRootSwapRule.swift`.
public enum RootSwapTransitionFix {
    static let duration = "0.3"
    static let afterWindow = ", duration: \(duration), options: .transitionCrossDissolve, animations: {"

    /// The fix's fixed pieces, as bytes once: appending a literal's `utf8`
    /// to the output went byte by byte, most of the fix's cost.
    enum Piece {
        static let selfWindow = Array("self".utf8)
        static let window = Array("window".utf8)
        static let bang = Array("!".utf8)
        static let windowWrite = Array("window.rootViewController = ".utf8)
        static let ifLet = Array("if let window = ".utf8)
        static let openBrace = Array(" {".utf8)
        static let transition = Array("UIView.transition(with: ".utf8)
        static let afterWindow = Array(RootSwapTransitionFix.afterWindow.utf8)
        static let captureSelf = Array(" [self] in".utf8)
        static let withoutAnimation = Array("UIView.performWithoutAnimation { ".utf8)
        static let closeBrace = Array(" }".utf8)
        static let closeTransition = Array("})".utf8)
        static let closeIf = Array("}".utf8)
    }

    public static func make(for write: RootWrite, in file: SourceFile, scopes: ScopeFacts) -> Fix? {
        let bytes = file.bytes
        let statement = write.byteRange(in: file)
        guard statement.end <= bytes.count, let layout = lineLayout(of: statement, in: bytes) else { return nil }
        let receiverTokens = Array(write.receiver)
        // The fix is made for every finding the rule reports, so its text is
        // assembled as bytes: string interpolation and `joined` cost more than
        // the rest of the rule.
        let whole = bytes[statement.start..<statement.end]
        var window: ArraySlice<UInt8>
        var windowSuffix: [UInt8] = []
        var bound: ArraySlice<UInt8>?
        var written: ArraySlice<UInt8>
        if receiverTokens.isEmpty {
            // A bare write in a window type: the window is `self`.
            window = Piece.selfWindow[...]
            written = whole
        } else {
            let marks = receiverTokens.reversed().prefix { file.code[$0].kind == .operator && file.code[$0].flags.contains(.optionalMarks) }
            let body = receiverTokens.dropLast(marks.count)
            guard let first = body.first, let last = body.last else { return nil }
            let chain = bytes[Int(file.code[first].start)..<Int(file.code[last].end)]
            // `self?.window`: optional all the same, though nothing trails.
            let optionalInside = body.contains { file.code[$0].kind == .operator && file.spells($0, "?") }
            switch optionalInside ? "?" : marks.map({ file.text($0) }).joined() {
            case "":
                window = chain
                written = whole
            case "!":
                window = chain
                windowSuffix = Piece.bang
                written = whole
            case "?":
                // The bound name stands for the receiver in the value too: only
                // when the value does not use that name already.
                guard !write.value.contains(where: { file.isName($0) && file.spells($0, "window") }) else { return nil }
                window = Piece.window[...]
                bound = chain
                var rewritten = Piece.windowWrite
                if let valueStart = write.value.first, let valueEnd = write.value.last, valueStart >= 0, valueEnd < file.code.count {
                    rewritten += bytes[Int(file.code[valueStart].start)..<Int(file.code[valueEnd].end)]
                }
                written = rewritten[...]
            default:
                return nil
            }
        }
        let capture = needsSelfCapture(write, in: file, scopes: scopes)
        let windowSuffixBytes = windowSuffix
        // The text's pieces in order, given to `put` twice: once to count
        // them, once to copy them into the string. Appended to an array,
        // each piece was a generic call of its own (twenty a fix, a fifth
        // of its cost), and the array was copied again into the string.
        func pieces(_ put: (ArraySlice<UInt8>) -> Void) {
            // The first line starts where the statement did: no indentation of its own.
            var depth = 0
            func newLine() {
                put(layout.newline[...])
                put(layout.indent[...])
                for _ in 0..<depth { put(layout.indentUnit[...]) }
            }
            if let bound {
                put(Piece.ifLet[...])
                put(bound)
                put(Piece.openBrace[...])
                depth = 1
                newLine()
            }
            put(Piece.transition[...])
            put(window)
            put(windowSuffixBytes[...])
            put(Piece.afterWindow[...])
            if capture { put(Piece.captureSelf[...]) }
            newLine()
            put(layout.indentUnit[...])
            put(Piece.withoutAnimation[...])
            put(written)
            put(Piece.closeBrace[...])
            newLine()
            put(Piece.closeTransition[...])
            if bound != nil {
                depth = 0
                newLine()
                put(Piece.closeIf[...])
            }
        }
        var length = 0
        pieces { length += $0.count }
        let text = String(unsafeUninitializedCapacity: length) { buffer in
            var at = 0
            pieces { piece in
                // The same pieces as counted; checked all the same, so that a
                // later edit of `pieces` cannot write past the string.
                guard at + piece.count <= buffer.count else { return }
                piece.withUnsafeBufferPointer { source in
                    guard let from = source.baseAddress, let to = buffer.baseAddress else { return }
                    (to + at).update(from: from, count: source.count)
                }
                at += piece.count
            }
            return at
        }
        return Fix(title: "Wrap the swap in a cross-dissolve transition", applicability: .unsafe,
                   edits: [TextEdit(range: statement, replacement: text)])
    }

    /// Bytes, appended as they are to the fix's text.
    struct LineLayout {
        var indent: [UInt8]
        var indentUnit: [UInt8]
        var newline: [UInt8]
    }

    /// The statement's line, when the statement stands alone on it (only
    /// indentation before; a comment or nothing after).
    static func lineLayout(of statement: ByteRange, in bytes: [UInt8]) -> LineLayout? {
        // Back over the indentation only: anything else before it on the line
        // ends the search at once (a long line of many writes stays linear).
        var lineStart = statement.start
        while lineStart > 0, bytes[lineStart - 1] == 0x20 || bytes[lineStart - 1] == 0x09 { lineStart -= 1 }
        guard lineStart == 0 || bytes[lineStart - 1] == 0x0A || bytes[lineStart - 1] == 0x0D else { return nil }
        let indent = bytes[lineStart..<statement.start]
        var after = statement.end
        while after < bytes.count, bytes[after] == 0x20 || bytes[after] == 0x09 { after += 1 }
        let endsLine = after == bytes.count || bytes[after] == 0x0A || bytes[after] == 0x0D
            || (after + 1 < bytes.count && bytes[after] == UInt8(ascii: "/") && bytes[after + 1] == UInt8(ascii: "/"))
        guard endsLine, !bytes[statement.start..<statement.end].contains(0x0A) else { return nil }
        var lineEnd = statement.end
        while lineEnd < bytes.count, bytes[lineEnd] != 0x0A, bytes[lineEnd] != 0x0D { lineEnd += 1 }
        let crlf = lineEnd + 1 < bytes.count && bytes[lineEnd] == 0x0D && bytes[lineEnd + 1] == 0x0A
        let unit: [UInt8] = indent.contains(0x09) ? [0x09] : [0x20, 0x20, 0x20, 0x20]
        return LineLayout(indent: Array(indent), indentUnit: unit, newline: crlf ? [0x0D, 0x0A] : [0x0A])
    }

    /// The animations closure may run later, so Swift wants `self` explicit
    /// there: `[self] in` keeps the write as written. Only directly in an
    /// instance method (or initializer) of a type; inside another closure the
    /// code already says how it holds `self`.
    static func needsSelfCapture(_ write: RootWrite, in file: SourceFile, scopes: ScopeFacts) -> Bool {
        // The write's unit is the method itself: no escaping closure between
        // (looked up, not walked, so that deep nesting stays linear).
        let unit = scopes.executionUnit(of: write.scope, in: file)
        guard unit.kind == .function, let function = file.enclosingFunction(of: write.scope), unit.scope == function,
              file.enclosingType(of: function) != nil,
              !file.hasModifier(function, .static), !file.hasModifier(function, .class) else { return false }
        return true
    }
}
