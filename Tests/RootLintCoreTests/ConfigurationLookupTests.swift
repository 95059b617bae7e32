@testable import RootLintCore
@testable import RootLintSyntax
import Testing

@Suite("Configuration lookups")
struct ConfigurationLookupTests {
    @Test func namePatternSetAnswersLikeTryingEachPattern() {
        var random = TestRandom(seed: 7)
        let pieces = ["App", "Root", "Coordinator", "Flow", "View", "Ü", "e\u{301}", "é"]
        func word(_ count: Int) -> String { (0..<count).map { _ in pieces[random.next(in: 0...(pieces.count - 1))] }.joined() }
        var patterns: [NamePattern] = ["*", "", "**", "*Root*", "Root*Coordinator", "A*B*C"]
        for _ in 0..<80 {
            switch random.next(in: 0...3) {
            case 0: patterns.append(NamePattern(word(random.next(in: 1...3))))
            case 1: patterns.append(NamePattern("*" + word(random.next(in: 1...2))))
            case 2: patterns.append(NamePattern(word(random.next(in: 1...2)) + "*"))
            default: patterns.append(NamePattern(word(1) + "*" + word(1)))
            }
        }
        // ASCII affixes only: matched on the bytes of ASCII names (and the
        // names with `Ü` or a combining accent still the slow way).
        let ascii = patterns.dropFirst(3).filter { $0.pattern.utf8.allSatisfy { $0 < 0x80 } }
        for _ in 0..<1_500 {
            let name = word(random.next(in: 0...4))
            // Without the match-everything patterns first, then with them.
            for chosen in [Array(patterns.dropFirst(3).prefix(12)), Array(patterns.dropFirst(3)), patterns, ascii] {
                #expect(NamePatternSet(chosen).matches(name) == chosen.matchesAny(name), "\(name)")
            }
        }
    }

    /// Exact names are found on the pass that hashes an ASCII name's
    /// suffixes: the default containers, exact and by suffix, and names
    /// that only share a suffix or a prefix with them.
    @Test func exactNamesAreFoundOnTheSuffixPass() {
        let containers = Configuration.default
        for name in ["RootViewController", "RootContainerViewController", "MainRootViewController"] {
            #expect(containers.isContainerName(name), "\(name)")
        }
        for name in ["ViewController", "RootViewControllers", "ootViewController", "", "R", "RootViewControlle"] {
            #expect(!containers.isContainerName(name), "\(name)")
        }
        let exact = NamePatternSet(["Main", "AppCoordinator", "*Flow"])
        #expect(exact.matches("Main") && exact.matches("AppCoordinator") && exact.matches("LoginFlow"))
        #expect(!exact.matches("MainX") && !exact.matches("XMain") && !exact.matches("Mai") && !exact.matches("Coordinator"))
    }

    /// The settings are shared between copies until one is changed: a
    /// change (and the lookup rebuilt with it) reaches only that copy.
    @Test func copiesAreIndependentValues() {
        let original = Configuration.default
        var changed = original
        changed.coordinators = ["*Switcher"]
        changed.launchFunctions = ["boot()"]
        changed.severityOverrides["unanimated_root_swap"] = .some(nil)
        changed.exclude = [GlobPattern("Generated/**")]
        #expect(changed.isCoordinatorName("AppSwitcher") && !changed.isCoordinatorName("AppCoordinator"))
        #expect(changed.isLaunchFunction("boot()") && changed.launchFunctionWords == ["boot"])
        #expect(!changed.admits(relativePath: "Generated/A.swift"))
        #expect(original.isCoordinatorName("AppCoordinator") && !original.isCoordinatorName("AppSwitcher"))
        #expect(!original.isLaunchFunction("boot()") && original.isLaunchFunction("scene(_:willConnectTo:options:)"))
        #expect(original.severityOverrides.isEmpty && original.admits(relativePath: "Generated/A.swift"))
        #expect(Configuration.default.coordinators == Configuration.defaultCoordinators)
        var copy = changed
        copy.coordinators = Configuration.defaultCoordinators
        #expect(changed.isCoordinatorName("AppSwitcher") && copy.isCoordinatorName("AppCoordinator"))
    }

    /// The animated helpers' `WordSet`, made once by the configuration for
    /// every file's animation classifier, follows `animatedHelpers` when it
    /// is set, and a copy keeps its own.
    @Test func animatedHelperWordsFollowTheHelpers() {
        let file = SourceFile(path: "A.swift", text: "fadeRoot(to: vc)\nswap(vc)")
        var changed = Configuration.default
        changed.animatedHelpers = ["fadeRoot"]
        #expect(changed.animatedHelperWords.contains(0, in: file))
        #expect(!changed.animatedHelperWords.contains(6, in: file))
        #expect(!Configuration.default.animatedHelperWords.contains(0, in: file))
        var copy = changed
        copy.animatedHelpers = ["swap"]
        #expect(copy.animatedHelperWords.contains(6, in: file) && !copy.animatedHelperWords.contains(0, in: file))
        #expect(changed.animatedHelperWords.contains(0, in: file))
    }

    @Test func lookupsAnswerForTheDefaults() {
        let configuration = Configuration.default
        #expect(configuration.isCoordinatorName("AppCoordinator"))
        #expect(configuration.isCoordinatorName("SceneDelegate"))
        #expect(!configuration.isCoordinatorName("SettingsViewController"))
        #expect(configuration.isContainerName("RootViewController"))
        #expect(configuration.isContainerName("AppRootContainerViewController"))
        #expect(!configuration.isContainerName("RootView"))
        #expect(configuration.isLaunchFunction("scene(_:willConnectTo:options:)"))
        #expect(!configuration.isLaunchFunction("scene(_:willConnectTo:)"))
        #expect(configuration.isNavigationCallback("tableView(_:didSelectRowAt:)"))
        #expect(!configuration.isNavigationCallback("tableView(_:cellForRowAt:)"))
        #expect(configuration.animatedHelperSet.isEmpty)
    }

    /// Like `stateBoundaryWords` and `stateBoundaries`, every lookup follows its list.
    @Test func lookupsFollowTheirListsWhenTheyChange() {
        var configuration = Configuration()
        configuration.coordinators = ["Shell*"]
        configuration.containerTypes.append("*Host")
        configuration.animatedHelpers = ["crossfade", "crossfade", "fade"]
        configuration.launchFunctions = ["start()"]
        configuration.navigationCallbacks += ["pickerView(_:didSelectRow:inComponent:)"]
        configuration.exclude = [GlobPattern("Generated"), GlobPattern("*.pb.swift")]
        configuration.include = [GlobPattern("App/")]
        #expect(configuration.isCoordinatorName("ShellRouter"))
        #expect(!configuration.isCoordinatorName("AppCoordinator"))
        #expect(configuration.isContainerName("WindowHost") && configuration.isContainerName("RootViewController"))
        #expect(configuration.animatedHelperSet == ["crossfade", "fade"])
        #expect(configuration.isLaunchFunction("start()"))
        #expect(!configuration.isLaunchFunction("application(_:didFinishLaunchingWithOptions:)"))
        #expect(configuration.launchFunctionWords == ["start"])
        #expect(configuration.isNavigationCallback("pickerView(_:didSelectRow:inComponent:)"))
        #expect(configuration.isNavigationCallback("prepare(for:sender:)"))
        #expect(configuration.admits(relativePath: "App/Main.swift"))
        #expect(!configuration.admits(relativePath: "App/Generated/Model.swift"))
        #expect(!configuration.admits(relativePath: "App/Model.pb.swift"))
        #expect(!configuration.admits(relativePath: "Lib/Main.swift"))
        #expect(!configuration.admits(relativePath: "App"), "App/ matches directories only")
    }

    /// 50,000 patterns: a scan per question would be 50,000 matches; the
    /// set answers each with a few lookups (this test would take minutes
    /// with a scan per name over many names).
    @Test func longPatternListsAnswerWithoutScanning() {
        var configuration = Configuration()
        configuration.coordinators = (0..<50_000).map { NamePattern("Feature\($0)Coordinator") }
            + (0..<50_000).map { NamePattern("*Suffix\($0)") } + (0..<50_000).map { NamePattern("Prefix\($0)*") }
        var found = 0
        for index in stride(from: 0, to: 50_000, by: 7) {
            if configuration.isCoordinatorName("Feature\(index)Coordinator") { found += 1 }
            if configuration.isCoordinatorName("AnySuffix\(index)") { found += 1 }
            if configuration.isCoordinatorName("Prefix\(index)Thing") { found += 1 }
            if configuration.isCoordinatorName("Feature\(index)Controller") { found -= 100 }
        }
        #expect(found == 3 * ((50_000 + 6) / 7))
    }
}
