import RootLintCore
import RootLintSyntax

/// rootlint's findings and positions as LSP JSON, in the negotiated
/// position encoding.
struct LSPDiagnosticEncoder {
    var encoding = PositionEncoding.utf16

    /// Where each rule's documentation lives: the same page and anchor as
    /// SARIF's `helpUri` (the rule's heading in Rules/README.md).
    static let documentation = "https://github.com/rootlint/rootlint/blob/main/Rules/README.md#"

    /// `code` is the rule, `codeDescription` links its documentation,
    /// related sites are `relatedInformation`, and `data` carries the fix
    /// (its title, applicability and edits) so a client can show or apply it.
    func diagnostic(_ d: Diagnostic) -> JSONValue {
        var members: [(String, JSONValue)] = [
            ("range", range(d.range)),
            ("severity", .int(Self.severity(d.severity))),
            ("code", .string(d.rule.rawValue)),
            ("codeDescription", .object([("href", .string(Self.documentation + d.rule.rawValue))])),
            ("source", .string("rootlint")),
            ("message", .string(d.message)),
        ]
        if !d.related.isEmpty {
            members.append(("relatedInformation", .array(d.related.map { related in
                .object([
                    ("location", .object([("uri", .string(LSPPaths.uri(ofPath: related.path))), ("range", range(related.range))])),
                    ("message", .string(related.message)),
                ])
            })))
        }
        if let fix = d.fix {
            members.append(("data", .object([
                ("fix", .string(fix.title)),
                ("applicability", .string(fix.applicability.rawValue)),
                ("edits", .array(fix.edits.map { edit(range: $0.range, newText: $0.replacement) })),
            ])))
        }
        return .object(members)
    }

    /// LSP's DiagnosticSeverity: Error 1, Warning 2, Information 3.
    static func severity(_ severity: Severity) -> Int {
        switch severity {
        case .error: return 1
        case .warning: return 2
        case .info: return 3
        }
    }

    /// A configuration problem at its line and column in the configuration
    /// file (`text`, when it could be read), to the end of that line.
    func configurationDiagnostic(_ error: InputError, text: [UInt8]?) -> JSONValue {
        var start = JSONValue.object([("line", .int(0)), ("character", .int(0))])
        var end = start
        if let line = error.line, line >= 1 {
            let map = SourceMap(bytes: text ?? [])
            if let text, line - 1 < map.lineStarts.count {
                let lineStart = map.lineStarts[line - 1]
                var lineEnd = line < map.lineStarts.count ? map.lineStarts[line] : text.count
                while lineEnd > lineStart, text[lineEnd - 1] == 0x0A || text[lineEnd - 1] == 0x0D { lineEnd -= 1 }
                let at = min(lineEnd, lineStart + max(0, (error.column ?? 1) - 1))
                start = position(map.position(of: at))
                end = position(map.position(of: lineEnd))
            } else {
                // The file changed since: the line as given, its first character.
                start = .object([("line", .int(line - 1)), ("character", .int(max(0, (error.column ?? 1) - 1)))])
                end = start
            }
        }
        return .object([
            ("range", .object([("start", start), ("end", end)])),
            ("severity", .int(1)),
            ("source", .string("rootlint")),
            ("message", .string(error.problem)),
        ])
    }

    func position(_ p: SourcePosition) -> JSONValue {
        .object([("line", .int(p.utf16Line)), ("character", .int(encoding == .utf8 ? p.column - 1 : p.utf16Character))])
    }

    func range(_ r: SourceRange) -> JSONValue {
        .object([("start", position(r.start)), ("end", position(r.end))])
    }

    func edit(range r: SourceRange, newText: String) -> JSONValue {
        .object([("range", range(r)), ("newText", .string(newText))])
    }

    func workspaceEdit(uri: String, _ edits: [(SourceRange, String)]) -> JSONValue {
        .object([("changes", .object([(uri, .array(edits.map { edit(range: $0.0, newText: $0.1) }))]))])
    }
}
