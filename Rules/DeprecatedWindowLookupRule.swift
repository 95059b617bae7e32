import RootLintCore
import RootLintSyntax

/// Reports windows found through `UIApplication`'s deprecated, scene-unaware
/// look-ups when they are used to switch the root.
public struct DeprecatedWindowLookupRule: Rule {
    public init() {}

    public static let facts: FactRequirement = [[.windowLookups]]


    public static let description = RuleDescription(
        id: "deprecated_window_lookup",
        name: "Deprecated window look-up",
        defaultSeverity: .warning,
        summary: "The window whose root is switched comes from `UIApplication.shared.keyWindow`, `.windows` or `.delegate?.window`.",
        whatItDoes: """
            Finds `UIApplication.shared.keyWindow`, `UIApplication.shared.windows…` and \
            `UIApplication.shared.delegate?.window` when the window they give is used for root switching: its \
            `rootViewController` is assigned, or read and cast to a root container or used to call a root \
            switcher — directly in the chain, through a variable (`guard let window = \
            UIApplication.shared.windows.first else { return }`), or through a function of the same file \
            that returns that variable to a caller that switches its root. A scene's own `windows` \
            (`windowScene.windows`) is not deprecated and is not reported, and neither is a look-up in the \
            fallback of an availability check (the `else` of `if #available(iOS 13.0, *)`, the body of `guard \
            #available(…) else`, `if #unavailable(…)`), which runs only on systems without scenes.
            """,
        whyItMatters: """
            `keyWindow` and `UIApplication.windows` were deprecated in iOS 13 and 15: with several scenes \
            (iPad multitasking, external displays, CarPlay) they return whichever window happens to be key or \
            first, so the root of the wrong scene is replaced — or none at all, since `delegate?.window` is \
            `nil` in a scene-based app.
            """,
        example: """
            UIApplication.shared.keyWindow?.rootViewController = LoginViewController()
            """,
        useInstead: """
            // in a view controller: the window it is shown in
            view.window?.rootViewController = …   // better still, ask the coordinator that owns the window
            // in the SceneDelegate: its own window
            window?.rootViewController = …
            """,
        fixSafety: """
            The fix replaces the look-up with the window of the current scene: `view.window` directly in a view \
            controller's method, else `UIApplication.shared.connectedScenes.compactMap { ($0 as? \
            UIWindowScene)?.keyWindow }.first` (iOS 15). It covers `keyWindow`, `windows.first` (with or \
            without a predicate) and `delegate?.window??`; other forms are left to you. It is unsafe: with \
            several scenes the window found can differ — which is the point, and worth a look.
            """,
        isFixable: true,
        triggeringExamples: [
            // The branch for the systems with scenes is where the scene's window belongs.
            Example("""
                extension UIApplication {
                    static func setRootView(_ viewController: UIViewController) {
                        if #available(iOS 13.0, *) {
                            ↓UIApplication.shared.keyWindow?.rootViewController = viewController
                        } else {
                            UIApplication.shared.keyWindow?.rootViewController = viewController
                        }
                    }
                }
                """),
            // The delegate bound first, its window next: the same look-up in two steps.
            Example("""
                final class AlertViewController: UIViewController {
                    @IBAction func close(_ sender: UIButton) {
                        guard let appDelegate = UIApplication.shared.delegate, let appWindow = ↓appDelegate.window else { return }
                        appWindow?.rootViewController = HomeNavigationController()
                    }
                }
                """),
            Example("""
                extension UIApplication {
                    static func setRootView(_ viewController: UIViewController, animated: Bool) {
                        guard let keyWindow = ↓UIApplication.shared.keyWindow else { return }
                        guard animated else {
                            keyWindow.rootViewController = viewController
                            return
                        }
                        UIView.transition(with: keyWindow, duration: 0.3, options: .transitionCrossDissolve, animations: {
                            UIView.performWithoutAnimation { keyWindow.rootViewController = viewController }
                        })
                    }
                }
                """),
            Example("""
                extension UIApplication {
                    static func setRootView(_ viewController: UIViewController) {
                        ↓shared.keyWindow?.rootViewController = viewController
                    }
                }
                """),
            Example("""
                final class RootPresenter {
                    private func currentWindow(for controller: UIViewController) -> UIWindow? {
                        var window = controller.view.window
                        if window == nil, let appWindow = ↓UIApplication.shared.delegate?.window {
                            window = appWindow
                        }
                        return window
                    }
                    func show(_ controller: UIViewController) {
                        let window = currentWindow(for: controller)
                        window?.rootViewController = controller
                    }
                }
                """),
            Example("""
                extension RootTransitionAnimating {
                    private func findWindow(from controller: UIViewController) -> UIWindow? {
                        var window = controller.view.window
                        if window == nil {
                            window = ↓UIApplication.shared.delegate?.window as? UIWindow
                        }
                        return window
                    }
                    func animateTransition(to controller: UIViewController) {
                        guard let window = findWindow(from: controller) else { return }
                        animateTransition(to: controller, in: window)
                    }
                    func animateTransition(to controller: UIViewController, in window: UIWindow) {
                        window.rootViewController = controller
                        window.layer.add(CATransition(), forKey: "root")
                    }
                }
                """),
            Example("""
                final class SecurityLayerWireframe {
                    func showAuthorization() {
                        guard let window = ↓UIApplication.shared.keyWindow else { return }
                        presentRootAuthorization(on: window)
                    }
                    private func presentRootAuthorization(on window: UIWindow) {
                        window.rootViewController = PinViewController()
                    }
                }
                """),
            Example("""
                final class SessionManager {
                    func expire() {
                        ↓UIApplication.shared.keyWindow?.rootViewController = LoginViewController()
                    }
                }
                """),
            Example("""
                final class AppRouter {
                    func showOnboarding() {
                        guard let window = ↓UIApplication.shared.windows.first(where: { $0.isKeyWindow }) else { return }
                        window.rootViewController = OnboardingViewController()
                    }
                }
                """),
            Example("""
                final class LogoutHandler {
                    func run() {
                        ↓UIApplication.shared.delegate?.window??.rootViewController = LoginViewController()
                    }
                }
                """),
            Example("""
                final class DeepLinkHandler {
                    func openHome() {
                        let root = ↓UIApplication.shared.windows.first?.rootViewController as? RootViewController
                        root?.transitionToHome()
                    }
                }
                """),
            Example("""
                final class SessionManager {
                    func expire() {
                        ↓UIApplication.shared.windows.first?.setRootViewController(LoginViewController(), animated: true)
                    }
                }
                extension UIApplication {
                    func resetRoot(to viewController: UIViewController) {
                        ↓keyWindow?.rootViewController = viewController
                    }
                }
                """),
        ],
        nonTriggeringExamples: [
            // The fallback of an availability check runs only where there are no scenes.
            Example("""
                extension UIApplication {
                    static func setRootView(_ viewController: UIViewController) {
                        var keyWindow: UIWindow?
                        if #available(iOS 13.0, *) {
                            keyWindow = UIApplication.shared.connectedScenes.compactMap { ($0 as? UIWindowScene)?.keyWindow }.first
                        } else {
                            keyWindow = UIApplication.shared.keyWindow
                        }
                        keyWindow?.rootViewController = viewController
                    }
                    static func resetToLogin() {
                        guard #available(iOS 13.0, *) else {
                            UIApplication.shared.delegate?.window??.rootViewController = LoginViewController()
                            return
                        }
                        sceneWindow?.rootViewController = LoginViewController()
                    }
                    static func showOnboarding() {
                        if #unavailable(iOS 13.0) {
                            UIApplication.shared.windows.first?.rootViewController = OnboardingViewController()
                        }
                    }
                }
                """),
            // The delegate's window, bound in two steps, only asked to end editing.
            Example("""
                final class FormViewController: UIViewController {
                    func dismissKeyboard() {
                        guard let appDelegate = UIApplication.shared.delegate, let window = appDelegate.window else { return }
                        window?.endEditing(true)
                    }
                }
                """),
            // The root tab bar controller, found through the delegate, selects a tab.
            Example("""
                enum Navigator {
                    static func openThread(animated: Bool) {
                        guard let tabController = UIApplication.shared.delegate?.window??.rootViewController as? TabBarController else { return }
                        tabController.switch(to: .messaging)
                    }
                }
                """),
            // The window found is handed to `UIView.transition(with:)` to fade
            // a theme change: its root is never touched.
            Example("""
                extension UIWindow {
                    @objc static func forceDarkMode() {
                        if let window = UIApplication.shared.windows.filter({ $0.isKeyWindow }).first {
                            UIView.transition(with: window, duration: 0.4, options: .transitionCrossDissolve, animations: {
                                window.overrideUserInterfaceStyle = .dark
                            }, completion: nil)
                        }
                    }
                }
                """),
            // `present(model:)` only gives an overlay window it makes its first
            // root: it switches nothing, and UIKit's `present(_:animated:)` on
            // the looked-up root is a presentation.
            Example("""
                final class MediaPreviewState {
                    private var overlayWindow: UIWindow?
                    func present(model: MediaPreviewModel) {
                        guard let scene = UIApplication.shared.connectedScenes.compactMap({ $0 as? UIWindowScene }).first else { return }
                        let window = UIWindow(windowScene: scene)
                        window.windowLevel = .normal + 1
                        window.rootViewController = UIHostingController(rootView: MediaPreviewView(model: model))
                        window.isHidden = false
                        overlayWindow = window
                    }
                }
                final class ContactPicker {
                    func showNoNumberAlert() {
                        let alert = UIAlertController(title: "No number", message: nil, preferredStyle: .alert)
                        if let rootViewController = UIApplication.shared.windows.first?.rootViewController {
                            rootViewController.present(alert, animated: true, completion: nil)
                        }
                    }
                }
                """),
            Example("""
                extension UIApplication {
                    static var keyWindow: UIWindow? {
                        shared.connectedScenes.compactMap { ($0 as? UIWindowScene)?.keyWindow }.first
                    }
                    static func setRootView(_ viewController: UIViewController) {
                        keyWindow?.rootViewController = viewController
                    }
                }
                """),
            Example("""
                enum KeyboardDismisser {
                    private static func findWindow() -> UIWindow? {
                        let window = UIApplication.shared.windows.first { $0.isKeyWindow }
                        return window
                    }
                    static func dismiss() {
                        guard let window = findWindow() else { return }
                        window.endEditing(true)
                    }
                }
                """),
            Example("""
                final class SceneDelegate: UIResponder, UIWindowSceneDelegate {
                    var window: UIWindow?
                    func showLogin(in windowScene: UIWindowScene) {
                        windowScene.windows.first?.rootViewController = LoginViewController()
                        window?.rootViewController = LoginViewController()
                    }
                }
                """),
            Example("""
                final class KeyboardHelper {
                    func dismissKeyboard() {
                        UIApplication.shared.keyWindow?.endEditing(true)
                        let count = UIApplication.shared.windows.count
                        print(count)
                    }
                }
                """),
            Example("""
                final class AlertPresenter {
                    func show(_ alert: UIAlertController) {
                        UIApplication.shared.keyWindow?.rootViewController?.present(alert, animated: true)
                    }
                }
                """),
        ],
        corrections: [
            Correction("""
                final class SettingsViewController: UIViewController {
                    func signOut() {
                        UIApplication.shared.keyWindow?.rootViewController = LoginViewController()
                    }
                }
                """, """
                final class SettingsViewController: UIViewController {
                    func signOut() {
                        view.window?.rootViewController = LoginViewController()
                    }
                }
                """, unsafe: true),
            Correction("""
                final class SessionWatchdog {
                    func expire() {
                        UIApplication.shared.windows.first(where: { $0.isKeyWindow })?.rootViewController = LoginViewController()
                        UIApplication.shared.delegate?.window??.rootViewController = LoginViewController()
                    }
                }
                """, """
                final class SessionWatchdog {
                    func expire() {
                        UIApplication.shared.connectedScenes.compactMap { ($0 as? UIWindowScene)?.keyWindow }.first?.rootViewController = LoginViewController()
                        UIApplication.shared.connectedScenes.compactMap { ($0 as? UIWindowScene)?.keyWindow }.first?.rootViewController = LoginViewController()
                    }
                }
                """, unsafe: true),
        ]
    )

    public func check(_ context: RuleContext) -> [Diagnostic] {
        let file = context.file
        var diagnostics: [Diagnostic] = []
        let memo = LookupMemo()
        for lookup in context.facts.windowLookups {
            // The older systems' path of an availability check: there is no scene API to use instead.
            if Self.isAvailabilityFallback(lookup.start, in: file) { continue }
            let chainEnd = file.postfixChainEnd(from: lookup.start)
            if usedForSwitching(chain: lookup.start..<chainEnd, file: file, context: context)
                || variableUsedForSwitching(chainStart: lookup.start, chainEnd: chainEnd, file: file, context: context,
                                            memo: memo) {
                diagnostics.append(diagnostic(
                    "Window found through `UIApplication.shared.\(lookup.name)`, deprecated and unaware of scenes, is used to switch the root",
                    at: file.byteRange(lookup.start..<lookup.end), suggestion: Self.suggestion,
                    fix: context.fix { WindowLookupFix.make(for: lookup, in: file, roles: context.roles, scopes: context.facts.scopes) }))
            }
        }
        return diagnostics
    }

    /// The chain switches the root: it calls an animated helper or switcher on
    /// the window (`….first?.setRootViewController(vc, animated: true)`), or
    /// reaches `.rootViewController` and assigns it, casts it to a root
    /// container, or calls a root switcher on it.
    func usedForSwitching(chain: Range<Int>, file: SourceFile, context: RuleContext) -> Bool {
        guard let root = chain.first(where: { file.spells($0, "rootViewController") && file.code[$0 - 1].kind == .period }) else {
            return chain.contains { i in
                file.isName(i) && i + 1 < file.code.count && file.code[i + 1].kind == .leftParen && file.code[i - 1].kind == .period
                    && isSwitcherCall(file.text(i), context: context)
            }
        }
        let after = chain.upperBound
        if after < file.code.count, file.code[after].kind == .equal, root == chain.upperBound - 1
            || file.code[(root + 1)..<after].allSatisfy({ $0.flags.contains(.optionalMarks) }) {
            return true
        }
        // `… .rootViewController as? RootViewController`, `… .rootViewController as? MainTabBarController)?.select…`
        if after + 1 < file.code.count, file.code[after].keyword == .as {
            var k = after + 1
            if file.code[k].kind == .operator { k += 1 }
            if k < file.code.count, file.isName(k), isSwitchingTarget(file.text(k), context: context) { return true }
        }
        // `… .rootViewController?.transitionToHome()` or via a variable: see callers.
        return chain.contains { i in
            i > root && file.isName(i) && i + 1 < file.code.count && file.code[i + 1].kind == .leftParen
                && isSwitcherCall(file.text(i), context: context)
        }
    }

    /// `let window = UIApplication.shared.windows.first` … `window.rootViewController = …`;
    /// also when a function returns that variable and its caller switches
    /// the root of the result (`guard let window = findWindow() …
    /// animateTransition(to: vc, in: window)`).
    func variableUsedForSwitching(chainStart: Int, chainEnd: Int, file: SourceFile, context: RuleContext,
                                  memo: LookupMemo) -> Bool {
        guard chainStart >= 2, file.code[chainStart - 1].kind == .equal, file.isName(chainStart - 2) else { return false }
        let unit = context.facts.scopes.executionUnit(at: chainStart, in: file)
        return nameUsedForSwitching(chainStart - 2, after: chainEnd, unit: unit, memo: memo, file: file, context: context)
    }

    /// `followsResults` is false where a function's result is already being followed.
    func nameUsedForSwitching(_ name: Int, after start: Int, unit: ExecutionUnit, memo: LookupMemo, followsResults: Bool = true,
                              followAlias: Bool = true, file: SourceFile, context: RuleContext) -> Bool {
        for i in context.names.occurrences(sameAs: name, in: .clamped(start, unit.body.upperBound), file: file)
        where file.code[i - 1].kind != .period {
            if usedForSwitching(chain: i..<file.postfixChainEnd(from: i), file: file, context: context) { return true }
            // Handed to a function that switches the root of what it is given:
            // `presentRootAuthorization(on: window)`.
            // `UIView.transition(with: window, …)` animates whatever changes:
            // a use only when it animates a root swap (`rootTransitionCalls`).
            if let callee = calleeTaking(argumentAt: i, file: file), isSwitcherCall(file.text(callee), context: context),
               !(file.spells(callee, "transition") && file.code[i - 1].kind == .colon && file.spells(i - 2, "with"))
                || memo.isRootTransition(open: callee + 1, in: context) {
                return true
            }
            if followsResults, file.code[i - 1].keyword == .return, unit.kind == .function,
               memo.switched(unit.scope, else: { resultUsedForSwitching(of: unit.scope, file: file, context: context, memo: memo) }) {
                return true
            }
            // Copied to another variable (`window = appWindow`): followed once.
            if followAlias, i >= 2, file.code[i - 1].kind == .equal, file.isName(i - 2), file.postfixChainEnd(from: i) == i + 1,
               nameUsedForSwitching(i - 2, after: i + 1, unit: unit, memo: memo, followsResults: followsResults, followAlias: false,
                                    file: file, context: context) {
                return true
            }
        }
        return false
    }

    /// A call of `function` in this file binds its result (`let window =
    /// findWindow(…)`, `guard let window = …`) and switches the root of it.
    func resultUsedForSwitching(of function: Int, file: SourceFile, context: RuleContext, memo: LookupMemo) -> Bool {
        let declared = file.scopes[function].name
        guard declared >= 0, file.scopes[function].keyword == .func else { return false }
        for call in context.names.occurrences(sameAs: declared, in: file)
        where call >= 2 && call + 1 < file.code.count && file.code[call + 1].kind == .leftParen
            && file.code[call - 1].kind == .equal && file.isName(call - 2) {
            let unit = context.facts.scopes.executionUnit(at: call, in: file)
            if nameUsedForSwitching(call - 2, after: file.postfixChainEnd(from: call), unit: unit, memo: memo,
                                    followsResults: false, file: file, context: context) {
                return true
            }
        }
        return false
    }

    /// The name of the call whose argument list holds `i` as a whole
    /// argument (`f(window)`, `f(on: window)`), or nil.
    func calleeTaking(argumentAt i: Int, file: SourceFile) -> Int? {
        let before = file.code[i - 1]
        guard before.kind == .colon || before.kind == .leftParen || before.kind == .comma else { return nil }
        let end = file.postfixChainEnd(from: i)
        guard end < file.code.count, file.code[end].kind == .comma || file.code[end].kind == .rightParen else { return nil }
        // Back to the `(` that opens the list, over the earlier arguments.
        var depth = 0
        var k = i - 1
        while k > 0, i - k < 256 {
            switch file.code[k].kind {
            case .rightParen, .rightBracket, .rightBrace: depth += 1
            case .leftBracket, .leftBrace:
                if depth == 0 { return nil }
                depth -= 1
            case .leftParen:
                if depth == 0 { return file.isName(k - 1) ? k - 1 : nil }
                depth -= 1
            default: break
            }
            k -= 1
        }
        return nil
    }

    func isSwitchingTarget(_ typeName: String, context: RuleContext) -> Bool {
        context.roles.isContainer(typeName) || context.configuration.isCoordinatorName(typeName)
    }

    /// A switcher of the project, an animated helper, or a name that says it
    /// switches (`switchToLogin`, `transitionToHome`, `setRoot`,
    /// `UIView.transition(with: window, …)`). Not the bare keyword
    /// `` `switch`(to: .messaging) ``: on the root tab bar controller it selects a tab.
    func isSwitcherCall(_ name: String, context: RuleContext) -> Bool {
        context.project.isSwitcher(name) || context.isAnimatedHelper(name)
            || (name != "switch" && Vocabulary.switcherPrefixes.contains { name.hasPrefix($0) })
    }

    /// Code index `i` runs only where an availability check failed: in a
    /// branch after `if #available(…)` (its `else`, or an `else if` after
    /// it), in the body of `guard #available(…) else { … }`, or in
    /// `if #unavailable(…) { … }`. Up to 16 enclosing statements and 8
    /// branches back are read: a question costs a bounded walk.
    static func isAvailabilityFallback(_ i: Int, in file: SourceFile) -> Bool {
        func startsWith(_ scope: Int, _ directive: StaticString) -> Bool {
            let clause = file.scopes[scope].clause
            return !clause.isEmpty && clause.lowerBound < file.code.count && file.spells(clause.lowerBound, directive)
        }
        var s = file.innermostScope(at: i)
        for _ in 0..<16 {
            guard s > 0, s < file.scopes.count, file.scopes[s].kind == .statement else { return false }
            switch file.scopes[s].keyword {
            case .guard where startsWith(s, "#available"): return true
            case .if where startsWith(s, "#unavailable"): return true
            case .if, .else:
                var branch = file.scopes[s].previousBranch
                for _ in 0..<8 {
                    guard branch >= 0, branch < s else { break }
                    if startsWith(branch, "#available") { return true }
                    branch = file.scopes[branch].previousBranch
                }
            default: break
            }
            let parent = file.scopes[s].parent
            guard parent < s else { return false }
            s = parent
        }
        return false
    }

    static let suggestion = "use the window of the current scene (`view.window`, the SceneDelegate's `window`) "
        + "or ask the coordinator that owns the window to switch"
}

/// What one run of the rule works out once per file: whether the callers
/// of a function that returns a looked-up window switch its root (many
/// look-ups returned from one function stay linear), and the transition
/// calls that animate root swaps (asked at each look-up handed to
/// `UIView.transition(with:)`: worked out per look-up, it was a pass over
/// the writes each time, the square of a router's helpers).
final class LookupMemo {
    private var answers: [Int: Bool] = [:]
    private var rootTransitions: Set<Int>?

    func switched(_ function: Int, else find: () -> Bool) -> Bool {
        if let known = answers[function] { return known }
        let answer = find()
        answers[function] = answer
        return answer
    }

    /// Whether the call whose `(` is at `open` animates a root swap (`RuleContext.rootTransitionCalls`).
    func isRootTransition(open: Int, in context: RuleContext) -> Bool {
        if rootTransitions == nil { rootTransitions = Set(context.rootTransitionCalls) }
        return rootTransitions?.contains(open) == true
    }
}
