import Foundation
@testable import RootLintCore
@testable import RootLintCLI
import Testing

@Suite("Per-folder answers")
struct FolderAnswersTests {
    /// A folder's answers, worked out once, give every file the same key,
    /// project path and configuration as asking for the file itself: at a
    /// project's root, below it, through a linked folder, under a nested
    /// configuration, and with names that normalising would change.
    @Test func folderAnswersEqualThePerFileAnswers() throws {
        let dir = try TemporaryDirectory()
        try dir.write("real/.rootlint.json", "{}")
        try dir.write("real/Root.swift", "let a = 1")
        try dir.write("real/App/Deep/Inner/.rootlint.json", "{\"coordinators\": [\"Flow\"]}")
        try dir.write("real/App/Deep/Inner/Flow.swift", "let b = 1")
        try dir.write("real/App/Deep/Other.swift", "let c = 1")
        try dir.write("outside/Package/Shared.swift", "let e = 1")
        try FileManager.default.createSymbolicLink(at: dir.url.appendingPathComponent("real/Linked"),
                                                   withDestinationURL: dir.url.appendingPathComponent("outside/Package"))
        let top = dir.url.appendingPathComponent("real").path
        let resolver = ConfigurationResolver(explicitPath: nil)
        let roots = ProjectRoots(followsConfigurations: true, workingDirectory: top)
        let folders = FolderAnswers(resolver: resolver, roots: roots, workingDirectory: ConfigurationResolver.realPath(top))
        let found = FileDiscovery().discover([top], listings: resolver.listings)
        #expect(found.files.count == 4, "\(found.files)")
        for file in found.files {
            // Asked twice: the second answer comes from the folder's memo.
            for _ in 0..<2 {
                let folder = folders.folder(file.directory)
                let name = LintSession.name(of: file.path)
                let real = resolver.resolvedDirectory(file.directory)
                let key = ConfigurationResolver.join(real, name)
                #expect(folder.real == real)
                #expect(folders.key(of: name, inRealFolder: folder.real) == key)
                #expect(folders.realPath(file.directory) == real)
                #expect(folder.root == roots.root(ofRealDirectory: real))
                let paths = RepositoryPaths(root: folder.root, workingDirectory: ConfigurationResolver.realPath(top))
                #expect(folders.projectPath(of: name, in: folder) == paths.shown(key), "\(file.path)")
                #expect(folders.configurationIndex(forDirectory: file.directory) == resolver.configurationIndex(forDirectory: file.directory))
                for odd: Substring in ["..", ".", ""] {
                    #expect(folders.projectPath(of: odd, in: folder) == paths.shown(ConfigurationResolver.join(real, odd)))
                }
            }
        }
    }

    /// Answers by discovery's folder index (from the parent folder's) equal
    /// the answers by path, for every file: under a work tree's top with a
    /// configuration above it (the ceiling), nested and broken
    /// configurations, a folder named like the configuration, a linked
    /// folder with its own configuration, deep plain folders; with and
    /// without following configurations, with `--config`, walked from the
    /// work tree's top and from the folder above it. Which roots are
    /// surveyed is the same too.
    @Test func answersByFolderIndexEqualAnswersByPath() throws {
        let dir = try TemporaryDirectory()
        try dir.write("above/.rootlint.json", "{}")
        try dir.write("above/Top.swift", "let a = 1")
        try dir.write("above/repo/App/A.swift", "let a = 1")
        try dir.write("above/repo/App/Inner/.rootlint.json", "{\"coordinators\": [\"Flow\"]}")
        try dir.write("above/repo/App/Inner/B.swift", "let b = 1")
        try dir.write("above/repo/App/Inner/Below/B2.swift", "let b = 2")
        try dir.write("above/repo/Odd/.rootlint.json/keep.txt", "a folder named like the configuration")
        try dir.write("above/repo/Odd/C.swift", "let c = 1")
        try dir.write("above/repo/Broken/.rootlint.json", "{ not json")
        try dir.write("above/repo/Broken/D.swift", "let d = 1")
        try dir.write("above/repo/Broken/Under/D2.swift", "let d = 2")
        try dir.write("outside/.rootlint.json", "{}")
        try dir.write("outside/Pkg/Sub/E.swift", "let e = 1")
        try dir.write("above/repo/Deep/a/b/c/F.swift", "let f = 1")
        try dir.write("explicit.json", "{}")
        try FileManager.default.createSymbolicLink(at: dir.url.appendingPathComponent("above/repo/Linked"),
                                                   withDestinationURL: dir.url.appendingPathComponent("outside/Pkg"))
        let base = ConfigurationResolver.realPath(dir.url.path)
        let top = base + "/above/repo"
        for walked in [top, base + "/above", base + "/above/repo/", base + "/above/./repo"] {
            for follows in [true, false] {
                for explicit in [nil, base + "/explicit.json"] {
                    func answers(byIndex: Bool) -> [String] {
                        let resolver = ConfigurationResolver(explicitPath: explicit)
                        let roots = ProjectRoots(followsConfigurations: follows && explicit == nil, workingDirectory: base,
                                                 repositoryTop: .some(top))
                        let folders = FolderAnswers(resolver: resolver, roots: roots, workingDirectory: base)
                        let found = FileDiscovery().discover([walked], listings: resolver.listings)
                        return found.files.map { file in
                            let folder = byIndex ? folders.folder(of: file) : folders.folder(file.directory)
                            let real = byIndex ? folders.realPath(of: file) : folders.realPath(file.directory)
                            let index = byIndex ? folders.configurationIndex(of: file) : folders.configurationIndex(forDirectory: file.directory)
                            let configuration = index.map { resolver.configurations[$0] }
                            let name = LintSession.name(of: file.path)
                            return [file.path, real, folder.real, folder.root, folders.projectPath(of: name, in: folder),
                                    configuration.map { $0.sourcePath ?? "defaults" } ?? "skipped",
                                    "\(configuration?.isCoordinatorName("Flow") == true)", "\(roots.surveys(folder.root))"]
                                .joined(separator: " | ")
                        }
                    }
                    let byPath = answers(byIndex: false)
                    #expect(byPath.count == 8 + (walked.hasSuffix("above") ? 1 : 0), "\(byPath)")
                    #expect(answers(byIndex: true) == byPath, "walked \(walked), follows \(follows), explicit \(explicit ?? "-")")
                }
            }
        }
    }

    /// A file's name, found on the path's bytes, is what follows the last
    /// slash, or the whole path.
    @Test(arguments: ["a/b.swift", "b.swift", "/x.swift", "a/", "", "/", "ü/ß.swift", "dir/é\u{301}.swift", "a//b", "./c.swift"])
    func nameOfAPath(_ path: String) {
        let expected = path.utf8.lastIndex(of: UInt8(ascii: "/")).map { path[path.utf8.index(after: $0)...] } ?? path[...]
        #expect(LintSession.name(of: path) == expected)
        #expect(LintSession.name(of: path).endIndex == path.endIndex)
    }
}
