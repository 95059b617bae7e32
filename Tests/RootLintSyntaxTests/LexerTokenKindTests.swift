import Testing
@testable import RootLintSyntax

/// Names, keywords, operators, punctuation, attributes and directives.
@Suite struct LexerTokenKindTests {
    @Test func emptyInputHasNoTokens() {
        #expect(Lexer.tokenize([UInt8]()).isEmpty)
    }

    @Test func identifiers() {
        #expect(lexemes("foo _bar Baz9 _") == ["identifier foo", "identifier _bar", "identifier Baz9", "identifier _"])
    }

    @Test func unicodeIdentifiers() {
        #expect(lexemes("let café = 变量 + größe") == [
            "keyword let", "identifier café", "equal =", "identifier 变量", "operator +", "identifier größe",
        ])
        // Emoji are identifier characters in Swift.
        #expect(lexemes("let 👋x = 1") == ["keyword let", "identifier 👋x", "equal =", "integerLiteral 1"])
    }

    @Test func backtickIdentifiers() {
        #expect(lexemes("let `class` = `default`") == [
            "keyword let", "backtickIdentifier `class`", "equal =", "backtickIdentifier `default`",
        ])
        // A back-ticked name carries no keyword: it is a plain name.
        #expect(token("`class`", in: "`class`")?.keyword == Keyword.none)
        // Not closed on its line: the backtick alone is an error, the rest lexes normally.
        #expect(lexemes("`abc\nx") == ["error `", "identifier abc", "identifier x"])
        #expect(lexemes("``") == ["error `", "error `"])
    }

    @Test func dollarIdentifiers() {
        #expect(lexemes("$0 + $12 + $name") == [
            "dollarIdentifier $0", "operator +", "dollarIdentifier $12", "operator +", "dollarIdentifier $name",
        ])
        #expect(lexemes("$ x") == ["error $", "identifier x"])
    }

    @Test func reservedKeywordsAreKeywordTokens() {
        for spelling in ["func", "class", "struct", "enum", "extension", "protocol", "init", "deinit", "subscript",
                         "let", "var", "if", "else", "guard", "switch", "case", "default", "for", "while", "repeat",
                         "do", "catch", "defer", "return", "throw", "where", "in", "is", "as", "try", "await",
                         "self", "Self", "super", "nil", "true", "false", "Any", "static", "private", "import"] {
            let tokens = significantTokens(spelling)
            #expect(tokens.count == 1)
            #expect(tokens.first?.token.kind == .keyword, "\(spelling)")
            #expect(tokens.first?.token.keyword.spelling == spelling, "\(spelling)")
            #expect(tokens.first?.token.keyword.isReserved == true, "\(spelling)")
        }
    }

    @Test func contextualKeywordsAreIdentifiersWithTheirKeyword() {
        for spelling in ["get", "set", "willSet", "didSet", "actor", "lazy", "weak", "unowned", "override", "mutating",
                         "convenience", "required", "final", "open", "some", "any", "async", "nonisolated", "macro"] {
            let tokens = significantTokens(spelling)
            #expect(tokens.first?.token.kind == .identifier, "\(spelling)")
            #expect(tokens.first?.token.keyword.spelling == spelling, "\(spelling)")
            #expect(tokens.first?.token.keyword.isReserved == false, "\(spelling)")
        }
    }

    @Test func wordsThatOnlyLookLikeKeywords() {
        for spelling in ["function", "classes", "If", "SELF", "in_", "letter", "a", "initialize", "x"] {
            #expect(significantTokens(spelling).first?.token.keyword == Keyword.none, "\(spelling)")
        }
    }

    @Test func aKeywordAfterAPeriodIsAMemberName() {
        let tokens = significantTokens("x.default; .init(); self.init(); y.self; .Type")
        let kinds = tokens.map { "\($0.token.kind) \($0.text) \($0.token.keyword.spelling)" }
        #expect(kinds == [
            "identifier x none", "period . none", "identifier default default", "semicolon ; none",
            "period . none", "identifier init init", "leftParen ( none", "rightParen ) none", "semicolon ; none",
            "keyword self self", "period . none", "identifier init init", "leftParen ( none", "rightParen ) none",
            "semicolon ; none", "identifier y none", "period . none", "identifier self self", "semicolon ; none",
            "period . none", "identifier Type none",
        ])
        // Trivia between the period and the name does not change that.
        #expect(token("default", in: "x.\n  default")?.kind == .identifier)
    }

    @Test func operators() {
        #expect(lexemes("a + b == c != d && e || !f ?? g") == [
            "identifier a", "operator +", "identifier b", "operator ==", "identifier c", "operator !=", "identifier d",
            "operator &&", "identifier e", "operator ||", "operator !", "identifier f", "operator ??", "identifier g",
        ])
        #expect(lexemes("a === b; a <=> b; x <<= 1; a ~= b") == [
            "identifier a", "operator ===", "identifier b", "semicolon ;", "identifier a", "operator <=>",
            "identifier b", "semicolon ;", "identifier x", "operator <<=", "integerLiteral 1", "semicolon ;",
            "identifier a", "operator ~=", "identifier b",
        ])
    }

    @Test func equalAndArrowArePunctuation() {
        #expect(lexemes("a = b -> c") == ["identifier a", "equal =", "identifier b", "arrow ->", "identifier c"])
        // Only alone: `==`, `+=`, `->>` and `=>` are operators.
        #expect(lexemes("a == b += c ->> d => e") == [
            "identifier a", "operator ==", "identifier b", "operator +=", "identifier c", "operator ->>",
            "identifier d", "operator =>", "identifier e",
        ])
    }

    @Test func optionalChainingAndForceUnwrap() {
        #expect(lexemes("a?.b!.c") == [
            "identifier a", "operator ?", "period .", "identifier b", "operator !", "period .", "identifier c",
        ])
        #expect(lexemes("x!") == ["identifier x", "operator !"])
        #expect(lexemes("try? f(); try! g()") == [
            "keyword try", "operator ?", "identifier f", "leftParen (", "rightParen )", "semicolon ;",
            "keyword try", "operator !", "identifier g", "leftParen (", "rightParen )",
        ])
    }

    @Test func rangeOperators() {
        #expect(lexemes("a...b a..<b ...c d...") == [
            "identifier a", "operator ...", "identifier b", "identifier a", "operator ..<", "identifier b",
            "operator ...", "identifier c", "identifier d", "operator ...",
        ])
    }

    @Test func dotOperators() {
        // SIMD comparisons and custom operators that start with a dot.
        #expect(lexemes("a .== b; a .< b; a .+. b") == [
            "identifier a", "operator .==", "identifier b", "semicolon ;", "identifier a", "operator .<",
            "identifier b", "semicolon ;", "identifier a", "operator .+.", "identifier b",
        ])
        // A dot continues an operator only if the operator starts with one.
        #expect(lexemes("a +. b") == ["identifier a", "operator +", "period .", "identifier b"])
        // A period before a comment stays a period.
        #expect(lexemes("a.//c\nb") == ["identifier a", "period .", "identifier b"])
        #expect(lexemes("a./*c*/b") == ["identifier a", "period .", "identifier b"])
    }

    @Test func operatorsStopAtComments() {
        #expect(allLexemes("a+/*c*/b") == ["identifier a", "operator +", "blockComment /*c*/", "identifier b"])
        #expect(allLexemes("a+//c") == ["identifier a", "operator +", "lineComment //c"])
    }

    @Test func unicodeOperatorsAndWhitespace() {
        #expect(lexemes("a × b ∘ c ÷ d") == [
            "identifier a", "operator ×", "identifier b", "operator ∘", "identifier c", "operator ÷", "identifier d",
        ])
        // U+00A0 NO-BREAK SPACE and U+3000 IDEOGRAPHIC SPACE are whitespace.
        #expect(allLexemes("a\u{00A0}b\u{3000}c") == [
            "identifier a", "whitespace \u{00A0}", "identifier b", "whitespace \u{3000}", "identifier c",
        ])
    }

    @Test func punctuation() {
        #expect(lexemes("( ) { } [ ] , : ; . \\") == [
            "leftParen (", "rightParen )", "leftBrace {", "rightBrace }", "leftBracket [", "rightBracket ]",
            "comma ,", "colon :", "semicolon ;", "period .", "backslash \\",
        ])
    }

    @Test func keyPaths() {
        #expect(lexemes("\\.rootViewController") == ["backslash \\", "period .", "identifier rootViewController"])
        #expect(lexemes("\\UIWindow.rootViewController?.view") == [
            "backslash \\", "identifier UIWindow", "period .", "identifier rootViewController", "operator ?",
            "period .", "identifier view",
        ])
        #expect(lexemes("map(\\.self)") == [
            "identifier map", "leftParen (", "backslash \\", "period .", "identifier self", "rightParen )",
        ])
    }

    @Test func attributes() {
        #expect(lexemes("@MainActor @objc(doThing:) @IBAction func f()") == [
            "attribute @MainActor", "attribute @objc", "leftParen (", "identifier doThing", "colon :", "rightParen )",
            "attribute @IBAction", "keyword func", "identifier f", "leftParen (", "rightParen )",
        ])
        let bare = token("@", in: "@ x")
        #expect(bare?.kind == .attribute)
        #expect(bare?.flags.contains(.malformed) == true)
    }

    @Test func poundDirectives() {
        #expect(lexemes("#if DEBUG\n#elseif os(iOS)\n#else\n#endif") == [
            "poundDirective #if", "identifier DEBUG", "poundDirective #elseif", "identifier os", "leftParen (",
            "identifier iOS", "rightParen )", "poundDirective #else", "poundDirective #endif",
        ])
        #expect(lexemes("#selector(f) #available(iOS 15, *) #Preview") == [
            "poundDirective #selector", "leftParen (", "identifier f", "rightParen )", "poundDirective #available",
            "leftParen (", "identifier iOS", "integerLiteral 15", "comma ,", "operator *", "rightParen )",
            "poundDirective #Preview",
        ])
        // A `#` that starts nothing valid is an error, never dropped.
        #expect(lexemes("# ## x") == ["error #", "error ##", "identifier x"])
    }

    @Test func shebang() {
        #expect(allLexemes("#!/usr/bin/env swift\nprint(1)") == [
            "shebang #!/usr/bin/env swift", "newline \n", "identifier print", "leftParen (", "integerLiteral 1",
            "rightParen )",
        ])
        // Only on the first line.
        #expect(lexemes("x\n#!/bin/sh") == ["identifier x", "error #", "operator !/", "identifier bin", "operator /",
                                            "identifier sh"])
    }

    @Test func controlAndStrayBytesAreErrors() {
        #expect(lexemes("a\u{0}b'c'\u{7}") == [
            "identifier a", "error \u{0}", "identifier b", "error '", "identifier c", "error '", "error \u{7}",
        ])
    }

    @Test func whitespaceAndNewlines() {
        #expect(allLexemes("a \t\u{0B}\u{0C}b\n\r\n\rc") == [
            "identifier a", "whitespace  \t\u{0B}\u{0C}", "identifier b", "newline \n", "newline \r\n", "newline \r",
            "identifier c",
        ])
    }
}
