@testable import RootLintCore
import Testing

/// Stand-in rules so the loader can be tested without the rules target.
struct OptionRule: Rule {
    typealias Options = Limits
    static let description = RuleDescription(
        id: "option_rule", name: "x", defaultSeverity: .info, summary: "x", whatItDoes: "x", whyItMatters: "x",
        example: "", useInstead: "", triggeringExamples: [], nonTriggeringExamples: [])
    static let facts: FactRequirement = []
    func check(_ context: RuleContext) -> [Diagnostic] { [] }

    struct Limits: RuleOptions, Equatable {
        var limit: Double = 1
        init() {}
        enum CodingKeys: String, CodingKey { case limit }
        init(from decoder: Decoder) throws {
            let container = try decoder.container(keyedBy: CodingKeys.self)
            limit = try container.decodeIfPresent(Double.self, forKey: .limit) ?? 1
        }
        var jsonMembers: [(String, JSONValue)] { [("limit", .double(limit))] }
    }
}

struct PlainRule: Rule {
    static let description = RuleDescription(
        id: "plain_rule", name: "x", defaultSeverity: .warning, summary: "x", whatItDoes: "x", whyItMatters: "x",
        example: "", useInstead: "", triggeringExamples: [], nonTriggeringExamples: [])
    static let facts: FactRequirement = []
    func check(_ context: RuleContext) -> [Diagnostic] { [] }
}

@Suite("Configuration loader")
struct ConfigurationLoaderTests {
    let loader = ConfigurationLoader(ruleTypes: [OptionRule.self, PlainRule.self])

    func load(_ json: String) throws -> Configuration {
        try loader.load(bytes: Array(json.utf8), sourcePath: ".rootlint.json", baseDirectory: "/project")
    }

    func loadError(_ json: String) -> ConfigurationError? {
        do {
            _ = try load(json)
            return nil
        } catch let failure as ConfigurationErrors {
            return failure.errors.first
        } catch {
            return nil
        }
    }

    func loadErrors(_ json: String) -> [ConfigurationError] {
        do {
            _ = try load(json)
            return []
        } catch let failure as ConfigurationErrors {
            return failure.errors
        } catch {
            return []
        }
    }

    @Test func emptyFileKeepsTheDefaults() throws {
        let configuration = try load("{}")
        #expect(configuration.coordinators == Configuration.defaultCoordinators)
        #expect(configuration.stateBoundaryWords == Configuration.defaultStateBoundaryWords)
        #expect(configuration.include.isEmpty && configuration.exclude.isEmpty)
        #expect(configuration.baseDirectory == "/project")
    }

    @Test func everyKeyTakesEffect() throws {
        let configuration = try load("""
            {
              "$comment": "ignored",
              "include": ["App/**"],
              "exclude": ["Generated", "*.pb.swift"],
              "coordinators": ["*Switcher"],
              "containerTypes": {"replace": ["ShellViewController"]},
              "animatedHelpers": ["crossfade"],
              "navigationCallbacks": {"add": ["pickerView(_:didSelectRow:inComponent:)"]},
              "stateBoundaryWords": {"replace": ["paywall"]},
              "launchFunctions": ["application(_:configurationForConnecting:options:)"],
              "rules": {"plain_rule": "off", "option_rule": {"severity": "error", "limit": 0.25}}
            }
            """)
        #expect(configuration.include.map(\.pattern) == ["App/**"])
        #expect(configuration.exclude.map(\.pattern) == ["Generated", "*.pb.swift"])
        #expect(configuration.coordinators.map(\.pattern) == Configuration.defaultCoordinators.map(\.pattern) + ["*Switcher"])
        #expect(configuration.containerTypes.map(\.pattern) == ["ShellViewController"])
        #expect(configuration.animatedHelpers == ["crossfade"])
        #expect(configuration.navigationCallbacks.last == "pickerView(_:didSelectRow:inComponent:)")
        #expect(configuration.stateBoundaryWords == ["paywall"])
        #expect(configuration.launchFunctions.count == Configuration.defaultLaunchFunctions.count + 1)
        #expect(configuration.severity(for: "plain_rule", default: .warning) == nil)
        #expect(configuration.severity(for: "option_rule", default: .info) == .error)
        #expect(configuration.options(OptionRule.Limits.self, for: "option_rule").limit == 0.25)
        #expect(configuration.admits(relativePath: "App/A.swift"))
        #expect(!configuration.admits(relativePath: "App/Generated/A.swift"))
        #expect(!configuration.admits(relativePath: "App/Model.pb.swift"))
        #expect(!configuration.admits(relativePath: "Lib/A.swift"))
    }

    @Test func severityStrings() throws {
        #expect(try load(#"{"rules": {"plain_rule": "info"}}"#).severity(for: "plain_rule", default: .warning) == .info)
        #expect(try load(#"{"rules": {"plain_rule": {"severity": "off"}}}"#).severity(for: "plain_rule", default: .warning) == nil)
    }

    @Test(arguments: [
        (#"{"serverity": 1}"#, "serverity", "unknown key", 1, 2),
        (#"{"coordinator": []}"#, "coordinator", "did you mean \"coordinators\"?", 1, 2),
        (#"{"rules": {"plain_rul": "off"}}"#, "rules.plain_rul", "unknown rule (did you mean \"plain_rule\"?)", 1, 12),
        (#"{"rules": {"plain_rule": "eror"}}"#, "rules.plain_rule", "invalid severity \"eror\" (did you mean \"error\"?)", 1, 26),
        (#"{"rules": {"option_rule": {"limt": 2}}}"#, "rules.option_rule.limt", "did you mean \"limit\"?", 1, 28),
        (#"{"rules": {"plain_rule": {"limit": 2}}}"#, "rules.plain_rule.limit", "unknown key", 1, 27),
        (#"{"rules": {"option_rule": {"limit": "x"}}}"#, "rules.option_rule.limit", "expected a number, found a string", 1, 37),
        (#"{"rules": {"plain_rule": 3}}"#, "rules.plain_rule", "expected \"off\", a severity or an object", 1, 26),
        (#"{"include": "App"}"#, "include", "expected an array, found a string", 1, 13),
        (#"{"exclude": [1]}"#, "exclude[0]", "expected a string, found a number", 1, 14),
        (#"{"coordinators": {"add": ["A"], "replace": ["B"]}}"#, "coordinators", "not both", 1, 18),
        (#"{"coordinators": {"remove": ["A"]}}"#, "coordinators", "expected an array, {\"add\": […]} or {\"replace\": […]}", 1, 18),
        (#"["not an object"]"#, "", "expected an object, found an array", 1, 1),
        (#"{"a": }"#, "", "invalid JSON", 1, 7),
    ])
    func errorsNameTheKeyAndPosition(_ json: String, _ keyPath: String, _ message: String, _ line: Int, _ column: Int) throws {
        let error = try #require(loadError(json), "\(json) was accepted")
        #expect(error.keyPath == keyPath, "\(json): \(error)")
        #expect(error.message.contains(message), "\(json): \(error)")
        #expect(error.line == line && error.column == column, "\(json): \(error)")
    }

    @Test func effectiveConfigurationRoundTrips() throws {
        let configuration = try load(#"{"coordinators": ["*Switcher"], "rules": {"option_rule": {"limit": 3}, "plain_rule": "off"}}"#)
        let document = configuration.jsonDocument(ruleTypes: [OptionRule.self, PlainRule.self]).serialized()
        let reloaded = try load(document)
        #expect(reloaded.coordinators == configuration.coordinators)
        #expect(reloaded.severity(for: "plain_rule", default: .warning) == nil)
        #expect(reloaded.options(OptionRule.Limits.self, for: "option_rule").limit == 3)
        #expect(reloaded.jsonDocument(ruleTypes: [OptionRule.self, PlainRule.self]).serialized() == document)
    }

    /// Every list at 50,000 entries, with duplicates, plus 50,000 excludes:
    /// adding to the defaults with a scan per entry was quadratic (9.5 s
    /// for one such list), and so was looking up each key of an object.
    @Test func longListsLoadInLinearTime() throws {
        let count = 50_000
        func strings(_ make: (Int) -> String) -> String { (0..<count).map { "\"\(make($0))\"" }.joined(separator: ",") }
        let json = """
            {
              "coordinators": [\(strings { "Feature\($0 % 40_000)Coordinator" })],
              "containerTypes": {"add": [\(strings { "*Shell\($0)" })]},
              "animatedHelpers": [\(strings { "fade\($0)" })],
              "navigationCallbacks": [\(strings { "picker\($0)(_:didSelect:)" })],
              "stateBoundaryWords": {"replace": [\(strings { "boundary\($0)" })]},
              "launchFunctions": [\(strings { "start\($0)(_:)" })],
              "include": [\(strings { "Module\($0)/**" })],
              "exclude": [\(strings { "Generated\($0)" })]
            }
            """
        let configuration = try load(json)
        #expect(configuration.coordinators.count == Configuration.defaultCoordinators.count + 40_000)
        #expect(configuration.coordinators.prefix(Configuration.defaultCoordinators.count).elementsEqual(Configuration.defaultCoordinators))
        #expect(configuration.coordinators.last == "Feature39999Coordinator")
        #expect(configuration.containerTypes.count == Configuration.defaultContainerTypes.count + count)
        #expect(configuration.animatedHelpers.count == count && configuration.animatedHelperSet.count == count)
        #expect(configuration.navigationCallbacks.count == Configuration.defaultNavigationCallbacks.count + count)
        #expect(configuration.stateBoundaryWords.count == count)
        #expect(configuration.launchFunctions.count == Configuration.defaultLaunchFunctions.count + count)
        #expect(configuration.include.count == count && configuration.exclude.count == count)

        #expect(configuration.isCoordinatorName("Feature123Coordinator") && configuration.isCoordinatorName("AppCoordinator"))
        #expect(!configuration.isCoordinatorName("Feature40000Controller"))
        #expect(configuration.isContainerName("MainShell49999") && !configuration.isContainerName("MainShell50000"))
        #expect(configuration.animatedHelperSet.contains("fade777"))
        #expect(configuration.isNavigationCallback("picker42(_:didSelect:)"))
        #expect(configuration.isLaunchFunction("start49999(_:)") && configuration.isLaunchFunction("scene(_:willConnectTo:options:)"))
        #expect(configuration.admits(relativePath: "Module7/App/Main.swift"))
        #expect(!configuration.admits(relativePath: "Module7/Generated4242/Model.swift"))
        #expect(!configuration.admits(relativePath: "Other/Main.swift"))
        #expect(configuration.admits(relativePath: "Module49999/Generated50000/Model.swift"))
    }

    /// A `rules` object of 50,000 unknown keys: every one reported, without
    /// scanning the object once per key (that took minutes).
    @Test func manyRuleKeysAreCheckedInLinearTime() throws {
        let keys = (0..<50_000).map { "\"rule\($0)\": \"off\"" }.joined(separator: ", ")
        let errors = loadErrors("{\"rules\": {\(keys)}}")
        #expect(errors.count == 50_000)
        #expect(errors.first?.keyPath == "rules.rule0" && errors.first?.message.hasPrefix("unknown rule") == true)
    }

    /// Every problem of a file at once, in the order of the file, each at its position.
    @Test func everyErrorOfAFileIsReported() {
        let errors = loadErrors("""
            {
              "includ": ["App"],
              "coordinators": 3,
              "rules": {"plain_rule": "eror", "option_rule": {"limt": 2, "severty": "off"}}
            }
            """)
        #expect(Set(errors.map(\.keyPath)) == ["includ", "coordinators", "rules.option_rule.limt", "rules.option_rule.severty",
                                                "rules.plain_rule"])
        #expect(errors.count == 5, "\(errors)")
        #expect(errors.map(\.line) == errors.map(\.line).sorted())
        #expect(errors.first?.line == 2 && errors.first?.column == 3)
    }

    /// A nested file refines its parent: what it does not set is the
    /// parent's, lists add to the parent's, rule entries override per rule.
    @Test func aNestedFileRefinesItsParent() throws {
        let parent = try loader.load(bytes: Array(#"{"coordinators": ["*Switcher"], "rules": {"plain_rule": "off", "option_rule": "error"}, "exclude": ["Generated"]}"#.utf8),
                                     sourcePath: "/p/.rootlint.json", baseDirectory: "/p")
        let child = try loader.load(bytes: Array(#"{"coordinators": ["*Switcher"], "rules": {"option_rule": {"limit": 7}}}"#.utf8),
                                    sourcePath: "/p/App/.rootlint.json", baseDirectory: "/p/App", parent: parent)
        #expect(child.isCoordinatorName("LoginNavigator") && child.isCoordinatorName("RootSwitcher") && child.isCoordinatorName("AppCoordinator"))
        #expect(child.severity(for: "plain_rule", default: .warning) == nil, "still off, as the parent said")
        #expect(child.severity(for: "option_rule", default: .warning) == .error, "the parent's severity, the child's options")
        #expect(child.projectKey == "/p/.rootlint.json")
        #expect(!child.admits(absolutePath: "/p/App/Generated/A.swift"), "the parent's excludes still apply")
        #expect(child.admits(absolutePath: "/p/App/A.swift"))
        // The child sets no `include`/`exclude` of its own; its parent's still filter.
        #expect(child.filtersPaths && parent.filtersPaths)
        let replaced = try loader.load(bytes: Array(#"{"coordinators": {"replace": ["Only"]}}"#.utf8),
                                       sourcePath: "/p/B/.rootlint.json", baseDirectory: "/p/B", parent: parent)
        #expect(!replaced.isCoordinatorName("LoginNavigator") && replaced.isCoordinatorName("Only"))
    }

    /// A configuration that filters no path admits every path: the
    /// session then makes no path for it to match.
    @Test func onlyAFilteringConfigurationTurnsAPathAway() throws {
        let unfiltered = [Configuration.default,
                          try loader.load(bytes: Array(#"{"coordinators": ["Flow"]}"#.utf8), sourcePath: "/p/.rootlint.json", baseDirectory: "/p")]
        for configuration in unfiltered {
            #expect(!configuration.filtersPaths)
            for path in ["/p/A.swift", "/p/Generated/B.swift", "/elsewhere/C.swift", "/", ""] {
                #expect(configuration.admits(absolutePath: path), "\(path)")
            }
        }
        for text in [#"{"include": ["App"]}"#, #"{"exclude": ["Generated"]}"#] {
            #expect(try loader.load(bytes: Array(text.utf8), sourcePath: "/p/.rootlint.json", baseDirectory: "/p").filtersPaths, "\(text)")
        }
    }
}
