// swift-tools-version:6.0
import Foundation
import PackageDescription

// A package that uses rootlint's plugins, for Tests/RootLintCLITests/PluginTests
// (ROOTLINT_INTEGRATION=1). The test copies it to a temporary directory and
// rewrites the path below to the absolute path of the rootlint checkout.
let rootlintPath = "../.."

// A path dependency is known by its directory's name ("rootlint" in a clone
// named so); `package:` in `.plugin(name:package:)` must use that identity.
let rootlintIdentity = URL(fileURLWithPath: rootlintPath, relativeTo: URL(fileURLWithPath: Context.packageDirectory + "/"))
    .standardizedFileURL.lastPathComponent.lowercased()

let package = Package(
    name: "PluginFixture",
    products: [.library(name: "FixtureApp", targets: ["FixtureApp"])],
    dependencies: [.package(path: rootlintPath)],
    targets: [
        .target(name: "FixtureApp",
                plugins: [.plugin(name: "RootLintBuildToolPlugin", package: rootlintIdentity)]),
    ]
)
