/// Swift's lexical grammar over raw bytes. Lossless (every byte lands in
/// exactly one token, in order) and total (any input, including invalid
/// UTF-8 and NUL bytes, yields tokens in linear time; every step advances).
///
/// The lexer never allocates per token: tokens are 12-byte values appended to
/// one array reserved up front.
public struct Lexer {
    let bytes: UnsafeBufferPointer<UInt8>
    let base: UnsafePointer<UInt8>
    let count: Int
    let classes: UnsafePointer<UInt8>
    let keywords: KeywordTable.Lookup
    var pos: Int = 0
    /// Whether `tokens` gets every token (the lossless stream) or only the
    /// comments: whitespace and newlines are half of all tokens, and only
    /// dumps and tests need them stored; suppression reads the comments.
    let keepsTrivia: Bool
    var tokens: GrowingBuffer<Token>
    /// The significant tokens, collected on the way (what `SourceFile.code` holds).
    var code: GrowingBuffer<Token>
    var modes: [LexerMode] = [.code] {
        // Read on every token: kept at hand rather than looked up in the stack.
        didSet { topKind = modes[modes.count - 1].kind }
    }
    var topKind = LexerMode.Kind.code

    /// What trivia came since the last significant token: the flags it
    /// gets (`triviaBefore`, `newlineBefore`), merged without a branch.
    var pendingFlags: TokenFlags = []
    /// The last significant token, for the regex-or-division decision: the
    /// last one in `code`, not a copy kept on every token.
    var previous: Token? { code.count > 0 ? code[code.count - 1] : nil }
    var pendingTrivia: Bool { pendingFlags.contains(.triviaBefore) }
    // A bare `/…/` scan that found no closing `/` stopped here; see
    // `bareRegexLiteralEnd`.
    var regexScanFailedBefore = 0

    /// Lexes `bytes` into tokens whose ranges tile the input exactly.
    static func tokenize(_ bytes: UnsafeBufferPointer<UInt8>) -> [Token] {
        tokenizeWithCode(bytes).tokens
    }

    /// Every token, and the significant ones apart.
    static func tokenizeWithCode(_ bytes: UnsafeBufferPointer<UInt8>) -> (tokens: [Token], code: [Token]) {
        guard let base = bytes.baseAddress, !bytes.isEmpty else { return ([], []) }
        var lexer = Lexer(bytes: bytes, base: base, keepsTrivia: true)
        lexer.run()
        return (lexer.tokens.finish(), lexer.code.finish())
    }

    /// The comments and the significant tokens, without storing whitespace
    /// and newlines: what a `SourceFile` keeps. `code` is the same as
    /// `tokenizeWithCode`'s.
    ///
    /// The significant tokens are written straight into the array returned:
    /// copying them out of a buffer afterwards moved two bytes for every
    /// byte of source. The array is tightened only when the estimate left
    /// more than half of it unused (a file of comments) or more than 64 KiB
    /// (a large file, whose copy is cheap beside its lexing).
    public static func tokenizeCommentsAndCode(_ bytes: UnsafeBufferPointer<UInt8>) -> (comments: [Token], code: [Token]) {
        guard let base = bytes.baseAddress, !bytes.isEmpty else { return ([], []) }
        var comments: [Token] = []
        var grown: [Token]?
        var code = [Token](unsafeUninitializedCapacity: codeCapacity(forBytes: bytes.count)) { storage, initialized in
            var lexer = Lexer(bytes: bytes, base: base, keepsTrivia: false, codeStorage: storage)
            lexer.run()
            comments = lexer.tokens.finish()
            if lexer.code.inLentMemory {
                initialized = lexer.code.count
            } else {
                grown = lexer.code.finish()
                initialized = 0
            }
        }
        if let grown {
            code = grown
        } else if code.count < code.capacity / 2 || (code.capacity - code.count) * MemoryLayout<Token>.stride > 1 << 16 {
            code = code.withUnsafeBufferPointer { Array($0) }
        }
        return (comments, code)
    }

    /// Typical Swift averages one token (trivia included) per 2–3 bytes
    /// and one significant token per 5–6 (app code measured); reserving
    /// for 3 and 4 spares most files a grow-and-copy, which at 6 a
    /// quarter of the files paid. Comments alone are far fewer.
    static func codeCapacity(forBytes count: Int) -> Int { count / 4 + 16 }

    /// Convenience for tests and small inputs.
    static func tokenize(_ bytes: [UInt8]) -> [Token] {
        bytes.withUnsafeBufferPointer { tokenize($0) }
    }

    /// `codeStorage`, when given, is where the significant tokens go
    /// first (see `tokenizeCommentsAndCode`).
    init(bytes: UnsafeBufferPointer<UInt8>, base: UnsafePointer<UInt8>, keepsTrivia: Bool,
         codeStorage: UnsafeMutableBufferPointer<Token>? = nil) {
        self.bytes = bytes
        self.base = base
        self.count = bytes.count
        self.classes = ByteClass.table
        self.keywords = KeywordTable.lookup
        self.keepsTrivia = keepsTrivia
        tokens = GrowingBuffer(capacity: keepsTrivia ? count / 3 + 16 : count / 256 + 16)
        if let codeStorage, codeStorage.count > 0 {
            code = GrowingBuffer(filling: codeStorage)
        } else {
            code = GrowingBuffer(capacity: Lexer.codeCapacity(forBytes: count))
        }
    }

    mutating func run() {
        if count >= 2, base[0] == UInt8(ascii: "#"), base[1] == UInt8(ascii: "!") {
            pos = 2
            while pos < count, !isLineBreak(base[pos]) { pos += 1 }
            emit(.shebang, from: 0)
        }
        while pos < count {
            let before = pos
            if topKind == .string {
                lexStringContent()
            } else {
                lexCodeToken()
            }
            // Progress guard: a bug here must not become a hang on user input.
            if pos <= before {
                assertionFailure("lexer made no progress at \(before)")
                pos = before + 1
                emit(.error, from: before)
            }
        }
        // Strings still open at the end of the file (an interpolation that
        // never closed keeps its string open) never got their closing delimiter.
        for mode in modes where mode.kind == .string && mode.openToken >= 0 {
            markUnterminated(mode)
        }
    }

    // MARK: - Emitting

    @inline(__always)
    mutating func emit(_ kind: TokenKind, from start: Int, keyword: Keyword = .none, flags: TokenFlags = []) {
        if kind.isTrivia {
            pendingFlags.insert(kind == .newline ? [.triviaBefore, .newlineBefore] : .triviaBefore)
            if keepsTrivia || kind.isComment {
                tokens.append(Token(kind: kind, keyword: keyword, flags: flags, start: UInt32(truncatingIfNeeded: start),
                                    end: UInt32(truncatingIfNeeded: pos)))
            }
        } else {
            let token = Token(kind: kind, keyword: keyword, flags: flags.union(pendingFlags), start: UInt32(truncatingIfNeeded: start),
                              end: UInt32(truncatingIfNeeded: pos))
            pendingFlags = []
            if keepsTrivia { tokens.append(token) }
            code.append(token)
        }
    }

    @inline(__always) func byte(at offset: Int) -> UInt8? { offset < count ? base[offset] : nil }
    @inline(__always) func isLineBreak(_ b: UInt8) -> Bool { b == 0x0A || b == 0x0D }
    @inline(__always) func has(_ mask: UInt8, _ b: UInt8) -> Bool { classes[Int(b)] & mask != 0 }

    // MARK: - Code

    // Inlined into `run`'s loop (one frame for the whole file, not one call
    // per token); the rarer token kinds stay out of line.
    @inline(__always)
    mutating func lexCodeToken() {
        let start = pos
        let b = base[pos]
        switch b {
        case 0x20, 0x09, 0x0B, 0x0C:
            lexHorizontalSpace()
        case 0x0A:
            pos += 1
            if topKind == .interpolation { endSingleLineInterpolationAtNewline() }
            emit(.newline, from: start)
            lexIndentation()
        case 0x0D:
            pos += 1
            if pos < count, base[pos] == 0x0A { pos += 1 }
            if topKind == .interpolation { endSingleLineInterpolationAtNewline() }
            emit(.newline, from: start)
            lexIndentation()
        case UInt8(ascii: "/"):
            lexSlash()
        case UInt8(ascii: "\""):
            lexStringOpen(hashes: 0, start: start)
        case UInt8(ascii: "#"):
            lexPound()
        case UInt8(ascii: "`"):
            lexBacktickIdentifier()
        case UInt8(ascii: "$"):
            pos += 1
            while pos < count, has(ByteClass.identifierBody, base[pos]) { pos += 1 }
            emit(pos - start > 1 ? .dollarIdentifier : .error, from: start)
        case UInt8(ascii: "@"):
            pos += 1
            let nameStart = pos
            lexIdentifierBody()
            emit(.attribute, from: start, flags: pos == nameStart ? .malformed : [])
        case UInt8(ascii: "("):
            pos += 1
            adjustInterpolationDepth(+1)
            emit(.leftParen, from: start)
        case UInt8(ascii: ")"):
            pos += 1
            let top = modes.count - 1
            if topKind == .interpolation && modes[top].depth == 0 {
                modes.removeLast()
                emit(.interpolationClose, from: start)
            } else {
                adjustInterpolationDepth(-1)
                emit(.rightParen, from: start)
            }
        case UInt8(ascii: "{"):
            pos += 1; adjustInterpolationDepth(+1); emit(.leftBrace, from: start)
        case UInt8(ascii: "}"):
            pos += 1; adjustInterpolationDepth(-1); emit(.rightBrace, from: start)
        case UInt8(ascii: "["):
            pos += 1; adjustInterpolationDepth(+1); emit(.leftBracket, from: start)
        case UInt8(ascii: "]"):
            pos += 1; adjustInterpolationDepth(-1); emit(.rightBracket, from: start)
        case UInt8(ascii: ","):
            pos += 1; emit(.comma, from: start)
        case UInt8(ascii: ":"):
            pos += 1; emit(.colon, from: start)
        case UInt8(ascii: ";"):
            pos += 1; emit(.semicolon, from: start)
        case UInt8(ascii: "\\"):
            pos += 1; emit(.backslash, from: start)
        case UInt8(ascii: "."):
            if startsDotOperator() {
                lexOperator()
            } else {
                pos += 1
                emit(.period, from: start)
            }
        default:
            let cls = classes[Int(b)]
            if cls & ByteClass.identifierHead != 0 {
                // `self.view.window`: a period then a name is the commonest
                // pair of tokens in Swift. Taken here, in a loop the
                // processor predicts, it spares two unpredictable trips
                // through this dispatch; a `.` before a name is always a period.
                while true {
                    // `lexIdentifier`, written out (the head is ASCII, so the
                    // name is never empty): marked to be inlined, it stayed a
                    // call, whose saving of registers cost as much as the name.
                    let nameStart = pos
                    let ascii = lexIdentifierBody()
                    var keyword = Keyword.none
                    if ascii { keyword = keywords.classify(base + nameStart, count: pos - nameStart, readable: count - nameStart) }
                    let isKeywordToken = keyword.isReserved && previous?.kind != .period
                    emit(isKeywordToken ? .keyword : .identifier, from: nameStart, keyword: keyword)
                    guard pos &+ 1 < count, base[pos] == UInt8(ascii: "."),
                          classes[Int(base[pos &+ 1])] & ByteClass.identifierHead != 0 else { break }
                    let period = pos
                    pos &+= 1
                    emit(.period, from: period)
                }
            } else if cls & ByteClass.digit != 0 {
                lexNumber()
            } else if cls & ByteClass.operatorChar != 0 {
                // `=` alone, the commonest operator, without the operator loop.
                if b == UInt8(ascii: "="), pos &+ 1 < count,
                   classes[Int(base[pos &+ 1])] & (ByteClass.operatorChar | ByteClass.nonASCII) == 0 {
                    pos &+= 1
                    emit(.equal, from: start)
                } else {
                    lexOperator()
                }
            } else if cls & ByteClass.nonASCII != 0 {
                lexNonASCII()
            } else {
                // NUL, other control bytes, `'`: not Swift.
                pos += 1
                emit(.error, from: start)
            }
        }
    }

    /// Spaces and tabs from `pos`, which holds one.
    @inline(__always)
    mutating func lexHorizontalSpace() {
        let start = pos
        var p = pos + 1
        let base = self.base, count = self.count, classes = self.classes
        while p < count, classes[Int(base[p])] & ByteClass.horizontalSpace != 0 { p += 1 }
        pos = p
        emit(.whitespace, from: start)
    }

    /// The indentation after a newline, lexed at once: nearly every line
    /// has some, and going round the token dispatch again for it cost a
    /// second unpredictable jump per line. Still code: a newline only ends
    /// single-line strings, it never opens one.
    ///
    /// Indentation is mostly runs of spaces, four to sixteen: they are
    /// counted eight at a time, as a word of bytes compared with spaces,
    /// and the byte loop takes tabs and whatever follows.
    @inline(__always)
    mutating func lexIndentation() {
        guard pos < count, classes[Int(base[pos])] & ByteClass.horizontalSpace != 0 else { return }
        let start = pos
        var p = pos
        let base = self.base, count = self.count, classes = self.classes
        while p &+ 8 <= count {
            let word = UInt64(littleEndian: UnsafeRawPointer(base + p).loadUnaligned(as: UInt64.self))
            let notSpaces = word ^ 0x2020_2020_2020_2020
            // The first byte that is not a space ends the run: its lowest set bit.
            p &+= notSpaces.trailingZeroBitCount &>> 3
            if notSpaces != 0 { break }
        }
        while p < count, classes[Int(base[p])] & ByteClass.horizontalSpace != 0 { p += 1 }
        pos = p
        emit(.whitespace, from: start)
    }

    /// Brackets inside an interpolation are counted so that only the `)` at
    /// depth 0 closes it: `"\(f(a[0]) { $0 })"`.
    @inline(__always)
    mutating func adjustInterpolationDepth(_ delta: Int) {
        guard topKind == .interpolation else { return }
        let top = modes.count - 1
        modes[top].depth = max(0, modes[top].depth + delta)
    }

    /// Flags a string's opening delimiter: the string never closed.
    mutating func markUnterminated(_ string: LexerMode) {
        guard string.openToken >= 0 else { return }
        if keepsTrivia { tokens[string.openToken].flags.insert(.unterminated) }
        code[string.openCodeToken].flags.insert(.unterminated)
    }

    /// Recovery for `"abc \(x` with no `)` on the line: a single-line string
    /// cannot continue past the end of the line, and neither can the code in
    /// its interpolations, however many brackets are open (the compiler's
    /// `skipToEndOfInterpolatedExpression` stops at any newline too). So the
    /// interpolation ends there, its string with it, and every enclosing
    /// single-line string, up to the first multi-line one: the damage stays
    /// on one line instead of turning the rest of the file inside out.
    @inline(never)
    mutating func endSingleLineInterpolationAtNewline() {
        while true {
            let top = modes.count - 1
            guard top >= 2, modes[top].kind == .interpolation, !modes[top].multiline else { return }
            modes.removeLast()
            let string = modes.removeLast()
            markUnterminated(string)
        }
    }

    @inline(never)
    mutating func lexSlash() {
        let start = pos
        let next = byte(at: pos + 1)
        if next == UInt8(ascii: "/") {
            lexLineComment()
        } else if next == UInt8(ascii: "*") {
            lexBlockComment()
        } else if regexLiteralMayStart(), let end = bareRegexLiteralEnd(from: pos) {
            pos = end
            emit(.regexLiteral, from: start)
        } else {
            lexOperator()
        }
    }

    mutating func lexLineComment() {
        let start = pos
        pos += 2
        let isDoc = byte(at: pos) == UInt8(ascii: "/") && byte(at: pos + 1) != UInt8(ascii: "/")
        while pos < count, !isLineBreak(base[pos]) { pos += 1 }
        emit(isDoc ? .docLineComment : .lineComment, from: start)
    }

    /// Block comments nest in Swift: `/* a /* b */ c */` is one comment.
    @inline(never)
    mutating func lexBlockComment() {
        let start = pos
        pos += 2
        let isDoc = byte(at: pos) == UInt8(ascii: "*") && byte(at: pos + 1) != UInt8(ascii: "/")
        var depth = 1
        var sawNewline = false
        while pos < count {
            let b = base[pos]
            if b == UInt8(ascii: "*"), pos + 1 < count, base[pos + 1] == UInt8(ascii: "/") {
                pos += 2
                depth -= 1
                if depth == 0 { break }
            } else if b == UInt8(ascii: "/"), pos + 1 < count, base[pos + 1] == UInt8(ascii: "*") {
                pos += 2
                depth += 1
            } else {
                if isLineBreak(b) { sawNewline = true }
                pos += 1
            }
        }
        if sawNewline { pendingFlags.insert(.newlineBefore) }
        emit(isDoc ? .docBlockComment : .blockComment, from: start, flags: depth > 0 ? .unterminated : [])
    }

    /// At `.`: whether a dot operator starts here (`...`, `..<`, SIMD's `.==`,
    /// `.<`, `.*`; custom `.+.`). Swift lets an operator contain `.` only if it
    /// starts with one. A `.` before `//` or `/*` stays a period.
    ///
    /// Inlined: called from the mutating dispatch, a non-mutating method
    /// was handed a copy of the whole lexer (a `memcpy` per `.`).
    @inline(__always)
    func startsDotOperator() -> Bool {
        guard let next = byte(at: pos + 1) else { return false }
        if next == UInt8(ascii: ".") { return true }
        guard has(ByteClass.operatorChar, next) else { return false }
        if next == UInt8(ascii: "/"), let after = byte(at: pos + 2),
           after == UInt8(ascii: "/") || after == UInt8(ascii: "*") {
            return false
        }
        return true
    }

    /// Maximal munch of operator characters. A `.` continues an operator only
    /// if the operator starts with one (`...`, `..<`); `//` and `/*` inside end
    /// it (they start comments). `=` and `->` alone are punctuation.
    mutating func lexOperator() {
        let start = pos
        let dotted = base[pos] == UInt8(ascii: ".")
        while pos < count {
            let b = base[pos]
            if b == UInt8(ascii: "/"), pos > start, pos + 1 < count,
               base[pos + 1] == UInt8(ascii: "/") || base[pos + 1] == UInt8(ascii: "*") {
                break
            }
            if has(ByteClass.operatorChar, b) || (dotted && b == UInt8(ascii: ".")) {
                pos += 1
            } else if b >= 0x80, let (scalar, length) = UTF8Decoding.decode(bytes, at: pos),
                      ScalarClass.of(scalar) == .operator {
                pos += length
            } else {
                break
            }
        }
        if pos == start { pos += 1 } // unreachable by construction; keeps progress obvious
        let length = pos - start
        if length == 1, base[start] == UInt8(ascii: "=") {
            emit(.equal, from: start)
        } else if length == 2, base[start] == UInt8(ascii: "-"), base[start + 1] == UInt8(ascii: ">") {
            emit(.arrow, from: start)
        } else {
            var marks = true
            for k in start..<pos where base[k] != UInt8(ascii: "?") && base[k] != UInt8(ascii: "!") { marks = false; break }
            emit(.operator, from: start, flags: marks ? .optionalMarks : [])
        }
    }

    @inline(never)
    mutating func lexNonASCII() {
        let start = pos
        guard let (scalar, length) = UTF8Decoding.decode(bytes, at: pos) else {
            // Invalid UTF-8: one error token per bad byte, then carry on.
            pos += 1
            emit(.error, from: start)
            return
        }
        switch ScalarClass.of(scalar) {
        case .whitespace:
            pos += length
            emit(.whitespace, from: start)
        case .operator:
            lexOperator()
        case .identifier:
            lexIdentifier()
        }
    }
}
