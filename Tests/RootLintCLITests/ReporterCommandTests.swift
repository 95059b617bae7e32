import Foundation
import Testing

@Suite("Reporters (end to end)")
struct ReporterCommandTests {
    @Test func colorIsOffInPipesAndOnWhenAsked() throws {
        let dir = try TemporaryDirectory()
        try dir.write("Bad.swift", misuseSource)
        let piped = try CLIHarness.run(["Bad.swift"], in: dir.url)
        #expect(!piped.stdout.contains("\u{1B}["))
        let forced = try CLIHarness.run(["--color", "always", "Bad.swift"], in: dir.url)
        #expect(forced.stdout.contains("\u{1B}["))
        #expect(forced.stderr.contains("\u{1B}["))
        let never = try CLIHarness.run(["--color", "never", "Bad.swift"], in: dir.url)
        #expect(never.stdout == piped.stdout)
    }

    @Test func githubAnnotationsAndStepSummary() throws {
        let dir = try TemporaryDirectory()
        try dir.write("Bad.swift", misuseSource)
        let summary = dir.url.appendingPathComponent("summary.md")
        try "# Earlier step\n".write(to: summary, atomically: true, encoding: .utf8)
        let result = try CLIHarness.run(["--reporter", "github", "Bad.swift"], in: dir.url,
                                        environment: ["GITHUB_STEP_SUMMARY": summary.path])
        #expect(result.status == 1)
        let lines = result.stdout.split(separator: "\n")
        #expect(lines.first?.hasPrefix("::warning file=Bad.swift,line=3,") == true)
        let appended = try String(contentsOf: summary, encoding: .utf8)
        #expect(appended.hasPrefix("# Earlier step\n"), "the summary is appended, never overwritten")
        #expect(appended.contains("unanimated_root_swap"))
    }

    @Test(arguments: ["sarif", "checkstyle", "junit", "json", "github", "text"])
    func everyReporterRunsOnTheCorpusDeterministically(_ reporter: String) throws {
        let one = try CLIHarness.run(["--reporter", reporter, "--jobs", "1", "Corpus"])
        let many = try CLIHarness.run(["--reporter", reporter, "--jobs", "8", "Corpus"])
        #expect(one.status == 1)
        #expect(!one.stdout.isEmpty)
        #expect(one.stdout == many.stdout)
    }

    @Test func sarifIsAValidRun() throws {
        let result = try CLIHarness.run(["--reporter", "sarif", "Corpus/ClassicApp"])
        let object = try #require(try JSONSerialization.jsonObject(with: Data(result.stdout.utf8)) as? [String: Any])
        #expect(object["version"] as? String == "2.1.0")
        let run = try #require((object["runs"] as? [[String: Any]])?.first)
        let results = try #require(run["results"] as? [[String: Any]])
        #expect(!results.isEmpty)
        let rules = try #require(((run["tool"] as? [String: Any])?["driver"] as? [String: Any])?["rules"] as? [[String: Any]])
        #expect(rules.count == 13)
    }
}
