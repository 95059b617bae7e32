@testable import RootLintCore
@testable import RootLintSyntax
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

    /// ASCII names are matched on their bytes (`asciiMatches`); the same
    /// name with a trailing non-ASCII separator (`·` is neither letter nor
    /// digit, so the words are the same) takes the `String` path. Both must
    /// agree, one, two and three joined words included (`logIn`, `signUp`,
    /// `onBoardIng`-like splits).
    @Test func bytePathAgreesWithStringPath() {
        let pieces = ["log", "Log", "In", "in", "Out", "sign", "Sign", "Up", "on", "On", "boarding", "Board", "ed",
                      "Home", "View", "Controller", "_", "-", "URL", "VC", "2", "Main", "Tab", "Bar", "auth", "Auth",
                      "entication", "Session", "Expired", "reset", "App", "Welcome", "Splash", "register", "ation",
                      "State", "Again"]
        // The defaults, and configured words of three (`resetAppState`).
        let configured = StateBoundaryWords(["resetAppState", "signInAgain", "logIn"])
        for words in [words, configured] {
            var random = SplitMix(seed: 20261205)
            var matched = 0
            for _ in 0..<3_000 {
                var name = ""
                for _ in 0..<(1 + random.next(5)) { name += pieces[random.next(pieces.count)] }
                let onBytes = words.matches(name)
                #expect(onBytes == words.matches(name + "·"), "\(name)")
                if onBytes { matched += 1 }
            }
            // Both answers occur, so the comparison means something.
            #expect(matched > 0 && matched < 3_000, "\(matched)")
        }
    }

    /// A token is matched on its bytes in place, as its text would be:
    /// names, back-ticked names, string segments and non-ASCII names.
    @Test func tokensMatchAsTheirText() {
        let file = SourceFile(path: "t.swift", text: """
            let loginScreen = LoginViewController(); let `logout` = "SignInPrompt"
            window?.rootViewController = UIStoryboard(name: "Onboarding", bundle: nil).instantiateViewController(withIdentifier: "HomeTabs")
            let démarrage·Main = DomainViewController(); self.resetAppState(); tableViewController.reload()
            """)
        var matched = 0
        for words in [words, StateBoundaryWords(["resetAppState", "démarrage"])] {
            for i in file.code.indices {
                let expected = words.matches(file.text(i))
                #expect(words.matches(token: i, in: file) == expected, "\(file.text(i))")
                if expected { matched += 1 }
            }
        }
        #expect(matched >= 8)
    }

    @Test func splitsCamelCase() {
        #expect(StateBoundaryWords.words(in: "URLSessionManager") == ["url", "session", "manager"])
        #expect(StateBoundaryWords.words(in: "log_in-button") == ["log", "in", "button"])
        #expect(StateBoundaryWords.words(in: "VC2Detail") == ["vc2", "detail"])
    }
}
