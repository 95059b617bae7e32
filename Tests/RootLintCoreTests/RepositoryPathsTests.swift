@testable import RootLintCore
import Testing

@Suite("Repository paths")
struct RepositoryPathsTests {
    @Test("Normalising resolves `.`, `..`, empty components and a trailing slash")
    func normalises() {
        let cases: [(String, String)] = [
            ("/a/./b//c/../d/", "/a/b/d"), ("/", "/"), ("//", "/"), ("/..", "/"), ("/a/..", "/"),
            ("/a/b", "/a/b"), ("/a/.b/..c", "/a/.b/..c"), ("/a/...", "/a/..."), ("a/b", "/a/b"), ("/a/.", "/a"),
        ]
        for (path, expected) in cases {
            #expect(RepositoryPaths.normalized(path) == expected, "\(path)")
        }
    }

    @Test("The one-pass check agrees with normalising on every short path of `/`, `.` and `a`")
    func checkAgrees() {
        // Every string of up to 6 of these bytes: the check must never pass a path normalising changes.
        var paths = [""]
        for _ in 0..<6 { paths = paths + paths.flatMap { p in ["/", ".", "a"].map { p + $0 } } }
        for path in Set(paths) {
            #expect(RepositoryPaths.isNormalized(path) == (RepositoryPaths.normalized(path) == path), "\(path)")
        }
    }

    @Test("Paths from the root, and outside it")
    func relative() {
        let paths = RepositoryPaths(root: "/repo/", workingDirectory: "/repo/App/./")
        #expect(paths.shown("Sources/A.swift") == "App/Sources/A.swift")
        #expect(paths.shown("../../other/B.swift") == "/other/B.swift")
        #expect(paths.relative("/repo") == nil)
    }

    @Test("A root and path in different Unicode normalisations are still one path; a longer folder name is not inside the root")
    func relativeAcrossNormalisations() {
        let composed = RepositoryPaths(root: "/Users/ren\u{E9}/repo", workingDirectory: "/")
        #expect(composed.relative("/Users/rene\u{301}/repo/App/A.swift") == "App/A.swift")
        #expect(composed.relative("/Users/ren\u{E9}/repo/App/A.swift") == "App/A.swift")
        #expect(composed.relative("/Users/ren\u{E9}/repository/A.swift") == nil)
        #expect(composed.relative("/Users/ren\u{E9}/repo") == nil)
        // A combining mark after the root's last letter makes another folder.
        let plain = RepositoryPaths(root: "/a/e", workingDirectory: "/")
        #expect(plain.relative("/a/e\u{301}/x.swift") == nil)
        #expect(plain.relative("/a/e/\u{301}x.swift") == "\u{301}x.swift")
    }
}
