import Foundation
import Testing
@testable import RootLintSyntax

/// Inputs found by the libFuzzer target (`Fuzz/run-fuzzer.sh`), kept as they
/// were found (base64). Each must lex losslessly and give a well-formed tree.
/// Add new crashers here with the fix they needed.
@Suite struct FuzzRegressionTests {
    @Test(arguments: [
        // Lexer made no progress at `o"` + line break (a `"` right before the
        // end of a line opened a string with nothing in it, the string level
        // was popped without consuming a byte): a trap in debug builds, and
        // the line break became an error token in release builds. Found within
        // 200 runs against the original lexer; fixed in `lexStringContent`.
        "aW1wb3J0IFVJS2l0CgpmaW5hQWwgY2xhc3MgQXBwQ29vcmRpbmF0b3I6FgAgTlNPYmplY3QsIFVJV2luZG93U2NlQG9iamNlZ2F0ZSB7CiAgICBwcml2YXRlIHdlbGV0IGEgPSAiwK8g7aCAIGFrIFZhciB3aW5kb3c6IFVJV2luZPRsZXQgYSA9ICJhYmMKbGV0IGIgPSAiXCh4CmxldCBjID0gIlwoZiB7CmxldCBkID0gYGFiYwpsZXQgZSA9IC+QgCiAIOKCIgAK//YgbGV0IG93PwogICAggHggPSBsYXp5IHZhYWJjclwKbGV0IGYgPSAjL2FiYwpsZXQgZyA9ICIiIG8iClwoeAovKiBuAGV2ZXIgY2xvMHMgZWQgLyogbmVzdGVk",
    ])
    func crasher(_ base64: String) throws {
        let bytes = try #require(Data(base64Encoded: base64).map { [UInt8]($0) })
        expectSurvives(bytes, "fuzz input")
        // No line break may end up inside an error token.
        for token in Lexer.tokenize(bytes) where token.kind == .error {
            #expect(!bytes[token.range].contains(0x0A) && !bytes[token.range].contains(0x0D))
        }
    }
}
