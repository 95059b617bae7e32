import Testing
@testable import RootLintSyntax

/// Line, block, nested and documentation comments.
@Suite struct LexerCommentTests {
    @Test func lineComments() {
        #expect(allLexemes("a // note\nb") == [
            "identifier a", "whitespace  ", "lineComment // note", "newline \n", "identifier b",
        ])
        // The comment stops before the line break, `\r` included.
        #expect(allLexemes("// x\r\ny") == ["lineComment // x", "newline \r\n", "identifier y"])
        #expect(allLexemes("// x\ry") == ["lineComment // x", "newline \r", "identifier y"])
        // At the very end of the file.
        #expect(allLexemes("x //") == ["identifier x", "whitespace  ", "lineComment //"])
    }

    @Test func docLineComments() {
        #expect(allLexemes("/// doc\n//// not doc\n///") == [
            "docLineComment /// doc", "newline \n", "lineComment //// not doc", "newline \n", "docLineComment ///",
        ])
    }

    @Test func blockComments() {
        #expect(allLexemes("a /* b */ c") == [
            "identifier a", "whitespace  ", "blockComment /* b */", "whitespace  ", "identifier c",
        ])
        #expect(allLexemes("/**/x") == ["blockComment /**/", "identifier x"])
    }

    @Test func docBlockComments() {
        #expect(allLexemes("/** doc */") == ["docBlockComment /** doc */"])
        #expect(allLexemes("/**\n * doc\n */") == ["docBlockComment /**\n * doc\n */"])
    }

    @Test func blockCommentsNest() {
        #expect(allLexemes("/* a /* b */ c */ d") == ["blockComment /* a /* b */ c */", "whitespace  ", "identifier d"])
        #expect(allLexemes("/* /* /* */ */ */x") == ["blockComment /* /* /* */ */ */", "identifier x"])
        // `//` inside a block comment does not hide its end.
        #expect(allLexemes("/* // */x") == ["blockComment /* // */", "identifier x"])
    }

    @Test func unterminatedBlockCommentsRunToTheEnd() {
        let source = "a /* b /* c */ d\ne"
        let tokens = significantTokens(source)
        #expect(tokens.map(\.text) == ["a"])
        let comment = Lexer.tokenize(Array(source.utf8)).last
        #expect(comment?.kind == .blockComment)
        #expect(comment?.flags.contains(.unterminated) == true)
        expectLossless(Array(source.utf8))
        #expect(Lexer.tokenize(Array("/*".utf8)).map(\.kind) == [.blockComment])
    }

    @Test func commentMarkersInsideStringsAreText() {
        #expect(lexemes(#"let s = "// not a comment /* nor this */""#) == [
            "keyword let", "identifier s", "equal =", "stringOpen \"", "stringSegment // not a comment /* nor this */",
            "stringClose \"",
        ])
    }

    @Test func stringMarkersInsideCommentsAreText() {
        #expect(lexemes("/* \" */ x // \"\ny") == ["identifier x", "identifier y"])
    }

    @Test func commentsAreTrivia() {
        for kind in [TokenKind.lineComment, .docLineComment, .blockComment, .docBlockComment] {
            #expect(kind.isTrivia)
            #expect(kind.isComment)
        }
        #expect(TokenKind.shebang.isTrivia)
        #expect(!TokenKind.shebang.isComment)
        #expect(!TokenKind.identifier.isTrivia)
    }
}
