/// What one file tells about the whole project, extracted before any rule
/// runs: small, so joining every file's contribution stays cheap.
struct ProjectContribution: Sendable, Equatable {
    /// Functions whose body animates a root swap of a view controller they
    /// are given: `setRootViewController(_:animated:)`, `switchRoot(to:)`.
    var animatedHelpers: [String] = []
    /// Types that own a window (a stored `UIWindow` property) or define an
    /// animated helper: coordinators by what they do.
    var windowOwnerTypes: [String] = []
    /// `Type.function` called synchronously from a launch function
    /// (`appCoordinator.start()` in `scene(_:willConnectTo:options:)`).
    var launchCalledFunctions: [String] = []
    /// `Type.function` also called at other times (a deep-link handler used
    /// at launch and from `scene(_:openURLContexts:)`): not launch-only.
    var runtimeCalledFunctions: [String] = []
    /// Functions of app/scene delegates and coordinators that switch the
    /// root: what a force-cast `AppDelegate` is typically used to reach.
    var switcherFunctions: [String] = []

    init() {}

    var isEmpty: Bool {
        animatedHelpers.isEmpty && windowOwnerTypes.isEmpty && launchCalledFunctions.isEmpty && switcherFunctions.isEmpty
            && runtimeCalledFunctions.isEmpty
    }
}

/// The joined contributions of every linted file.
public struct ProjectFacts: Sendable, Equatable {
    public var animatedHelpers: Set<String> = []
    public var windowOwnerTypes: Set<String> = []
    var launchCalledFunctions: Set<String> = []
    var runtimeCalledFunctions: Set<String> = []
    public var switcherFunctions: Set<String> = []

    /// A method that runs only while the app or a scene starts.
    func isLaunchOnly(_ qualifiedName: String) -> Bool {
        launchCalledFunctions.contains(qualifiedName) && !runtimeCalledFunctions.contains(qualifiedName)
    }

    public init() {}

    public static let empty = ProjectFacts()

    mutating func merge(_ contribution: ProjectContribution) {
        animatedHelpers.formUnion(contribution.animatedHelpers)
        windowOwnerTypes.formUnion(contribution.windowOwnerTypes)
        launchCalledFunctions.formUnion(contribution.launchCalledFunctions)
        runtimeCalledFunctions.formUnion(contribution.runtimeCalledFunctions)
        switcherFunctions.formUnion(contribution.switcherFunctions)
    }

    static func joined(_ contributions: [ProjectContribution]) -> ProjectFacts {
        var facts = ProjectFacts()
        for contribution in contributions { facts.merge(contribution) }
        return facts
    }
}
