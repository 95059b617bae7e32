import RootLintCore
import RootLintRules

/// The output formats by name.
enum ReporterRegistry {
    static let names = ["text", "json", "sarif", "github", "checkstyle", "junit"]

    /// - Parameters:
    ///   - colored: text only: ANSI colours (the caller resolves `--color` and `NO_COLOR`).
    ///   - workingDirectory: sarif only: the absolute path report paths are
    ///     relative to (`%SRCROOT%`); `nil` means the current directory.
    static func make(_ name: String, showSuggestions: Bool, colored: Bool = false,
                     workingDirectory: String? = nil) -> any Reporter {
        switch name {
        case JSONReporter.name: return JSONReporter()
        case SARIFReporter.name:
            return SARIFReporter(rules: RuleCatalog.all.map { $0.description },
                                 workingDirectory: workingDirectory ?? ConfigurationResolver.absolute("."))
        case GitHubReporter.name: return GitHubReporter()
        case CheckstyleReporter.name: return CheckstyleReporter()
        case JUnitReporter.name: return JUnitReporter()
        default: return TextReporter(showSuggestions: showSuggestions, colored: colored)
        }
    }
}
