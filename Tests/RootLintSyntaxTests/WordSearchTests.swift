import RootLintSyntax
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

    @Test func namesAfterFuncAtTheEdgesOfWordsAndOfTheBuffer() {
        #expect(DeclaredFunctionNames.find(in: Array("func a".utf8)) == ["a"])
        #expect(DeclaredFunctionNames.find(in: Array("ffunc a; _func b; 9func c; .func d".utf8)) == ["d"])
        #expect(DeclaredFunctionNames.find(in: Array("funcfunc a; func func b; func\n\nc".utf8)) == ["func", "c"])
        #expect(DeclaredFunctionNames.find(in: Array("func ".utf8)).isEmpty)
        #expect(DeclaredFunctionNames.find(in: Array("f func\u{E9} x func é(".utf8)) == ["\u{E9}"])
    }
}
