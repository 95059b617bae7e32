// swift-tools-version:6.0
import PackageDescription

// rootlint uses the Swift toolchain alone: no package dependencies, ever.
let package = Package(
    name: "rootlint",
    platforms: [.macOS(.v13)],
    products: [
        .executable(name: "rootlint", targets: ["rootlint"]),
        .executable(name: "rootlint-bench", targets: ["rootlint-bench"]),
        .library(name: "RootLintSyntax", targets: ["RootLintSyntax"]),
        .library(name: "RootLintCore", targets: ["RootLintCore"]),
        .library(name: "RootLintRules", targets: ["RootLintRules"]),
        // `swift package rootlint` and lint-on-build for packages that depend on rootlint.
        .plugin(name: "RootLintCommandPlugin", targets: ["RootLintCommandPlugin"]),
        .plugin(name: "RootLintBuildToolPlugin", targets: ["RootLintBuildToolPlugin"]),
    ],
    targets: [
        // Lexer, tokens, source map, scope tree, facts: bytes in, structure out.
        .target(name: "RootLintSyntax"),
        // Diagnostics, rule protocol, engine, suppression, reporters.
        .target(name: "RootLintCore", dependencies: ["RootLintSyntax"]),
        // One rule per file plus the catalogue.
        .target(name: "RootLintRules", dependencies: ["RootLintCore", "RootLintSyntax"], path: "Rules",
                exclude: ["README.md"]),
        // Discovery, parallel run, argument parsing and subcommands: the CLI as a library.
        .target(name: "RootLintCLI", dependencies: ["RootLintCore", "RootLintRules", "RootLintSyntax"]),
        .executableTarget(name: "rootlint", dependencies: ["RootLintCLI"]),
        .executableTarget(name: "rootlint-bench", dependencies: ["RootLintCLI", "RootLintCore", "RootLintRules", "RootLintSyntax"]),

        // SwiftPM plugins (Plugins/), both running the `rootlint` executable.
        .plugin(name: "RootLintCommandPlugin",
                capability: .command(intent: .custom(verb: "rootlint",
                                                     description: "Lint the Swift sources of the package's targets with rootlint")),
                dependencies: ["rootlint"]),
        .plugin(name: "RootLintBuildToolPlugin", capability: .buildTool(), dependencies: ["rootlint"]),

        .testTarget(name: "RootLintSyntaxTests", dependencies: ["RootLintSyntax"]),
        .testTarget(name: "RootLintCoreTests", dependencies: ["RootLintCore", "RootLintSyntax"], exclude: ["Golden", "Schemas"]),
        .testTarget(name: "RootLintRulesTests", dependencies: ["RootLintRules", "RootLintCore", "RootLintSyntax", "rootlint-bench"]),
        .testTarget(name: "RootLintCLITests", dependencies: ["RootLintCLI", "RootLintRules", "RootLintCore", "rootlint"]),
    ],
    swiftLanguageModes: [.v6]
)
