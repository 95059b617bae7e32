import RootLintCore

/// `textDocument/diagnostic` (pull diagnostics, LSP 3.17): a full report
/// with a `resultId`, or `unchanged` when the client's `previousResultId`
/// is still the findings' id. A document that is not open is linted as it
/// is on disk; one that cannot be read is an error.
extension LanguageServer {
    func diagnosticRequestProblem(_ params: JSONNode?) -> String? {
        params?["textDocument"]?["uri"]?.string == nil ? "textDocument/diagnostic needs a textDocument" : nil
    }

    func pullDiagnostics(id: JSONValue, _ params: JSONNode?) {
        guard let uri = params?["textDocument"]?["uri"]?.string else { return }
        let diagnostics: [Diagnostic]
        if let found = currentFindings(uri) {
            diagnostics = found.diagnostics
        } else if LSPConfigurationProblems.isConfiguration(uri) {
            // Not Swift: its problems are published, whoever pulls.
            diagnostics = []
        } else if uri.hasPrefix("file://"), case .success(let bytes) = POSIX.readFile(LSPPaths.path(ofURI: uri)) {
            diagnostics = lint(LSPDocument(uri: uri, path: LSPPaths.path(ofURI: uri), version: 0, text: bytes))
        } else {
            respondError(id: id, code: -32602, "textDocument/diagnostic for \(uri): not open, and not a file that can be read")
            return
        }
        let items = diagnostics.map(encoder.diagnostic)
        let resultId = LSPResultID.of(items)
        if documents[uri] != nil { delivered[uri] = LSPDelivery(version: nil, resultId: resultId) }
        if params?["previousResultId"]?.string == resultId {
            respond(id: id, .object([("kind", .string("unchanged")), ("resultId", .string(resultId))]))
        } else {
            respond(id: id, .object([("kind", .string("full")), ("resultId", .string(resultId)), ("items", .array(items))]))
        }
    }
}
