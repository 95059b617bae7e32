import Testing
@testable import RootLintCore

/// Files whose names suggest helpers or launch code are surveyed first; only
/// the file's own name counts, not its folders.
@Suite struct SurveyOrderTests {
    @Test(arguments: [
        ("App/UIWindow+Transition.swift", 0),
        ("App/AppCoordinator.swift", 0),
        ("App/SceneDelegate.swift", 0),
        ("RootViewController.swift", 0),
        ("Sources/Flows/LoginFlow.swift", 0),
        ("App/Coordinators/SettingsView.swift", 1),  // a hint in a folder only
        ("App/ProfileViewController.swift", 1),
        ("App/root.swift", 1),  // the hints are case-sensitive, as type names are
        ("", 1),
        ("/", 1),
        ("Window", 0),
    ])
    func helperFilesComeFirst(path: String, priority: Int) {
        #expect(CallRegistry.surveyPriority(path) == priority)
    }

    @Test func containsComparesEveryPlace() {
        let word = Array("Root".utf8)
        for (name, expected) in [("Root", true), ("xRoot", true), ("Roo", false), ("RRoot", true), ("RooRoot", true), ("RoRt", false), ("", false)] {
            let bytes = Array(name.utf8)
            #expect(bytes.withUnsafeBufferPointer { CallRegistry.contains($0, word) } == expected, "\(name)")
        }
        #expect([UInt8]().withUnsafeBufferPointer { CallRegistry.contains($0, []) })
    }
}
