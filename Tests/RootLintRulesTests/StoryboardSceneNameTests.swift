@testable import RootLintCore
import RootLintRules
import Testing

/// How `root_switch_for_navigation` reads a storyboard scene: by the type an
/// identifier property is read from, and by the storyboard it comes from.
@Suite("Storyboard scene names")
struct StoryboardSceneNameTests {
    static func messages(_ source: String) -> [String] {
        let report = Engine(rules: RuleCatalog.makeRules()).run(EngineInput(sources: [("App/Screen.swift", Array(source.utf8))])).report
        return report.diagnostics.filter { $0.rule.rawValue == "root_switch_for_navigation" }.map(\.message)
    }

    static func screen(storyboard: String, identifier: String) -> String {
        """
        final class FeedViewController: UIViewController {
            @objc func openProfile() {
                let storyboard = UIStoryboard(name: \(storyboard), bundle: nil)
                let vc = storyboard.instantiateViewController(withIdentifier: \(identifier))
                view.window?.rootViewController = vc
            }
        }
        """
    }

    /// `ProfileViewController.className` names the scene by its type, not `className`.
    @Test(arguments: ["className", "identifier", "storyboardIdentifier", "storyboardID"])
    func anIdentifierPropertyNamesItsType(property: String) {
        let found = Self.messages(Self.screen(storyboard: "\"Feed\"", identifier: "ProfileViewController.\(property)"))
        #expect(found == ["Root swap from `FeedViewController` to the content screen `ProfileViewController` is navigation, not a state change"])
    }

    /// The storyboard's name counts as the scene's: `Authentication` is a
    /// state boundary, Xcode's default `Main` names none, and neither does a
    /// storyboard name that is not a string.
    @Test(arguments: [("\"Authentication\"", 0), ("\"Onboarding\"", 0), ("\"Main\"", 1), ("\"Feed\"", 1), ("Storyboards.auth", 1)])
    func theStoryboardNamesTheFlow(storyboard: String, expected: Int) {
        #expect(Self.messages(Self.screen(storyboard: storyboard, identifier: "\"Profile\"")).count == expected, "\(storyboard)")
    }
}
