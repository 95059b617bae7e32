import Foundation
@testable import RootLintCore
import RootLintRules
@testable import RootLintSyntax
import Testing

/// The whole pipeline (lexer, scope tree, facts, every rule, the project
/// phase, every reporter) is total: no input makes it trap. Three sources of
/// inputs: the crashers the mutant campaign and the fuzzer found
/// (`Fuzz/regressions/`), a deterministic sweep of byte mutants and line
/// prefixes of the Corpus, and the buffers an editor holds while a root
/// write is being typed.
///
/// A trap ends the test process, so a failing case does not say which input
/// it was: run `ROOTLINT_TOTALITY_TRACE=1 swift test --no-parallel --filter
/// PipelineTotalityTests` to print each input's name to stderr before it is
/// linted; the last name printed is the culprit.
@Suite("Pipeline totality")
struct PipelineTotalityTests {
    static let repositoryRoot = URL(fileURLWithPath: #filePath)
        .deletingLastPathComponent().deletingLastPathComponent().deletingLastPathComponent()

    // MARK: The pipeline (a copy of the fuzz target's; keep the two alike)

    /// The pipeline, and the only place here that names its API: when the
    /// engine's entry point changes, this is the line to change (the fuzz
    /// target `Fuzz/PipelineFuzzTarget.swift` holds the same function).
    static func lintProject(_ files: [(path: String, bytes: [UInt8])]) -> LintReport {
        Engine(rules: RuleCatalog.makeRules(), usePrefilter: false).run(EngineInput(sources: files)).report
    }

    /// Separates the files of one fuzz input, as in the fuzz target.
    static let fileDelimiter: [UInt8] = Array("\n//--file--\n".utf8)
    /// The paths the fuzz target gives the files of one input, in order.
    static let fuzzPaths = ["App/SceneDelegate.swift", "App/AppCoordinator.swift", "Features/HomeViewController.swift"]

    /// One fuzz input as the fuzz target splits it: up to three files, cut at
    /// the first delimiters.
    static func splitFiles(_ input: [UInt8]) -> [(path: String, bytes: [UInt8])] {
        var pieces: [[UInt8]] = []
        var start = 0
        var i = 0
        while pieces.count < fuzzPaths.count - 1, i + fileDelimiter.count <= input.count {
            if input[i..<(i + fileDelimiter.count)].elementsEqual(fileDelimiter) {
                pieces.append(Array(input[start..<i]))
                i += fileDelimiter.count
                start = i
            } else {
                i += 1
            }
        }
        pieces.append(Array(input[start...]))
        return pieces.enumerated().map { (path: fuzzPaths[$0.offset], bytes: $0.element) }
    }

    /// The bytes with invalid UTF-8 and NUL bytes made spaces, as the fuzz
    /// target lints them a second time (the linter refuses the original).
    static func replacingInvalidBytes(_ bytes: [UInt8]) -> [UInt8] {
        var result = bytes
        var offset = 0
        while offset < result.count {
            let found = result.withUnsafeBufferPointer { buffer in
                UTF8Decoding.firstInvalidOffset(UnsafeBufferPointer(rebasing: buffer[offset...]))
            }
            guard let found else { break }
            result[offset + found] = 0x20
            offset += found + 1
        }
        for index in result.indices where result[index] == 0 { result[index] = 0x20 }
        return result
    }

    static let reporters: [any Reporter] = [
        TextReporter(), TextReporter(showSuggestions: true, colored: true), JSONReporter(),
        SARIFReporter(rules: RuleCatalog.all.map { $0.description }, workingDirectory: "/fuzz"),
        GitHubReporter(), CheckstyleReporter(), JUnitReporter(),
    ]

    static let tracing = ProcessInfo.processInfo.environment["ROOTLINT_TOTALITY_TRACE"] == "1"

    /// Lints the files as one project and renders the report every way; with
    /// `render: false` only the text report (the sweep's thousands of inputs).
    static func survive(_ files: [(path: String, bytes: [UInt8])], _ name: @autoclosure () -> String, render: Bool = true) {
        if tracing { FileHandle.standardError.write(Data("totality: \(name())\n".utf8)) }
        let report = lintProject(files)
        for diagnostic in report.diagnostics {
            let size = files.first { $0.path == diagnostic.path }?.bytes.count
            #expect(size != nil && diagnostic.range.start.offset <= diagnostic.range.end.offset && diagnostic.range.end.offset <= size!,
                    "\(name()): \(diagnostic.rule.rawValue) at \(diagnostic.path) \(diagnostic.range.start.offset)..<\(diagnostic.range.end.offset)")
        }
        for reporter in render ? reporters : [TextReporter()] { _ = reporter.render(report) }
    }

    /// A fuzz input as the fuzz target runs it: split, linted, and linted
    /// again with its invalid bytes made spaces.
    static func surviveFuzzInput(_ input: [UInt8], _ name: String) {
        let files = splitFiles(input)
        survive(files, name)
        let cleaned = files.map { (path: $0.path, bytes: replacingInvalidBytes($0.bytes)) }
        if zip(cleaned, files).contains(where: { $0.bytes != $1.bytes }) { survive(cleaned, name + " (invalid bytes as spaces)") }
    }

    // MARK: (a) Recorded crashers

    static func regressionFiles() -> [URL] {
        let folder = repositoryRoot.appendingPathComponent("Fuzz/regressions")
        let names = (try? FileManager.default.contentsOfDirectory(atPath: folder.path)) ?? []
        return names.filter { $0.hasSuffix(".txt") }.sorted().map { folder.appendingPathComponent($0) }
    }

    @Test func regressionsAreRecorded() {
        #expect(!Self.regressionFiles().isEmpty, "Fuzz/regressions/ holds no inputs")
    }

    @Test(arguments: regressionFiles().map(\.lastPathComponent))
    func recordedCrasher(_ name: String) throws {
        let url = Self.repositoryRoot.appendingPathComponent("Fuzz/regressions").appendingPathComponent(name)
        Self.surviveFuzzInput([UInt8](try Data(contentsOf: url)), name)
    }

    /// All recorded crashers in one project, so the project phase sees them together.
    @Test func recordedCrashersTogether() throws {
        let files = try Self.regressionFiles().enumerated().map { index, url in
            (path: "Regressions/File\(index).swift", bytes: Self.replacingInvalidBytes([UInt8](try Data(contentsOf: url))))
        }
        Self.survive(files, "every regression as one project")
    }

    // MARK: (b) Deterministic mutant sweep

    /// SplitMix64: a fixed sequence for a fixed seed on every platform.
    struct SeededGenerator: RandomNumberGenerator {
        var state: UInt64
        mutating func next() -> UInt64 {
            state &+= 0x9E37_79B9_7F4A_7C15
            var z = state
            z = (z ^ (z >> 30)) &* 0xBF58_476D_1CE4_E5B9
            z = (z ^ (z >> 27)) &* 0x94D0_49BB_1331_11EB
            return z ^ (z >> 31)
        }
    }

    static func corpusFiles() throws -> [(path: String, bytes: [UInt8])] {
        try CorpusTests.corpusFiles().map { url in
            (path: String(url.path.dropFirst(CorpusTests.corpusRoot.path.count + 1)), bytes: [UInt8](try Data(contentsOf: url)))
        }
    }

    /// Bytes an insertion draws from: Swift's delimiters, then anything.
    static let palette = Array("(){}[]<>\"'\\/#@$.,:;=!?&|*+-_ \n\t0aZ".utf8)

    /// `count` each of single-byte flips, insertions and deletions of `bytes`.
    static func mutants(of bytes: [UInt8], count: Int, using generator: inout SeededGenerator) -> [(name: String, bytes: [UInt8])] {
        guard !bytes.isEmpty else { return [] }
        var result: [(name: String, bytes: [UInt8])] = []
        for _ in 0..<count {
            var flipped = bytes
            let offset = Int.random(in: 0..<bytes.count, using: &generator)
            flipped[offset] ^= 1 << UInt8.random(in: 0..<8, using: &generator)
            result.append(("flip at \(offset)", flipped))

            var inserted = bytes
            let at = Int.random(in: 0...bytes.count, using: &generator)
            let byte = Bool.random(using: &generator) || Bool.random(using: &generator)
                ? palette.randomElement(using: &generator)! : UInt8.random(in: 0...255, using: &generator)
            inserted.insert(byte, at: at)
            result.append(("insert 0x\(String(byte, radix: 16)) at \(at)", inserted))

            var deleted = bytes
            let removed = Int.random(in: 0..<bytes.count, using: &generator)
            deleted.remove(at: removed)
            result.append(("delete at \(removed)", deleted))
        }
        return result
    }

    /// 20 flips, 20 insertions and 20 deletions of every Corpus file (about
    /// 3000 inputs), each alone and with its invalid bytes made spaces,
    /// linted with the original of another Corpus file as a second file of
    /// the project.
    @Test func byteMutantsOfTheCorpus() throws {
        let corpus = try Self.corpusFiles()
        var generator = SeededGenerator(state: 2024)
        for (index, file) in corpus.enumerated() {
            let neighbour = corpus[(index + 1) % corpus.count]
            for mutant in Self.mutants(of: file.bytes, count: 20, using: &generator) {
                let name = "\(file.path): \(mutant.name)"
                let bytes = Self.replacingInvalidBytes(mutant.bytes)
                if bytes != mutant.bytes { Self.survive([(file.path, mutant.bytes)], name, render: false) }
                Self.survive([(file.path, bytes), neighbour], name, render: false)
            }
        }
    }

    /// Corpus files that switch the root in many ways; every line-prefix of
    /// each is what an editor holds while the file is typed top to bottom.
    static let prefixSweepFiles = [
        "CentralizedApp/App/AppCoordinator.swift",
        "CentralizedApp/Support/UIWindow+RootTransition.swift",
        "ClassicApp/SessionManager.swift",
        "SceneApp/SceneDelegate.swift",
    ]

    @Test(arguments: prefixSweepFiles)
    func linePrefixes(_ path: String) throws {
        let bytes = [UInt8](try Data(contentsOf: CorpusTests.corpusRoot.appendingPathComponent(path)))
        var line = 0
        for (offset, byte) in bytes.enumerated() where byte == 0x0A {
            line += 1
            Self.survive([(path, Array(bytes[...offset]))], "\(path): first \(line) lines", render: false)
        }
    }

    // MARK: (c) Half-typed buffers

    /// What an editor holds on most keystrokes while a root write is typed:
    /// an open call or array on the assignment's right-hand side, with the
    /// function's `}` on the next line or nothing after it. The same buffers
    /// are among the mutant campaign's inputs (`Fuzz/mutants.py`).
    static let halfTypedBuffers: [(name: String, text: String)] = [
        ("paren-then-brace", "final class SceneDelegate {\n    var window: UIWindow?\n    func showHome() {\n"
            + "        window.rootViewController = (\n    }\n}\n"),
        ("make-open", "final class SceneDelegate {\n    var window: UIWindow?\n    func showHome() {\n"
            + "        window?.rootViewController = make(\n    }\n}\n"),
        ("array-open", "final class AppCoordinator {\n    let window: UIWindow\n    func showHome(user: User) {\n"
            + "        window.rootViewController = Home(user: [\n    }\n}\n"),
        ("paren-at-end", "final class SceneDelegate {\n    func showHome() {\n        window.rootViewController = ("),
        ("make-at-end", "final class SceneDelegate {\n    func showHome() {\n        window.rootViewController = make("),
        ("array-at-end", "final class SceneDelegate {\n    func showHome() {\n        window.rootViewController = Home(user: ["),
    ]

    @Test(arguments: halfTypedBuffers.map(\.name))
    func halfTypedBuffer(_ name: String) {
        let text = Self.halfTypedBuffers.first { $0.name == name }!.text
        Self.survive([("App/SceneDelegate.swift", Array(text.utf8))], name)
    }

    /// Each half-typed buffer in a project with a finished Corpus app, so the
    /// project phase weighs the broken file against real switch sites.
    @Test func halfTypedBuffersInAProject() throws {
        let app = try Self.corpusFiles().filter { $0.path.hasPrefix("CentralizedApp/") }
        for (name, text) in Self.halfTypedBuffers {
            Self.survive(app + [("CentralizedApp/App/Typing.swift", Array(text.utf8))], "\(name) in CentralizedApp")
        }
    }
}
