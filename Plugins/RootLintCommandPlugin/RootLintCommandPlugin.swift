import Foundation
import PackagePlugin

/// `swift package rootlint [--target NAME]… [rootlint options]`: lints the
/// Swift sources of the package's targets (all of them, or the ones named) in
/// one rootlint run, so the project analysis sees them together. Every other
/// argument goes to `rootlint lint` unchanged; the command fails when rootlint
/// exits non-zero (findings at or above `--fail-on`, or exit 2).
@main
struct RootLintCommandPlugin: CommandPlugin {
    func performCommand(context: PluginContext, arguments: [String]) async throws {
        var extractor = ArgumentExtractor(arguments)
        let targetNames = extractor.extractOption(named: "target")
        var passThrough = extractor.remainingArguments
        if passThrough.first == "lint" { passThrough.removeFirst() }

        let targets = targetNames.isEmpty ? context.package.targets : try context.package.targets(named: targetNames)
        let files = Self.swiftFiles(of: targets, relativeTo: context.package.directoryURL)
        if files.isEmpty {
            Diagnostics.warning("rootlint: no Swift sources in \(targetNames.isEmpty ? "the package's targets" : "the targets named")")
            return
        }

        let process = Process()
        process.executableURL = try context.tool(named: "rootlint").url
        process.arguments = ["lint"] + passThrough + ["--"] + files
        // Relative paths in the report and for `--output`, `--baseline`, `--config`.
        process.currentDirectoryURL = context.package.directoryURL
        try process.run()
        process.waitUntilExit()

        guard process.terminationReason == .exit else {
            throw RootLintFailure(message: "rootlint was terminated by signal \(process.terminationStatus)")
        }
        switch process.terminationStatus {
        case 0:
            return
        case 1:
            throw RootLintFailure(message: "rootlint found problems (exit status 1)")
        case let status:
            throw RootLintFailure(message: "rootlint failed (exit status \(status))")
        }
    }

    /// The Swift sources of the source-module targets, as SwiftPM sees them
    /// (a target's `exclude:` applies), relative to the package when inside
    /// it, in target order, each once.
    static func swiftFiles(of targets: [any Target], relativeTo packageDirectory: URL) -> [String] {
        let root = packageDirectory.standardizedFileURL.path
        let prefix = root.hasSuffix("/") ? root : root + "/"
        var seen = Set<String>()
        var files: [String] = []
        for case let module as SourceModuleTarget in targets {
            for file in module.sourceFiles(withSuffix: "swift") {
                let path = file.url.standardizedFileURL.path
                let shown = path.hasPrefix(prefix) ? String(path.dropFirst(prefix.count)) : path
                if seen.insert(shown).inserted { files.append(shown) }
            }
        }
        return files
    }
}

struct RootLintFailure: Error, CustomStringConvertible {
    var message: String
    var description: String { message }
}
