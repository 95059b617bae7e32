import RootLintCore
import RootLintSyntax

/// Reports a root container that replaces its child with no transition.
public struct UnanimatedContainerSwapRule: Rule {
    public init() {}

    public static let triggers = [["removeFromParent"]]

    public static let description = RuleDescription(
        id: "unanimated_container_swap",
        name: "Unanimated container swap",
        defaultSeverity: .info,
        summary: "A root container swaps its child view controller with no transition.",
        whatItDoes: """
            In root container types (`RootViewController`, `RootContainerViewController`, \
            `*RootViewController`, or the `containerTypes` setting), finds functions that swap the child: \
            they call `addChild(_:)` and `removeFromParent()` but neither \
            `transition(from:to:duration:options:animations:completion:)` nor a view animation \
            (`UIView.transition`, `UIView.animate`). Embedding the first child (no `removeFromParent`) is \
            not a swap.
            """,
        whyItMatters: """
            A root container is the in-app form of root switching (the "RootViewController with \
            `transitionToHome()`/`transitionToLogin()`" pattern). Swapping its child without a transition \
            has the same flash as assigning `window.rootViewController` without one, and the container is \
            the one place where doing it right fixes every state change at once.
            """,
        example: """
            func transitionToHome() {
                let home = HomeViewController()
                addChild(home); view.addSubview(home.view); home.didMove(toParent: self)
                current.willMove(toParent: nil); current.view.removeFromSuperview(); current.removeFromParent()
                current = home
            }
            """,
        useInstead: """
            func transitionToHome() {
                let home = HomeViewController()
                current.willMove(toParent: nil)
                addChild(home)
                transition(from: current, to: home, duration: 0.3, options: [.transitionCrossDissolve], animations: {}) { _ in
                    self.current.removeFromParent()
                    home.didMove(toParent: self)
                    self.current = home
                }
            }
            """,
        triggeringExamples: [
            Example("""
                final class RootViewController: UIViewController {
                    private var current: UIViewController = SplashViewController()
                    func transitionToHome() {
                        let home = HomeViewController()
                        ↓addChild(home)
                        home.view.frame = view.bounds
                        view.addSubview(home.view)
                        home.didMove(toParent: self)
                        current.willMove(toParent: nil)
                        current.view.removeFromSuperview()
                        current.removeFromParent()
                        current = home
                    }
                }
                """),
            Example("""
                final class AppRootContainerViewController: UIViewController {
                    private var child: UIViewController?
                    func show(_ new: UIViewController) {
                        child?.willMove(toParent: nil)
                        child?.view.removeFromSuperview()
                        child?.removeFromParent()
                        ↓self.addChild(new)
                        view.addSubview(new.view)
                        new.didMove(toParent: self)
                        child = new
                    }
                }
                """),
            Example("""
                final class PhaseRootViewController: UIViewController {
                    private var child: UIViewController?
                    func replace(with new: UIViewController) {
                        removeCurrentChild()
                        ↓embed(new)
                    }
                    private func embed(_ new: UIViewController) {
                        addChild(new)
                        view.addSubview(new.view)
                        new.didMove(toParent: self)
                        child = new
                    }
                    private func removeCurrentChild() {
                        child?.willMove(toParent: nil)
                        child?.view.removeFromSuperview()
                        child?.removeFromParent()
                        child = nil
                    }
                }
                """),
        ],
        nonTriggeringExamples: [
            Example("""
                final class RootViewController: UIViewController {
                    private var current: UIViewController = SplashViewController()
                    func transitionToLogin() {
                        let login = LoginViewController()
                        current.willMove(toParent: nil)
                        addChild(login)
                        transition(from: current, to: login, duration: 0.3, options: [.transitionCrossDissolve], animations: {}) { _ in
                            self.current.removeFromParent()
                            login.didMove(toParent: self)
                            self.current = login
                        }
                    }
                }
                """),
            Example("""
                final class RootViewController: UIViewController {
                    private let splash = SplashViewController()
                    override func viewDidLoad() {
                        super.viewDidLoad()
                        addChild(splash)
                        view.addSubview(splash.view)
                        splash.didMove(toParent: self)
                    }
                }
                """),
            Example("""
                final class ProductViewController: UIViewController {
                    func replaceReviews(with reviews: ReviewsViewController) {
                        old.removeFromParent()
                        addChild(reviews)
                    }
                }
                """),
        ]
    )

    public func check(_ context: RuleContext) -> [Diagnostic] {
        let file = context.file
        let roles = context.roles
        var diagnostics: [Diagnostic] = []
        for (type, scope) in file.scopes.enumerated() where scope.kind == .type {
            guard roles.isContainer(file.typeBaseName(of: type)), !context.isTestCode(at: scope.open) else { continue }
            let methods = ContainerMethods(type: type, file: file)
            for method in methods.all {
                guard let add = methods.reach(method, "addChild"), methods.reach(method, "removeFromParent") != nil,
                      methods.reach(method, "transition") == nil, methods.reach(method, "animate") == nil,
                      // A caller of a method that swaps by itself is reported there, once.
                      methods.isDirectSwapper(method) || !methods.callsDirectSwapper(method) else { continue }
                let start = file.postfixExpressionStart(endingAt: add)
                diagnostics.append(diagnostic(
                    "`\(file.typeBaseName(of: type))` swaps its child without a transition: the old screen disappears in one frame",
                    at: file.byteRange(start..<file.postfixChainEnd(from: add)), suggestion: Self.suggestion))
            }
        }
        return diagnostics
    }

    static let suggestion = "use `transition(from:to:duration:options:animations:completion:)` with `.transitionCrossDissolve`, "
        + "or fade the new child's view in with `UIView.transition(with: view, …)`"
}

/// The methods of one container type and what they do, directly or through
/// the type's own helpers one call deep (`replace(with:)` calling
/// `removeCurrentChild()` and `embed(_:)`).
private struct ContainerMethods {
    let file: SourceFile
    /// Method scopes directly in the type.
    let all: [Int]
    let byName: [String: Int]

    init(type: Int, file: SourceFile) {
        self.file = file
        all = file.scopes.indices.filter {
            file.scopes[$0].kind == .function && file.scopes[$0].keyword == .func && file.scopes[$0].parent == type
        }
        byName = Dictionary(all.map { (file.functionName(of: $0), $0) }, uniquingKeysWith: { first, _ in first })
    }

    func body(_ method: Int) -> Range<Int> { (file.scopes[method].open + 1)..<file.scopes[method].close }

    /// Code index of a call of `name` in the method, or in a method of the
    /// type it calls (then the index of that call site).
    func reach(_ method: Int, _ name: StaticString) -> Int? {
        if let direct = call(name, in: body(method)) { return direct }
        for i in body(method) where isCall(i) {
            if let callee = byName[file.text(i)], callee != method, call(name, in: body(callee)) != nil { return i }
        }
        return nil
    }

    /// Adds and removes a child in its own body.
    func isDirectSwapper(_ method: Int) -> Bool {
        call("addChild", in: body(method)) != nil && call("removeFromParent", in: body(method)) != nil
    }

    func callsDirectSwapper(_ method: Int) -> Bool {
        body(method).contains { i in
            isCall(i) && byName[file.text(i)].map { $0 != method && isDirectSwapper($0) } == true
        }
    }

    func isCall(_ i: Int) -> Bool {
        file.isName(i) && i + 1 < file.code.count && file.code[i + 1].kind == .leftParen
            && !(i > 0 && file.code[i - 1].keyword == .func)
            && (i == 0 || file.code[i - 1].kind != .period || file.code[i - 2].keyword == .self)
    }

    func call(_ name: StaticString, in range: Range<Int>) -> Int? {
        range.first { file.spells($0, name) && $0 + 1 < file.code.count && file.code[$0 + 1].kind == .leftParen
            && !($0 > 0 && file.code[$0 - 1].keyword == .func) }
    }
}
