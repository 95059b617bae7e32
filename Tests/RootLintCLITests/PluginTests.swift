import Foundation
import Testing

extension IntegrationTests {
    /// rootlint's SwiftPM plugins, used by the package in
    /// `IntegrationFixtures/PluginFixture`: one library target with the build
    /// tool plugin and one root switching misuse.
    @Suite("SwiftPM plugins")
    struct PluginTests {
        static let finding = "Sources/FixtureApp/SettingsViewController.swift:7:9: warning: "
            + "Root view controller replaced without animation; the whole interface changes in one frame [unanimated_root_swap]"

        @Test(.timeLimit(.minutes(30)))
        func buildToolPluginWarnsAndCommandPluginFails() throws {
            guard Integration.isEnabled else {
                // Opt-in: the fixture package builds rootlint (debug) as its
                // plugins' tool, which takes a minute or more.
                return
            }
            guard let swift = Integration.executable("swift") else {
                Issue.record("ROOTLINT_INTEGRATION=1, but `swift` is not on PATH")
                return
            }
            let scratch = try TemporaryDirectory()
            let package = scratch.url.appendingPathComponent("PluginFixture")
            try Self.copyFixture(to: package)
            let environment = try Integration.temporaryDirectoryEnvironment(in: scratch)
            func swiftCommand(_ arguments: [String]) throws -> Integration.Output {
                try Integration.run(swift, arguments, in: package, environment: environment)
            }

            // `swift build`: the findings are warnings in the log, the build succeeds.
            let build = try swiftCommand(["build"])
            #expect(build.status == 0, "swift build:\n\(build.text)")
            let warnings = build.text.split(separator: "\n").filter { $0.contains(": warning: ") && $0.hasSuffix("]") }
            #expect(warnings.contains { $0.hasSuffix(Self.finding) }, "swift build:\n\(build.text)")
            #expect(warnings.count == 2, "swift build:\n\(build.text)")

            // The plugin's output is not a resource of the target: no resource
            // bundle. (`.build/debug` links to the platform's directory; not
            // `swift build --show-bin-path`, which plans anew and relinks the tool.)
            let products = try FileManager.default.contentsOfDirectory(
                atPath: package.appendingPathComponent(".build/debug").resolvingSymlinksInPath().path)
            #expect(products.contains { $0.hasPrefix("FixtureApp") }, "\(products)")
            #expect(!products.contains { $0.hasPrefix("PluginFixture_FixtureApp") }, "\(products)")

            // Nothing changed: rootlint does not run again. (The first rebuild
            // after a fresh build relinks the plugin's tool, a SwiftPM quirk
            // seen with 6.3, and a new rootlint lints again; so settle first.)
            let settle = try swiftCommand(["build"])
            #expect(settle.status == 0, "second swift build:\n\(settle.text)")
            let again = try swiftCommand(["build"])
            #expect(again.status == 0, "third swift build:\n\(again.text)")
            #expect(!again.text.contains("[unanimated_root_swap]"), "third swift build:\n\(again.text)")

            // A changed source: it does.
            let source = package.appendingPathComponent("Sources/FixtureApp/UIKitStandIns.swift")
            try Data((try String(contentsOf: source, encoding: .utf8) + "\n// edited\n").utf8).write(to: source)
            let edited = try swiftCommand(["build"])
            #expect(edited.status == 0, "swift build after an edit:\n\(edited.text)")
            #expect(edited.text.contains(Self.finding), "swift build after an edit:\n\(edited.text)")

            // The command plugin: relative paths, and the command fails on findings.
            let command = try swiftCommand(["package", "plugin", "--allow-writing-to-package-directory", "rootlint"])
            #expect(command.status == 1, "swift package plugin rootlint:\n\(command.text)")
            #expect(command.text.split(separator: "\n").contains { $0 == Self.finding }, "\(command.text)")
            #expect(command.text.contains("rootlint found problems"), "\(command.text)")

            // Options go through to rootlint; --target picks targets.
            let lenient = try swiftCommand(["package", "rootlint", "--target", "FixtureApp", "--fail-on", "never"])
            #expect(lenient.status == 0, "swift package rootlint --fail-on never:\n\(lenient.text)")
            #expect(lenient.text.contains(Self.finding), "\(lenient.text)")

            let unknown = try swiftCommand(["package", "rootlint", "--target", "NoSuchTarget"])
            #expect(unknown.status != 0, "\(unknown.text)")
            #expect(unknown.text.contains("NoSuchTarget"), "\(unknown.text)")

            let json = try swiftCommand(["package", "--allow-writing-to-package-directory", "rootlint",
                                         "--reporter", "json", "--output", "rootlint.json"])
            #expect(json.status == 1, "\(json.text)")
            let report = try JSONSerialization.jsonObject(with: Data(contentsOf: package.appendingPathComponent("rootlint.json")))
            let diagnostics = (report as? [String: Any])?["diagnostics"] as? [[String: Any]] ?? []
            #expect(diagnostics.count == 2)
            #expect(diagnostics.allSatisfy { $0["path"] as? String == "Sources/FixtureApp/SettingsViewController.swift" })

            print("PluginTests: swift build (rootlint built as the tool) \(Integration.format(build.seconds)), "
                  + "no-op build \(Integration.format(again.seconds)), build after an edit \(Integration.format(edited.seconds)), "
                  + "swift package plugin rootlint \(Integration.format(command.seconds))")
        }

        /// The fixture, with its path dependency on rootlint made absolute.
        static func copyFixture(to package: URL) throws {
            let fixture = CLIHarness.packageRoot.appendingPathComponent("IntegrationFixtures/PluginFixture")
            let fileManager = FileManager.default
            try fileManager.createDirectory(at: package, withIntermediateDirectories: true)
            for name in try fileManager.contentsOfDirectory(atPath: fixture.path) where ![".build", ".swiftpm"].contains(name) {
                try fileManager.copyItem(at: fixture.appendingPathComponent(name), to: package.appendingPathComponent(name))
            }
            let manifestURL = package.appendingPathComponent("Package.swift")
            let manifest = try String(contentsOf: manifestURL, encoding: .utf8)
            let relative = #"let rootlintPath = "../..""#
            try #require(manifest.contains(relative), "the fixture's Package.swift no longer says \(relative)")
            let root = CLIHarness.packageRoot.standardizedFileURL.path
                .replacingOccurrences(of: "\\", with: "\\\\").replacingOccurrences(of: "\"", with: "\\\"")
            try Data(manifest.replacingOccurrences(of: relative, with: "let rootlintPath = \"\(root)\"").utf8).write(to: manifestURL)
        }
    }
}
