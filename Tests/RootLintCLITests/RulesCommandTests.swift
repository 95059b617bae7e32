import Foundation
import RootLintCLI
import Testing

@Suite("rootlint rules")
struct RulesCommandTests {
    @Test func jsonFormatListsEveryRuleWithItsDocumentation() throws {
        let result = try CLIHarness.run(["rules", "--format", "json"])
        #expect(result.status == 0)
        let rules = try #require(try JSONSerialization.jsonObject(with: Data(result.stdout.utf8)) as? [[String: Any]])
        #expect(rules.count == 13)
        for rule in rules {
            for key in ["id", "defaultSeverity", "fixable", "summary", "whatItDoes", "whyItMatters", "example", "useInstead", "options"] {
                #expect(rule[key] != nil, "\(rule["id"] ?? "?") lacks \(key)")
            }
        }
        let one = try CLIHarness.run(["rules", "slow_root_transition", "--format=json"])
        let single = try #require(try JSONSerialization.jsonObject(with: Data(one.stdout.utf8)) as? [[String: Any]])
        #expect((single.first?["options"] as? [String: String])?["maxDuration"] != nil)
    }

    @Test func markdownForOneRule() throws {
        let result = try CLIHarness.run(["rules", "forced_root_cast", "--format", "markdown"])
        #expect(result.stdout.hasPrefix("## `forced_root_cast`"))
        #expect(result.stdout.contains("### Use instead"))
    }

    @Test func rulesReadmeIsUpToDate() throws {
        let url = CLIHarness.packageRoot.appendingPathComponent("Rules/README.md")
        let committed = try String(contentsOf: url, encoding: .utf8)
        #expect(committed == RuleDocumentation.markdownCatalog(),
                "Rules/README.md is stale: run `swift run rootlint rules --format markdown > Rules/README.md`")
    }
}
