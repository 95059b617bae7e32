import RootLintCore
import RootLintSyntax

/// An open document's findings, for the version and disk generation they were found in.
struct LSPFindings {
    var version: Int
    var generation: Int
    var diagnostics: [Diagnostic]
}

/// What the client holds of a document's findings: the version and result
/// id published (push), or the result id it pulled (pull, no version).
struct LSPDelivery: Equatable {
    var version: Int?
    var resultId: String
}

/// A report's `resultId`: a hash of its items, so the same findings get the
/// same id and a client that holds them is told `unchanged`.
enum LSPResultID {
    static func of(_ items: [JSONValue]) -> String {
        var hash: UInt64 = 0xCBF2_9CE4_8422_2325
        for byte in JSONValue.array(items).serialized(pretty: false).utf8 {
            hash = (hash ^ UInt64(byte)) &* 0x0100_0000_01B3
        }
        return String(hash, radix: 16).leftPadded(16)
    }
}

extension LanguageServer {
    /// The document's findings for its current text, brought up to date if
    /// they are not; nil when it is not open.
    func currentFindings(_ uri: String) -> LSPFindings? {
        guard let document = documents[uri] else { return nil }
        if let known = findings[uri], known.version == document.version, known.generation == generation { return known }
        return updateFindings(uri)
    }

    /// Finds the document's findings again. A document never linted that
    /// holds what the survey read gets the survey's findings at once, and a
    /// lint of the buffer confirms them when the client is quiet (the disk
    /// may have moved since); otherwise the buffer is linted now.
    @discardableResult
    func updateFindings(_ uri: String) -> LSPFindings? {
        guard let document = documents[uri] else { return nil }
        if findings[uri] == nil,
           let surveyed = snapshot.findings(forPath: LintSession.bufferPath(document.path), text: document.text, diskPath: document.path) {
            findings[uri] = LSPFindings(version: document.version, generation: generation, diagnostics: surveyed)
            queue.scheduleLint(uri, at: Self.now())
            return findings[uri]
        }
        queue.cancelLint(uri)
        findings[uri] = LSPFindings(version: document.version, generation: generation, diagnostics: lint(document))
        return findings[uri]
    }

    /// The CLI's findings for the buffer, its project surveyed from disk and
    /// the other open buffers in place of their files. A keystroke in a file
    /// a kept run holds is answered from it when the edit stays inside the
    /// file (as it almost always does); otherwise the run is made again, and kept.
    func lint(_ document: LSPDocument) -> [Diagnostic] {
        let path = LintSession.bufferPath(document.path)
        kept.removeAll { $0.generation != generation }
        for (_, snapshot) in kept {
            guard let index = snapshot.index(ofPath: path) else { continue }
            if let result = snapshot.relint(index, bytes: document.text) {
                for error in result.report.errors { log("rootlint lsp: \(error)") }
                return result.report.diagnostics.filter { $0.path == path }
            }
        }
        var options = LintOptions()
        options.stdinPath = document.path
        options.quiet = true
        // A workspace folder is the project of its files even without git
        // or a project's marker: what its survey reported, a buffer gets too.
        options.projectFolders = capabilities.workspaceFolders.filter(LSPWorkspaceSurvey.isSurveyable).map(ConfigurationResolver.realPath)
        let io = CommandIO(writeOut: { [log] in log($0) }, writeError: { [log] in log($0) })
        var buffers: [String: [UInt8]] = [:]
        for open in documents.values { buffers[LintSession.bufferPath(open.path)] = open.text }
        buffers[path] = document.text
        do {
            let result = try LintSession(options: options, io: io, overrides: buffers, keepsSnapshot: true).run()
            if let snapshot = result.snapshot, result.fatal == nil {
                // One kept run per project at a time, the newest first.
                kept.removeAll { $0.snapshot.index(ofPath: path) != nil }
                kept.insert((generation, snapshot), at: 0)
                if kept.count > 4 { kept.removeLast() }
            }
            if let fatal = result.fatal { log("rootlint lsp: \(fatal)") }
            for error in result.report.errors { log("rootlint lsp: \(error)") }
            noteConfigurationProblems(in: result.report.errors)
            return result.report.diagnostics.filter { $0.path == path }
        } catch {
            log("rootlint lsp: \(document.path): \(error)")
            return []
        }
    }

    /// Gives the client the document's findings if they are new to it: a
    /// push client gets them published (with the version they are for); a
    /// pull client is asked to pull again, if it can be.
    func deliver(_ uri: String) {
        guard let found = findings[uri], documents[uri] != nil else { return }
        let items = found.diagnostics.map(encoder.diagnostic)
        let resultId = LSPResultID.of(items)
        if capabilities.pullDiagnostics {
            if let held = delivered[uri], held.resultId != resultId, capabilities.diagnosticRefresh { refreshWanted = true }
            return
        }
        let delivery = LSPDelivery(version: found.version, resultId: resultId)
        guard delivered[uri] != delivery else { return }
        delivered[uri] = delivery
        publish(uri: uri, version: found.version, items: items)
    }

    func publish(uri: String, version: Int?, items: [JSONValue]) {
        var params: [(String, JSONValue)] = [("uri", .string(uri))]
        if let version { params.append(("version", .int(version))) }
        params.append(("diagnostics", .array(items)))
        notify("textDocument/publishDiagnostics", .object(params))
    }
}
