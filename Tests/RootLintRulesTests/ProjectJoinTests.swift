@testable import RootLintCore
import RootLintRules
import Testing

/// The join merges each run of one project's files into that project's
/// facts: a project whose files are not side by side in the run (a nested
/// project's folder sorts between them) must still get all of them, and
/// no other project any.
@Suite("Project join")
struct ProjectJoinTests {
    static let write = Array("""
        import UIKit

        extension SessionManager {
            func showMain() {
                window?.rootViewController = MainViewController()
            }
        }

        """.utf8)
    /// Makes `SessionManager` own the app's window: its writes are a coordinator's.
    static let owner = Array("""
        import UIKit

        final class SessionManager {
            var window: UIWindow?
        }

        """.utf8)

    static func outsideCoordinator(_ sources: [(path: String, bytes: [UInt8], configuration: Int)]) throws -> [String] {
        let loader = ConfigurationLoader(ruleTypes: RuleCatalog.all)
        let configurations = [
            try loader.load(bytes: Array("{}".utf8), sourcePath: "/a/.rootlint.json", baseDirectory: "/a"),
            try loader.load(bytes: Array("{}".utf8), sourcePath: "/b/.rootlint.json", baseDirectory: "/b"),
        ]
        #expect(configurations[0].projectKey != configurations[1].projectKey)
        let report = Engine(rules: RuleCatalog.makeRules())
            .run(EngineInput(sources: sources, configurations: configurations)).report
        return report.diagnostics.filter { $0.rule.rawValue == "root_switch_outside_coordinator" }.map(\.path)
    }

    @Test func aProjectSplitByAnotherGetsAllItsFiles() throws {
        // Project a's window owner before project b's file, its write after: and the other way round.
        let ownerFirst = try Self.outsideCoordinator([("a/SessionManager.swift", Self.owner, 0), ("b/Show.swift", Self.write, 1),
                                                      ("a/Show.swift", Self.write, 0)])
        #expect(ownerFirst == ["b/Show.swift"], "a's write is its window owner's; b has no owner")
        let writeFirst = try Self.outsideCoordinator([("a/Show.swift", Self.write, 0), ("b/Show.swift", Self.write, 1),
                                                      ("a/SessionManager.swift", Self.owner, 0)])
        #expect(writeFirst == ["b/Show.swift"])
        let together = try Self.outsideCoordinator([("a/SessionManager.swift", Self.owner, 0), ("a/Show.swift", Self.write, 0),
                                                    ("b/Show.swift", Self.write, 1)])
        #expect(together == ownerFirst)
    }

    @Test func noProjectSeesAnothersFacts() throws {
        let found = try Self.outsideCoordinator([("b/SessionManager.swift", Self.owner, 1), ("a/Show.swift", Self.write, 0),
                                                 ("b/Show.swift", Self.write, 1)])
        #expect(found == ["a/Show.swift"])
    }
}
