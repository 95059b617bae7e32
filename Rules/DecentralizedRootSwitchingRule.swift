import RootLintCore
import RootLintSyntax

/// Reports root switching spread over several types of one project.
public struct DecentralizedRootSwitchingRule: ProjectRule {
    public typealias Options = DecentralizedRootSwitchingOptions
    public init() {}

    /// Switch sites: root swaps and helper calls.
    public static let facts: FactRequirement = [[.rootWrites], [.helperCalls]]

    public static let description = RuleDescription(
        id: "decentralized_root_switching",
        name: "Decentralized root switching",
        defaultSeverity: .warning,
        summary: "The root is switched from more than one type (project rule); one finding lists every site.",
        whatItDoes: """
            Looks at the whole project (the files under one configuration): every root swap on a visible \
            window and every call of an animated helper (such as `window.setRootViewController(_:animated:)`) \
            is a switch site. A helper rootlint finds by itself counts where a call's labels fit its parameters \
            (or those of an overload in its file), so a helper named `set` makes no site of `UserDefaults.set(_:forKey:)`; \
            a helper that swaps only in some cases of a `switch` over a parameter (a navigator's \
            `show(_:transition:)` with `case .root(in: let window)`) counts where a call passes one of those cases, \
            not where it pushes or leaves a default that does not swap. One named in `animatedHelpers` counts \
            wherever its name is called. When the sites live in more than `maxTypes` types (default 1), or there are \
            more than `maxSites` of them (off by default), the project gets one finding, on the first site \
            outside the type that switches most (the likely coordinator), with every other site as a related \
            location. Initial roots, new windows, test code and a helper's own internals are not sites. \
            A project that holds several apps (folders that each hold an `…AppDelegate.swift` declaring a \
            `UIApplicationDelegate`, such as an SDK's sample apps) is judged app by app: a site belongs to the app whose folder is nearest, and \
            code outside every app folder counts for each app.
            """,
        whyItMatters: """
            Root switching is the app's top-level state machine. When four types each replace the root, \
            nobody can say which states exist or how one gets from one to another, transitions drift apart \
            (one animates, one does not, one forgets to tear down a session), and a new flow means editing \
            screens all over the code base.
            """,
        example: """
            // SettingsViewController.swift
            view.window?.rootViewController = LoginViewController()
            // OnboardingViewController.swift
            view.window?.setRootViewController(MainTabBarController(), animated: true)
            """,
        useInstead: """
            // AppCoordinator.swift: the only type that switches
            func showLogin() { window.setRootViewController(LoginViewController(), animated: true) }
            func showMain() { window.setRootViewController(MainTabBarController(), animated: true) }
            // elsewhere: coordinator.showLogin()
            """,
        triggeringExamples: [
            Example("""
                final class AppCoordinator {
                    let window: UIWindow
                    func logout() {
                        window.rootViewController = LoginViewController()
                    }
                }
                final class SettingsViewController: UIViewController {
                    func resetApp() {
                        ↓view.window?.rootViewController = OnboardingViewController()
                    }
                }
                """),
            Example("""
                extension UIWindow {
                    func setRootViewController(_ viewController: UIViewController, animated: Bool) {
                        UIView.transition(with: self, duration: 0.3, options: .transitionCrossDissolve, animations: {
                            UIView.performWithoutAnimation { self.rootViewController = viewController }
                        })
                    }
                }
                final class LoginViewController: UIViewController {
                    func didLogIn() {
                        view.window?.setRootViewController(MainTabBarController(), animated: true)
                    }
                }
                final class ProfileViewController: UIViewController {
                    func didLogOut() {
                        ↓view.window?.setRootViewController(LoginViewController(), animated: true)
                    }
                }
                """),
            // Calls fit the helper's parameters: defaults left out, the
            // completion passed as a trailing closure.
            Example("""
                extension UIWindow {
                    func set(rootViewController newRoot: UIViewController, duration: TimeInterval = 0.3, completion: (() -> Void)? = nil) {
                        UIView.transition(with: self, duration: duration, options: .transitionCrossDissolve, animations: {
                            self.rootViewController = newRoot
                        }, completion: { _ in completion?() })
                    }
                }
                final class AppCoordinator {
                    let window: UIWindow
                    func showMain() {
                        window.set(rootViewController: MainTabBarController())
                    }
                }
                final class ProfileViewController: UIViewController {
                    func didLogOut() {
                        ↓view.window?.set(rootViewController: LoginViewController()) { Analytics.log("logout") }
                    }
                }
                """),
            // A navigator that swaps the root only for `.root`: calls passing it count.
            Example(navigatorSource + """
                final class Application {
                    let navigator = Navigator()
                    func presentInitialScreen(in window: UIWindow) {
                        navigator.show(segue: .tabs, sender: nil, transition: .root(in: window))
                    }
                }
                final class SettingsViewController: UIViewController {
                    let navigator = Navigator()
                    func signOut() {
                        ↓navigator.show(segue: .login, sender: nil, transition: .root(in: view.window!))
                    }
                }
                """),
        ],
        nonTriggeringExamples: [
            // A helper whose write is in a closure variable passed as the
            // transition's animations is a helper: its write is no site.
            Example("""
                extension UIWindow {
                    func setRootViewController(_ viewController: UIViewController, animated: Bool) {
                        let update = { UIView.performWithoutAnimation { self.rootViewController = viewController } }
                        guard animated else { return update() }
                        UIView.transition(with: self, duration: 0.3, options: .transitionCrossDissolve, animations: update)
                    }
                }
                final class AppCoordinator {
                    let window: UIWindow
                    func showLogin() {
                        window.rootViewController = LoginViewController()
                    }
                    func showMain() {
                        window.setRootViewController(MainTabBarController(), animated: true)
                    }
                }
                """),
            // `if show {` tests a flag named like the helper; `show(error:…)` is
            // another function of that name, which does not call the helper.
            Example("""
                final class AppCoordinator {
                    let window: UIWindow
                    func show(_ viewController: UIViewController? = nil, _ completion: ((Bool) -> Void)? = nil) {
                        window.rootViewController = viewController
                        UIView.transition(with: window, duration: 0.3, options: .transitionCrossDissolve, animations: {}, completion: completion)
                    }
                    func show(error: Error, retry: (() -> Void)?) {
                        window.rootViewController?.present(ErrorAlert(error: error, retry: retry), animated: true)
                    }
                }
                final class BrowsingViewController: UIViewController {
                    func showToolbar(_ show: Bool = true) {
                        if show {
                            toolbar.isHidden = false
                        }
                    }
                }
                final class DebugLogging {
                    weak var coordinator: AppCoordinator?
                    func failed(_ error: Error) {
                        coordinator?.show(error: error, retry: nil)
                    }
                }
                """),
            Example("""
                final class AppCoordinator {
                    let window: UIWindow
                    func showMaintenance(message: String) {
                        UIView.transition(with: window, duration: 0.3, options: .transitionCrossDissolve, animations: {
                            UIView.performWithoutAnimation { self.window.rootViewController = MaintenanceViewController(message: message) }
                        })
                    }
                }
                final class StatusViewController: UIViewController {
                    var coordinator: AppCoordinator!
                    func serverSaidMaintenance(_ text: String) {
                        coordinator.showMaintenance(message: text)
                    }
                }
                """),
            Example("""
                final class AppCoordinator {
                    let window: UIWindow
                    func showLogin() {
                        window.rootViewController = LoginViewController()
                    }
                    func showMain() {
                        window.rootViewController = MainTabBarController()
                    }
                }
                extension AppCoordinator {
                    func showOnboarding() {
                        window.rootViewController = OnboardingViewController()
                    }
                }
                """),
            Example("""
                class AppDelegate: UIResponder, UIApplicationDelegate {
                    var window: UIWindow?
                    func application(_ application: UIApplication, didFinishLaunchingWithOptions launchOptions: [UIApplication.LaunchOptionsKey: Any]?) -> Bool {
                        window = UIWindow(frame: UIScreen.main.bounds)
                        window?.rootViewController = SplashViewController()
                        window?.makeKeyAndVisible()
                        return true
                    }
                }
                final class AppCoordinator {
                    let window: UIWindow
                    func showMain() {
                        window.rootViewController = MainTabBarController()
                    }
                }
                """),
            // A helper with a common name: only calls that fit its
            // parameters switch the root, not `UserDefaults.set(_:forKey:)`,
            // `UIColor.set()` or a property's `set { }`.
            Example("""
                extension UIWindow {
                    func set(rootViewController newRoot: UIViewController, withTransition transition: CATransition? = nil) {
                        UIView.transition(with: self, duration: 0.3, options: .transitionCrossDissolve, animations: {
                            self.rootViewController = newRoot
                        })
                    }
                }
                final class WindowManager {
                    let window: UIWindow
                    func showMain() { window.set(rootViewController: MainTabBarController()) }
                    func showLogin() { window.set(rootViewController: LoginViewController(), withTransition: nil) }
                }
                final class SettingsViewController: UIViewController {
                    func save() { UserDefaults.standard.set(true, forKey: "onboarded") }
                    override func draw(_ rect: CGRect) { UIColor.red.set() }
                }
                final class Session {
                    private var stored: String?
                    var token: String? {
                        get { stored }
                        set { stored = newValue }
                    }
                }
                """),
            // The same navigator's pushes (the default transition) are not switches.
            Example(navigatorSource + """
                final class Application {
                    let navigator = Navigator()
                    func presentInitialScreen(in window: UIWindow) {
                        navigator.show(segue: .tabs, sender: nil, transition: .root(in: window))
                    }
                }
                final class RepositoriesViewController: UIViewController {
                    let navigator = Navigator()
                    func open(_ repository: Repository) {
                        navigator.show(segue: .repository(repository), sender: self)
                    }
                }
                final class UserViewController: UIViewController {
                    let navigator = Navigator()
                    func openFollowers() {
                        navigator.show(segue: .followers, sender: self, transition: .navigation)
                    }
                }
                """),
        ]
    )

    /// A navigator whose helper swaps the root only for `.root` (two examples use it).
    static let navigatorSource = """
        final class Navigator {
            func show(segue: Scene, sender: UIViewController?, transition: Transition = .navigation) {
                show(target: make(segue), sender: sender, transition: transition)
            }
            private func show(target: UIViewController, sender: UIViewController?, transition: Transition) {
                switch transition {
                case .root(in: let window):
                    UIView.transition(with: window, duration: 0.3, options: .transitionCrossDissolve, animations: {
                        UIView.performWithoutAnimation { window.rootViewController = target }
                    })
                case .navigation:
                    sender?.navigationController?.pushViewController(target, animated: true)
                }
            }
        }

        """

    public func check(_ context: RuleContext) -> [Diagnostic] { [] }

    public func check(sites allSites: [SwitchSite], options: Options) -> [Diagnostic] {
        let sites = Self.judgedSites(allSites, options: options)
        guard !sites.isEmpty else { return [] }
        // The language server runs this on every keystroke over every site
        // of the project: each site's type name is hashed once, and the
        // per-type facts (count, first site, message) live in arrays.
        // The sites' indices are sorted, not the sites: a site holds four
        // reference-counted fields, and moving 48,000 of them through a
        // merge sort was most of this rule's time.
        let ordered = Self.isInReportOrder(sites) ? Array(sites.indices) : Self.reportOrder(of: sites)
        var typeOf: [String: Int] = [:]
        typeOf.reserveCapacity(ordered.count)
        var typeNames: [String] = []
        var counts: [Int] = []
        var typeIndex: [Int] = []
        typeIndex.reserveCapacity(ordered.count)
        for index in ordered {
            let type = typeOf[sites[index].typeName] ?? typeNames.count
            if type == typeNames.count {
                typeOf[sites[index].typeName] = type
                typeNames.append(sites[index].typeName)
                counts.append(0)
            }
            counts[type] += 1
            typeIndex.append(type)
        }
        let tooManyTypes = typeNames.count > options.maxTypes
        let tooManySites = options.maxSites.map { sites.count > $0 } ?? false
        guard tooManyTypes || tooManySites else { return [] }
        // One finding per project, so that reports stay linear in the number
        // of sites; it sits on the first site outside the type that switches
        // most (the likely coordinator), where moving code is the fix. Types
        // are numbered by their first site, so the first of equals wins.
        var dominant = 0
        for type in counts.indices where counts[type] > counts[dominant] { dominant = type }
        let anchorIndex = tooManyTypes ? typeIndex.firstIndex { $0 != dominant }! : 0
        let anchor = sites[ordered[anchorIndex]]
        var typeList = Self.firstInOrder(3, of: typeNames).map { "`\($0)`" }.joined(separator: ", ")
        if typeNames.count > 3 { typeList += " and \(typeNames.count - 3) more" }
        let summary = tooManyTypes
            ? "Root switching is spread over \(typeNames.count) types (\(typeList))"
            : "The root is switched from \(sites.count) places (at most \(options.maxSites ?? 0) allowed)"
        let messages = typeNames.map { MessageText.around($0, "also switches the root (in `", "`)") }
        var related: [RelatedLocation] = []
        related.reserveCapacity(ordered.count - 1)
        for k in ordered.indices where k != anchorIndex && (sites[ordered[k]].range != anchor.range || sites[ordered[k]] != anchor) {
            related.append(RelatedLocation(path: sites[ordered[k]].path, range: sites[ordered[k]].range, message: messages[typeIndex[k]]))
        }
        return [Diagnostic(
            rule: Self.description.id,
            message: "\(summary); \(sites.count) switch sites in all, the others are listed as related locations",
            range: anchor.range,
            suggestion: "route every switch through one coordinator (for example `AppCoordinator.showLogin()`/`showMain()`) and call it from the other places",
            related: related, path: anchor.path)]
    }

    /// The sites to judge. A project of several apps (sites marked with
    /// their `application`) is judged app by app, each app with the code
    /// the apps share: seven sample apps that each switch from one type
    /// are not one app switching from seven. The sites of the apps whose
    /// switching is spread, with the shared ones, make the one finding;
    /// every site when the project is one app.
    static func judgedSites(_ sites: [SwitchSite], options: Options) -> [SwitchSite] {
        guard sites.contains(where: { $0.application != nil }) else { return sites }
        var sharedTypes: Set<String> = [], sharedCount = 0
        var appTypes: [String: Set<String>] = [:], appCounts: [String: Int] = [:]
        for site in sites {
            if let app = site.application {
                appTypes[app, default: []].insert(site.typeName)
                appCounts[app, default: 0] += 1
            } else {
                sharedTypes.insert(site.typeName)
                sharedCount += 1
            }
        }
        guard appTypes.count > 1 else { return sites }
        var spread: Set<String> = []
        for (app, types) in appTypes {
            let typeCount = sharedTypes.count + types.reduce(0) { sharedTypes.contains($1) ? $0 : $0 + 1 }
            let siteCount = sharedCount + appCounts[app, default: 0]
            if typeCount > options.maxTypes || options.maxSites.map({ siteCount > $0 }) ?? false { spread.insert(app) }
        }
        if spread.count == appTypes.count { return sites }
        return spread.isEmpty ? [] : sites.filter { $0.application.map(spread.contains) ?? true }
    }

    /// The `count` smallest names, ascending: the message names three, and
    /// sorting every type's name (Unicode-aware comparisons) on each
    /// keystroke was most of this rule's cost.
    static func firstInOrder(_ count: Int, of names: [String]) -> [String] {
        var first: [String] = []
        for name in names where first.count < count || name < first[first.count - 1] {
            if first.count == count { first.removeLast() }
            first.insert(name, at: first.firstIndex { name < $0 } ?? first.count)
        }
        return first
    }

    /// Sites usually come in order already (files in path order, each
    /// file's sites by offset): checked in one pass, sorted only if not.
    static func isInReportOrder(_ sites: [SwitchSite]) -> Bool {
        var k = 1
        while k < sites.count {
            if reportOrder(sites[k], sites[k - 1]) { return false }
            k += 1
        }
        return true
    }

    static func reportOrder(_ a: SwitchSite, _ b: SwitchSite) -> Bool {
        a.path != b.path ? String.bytewiseLess(a.path, b.path) : a.range.start.offset < b.range.start.offset
    }

    /// The sites' indices in report order (`reportOrder`, ties in input
    /// order, as a stable sort of the sites gives): each distinct path is
    /// ranked once (`PathRanks`), then indices are sorted by integers.
    static func reportOrder(of sites: [SwitchSite]) -> [Int] {
        let rank = PathRanks.ranks(count: sites.count) { sites[$0].path }
        let offsets = sites.map(\.range.start.offset)
        return sites.indices.sorted { i, j in
            if rank[i] != rank[j] { return rank[i] < rank[j] }
            if offsets[i] != offsets[j] { return offsets[i] < offsets[j] }
            return i < j
        }
    }
}

/// `decentralized_root_switching` options.
public struct DecentralizedRootSwitchingOptions: RuleOptions, Equatable {
    /// How many types may switch the root.
    public var maxTypes: Int = 1
    /// How many switch sites are allowed in all; `nil` for no limit.
    public var maxSites: Int? = nil

    public init() {}

    enum CodingKeys: String, CodingKey { case maxTypes, maxSites }

    public init(from decoder: Decoder) throws {
        let container = try decoder.container(keyedBy: CodingKeys.self)
        if let value = try container.decodeIfPresent(Int.self, forKey: .maxTypes) {
            guard value >= 1 else { throw DecodingError.dataCorruptedError(forKey: .maxTypes, in: container, debugDescription: "must be at least 1") }
            maxTypes = value
        }
        if let value = try container.decodeIfPresent(Int.self, forKey: .maxSites) {
            guard value >= 1 else { throw DecodingError.dataCorruptedError(forKey: .maxSites, in: container, debugDescription: "must be at least 1") }
            maxSites = value
        }
    }

    public static var documentation: [(name: String, text: String)] {
        [("maxTypes", "how many types may switch the root (default 1)"),
         ("maxSites", "how many switch sites are allowed in all (default: no limit)")]
    }

    public var jsonMembers: [(String, JSONValue)] {
        [("maxTypes", .int(maxTypes)), ("maxSites", maxSites.map { .int($0) } ?? .null)]
    }
}
