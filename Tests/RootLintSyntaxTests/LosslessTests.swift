import Foundation
import Testing
@testable import RootLintSyntax

/// The tokens give the input back byte for byte: on every corpus file, on
/// deterministic mutations of them, and on hand-picked snippets.
@Suite struct LosslessTests {
    @Test func corpusIsFound() {
        #expect(corpusFiles().count >= 10, "no corpus under \(corpusDirectory.path)")
    }

    @Test(arguments: corpusFiles())
    func corpusFileIsLossless(_ url: URL) throws {
        let bytes = try [UInt8](Data(contentsOf: url))
        let file = SourceFile(path: url.path, bytes: bytes)
        let tokens = file.tokens
        expectLossless(tokens, bytes, url.lastPathComponent)
        expectStoredTokensMatch(file, tokens, url.lastPathComponent)
        expectWellFormedScopeTree(file, url.lastPathComponent)
        // Real code: no error tokens, nothing unterminated.
        for token in tokens where token.kind == .error || token.flags.contains(.unterminated) {
            let position = file.makeSourceMap().position(of: Int(token.start))
            Issue.record("\(url.lastPathComponent):\(position.line):\(position.column): \(token.kind) \(token.flags)")
        }
    }

    @Test(arguments: corpusFiles())
    func mutatedCorpusFileIsLossless(_ url: URL) throws {
        let original = try [UInt8](Data(contentsOf: url))
        // Seeded by the file name, so each file gets its own mutations and
        // every run the same ones.
        var seed: UInt64 = 0xC0FFEE
        for byte in url.lastPathComponent.utf8 { seed = seed &* 31 &+ UInt64(byte) }
        var random = SeededGenerator(seed: seed)
        for round in 0..<12 {
            let mutant = Mutator.mutate(original, rounds: 1 + round % 4, using: &random)
            expectSurvives(mutant, "\(url.lastPathComponent) mutant \(round)", queries: 16)
        }
    }

    @Test func truncationsOfACorpusFile() throws {
        // Every prefix of a lexing-traps file cuts some literal or comment open.
        guard let url = corpusFiles().first(where: { $0.lastPathComponent == "CrashRecoveryFlow.swift" })
            ?? corpusFiles().first else { return }
        let bytes = try [UInt8](Data(contentsOf: url))
        let step = max(1, bytes.count / 400)
        for end in stride(from: 0, through: bytes.count, by: step) {
            expectLossless(Array(bytes[..<end]), "\(url.lastPathComponent) prefix \(end)")
        }
    }

    @Test(arguments: [
        "",
        " ",
        "\n",
        "x",
        "let s = \"a \\(b(\"c\", [1: { $0 }])) d\"",
        "#\"\\#(x)\"# ##\"\"## ###\"\"\"\n\"\"\"###",
        "/* /* */ // */",
        "a.b?.c!.d ?? e...f..<g",
        "x = /a/ + #/b/# / c",
        "0x1.8p3 0b1 0o7 1_000 1e-5 t.0.1",
        "@objc #if X\n#else\n#endif",
        "`a` $0 $x \\.k",
        "\u{FEFF}let é = \"😀\"",
        "\r\r\n\n\r",
    ])
    func snippetIsLossless(_ source: String) {
        expectSurvives(Array(source.utf8), source.debugDescription)
    }
}

/// Deterministic byte-level mutations: deletions, insertions of bytes that
/// matter to the lexer, duplicated slices and truncation.
enum Mutator {
    /// Bytes that open, close or escape something, or are not valid UTF-8.
    static let interesting: [UInt8] = Array("\"\\(){}[]/*#`'$@.\n\r\t =!?<>:,;".utf8) + [0x00, 0x80, 0xC3, 0xE2, 0xF0, 0xFF]

    static func mutate<G: RandomNumberGenerator>(_ input: [UInt8], rounds: Int, using random: inout G) -> [UInt8] {
        var bytes = input
        for _ in 0..<rounds {
            let position = bytes.isEmpty ? 0 : Int.random(in: 0...bytes.count, using: &random)
            switch Int.random(in: 0..<5, using: &random) {
            case 0: // delete a short range
                guard !bytes.isEmpty else { continue }
                let start = min(position, bytes.count - 1)
                let end = min(bytes.count, start + Int.random(in: 1...8, using: &random))
                bytes.removeSubrange(start..<end)
            case 1: // insert an interesting byte or two
                let count = Int.random(in: 1...2, using: &random)
                let inserted = (0..<count).map { _ in interesting[Int.random(in: 0..<interesting.count, using: &random)] }
                bytes.insert(contentsOf: inserted, at: position)
            case 2: // insert random bytes
                let inserted = (0..<Int.random(in: 1...4, using: &random)).map { _ in UInt8.random(in: 0...255, using: &random) }
                bytes.insert(contentsOf: inserted, at: position)
            case 3: // duplicate a slice somewhere else
                guard bytes.count > 1 else { continue }
                let start = Int.random(in: 0..<bytes.count, using: &random)
                let end = min(bytes.count, start + Int.random(in: 1...64, using: &random))
                let slice = Array(bytes[start..<end])
                bytes.insert(contentsOf: slice, at: Int.random(in: 0...bytes.count, using: &random))
            default: // truncate
                bytes.removeSubrange(position..<bytes.count)
            }
        }
        return bytes
    }
}
