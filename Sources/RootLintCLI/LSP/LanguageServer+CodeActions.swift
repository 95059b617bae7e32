import RootLintCore
import RootLintSyntax

/// `textDocument/codeAction`: each finding's fix (safe ones preferred,
/// unsafe ones titled so), "Disable RULE for this line", and "Fix all safe
/// rootlint findings" (`source.fixAll.rootlint`), on the findings of the
/// document's current text.
extension LanguageServer {
    /// Why a codeAction request cannot be answered (checked when it comes,
    /// so a bad one is answered at once); nil when it can.
    func codeActionProblem(_ params: JSONNode?) -> String? {
        guard let uri = params?["textDocument"]?["uri"]?.string, documents[uri] != nil else {
            return "codeAction for a document that is not open"
        }
        guard let startLine = params?["range"]?["start"]?["line"]?.int, let endLine = params?["range"]?["end"]?["line"]?.int,
              startLine >= 0, endLine >= startLine else {
            return "codeAction needs a range"
        }
        return nil
    }

    func codeActions(id: JSONValue, _ params: JSONNode?) {
        // Closed while the request waited: nothing to act on.
        guard let uri = params?["textDocument"]?["uri"]?.string, let found = currentFindings(uri), let document = documents[uri],
              let startLine = params?["range"]?["start"]?["line"]?.int, let endLine = params?["range"]?["end"]?["line"]?.int else {
            respondError(id: id, code: -32602, "codeAction for a document that is not open")
            return
        }
        // The findings' fixes are for this text: a client that sees them
        // before they were published must see them published.
        deliver(uri)
        let diagnostics = found.diagnostics
        var actions: [JSONValue] = []
        // The findings under the range first, then the rest of its lines:
        // clients take the first preferred action as the default.
        let start = (startLine, params?["range"]?["start"]?["character"]?.int ?? 0)
        let end = (endLine, params?["range"]?["end"]?["character"]?.int ?? Int.max)
        let onLines = diagnostics.filter { $0.range.start.utf16Line <= endLine && $0.range.end.utf16Line >= startLine }
        let under = onLines.filter { d in
            !(position(d.range.end) < start) && !(end < position(d.range.start))
        }
        // Of those, the ones exactly at the range (what a client asks for a
        // finding it shows) before the ones that only overlap it.
        let exact = under.filter { position($0.range.start) == start && position($0.range.end) == end }
        let rest = onLines.filter { d in !under.contains(d) }
        for d in exact + under.filter({ !exact.contains($0) }) + rest {
            if let fix = d.fix, !fix.edits.isEmpty, fix.applicability != .manual {
                let unsafe = fix.applicability == .unsafe
                var action: [(String, JSONValue)] = [
                    ("title", .string(unsafe ? "\(fix.title) (unsafe)" : fix.title)),
                    ("kind", .string("quickfix")),
                    ("diagnostics", .array([encoder.diagnostic(d)])),
                ]
                // Left out rather than false: some clients take any value as preferred.
                if !unsafe { action.append(("isPreferred", .bool(true))) }
                action.append(("edit", encoder.workspaceEdit(uri: uri, fix.edits.map { ($0.range, $0.replacement) })))
                actions.append(.object(action))
            }
            actions.append(disableAction(d, uri: uri, document: document))
        }
        let selection = FixSelection(diagnostics, includeUnsafe: false)
        if !selection.edits.isEmpty {
            let edits = diagnostics.compactMap { d -> [(SourceRange, String)]? in
                guard let fix = d.fix, fix.applicability == .safe else { return nil }
                return fix.edits.map { ($0.range, $0.replacement) }
            }.joined()
            // The selection's choice of non-overlapping edits, as ranges with positions.
            let chosen = edits.filter { edit in selection.edits.contains { $0.range == edit.0.bytes } }
            actions.append(.object([
                ("title", .string("Fix all safe rootlint findings")),
                ("kind", .string("source.fixAll.rootlint")),
                ("edit", encoder.workspaceEdit(uri: uri, Array(chosen))),
            ]))
        }
        respond(id: id, .array(actions))
    }

    /// A position as the client counts it: line, and character in the negotiated encoding.
    func position(_ p: SourcePosition) -> (Int, Int) {
        (p.utf16Line, encoder.encoding == .utf8 ? p.column - 1 : p.utf16Character)
    }

    /// `// rootlint:disable:next rule` above the finding's line, indented as it.
    func disableAction(_ d: Diagnostic, uri: String, document: LSPDocument) -> JSONValue {
        let map = SourceMap(bytes: document.text)
        let lineIndex = max(0, min(d.range.start.utf16Line, map.lineStarts.count - 1))
        let lineStart = map.lineStarts.isEmpty ? 0 : map.lineStarts[lineIndex]
        var k = lineStart
        while k < document.text.count, document.text[k] == 0x20 || document.text[k] == 0x09 { k += 1 }
        let indent = String(decoding: document.text[lineStart..<k], as: UTF8.self)
        let at = SourcePosition(line: lineIndex + 1, column: 1, offset: lineStart, utf16Character: 0)
        return .object([
            ("title", .string("Disable \(d.rule.rawValue) for this line")),
            ("kind", .string("quickfix")),
            ("diagnostics", .array([encoder.diagnostic(d)])),
            ("edit", encoder.workspaceEdit(uri: uri, [(SourceRange(start: at, end: at), "\(indent)// rootlint:disable:next \(d.rule.rawValue)\n")])),
        ])
    }
}
