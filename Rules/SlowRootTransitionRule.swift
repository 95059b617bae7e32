import RootLintCore
import RootLintSyntax

/// Reports root transitions that last too long.
public struct SlowRootTransitionRule: Rule {
    public typealias Options = SlowRootTransitionOptions
    public init() {}

    /// The transitions around root writes, and helper calls with `duration:`.
    public static let facts: FactRequirement = [[.rootWrites], [.helperCalls]]

    public static let description = RuleDescription(
        id: "slow_root_transition",
        name: "Slow root transition",
        defaultSeverity: .info,
        summary: "A root transition's literal duration is longer than `maxDuration` (0.5 s by default).",
        whatItDoes: """
            Finds the `duration:` of the `UIView.transition` that animates a window root swap, and the \
            `duration` given to a `CATransition` that does, when it is a number literal (or a ternary of \
            literals, `animated ? 0.8 : 0`) above the `maxDuration` option — written there, in a local, or \
            as the default of the helper's `duration` parameter, unless every call of the helper passes \
            its own.
            """,
        whyItMatters: """
            During a root transition the app ignores touches and shows two interfaces at once. Around a \
            quarter to half a second reads as a deliberate change of state; longer makes the app feel slow \
            on every login and logout.
            """,
        example: """
            UIView.transition(with: window, duration: 1.0, options: .transitionCrossDissolve, animations: { … })
            """,
        useInstead: """
            UIView.transition(with: window, duration: 0.3, options: .transitionCrossDissolve, animations: { … })
            """,
        fixSafety: """
            The fix shortens the literal to `maxDuration`. It is safe: only how long the transition takes \
            changes, not what happens.
            """,
        isFixable: true,
        triggeringExamples: [
            Example("""
                extension UIWindow {
                    func switchRoot(to viewController: UIViewController, duration: TimeInterval = ↓0.8) {
                        UIView.transition(with: self, duration: duration, options: .transitionCrossDissolve, animations: {
                            UIView.performWithoutAnimation { self.rootViewController = viewController }
                        })
                    }
                }
                """),
            Example("""
                final class AppCoordinator {
                    let window: UIWindow
                    func showMain() {
                        UIView.transition(with: window, duration: ↓1.0, options: .transitionCrossDissolve, animations: {
                            UIView.performWithoutAnimation { self.window.rootViewController = MainTabBarController() }
                        })
                    }
                }
                """),
            Example("""
                extension UIWindow {
                    func setRoot(_ viewController: UIViewController, animated: Bool) {
                        UIView.transition(with: self, duration: animated ? ↓0.8 : 0, options: .transitionCrossDissolve, animations: {
                            UIView.performWithoutAnimation { self.rootViewController = viewController }
                        })
                    }
                }
                """),
            Example("""
                final class RootSwitcher {
                    func fade(_ window: UIWindow, to viewController: UIViewController) {
                        let transition = CATransition()
                        transition.type = .fade
                        transition.duration = ↓0.75
                        window.layer.add(transition, forKey: kCATransition)
                        window.rootViewController = viewController
                    }
                }
                """),
            Example("""
                extension UIWindow {
                    func setRootViewController(_ viewController: UIViewController, duration: TimeInterval = 0.3) {
                        UIView.transition(with: self, duration: duration, options: .transitionCrossDissolve, animations: {
                            UIView.performWithoutAnimation { self.rootViewController = viewController }
                        })
                    }
                }
                final class AppCoordinator {
                    let window: UIWindow
                    func showMain() {
                        window.setRootViewController(MainTabBarController(), duration: ↓0.9)
                    }
                    func showTour() {
                        let duration: TimeInterval = ↓2.0
                        UIView.transition(with: window, duration: duration, options: .transitionCrossDissolve, animations: {
                            UIView.performWithoutAnimation { self.window.rootViewController = TourViewController() }
                        })
                    }
                }
                """),
        ],
        nonTriggeringExamples: [
            Example("""
                extension UIWindow {
                    func switchRoot(to viewController: UIViewController, duration: TimeInterval = 0.8) {
                        UIView.transition(with: self, duration: duration, options: .transitionCrossDissolve, animations: {
                            UIView.performWithoutAnimation { self.rootViewController = viewController }
                        })
                    }
                }
                final class SessionCoordinator {
                    let window: UIWindow
                    func showMain() { window.switchRoot(to: MainTabBarController(), duration: 0.3) }
                    func showLogin() { window.switchRoot(to: LoginViewController(), duration: 0.3) }
                }
                """),
            Example("""
                final class AppCoordinator {
                    let window: UIWindow
                    func showMain() {
                        UIView.transition(with: window, duration: 0.5, options: .transitionCrossDissolve, animations: {
                            UIView.performWithoutAnimation { self.window.rootViewController = MainTabBarController() }
                        })
                    }
                }
                """),
            Example("""
                final class BannerView: UIView {
                    func reveal() {
                        UIView.transition(with: self, duration: 2.0, options: .transitionCrossDissolve, animations: {
                            self.isHidden = false
                        })
                    }
                }
                """),
            Example("""
                final class AppCoordinator {
                    let window: UIWindow
                    let duration: TimeInterval
                    func showMain() {
                        UIView.transition(with: window, duration: duration, options: .transitionCrossDissolve, animations: {
                            UIView.performWithoutAnimation { self.window.rootViewController = MainTabBarController() }
                        })
                    }
                }
                """),
        ],
        corrections: [
            Correction("""
                UIView.transition(with: window, duration: 0.8, options: .transitionCrossDissolve, animations: {
                    UIView.performWithoutAnimation { window.rootViewController = MainTabBarController() }
                })
                """, """
                UIView.transition(with: window, duration: 0.5, options: .transitionCrossDissolve, animations: {
                    UIView.performWithoutAnimation { window.rootViewController = MainTabBarController() }
                })
                """),
            Correction("""
                extension UIWindow {
                    func switchRoot(to viewController: UIViewController, duration: TimeInterval = 1.2) {
                        UIView.transition(with: self, duration: duration, options: .transitionCrossDissolve, animations: {
                            UIView.performWithoutAnimation { self.rootViewController = viewController }
                        })
                    }
                }
                """, """
                extension UIWindow {
                    func switchRoot(to viewController: UIViewController, duration: TimeInterval = 0.5) {
                        UIView.transition(with: self, duration: duration, options: .transitionCrossDissolve, animations: {
                            UIView.performWithoutAnimation { self.rootViewController = viewController }
                        })
                    }
                }
                """),
        ]
    )

    public func check(_ context: RuleContext) -> [Diagnostic] {
        let file = context.file
        let maximum = options(in: context).maxDuration
        var literals: [(token: Int, onlyIfDefaultUsed: DefaultArgument?)] = []
        for duration in context.rootTransitionArguments(labelled: "duration") {
            literals += durationLiterals(duration.value, in: file).map { ($0, duration.onlyIfDefaultUsed) }
        }
        // `transition.duration = 0.75` for a CATransition that animates a swap.
        var units = Set<Int>()
        for write in context.facts.rootWrites where write.context.isAppCode {
            guard case .caTransition? = write.animation else { continue }
            let unit = context.facts.scopes.executionUnit(at: write.target, in: file)
            guard units.insert(unit.scope).inserted else { continue }
            for i in unit.body where file.spells(i, "duration") && i > 0 && file.code[i - 1].kind == .period
                && i + 1 < file.code.count && file.code[i + 1].kind == .equal {
                literals += durationLiterals((i + 2)..<file.expressionEnd(from: i + 2), in: file).map { ($0, nil) }
            }
        }
        return literals.compactMap { literal in
            let i = literal.token
            let text = file.text(i)
            guard let value = text.utf8.contains(UInt8(ascii: "_")) ? Double(String(text.filter { $0 != "_" })) : Double(text),
                  value > maximum else { return nil }
            let fix = context.fix {
                Fix(title: "Use \(Self.format(maximum)) s", applicability: .safe,
                    edits: [TextEdit(range: file.byteRange(i..<(i + 1)), replacement: Self.format(maximum))])
            }
            var found = diagnostic("Root transition lasts \(file.text(i)) s, longer than \(Self.format(maximum)) s",
                                   at: file.byteRange(i..<(i + 1)), suggestion: "use a duration between 0.25 and \(Self.format(maximum)) seconds",
                                   fix: fix)
            found.onlyIfDefaultUsed = literal.onlyIfDefaultUsed
            return found
        }
    }

    /// Number literals in a duration expression: `1.0`, or both arms of `animated ? 0.8 : 0`.
    func durationLiterals(_ range: Range<Int>, in file: SourceFile) -> [Int] {
        // Read on the range itself: an array of its indices was made for
        // every duration, literal or not.
        let isLiteral = { (i: Int) in file.code[i].kind == .floatLiteral || file.code[i].kind == .integerLiteral }
        if range.count == 1, isLiteral(range.lowerBound) { return [range.lowerBound] }
        if let question = range.first(where: { file.spells($0, "?") }), range.contains(where: { file.code[$0].kind == .colon }) {
            return ((question + 1)..<range.upperBound).filter(isLiteral)
        }
        return []
    }

    static func format(_ value: Double) -> String {
        value == value.rounded() ? String(Int(value)) : String(value)
    }
}

/// `slow_root_transition` options.
public struct SlowRootTransitionOptions: RuleOptions, Equatable {
    /// The longest acceptable root transition, in seconds.
    public var maxDuration: Double = 0.5

    public init() {}

    enum CodingKeys: String, CodingKey { case maxDuration }

    public init(from decoder: Decoder) throws {
        let container = try decoder.container(keyedBy: CodingKeys.self)
        if let value = try container.decodeIfPresent(Double.self, forKey: .maxDuration) {
            guard value > 0 else {
                throw DecodingError.dataCorruptedError(forKey: .maxDuration, in: container, debugDescription: "must be greater than 0")
            }
            maxDuration = value
        }
    }

    public var jsonMembers: [(String, JSONValue)] { [("maxDuration", .double(maxDuration))] }

    public static var documentation: [(name: String, text: String)] {
        [("maxDuration", "the longest acceptable root transition in seconds (default 0.5)")]
    }
}
