@testable import RootLintCore
@testable import RootLintSyntax

/// Facts for a snippet, with the default configuration.
func extractFacts(_ code: String, path: String = "App/Sample.swift") -> (SourceFile, FileFacts) {
    let file = SourceFile(path: path, text: code)
    return (file, FileFacts.extract(from: file, configuration: .default))
}

/// A finding as reporters see it, built by hand for reporter tests.
func reportedDiagnostic(rule: RuleID, severity: Severity, message: String, path: String, start: SourcePosition,
                        end: SourcePosition, suggestion: String, fix: Fix? = nil, related: [RelatedLocation] = [],
                        lineText: String) -> Diagnostic {
    Diagnostic.reported(rule: rule, severity: severity, message: message, path: path, range: SourceRange(start: start, end: end),
                        suggestion: suggestion, fix: fix, related: related, lineText: lineText)
}
