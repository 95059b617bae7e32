import Foundation
@testable import RootLintCore
@testable import RootLintSyntax
import Testing

@Suite("SARIF reporter")
struct SARIFReporterTests {
    /// The OASIS SARIF 2.1.0 schema (draft-04), kept in the repository so
    /// that a fresh clone validates against it.
    static let schema = URL(fileURLWithPath: #filePath)
        .deletingLastPathComponent().appendingPathComponent("Schemas/sarif-schema-2.1.0.json")

    func render(_ report: LintReport = ReporterTests.report, workingDirectory: String = "/work/my app") -> String {
        SARIFReporter(rules: ReporterTests.rules, workingDirectory: workingDirectory).render(report)
    }

    func json(_ text: String) throws -> [String: Any] {
        try #require(try JSONSerialization.jsonObject(with: Data(text.utf8)) as? [String: Any])
    }

    /// Real output against the OASIS schema, with `jsonschema` (draft-04).
    @Test func validatesAgainstTheSchema() throws {
        #expect(FileManager.default.fileExists(atPath: Self.schema.path), "the SARIF schema belongs in the repository")
        guard ExternalTool.hasPythonModule("jsonschema") else {
            return ExternalTool.unavailable("python3 with the jsonschema module is not installed (pip install jsonschema)")
        }
        let empty = LintReport(diagnostics: [], files: [])
        for report in [ReporterTests.report, empty] {
            let file = try ExternalTool.temporaryFile(render(report), suffix: ".sarif")
            defer { try? FileManager.default.removeItem(at: file) }
            let script = """
                import json, jsonschema, sys
                jsonschema.validate(json.load(open(sys.argv[1])), json.load(open(sys.argv[2])))
                """
            let result = try #require(ExternalTool.python(script, [file.path, Self.schema.path]))
            #expect(result.status == 0, "SARIF does not validate:\n\(result.output)")
        }
    }

    @Test func everyRuleIsListedAndResultsPointAtTheirRule() throws {
        let log = try json(render())
        let run = try #require((log["runs"] as? [[String: Any]])?.first)
        let driver = try #require((run["tool"] as? [String: Any])?["driver"] as? [String: Any])
        let rules = try #require(driver["rules"] as? [[String: Any]])
        #expect(rules.map { $0["id"] as? String } == ReporterTests.rules.map { $0.id.rawValue })
        #expect(rules[0]["name"] as? String == "UnanimatedRootSwap")
        #expect(rules[0]["helpUri"] as? String
                == "https://github.com/rootlint/rootlint/blob/main/Rules/README.md#unanimated_root_swap")
        let results = try #require(run["results"] as? [[String: Any]])
        for result in results {
            let index = try #require(result["ruleIndex"] as? Int)
            #expect(rules[index]["id"] as? String == result["ruleId"] as? String)
        }
        #expect(results.map { $0["level"] as? String } == ["note", "error", "error", "warning"])
    }

    @Test func aRuleMissingFromTheListHasNoIndex() throws {
        let output = SARIFReporter(rules: [], workingDirectory: "/w").render(ReporterTests.report)
        let results = try #require(((try json(output))["runs"] as? [[String: Any]])?.first?["results"] as? [[String: Any]])
        #expect(results.allSatisfy { $0["ruleIndex"] == nil && $0["ruleId"] is String })
    }

    @Test func regionsUseOneBasedUTF16Columns() throws {
        let output = render()
        let run = try #require(((try json(output))["runs"] as? [[String: Any]])?.first)
        #expect(run["columnKind"] as? String == "utf16CodeUnits")
        let results = try #require(run["results"] as? [[String: Any]])
        let slow = try #require(results.first { $0["ruleId"] as? String == "slow_root_transition" })
        let location = try #require((slow["locations"] as? [[String: Any]])?.first?["physicalLocation"] as? [String: Any])
        // UTF-8 column 14 is UTF-16 character 9 (an emoji earlier on the line): column 10.
        #expect(location["region"] as? [String: Int] == ["startLine": 20, "startColumn": 10, "endLine": 22, "endColumn": 6])
    }

    @Test func pathsArePercentEncodedRelativeReferences() throws {
        let output = render()
        #expect(output.contains("\"uri\": \"App/Settings%20%22Screen%22.swift\""))
        #expect(output.contains("\"uri\": \"App/Odd%2C%20name%3A%20100%25.swift\""))
        #expect(output.contains("\"uri\": \"file:///work/my%20app/\""))
    }

    @Test func absoluteAndDotPaths() throws {
        func diagnostic(_ path: String) -> Diagnostic {
            let p = SourcePosition(line: 1, column: 1, offset: 0, utf16Character: 0)
            return reportedDiagnostic(rule: "unanimated_root_swap", severity: .warning, message: "m", path: path,
                                      start: p, end: p, suggestion: "", fix: nil, related: [], lineText: "")
        }
        let report = LintReport(diagnostics: [diagnostic("/work/app/Sources/A.swift"), diagnostic("/elsewhere/B.swift"),
                                              diagnostic("./C.swift"), diagnostic("../D.swift")],
                                files: [])
        let output = render(report, workingDirectory: "/work/app/")
        let results = try #require(((try json(output))["runs"] as? [[String: Any]])?.first?["results"] as? [[String: Any]])
        let artifacts = results.compactMap {
            (($0["locations"] as? [[String: Any]])?.first?["physicalLocation"] as? [String: Any])?["artifactLocation"] as? [String: String]
        }
        // Report order sorts the paths bytewise: "../D", "./C", "/elsewhere", "/work".
        // A file outside the root (here the working directory) is an absolute URI.
        #expect(artifacts == [
            ["uri": "file:///work/D.swift"],
            ["uri": "C.swift", "uriBaseId": "%SRCROOT%"],
            ["uri": "file:///elsewhere/B.swift"],
            ["uri": "Sources/A.swift", "uriBaseId": "%SRCROOT%"],
        ])
        #expect(output.contains("\"uri\": \"file:///work/app/\""))
    }

    @Test func isDeterministic() {
        #expect(render() == render())
    }

    /// Run from a subfolder, URIs are still relative to the repository's root.
    @Test func urisAreRelativeToTheRepositoryRootWhereverTheRunStarted() throws {
        let p = SourcePosition(line: 1, column: 1, offset: 0, utf16Character: 0)
        let report = LintReport(diagnostics: [reportedDiagnostic(rule: "unanimated_root_swap", severity: .warning, message: "m",
                                                                 path: "Login/A.swift", start: p, end: p, suggestion: "", fix: nil,
                                                                 related: [], lineText: "")], files: [])
        let paths = RepositoryPaths(root: "/repo", workingDirectory: "/repo/App/Sources")
        let output = SARIFReporter(rules: ReporterTests.rules, paths: paths).render(report)
        #expect(output.contains("\"uri\": \"App/Sources/Login/A.swift\""))
        #expect(output.contains("\"uri\": \"file:///repo/\""))
        #expect(output.contains("\"uri\": \"file:///repo/App/Sources/\""), "the working directory is still recorded")
    }

    /// A configuration error points at its key: a physical location with a
    /// region, not a position glued into the URI; the run did not succeed.
    @Test func configurationErrorsAreNotificationsWithARegion() throws {
        let report = LintReport(diagnostics: [], files: [],
                                errors: [InputError(path: ".rootlint.json", problem: "rules.x: unknown rule", line: 3, column: 7)])
        let run = try #require(((try json(render(report)))["runs"] as? [[String: Any]])?.first)
        let invocation = try #require((run["invocations"] as? [[String: Any]])?.first)
        #expect(invocation["executionSuccessful"] as? Bool == false)
        let notification = try #require((invocation["toolExecutionNotifications"] as? [[String: Any]])?.first)
        let location = try #require(((notification["locations"] as? [[String: Any]])?.first?["physicalLocation"]) as? [String: Any])
        #expect((location["artifactLocation"] as? [String: String])?["uri"] == ".rootlint.json")
        #expect((location["region"] as? [String: Int]) == ["startLine": 3, "startColumn": 7])
    }
}
