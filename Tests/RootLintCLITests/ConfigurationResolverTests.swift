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
