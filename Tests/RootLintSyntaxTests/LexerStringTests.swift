import Testing
@testable import RootLintSyntax

/// String literals: single-line, multi-line, raw, escapes and interpolation,
/// and how unterminated ones recover.
@Suite struct LexerStringTests {
    @Test func singleLine() {
        #expect(lexemes(#"let s = "hello""#) == [
            "keyword let", "identifier s", "equal =", "stringOpen \"", "stringSegment hello", "stringClose \"",
        ])
    }

    @Test func emptyStrings() {
        #expect(lexemes(#"f("", "")"#) == [
            "identifier f", "leftParen (", "stringOpen \"", "stringClose \"", "comma ,", "stringOpen \"",
            "stringClose \"", "rightParen )",
        ])
        #expect(lexemes("\"\"\"\n\"\"\"") == ["stringOpen \"\"\"", "stringSegment \n", "stringClose \"\"\""])
    }

    @Test func escapes() {
        // `\"` does not close, `\\` does not escape the quote after it.
        #expect(lexemes(#""a \"b\" \\" x"#) == [
            "stringOpen \"", #"stringSegment a \"b\" \\"#, "stringClose \"", "identifier x",
        ])
        #expect(lexemes(#""\u{1F600}\n\t\0\'" x"#) == [
            "stringOpen \"", #"stringSegment \u{1F600}\n\t\0\'"#, "stringClose \"", "identifier x",
        ])
    }

    @Test func interpolation() {
        #expect(lexemes(#""a \(b) c""#) == [
            "stringOpen \"", "stringSegment a ", "interpolationOpen \\(", "identifier b", "interpolationClose )",
            "stringSegment  c", "stringClose \"",
        ])
    }

    @Test func interpolationCountsBrackets() {
        // Only the `)` at depth 0 closes the interpolation.
        #expect(lexemes(#""\((a + b) * f(c[0]) { $0 })""#) == [
            "stringOpen \"", "interpolationOpen \\(", "leftParen (", "identifier a", "operator +", "identifier b",
            "rightParen )", "operator *", "identifier f", "leftParen (", "identifier c", "leftBracket [",
            "integerLiteral 0", "rightBracket ]", "rightParen )", "leftBrace {", "dollarIdentifier $0", "rightBrace }",
            "interpolationClose )", "stringClose \"",
        ])
    }

    @Test func interpolationNestsStrings() {
        #expect(lexemes(#""a \("b \("c") d") e""#) == [
            "stringOpen \"", "stringSegment a ", "interpolationOpen \\(", "stringOpen \"", "stringSegment b ",
            "interpolationOpen \\(", "stringOpen \"", "stringSegment c", "stringClose \"", "interpolationClose )",
            "stringSegment  d", "stringClose \"", "interpolationClose )", "stringSegment  e", "stringClose \"",
        ])
    }

    @Test func interpolationNestsClosuresWithStrings() {
        // From the corpus: a closure whose body holds a string with a `)` in it.
        let source = #""root: \(window.map { "\(type(of: $0)) = )" } ?? "none")""#
        #expect(lexemes(source) == [
            "stringOpen \"", "stringSegment root: ", "interpolationOpen \\(", "identifier window", "period .",
            "identifier map", "leftBrace {", "stringOpen \"", "interpolationOpen \\(", "identifier type",
            "leftParen (", "identifier of", "colon :", "dollarIdentifier $0", "rightParen )", "interpolationClose )",
            "stringSegment  = )", "stringClose \"", "rightBrace }", "operator ??", "stringOpen \"",
            "stringSegment none", "stringClose \"", "interpolationClose )", "stringClose \"",
        ])
    }

    @Test func commentsInsideInterpolation() {
        #expect(lexemes(#""\(a /* ) */ + b)" x"#) == [
            "stringOpen \"", "interpolationOpen \\(", "identifier a", "operator +", "identifier b",
            "interpolationClose )", "stringClose \"", "identifier x",
        ])
    }

    @Test func multiline() {
        let source = "let s = \"\"\"\n    line \"one\" \\(x)\n    two \\\"\"\"\n    \"\"\"\nnext"
        #expect(lexemes(source) == [
            "keyword let", "identifier s", "equal =", "stringOpen \"\"\"", "stringSegment \n    line \"one\" ",
            "interpolationOpen \\(", "identifier x", "interpolationClose )", "stringSegment \n    two \\\"\"\"\n    ",
            "stringClose \"\"\"", "identifier next",
        ])
    }

    @Test func multilineLineContinuationAndQuotes() {
        let source = "\"\"\"\na \\\nb \"\" c\n\"\"\""
        #expect(lexemes(source) == ["stringOpen \"\"\"", "stringSegment \na \\\nb \"\" c\n", "stringClose \"\"\""])
    }

    @Test func multilineInterpolationMaySpanLines() {
        let source = "\"\"\"\n\\(f(\n  a,\n  b))\n\"\"\"\nx"
        #expect(lexemes(source) == [
            "stringOpen \"\"\"", "stringSegment \n", "interpolationOpen \\(", "identifier f", "leftParen (",
            "identifier a", "comma ,", "identifier b", "rightParen )", "interpolationClose )", "stringSegment \n",
            "stringClose \"\"\"", "identifier x",
        ])
    }

    @Test func rawStrings() {
        // In a raw string `"` and `\(` are text; only `"#` closes, only `\#(` interpolates.
        #expect(lexemes(##"#"a "b" \(c) \#(d)"#"##) == [
            "stringOpen #\"", "stringSegment a \"b\" \\(c) ", "interpolationOpen \\#(", "identifier d",
            "interpolationClose )", "stringClose \"#",
        ])
    }

    @Test func rawStringsWithMoreHashes() {
        #expect(lexemes(###"##"a "# \#(b) \##(c)"## x"###) == [
            "stringOpen ##\"", "stringSegment a \"# \\#(b) ", "interpolationOpen \\##(", "identifier c",
            "interpolationClose )", "stringClose \"##", "identifier x",
        ])
        let five = "#####\"\"####\"#####"
        #expect(lexemes(five) == ["stringOpen #####\"", "stringSegment \"####", "stringClose \"#####"])
    }

    @Test func rawEscapesNeedTheirHashes() {
        // `\#"` is an escaped quote in a one-hash raw string; `\"` is not special.
        #expect(lexemes(##"#"a\#"b"# x"##) == ["stringOpen #\"", "stringSegment a\\#\"b", "stringClose \"#", "identifier x"])
        #expect(lexemes(##"#"a\"# x"##) == ["stringOpen #\"", "stringSegment a\\", "stringClose \"#", "identifier x"])
    }

    @Test func rawMultiline() {
        let source = "#\"\"\"\n  a \"\"\" \\(b) \\#(c)\n  \"\"\"#"
        #expect(lexemes(source) == [
            "stringOpen #\"\"\"", "stringSegment \n  a \"\"\" \\(b) ", "interpolationOpen \\#(", "identifier c",
            "interpolationClose )", "stringSegment \n  ", "stringClose \"\"\"#",
        ])
    }

    @Test func unterminatedAtEndOfLine() {
        let source = "let a = \"abc\nlet b = 1"
        #expect(lexemes(source) == [
            "keyword let", "identifier a", "equal =", "stringOpen \"", "stringSegment abc", "keyword let",
            "identifier b", "equal =", "integerLiteral 1",
        ])
        #expect(token("\"", in: source)?.flags.contains(.unterminated) == true)
        #expect(token("let", in: "\"abc\nlet")?.flags.contains(.newlineBefore) == true)
    }

    @Test func quoteRightBeforeTheLineBreak() {
        // Regression: the string level popped without consuming anything, so
        // the step made no progress (a trap in debug builds, and the line
        // break became an error token in release builds).
        for source in ["let s = \"\nlet t = 1", "\"\n", "\"\r\n", "\"\r", "x(\"\n)", "#\"\n\"#"] {
            let bytes = Array(source.utf8)
            expectLossless(bytes, source)
            let tokens = Lexer.tokenize(bytes)
            #expect(!tokens.contains { $0.kind == .error }, "\(source.debugDescription)")
            #expect(tokens.contains { $0.kind == .newline }, "\(source.debugDescription)")
            #expect(tokens.first { $0.kind == .stringOpen }?.flags.contains(.unterminated) == true)
        }
        #expect(lexemes("let s = \"\nlet t = 1") == [
            "keyword let", "identifier s", "equal =", "stringOpen \"", "keyword let", "identifier t", "equal =",
            "integerLiteral 1",
        ])
    }

    @Test func unterminatedInterpolationEndsAtTheLine() {
        let source = "let a = \"x \\(y\nlet b = z)\""
        #expect(lexemes(source) == [
            "keyword let", "identifier a", "equal =", "stringOpen \"", "stringSegment x ", "interpolationOpen \\(",
            "identifier y", "keyword let", "identifier b", "equal =", "identifier z", "rightParen )", "stringOpen \"",
        ])
        #expect(token("\"", in: source)?.flags.contains(.unterminated) == true)
    }

    @Test func unterminatedInterpolationWithOpenBracketsEndsAtTheLine() {
        // Regression: with a `{` or `(` open inside the interpolation the
        // recovery did not apply and the rest of the file stayed inside it.
        let source = "let a = \"\\(items.map {\nfunc f() { print(\"ok\") }"
        #expect(lexemes(source) == [
            "keyword let", "identifier a", "equal =", "stringOpen \"", "interpolationOpen \\(", "identifier items",
            "period .", "identifier map", "leftBrace {", "keyword func", "identifier f", "leftParen (",
            "rightParen )", "leftBrace {", "identifier print", "leftParen (", "stringOpen \"", "stringSegment ok",
            "stringClose \"", "rightParen )", "rightBrace }",
        ])
        #expect(token("\"", in: source)?.flags.contains(.unterminated) == true)
    }

    @Test func unterminatedNestedInterpolationsAllEndAtTheLine() {
        // Regression: only the innermost string was ended, so the outer one
        // resumed on the next line and swallowed code as text.
        let source = "\"a \\(\"b \\(x\ny(z)\"\nw"
        #expect(lexemes(source) == [
            "stringOpen \"", "stringSegment a ", "interpolationOpen \\(", "stringOpen \"", "stringSegment b ",
            "interpolationOpen \\(", "identifier x", "identifier y", "leftParen (", "identifier z", "rightParen )",
            "stringOpen \"", "identifier w",
        ])
        for open in significantTokens(source).filter({ $0.token.kind == .stringOpen }) {
            #expect(open.token.flags.contains(.unterminated))
        }
    }

    @Test func singleLineStringInsideMultilineInterpolation() {
        // Ending at the line stops at the first multi-line string.
        let source = "\"\"\"\n\\(\"a \\(b\nc)\n\"\"\""
        #expect(lexemes(source) == [
            "stringOpen \"\"\"", "stringSegment \n", "interpolationOpen \\(", "stringOpen \"", "stringSegment a ",
            "interpolationOpen \\(", "identifier b", "identifier c", "interpolationClose )", "stringSegment \n",
            "stringClose \"\"\"",
        ])
    }

    @Test func multilineStringInsideSingleLineInterpolation() {
        let source = "\"\\(\"\"\"\n  a\n  \"\"\")\" x"
        #expect(lexemes(source) == [
            "stringOpen \"", "interpolationOpen \\(", "stringOpen \"\"\"", "stringSegment \n  a\n  ",
            "stringClose \"\"\"", "interpolationClose )", "stringClose \"", "identifier x",
        ])
    }

    @Test func unterminatedAtEndOfFileIsFlagged() {
        // Regression: a string left open inside an unclosed interpolation at
        // the end of the file was not flagged.
        for source in ["\"\"\"\nabc", "\"\"\"\n\\(x", "\"\"\"\n\\(f {", "#\"abc\"", "\"\\(", "\"\\(\"\\("] {
            let opens = significantTokens(source).filter { $0.token.kind == .stringOpen }
            #expect(!opens.isEmpty, "\(source.debugDescription)")
            for open in opens {
                #expect(open.token.flags.contains(.unterminated), "\(source.debugDescription)")
            }
            expectLossless(Array(source.utf8), source)
        }
    }

    @Test func rawStringClosedByPlainQuoteIsUnterminated() {
        let source = "#\"abc\" + x\ny"
        #expect(lexemes(source) == ["stringOpen #\"", "stringSegment abc\" + x", "identifier y"])
    }

    @Test func escapedLineBreakInSingleLineString() {
        // A backslash cannot escape the end of a single-line string's line.
        let source = "\"abc\\\nx"
        #expect(lexemes(source) == ["stringOpen \"", "stringSegment abc\\", "identifier x"])
    }

    @Test func unbalancedClosersInsideInterpolation() {
        // A stray `}` or `]` must not hide the `)` that closes the interpolation.
        #expect(lexemes(#""\(a } ] )" x"#) == [
            "stringOpen \"", "interpolationOpen \\(", "identifier a", "rightBrace }", "rightBracket ]",
            "interpolationClose )", "stringClose \"", "identifier x",
        ])
    }
}
