import RootLintCore
import RootLintSyntax

/// Reports root switching spread over several types of one project.
public struct DecentralizedRootSwitchingRule: ProjectRule {
    public typealias Options = DecentralizedRootSwitchingOptions
    public init() {}

    public static let description = RuleDescription(
        id: "decentralized_root_switching",
        name: "Decentralized root switching",
        defaultSeverity: .warning,
        summary: "The root is switched from more than one type (project rule); every site is listed.",
        whatItDoes: """
            Looks at the whole project (the files under one configuration): every root swap on a visible \
            window and every call of an animated helper (such as `window.setRootViewController(_:animated:)`) \
            is a switch site. When the sites live in more than `maxTypes` types (default 1), or there are \
            more than `maxSites` of them (off by default), each site gets a finding whose related locations \
            list the others (one per other type first, at most 20). Initial roots, new windows, test code and a helper's own internals are not \
            sites.
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
                        ↓window.rootViewController = LoginViewController()
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
                        ↓view.window?.setRootViewController(MainTabBarController(), animated: true)
                    }
                }
                final class ProfileViewController: UIViewController {
                    func didLogOut() {
                        ↓view.window?.setRootViewController(LoginViewController(), animated: true)
                    }
                }
                """),
        ],
        nonTriggeringExamples: [
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
        ]
    )

    public func check(_ context: RuleContext) -> [Diagnostic] { [] }

    public func check(sites: [SwitchSite], options: Options) -> [ReportedDiagnostic] {
        let types = Set(sites.map(\.typeName))
        let tooManyTypes = types.count > options.maxTypes
        let tooManySites = options.maxSites.map { sites.count > $0 } ?? false
        guard tooManyTypes || tooManySites else { return [] }
        let sortedTypes = types.sorted()
        var typeList = sortedTypes.prefix(3).map { "`\($0)`" }.joined(separator: ", ")
        if sortedTypes.count > 3 { typeList += " and \(sortedTypes.count - 3) more" }
        let summary = tooManyTypes
            ? "Root switching is spread over \(types.count) types (\(typeList))"
            : "The root is switched from \(sites.count) places (at most \(options.maxSites ?? 0) allowed)"
        return sites.map { site in
            let others = Self.related(to: site, among: sites).map { other in
                ReportedLocation(path: other.path, start: other.start, end: other.end, message: "also switches the root (in `\(other.typeName)`)")
            }
            return ReportedDiagnostic(
                rule: Self.description.id, severity: Self.description.defaultSeverity,
                message: "\(summary); this is one of \(sites.count) switch sites",
                path: site.path, start: site.start, end: site.end,
                suggestion: "route every switch through one coordinator (for example `AppCoordinator.showLogin()`/`showMain()`) and call it from the other places",
                fix: nil, related: others, lineText: site.lineText)
        }
    }
}

extension DecentralizedRootSwitchingRule {
    /// At most this many related locations per finding: every site is a
    /// finding of its own, so listing all others on each would grow with the
    /// square of the sites (hundreds in a large app).
    static let relatedLimit = 20

    /// The other sites to list: first one per other type (the spread is what
    /// matters), then more from the same and other types, in report order.
    static func related(to site: SwitchSite, among sites: [SwitchSite]) -> [SwitchSite] {
        var chosen: [SwitchSite] = []
        var typesSeen: Set<String> = [site.typeName]
        for other in sites where other != site && typesSeen.insert(other.typeName).inserted {
            chosen.append(other)
            if chosen.count == relatedLimit { return chosen }
        }
        for other in sites where other != site && !chosen.contains(other) {
            chosen.append(other)
            if chosen.count == relatedLimit { break }
        }
        return chosen
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
