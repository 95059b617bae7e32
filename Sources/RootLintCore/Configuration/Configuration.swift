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
    /// Every setting, and the lookup built from each list. Kept in one
    /// shared box (`Storage`), copied only when a shared configuration is
    /// changed: a configuration is handed to each file's facts, rule context
    /// and type roles, and as two dozen stored fields each hand-over retained
    /// and released every one of them.
    private struct Fields: Sendable {
        var coordinators: [NamePattern] = []
        var coordinatorPatterns = NamePatternSet([])
        var containerTypes: [NamePattern] = []
        var containerPatterns = NamePatternSet([])
        var animatedHelpers: [String] = []
        var animatedHelperSet: Set<String> = []
        var animatedHelperWords = WordSet([])
        var navigationCallbacks: [String] = []
        var navigationCallbackSet: Set<String> = []
        var stateBoundaryWords: [String] = []
        var stateBoundaries = StateBoundaryWords([])
        var launchFunctions: [String] = []
        var launchFunctionSet: Set<String> = []
        var launchFunctionNames = WordSet([])
        var launchFunctionWords: [String] = []
        var severityOverrides: [RuleID: Severity?] = [:]
        var ruleOptions: [RuleID: any RuleOptions] = [:]
        var include: [GlobPattern] = []
        var includePatterns = GlobPatternSet([])
        var exclude: [GlobPattern] = []
        var excludePatterns = GlobPatternSet([])
        var sourcePath: String?
        var baseDirectory: String?
        var projectSource: String?
        var inheritedFilters: [PathFilter] = []
    }

    /// The fields, shared by the configurations copied from one another.
    /// Written only through `unique()`, when no other configuration holds
    /// it, so sharing it between threads is sharing a value.
    private final class Storage: @unchecked Sendable {
        var fields: Fields
        init(_ fields: Fields) { self.fields = fields }
    }

    private var storage: Storage

    /// The storage, copied first when another configuration shares it.
    private mutating func unique() -> Storage {
        if !isKnownUniquelyReferenced(&storage) { storage = Storage(storage.fields) }
        return storage
    }

    /// Types allowed to switch the root (`root_switch_outside_coordinator`).
    var coordinators: [NamePattern] {
        get { storage.fields.coordinators }
        set {
            let storage = unique()
            storage.fields.coordinators = newValue
            storage.fields.coordinatorPatterns = NamePatternSet(newValue)
        }
    }
    /// Types that act as a root container swapping its single child.
    var containerTypes: [NamePattern] {
        get { storage.fields.containerTypes }
        set {
            let storage = unique()
            storage.fields.containerTypes = newValue
            storage.fields.containerPatterns = NamePatternSet(newValue)
        }
    }
    /// Functions whose body animates a root swap; closures passed to them and
    /// writes inside them count as animated.
    var animatedHelpers: [String] {
        get { storage.fields.animatedHelpers }
        set {
            let storage = unique()
            storage.fields.animatedHelpers = newValue
            storage.fields.animatedHelperSet = Set(newValue)
            storage.fields.animatedHelperWords = WordSet(newValue)
        }
    }
    /// `animatedHelpers` as a set.
    var animatedHelperSet: Set<String> { storage.fields.animatedHelperSet }
    /// `animatedHelpers` as a `WordSet`, asked of tokens: made once here
    /// rather than by every file's animation classifier.
    var animatedHelperWords: WordSet { storage.fields.animatedHelperWords }
    /// Callbacks where a root swap is navigation (`root_switch_for_navigation`),
    /// as full signatures.
    var navigationCallbacks: [String] {
        get { storage.fields.navigationCallbacks }
        set {
            let storage = unique()
            storage.fields.navigationCallbacks = newValue
            storage.fields.navigationCallbackSet = Set(newValue)
        }
    }
    /// Words that mark a state boundary (login, logout, onboarding…), matched
    /// against camelCase words of names.
    var stateBoundaryWords: [String] {
        get { storage.fields.stateBoundaryWords }
        set {
            let storage = unique()
            storage.fields.stateBoundaryWords = newValue
            storage.fields.stateBoundaries = StateBoundaryWords(newValue)
        }
    }
    /// The matcher for `stateBoundaryWords`, built once per configuration.
    public var stateBoundaries: StateBoundaryWords { storage.fields.stateBoundaries }
    /// Functions that set the first root while the app or a scene starts.
    var launchFunctions: [String] {
        get { storage.fields.launchFunctions }
        set {
            let storage = unique()
            storage.fields.launchFunctions = newValue
            storage.fields.launchFunctionWords = Configuration.longestLabels(newValue)
            storage.fields.launchFunctionSet = Set(newValue)
            storage.fields.launchFunctionNames = Configuration.baseNames(newValue)
        }
    }
    /// The base names of `launchFunctions` (`application`, `scene`), asked
    /// about every function of a file: built once.
    var launchFunctionNames: WordSet { storage.fields.launchFunctionNames }
    /// The longest label of each launch function (`didFinishLaunchingWithOptions`,
    /// `willConnectTo`): what a file must spell to declare one. For the prefilter.
    var launchFunctionWords: [String] { storage.fields.launchFunctionWords }
    /// Severity per rule; `nil` turns a rule off. Rules not listed use their default.
    public var severityOverrides: [RuleID: Severity?] {
        get { storage.fields.severityOverrides }
        set { unique().fields.severityOverrides = newValue }
    }
    /// Each rule's own options, where configured.
    var ruleOptions: [RuleID: any RuleOptions] {
        get { storage.fields.ruleOptions }
        set { unique().fields.ruleOptions = newValue }
    }
    /// Only files matching one of these are linted (empty: all).
    var include: [GlobPattern] {
        get { storage.fields.include }
        set {
            let storage = unique()
            storage.fields.include = newValue
            storage.fields.includePatterns = GlobPatternSet(newValue)
        }
    }
    /// Files matching any of these are not linted.
    var exclude: [GlobPattern] {
        get { storage.fields.exclude }
        set {
            let storage = unique()
            storage.fields.exclude = newValue
            storage.fields.excludePatterns = GlobPatternSet(newValue)
        }
    }
    /// The `.rootlint.json` this came from, if any; `include`/`exclude` are
    /// relative to its directory.
    public var sourcePath: String? {
        get { storage.fields.sourcePath }
        set { unique().fields.sourcePath = newValue }
    }
    public var baseDirectory: String? {
        get { storage.fields.baseDirectory }
        set { unique().fields.baseDirectory = newValue }
    }
    /// The outermost `.rootlint.json` of the project (a nested file refines
    /// its parent and belongs to the same project); nil: `sourcePath`.
    var projectSource: String? {
        get { storage.fields.projectSource }
        set { unique().fields.projectSource = newValue }
    }
    /// The `include`/`exclude` of the files this one refines, outermost
    /// first: a file must pass every level, each relative to its own folder.
    var inheritedFilters: [PathFilter] {
        get { storage.fields.inheritedFilters }
        set { unique().fields.inheritedFilters = newValue }
    }

    public init(coordinators: [NamePattern] = Configuration.defaultCoordinators,
                containerTypes: [NamePattern] = Configuration.defaultContainerTypes,
                animatedHelpers: [String] = [],
                navigationCallbacks: [String] = Configuration.defaultNavigationCallbacks,
                stateBoundaryWords: [String] = Configuration.defaultStateBoundaryWords,
                launchFunctions: [String] = Configuration.defaultLaunchFunctions,
                severityOverrides: [RuleID: Severity?] = [:],
                ruleOptions: [RuleID: any RuleOptions] = [:],
                include: [GlobPattern] = [], exclude: [GlobPattern] = []) {
        var fields = Fields()
        fields.coordinators = coordinators
        fields.coordinatorPatterns = NamePatternSet(coordinators)
        fields.containerTypes = containerTypes
        fields.containerPatterns = NamePatternSet(containerTypes)
        fields.animatedHelpers = animatedHelpers
        fields.animatedHelperSet = Set(animatedHelpers)
        fields.animatedHelperWords = WordSet(animatedHelpers)
        fields.navigationCallbacks = navigationCallbacks
        fields.navigationCallbackSet = Set(navigationCallbacks)
        fields.stateBoundaryWords = stateBoundaryWords
        fields.stateBoundaries = StateBoundaryWords(stateBoundaryWords)
        fields.launchFunctions = launchFunctions
        fields.launchFunctionWords = Configuration.longestLabels(launchFunctions)
        fields.launchFunctionSet = Set(launchFunctions)
        fields.launchFunctionNames = Configuration.baseNames(launchFunctions)
        fields.severityOverrides = severityOverrides
        fields.ruleOptions = ruleOptions
        fields.include = include
        fields.includePatterns = GlobPatternSet(include)
        fields.exclude = exclude
        fields.excludePatterns = GlobPatternSet(exclude)
        storage = Storage(fields)
    }

    public static let `default` = Configuration()

    public static let defaultCoordinators: [NamePattern] = [
        "*AppDelegate", "*SceneDelegate", "*Coordinator", "*Router", "*Flow",
        // Real apps' designated switchers: window managers, navigators and
        // VIPER wireframes and routings (VIPER's routers).
        "*WindowManager", "*Navigator", "*Wireframe", "*Routing",
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
        if storage.fields.excludePatterns.matchesAny(relativePath) { return false }
        return storage.fields.include.isEmpty || storage.fields.includePatterns.matchesAny(relativePath)
    }

    /// Whether any `include` or `exclude` (this file's or one it refines)
    /// applies: when none does, every file is admitted and its path need
    /// not be made.
    public var filtersPaths: Bool {
        !storage.fields.inheritedFilters.isEmpty || !storage.fields.include.isEmpty || !storage.fields.exclude.isEmpty
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
    var projectKey: String { projectSource ?? sourcePath ?? "" }

    /// Whether a type of this name is a designated coordinator: one of `coordinators` matches it.
    /// A protocol's implementation (`AppCoordinatorImpl`, `LogoutRoutingImpl`)
    /// is read by its protocol's name.
    public func isCoordinatorName(_ name: some StringProtocol) -> Bool {
        let patterns = storage.fields.coordinatorPatterns
        if patterns.matches(name) { return true }
        guard let suffix = Vocabulary.implementationSuffixes.first(where: { name.hasSuffix($0) && name.count > $0.count }) else {
            return false
        }
        return patterns.matches(name.dropLast(suffix.count))
    }

    /// Whether a type of this name is a root container: one of `containerTypes` matches it.
    func isContainerName(_ name: some StringProtocol) -> Bool { storage.fields.containerPatterns.matches(name) }

    /// Whether a function with this full signature (`scene(_:willConnectTo:options:)`) is a launch function.
    public func isLaunchFunction(_ signature: String) -> Bool { storage.fields.launchFunctionSet.contains(signature) }

    /// Whether the function scope is a launch function: its name first, on
    /// its token (a signature is a `String` of every label, and most
    /// functions are no launch function).
    func isLaunchFunction(_ function: Int, in file: SourceFile) -> Bool {
        function >= 0 && function < file.scopes.count && file.scopes[function].kind == .function
            && launchFunctionNames.contains(file.scopes[function].name, in: file) && isLaunchFunction(file.signature(of: function))
    }

    /// Whether a function with this full signature is a navigation callback.
    public func isNavigationCallback(_ signature: String) -> Bool { storage.fields.navigationCallbackSet.contains(signature) }
}

/// One level's `include` and `exclude`, relative to its file's folder.
struct PathFilter: Sendable {
    let baseDirectory: String
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
