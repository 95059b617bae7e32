import RootLintCore
import RootLintRules

/// The output formats by name.
enum ReporterRegistry {
    static let names = ["text", "json"]

    static func make(_ name: String, showSuggestions: Bool) -> any Reporter {
        switch name {
        case "json": return JSONReporter()
        default: return TextReporter(showSuggestions: showSuggestions)
        }
    }
}
