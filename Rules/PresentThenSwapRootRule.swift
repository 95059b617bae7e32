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
        var diagnostics: [Diagnostic] = []
        for swap in swaps.sorted(by: { $0.start < $1.start }) {
            if let presentation = enclosingPresentCompletion(of: swap.anchor, in: file) {
                diagnostics.append(diagnostic(
                    "Root swapped in the completion of `present(…)` (line \(line(of: presentation, in: file))): the presented controller stays alive above the new root",
                    at: swap.range, suggestion: Self.suggestion))
            } else if let presentation = undismissedPresentation(before: swap.start, facts: context.facts, in: file) {
                diagnostics.append(diagnostic(
                    "Root swapped after `present(…)` (line \(line(of: presentation, in: file))) with no dismissal: the presented controller stays alive above the new root",
                    at: swap.range, suggestion: Self.suggestion))
            }
        }
        return diagnostics
    }

    /// The `present` call whose completion closure holds code index `i`.
    func enclosingPresentCompletion(of i: Int, in file: SourceFile) -> Int? {
        for s in file.ancestors(from: file.innermostScope(at: i)) {
            let scope = file.scopes[s]
            if scope.kind == .function { return nil }
            if scope.kind == .closure, file.calleeName(of: s) == "present", let last = file.chainNames(scope.callee).last {
                return last
            }
        }
        return nil
    }

    /// A `present` earlier on the way to the swap, with no `dismiss` between
    /// them: in the swap's own code, or in its function before the escaping
    /// closure the swap runs in (`present(…); api.load { … swap … }`), and not
    /// on a path that leaves first (`guard ok else { present(alert); return }`).
    func undismissedPresentation(before start: Int, facts: FileFacts, in file: SourceFile) -> Int? {
        let unit = facts.scopes.executionUnit(at: start, in: file)
        let function = file.enclosingFunction(of: file.innermostScope(at: start))
        guard let presentation = facts.presentations.last(where: { p in
            guard p < start else { return false }
            let presentationUnit = facts.scopes.executionUnit(at: p, in: file).scope
            let reaches = presentationUnit == unit.scope || (function != nil && presentationUnit == function)
            return reaches && !leavesBefore(p, reaching: start, in: file)
        }) else { return nil }
        for i in presentation..<start where file.spells(i, "dismiss") && i + 1 < file.code.count && file.code[i + 1].kind == .leftParen {
            return nil
        }
        return presentation
    }

    /// Whether the code path through `p` exits (`return`, `throw`, `break`,
    /// `continue`) inside a branch that does not contain the swap.
    func leavesBefore(_ p: Int, reaching swap: Int, in file: SourceFile) -> Bool {
        for s in file.ancestors(from: file.innermostScope(at: p)) {
            let scope = file.scopes[s]
            guard scope.kind == .statement, !scope.contains(swap) else { return false }
            for i in Range<Int>.clamped(p + 1, min(scope.close, file.code.count)) where file.innermostScope(at: i) == s {
                switch file.code[i].keyword {
                case .return, .throw, .break, .continue: return true
                default: break
                }
            }
        }
        return false
    }

    func line(of i: Int, in file: SourceFile) -> Int {
        file.makeSourceMap().position(of: Int(file.code[i].start)).line
    }

    static let suggestion = "dismiss the presented controller first and swap in the `dismiss(animated:completion:)` "
        + "completion, or swap the root on the window without presenting anything"
}
