import RootLintCore
import RootLintSyntax

/// Reports a root swap that follows a presentation it does not dismiss.
public struct PresentThenSwapRootRule: Rule {
    public init() {}

    /// A presentation, and a swap: a root write or a helper call.
    public static let facts: FactRequirement = [[.presentations, .rootWrites], [.presentations, .helperCalls]]

    public static let description = RuleDescription(
        id: "present_then_swap_root",
        name: "Present, then swap the root",
        defaultSeverity: .warning,
        summary: "The root is swapped after `present(…)` in the same function, or in the presentation's completion.",
        whatItDoes: """
            Finds root swaps (a window root write, or a call of an animated helper such as \
            `window.setRootViewController(_:animated:)`) that come after a `present(_:animated:completion:)` \
            in the same function with no `dismiss(…)` in between, or that sit inside the completion closure \
            of a `present` call.
            """,
        whyItMatters: """
            A presented view controller is owned by the window's presentation machinery, not by the root it \
            was presented from. Replacing the root does not dismiss it: it stays alive in the window's \
            transition view above the new interface (a login sheet floating over the home screen), keeps its \
            observers and memory, and its dismissal later animates over the wrong screen.
            """,
        example: """
            func logOut() {
                present(LoggingOutViewController(), animated: true) {
                    self.view.window?.rootViewController = LoginViewController()
                }
            }
            """,
        useInstead: """
            func logOut() {
                dismiss(animated: true) {
                    self.appCoordinator.showLogin()   // swaps the root on the window, nothing presented above it
                }
            }
            """,
        triggeringExamples: [
            Example("""
                final class ProfileViewController: UIViewController {
                    func signOut() {
                        let alert = UIAlertController(title: "Signed out", message: nil, preferredStyle: .alert)
                        present(alert, animated: true)
                        ↓view.window?.rootViewController = LoginViewController()
                    }
                }
                """),
            Example("""
                final class AppCoordinator {
                    let window: UIWindow
                    func expireSession(from screen: UIViewController) {
                        screen.present(SessionExpiredViewController(), animated: true) {
                            ↓self.window.rootViewController = LoginViewController()
                        }
                    }
                }
                """),
            Example("""
                final class SettingsViewController: UIViewController {
                    func resetAccount() {
                        present(ProgressViewController(), animated: false, completion: nil)
                        ↓view.window?.setRootViewController(OnboardingViewController(), animated: true)
                    }
                }
                extension UIWindow {
                    func setRootViewController(_ viewController: UIViewController, animated: Bool) {
                        UIView.transition(with: self, duration: 0.3, options: .transitionCrossDissolve, animations: {
                            UIView.performWithoutAnimation { self.rootViewController = viewController }
                        })
                    }
                }
                """),
            Example("""
                final class AccountViewController: UIViewController {
                    func switchAccount(to account: Account) {
                        present(SwitchingOverlayViewController(), animated: true)
                        session.switchAccount(to: account) { [weak self] _ in
                            ↓self?.view.window?.rootViewController = MainTabBarController()
                        }
                    }
                }
                """),
        ],
        nonTriggeringExamples: [
            Example("""
                final class SettingsViewController: UIViewController {
                    func choose(_ option: Option) {
                        if option == .help {
                            present(HelpViewController(), animated: true)
                        } else if option == .signOut {
                            view.window?.rootViewController = LoginViewController()
                        }
                    }
                    func handle(_ option: Option) {
                        switch option {
                        case .help:
                            present(HelpViewController(), animated: true)
                        case .signOut:
                            view.window?.rootViewController = LoginViewController()
                        default:
                            break
                        }
                    }
                }
                """),
            Example("""
                final class AppCoordinator {
                    let window: UIWindow
                    func finishOnboarding(from screen: UIViewController, accepted: Bool) {
                        guard accepted else {
                            screen.present(UIAlertController(title: "Terms", message: nil, preferredStyle: .alert), animated: true)
                            return
                        }
                        window.rootViewController = MainTabBarController()
                    }
                }
                """),
            Example("""
                final class ProfileViewController: UIViewController {
                    func signOut(coordinator: AppCoordinator) {
                        dismiss(animated: true) {
                            coordinator.window.rootViewController = LoginViewController()
                        }
                    }
                }
                """),
            Example("""
                final class CheckoutCoordinator {
                    let window: UIWindow
                    func finish(from screen: UIViewController) {
                        screen.present(ReceiptViewController(), animated: true)
                        screen.dismiss(animated: false)
                        window.rootViewController = HomeViewController()
                    }
                }
                """),
            Example("""
                final class AppCoordinator {
                    let window: UIWindow
                    func showTerms(from screen: UIViewController) {
                        screen.present(TermsViewController(), animated: true)
                    }
                    func showMain() {
                        window.rootViewController = MainTabBarController()
                    }
                }
                """),
        ]
    )

    public func check(_ context: RuleContext) -> [Diagnostic] {
        let file = context.file
        guard !context.facts.presentations.isEmpty else { return [] }
        var swaps: [(start: Int, anchor: Int, range: ByteRange)] = []
        for write in context.facts.rootWrites where write.isSwap {
            swaps.append((write.statement.lowerBound, write.target, write.byteRange(in: file)))
        }
        for call in context.facts.helperCalls where !context.isTestCode(at: call) {
            let start = file.postfixExpressionStart(endingAt: call)
            swaps.append((start, call, file.byteRange(start..<file.postfixChainEnd(from: call))))
        }
        guard !swaps.isEmpty else { return [] }
        var paths = PresentationPaths(file: file, facts: context.facts, names: context.names)
        var lines: SourceMap?
        func line(of i: Int) -> Int {
            if lines == nil { lines = file.makeSourceMap() }
            return lines!.position(of: Int(file.code[i].start)).line
        }
        var diagnostics: [Diagnostic] = []
        for swap in swaps.sorted(by: { $0.start < $1.start }) {
            if let presentation = paths.enclosingPresentCompletion(of: swap.anchor) {
                diagnostics.append(diagnostic(
                    "Root swapped in the completion of `present(…)` (line \(line(of: presentation))): the presented controller stays alive above the new root",
                    at: swap.range, suggestion: Self.suggestion))
            } else if let presentation = paths.undismissedPresentation(before: swap.start) {
                diagnostics.append(diagnostic(
                    "Root swapped after `present(…)` (line \(line(of: presentation))) with no dismissal: the presented controller stays alive above the new root",
                    at: swap.range, suggestion: Self.suggestion))
            }
        }
        return diagnostics
    }

    static let suggestion = "dismiss the presented controller first and swap in the `dismiss(animated:completion:)` "
        + "completion, or swap the root on the window without presenting anything"
}

/// How presentations reach the swaps of one file, with what every question
/// needs found once: the presentations by execution unit, the `dismiss`
/// calls, the last exit of each statement, the `present` completion each
/// scope is in.
private struct PresentationPaths {
    let file: SourceFile
    let facts: FileFacts
    /// Presentations by the scope of their execution unit, ascending.
    let presentationsByUnit: [Int: [Int]]
    let dismissals: [Int]
    /// Per scope: its last `return`/`throw`/`break`/`continue` directly in it.
    let lastExit: [Int]
    /// Per scope, once asked: the `present` whose completion closure holds it (-1: none).
    var completion: [Int: Int] = [:]

    init(file: SourceFile, facts: FileFacts, names: NameIndex) {
        self.file = file
        self.facts = facts
        var byUnit: [Int: [Int]] = [:]
        for p in facts.presentations { byUnit[facts.scopes.executionUnit(at: p, in: file).scope, default: []].append(p) }
        presentationsByUnit = byUnit
        dismissals = names.calls(of: "dismiss", in: 0..<file.code.count, file: file)
        var lastExit = [Int](repeating: -1, count: file.scopes.count)
        for (i, token) in file.code.enumerated() where token.kind == .keyword {
            switch token.keyword {
            case .return, .throw, .break, .continue: lastExit[file.innermostScope(at: i)] = i
            default: break
            }
        }
        self.lastExit = lastExit
    }

    /// The `present` call whose completion closure holds code index `i`.
    mutating func enclosingPresentCompletion(of i: Int) -> Int? {
        var chain: [Int] = []
        var s = file.innermostScope(at: i)
        var answer = -1
        while s >= 0 {
            if let known = completion[s] { answer = known; break }
            let scope = file.scopes[s]
            if scope.kind == .function { break }
            chain.append(s)
            if scope.kind == .closure, file.calleeName(of: s) == "present", let last = file.lastChainName(scope.callee) {
                answer = last
                break
            }
            s = scope.parent
        }
        // Everything on the way up to the answer shares it.
        for s in chain { completion[s] = answer }
        return answer >= 0 ? answer : nil
    }

    /// A `present` earlier on the way to the swap, with no `dismiss` between
    /// them: in the swap's own code, or in its function before the escaping
    /// closure the swap runs in (`present(…); api.load { … swap … }`), and not
    /// on a path that leaves first (`guard ok else { present(alert); return }`).
    func undismissedPresentation(before start: Int) -> Int? {
        let unit = facts.scopes.executionUnit(at: start, in: file).scope
        let function = file.enclosingFunction(of: file.innermostScope(at: start))
        // The latest presentation before the swap in either unit that reaches it.
        var candidates = [presentationsByUnit[unit] ?? []]
        if let function, function != unit { candidates.append(presentationsByUnit[function] ?? []) }
        var positions = candidates.map { $0.lowerBound(of: start) - 1 }
        var found: Int?
        while found == nil {
            var best = -1
            for (k, list) in candidates.enumerated() where positions[k] >= 0 && (best < 0 || list[positions[k]] > candidates[best][positions[best]]) {
                best = k
            }
            guard best >= 0 else { return nil }
            let p = candidates[best][positions[best]]
            positions[best] -= 1
            if !leavesBefore(p, reaching: start) { found = p }
        }
        guard let presentation = found else { return nil }
        if dismissals.hasValue(in: .clamped(presentation, start)) { return nil }
        return presentation
    }

    /// Whether the code path through `p` exits (`return`, `throw`, `break`,
    /// `continue`) inside a branch that does not contain the swap.
    /// Or whether `p` and the swap sit in branches of which only one runs:
    /// `if … { present } else if … { swap }`, two `case`s of one `switch`.
    func leavesBefore(_ p: Int, reaching swap: Int) -> Bool {
        for s in file.ancestors(from: file.innermostScope(at: p)) {
            let scope = file.scopes[s]
            guard scope.kind == .statement, !scope.contains(swap) else { return false }
            if lastExit[s] > p || excludes(branch: s, swap: swap) { return true }
        }
        return false
    }

    /// The branch `s` (not holding the swap) and a branch holding the swap
    /// belong to one `if`/`else` chain or one `switch`.
    func excludes(branch s: Int, swap: Int) -> Bool {
        let scope = file.scopes[s]
        let isCase = scope.keyword == .case || scope.keyword == .default
        guard isCase || scope.keyword == .if || scope.keyword == .else else { return false }
        // Branches are few levels deep: the swap's enclosing statements, up to `s`'s parent.
        for b in file.ancestors(from: file.innermostScope(at: swap)) {
            if b == scope.parent || b == 0 { break }
            let branch = file.scopes[b]
            guard branch.kind == .statement else { continue }
            if isCase {
                if (branch.keyword == .case || branch.keyword == .default) && branch.parent == scope.parent { return true }
            } else if sameChain(s, b) {
                return true
            }
        }
        return false
    }

    /// Whether two branches are linked by `previousBranch` (one chain).
    func sameChain(_ a: Int, _ b: Int) -> Bool {
        for (from, to) in [(a, b), (b, a)] {
            var k = file.scopes[from].previousBranch
            var steps = 0
            while k >= 0, steps < 64 {
                if k == to { return true }
                k = file.scopes[k].previousBranch
                steps += 1
            }
        }
        return false
    }
}
