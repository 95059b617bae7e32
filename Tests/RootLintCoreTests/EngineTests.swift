@testable import RootLintCore
@testable import RootLintSyntax
import Testing

/// A rule that reports every root write, to test the engine alone.
struct EveryTargetRule: Rule {
    static let description = RuleDescription(
        id: "every_target", name: "Every target", defaultSeverity: .info, summary: "test", whatItDoes: "test",
        whyItMatters: "test", example: "", useInstead: "", triggeringExamples: [], nonTriggeringExamples: [])
    static let facts: FactRequirement = [[.rootWrites]]
    func check(_ context: RuleContext) -> [Diagnostic] {
        context.facts.rootWrites.map { diagnostic("found", at: $0.byteRange(in: context.file), suggestion: "none") }
    }
}

@Suite("Engine")
struct EngineTests {
    func lint(_ code: String, path: String = "a.swift", configuration: Configuration = .default,
              usePrefilter: Bool = true) -> LintReport {
        lint([(path, Array(code.utf8))], configuration: configuration, usePrefilter: usePrefilter)
    }

    func lint(_ sources: [(path: String, bytes: [UInt8])], configuration: Configuration = .default,
              usePrefilter: Bool = true) -> LintReport {
        Engine(rules: [EveryTargetRule()], usePrefilter: usePrefilter)
            .run(EngineInput(sources: sources, configuration: configuration)).report
    }

    @Test func reportsPositionsInAllUnits() throws {
        let code = "// 🚀\nfunc f() { /* é */ window.rootViewController = A() }\n"
        let d = try #require(lint(code).diagnostics.first)
        #expect(d.path == "a.swift")
        #expect(d.severity == .info)
        #expect(d.range.start.line == 2)
        #expect(d.range.start.column == 21) // bytes: "func f() { /* é */ " is 20 bytes (é is 2)
        #expect(d.range.start.utf16Character == 19)
        #expect(d.range.start.offset == 8 + 20) // "// 🚀\n" is 8 bytes
    }

    @Test func rejectsInvalidUTF8AndNUL() {
        let report = lint([("bad.swift", Array("let a = 1\nlet b = ".utf8) + [0xFF, 0x0A]), ("nul.swift", [0x61, 0x00, 0x62])])
        #expect(report.errors.count == 2)
        #expect(report.errors[0].problem.hasPrefix("not valid UTF-8 (byte 0xFF at line 2, column 9)"))
        #expect(report.errors[1].problem.contains("NUL byte at line 1, column 2"))
        #expect(report.files.isEmpty)
    }

    @Test func severityOverridesAndRulesOff() {
        var configuration = Configuration.default
        configuration.severityOverrides["every_target"] = .error
        let code = "func f() { window.rootViewController = A() }"
        #expect(lint(code, configuration: configuration).diagnostics.map(\.severity) == [.error])
        configuration.severityOverrides["every_target"] = .some(nil)
        #expect(lint(code, configuration: configuration).diagnostics.isEmpty)
    }

    @Test func suppressionApplies() {
        let code = "func f() {\n    // rootlint:disable:next every_target\n    window.rootViewController = A()\n    window.rootViewController = B()\n}\n"
        #expect(lint(code).diagnostics.map(\.range.start.line) == [4])
    }

    /// Findings are completed in place and the suppressed ones compacted
    /// out: suppressed and kept findings interleaved keep the kept ones in
    /// order, each with its own path, severity and position.
    @Test func suppressedFindingsBetweenKeptOnesAreDropped() {
        var code = "func f() {\n"
        for index in 0..<7 {
            if index % 3 == 0 { code += "    // rootlint:disable:next every_target\n" }
            code += "    window.rootViewController = V\(index)()\n"
        }
        code += "}\n"
        let diagnostics = lint(code).diagnostics
        // Writes 0, 3 and 6 are suppressed; the others keep their lines.
        #expect(diagnostics.map(\.range.start.line) == [4, 5, 8, 9])
        #expect(diagnostics.allSatisfy { $0.path == "a.swift" && $0.severity == .info && $0.range.start.column == 5 })
    }

    @Test func prefilterOnAndOffAgree() {
        let code = "func f() {\n    window.rootViewController = A()\n}\nlet x = 1\n"
        #expect(lint(code).diagnostics == lint(code, usePrefilter: false).diagnostics)
        #expect(lint("let x = 1\n", usePrefilter: false).diagnostics.isEmpty)
    }

    @Test func outputIsTheSameForAnyJobCount() {
        let sources = (0..<40).map { index in
            ("F\(index).swift", Array("func f\(index)() {\n    window.rootViewController = A()\n}\n".utf8))
        }
        let one = Engine(rules: [EveryTargetRule()], jobs: 1).run(EngineInput(sources: sources)).report
        let four = Engine(rules: [EveryTargetRule()], jobs: 4).run(EngineInput(sources: sources)).report
        #expect(one.diagnostics == four.diagnostics)
        #expect(one.fingerprints == four.fingerprints)
        #expect(one.diagnostics.count == 40)
    }

    @Test func readErrorsAreReportedAndTheRestLinted() {
        let input = EngineInput(files: [.init(path: "gone.swift"), .init(path: "ok.swift")], configurations: [.default]) { index in
            index == 0 ? .failure(InputError(path: "gone.swift", problem: "cannot read file (No such file or directory)"))
                : .success(Array("func f() { window.rootViewController = A() }".utf8))
        }
        let report = Engine(rules: [EveryTargetRule()]).run(input).report
        #expect(report.errors.map(\.path) == ["gone.swift"])
        #expect(report.files == ["ok.swift"])
        #expect(report.diagnostics.count == 1)
    }
}

/// Reports root writes that are swaps: what the context classifier decided.
struct SwapOnlyRule: Rule {
    static let description = RuleDescription(
        id: "swap_only", name: "Swaps", defaultSeverity: .info, summary: "test", whatItDoes: "test",
        whyItMatters: "test", example: "", useInstead: "", triggeringExamples: [], nonTriggeringExamples: [])
    static let facts: FactRequirement = [[.rootWrites]]
    func check(_ context: RuleContext) -> [Diagnostic] {
        context.facts.rootWrites.filter(\.isSwap).map { diagnostic("swap", at: $0.byteRange(in: context.file), suggestion: "none") }
    }
}

@Suite("Test support folders")
struct TestSupportFolderTests {
    /// UI-test support code kept in the app target (`UITestHelpers/`,
    /// `TestSupport/`) resets roots for tests: test code, not a swap.
    @Test func writesInTestSupportFoldersAreTestCode() {
        let code = Array("""
            enum UITestReset {
                static func reset(window: UIWindow) {
                    window.rootViewController = nil
                    window.rootViewController = LoginViewController()
                }
            }
            """.utf8)
        func swaps(at path: String) -> Int {
            Engine(rules: [SwapOnlyRule()]).run(EngineInput(sources: [(path: path, bytes: code)])).report.diagnostics.count
        }
        #expect(swaps(at: "App/Common/UITestHelpers/UITestReset.swift") == 0)
        #expect(swaps(at: "App/TestSupport/UITestReset.swift") == 0)
        // Elsewhere the same code is app code: the second write swaps (clearing to `nil` does not).
        #expect(swaps(at: "App/Common/Helpers/UITestReset.swift") == 1)
        // Folders only, whole components: not the file's own name, not a name that merely contains `Test`.
        #expect(swaps(at: "/abs/MyAppTests/UITestReset.swift") == 0)
        #expect(swaps(at: "Test/UITestReset.swift") == 0)
        #expect(swaps(at: "App//Test/UITestReset.swift") == 0)
        #expect(swaps(at: "App/Tests") == 1)
        #expect(swaps(at: "App/Testing/UITestReset.swift") == 1)
        #expect(swaps(at: "App/TestsX/UITestReset.swift") == 1)
    }
}
