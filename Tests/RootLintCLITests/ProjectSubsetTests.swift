import Foundation
import Testing

/// A project is the unit of analysis whatever is linted: a file named alone,
/// a buffer on standard input and a staged file each get exactly the
/// findings a whole-tree run gives that file, because the rest of the
/// project is surveyed from disk.
@Suite("Linting part of a project", .serialized)
struct ProjectSubsetTests {
    /// The whole run's findings, per path, as JSON lines (fingerprints included).
    static func findings(_ json: String) throws -> [String: [String]] {
        let object = try #require(try JSONSerialization.jsonObject(with: Data(json.utf8)) as? [String: Any])
        let diagnostics = try #require(object["diagnostics"] as? [[String: Any]])
        var byPath: [String: [String]] = [:]
        for diagnostic in diagnostics {
            let path = try #require(diagnostic["path"] as? String)
            let data = try JSONSerialization.data(withJSONObject: diagnostic, options: [.sortedKeys])
            byPath[path, default: []].append(String(decoding: data, as: UTF8.self))
        }
        return byPath
    }

    static func corpusFiles(under root: URL) throws -> [String] {
        let enumerator = try #require(FileManager.default.enumerator(atPath: root.appendingPathComponent("Corpus").path))
        return enumerator.compactMap { $0 as? String }.filter { $0.hasSuffix(".swift") }.map { "Corpus/" + $0 }.sorted()
    }

    @Test func everyCorpusFileAloneAndThroughStandardInputGetsTheWholeRunsFindings() throws {
        let whole = try Self.findings(CLIHarness.run(["--reporter", "json", "Corpus"]).stdout)
        let files = try Self.corpusFiles(under: CLIHarness.packageRoot)
        #expect(files.count > 40)
        for file in files {
            let alone = try CLIHarness.run(["--reporter", "json", "--", file])
            #expect(try Self.findings(alone.stdout)[file] ?? [] == whole[file] ?? [], "\(file) linted alone")
            let text = try String(contentsOf: CLIHarness.packageRoot.appendingPathComponent(file), encoding: .utf8)
            let buffer = try CLIHarness.run(["--reporter", "json", "--stdin-path", file], stdin: text)
            #expect(try Self.findings(buffer.stdout)[file] ?? [] == whole[file] ?? [], "\(file) through --stdin-path")
        }
    }

    @Test func everyCorpusFileStagedAloneGetsTheWholeRunsFindings() throws {
        let dir = try TemporaryDirectory()
        try FileManager.default.copyItem(at: CLIHarness.packageRoot.appendingPathComponent("Corpus"),
                                         to: dir.url.appendingPathComponent("Corpus"))
        _ = try Integration.git(["init", "-q"], in: dir.url)
        let whole = try Self.findings(CLIHarness.run(["--reporter", "json", "Corpus"], in: dir.url).stdout)
        for file in try Self.corpusFiles(under: dir.url) {
            _ = try Integration.git(["add", "--", file], in: dir.url)
            let staged = try CLIHarness.run(["--reporter", "json", "--staged"], in: dir.url)
            #expect(try Self.findings(staged.stdout) == (whole[file].map { [file: $0] } ?? [:]), "\(file) staged alone")
            _ = try Integration.git(["rm", "-q", "--cached", "--", file], in: dir.url)
        }
    }

    /// The case from the hook: a coordinator whose `start()` only the scene
    /// delegate calls sets the first root; staged or named alone, its file
    /// must not report an unanimated swap.
    @Test func aLaunchOnlyCoordinatorNamedAloneIsStillLaunchCode() throws {
        let dir = try TemporaryDirectory()
        try dir.write(".rootlint.json", "{}\n")
        try dir.write("App/SceneDelegate.swift", """
            final class SceneDelegate: UIResponder, UIWindowSceneDelegate {
                var window: UIWindow?
                var coordinator: AppCoordinator?
                func scene(_ scene: UIScene, willConnectTo session: UISceneSession, options connectionOptions: UIScene.ConnectionOptions) {
                    guard let windowScene = scene as? UIWindowScene else { return }
                    let window = UIWindow(windowScene: windowScene)
                    let coordinator = AppCoordinator(window: window)
                    coordinator.start()
                    self.window = window
                    self.coordinator = coordinator
                }
            }

            """)
        try dir.write("App/AppCoordinator.swift", """
            final class AppCoordinator {
                private let window: UIWindow
                init(window: UIWindow) { self.window = window }
                func start() {
                    window.rootViewController = UINavigationController(rootViewController: HomeViewController())
                    window.makeKeyAndVisible()
                }
            }

            """)
        let whole = try CLIHarness.run(["."], in: dir.url)
        #expect(whole.status == 0, "\(whole.stdout)")
        let alone = try CLIHarness.run(["--", "App/AppCoordinator.swift"], in: dir.url.appendingPathComponent("App").deletingLastPathComponent())
        #expect(alone.stdout.isEmpty, "\(alone.stdout)")
        #expect(alone.status == 0)
        let fromSubfolder = try CLIHarness.run(["AppCoordinator.swift"], in: dir.url.appendingPathComponent("App"))
        #expect(fromSubfolder.stdout.isEmpty, "\(fromSubfolder.stdout)")
        #expect(fromSubfolder.status == 0)
    }

    /// Two types that switch the root: with both files surveyed, the
    /// settings screen gets a `decentralized_root_switching` finding.
    static let switchingCoordinator = """
        final class AppCoordinator {
            private let window: UIWindow
            init(window: UIWindow) { self.window = window }
            func showLogin() { window.rootViewController = LoginViewController() }
        }

        """
    static let switchingSettings = """
        final class SettingsViewController: UIViewController {
            func logOut() { view.window?.rootViewController = LoginViewController() }
        }

        """

    /// A file outside any project (no configuration, no git, no project
    /// marker in its folder or the current one) is linted alone: its folder
    /// may be a home folder or `/tmp`, which must not be read whole. A
    /// marker makes the folder a project again, whose files are surveyed.
    @Test func aFolderWithoutAProjectMarkerIsNotSurveyed() throws {
        let dir = try TemporaryDirectory()
        try dir.write("App/AppCoordinator.swift", Self.switchingCoordinator)
        try dir.write("App/SettingsViewController.swift", Self.switchingSettings)
        // The second switching type is only known from the survey.
        func spread() throws -> Bool {
            let run = try CLIHarness.run(["--reporter", "json", "--", "App/SettingsViewController.swift"], in: dir.url)
            return run.stdout.contains("decentralized_root_switching")
        }
        #expect(try !spread(), "no marker: linted alone")
        for marker in ["Package.swift", "Podfile", "project.yml", "Project.swift"] {
            try dir.write(marker, "\n")
            #expect(try spread(), "\(marker) makes the folder a project")
            try FileManager.default.removeItem(at: dir.url.appendingPathComponent(marker))
        }
        for bundle in ["App.xcodeproj", "App.xcworkspace"] {
            try FileManager.default.createDirectory(at: dir.url.appendingPathComponent(bundle), withIntermediateDirectories: true)
            #expect(try spread(), "\(bundle) makes the folder a project")
            try FileManager.default.removeItem(at: dir.url.appendingPathComponent(bundle))
        }
        try dir.write(".rootlint.json", "{}\n")
        #expect(try spread(), "a configuration's folder is a project")
    }

    /// Two projects linted in one run each keep their own facts: an animated
    /// helper that one app defines on `UIApplication` does not make the
    /// other app's `UIApplication` extension a designated switcher.
    @Test func projectsInOneRunDoNotShareFacts() throws {
        let dir = try TemporaryDirectory()
        try dir.write("Reader/.rootlint.json", "{}\n")
        try dir.write("Reader/UIApplication+Root.swift", """
            extension UIApplication {
                static func setRootView(_ viewController: UIViewController, in window: UIWindow) {
                    UIView.transition(with: window, duration: 0.3, options: .transitionCrossDissolve, animations: {
                        UIView.performWithoutAnimation { window.rootViewController = viewController }
                    })
                }
            }

            """)
        try dir.write("Shop/.rootlint.json", "{}\n")
        try dir.write("Shop/UIApplication+Push.swift", """
            extension UIApplication {
                func resetRootForPush(to viewController: UIViewController) {
                    activeWindow?.rootViewController = viewController
                }
            }

            """)
        let rule = ["--only", "root_switch_outside_coordinator"]
        let whole = try CLIHarness.run(rule + ["Reader", "Shop"], in: dir.url)
        let alone = try CLIHarness.run(rule + ["Shop"], in: dir.url)
        #expect(alone.stdout.contains("UIApplication+Push.swift:3:"), "\(alone.stdout)")
        #expect(whole.stdout == alone.stdout, "\(whole.stdout)")
    }
}
