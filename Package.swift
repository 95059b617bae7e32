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

        .testTarget(name: "RootLintSyntaxTests", dependencies: ["RootLintSyntax"]),
        .testTarget(name: "RootLintCoreTests", dependencies: ["RootLintCore", "RootLintSyntax"], exclude: ["Golden"]),
        .testTarget(name: "RootLintRulesTests", dependencies: ["RootLintRules", "RootLintCore", "RootLintSyntax"]),
        .testTarget(name: "RootLintCLITests", dependencies: ["RootLintCLI", "RootLintRules", "RootLintCore", "rootlint"]),
    ],
    swiftLanguageModes: [.v6]
)
