import RootLintCore
import RootLintSyntax

/// Reports force casts on the way to the root or the root switcher.
public struct ForcedRootCastRule: Rule {
    public init() {}

    public static let facts: FactRequirement = [[.forcedCasts]]


    public static let description = RuleDescription(
        id: "forced_root_cast",
        name: "Forced root cast",
        defaultSeverity: .warning,
        summary: "`rootViewController as! X` or `delegate as! AppDelegate` is used to reach the root or its switcher.",
        whatItDoes: """
            Finds force casts of a window's `rootViewController` (`window.rootViewController as! \
            UINavigationController`), and force casts of the application's or a scene's delegate \
            (`UIApplication.shared.delegate as! AppDelegate`, `scene.delegate as! SceneDelegate`) whose \
            result is used to reach the window, the root, or a function that switches the root. A cast of \
            the root is left alone inside a launch function, right after the same code has set that root, and \
            in a project that never replaces a root (it only gives windows their first roots): there the root \
            cannot change under the cast. A delegate cast that a type's own computed property returns (`var \
            appDelegate: AppDelegate { … }`) counts where that type uses it to reach them; a static or global \
            accessor (`static var shared: AppDelegate { … }`), used all over, counts when the delegate owns the \
            window (an accessor of the delegate type itself only when some code uses it: `AppDelegate.shared`, \
            or bare in its file); a global or static constant (`let appDelegateRef = … as! AppDelegate`) counts when some root \
            write reaches the window through its name (`appDelegateRef.window?.rootViewController = …`), and a static one also \
            when some code calls one of the type's switchers through it (`AppDelegate.shared.showMain()`). A macOS target's delegate (`NSApp.delegate as! AppDelegate`) is AppKit's, with no root to switch.
            """,
        whyItMatters: """
            The root is exactly the thing that changes at run time: after a login or logout swap, the cast \
            that held yesterday crashes today. Reaching the switcher through a force-cast app delegate \
            crashes in tests, previews, app extensions and scene-based apps, and ties every screen to the \
            delegate's concrete type.
            """,
        example: """
            let appDelegate = UIApplication.shared.delegate as! AppDelegate
            appDelegate.window?.rootViewController = LoginViewController()
            """,
        useInstead: """
            // inject what switches the root
            init(coordinator: AppCoordinator) { self.coordinator = coordinator }
            // or fail visibly
            guard let navigation = window.rootViewController as? UINavigationController else {
                assertionFailure("unexpected root \\(String(describing: window.rootViewController))")
                return
            }
            """,
        fixSafety: """
            Where the cast initializes a local at the top of a function that returns nothing, the fix makes it \
            `guard let … = … as? T else { return }`. It is unsafe: where the cast would have crashed, the \
            function now silently does nothing. Other casts are left to you.
            """,
        isFixable: true,
        triggeringExamples: [
            // A view controller's own accessor, used in it to reach the window.
            Example("""
                final class ProfileViewController: UIViewController {
                    var appDelegate: AppDelegate { ↓UIApplication.shared.delegate as! AppDelegate }
                    func logOut() {
                        appDelegate.window?.rootViewController = LoginViewController()
                    }
                }
                """),
            // The window itself is handed on, to whatever replaces its root.
            Example("""
                final class SettingsViewController: UIViewController {
                    func logOut() {
                        let appDelegate = ↓UIApplication.shared.delegate as! AppDelegate
                        LoginRouter.show(in: appDelegate.window!)
                    }
                }
                """),
            // The same `start()` called again on sign-out replaces the root.
            Example(mailApp(signOut: "func signOut() { coordinator?.start() }", cast: "↓")),
            // The delegate's `resetStack(window:)` switches through the
            // methods it calls: the cast reaches a switcher all the same.
            Example("""
                final class AppDelegate: UIResponder, UIApplicationDelegate {
                    var window: UIWindow?
                    func resetStack(window: UIWindow?) {
                        guard let window else { return }
                        if #available(iOS 14.0, *) { rebuild14(window) } else { rebuild(window) }
                    }
                    func rebuild14(_ window: UIWindow) {
                        window.rootViewController = SplitViewController(style: .doubleColumn)
                    }
                    func rebuild(_ window: UIWindow) {
                        window.rootViewController = SplitViewController()
                    }
                }
                final class SettingsViewController: UITableViewController {
                    func appModeChanged() {
                        (↓UIApplication.shared.delegate as! AppDelegate).resetStack(window: view.window)
                    }
                }
                """),
            Example("""
                @main
                final class AppDelegate: UIResponder, UIApplicationDelegate {
                    static var current: AppDelegate { ↓UIApplication.shared.delegate as! AppDelegate }
                    let mainWindow: MainWindow! = MainWindow()
                }
                final class SceneDelegate: UIResponder, UIWindowSceneDelegate {
                    static var current: SceneDelegate { ↓UIApplication.shared.connectedScenes.first!.delegate as! SceneDelegate }
                    lazy var sceneWindow = UIWindow(frame: UIScreen.main.bounds)
                }
                final class LogoutFlow {
                    func finish() {
                        AppDelegate.current.mainWindow.rootViewController = LoginViewController()
                        SceneDelegate.current.sceneWindow.rootViewController = LoginViewController()
                    }
                }
                """),
            Example("""
                final class CartCoordinator {
                    let window: UIWindow
                    func showCart() {
                        let navigation = ↓window.rootViewController as! UINavigationController
                        navigation.pushViewController(CartViewController(), animated: true)
                    }
                    func signOut() {
                        window.setRootViewController(LoginViewController(), animated: true)
                    }
                }
                extension UIWindow {
                    func setRootViewController(_ controller: UIViewController, animated: Bool) {
                        UIView.transition(with: self, duration: 0.3, options: .transitionCrossDissolve, animations: {
                            UIView.performWithoutAnimation { self.rootViewController = controller }
                        })
                    }
                }
                """),
            Example("""
                final class LoginViewController: UIViewController {
                    func didLogIn() {
                        let appDelegate = ↓UIApplication.shared.delegate as! AppDelegate
                        appDelegate.window?.rootViewController = MainTabBarController()
                    }
                }
                """),
            Example("""
                @main
                final class AppDelegate: UIResponder, UIApplicationDelegate {
                    static var shared: AppDelegate { ↓UIApplication.shared.delegate as! AppDelegate }
                    var window: UIWindow?
                    var rootViewController: RootViewController { ↓window!.rootViewController as! RootViewController }
                    func showOnboarding() { window?.rootViewController = OnboardingViewController() }
                }
                final class WelcomeViewController: UIViewController {
                    @objc func restart() { AppDelegate.shared.showOnboarding() }
                }
                """),
            // Parentheses around the operand change nothing.
            Example("""
                final class HomeController: UIViewController {
                    func logout() {
                        let appDelegate = ↓(UIApplication.shared.delegate) as! AppDelegate
                        appDelegate.window?.rootViewController = LoginViewController()
                    }
                }
                """),
            // A global or static constant that a root write reaches the window through.
            Example("""
                let appDelegateRef = ↓UIApplication.shared.delegate as! AppDelegate
                @main
                final class AppDelegate: UIResponder, UIApplicationDelegate {
                    static let current = ↓UIApplication.shared.delegate as! AppDelegate
                    var window: UIWindow?
                }
                final class CommonMethods {
                    class func setRoot(_ viewController: UIViewController) {
                        appDelegateRef.window?.rootViewController = viewController
                    }
                    class func showLogin() {
                        guard let window = AppDelegate.current.window else { return }
                        window.rootViewController = LoginViewController()
                    }
                }
                """),
            // A static constant the login screen calls the delegate's switcher through.
            Example("""
                @main
                final class AppDelegate: UIResponder, UIApplicationDelegate {
                    var window: UIWindow?
                    static let shared = ↓UIApplication.shared.delegate as! AppDelegate
                    func changeRootViewWhenLoginSuccess() {
                        window?.rootViewController = MainTabBarController()
                    }
                }
                final class LoginViewController: UIViewController {
                    func didLogIn() {
                        AppDelegate.shared.changeRootViewWhenLoginSuccess()
                    }
                }
                """),
            Example("""
                final class SettingsViewController: UIViewController {
                    func logOut() {
                        (↓view.window?.windowScene?.delegate as! SceneDelegate).showLogin()
                    }
                }
                final class SceneDelegate: UIResponder, UIWindowSceneDelegate {
                    var window: UIWindow?
                    func showLogin() {
                        window?.rootViewController = LoginViewController()
                    }
                }
                """),
        ],
        nonTriggeringExamples: [
            // The side menu's own root (its centre screen), not the window's,
            // in an app that does replace the window's root on sign-out.
            Example("""
                final class MenuViewController: UIViewController {
                    func showDeals() {
                        let home = (sideMenuController?.rootViewController as! UINavigationController).viewControllers[0]
                        home.navigationController?.pushViewController(DealsViewController(), animated: true)
                    }
                    func signOut() {
                        view.window?.rootViewController = SignUpViewController()
                    }
                }
                """),
            // The window is reached only for its size: nothing reaches its root.
            Example("""
                func isSmallScreen() -> Bool {
                    let appDelegate = UIApplication.shared.delegate as! AppDelegate
                    let frame = appDelegate.window!.frame
                    return frame.width <= 320
                }
                func dismissKeyboard() {
                    (UIApplication.shared.delegate as! AppDelegate).window?.endEditing(true)
                }
                """),
            // A macOS target's delegate (`NSApp.delegate`): AppKit windows have no root to switch.
            Example("""
                import Cocoa

                @NSApplicationMain
                final class AppDelegate: NSObject, NSApplicationDelegate {
                    static var shared: AppDelegate { return NSApp.delegate as! AppDelegate }
                    var window: NSWindow!

                    func applicationDidFinishLaunching(_ notification: Notification) {
                        window.makeKeyAndOrderFront(nil)
                    }
                }
                """),
            // The coordinator's `start()` shows the window, and only launch
            // code calls it: a first root, and the project replaces none.
            Example(mailApp(signOut: "", cast: "")),
            // The view controller's own accessor is only passed on for push
            // registration: it reaches no window, root or switcher.
            Example("""
                final class AppDelegate: UIResponder, UIApplicationDelegate {
                    var window: UIWindow?
                    fileprivate func start() {
                        window = UIWindow(frame: UIScreen.main.bounds)
                        window!.rootViewController = WebViewController()
                        window!.makeKeyAndVisible()
                    }
                    func application(_ application: UIApplication, didFinishLaunchingWithOptions launchOptions: [UIApplication.LaunchOptionsKey: Any]?) -> Bool {
                        start()
                        return true
                    }
                    func registerForPushNotifications() async throws -> String { "" }
                }
                final class WebViewController: UIViewController {
                    var appDelegate: AppDelegate { get { UIApplication.shared.delegate as! AppDelegate } }
                    func enablePush() async throws {
                        _ = try await appDelegate.registerForPushNotifications()
                    }
                }
                """),
            // The root is set once, at launch, and never replaced (the app's
            // container swaps its children): the cast cannot fail on a swap.
            Example("""
                @main
                final class AppDelegate: UIResponder, UIApplicationDelegate {
                    var window: UIWindow?
                    func application(_ application: UIApplication, didFinishLaunchingWithOptions launchOptions: [UIApplication.LaunchOptionsKey: Any]?) -> Bool {
                        let window = UIWindow(frame: UIScreen.main.bounds)
                        window.rootViewController = AppViewController()
                        window.makeKeyAndVisible()
                        self.window = window
                        return true
                    }
                }
                final class DebugController: UITableViewController {
                    override func viewDidLoad() {
                        super.viewDidLoad()
                        let appController = UIApplication.shared.keyWindow!.rootViewController as! AppViewController
                        appController.showDebugOverlay()
                    }
                }
                """),
            // The root the same function has just set from the storyboard.
            Example("""
                final class LaunchFlow {
                    let window: UIWindow
                    func start() {
                        let storyboard = UIStoryboard(name: "Main", bundle: nil)
                        window.rootViewController = storyboard.instantiateInitialViewController()
                        window.makeKeyAndVisible()
                        let navigationController = window.rootViewController as! UINavigationController
                        navigationController.hidesBarsOnSwipe = false
                    }
                    func signOut() {
                        window.rootViewController = LoginViewController()
                    }
                }
                """),
            Example("""
                @main
                final class AppDelegate: UIResponder, UIApplicationDelegate {
                    var window: UIWindow?
                    // Nothing in this project ever sets a root: the storyboard's stays.
                    var rootController: UINavigationController { window!.rootViewController as! UINavigationController }
                }
                """),
            Example("""
                final class SceneDelegate: UIResponder, UIWindowSceneDelegate {
                    var window: UIWindow?
                    func scene(_ scene: UIScene, willConnectTo session: UISceneSession, options connectionOptions: UIScene.ConnectionOptions) {
                        let split = window!.rootViewController as! UISplitViewController
                        split.delegate = self
                    }
                }
                """),
            Example("""
                final class CartCoordinator {
                    let window: UIWindow
                    func showCart() {
                        guard let navigation = window.rootViewController as? UINavigationController else { return }
                        navigation.pushViewController(CartViewController(), animated: true)
                    }
                }
                """),
            Example("""
                @main
                final class AppDelegate: UIResponder, UIApplicationDelegate {
                    static var shared: AppDelegate { UIApplication.shared.delegate as! AppDelegate }
                    lazy var persistentContainer = NSPersistentContainer(name: "Notes")
                }
                """),
            // A static accessor of the delegate that nothing uses never runs its cast.
            Example("""
                @main
                final class AppDelegate: UIResponder, UIApplicationDelegate {
                    var window: UIWindow?
                    static var shared: AppDelegate { UIApplication.shared.delegate as! AppDelegate }
                    func showLogin() { window?.rootViewController = LoginViewController() }
                }
                """),
            // Global and static constants used for other things than the window,
            // in a project that switches its root elsewhere.
            Example("""
                let appDelegate = UIApplication.shared.delegate as! AppDelegate
                @main
                final class AppDelegate: UIResponder, UIApplicationDelegate {
                    static let sharedApp = UIApplication.shared.delegate as! AppDelegate
                    var window: UIWindow?
                    lazy var persistentContainer = NSPersistentContainer(name: "Notes")
                    func showLogin() { window?.rootViewController = LoginViewController() }
                }
                final class NotesStore {
                    func save() { try? appDelegate.persistentContainer.viewContext.save() }
                    func track() { AppDelegate.sharedApp.startTracking() }
                }
                """),
            Example("""
                final class NotesViewController: UIViewController {
                    func save() {
                        let appDelegate = UIApplication.shared.delegate as! AppDelegate
                        let context = appDelegate.persistentContainer.viewContext
                        try? context.save()
                    }
                }
                """),
            Example("""
                final class ProductListViewController: UITableViewController {
                    override func tableView(_ tableView: UITableView, cellForRowAt indexPath: IndexPath) -> UITableViewCell {
                        let cell = tableView.dequeueReusableCell(withIdentifier: "Product", for: indexPath) as! ProductCell
                        return cell
                    }
                }
                """),
        ],
        corrections: [
            Correction("""
                final class SettingsViewController: UIViewController {
                    func signOut(completion: () -> Void) {
                        let appDelegate = UIApplication.shared.delegate as! AppDelegate
                        appDelegate.showLogin()
                        completion()
                    }
                }
                final class AppDelegate: UIResponder, UIApplicationDelegate {
                    var window: UIWindow?
                    func showLogin() { window?.rootViewController = LoginViewController() }
                }
                """, """
                final class SettingsViewController: UIViewController {
                    func signOut(completion: () -> Void) {
                        guard let appDelegate = UIApplication.shared.delegate as? AppDelegate else { return }
                        appDelegate.showLogin()
                        completion()
                    }
                }
                final class AppDelegate: UIResponder, UIApplicationDelegate {
                    var window: UIWindow?
                    func showLogin() { window?.rootViewController = LoginViewController() }
                }
                """, unsafe: true),
        ]
    )

    /// A coordinator whose `start()` shows the window, the app delegate that
    /// makes it and starts the coordinator (and, given `signOut`, starts it
    /// again), and a screen that casts the root (`cast` marks it).
    static func mailApp(signOut: String, cast: String) -> String {
        """
        final class AppCoordinator {
            private let window: UIWindow
            init(window: UIWindow) { self.window = window }
            func start() {
                window.rootViewController = MailViewController()
                window.makeKeyAndVisible()
            }
        }
        final class AppDelegate: UIResponder, UIApplicationDelegate {
            var window: UIWindow?
            var coordinator: AppCoordinator?
            \(signOut)
            func application(_ application: UIApplication, didFinishLaunchingWithOptions launchOptions: [UIApplication.LaunchOptionsKey: Any]?) -> Bool {
                let window = UIWindow(frame: UIScreen.main.bounds)
                self.window = window
                coordinator = AppCoordinator(window: window)
                coordinator?.start()
                return true
            }
        }
        final class MailViewController: UIViewController {
            func showInbox() {
                let tabs = \(cast)view.window!.rootViewController as! UITabBarController
                tabs.selectedIndex = 0
            }
        }
        """
    }

    public func check(_ context: RuleContext) -> [Diagnostic] {
        let file = context.file
        var diagnostics: [Diagnostic] = []
        for cast in context.facts.forcedCasts {
            let range = file.byteRange(cast.operandStart..<min(cast.cast + 3, file.code.count))
            let typeName = cast.type.map { file.text($0) } ?? "?"
            switch cast.operand {
            case .root:
                // Inside a launch function the root is the storyboard's first
                // one, cast to configure it (inject a context, set a delegate):
                // nothing has switched it yet.
                if let function = file.enclosingFunction(of: file.innermostScope(at: cast.cast)),
                   context.configuration.isLaunchFunction(file.signature(of: function)) { continue }
                // A project that only gives windows their first roots keeps them:
                // the storyboard's, or the one set at launch.
                guard context.project.swapsRoots() else { continue }
                // The root the same code has just set on that window: nothing switched it since.
                if Self.castsRootJustSet(cast, context: context) { continue }
                diagnostics.append(diagnostic(
                    "Force cast of the root view controller to `\(typeName)`: the root changes at run time and the cast crashes when it does",
                    at: range, suggestion: Self.suggestion,
                    fix: context.fix { ForcedCastFix.make(for: cast, in: file, scopes: context.facts.scopes) }))
            case .delegate:
                guard let type = cast.type,
                      reachesSwitcher(castAt: cast.cast, operandStart: cast.operandStart, typeIndex: type, file: file, context: context)
                else { continue }
                diagnostics.append(diagnostic(
                    "Force cast to `\(typeName)` to reach the root switcher: it crashes wherever the delegate is something else",
                    at: range, suggestion: Self.suggestion,
                    fix: context.fix { ForcedCastFix.make(for: cast, in: file, scopes: context.facts.scopes) }))
            }
        }
        return diagnostics
    }

    /// The cast reads the root the same code set last on the same window,
    /// in the same function and not from a closure: `window.rootViewController
    /// = storyboard.instantiateInitialViewController()` then `window.rootViewController
    /// as! UINavigationController`.
    static func castsRootJustSet(_ cast: ForcedCast, context: RuleContext) -> Bool {
        let file = context.file
        let code = file.code
        var root = cast.cast - 1
        while root > cast.operandStart, code[root].kind == .operator, code[root].flags.contains(.optionalMarks) { root -= 1 }
        guard root - 1 > cast.operandStart, file.spells(root, "rootViewController"), code[root - 1].kind == .period else { return false }
        // The last write before the cast: writes are in source order.
        let writes = context.facts.rootWrites
        var low = 0, high = writes.count
        while low < high {
            let mid = (low + high) / 2
            if writes[mid].target < cast.operandStart { low = mid + 1 } else { high = mid }
        }
        guard low > 0 else { return false }
        let write = writes[low - 1]
        let scopes = context.facts.scopes
        guard scopes.executionUnit(at: write.target, in: file).scope == scopes.executionUnit(at: cast.cast, in: file).scope
        else { return false }
        return names(in: write.receiver, file) == names(in: cast.operandStart..<(root - 1), file)
    }

    /// The names of a receiver, without its optional marks: `self.window?` is `self`, `window`.
    static func names(in range: Range<Int>, _ file: SourceFile) -> [String] {
        range.filter { file.isName($0) || file.code[$0].keyword == .self }.map { file.text($0) }
    }

    /// The cast's result is used for the window, the root or a switcher:
    /// `(… as! AppDelegate).window`, or `let appDelegate = … as! AppDelegate`
    /// followed by `appDelegate.window` / `appDelegate.showLogin()`.
    func reachesSwitcher(castAt i: Int, operandStart: Int, typeIndex: Int, file: SourceFile, context: RuleContext) -> Bool {
        // Parenthesised: `(x as! AppDelegate).member`
        if operandStart > 0, file.code[operandStart - 1].kind == .leftParen {
            let close = Int(file.matching[operandStart - 1])
            if close > 0 {
                let end = file.postfixChainEnd(from: close)
                return chainReachesSwitcher(file.chainNames((close + 1)..<end), file: file, context: context)
            }
        }
        if isAccessorResult(operandStart: operandStart, file: file) {
            // A view controller's own `var appDelegate: AppDelegate { … }` is
            // used in that type: it reaches the switcher where a use does.
            if let (property, type) = instanceAccessor(at: operandStart, in: file) {
                let body = Range<Int>.clamped(file.scopes[type].open + 1, min(file.scopes[type].close, file.code.count))
                return usesReachSwitcher(file.scopes[property].name, in: body, file: file, context: context)
            }
            // `static var shared: AppDelegate { UIApplication.shared.delegate as! AppDelegate }`,
            // used elsewhere as `AppDelegate.shared.rootViewController…`: it
            // reaches the switcher when the delegate owns the window, and, for
            // an accessor of a delegate type, when some code uses it at all.
            // Used bare or on `Self` in its own file (`currentDelegate.window!`
            // in another accessor) counts too; `UIApplication.shared` does not.
            if let (property, name) = ForcedCast.delegateTypeAccessor(at: operandStart, in: file),
               context.names.firstOccurrence(sameAs: property, in: 0..<file.code.count, file: file, limit: 256, where: { k in
                   k != property && (k == 0 || file.code[k - 1].kind != .period
                       || (k >= 2 && (file.code[k - 2].keyword == .Self || file.code[k - 2].keyword == .self)))
               }) == nil,
               !context.project.usesDelegateMember(name) {
                return false
            }
            return file.isName(typeIndex) && context.project.ownsWindow(file.text(typeIndex))
        }
        // Assigned: `let appDelegate = x as! AppDelegate`
        guard operandStart >= 2, file.code[operandStart - 1].kind == .equal, file.isName(operandStart - 2) else { return false }
        let name = operandStart - 2
        let scope = file.innermostScope(at: i)
        // A global or static constant (`let appDelegateRef = … as! AppDelegate`
        // at the top of a file, `static let shared = …`) is used all over
        // the project: it reaches the root where some root write reaches the
        // window through its name (`appDelegateRef.window?.rootViewController = …`).
        if file.scopes[scope].kind == .file || (file.scopes[scope].kind == .type && Self.isStaticBinding(name, file: file)),
           context.project.reachesWindow(through: file.text(name)) { return true }
        // A static constant of the delegate called on for one of the type's
        // switchers: `AppDelegate.shared.showMain()` from the login screen.
        if file.scopes[scope].kind == .type, Self.isStaticBinding(name, file: file),
           callsSwitcher(of: scope, through: file.text(name), file: file, context: context) { return true }
        // A stored property is used across the type; a local within its function.
        let searchScope = file.scopes[scope].kind == .type ? scope : (file.enclosingFunction(of: scope) ?? scope)
        let body = Range<Int>.clamped(file.scopes[searchScope].open + 1, min(file.scopes[searchScope].close, file.code.count))
        return usesReachSwitcher(name, in: .clamped(max(body.lowerBound, typeIndex + 1), body.upperBound), file: file, context: context)
    }

    /// Some code calls one of the type's own switchers through its static
    /// member `member` (`Type.member.switcher(…)`, the project's
    /// `delegateMembers`). The type's first 64 functions are read, among
    /// its first 1,024 scopes: a bound per cast, however large the type.
    func callsSwitcher(of type: Int, through member: String, file: SourceFile, context: RuleContext) -> Bool {
        let body = file.scopes[type]
        var asked = 0
        var s = type + 1
        while s < file.scopes.count, s <= type + 1_024, file.scopes[s].open < body.close, asked < 64 {
            defer { s += 1 }
            guard file.scopes[s].parent == type, file.scopes[s].kind == .function, file.scopes[s].keyword == .func else { continue }
            asked += 1
            let function = file.functionName(of: s)
            if context.project.isSwitcher(function), context.project.usesDelegateMember(member + "." + function) { return true }
        }
        return false
    }

    /// `static let name` or `class var name`, modifiers in any order before the `let`/`var`.
    static func isStaticBinding(_ name: Int, file: SourceFile) -> Bool {
        guard name >= 1, file.code[name - 1].keyword == .let || file.code[name - 1].keyword == .var else { return false }
        var k = name - 2
        // Modifiers only: a few words at most (`private static let`, `public static nonisolated(unsafe) var`).
        while k >= 0, k >= name - 6, file.code[k].kind == .keyword || file.isName(k) {
            if file.code[k].keyword == .static || file.code[k].keyword == .class { return true }
            k -= 1
        }
        return false
    }

    /// Some use of the name at `name` in `range` goes on to the window, the root or a switcher.
    func usesReachSwitcher(_ name: Int, in range: Range<Int>, file: SourceFile, context: RuleContext) -> Bool {
        guard name >= 0, name < file.code.count else { return false }
        for k in context.names.occurrences(sameAs: name, in: range, file: file) {
            let end = file.postfixChainEnd(from: k)
            if chainReachesSwitcher(file.chainNames((k + 1)..<end), file: file, context: context) { return true }
        }
        return false
    }

    /// The computed property (or method) whose body is the accessor at
    /// `operandStart`, and the class or struct it is an instance member of;
    /// nil for a `static`/`class` member, a free function, or a member of
    /// an extension (`extension UIViewController`, used all over the project).
    func instanceAccessor(at operandStart: Int, in file: SourceFile) -> (property: Int, type: Int)? {
        var property = file.innermostScope(at: operandStart)
        // `var appDelegate: AppDelegate { get { … } }`: the `get` is the accessor, the `var` its property.
        if file.scopes[property].keyword == .get { property = file.scopes[property].parent }
        guard property > 0, property < file.scopes.count, file.scopes[property].kind == .function else { return nil }
        let type = file.scopes[property].parent
        guard type >= 0, type < property, file.scopes[type].kind == .type else { return nil }
        switch file.scopes[type].keyword {
        case .class, .struct, .actor, .enum: break
        default: return nil
        }
        let header = Range<Int>.clamped(file.scopes[property].headerStart, min(file.scopes[property].open, file.code.count))
        if header.contains(where: { file.code[$0].keyword == .static || file.code[$0].keyword == .class }) { return nil }
        return (property, type)
    }

    /// The cast is what a computed property or function returns: `{ x as! T }`, `{ return x as! T }`.
    func isAccessorResult(operandStart: Int, file: SourceFile) -> Bool {
        let scope = file.innermostScope(at: operandStart)
        guard file.scopes[scope].kind == .function else { return false }
        let first = file.scopes[scope].open + 1
        return operandStart == first || (operandStart == first + 1 && file.code[first].keyword == .return)
    }

    /// Some member of the chain after the delegate is the window, the root
    /// or a switcher. The window counts when the chain ends there (it is
    /// kept, passed on or assigned) or goes on to its root: `window!.frame`
    /// or `window?.endEditing(true)` reads the window, and reaches no root.
    func chainReachesSwitcher(_ names: [Int], file: SourceFile, context: RuleContext) -> Bool {
        for (k, name) in names.enumerated() where isSwitchingMember(name, file: file, context: context) {
            if file.spells(name, "window"), k + 1 < names.count, !isSwitchingMember(names[k + 1], file: file, context: context) { continue }
            return true
        }
        return false
    }

    func isSwitchingMember(_ i: Int, file: SourceFile, context: RuleContext) -> Bool {
        if file.spells(i, "window") || file.spells(i, "rootViewController") { return true }
        let name = file.text(i)
        return context.project.isSwitcher(name) || context.isAnimatedHelper(name)
    }

    static let suggestion = "cast with `as?` and handle the failure (`guard let … else { assertionFailure(…); return }`), "
        + "or inject the coordinator that switches the root instead of reaching it through a delegate"
}
