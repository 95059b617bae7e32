import RootLintCore
import RootLintSyntax

/// Facts for a snippet, with the default configuration.
func extractFacts(_ code: String, path: String = "App/Sample.swift") -> (SourceFile, FileFacts) {
    let file = SourceFile(path: path, text: code)
    return (file, FileFacts.extract(from: file, configuration: .default))
}
