import Foundation
@testable import RootLintCLI
import Testing

@Suite("Configuration lookup")
struct ConfigurationResolverTests {
    /// An 800-deep tree, reached through a symbolic link, with
    /// configurations at a few depths (one of them broken): every directory
    /// gets its nearest one. Each directory costs one `lstat` and one
    /// `stat`; resolving every ancestor with `realpath` was cubic (3.3 s).
    @Test func nearestConfigurationWinsInAnEightHundredDeepTree() throws {
        let dir = try TemporaryDirectory()
        let depth = 800
        let real = dir.url.appendingPathComponent("real")
        let deepest = (0..<depth).reduce(real) { url, _ in url.appendingPathComponent("d") }
        try FileManager.default.createDirectory(at: deepest, withIntermediateDirectories: true)
        try FileManager.default.createSymbolicLink(at: dir.url.appendingPathComponent("link"), withDestinationURL: real)
        let configured = [0: "{}", 250: "{}", 600: "{\"coordinators\": 1}", 700: "{}"]
        for (level, text) in configured {
            try dir.write("real/" + String(repeating: "d/", count: level) + ".rootlint.json", text)
        }
        let realRoot = ConfigurationResolver.realPath(real.path)
        func shown(_ level: Int) -> String { dir.url.appendingPathComponent("link").path + String(repeating: "/d", count: level) }
        func realPath(_ level: Int) -> String { realRoot + String(repeating: "/d", count: level) }

        let resolver = ConfigurationResolver(explicitPath: nil)
        // Deepest first: the first look-up walks the whole way up.
        for level in [depth] + Array(0...depth) {
            let index = resolver.configurationIndex(forDirectory: shown(level))
            let nearest = configured.keys.filter { $0 <= level }.max()!
            if level >= 600 {
                #expect(index == nil, "level \(level) is under the broken configuration (a nested file refines it)")
                continue
            }
            let configuration = try #require(index.map { resolver.configurations[$0] }, "level \(level)")
            #expect(configuration.baseDirectory == realPath(nearest), "level \(level)")
            #expect(resolver.resolvedDirectory(shown(level)) == realPath(level))
        }
        #expect(resolver.configurations.count == 3, "each configuration loaded once, the defaults first; none under the broken one")
        #expect(resolver.errors.count == 1 && resolver.errors[0].problem.contains("coordinators"), "\(resolver.errors)")
    }

    /// Discovery's table of folders changes no answer by path: the same
    /// configuration and project root for every file, with and without it,
    /// through a linked folder, a folder whose configuration is a folder,
    /// and nested configurations (answers by the table's index:
    /// `FolderAnswersTests`).
    @Test func listingsFromDiscoveryChangeNoAnswer() throws {
        let dir = try TemporaryDirectory()
        try dir.write("real/.rootlint.json", "{}")
        try dir.write("real/App/Root.swift", "let a = 1")
        try dir.write("real/App/Deep/Inner/.rootlint.json", "{\"coordinators\": [\"Flow\"]}")
        try dir.write("real/App/Deep/Inner/Flow.swift", "let b = 1")
        try dir.write("real/App/Deep/Other.swift", "let c = 1")
        try dir.write("real/Odd/.rootlint.json/keep.txt", "a folder named like the configuration")
        try dir.write("real/Odd/Odd.swift", "let d = 1")
        try dir.write("outside/.rootlint.json", "{}")
        try dir.write("outside/Package/Shared.swift", "let e = 1")
        try FileManager.default.createSymbolicLink(at: dir.url.appendingPathComponent("real/Linked"),
                                                   withDestinationURL: dir.url.appendingPathComponent("outside/Package"))
        let top = dir.url.appendingPathComponent("real").path
        func answers(listing: Bool) -> [String] {
            let resolver = ConfigurationResolver(explicitPath: nil)
            let roots = ProjectRoots(followsConfigurations: true, workingDirectory: top)
            let found = FileDiscovery().discover([top], listings: listing ? resolver.listings : nil)
            return found.files.map { file in
                let real = resolver.resolvedDirectory(file.directory)
                let configuration = resolver.configurationIndex(forDirectory: file.directory).map { resolver.configurations[$0] }
                return "\(file.path) \(real) \(configuration?.baseDirectory ?? "-") \(configuration?.isCoordinatorName("Flow") == true) "
                    + roots.root(ofRealDirectory: real)
            }
        }
        let without = answers(listing: false)
        #expect(without.count == 5, "\(without)")
        #expect(answers(listing: true) == without)
    }

    @Test(arguments: [
        ("a/b", "a", "b"), ("/a", "/", "a"), ("a", ".", "a"), ("/a/b/c", "/a/b", "c"),
    ])
    func parentAndName(_ path: String, _ parent: String, _ name: String) throws {
        let split = try #require(ConfigurationResolver.parentAndName(path))
        #expect(split.parent == parent && split.name == name)
    }

    @Test(arguments: [".", "..", "a/..", "a/.", "a/", "/", ""])
    func pathsThatNeedRealpath(_ path: String) {
        #expect(ConfigurationResolver.parentAndName(path) == nil)
    }
}
