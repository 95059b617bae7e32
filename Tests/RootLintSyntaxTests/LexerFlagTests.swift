import Testing
@testable import RootLintSyntax

/// `newlineBefore`, `triviaBefore`, `unterminated`, `malformed`,
/// `optionalMarks`, `multiline` and `raw`.
@Suite struct LexerFlagTests {
    func flags(_ spelling: String, in source: String, occurrence: Int = 0) -> TokenFlags? {
        significantTokens(source).filter { $0.text == spelling }.dropFirst(occurrence).first?.token.flags
    }

    @Test func newlineBefore() {
        let source = "a b\nc\r\nd\re /* \n */ f /* */ g // x\nh"
        #expect(flags("a", in: source)?.contains(.newlineBefore) == false)
        #expect(flags("b", in: source)?.contains(.newlineBefore) == false)
        #expect(flags("c", in: source)?.contains(.newlineBefore) == true)
        #expect(flags("d", in: source)?.contains(.newlineBefore) == true)
        #expect(flags("e", in: source)?.contains(.newlineBefore) == true)
        // A newline inside a block comment separates statements too.
        #expect(flags("f", in: source)?.contains(.newlineBefore) == true)
        #expect(flags("g", in: source)?.contains(.newlineBefore) == false)
        #expect(flags("h", in: source)?.contains(.newlineBefore) == true)
    }

    @Test func newlineBeforeIsOnlyOnSignificantTokens() {
        for token in Lexer.tokenize(Array("a\n  // c\n\n  b".utf8)) where token.kind.isTrivia {
            #expect(!token.flags.contains(.newlineBefore))
        }
        #expect(flags("b", in: "a\n  // c\n\n  b")?.contains(.newlineBefore) == true)
    }

    @Test func newlinesInsideStringsAreNotStatementBreaks() {
        let source = "let s = \"\"\"\n  text\n  \"\"\"; x"
        #expect(flags("x", in: source)?.contains(.newlineBefore) == false)
    }

    @Test func triviaBefore() {
        let source = " a(b) c/**/d\ne"
        #expect(flags("a", in: source)?.contains(.triviaBefore) == true)
        #expect(flags("(", in: source)?.contains(.triviaBefore) == false)
        #expect(flags("b", in: source)?.contains(.triviaBefore) == false)
        #expect(flags("c", in: source)?.contains(.triviaBefore) == true)
        #expect(flags("d", in: source)?.contains(.triviaBefore) == true)
        #expect(flags("e", in: source)?.contains(.triviaBefore) == true)
        #expect(flags("a", in: "a")?.contains(.triviaBefore) == false)
    }

    @Test func optionalMarks() {
        let source = "a? b! c ?? d !e f != g ?. h !== i"
        #expect(flags("?", in: source)?.contains(.optionalMarks) == true)
        #expect(flags("!", in: source)?.contains(.optionalMarks) == true)
        #expect(flags("??", in: source)?.contains(.optionalMarks) == true)
        #expect(flags("!", in: source, occurrence: 1)?.contains(.optionalMarks) == true)
        #expect(flags("!=", in: source)?.contains(.optionalMarks) == false)
        #expect(flags("!==", in: source)?.contains(.optionalMarks) == false)
        #expect(flags("+", in: "a + b")?.contains(.optionalMarks) == false)
        // Postfix (glued to the value) or not is told by `triviaBefore`.
        #expect(flags("?", in: "a?.b")?.contains(.triviaBefore) == false)
        #expect(flags("?", in: "a ? b : c")?.contains(.triviaBefore) == true)
    }

    @Test func unterminatedLiteralsAndComments() {
        #expect(flags("\"", in: "\"abc")?.contains(.unterminated) == true)
        #expect(flags("abc", in: "\"abc")?.contains(.unterminated) == true)
        #expect(flags("\"", in: "\"abc\"")?.contains(.unterminated) == false)
        #expect(flags("#/abc", in: "#/abc")?.contains(.unterminated) == true)
        #expect(flags("#/abc/#", in: "#/abc/#")?.contains(.unterminated) == false)
        let comment = Lexer.tokenize(Array("/* open".utf8)).first
        #expect(comment?.flags.contains(.unterminated) == true)
    }

    @Test func malformed() {
        #expect(flags("12abc", in: "12abc")?.contains(.malformed) == true)
        #expect(flags("12", in: "12")?.contains(.malformed) == false)
        #expect(flags("@", in: "@ x")?.contains(.malformed) == true)
        #expect(flags("@objc", in: "@objc")?.contains(.malformed) == false)
    }

    @Test func multilineAndRawMarkStringParts() {
        let source = "#\"\"\"\n  a \\#(x) b\n  \"\"\"#"
        for (token, text) in significantTokens(source) where token.kind.isStringPart || token.kind == .interpolationOpen {
            #expect(token.flags.contains(.multiline), "\(text)")
            #expect(token.flags.contains(.raw), "\(text)")
        }
        for (token, text) in significantTokens("\"a \\(x) b\"") where token.kind.isStringPart {
            #expect(!token.flags.contains(.multiline), "\(text)")
            #expect(!token.flags.contains(.raw), "\(text)")
        }
    }
}
