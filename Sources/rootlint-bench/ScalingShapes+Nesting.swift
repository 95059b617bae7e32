/// Shapes that grow in depth or length of one construct: nested closures
/// and `if`s, long postfix chains, deeply nested calls, and many comments.
extension ScalingShapes {
    /// n nested `DispatchQueue.main.async { }`, a root write in each.
    static func nestedClosureWrites(_ n: Int) -> [GeneratedFile] {
        coordinator(function: "restoreEveryScreen()") { s in
            for k in 0..<n {
                s.open("DispatchQueue.main.async {")
                s.line("self.window.rootViewController = \(screen(k))()")
            }
            for _ in 0..<n { s.close() }
        }
    }

    /// n nested `if`s on the onboarding progress, a root write in each.
    static func nestedIfWrites(_ n: Int) -> [GeneratedFile] {
        coordinator(function: "resumeOnboarding()") { s in
            for k in 0..<n {
                s.open("if session.completedSteps > \(k) {")
                s.line("window.rootViewController = \(screen(k))()")
            }
            for _ in 0..<n { s.close() }
        }
    }

    /// The root built by a builder with n chained calls, one per line.
    static func callChain(_ n: Int) -> [GeneratedFile] {
        coordinator(function: "showMain()") { s in
            s.line("window.rootViewController = MainFlowBuilder(session: session)")
            s.indented {
                for k in 0..<n { s.line(".adding(\(screen(k))())") }
                s.line(".build()")
            }
        }
    }

    /// The root's tabs filtered, sorted and mapped by n chained closures.
    static func closureChain(_ n: Int) -> [GeneratedFile] {
        let links = ["filter { $0.isEnabled }", "sorted { $0.order < $1.order }", "map { $0.configured(for: self.session) }"]
        return coordinator(function: "showTabs()") { s in
            s.line("window.rootViewController = MainTabBarController(tabs: session.availableTabs")
            s.indented {
                for k in 0..<n { s.line("." + links[k % links.count]) }
                s.line(".map { UINavigationController(rootViewController: $0.makeRoot()) })")
            }
        }
    }

    /// The root wrapped in n decorating calls: `themed(tracked(…(A())…))`.
    static func nestedCallValue(_ n: Int) -> [GeneratedFile] {
        let wrappers = ["themed", "tracked", "embedded", "logged"]
        return coordinator(function: "showDecoratedHome()") { s in
            var value = "window.rootViewController = "
            for k in 0..<n { value += wrappers[k % wrappers.count] + "(" }
            value += "HomeViewController()" + String(repeating: ")", count: n)
            s.line(value)
        }
    }

    /// A settings screen whose rows carry `rootlint:disable:next` comments
    /// that suppress nothing, or name a rule that does not exist.
    static func disableComments(_ n: Int) -> [GeneratedFile] {
        [("App/Settings/SettingsViewController.swift", ShapeSource.file { s in
            s.block("final class SettingsViewController: UIViewController") {
                s.line("private var rowLabels: [UILabel] = []")
                s.line("")
                s.block("override func viewDidLoad()") {
                    s.line("super.viewDidLoad()")
                    for k in 0..<n {
                        s.line(k % 2 == 0 ? "// rootlint:disable:next unanimated_root_swap"
                                          : "// rootlint:disable:next unanimated_root_swp -- legacy row \(k)")
                        s.line("rowLabels[\(k)].text = NSLocalizedString(\"settings.row.\(k)\", comment: \"\")")
                    }
                }
            }
        })]
    }
}
