#if canImport(Glibc)
import Glibc
#elseif canImport(Darwin)
import Darwin
#elseif canImport(Musl)
import Musl
#endif
import RootLintSyntax

/// What one file tells about the whole project, extracted before any rule
/// runs: small, so joining every file's contribution stays cheap.
struct ProjectContribution: Sendable, Equatable {
    /// Functions whose body animates a root swap of a view controller they
    /// are given: `setRootViewController(_:animated:)`, `switchRoot(to:)`.
    var animatedHelpers: [String] = []
    /// Their parameters, one entry per declaration (overloads share a name):
    /// a call of a helper's name counts only when it fits one of them.
    var animatedHelperSignatures: [HelperSignature] = []
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
    /// Animated helpers on `UIWindow` whose call can replace a bare write.
    var windowHelpers: [WindowHelper] = []
    /// The file's folder, when it declares an app delegate (outside tests):
    /// where one app of the project lies (`ApplicationFolders`).
    var applicationFolders: [String] = []
    /// A write (outside tests) that replaces a visible root: not only first roots.
    var swapsRoots = false
    /// The `Type.start` methods whose write is a swap only if something
    /// outside launch code calls them (`PendingContext.swapsIfCalledAtRuntime`).
    var startsSwappingIfCalledAtRuntime: [String] = []
    /// Types whose instance the file installs as the app window's root
    /// (`InstalledRootType`): root containers whatever their names.
    var installedRootTypes: [String] = []
    /// Names a root write reaches the window through, not locals:
    /// `appDelegateRef` in `appDelegateRef.window?.rootViewController = …`,
    /// `shared` in `AppDelegate.shared.window` bound to the written local.
    /// What makes a global or static delegate constant a way to the root.
    var windowReachers: [String] = []
    /// Members of the delegate types used by name: `shared` in
    /// `AppDelegate.shared.showLogin()`. Whether a static accessor of the
    /// delegate runs at all.
    var delegateMembers: [String] = []

    init() {}

    var isEmpty: Bool {
        animatedHelpers.isEmpty && windowOwnerTypes.isEmpty && launchCalledFunctions.isEmpty && switcherFunctions.isEmpty
            && runtimeCalledFunctions.isEmpty && windowHelpers.isEmpty && applicationFolders.isEmpty && !swapsRoots
            && startsSwappingIfCalledAtRuntime.isEmpty && installedRootTypes.isEmpty && windowReachers.isEmpty
            && delegateMembers.isEmpty
    }
}

/// An animated helper defined in `extension UIWindow`, called as
/// `window.name(vc)` or `window.name(label: vc)`, every other parameter
/// defaulted: `func setRootViewController(_ vc: UIViewController, animated:
/// Bool = true, duration: TimeInterval = 0.3)`.
public struct WindowHelper: Sendable, Hashable, Comparable {
    public var name: String
    /// The first parameter's label; nil for `_`.
    var label: String?
    /// It takes `animated:`, to be passed `true`.
    var takesAnimated: Bool

    /// `name(label:animated:)`, as the choice between helpers is made.
    var key: String { "\(name)(\(label ?? "_"):\(takesAnimated ? "animated:" : ""))" }

    public static func < (a: WindowHelper, b: WindowHelper) -> Bool {
        // With an `animated:` flag first: that is the switcher's signature.
        a.takesAnimated != b.takesAnimated ? a.takesAnimated : a.key < b.key
    }

    /// The call that swaps `receiver`'s root to `value` (receiver text as
    /// written, `window?`; empty for a bare call inside a window type).
    public func call(receiver: String, value: String) -> String {
        let argument = (label.map { "\($0): " } ?? "") + value
        let call = "\(name)(\(argument)\(takesAnimated ? ", animated: true" : ""))"
        return receiver.isEmpty ? call : receiver + "." + call
    }
}

/// The joined contributions of every linted file, asked through questions
/// only: so that a file linted before the project was known can record what
/// it asked (`ProjectQueries`) and be checked afterwards instead of linted again.
public struct ProjectFacts: Sendable {
    var animatedHelpers: Set<String> = []
    /// By name: a call looks up its own name's declarations only.
    var animatedHelperSignatures: [String: Set<HelperSignature>] = [:]
    var windowOwnerTypes: Set<String> = []
    var launchCalledFunctions: Set<String> = []
    var runtimeCalledFunctions: Set<String> = []
    /// Methods only launch code reaches, through calls in other files (`LaunchReach`).
    var launchOnlyByCalls: Set<String> = []
    var switcherFunctions: Set<String> = []
    var windowHelpers: Set<WindowHelper> = []
    /// Some file has a write that replaces a visible root (`swapsRoots()`).
    var mayReplaceRoots = false
    /// `start()` methods whose writes swap when called at run time (`swapsRoots()`).
    var startsSwappingIfCalledAtRuntime: Set<String> = []
    var installedRootTypes: Set<String> = []
    var windowReachers: Set<String> = []
    var delegateMembers: Set<String> = []
    /// The folders of the project's app delegates: read by the project phase
    /// only, never by a file's lint, so never a recorded question.
    var applicationFolders: Set<String> = []
    /// Set while a file is linted on a guess of the project: every answer is written down.
    var queries: ProjectQueries?
    /// The guess itself, when it is one file's own contribution
    /// (`guess(from:launchCalls:)`): its few names are searched where they
    /// are, and the sets above stay empty. Every lexed file is linted on
    /// such a guess, and building up to seven sets for it was a
    /// twentieth of the file's allocations. Only a guess has it: joined
    /// facts, which `merge` builds and `agrees(with:)` reads, never do.
    private var own: OwnContribution?

    /// A file's contribution as the guess of its project.
    private final class OwnContribution: Sendable {
        let contribution: ProjectContribution
        let launchCalls: [String]
        init(_ contribution: ProjectContribution, launchCalls: [String]) {
            self.contribution = contribution
            self.launchCalls = launchCalls
        }
    }

    /// What a file alone says about its project: the guess it is linted on
    /// before every file is surveyed. A file that names more than a few
    /// things gets sets (a search per question would then grow as the
    /// square of the file).
    static func guess(from contribution: ProjectContribution, launchCalls: [String]) -> ProjectFacts {
        let names = contribution.animatedHelpers.count + contribution.windowOwnerTypes.count
            + contribution.switcherFunctions.count + contribution.runtimeCalledFunctions.count
            + contribution.windowHelpers.count + launchCalls.count + contribution.startsSwappingIfCalledAtRuntime.count
            + contribution.installedRootTypes.count + contribution.windowReachers.count + contribution.delegateMembers.count
        var facts = ProjectFacts()
        if names > guessSearchedInPlace {
            facts.merge(contribution)
            facts.launchCalledFunctions = Set(launchCalls)
            facts.settleStartSwaps()
            return facts
        }
        facts.own = OwnContribution(contribution, launchCalls: launchCalls)
        return facts
    }

    /// At most this many names in a guess are searched in place.
    static let guessSearchedInPlace = 16

    /// Whether the names are searched in place (for tests).
    var isSearchedInPlace: Bool { own != nil }

    /// Every animated helper of the project.
    var animatedHelperNames: Set<String> { own.map { Set($0.contribution.animatedHelpers) } ?? animatedHelpers }

    /// A function found animating a root swap to a view controller it is given.
    public func isAnimatedHelper(_ name: String) -> Bool {
        record(.animatedHelper, name, own.map { $0.contribution.animatedHelpers.contains(name) } ?? animatedHelpers.contains(name))
    }

    /// Whether the call of an animated helper's name at `call` fits the
    /// parameters of a helper of that name the project declares. Asked
    /// only once the project is joined (files that call helpers are linted
    /// then), so it is not recorded as a question.
    func isHelperCall(_ call: Int, in file: SourceFile) -> Bool {
        let name = file.text(call)
        if let own {
            let signatures = own.contribution.animatedHelperSignatures.filter { $0.name == name }
            return signatures.isEmpty || HelperSignature.anyAccepts(signatures, call: call, in: file)
        }
        guard let signatures = animatedHelperSignatures[name] else { return true }
        return HelperSignature.anyAccepts(signatures, call: call, in: file)
    }

    /// A type that owns the app's window (a stored `window` of a window type) or defines a helper.
    public func ownsWindow(_ type: String) -> Bool {
        record(.windowOwner, type, own.map { $0.contribution.windowOwnerTypes.contains(type) } ?? windowOwnerTypes.contains(type))
    }

    /// A type some write installs as the app window's root.
    public func isInstalledAsRoot(_ type: String) -> Bool {
        record(.installedRoot, type,
               own.map { $0.contribution.installedRootTypes.contains(type) } ?? installedRootTypes.contains(type))
    }

    /// A name some root write reaches the window through (`windowReachers`).
    public func reachesWindow(through name: String) -> Bool {
        record(.windowReacher, name, own.map { $0.contribution.windowReachers.contains(name) } ?? windowReachers.contains(name))
    }

    /// A member of a delegate type some code uses by name (`delegateMembers`).
    public func usesDelegateMember(_ name: String) -> Bool {
        record(.delegateMember, name, own.map { $0.contribution.delegateMembers.contains(name) } ?? delegateMembers.contains(name))
    }

    /// A function of a delegate or coordinator that switches the root.
    public func isSwitcher(_ function: String) -> Bool {
        record(.switcher, function, own.map { $0.contribution.switcherFunctions.contains(function) } ?? switcherFunctions.contains(function))
    }

    /// Whether anything in the project (outside tests) may replace a root
    /// already on screen, or animates a swap: in a project that only gives
    /// windows their first roots, the root stays for the app's life.
    public func swapsRoots() -> Bool {
        record(.swapsRoots, "", answersSwapsRoots())
    }

    /// A `start()` that shows its window swaps only as its write resolves:
    /// one that launch code alone calls (or that makes the window it fills)
    /// gives a first root (`PendingContext.resolved(in:)`).
    private func answersSwapsRoots() -> Bool {
        if let own {
            return own.contribution.swapsRoots || !own.contribution.animatedHelpers.isEmpty
                || own.contribution.startsSwappingIfCalledAtRuntime.contains { startSwaps($0) }
        }
        return mayReplaceRoots || !animatedHelpers.isEmpty || startsSwappingIfCalledAtRuntime.contains { startSwaps($0) }
    }

    /// Once every caller is known: whether some `start()` swaps, answered
    /// once for the project, not again for every root cast that asks.
    mutating func settleStartSwaps() {
        guard own == nil, !startsSwappingIfCalledAtRuntime.isEmpty else { return }
        if !mayReplaceRoots { mayReplaceRoots = startsSwappingIfCalledAtRuntime.contains { startSwaps($0) } }
        startsSwappingIfCalledAtRuntime = []
    }

    private func startSwaps(_ qualifiedName: String) -> Bool {
        !answersLaunchOnly(qualifiedName)
            && (own.map { $0.contribution.runtimeCalledFunctions.contains(qualifiedName) } ?? runtimeCalledFunctions.contains(qualifiedName))
    }

    /// The `UIWindow` helper a fix can call instead of a bare write, if the
    /// project has one; the same one for every file (the first in order).
    public func windowHelper() -> WindowHelper? {
        let chosen = own.map { $0.contribution.windowHelpers.min() } ?? windowHelpers.min()
        _ = record(.windowHelper, chosen?.key ?? "", true)
        return chosen
    }

    /// A method that runs only while the app or a scene starts.
    func isLaunchOnly(_ qualifiedName: String) -> Bool {
        record(.launchOnly, qualifiedName, answersLaunchOnly(qualifiedName))
    }

    private func answersLaunchOnly(_ qualifiedName: String) -> Bool {
        if let own {
            return own.launchCalls.contains(qualifiedName) && !own.contribution.runtimeCalledFunctions.contains(qualifiedName)
        }
        return (launchCalledFunctions.contains(qualifiedName) && !runtimeCalledFunctions.contains(qualifiedName))
            || launchOnlyByCalls.contains(qualifiedName)
    }

    /// A method something calls outside launch code.
    func isCalledAtRuntime(_ qualifiedName: String) -> Bool {
        record(.calledAtRuntime, qualifiedName,
               own.map { $0.contribution.runtimeCalledFunctions.contains(qualifiedName) } ?? runtimeCalledFunctions.contains(qualifiedName))
    }

    private func record(_ question: ProjectQueries.Question, _ subject: String, _ answer: Bool) -> Bool {
        queries?.record(question, subject, answer)
        return answer
    }

    /// Whether the project answers every recorded question the same way.
    func agrees(with queries: ProjectQueries) -> Bool {
        queries.entries.allSatisfy { entry in
            let answer: Bool
            switch entry.question {
            case .animatedHelper: answer = animatedHelpers.contains(entry.subject)
            case .windowOwner: answer = windowOwnerTypes.contains(entry.subject)
            case .switcher: answer = switcherFunctions.contains(entry.subject)
            case .launchOnly: answer = answersLaunchOnly(entry.subject)
            case .calledAtRuntime: answer = runtimeCalledFunctions.contains(entry.subject)
            case .swapsRoots: answer = answersSwapsRoots()
            case .windowHelper: answer = (windowHelpers.min()?.key ?? "") == entry.subject
            case .installedRoot: answer = installedRootTypes.contains(entry.subject)
            case .windowReacher: answer = windowReachers.contains(entry.subject)
            case .delegateMember: answer = delegateMembers.contains(entry.subject)
            }
            return answer == entry.answer
        }
    }

    init() {}

    public static let empty = ProjectFacts()

    mutating func merge(_ contribution: ProjectContribution) {
        Self.add(contribution.animatedHelpers, to: &animatedHelpers)
        for signature in contribution.animatedHelperSignatures {
            animatedHelperSignatures[signature.name, default: []].insert(signature)
        }
        Self.add(contribution.windowOwnerTypes, to: &windowOwnerTypes)
        Self.add(contribution.launchCalledFunctions, to: &launchCalledFunctions)
        Self.add(contribution.runtimeCalledFunctions, to: &runtimeCalledFunctions)
        Self.add(contribution.switcherFunctions, to: &switcherFunctions)
        Self.add(contribution.windowHelpers, to: &windowHelpers)
        Self.add(contribution.applicationFolders, to: &applicationFolders)
        mayReplaceRoots = mayReplaceRoots || contribution.swapsRoots
        Self.add(contribution.startsSwappingIfCalledAtRuntime, to: &startsSwappingIfCalledAtRuntime)
        Self.add(contribution.installedRootTypes, to: &installedRootTypes)
        Self.add(contribution.windowReachers, to: &windowReachers)
        Self.add(contribution.delegateMembers, to: &delegateMembers)
    }

    /// `set ∪ new`. An empty set is made at its final size: grown one
    /// insertion at a time it rehashed its names at every doubling, and
    /// every file's first guess of the project starts from empty sets.
    static func add<Element: Hashable>(_ new: [Element], to set: inout Set<Element>) {
        if new.isEmpty { return }
        if set.isEmpty { set = Set(new) } else { set.formUnion(new) }
    }
}

/// The questions a file's facts and rules asked about the project, with the
/// answers they got. Written by the one thread that lints the file, read
/// after the project is joined (the lock makes that hand-over explicit).
final class ProjectQueries: @unchecked Sendable {
    enum Question: Sendable { case animatedHelper, windowOwner, switcher, launchOnly, calledAtRuntime, swapsRoots, windowHelper, installedRoot,
        windowReacher, delegateMember }

    struct Entry: Sendable {
        var question: Question
        var subject: String
        var answer: Bool
    }

    @exclusivity(unchecked) private var recorded: [Entry] = []
    /// This and the state it guards are touched only with the lock held:
    /// the run-time exclusivity checks (two runtime calls per access) add nothing.
    @exclusivity(unchecked) private var lock = pthread_mutex_t()

    init() { pthread_mutex_init(&lock, nil) }
    deinit { pthread_mutex_destroy(&lock) }

    func record(_ question: Question, _ subject: String, _ answer: Bool) {
        pthread_mutex_lock(&lock)
        // Room for a file's usual questions at once: grown from empty, the
        // array was reallocated four or five times per file with a write.
        if recorded.isEmpty { recorded.reserveCapacity(16) }
        recorded.append(Entry(question: question, subject: subject, answer: answer))
        pthread_mutex_unlock(&lock)
    }

    var entries: [Entry] {
        pthread_mutex_lock(&lock)
        defer { pthread_mutex_unlock(&lock) }
        return recorded
    }
}
