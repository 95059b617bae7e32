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
        let roots = ProjectRoots(followsConfigurations: true, workingDirectory: top, listings: resolver.listings)
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
}
