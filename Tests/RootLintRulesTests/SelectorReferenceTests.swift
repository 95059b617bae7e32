@testable import RootLintCore
import RootLintRules
import Testing

/// A method launch code calls is launch code only while nothing else can
/// call it: a `#selector(…)` of it, in any file, lets the Objective-C runtime
/// call it at any time (a notification, a control event, a timer).
@Suite("Selector references")
struct SelectorReferenceTests {
    static let delegate = Array("""
        import UIKit

        @main
        final class AppDelegate: UIResponder, UIApplicationDelegate {
            var window: UIWindow?
            func application(_ application: UIApplication,
                             didFinishLaunchingWithOptions launchOptions: [UIApplication.LaunchOptionsKey: Any]?) -> Bool {
                setHome()
                return true
            }
            @objc func setHome() {
                window?.rootViewController = HomeViewController()
            }
        }

        """.utf8)

    static func swaps(_ settings: String, prefilter: Bool) -> [String] {
        let screen = Array("""
            import UIKit

            final class LanguageViewController: UIViewController {
                override func viewDidLoad() {
                    super.viewDidLoad()
                    \(settings)
                }
            }

            """.utf8)
        let sources = [("App/AppDelegate.swift", delegate), ("App/LanguageViewController.swift", screen)]
        let report = Engine(rules: RuleCatalog.makeRules(), usePrefilter: prefilter).run(EngineInput(sources: sources)).report
        return report.diagnostics.filter { $0.rule.rawValue == "unanimated_root_swap" }.map { "\($0.path):\($0.range.start.line)" }
    }

    @Test(arguments: [
        ("NotificationCenter.default.addObserver(UIApplication.shared.delegate!, selector: #selector(AppDelegate.setHome), name: .languageDidChange, object: nil)",
         ["App/AppDelegate.swift:12"]),
        ("button.addTarget(UIApplication.shared.delegate, action: #selector(AppDelegate.setHome), for: .touchUpInside)",
         ["App/AppDelegate.swift:12"]),
        // Another type's method of the same name is not the delegate's.
        ("button.addTarget(self, action: #selector(setHome), for: .touchUpInside)", []),
        ("title = NSLocalizedString(\"language\", comment: \"\")", []),
    ])
    func aSelectorInAnyFileMakesItARuntimeCall(settings: String, expected: [String]) {
        for prefilter in [true, false] {
            #expect(Self.swaps(settings, prefilter: prefilter) == expected, "prefilter \(prefilter)")
        }
    }
}
