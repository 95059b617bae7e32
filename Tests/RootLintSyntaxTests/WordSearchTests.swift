@testable import RootLintSyntax
import Testing

/// `WordSet` with many words of one length (hashed buckets) and the byte
/// scan for the names after `func`.
@Suite("Word search")
struct WordSearchTests {
    @Test func aLargeBucketFindsEveryWordAndNothingElse() {
        // 200 names of the same length: the hashed path, not the one-by-one one.
        let words = (0..<200).map { "show\(String(1000 + $0))" }
        let set = WordSet(words)
        let file = SourceFile(path: "a.swift", bytes: Array((words + ["show0999", "show1200", "shows1000", "`show1005`"]).joined(separator: " ").utf8))
        let found = file.code.indices.filter { set.contains($0, in: file) }.map { file.text($0) }
        #expect(found == words + ["`show1005`"])
    }

    @Test func namesAfterFuncAreFoundWithoutLexing() {
        let source = """
            final class Router {
                func showMain(on window: UIWindow) {}
                private func\tsetUp() {}
                func `default`() {}
                let funcName = 1; let myfunc = 2
                func
                    loadOnLaunch() {}
            }
            """
        #expect(DeclaredFunctionNames.find(in: Array(source.utf8)) == ["showMain", "setUp", "default", "loadOnLaunch"])
        #expect(DeclaredFunctionNames.find(in: Array("func".utf8)).isEmpty)
        #expect(DeclaredFunctionNames.find(in: []).isEmpty)
        // What the survey keeps: the same names hashed, sorted, once each.
        let twice = Array((source + "\nfunc setUp() {}").utf8)
        #expect(DeclaredFunctionNames.hashes(in: twice) == ["showMain", "setUp", "default", "loadOnLaunch"].map(DeclaredFunctionNames.hash).sorted())
        #expect(DeclaredFunctionNames.hash("setUp") != DeclaredFunctionNames.hash("setup"))
    }

    /// The names a plain scan of every position finds, for the sixteen-at-a-time one to match.
    static func namesScanningEveryByte(_ bytes: [UInt8]) -> [String] {
        func isWord(_ b: UInt8) -> Bool { b < 0x80 ? (b == 0x5F || (0x30...0x39).contains(b) || (0x41...0x5A).contains(b) || (0x61...0x7A).contains(b)) : true }
        func isSpace(_ b: UInt8) -> Bool { b == 0x20 || b == 0x09 || b == 0x0A || b == 0x0D }
        var names: [String] = []
        var i = 0
        while i < bytes.count {
            defer { i += 1 }
            guard i + 4 < bytes.count, Array(bytes[i..<i + 4]) == Array("func".utf8), i == 0 || !isWord(bytes[i - 1]),
                  isSpace(bytes[i + 4]) else { continue }
            var k = i + 4
            while k < bytes.count, isSpace(bytes[k]) { k += 1 }
            if k < bytes.count, bytes[k] == UInt8(ascii: "`") { k += 1 }
            let start = k
            while k < bytes.count, isWord(bytes[k]) { k += 1 }
            if k > start, k - start <= 128 { names.append(String(decoding: bytes[start..<k], as: UTF8.self)) }
            i = max(i, k - 1)
        }
        return names
    }

    @Test func namesAfterFuncAsAScanOfEveryByteFindsThem() {
        let pieces = ["func", " ", "\t", "\n", "`", "f", "unc", "c", "x", "ffunc", "é", "name", "(", String(repeating: "n", count: 130)]
        var random = SeededGenerator(seed: 11)
        for _ in 0..<3_000 {
            let text = (0..<Int.random(in: 0...40, using: &random)).map { _ in pieces.randomElement(using: &random)! }.joined()
            let bytes = Array(text.utf8)
            #expect(DeclaredFunctionNames.find(in: bytes) == Self.namesScanningEveryByte(bytes), "\(text.debugDescription)")
        }
        // Every offset against the sixteen-byte blocks and the tail.
        for padding in 0..<100 {
            let bytes = Array((String(repeating: ";", count: padding) + "func a func\tb;func c").utf8)
            #expect(DeclaredFunctionNames.find(in: bytes) == ["a", "b", "c"], "\(padding)")
        }
    }

    @Test func namesAfterFuncAtTheEdgesOfWordsAndOfTheBuffer() {
        #expect(DeclaredFunctionNames.find(in: Array("func a".utf8)) == ["a"])
        #expect(DeclaredFunctionNames.find(in: Array("ffunc a; _func b; 9func c; .func d".utf8)) == ["d"])
        #expect(DeclaredFunctionNames.find(in: Array("funcfunc a; func func b; func\n\nc".utf8)) == ["func", "c"])
        #expect(DeclaredFunctionNames.find(in: Array("func ".utf8)).isEmpty)
        #expect(DeclaredFunctionNames.find(in: Array("f func\u{E9} x func é(".utf8)) == ["\u{E9}"])
    }
}
