import RootLintSyntax

/// The settings in force for a run. Every field has a default that matches
/// the design card; `.rootlint.json` overrides them.
///
/// Each list setting keeps a lookup built from it (a set, a pattern index),
/// rebuilt whenever the list changes, so a list of 50,000 entries costs one
/// hash per question instead of a scan: `isCoordinatorName(_:)`,
/// `isContainerName(_:)`, `isLaunchFunction(_:)`, `isNavigationCallback(_:)`,
/// `animatedHelperSet`, and `admits(relativePath:)` for `include`/`exclude`.
public struct Configuration: Sendable {
    /// Types allowed to switch the root (`root_switch_outside_coordinator`).
    public var coordinators: [NamePattern] {
        didSet { coordinatorPatterns = NamePatternSet(coordinators) }
    }
    private var coordinatorPatterns: NamePatternSet
    /// Types that act as a root container swapping its single child.
    public var containerTypes: [NamePattern] {
        didSet { containerPatterns = NamePatternSet(containerTypes) }
    }
    private var containerPatterns: NamePatternSet
    /// Functions whose body animates a root swap; closures passed to them and
    /// writes inside them count as animated.
    public var animatedHelpers: [String] {
        didSet { animatedHelperSet = Set(animatedHelpers) }
    }
    /// `animatedHelpers` as a set.
    public private(set) var animatedHelperSet: Set<String>
    /// Callbacks where a root swap is navigation (`root_switch_for_navigation`),
    /// as full signatures.
    public var navigationCallbacks: [String] {
        didSet { navigationCallbackSet = Set(navigationCallbacks) }
    }
    private var navigationCallbackSet: Set<String>
    /// Words that mark a state boundary (login, logout, onboarding…), matched
    /// against camelCase words of names.
    public var stateBoundaryWords: [String] {
        didSet { stateBoundaries = StateBoundaryWords(stateBoundaryWords) }
    }
    /// The matcher for `stateBoundaryWords`, built once per configuration.
    public private(set) var stateBoundaries: StateBoundaryWords
    /// Functions that set the first root while the app or a scene starts.
    public var launchFunctions: [String] {
        didSet {
            launchFunctionWords = Configuration.longestLabels(launchFunctions)
            launchFunctionSet = Set(launchFunctions)
            launchFunctionNames = Configuration.baseNames(launchFunctions)
        }
    }
    private var launchFunctionSet: Set<String>
    /// The base names of `launchFunctions` (`application`, `scene`), asked
    /// about every function of a file: built once.
    public private(set) var launchFunctionNames: WordSet
    /// The longest label of each launch function (`didFinishLaunchingWithOptions`,
    /// `willConnectTo`): what a file must spell to declare one. For the prefilter.
    public private(set) var launchFunctionWords: [String]
    /// Severity per rule; `nil` turns a rule off. Rules not listed use their default.
    public var severityOverrides: [RuleID: Severity?]
    /// Each rule's own options, where configured.
    public var ruleOptions: [RuleID: any RuleOptions]
    /// Only files matching one of these are linted (empty: all).
    public var include: [GlobPattern] {
        didSet { includePatterns = GlobPatternSet(include) }
    }
    private var includePatterns: GlobPatternSet
    /// Files matching any of these are not linted.
    public var exclude: [GlobPattern] {
        didSet { excludePatterns = GlobPatternSet(exclude) }
    }
    private var excludePatterns: GlobPatternSet
    /// The `.rootlint.json` this came from, if any; `include`/`exclude` are
    /// relative to its directory.
    public var sourcePath: String?
    public var baseDirectory: String?
    /// The outermost `.rootlint.json` of the project (a nested file refines
    /// its parent and belongs to the same project); nil: `sourcePath`.
    public var projectSource: String?
    /// The `include`/`exclude` of the files this one refines, outermost
    /// first: a file must pass every level, each relative to its own folder.
    public var inheritedFilters: [PathFilter] = []

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
        self.coordinatorPatterns = NamePatternSet(coordinators)
        self.containerTypes = containerTypes
        self.containerPatterns = NamePatternSet(containerTypes)
        self.animatedHelpers = animatedHelpers
        self.animatedHelperSet = Set(animatedHelpers)
        self.navigationCallbacks = navigationCallbacks
        self.navigationCallbackSet = Set(navigationCallbacks)
        self.stateBoundaryWords = stateBoundaryWords
        self.stateBoundaries = StateBoundaryWords(stateBoundaryWords)
        self.launchFunctions = launchFunctions
        self.launchFunctionWords = Configuration.longestLabels(launchFunctions)
        self.launchFunctionSet = Set(launchFunctions)
        self.launchFunctionNames = Configuration.baseNames(launchFunctions)
        self.severityOverrides = severityOverrides
        self.ruleOptions = ruleOptions
        self.include = include
        self.includePatterns = GlobPatternSet(include)
        self.exclude = exclude
        self.excludePatterns = GlobPatternSet(exclude)
    }

    public static let `default` = Configuration()

    public static let defaultCoordinators: [NamePattern] = [
        "*AppDelegate", "*SceneDelegate", "*Coordinator", "*Router", "*Flow",
        // Real apps' designated switchers: window managers, navigators and
        // VIPER wireframes (VIPER's routers).
        "*WindowManager", "*Navigator", "*Wireframe",
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
        // Screens that block the app until something outside it changes.
        "update", "upgrade", "legacy", "expired", "blocked", "maintenance",
    ]
    public static let defaultLaunchFunctions = [
        "application(_:didFinishLaunchingWithOptions:)", "application(_:willFinishLaunchingWithOptions:)",
        "applicationDidFinishLaunching(_:)", "scene(_:willConnectTo:options:)",
    ]

    static func baseNames(_ signatures: [String]) -> WordSet {
        WordSet(signatures.map { String($0.prefix { $0 != "(" }) })
    }

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
        if excludePatterns.matchesAny(relativePath) { return false }
        return include.isEmpty || includePatterns.matchesAny(relativePath)
    }

    /// Whether a file (an absolute, real path) passes this file's
    /// `include`/`exclude` and those of every file it refines.
    public func admits(absolutePath: String) -> Bool {
        for filter in inheritedFilters where !filter.admits(absolutePath: absolutePath) { return false }
        guard let baseDirectory else { return admits(relativePath: absolutePath) }
        return admits(relativePath: PathFilter.relative(absolutePath, to: baseDirectory) ?? absolutePath)
    }

    /// This file's own level, as its children inherit it.
    var ownFilter: PathFilter? {
        guard let baseDirectory, !include.isEmpty || !exclude.isEmpty else { return nil }
        return PathFilter(baseDirectory: baseDirectory, include: include, exclude: exclude)
    }

    /// The key of the project this configuration belongs to.
    public var projectKey: String { projectSource ?? sourcePath ?? "" }

    /// Whether a type of this name is a designated coordinator: one of `coordinators` matches it.
    public func isCoordinatorName(_ name: some StringProtocol) -> Bool { coordinatorPatterns.matches(name) }

    /// Whether a type of this name is a root container: one of `containerTypes` matches it.
    public func isContainerName(_ name: some StringProtocol) -> Bool { containerPatterns.matches(name) }

    /// Whether a function with this full signature (`scene(_:willConnectTo:options:)`) is a launch function.
    public func isLaunchFunction(_ signature: String) -> Bool { launchFunctionSet.contains(signature) }

    /// Whether a function with this full signature is a navigation callback.
    public func isNavigationCallback(_ signature: String) -> Bool { navigationCallbackSet.contains(signature) }
}

/// One level's `include` and `exclude`, relative to its file's folder.
public struct PathFilter: Sendable {
    public let baseDirectory: String
    private let include: GlobPatternSet?
    private let exclude: GlobPatternSet

    init(baseDirectory: String, include: [GlobPattern], exclude: [GlobPattern]) {
        self.baseDirectory = baseDirectory
        self.include = include.isEmpty ? nil : GlobPatternSet(include)
        self.exclude = GlobPatternSet(exclude)
    }

    /// A file outside the folder is not this level's to judge.
    func admits(absolutePath: String) -> Bool {
        guard let relative = Self.relative(absolutePath, to: baseDirectory) else { return true }
        if exclude.matchesAny(relative) { return false }
        return include?.matchesAny(relative) ?? true
    }

    static func relative(_ path: String, to directory: String) -> String? {
        let prefix = directory.hasSuffix("/") ? directory : directory + "/"
        return path.hasPrefix(prefix) ? String(path.dropFirst(prefix.count)) : nil
    }
}
