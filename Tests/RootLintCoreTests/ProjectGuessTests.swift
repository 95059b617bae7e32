import Testing
@testable import RootLintCore

/// The guess a file is linted on before its project is joined answers every
/// question as the same facts held in sets would, and writes down the same
/// questions and answers: searched in place for a file naming a few things,
/// in sets past that.
@Suite("Project guess")
struct ProjectGuessTests {
    static func contribution(extra: Int = 0) -> ProjectContribution {
        var contribution = ProjectContribution()
        contribution.animatedHelpers = ["setRoot", "crossfade"]
        contribution.windowOwnerTypes = ["AppCoordinator", "Caf\u{E9}Flow"]
        contribution.switcherFunctions = ["showMain", "showLogin", "showMain"]
        contribution.runtimeCalledFunctions = ["AppCoordinator.handle"]
        contribution.windowHelpers = [WindowHelper(name: "switchRoot", label: "to", takesAnimated: false),
                                      WindowHelper(name: "setRoot", label: nil, takesAnimated: true)]
        contribution.windowOwnerTypes += (0..<extra).map { "Owner\($0)" }
        return contribution
    }

    static let launchCalls = ["AppCoordinator.start", "AppCoordinator.handle", "Caf\u{E9}Flow.begin"]

    /// Every question, about names that are there, absent, or there in another Unicode spelling.
    static func answers(_ facts: ProjectFacts) -> [String] {
        let subjects = ["setRoot", "crossfade", "AppCoordinator", "Cafe\u{301}Flow", "showMain", "showLogin", "nothing",
                        "AppCoordinator.start", "AppCoordinator.handle", "Cafe\u{301}Flow.begin", "AppCoordinator.stop", ""]
        var answers: [String] = []
        for subject in subjects {
            answers.append("\(facts.isAnimatedHelper(subject)) \(facts.ownsWindow(subject)) \(facts.isSwitcher(subject)) "
                           + "\(facts.isLaunchOnly(subject)) \(facts.isCalledAtRuntime(subject))")
        }
        answers.append("\(facts.swapsRoots()) \(facts.windowHelper()?.key ?? "-")")
        return answers
    }

    static func recorded(_ queries: ProjectQueries) -> [String] {
        queries.entries.map { "\($0.question) \($0.subject) \($0.answer)" }
    }

    @Test("A few names searched in place answer as sets do, and record the same questions")
    func inPlaceAgreesWithSets() {
        for extra in [0, ProjectFacts.guessSearchedInPlace] {
            let contribution = Self.contribution(extra: extra)
            var sets = ProjectFacts()
            sets.merge(contribution)
            sets.launchCalledFunctions = Set(Self.launchCalls)
            var guess = ProjectFacts.guess(from: contribution, launchCalls: Self.launchCalls)
            #expect(guess.isSearchedInPlace == (extra == 0))
            let setQueries = ProjectQueries(), guessQueries = ProjectQueries()
            sets.queries = setQueries
            guess.queries = guessQueries
            #expect(Self.answers(guess) == Self.answers(sets), "extra names: \(extra)")
            #expect(Self.recorded(guessQueries) == Self.recorded(setQueries), "extra names: \(extra)")
            #expect(guess.animatedHelperNames == sets.animatedHelperNames)
            // What the guess recorded, the joined facts agree with.
            #expect(sets.agrees(with: guessQueries))
        }
    }

    @Test("A guess answers from its own names only")
    func guessKnowsItsOwnNames() {
        let guess = ProjectFacts.guess(from: Self.contribution(), launchCalls: [])
        #expect(guess.isSwitcher("showMain"))
        #expect(!guess.isSwitcher("showSettings"))
        #expect(!guess.isLaunchOnly("AppCoordinator.start"))
        #expect(guess.windowHelper()?.name == "setRoot")  // the one taking `animated:` first
        #expect(!ProjectFacts.guess(from: ProjectContribution(), launchCalls: []).swapsRoots())
    }

    @Test("A contribution's names are sorted and unique as through a set, keeping the first of equivalent spellings")
    func sortedUniqueAsASet() {
        // Every list of up to four names from these.
        let pool = ["b", "a", "Caf\u{E9}", "Cafe\u{301}", ""]
        var lists: [[String]] = [[]]
        for _ in 0..<4 { lists += lists.filter { $0.count == lists.last!.count }.flatMap { list in pool.map { list + [$0] } } }
        for names in lists {
            let unique = ProjectContribution.sortedUnique(names)
            #expect(unique == Array(Set(names)).sorted(), "\(names)")
            // Of equivalent spellings, the one found first stays, byte for byte.
            if let first = names.first(where: { $0 == "Caf\u{E9}" }) {
                #expect(unique.contains { Array($0.utf8) == Array(first.utf8) }, "\(names)")
            }
        }
    }
}
