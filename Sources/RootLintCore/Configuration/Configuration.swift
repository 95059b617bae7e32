import RootLintSyntax

/// The settings in force for a run. Every field has a default that matches
/// the design card; `.rootlint.json` overrides them.
public struct Configuration: Sendable {
    /// Types allowed to switch the root (`root_switch_outside_coordinator`).
    public var coordinators: [NamePattern]
    /// Types that act as a root container swapping its single child.
    public var containerTypes: [NamePattern]
    /// Functions whose body animates a root swap; closures passed to them and
    /// writes inside them count as animated.
    public var animatedHelpers: [String]
    /// Callbacks where a root swap is navigation (`root_switch_for_navigation`),
    /// as full signatures.
    public var navigationCallbacks: [String]
    /// Words that mark a state boundary (login, logout, onboarding…), matched
    /// against camelCase words of names.
    public var stateBoundaryWords: [String] {
        didSet { stateBoundaries = StateBoundaryWords(stateBoundaryWords) }
    }
    /// The matcher for `stateBoundaryWords`, built once per configuration.
    public private(set) var stateBoundaries: StateBoundaryWords
    /// Functions that set the first root while the app or a scene starts.
    public var launchFunctions: [String] {
        didSet { launchFunctionWords = Configuration.longestLabels(launchFunctions) }
    }
    /// The longest label of each launch function (`didFinishLaunchingWithOptions`,
    /// `willConnectTo`): what a file must spell to declare one. For the prefilter.
    public private(set) var launchFunctionWords: [String]
    /// Severity per rule; `nil` turns a rule off. Rules not listed use their default.
    public var severityOverrides: [RuleID: Severity?]
    /// Each rule's own options, where configured.
    public var ruleOptions: [RuleID: any RuleOptions]
    /// Only files matching one of these are linted (empty: all).
    public var include: [GlobPattern]
    /// Files matching any of these are not linted.
    public var exclude: [GlobPattern]
    /// The `.rootlint.json` this came from, if any; `include`/`exclude` are
    /// relative to its directory.
    public var sourcePath: String?
    public var baseDirectory: String?

    public init(coordinators: [NamePattern] = Configuration.defaultCoordinators,
                containerTypes: [NamePattern] = Configuration.defaultContainerTypes,
                animatedHelpers: [String] = [],
                navigationCallbacks: [String] = Configuration.defaultNavigationCallbacks,
                stateBoundaryWords: [String] = Configuration.defaultStateBoundaryWords,
                launchFunctions: [String] = Configuration.defaultLaunchFunctions,
                severityOverrides: [RuleID: Severity?] = [:],
                ruleOptions: [RuleID: any RuleOptions] = [:],
                include: [GlobPattern] = [], exclude: [GlobPattern] = []) {
        self.coordinators = coordinators
        self.containerTypes = containerTypes
        self.animatedHelpers = animatedHelpers
        self.navigationCallbacks = navigationCallbacks
        self.stateBoundaryWords = stateBoundaryWords
        self.stateBoundaries = StateBoundaryWords(stateBoundaryWords)
        self.launchFunctions = launchFunctions
        self.launchFunctionWords = Configuration.longestLabels(launchFunctions)
        self.severityOverrides = severityOverrides
        self.ruleOptions = ruleOptions
        self.include = include
        self.exclude = exclude
    }

    public static let `default` = Configuration()

    public static let defaultCoordinators: [NamePattern] = [
        "*AppDelegate", "*SceneDelegate", "*Coordinator", "*Router", "*Flow",
    ]
    public static let defaultContainerTypes: [NamePattern] = [
        "RootViewController", "RootContainerViewController", "*RootViewController", "*RootContainerViewController",
    ]
    public static let defaultNavigationCallbacks = [
        "tableView(_:didSelectRowAt:)", "collectionView(_:didSelectItemAt:)", "prepare(for:sender:)",
        "performSegue(withIdentifier:sender:)", "shouldPerformSegue(withIdentifier:sender:)",
    ]
    public static let defaultStateBoundaryWords = [
        "login", "logIn", "logout", "logOut", "signIn", "signOut", "signUp", "register", "onboarding", "auth",
        "session", "account", "welcome", "launch", "splash", "reset", "main", "home", "tab",
    ]
    public static let defaultLaunchFunctions = [
        "application(_:didFinishLaunchingWithOptions:)", "application(_:willFinishLaunchingWithOptions:)",
        "scene(_:willConnectTo:options:)",
    ]

    static func longestLabels(_ signatures: [String]) -> [String] {
        var words: Set<String> = []
        for signature in signatures {
            let parts = signature.split(whereSeparator: { (c: Character) in c == "(" || c == ":" || c == "_" || c == ")" })
            if let longest = parts.max(by: { $0.count < $1.count }) { words.insert(String(longest)) }
        }
        return words.sorted()
    }

    /// The severity a rule reports with, or `nil` when it is off.
    public func severity(for rule: RuleID, default defaultSeverity: Severity) -> Severity? {
        if let override = severityOverrides[rule] { return override }
        return defaultSeverity
    }

    /// A rule's configured options, or its defaults.
    public func options<Options: RuleOptions>(_ type: Options.Type, for rule: RuleID) -> Options {
        (ruleOptions[rule] as? Options) ?? Options()
    }

    /// Whether a path (relative to `baseDirectory`) passes `include` and `exclude`.
    public func admits(relativePath: String) -> Bool {
        if exclude.contains(where: { $0.matches(relativePath) }) { return false }
        return include.isEmpty || include.contains { $0.matches(relativePath) }
    }
}
