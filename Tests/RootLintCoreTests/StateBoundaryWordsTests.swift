import RootLintCore
import Testing

@Suite("State boundary words")
struct StateBoundaryWordsTests {
    let words = StateBoundaryWords(Configuration.defaultStateBoundaryWords)

    @Test(arguments: ["LoginViewController", "logInTapped", "LogOutButton", "SignInPromptViewController", "signUp",
                      "OnboardingFlow", "AuthenticationViewController", "SessionExpired", "MainTabBarController",
                      "HomeViewController", "WelcomeScreen", "SplashViewController", "resetApp", "AccountSwitcher",
                      "registration", "showTabs", "Main"])
    func matches(_ name: String) { #expect(words.matches(name), "\(name)") }

    @Test(arguments: ["DomainViewController", "TableViewController", "AuthorProfile", "ProductDetail", "signedIn",
                      "remainder", "stable", "CheckoutViewController", "Homer", ""])
    func doesNotMatch(_ name: String) { #expect(!words.matches(name), "\(name)") }

    @Test func splitsCamelCase() {
        #expect(StateBoundaryWords.words(in: "URLSessionManager") == ["url", "session", "manager"])
        #expect(StateBoundaryWords.words(in: "log_in-button") == ["log", "in", "button"])
        #expect(StateBoundaryWords.words(in: "VC2Detail") == ["vc2", "detail"])
    }
}
