import Testing
@testable import RootLintSyntax

/// Inputs no editor would produce: each must finish, be lossless, and give a
/// well-formed scope tree. No timing assertions: a regression to quadratic
/// time shows up as a suite that does not finish.
@Suite struct AdversarialInputTests {
    @Test(arguments: [1 as UInt64, 2, 3, 0xDEAD_BEEF])
    func randomBytes(seed: UInt64) {
        var random = SeededGenerator(seed: seed)
        let bytes = (0..<65_536).map { _ in UInt8.random(in: 0...255, using: &random) }
        expectSurvives(bytes, "seed \(seed)")
    }

    @Test(arguments: [1 as UInt64, 2, 3])
    func randomSwiftishBytes(seed: UInt64) {
        // Random bytes drawn from the characters that drive the lexer's state.
        let alphabet = Array("\"\"\"\\\\(()){}[]//**##`'$@..\n\r =!?<>:,;aZ_9x".utf8) + [0x00, 0xC3, 0xA9, 0xF0, 0x9F]
        var random = SeededGenerator(seed: seed)
        let bytes = (0..<65_536).map { _ in alphabet[Int.random(in: 0..<alphabet.count, using: &random)] }
        expectSurvives(bytes, "seed \(seed)")
    }

    @Test(arguments: ["(", "{", "[", "\"\\("])
    func hundredThousandUnclosedOpeners(_ opener: String) {
        let bytes = Array(String(repeating: opener, count: 100_000).utf8)
        expectSurvives(bytes, "\(opener.debugDescription) × 100 000", queries: 16)
    }

    @Test(arguments: ["#\"\\#(", "\"\"\"\n\\(", "/*", "${", "#if X\n{", "f({", "\"\\(f {"])
    func manyOtherUnclosedOpeners(_ opener: String) {
        // 20 000 keeps the debug suite fast; linear time is what matters.
        let bytes = Array(String(repeating: opener, count: 20_000).utf8)
        expectSurvives(bytes, "\(opener.debugDescription) × 20 000", queries: 16)
    }

    @Test(arguments: [("(", ")"), ("{", "}"), ("[", "]"), ("\"\\(", ")\"")])
    func hundredThousandNestedPairs(_ pair: (String, String)) {
        let source = String(repeating: pair.0, count: 100_000) + String(repeating: pair.1, count: 100_000)
        let bytes = Array(source.utf8)
        let file = SourceFile(path: "nested.swift", bytes: bytes)
        expectLossless(file.tokens, bytes, pair.0)
        expectWellFormedScopeTree(file, pair.0, queries: 16)
        // Every bracket found its partner.
        for (i, token) in file.code.enumerated() {
            switch token.kind {
            case .leftParen, .rightParen, .leftBrace, .rightBrace, .leftBracket, .rightBracket,
                 .interpolationOpen, .interpolationClose:
                if file.matching[i] < 0 {
                    Issue.record("\(pair.0): \(token.kind) at \(i) has no partner")
                    return
                }
            default:
                break
            }
        }
    }

    @Test(arguments: [")", "}", "]"])
    func hundredThousandStrayClosers(_ closer: String) {
        expectSurvives(Array(String(repeating: closer, count: 100_000).utf8), closer.debugDescription, queries: 16)
    }

    @Test(arguments: ["\")", "else {", "} else {", "case x:", "#endif\n", "#else\n", "} completion: {"])
    func manyOtherStrayClosers(_ closer: String) {
        expectSurvives(Array(String(repeating: closer, count: 20_000).utf8), closer.debugDescription, queries: 16)
    }

    @Test func tenMegabyteLine() {
        // One line of ordinary code, no newline anywhere. Long names and
        // literals keep the token count (and the debug-build time) down.
        let unit = Array("let rootViewControllerCandidate = makeViewController(\"a string of some length\", 1.5) /* note */; ".utf8)
        var bytes: [UInt8] = []
        bytes.reserveCapacity(10_000_000 + unit.count)
        while bytes.count < 10_000_000 { bytes.append(contentsOf: unit) }
        let tokens = Lexer.tokenize(bytes)
        expectLossless(tokens, bytes, "10 MB line")
        #expect(!tokens.contains { $0.kind == .newline || $0.kind == .error })
    }

    @Test(arguments: ["a", "\"", "/*", "//", "#/", "`", "\"\"\"\n", "\u{0}"])
    func hugeSingleToken(_ head: String) {
        // A single literal, comment or name 2 MB long (mostly unterminated);
        // 2 MB rather than 10 because debug builds lex about 2 MB a second
        // per case and the 10 MB line above already covers the size.
        let bytes = Array(head.utf8) + [UInt8](repeating: UInt8(ascii: "a"), count: 2_000_000)
        expectSurvives(bytes, head.debugDescription, queries: 8)
    }

    @Test func hugeUnicodeIdentifier() {
        // The non-ASCII slow path: one identifier of 500 000 `é`.
        let bytes = Array(String(repeating: "é", count: 500_000).utf8)
        let tokens = Lexer.tokenize(bytes)
        #expect(tokens.count == 1)
        #expect(tokens.first?.kind == .identifier)
        expectLossless(tokens, bytes)
    }

    @Test func mixedPathologicalShapes() {
        // Each shape made the scope builder quadratic or worse before it kept
        // per-level counts and reused closure callees; they must stay linear.
        let shapes = [
            String(repeating: "(", count: 20_000) + String(repeating: "]", count: 20_000),
            String(repeating: "(", count: 20_000) + String(repeating: "}", count: 20_000),
            String(repeating: "(", count: 20_000) + String(repeating: "{}", count: 20_000),
            String(repeating: "class ", count: 20_000),
            "x" + String(repeating: "(){}", count: 20_000),
            "a" + String(repeating: "{}.a", count: 20_000),
            "x" + String(repeating: "{} completion: ", count: 20_000) + "{}",
            String(repeating: "@a ", count: 20_000) + "func f() {}",
        ]
        for shape in shapes {
            expectSurvives(Array(shape.utf8), String(shape.prefix(12)).debugDescription, queries: 8)
        }
    }

    @Test(arguments: [
        "\"abc", "\"abc\\", "\"\\(", "\"\\(x", "\"\\(f(", "\"\\(\"", "\"\"\"", "\"\"\"\nabc", "\"\"\"\n\\(",
        "#\"", "#\"abc\"", "##\"abc\"#", "#\"\"\"\nabc\"\"\"", "/*", "/* /* */", "/**", "#/", "#/abc", "#/\nabc",
        "##/abc/#", "`abc", "`", "@", "#", "$", "0x", "0x1.", "1e", "1.", ".", "..", "\\", "\"\\", "\"\\u{",
        "x = /abc", "x = /a\\", "func f(", "class C {", "if x {", "#if X", "#if X\n#else", "switch x {\ncase",
    ])
    func unterminatedEverything(_ source: String) {
        expectSurvives(Array(source.utf8), source.debugDescription)
        // Also with a newline and more code after it, and at the very end.
        expectSurvives(Array((source + "\nlet x = 1\n").utf8), source.debugDescription)
        expectSurvives(Array((source + "\n").utf8), source.debugDescription)
    }

    @Test func loneCarriageReturns() {
        let source = "let a = 1\rlet b = \"x\r\"\r// c\rlet d = /* \r */ 2\r\"\"\"\r\\(e)\r\"\"\"\r"
        let bytes = Array(source.utf8)
        expectSurvives(bytes, "lone CR")
        let tokens = Lexer.tokenize(bytes)
        #expect(tokens.filter { $0.kind == .newline }.count >= 4)
        #expect(token("let", in: "a\rlet")?.flags.contains(.newlineBefore) == true)
    }

    @Test(arguments: [
        [0xC0, 0xAF], [0xC1, 0xBF], [0xE0, 0x80, 0xAF], [0xF0, 0x80, 0x80, 0xAF],  // overlong
        [0xED, 0xA0, 0x80], [0xED, 0xBF, 0xBF],                                    // surrogates
        [0xE2, 0x82], [0xF0, 0x9F, 0x98], [0xC3],                                  // truncated
        [0xF4, 0x90, 0x80, 0x80], [0xF5, 0x80, 0x80, 0x80], [0xFF], [0xFE],        // out of range
        [0x80], [0xBF, 0x80, 0xBF],                                                // lone continuations
    ] as [[UInt8]])
    func invalidUTF8(_ sequence: [UInt8]) {
        // In every lexical context: code, name, string, comment, operator, regex.
        let contexts: [(String, String)] = [
            ("", ""), ("let a", " = 1"), ("let s = \"", "\""), ("// ", "\n"), ("/* ", " */"), ("a +", " b"),
            ("x = /", "/"), ("#\"", "\"#"), ("`a", "`"), ("\"\"\"\n", "\n\"\"\""), ("0x1", ""), ("@", ""), ("#", ""),
        ]
        for (before, after) in contexts {
            let bytes = Array(before.utf8) + sequence + Array(after.utf8)
            expectSurvives(bytes, "\(before)\(sequence)\(after)")
            // Invalid bytes are never part of a name or an operator.
            let tokens = Lexer.tokenize(bytes)
            for token in tokens where token.kind == .identifier || token.kind == .operator {
                let text = bytes[token.range]
                #expect(String(validating: text, as: UTF8.self) != nil, "\(before)\(sequence)\(after)")
            }
        }
    }

    @Test func nulBytes() {
        let source: [UInt8] = Array("let\u{0}a = \"b\u{0}c\" /* \u{0} */ // \u{0}\n\u{0}\u{0}f(\u{0})".utf8) + [0]
        expectSurvives(source, "NUL")
        let tokens = Lexer.tokenize(source)
        // NUL in code is an error token of its own; in a string or comment it is text.
        #expect(tokens.filter { $0.kind == .error }.count == 5)
        expectSurvives([UInt8](repeating: 0, count: 100_000), "100 000 NUL")
    }

    @Test func byteOrderMarkAndNonCharacters() {
        expectSurvives(Array("\u{FEFF}\u{FEFF}let x\u{FFFE} = \u{10FFFF}".utf8), "BOM")
    }
}
