import Foundation
@testable import RootLintCore
import RootLintRules
@testable import RootLintSyntax
import Testing

/// Lints the whole `Corpus/` with every rule and compares against the
/// `// expect: rule_a, rule_b` markers: any missing or unexpected finding fails.
@Suite("Corpus")
struct CorpusTests {
    static let corpusRoot: URL = URL(fileURLWithPath: #filePath)
        .deletingLastPathComponent().deletingLastPathComponent().deletingLastPathComponent()
        .appendingPathComponent("Corpus")

    struct Finding: Hashable, Comparable, CustomStringConvertible {
        var path: String
        var line: Int
        var rule: String
        static func < (a: Finding, b: Finding) -> Bool { (a.path, a.line, a.rule) < (b.path, b.line, b.rule) }
        var description: String { "\(path):\(line) \(rule)" }
    }

    static func corpusFiles() throws -> [URL] {
        let enumerator = FileManager.default.enumerator(at: corpusRoot, includingPropertiesForKeys: nil)
        var files: [URL] = []
        while let url = enumerator?.nextObject() as? URL {
            if url.pathExtension == "swift" { files.append(url) }
        }
        return files.sorted { $0.path < $1.path }
    }

    /// The Corpus's files by app (its first folder), paths from the Corpus's root.
    static func corpusApps() throws -> [String: [(path: String, bytes: [UInt8])]] {
        var apps: [String: [(path: String, bytes: [UInt8])]] = [:]
        for url in try corpusFiles() {
            let relative = String(url.path.dropFirst(corpusRoot.path.count + 1))
            apps[String(relative.split(separator: "/")[0]), default: []].append((relative, [UInt8](try Data(contentsOf: url))))
        }
        return apps
    }

    /// Markers are read from real comment tokens, so a marker-like text
    /// inside a string literal does not count.
    static func expectations(in file: SourceFile, relativePath: String) -> [Finding] {
        let map = file.makeSourceMap()
        var findings: [Finding] = []
        for token in file.tokens where token.kind == .lineComment {
            let text = file.text(of: token)
            guard let range = text.range(of: "expect:") else { continue }
            let line = map.position(of: Int(token.start)).line
            for rule in text[range.upperBound...].split(separator: ",") {
                let id = rule.trimmingCharacters(in: .whitespaces)
                if !id.isEmpty { findings.append(Finding(path: relativePath, line: line, rule: id)) }
            }
        }
        return findings
    }

    @Test func corpusMatchesItsMarkers() throws {
        let files = try Self.corpusFiles()
        #expect(files.count >= 25, "the corpus should hold at least 25 files")
        var expected: [Finding] = []
        var actual: [Finding] = []
        // Each top-level folder of the corpus is its own app: one project each.
        var projects: [String: [(path: String, bytes: [UInt8])]] = [:]
        for url in files {
            let relative = String(url.path.dropFirst(Self.corpusRoot.path.count + 1))
            let bytes = [UInt8](try Data(contentsOf: url))
            let file = SourceFile(path: relative, bytes: bytes)
            expected += Self.expectations(in: file, relativePath: relative)
            let app = String(relative.split(separator: "/").first ?? "")
            projects[app, default: []].append((relative, bytes))
        }
        let engine = Engine(rules: RuleCatalog.makeRules())
        for app in projects.keys.sorted() {
            // Each app's own `.rootlint.json`, as the CLI would find it.
            let configurationURL = Self.corpusRoot.appendingPathComponent(app).appendingPathComponent(".rootlint.json")
            var configuration = Configuration.default
            if let bytes = try? Data(contentsOf: configurationURL) {
                configuration = try ConfigurationLoader(ruleTypes: RuleCatalog.all).load(
                    bytes: [UInt8](bytes), sourcePath: configurationURL.path, baseDirectory: configurationURL.deletingLastPathComponent().path)
            }
            let report = engine.run(EngineInput(sources: projects[app]!, configuration: configuration)).report
            #expect(report.errors.isEmpty, "\(report.errors)")
            actual += report.diagnostics.map { Finding(path: $0.path, line: $0.range.start.line, rule: $0.rule.rawValue) }
        }
        let missing = Self.difference(expected, actual)
        let unexpected = Self.difference(actual, expected)
        #expect(missing.isEmpty, "missing findings:\n\(missing.map(\.description).joined(separator: "\n"))")
        #expect(unexpected.isEmpty, "unexpected findings:\n\(unexpected.map(\.description).joined(separator: "\n"))")
        // Every rule is exercised by the corpus.
        let firing = Set(actual.map(\.rule))
        for rule in RuleCatalog.all where !firing.contains(rule.description.id.rawValue) {
            Issue.record("no corpus finding for \(rule.description.id)")
        }
    }

    /// Multiset difference: what `a` has more of than `b`.
    static func difference(_ a: [Finding], _ b: [Finding]) -> [Finding] {
        var counts: [Finding: Int] = [:]
        for f in b { counts[f, default: 0] += 1 }
        var result: [Finding] = []
        for f in a.sorted() {
            if let n = counts[f], n > 0 { counts[f] = n - 1 } else { result.append(f) }
        }
        return result
    }
}
