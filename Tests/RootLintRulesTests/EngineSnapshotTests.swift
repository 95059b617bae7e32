import Foundation
@testable import RootLintCore
import RootLintRules
@testable import RootLintSyntax
import Testing

/// A kept run answers an edited file as a full run over the same contents
/// does (the language server relies on it): every Corpus app, every file
/// edited in turn with seeded edits — comments, deleted and duplicated
/// lines, new root writes, flipped bytes — each edit kept for the next.
@Suite("Engine snapshots")
struct EngineSnapshotTests {
    struct App {
        var name: String
        var paths: [String]
        var contents: [[UInt8]]
        var configuration: Configuration
    }

    static func apps() throws -> [App] {
        var byApp: [String: [(String, [UInt8])]] = [:]
        for url in try CorpusTests.corpusFiles() {
            let relative = String(url.path.dropFirst(CorpusTests.corpusRoot.path.count + 1))
            byApp[String(relative.split(separator: "/").first ?? ""), default: []].append((relative, [UInt8](try Data(contentsOf: url))))
        }
        return try byApp.keys.sorted().map { name in
            let configurationURL = CorpusTests.corpusRoot.appendingPathComponent(name).appendingPathComponent(".rootlint.json")
            var configuration = Configuration.default
            if let bytes = try? Data(contentsOf: configurationURL) {
                configuration = try ConfigurationLoader(ruleTypes: RuleCatalog.all).load(
                    bytes: [UInt8](bytes), sourcePath: configurationURL.path, baseDirectory: configurationURL.deletingLastPathComponent().path)
            }
            let files = byApp[name]!
            return App(name: name, paths: files.map(\.0), contents: files.map(\.1), configuration: configuration)
        }
    }

    static func input(_ app: App, contents: [[UInt8]], reported: Int?) -> EngineInput {
        let files = app.paths.indices.map { k in EngineInput.File(path: app.paths[k], reported: reported.map { $0 == k } ?? true) }
        return EngineInput(files: files, configurations: [app.configuration], read: { .success(contents[$0]) })
    }

    /// One seeded edit of a file's bytes.
    static func edit(_ bytes: [UInt8], kind: Int, random: inout SplitMix) -> [UInt8] {
        var lines = bytes.split(separator: UInt8(ascii: "\n"), omittingEmptySubsequences: false).map(Array.init)
        let at = lines.isEmpty ? 0 : Int(random.next() % UInt64(lines.count))
        switch kind % 6 {
        case 0: return bytes
        case 1: lines.insert(Array("// a note typed above".utf8), at: at)
        case 2: if !lines.isEmpty { lines.remove(at: at) }
        case 3: if !lines.isEmpty { lines.insert(lines[at], at: at) }
        case 4: lines.insert(Array("        window?.rootViewController = UIViewController()".utf8), at: at)
        default:
            var mutated = bytes
            if !mutated.isEmpty { mutated[Int(random.next() % UInt64(mutated.count))] = UInt8(truncatingIfNeeded: random.next() % 95 + 32) }
            return mutated
        }
        return Array(lines.joined(separator: [UInt8(ascii: "\n")]))
    }

    @Test func anEditedFileGetsTheFindingsOfAFullRun() throws {
        let engine = Engine(rules: RuleCatalog.makeRules())
        var random = SplitMix(seed: 20261201)
        var answered = 0
        var edits = 0
        for app in try Self.apps() {
            var contents = app.contents
            var snapshot = engine.runKeeping(Self.input(app, contents: contents, reported: nil)).snapshot
            for index in app.paths.indices {
                for kind in 0..<6 {
                    let edited = Self.edit(contents[index], kind: kind, random: &random)
                    contents[index] = edited
                    edits += 1
                    let full = engine.run(Self.input(app, contents: contents, reported: index)).report
                    guard let fast = snapshot.relint(index, bytes: edited)?.report else {
                        // The change reached the project: run again, as the server does.
                        snapshot = engine.runKeeping(Self.input(app, contents: contents, reported: nil)).snapshot
                        continue
                    }
                    answered += 1
                    #expect(fast.diagnostics == full.diagnostics,
                            "\(app.paths[index]) edit \(kind): \(fast.diagnostics.map { "\($0.range.start.line) \($0.rule)" }) vs \(full.diagnostics.map { "\($0.range.start.line) \($0.rule)" })")
                    #expect(fast.errors == full.errors, "\(app.paths[index]) edit \(kind)")
                }
            }
        }
        // Most edits stay inside their file.
        #expect(answered * 2 > edits, "only \(answered) of \(edits) edits were answered from the snapshot")
    }

    @Test func aFileTheRunDidNotHaveIsNotAnswered() throws {
        let engine = Engine(rules: RuleCatalog.makeRules())
        let snapshot = engine.runKeeping(EngineInput(sources: [("App/A.swift", Array("let a = 1\n".utf8))])).snapshot
        #expect(snapshot.index(ofPath: "App/B.swift") == nil)
        #expect(snapshot.relint(5, bytes: []) == nil)
    }
}

/// A small seeded generator, so the edits are the same on every run.
struct SplitMix {
    var state: UInt64
    init(seed: UInt64) { state = seed }
    mutating func next() -> UInt64 {
        state &+= 0x9E37_79B9_7F4A_7C15
        var z = state
        z = (z ^ (z >> 30)) &* 0xBF58_476D_1CE4_E5B9
        z = (z ^ (z >> 27)) &* 0x94D0_49BB_1331_11EB
        return z ^ (z >> 31)
    }
}
