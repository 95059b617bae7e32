@testable import RootLintCore
import RootLintRules
import Testing

/// Keeps the catalogue honest: unique snake_case ids, complete
/// documentation, enough examples, one rule per file named after its type.
@Suite("Rule catalogue")
struct RuleCatalogTests {
    @Test func identifiersAreUniqueAndSnakeCase() {
        let ids = RuleCatalog.all.map { $0.description.id }
        #expect(Set(ids).count == ids.count)
        for id in ids { #expect(id.isWellFormed, "\(id) is not snake_case") }
    }

    @Test(arguments: RuleCatalog.all.map { RuleEntry(rule: $0) })
    func everyRuleIsDocumented(_ entry: RuleEntry) {
        let d = entry.rule.description
        for (heading, text) in [("name", d.name), ("summary", d.summary), ("what it does", d.whatItDoes),
                                ("why it matters", d.whyItMatters), ("example", d.example),
                                ("use instead", d.useInstead), ("fix safety", d.fixSafety)] {
            #expect(!text.trimmingCharacters(in: .whitespacesAndNewlines).isEmpty, "\(d.id) has no \(heading)")
        }
        #expect(d.triggeringExamples.count >= 2, "\(d.id) needs at least two triggering examples")
        #expect(d.nonTriggeringExamples.count >= 2, "\(d.id) needs at least two non-triggering examples")
    }

    @Test(arguments: RuleCatalog.all.map { RuleEntry(rule: $0) })
    func everyRuleLivesInItsOwnFile(_ entry: RuleEntry) {
        // Examples record #filePath: the file is named after the rule type.
        let typeName = String(describing: entry.rule)
        for example in entry.rule.description.triggeringExamples + entry.rule.description.nonTriggeringExamples {
            #expect("\(example.file)".hasSuffix("/Rules/\(typeName).swift"), "\(typeName) example in \(example.file)")
        }
    }

    /// Most files of an app cannot hold a finding; the prefilter must let
    /// them through unlexed, or rootlint is slow on real trees. A table view
    /// with `delegate = self` and `as! ProductCell` is the commonest case.
    @Test func everydayUIKitCodeIsNotAnalysed() {
        let lexes = Engine(rules: RuleCatalog.makeRules()).lexes()
        let tableView = """
            final class ProductListViewController: UIViewController, UITableViewDelegate {
                override func viewDidLoad() {
                    super.viewDidLoad()
                    tableView.delegate = self
                    navigationController?.pushViewController(DetailViewController(), animated: true)
                }
                func tableView(_ tableView: UITableView, cellForRowAt indexPath: IndexPath) -> UITableViewCell {
                    tableView.dequeueReusableCell(withIdentifier: "cell", for: indexPath) as! ProductCell
                }
            }
            """
        #expect(!lexes(Array(tableView.utf8)))
        let delegateCast = "let app = UIApplication.shared.delegate as! AppDelegate\n"
        #expect(lexes(Array(delegateCast.utf8)))
    }

    /// A rule written but not registered would never run, silently.
    @Test func everyRuleFileIsInTheCatalogue() throws {
        let rulesDirectory = URL(fileURLWithPath: #filePath).deletingLastPathComponent().deletingLastPathComponent()
            .deletingLastPathComponent().appendingPathComponent("Rules")
        let files = try FileManager.default.contentsOfDirectory(atPath: rulesDirectory.path).filter { $0.hasSuffix("Rule.swift") }
        let registered = Set(RuleCatalog.all.map { String(describing: $0) })
        #expect(files.count >= registered.count)
        for file in files {
            let typeName = String(file.dropLast(".swift".count))
            #expect(registered.contains(typeName), "\(typeName) (Rules/\(file)) is missing from RuleCatalog.all")
        }
        #expect(files.count == RuleCatalog.all.count, "every catalogued rule has its own Rules/*Rule.swift file")
    }

    /// The engine asks a rule what it runs as instead of casting it: the
    /// answers must be the casts'.
    @Test func rulesSayWhatTheyRunAs() {
        for rule in RuleCatalog.makeRules() {
            #expect((rule.asProjectRule != nil) == (rule is any ProjectRule), "\(rule.id)")
            #expect(rule.auditsSuppression == (rule is any SuppressionAuditRule), "\(rule.id)")
        }
        #expect(RuleCatalog.makeRules().contains { $0.asProjectRule != nil })
        #expect(RuleCatalog.makeRules().contains { $0.auditsSuppression })
    }

    @Test func lookupByID() {
        #expect(RuleCatalog.rule(withID: "unanimated_root_swap") == UnanimatedRootSwapRule.self)
        #expect(RuleCatalog.rule(withID: "no_such_rule") == nil)
    }
}

struct RuleEntry: Sendable, CustomTestStringConvertible {
    let rule: any Rule.Type
    var testDescription: String { rule.description.id.rawValue }
}

import Foundation
