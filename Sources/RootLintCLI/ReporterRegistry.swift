import RootLintCore
import RootLintRules

/// The output formats by name.
enum ReporterRegistry {
    static let names = ["text", "json", "sarif", "github", "checkstyle", "junit"]

    /// The reporter type named `name` (text for any other name, as `make`).
    static func type(named name: String) -> any Reporter.Type {
        switch name {
        case JSONReporter.name: return JSONReporter.self
        case SARIFReporter.name: return SARIFReporter.self
        case GitHubReporter.name: return GitHubReporter.self
        case CheckstyleReporter.name: return CheckstyleReporter.self
        case JUnitReporter.name: return JUnitReporter.self
        default: return TextReporter.self
        }
    }

    /// Whether the reporter named `name` prints fixes (`Reporter.printsFixes`):
    /// if not, the run need not make them.
    static func printsFixes(_ name: String) -> Bool { type(named: name).printsFixes }

    /// Whether the reporter named `name` prints fingerprints
    /// (`Reporter.printsFingerprints`): if not, and no baseline is read or
    /// written, the run need not make the findings' line keys.
    static func printsFingerprints(_ name: String) -> Bool { type(named: name).printsFingerprints }

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
