@testable import RootLintRules
import Testing

/// `RootSwitchForNavigationRule.isBackAction` first looks at the name's
/// bytes for `back` or `unwind` (`mayMentionBackOrUnwind`) and answers no
/// without splitting the name when neither occurs: that look must never
/// hide a back action.
@Suite("Back actions")
struct BackActionTests {
    @Test(arguments: ["backTapped", "didTapBack", "backButtonPressed", "goBack", "onBack", "navigateBack",
                      "unwindToMenu", "BACK", "Back", "handleBackAction"])
    func isBackAction(_ name: String) { #expect(RootSwitchForNavigationRule.isBackAction(name), "\(name)") }

    @Test(arguments: ["logoutTapped", "feedbackTapped", "showHome", "playback", "backgroundRefresh", "rewind", ""])
    func isNotBackAction(_ name: String) { #expect(!RootSwitchForNavigationRule.isBackAction(name), "\(name)") }

    /// The same name with a trailing `·` (not ASCII, so the byte look says
    /// maybe, and not a letter, so the words are the same) takes the full path.
    @Test func byteLookNeverHidesABackAction() {
        let pieces = ["back", "Back", "BACK", "unwind", "Unwind", "go", "Go", "did", "Tap", "tapped", "Pressed", "on",
                      "Button", "navigate", "To", "Menu", "Home", "feed", "ground", "play", "_", "2"]
        var random = SplitMix(seed: 20261205)
        var backActions = 0
        for _ in 0..<3_000 {
            var name = ""
            for _ in 0..<(1 + Int(random.next() % 4)) { name += pieces[Int(random.next() % UInt64(pieces.count))] }
            let answer = RootSwitchForNavigationRule.isBackAction(name)
            #expect(answer == RootSwitchForNavigationRule.isBackAction(name + "·"), "\(name)")
            if answer { backActions += 1 }
        }
        #expect(backActions > 300 && backActions < 2_700, "\(backActions)")
    }
}
