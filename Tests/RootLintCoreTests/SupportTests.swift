@testable import RootLintCore
import Testing

@Suite("Support")
struct SupportTests {
    @Test func namePatterns() {
        #expect(NamePattern("*Coordinator").matches("AppCoordinator"))
        #expect(NamePattern("*Coordinator").matches("Coordinator"))
        #expect(!NamePattern("*Coordinator").matches("CoordinatorFactory"))
        #expect(NamePattern("Root*ViewController").matches("RootContainerViewController"))
        #expect(NamePattern("Root*ViewController").matches("RootViewController"))
        #expect(!NamePattern("Root*ViewController").matches("ProfileViewController"))
        #expect(NamePattern("AppDelegate").matches("AppDelegate"))
        #expect(!NamePattern("AppDelegate").matches("MyAppDelegate"))
        #expect(NamePattern("*").matches("Anything"))
        #expect(NamePattern("A*B*C").matches("AxxBxxC"))
        #expect(!NamePattern("A*B*C").matches("AxxC"))
    }

    @Test func editDistance() {
        #expect(EditDistance.between("kitten", "sitting") == 3)
        #expect(EditDistance.between("", "abc") == 3)
        #expect(EditDistance.closest(to: "--repoter", among: ["--reporter", "--jobs"]) == "--reporter")
        #expect(EditDistance.closest(to: "--xyz", among: ["--reporter", "--jobs"]) == nil)
    }

    @Test func ruleIDs() {
        #expect(RuleID("unanimated_root_swap").isWellFormed)
        #expect(!RuleID("Unanimated").isWellFormed)
        #expect(!RuleID("double__underscore").isWellFormed)
        #expect(!RuleID("_leading").isWellFormed)
        #expect(!RuleID("").isWellFormed)
    }

    @Test func severitiesAreOrdered() {
        #expect(Severity.info < .warning && Severity.warning < .error)
        #expect(Severity.info.compilerLabel == "note")
    }

    @Test func jsonEscaping() {
        let value = JSONValue.object([("a\"b", .string("line\nbreak\t\u{01}\\")), ("n", .null), ("x", .array([]))])
        #expect(value.serialized(pretty: false) == #"{"a\"b":"line\nbreak\t\u0001\\","n":null,"x":[]}"#)
    }
}
