import Testing
@testable import RootLintSyntax

/// Regex literals `/…/` and `#/…/#`, and the regex-or-division decision.
@Suite struct LexerRegexTests {
    @Test func bareRegexWhereAnExpressionStarts() {
        #expect(lexemes("x = /[a-z]+/") == ["identifier x", "equal =", "regexLiteral /[a-z]+/"])
        #expect(lexemes("f(/a/, /b/)") == [
            "identifier f", "leftParen (", "regexLiteral /a/", "comma ,", "regexLiteral /b/", "rightParen )",
        ])
        #expect(lexemes("return /x/") == ["keyword return", "regexLiteral /x/"])
        #expect(lexemes("[/a/]") == ["leftBracket [", "regexLiteral /a/", "rightBracket ]"])
        #expect(lexemes("a ?? /b/") == ["identifier a", "operator ??", "regexLiteral /b/"])
        #expect(lexemes("try? /x/.wholeMatch(in: s)").prefix(3) == ["keyword try", "operator ?", "regexLiteral /x/"])
        #expect(lexemes("/x/") == ["regexLiteral /x/"])
    }

    @Test func divisionAfterAValue() {
        #expect(lexemes("a / b / c") == [
            "identifier a", "operator /", "identifier b", "operator /", "identifier c",
        ])
        #expect(lexemes("a/b/c") == ["identifier a", "operator /", "identifier b", "operator /", "identifier c"])
        #expect(lexemes("f() / 2 / 3") == [
            "identifier f", "leftParen (", "rightParen )", "operator /", "integerLiteral 2", "operator /",
            "integerLiteral 3",
        ])
        #expect(lexemes("a[0]/2/3") == [
            "identifier a", "leftBracket [", "integerLiteral 0", "rightBracket ]", "operator /", "integerLiteral 2",
            "operator /", "integerLiteral 3",
        ])
        #expect(lexemes("1/2/3") == ["integerLiteral 1", "operator /", "integerLiteral 2", "operator /", "integerLiteral 3"])
        #expect(lexemes("self/2/3").first == "keyword self")
        #expect(lexemes("self/2/3").contains("regexLiteral /2/") == false)
        #expect(lexemes(#""s"/x/y"#).contains("regexLiteral /x/") == false)
        // `!/` glued is one operator, as in the compiler; spaced, `!` is postfix.
        #expect(lexemes("x!/2") == ["identifier x", "operator !/", "integerLiteral 2"])
        #expect(lexemes("x! / 2 / 3").contains { $0.hasPrefix("regexLiteral") } == false)
        #expect(lexemes("$0/2/3").contains { $0.hasPrefix("regexLiteral") } == false)
        #expect(lexemes("a.default/2/3").contains { $0.hasPrefix("regexLiteral") } == false)
    }

    @Test func corpusDivisions() {
        let source = """
            let ratio = Double(swaps.count) / Double(max(lines.count, 1)) / 2
            let perLaunch = crashCount / max(launches, 1) / 2
            let fraction = done / total / 2
            """
        #expect(lexemes(source).contains { $0.hasPrefix("regexLiteral") } == false)
    }

    @Test func operatorReference() {
        #expect(lexemes("xs.reduce(1, /)") == [
            "identifier xs", "period .", "identifier reduce", "leftParen (", "integerLiteral 1", "comma ,",
            "operator /", "rightParen )",
        ])
        #expect(lexemes("f(/, 1)") == ["identifier f", "leftParen (", "operator /", "comma ,", "integerLiteral 1",
                                       "rightParen )"])
    }

    @Test func aRegexCannotStartWithSpaceOrEquals() {
        #expect(lexemes("x = / a /").contains { $0.hasPrefix("regexLiteral") } == false)
        #expect(lexemes("(/= 2/)").contains { $0.hasPrefix("regexLiteral") } == false)
        #expect(lexemes("x /= 2") == ["identifier x", "operator /=", "integerLiteral 2"])
    }

    @Test func unclosedSlashIsAnOperator() {
        #expect(lexemes("x = /abc") == ["identifier x", "equal =", "operator /", "identifier abc"])
    }

    @Test func escapedSlashes() {
        #expect(lexemes(#"x = /a\/b/ + c"#) == ["identifier x", "equal =", #"regexLiteral /a\/b/"#, "operator +",
                                                 "identifier c"])
        #expect(lexemes(#"x = /a\\/"#) == ["identifier x", "equal =", #"regexLiteral /a\\/"#])
    }

    @Test func escapedLineBreakDoesNotContinueABareRegex() {
        // Regression: `\` followed by a line break skipped the break, so the
        // literal ran on into the next line.
        let source = "let r = /a\\\nb/"
        #expect(lexemes(source).contains { $0.hasPrefix("regexLiteral") } == false)
        #expect(token("b", in: source)?.flags.contains(.newlineBefore) == true)
    }

    @Test func bareRegexEndsAtTheLine() {
        #expect(lexemes("x = /a\nb/") == ["identifier x", "equal =", "operator /", "identifier a", "identifier b",
                                          "operator /"])
    }

    @Test func commentsAreNotRegexes() {
        #expect(allLexemes("x = //a/\ny") == ["identifier x", "whitespace  ", "equal =", "whitespace  ",
                                              "lineComment //a/", "newline \n", "identifier y"])
        #expect(allLexemes("x = /*a*/ /b/") == ["identifier x", "whitespace  ", "equal =", "whitespace  ",
                                                "blockComment /*a*/", "whitespace  ", "regexLiteral /b/"])
        #expect(lexemes("a /* c */ / b") == ["identifier a", "operator /", "identifier b"])
    }

    @Test func regexInsideInterpolationAndClosures() {
        #expect(lexemes(#"lines.filter { $0.contains(/rootViewController =/) }"#) == [
            "identifier lines", "period .", "identifier filter", "leftBrace {", "dollarIdentifier $0", "period .",
            "identifier contains", "leftParen (", "regexLiteral /rootViewController =/", "rightParen )",
            "rightBrace }",
        ])
        #expect(lexemes(#""\(/a/)""#) == ["stringOpen \"", "interpolationOpen \\(", "regexLiteral /a/",
                                          "interpolationClose )", "stringClose \""])
    }

    @Test func extendedRegex() {
        #expect(lexemes("let p = #/^root:\\s*(?<name>\\w+)$/#") == [
            "keyword let", "identifier p", "equal =", "regexLiteral #/^root:\\s*(?<name>\\w+)$/#",
        ])
        // A `/` alone does not close `#/…/#`.
        #expect(lexemes("#/a/b/# x") == ["regexLiteral #/a/b/#", "identifier x"])
        #expect(lexemes("##/a/#b/## x") == ["regexLiteral ##/a/#b/##", "identifier x"])
        #expect(lexemes(#"#/a\/#b/# x"#) == [#"regexLiteral #/a\/#b/#"#, "identifier x"])
    }

    @Test func multilineExtendedRegex() {
        let source = """
            let r = #/
                (?<receiver> [\\w.?]+ ) \\. rootViewController   # a comment / with a slash
                /#
            next
            """
        let tokens = lexemes(source)
        #expect(tokens.count == 5)
        #expect(tokens.prefix(3) == ["keyword let", "identifier r", "equal ="])
        #expect(tokens[3].hasPrefix("regexLiteral #/\n"))
        #expect(tokens[3].hasSuffix("/#"))
        #expect(tokens.last == "identifier next")
    }

    @Test func unterminatedExtendedRegex() {
        let single = "x = #/abc\ny"
        #expect(lexemes(single) == ["identifier x", "equal =", "regexLiteral #/abc", "identifier y"])
        #expect(token("#/abc", in: single)?.flags.contains(.unterminated) == true)
        let multi = "x = #/\nabc\ny"
        let tokens = Lexer.tokenize(Array(multi.utf8))
        #expect(tokens.last?.kind == .regexLiteral)
        #expect(tokens.last?.flags.contains(.unterminated) == true)
        expectLossless(Array(multi.utf8))
        #expect(lexemes("#/") == ["regexLiteral #/"])
    }

    @Test func manyUnclosedEscapedSlashesOnOneLine() {
        // Regression: each `/` rescanned the rest of the line for a closing
        // `/`, so this line took quadratic time. It must stay operators.
        let source = "x = (" + String(repeating: "/\\", count: 100_000)
        let bytes = Array(source.utf8)
        let tokens = Lexer.tokenize(bytes)
        expectLossless(tokens, bytes)
        #expect(!tokens.contains { $0.kind == .regexLiteral })
    }
}
