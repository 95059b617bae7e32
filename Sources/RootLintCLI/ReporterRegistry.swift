import RootLintCore
import RootLintRules

/// The output formats by name.
enum ReporterRegistry {
    static let names = ["text", "json", "sarif", "github", "checkstyle", "junit"]

    /// Whether the reporter named `name` prints fixes (`Reporter.printsFixes`):
    /// if not, the run need not make them.
    static func printsFixes(_ name: String) -> Bool {
        switch name {
        case JSONReporter.name: return JSONReporter.printsFixes
        case SARIFReporter.name: return SARIFReporter.printsFixes
        case GitHubReporter.name: return GitHubReporter.printsFixes
        case CheckstyleReporter.name: return CheckstyleReporter.printsFixes
        case JUnitReporter.name: return JUnitReporter.printsFixes
        default: return TextReporter.printsFixes
        }
    }

    /// - Parameters:
    ///   - colored: text only: ANSI colours (the caller resolves `--color` and `NO_COLOR`).
    ///   - paths: sarif and github: the repository's root that their paths
    ///     are relative to; `nil` means the current directory.
    static func make(_ name: String, showSuggestions: Bool, colored: Bool = false,
                     paths: RepositoryPaths? = nil) -> any Reporter {
        let paths = paths ?? RepositoryPaths(workingDirectory: ConfigurationResolver.realPath("."))
        switch name {
        case JSONReporter.name: return JSONReporter()
        case SARIFReporter.name: return SARIFReporter(rules: RuleCatalog.all.map { $0.description }, paths: paths)
        case GitHubReporter.name: return GitHubReporter(paths: paths)
        case CheckstyleReporter.name: return CheckstyleReporter()
        case JUnitReporter.name: return JUnitReporter()
        default: return TextReporter(showSuggestions: showSuggestions, colored: colored)
        }
    }
}
