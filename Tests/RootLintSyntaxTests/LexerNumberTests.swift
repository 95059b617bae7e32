import Testing
@testable import RootLintSyntax

/// Integer and floating-point literals.
@Suite struct LexerNumberTests {
    func kinds(_ source: String) -> [String] { lexemes(source) }

    func isMalformed(_ source: String) -> Bool {
        significantTokens(source).first?.token.flags.contains(.malformed) ?? false
    }

    @Test func decimalIntegers() {
        #expect(kinds("0 42 1_000_000 007") == [
            "integerLiteral 0", "integerLiteral 42", "integerLiteral 1_000_000", "integerLiteral 007",
        ])
    }

    @Test func hexOctalBinary() {
        #expect(kinds("0xFF 0xff_ff 0o17 0b1010 0b1_0") == [
            "integerLiteral 0xFF", "integerLiteral 0xff_ff", "integerLiteral 0o17", "integerLiteral 0b1010",
            "integerLiteral 0b1_0",
        ])
        for literal in ["0xFF", "0o17", "0b1010"] { #expect(!isMalformed(literal), "\(literal)") }
    }

    @Test func floats() {
        #expect(kinds("1.5 0.25 1e10 1.5e-3 2E+3 1_0.0_1 6.02e23") == [
            "floatLiteral 1.5", "floatLiteral 0.25", "floatLiteral 1e10", "floatLiteral 1.5e-3", "floatLiteral 2E+3",
            "floatLiteral 1_0.0_1", "floatLiteral 6.02e23",
        ])
    }

    @Test func hexFloats() {
        #expect(kinds("0x1.8p3 0x1p-2 0xFFp0 0x1.fffffep+127") == [
            "floatLiteral 0x1.8p3", "floatLiteral 0x1p-2", "floatLiteral 0xFFp0", "floatLiteral 0x1.fffffep+127",
        ])
    }

    @Test func aFractionNeedsADigitAfterTheDot() {
        #expect(kinds("1..<5") == ["integerLiteral 1", "operator ..<", "integerLiteral 5"])
        #expect(kinds("1...5") == ["integerLiteral 1", "operator ...", "integerLiteral 5"])
        #expect(kinds("1.description") == ["integerLiteral 1", "period .", "identifier description"])
        #expect(kinds("1.e5") == ["integerLiteral 1", "period .", "identifier e5"])
        #expect(kinds("0xFF.description") == ["integerLiteral 0xFF", "period .", "identifier description"])
    }

    @Test func hexFractionWithoutExponentIsMemberAccess() {
        // As in the compiler: `0xff.fp` is `0xff` then the member `fp`.
        #expect(kinds("0xff.fp") == ["integerLiteral 0xff", "period .", "identifier fp"])
        #expect(kinds("0x1.8") == ["integerLiteral 0x1", "period .", "integerLiteral 8"])
        #expect(kinds("0xff.fp1") == ["floatLiteral 0xff.fp1"])
    }

    @Test func tupleAccess() {
        #expect(kinds("t.0.1") == ["identifier t", "period .", "integerLiteral 0", "period .", "integerLiteral 1"])
        #expect(kinds("t.0.1.description") == [
            "identifier t", "period .", "integerLiteral 0", "period .", "integerLiteral 1", "period .",
            "identifier description",
        ])
        // With trivia after the period it is a new expression again.
        #expect(kinds("x = .\n1.5").last == "floatLiteral 1.5")
    }

    @Test func signsAreOperators() {
        #expect(kinds("-1 + -2.5") == ["operator -", "integerLiteral 1", "operator +", "operator -", "floatLiteral 2.5"])
    }

    @Test func malformedNumbersStayOneToken() {
        #expect(kinds("12abc") == ["integerLiteral 12abc"])
        #expect(isMalformed("12abc"))
        #expect(isMalformed("1.5x"))
        #expect(isMalformed("1e"))
        #expect(kinds("1e+") == ["integerLiteral 1e", "operator +"])
        #expect(isMalformed("0x"))
        #expect(isMalformed("0b"))
        #expect(isMalformed("0o"))
        #expect(isMalformed("0xg"))
        #expect(isMalformed("0b102"))
        #expect(isMalformed("0o8"))
        #expect(isMalformed("0x1p"))
        #expect(isMalformed("0x1p_1"))
        #expect(isMalformed("0x_1"))
        #expect(isMalformed("0b_1"))
        for fine in ["0", "1.5", "1e5", "0x1p3", "0b1_1", "0o7_7", "0x1_F"] { #expect(!isMalformed(fine), "\(fine)") }
    }

    @Test func numbersGluedToUnicode() {
        #expect(kinds("1é") == ["integerLiteral 1", "identifier é"])
    }
}
