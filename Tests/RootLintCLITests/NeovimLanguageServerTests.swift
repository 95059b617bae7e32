import Foundation
import Testing

/// Issue 11's "real editor" acceptance: the README's Neovim set-up
/// (`neovim-lsp`) in headless Neovim, against every Corpus file. What the
/// editor is given must be what the CLI reports, and the fixes it applies
/// must be the CLI's edits.
///
/// One Neovim session serves the whole suite: it opens every Corpus file in
/// turn, then runs a code-action case for every finding with a safe fix
/// (and a few unsafe ones): the fix, then "Disable RULE for this line",
/// each undone after.
@Suite("Neovim language server")
struct NeovimLanguageServerTests {
    typealias S = NeovimSession

    /// The CLI's JSON report, as far as these tests read it.
    struct Report: Decodable {
        struct UTF16: Decodable {
            var line: Int
            var character: Int
        }

        struct Position: Decodable {
            var line: Int
            var column: Int
            var offset: Int
            var utf16: UTF16
        }

        struct Range: Decodable {
            var start: Position
            var end: Position

            var lsp: S.LSPRange {
                S.LSPRange(start: S.LSPPosition(line: start.utf16.line, character: start.utf16.character),
                           end: S.LSPPosition(line: end.utf16.line, character: end.utf16.character))
            }

            /// 0-based lines, byte columns: the UTF-8 encoding's positions, and Neovim's.
            var bytes: S.LSPRange {
                S.LSPRange(start: S.LSPPosition(line: start.line - 1, character: start.column - 1),
                           end: S.LSPPosition(line: end.line - 1, character: end.column - 1))
            }

            func lsp(encoding: String?) -> S.LSPRange { encoding == "utf-8" ? bytes : lsp }
        }

        struct Edit: Decodable {
            var range: Range
            var replacement: String
        }

        struct Fix: Decodable {
            var title: String
            var applicability: String
            var edits: [Edit]
        }

        struct Finding: Decodable {
            var rule: String
            var severity: String
            var message: String
            var range: Range
            var fix: Fix?
        }

        var diagnostics: [Finding]

        /// `rootlint --reporter json FILE` from the package root, or with
        /// `text` as the buffer (`--stdin-path`), as the server lints one.
        static func of(_ file: String, text: [UInt8]? = nil) throws -> Report {
            let result = try text.map { try CLIHarness.run(["--reporter", "json", "--stdin-path", file], stdin: String(decoding: $0, as: UTF8.self)) }
                ?? CLIHarness.run(["--reporter", "json", "--", file])
            return try JSONDecoder().decode(Report.self, from: Data(result.stdout.utf8))
        }
    }

    /// A Corpus file: its bytes and the CLI's findings for it.
    struct CorpusFile: Sendable {
        var path: String
        var bytes: [UInt8]
        var report: Report
    }

    struct Session: Sendable {
        var files: [String: CorpusFile]
        var cases: [S.Plan.Case]
        var outcome: S.Outcome
    }

    /// The one session of the suite; nil where Neovim is not installed.
    static let session: Result<Session?, any Error> = Result {
        guard EditorSnippetTests.hasNeovim else { return nil }
        var files: [String: CorpusFile] = [:]
        var cases: [S.Plan.Case] = []
        let paths = try ProjectSubsetTests.corpusFiles(under: CLIHarness.packageRoot)
        for path in paths {
            let file = CorpusFile(path: path, bytes: Array(try Data(contentsOf: CLIHarness.packageRoot.appendingPathComponent(path))),
                                  report: try Report.of(path))
            files[path] = file
            // Picked from the report, so the cases follow the Corpus as it grows:
            // every safe fix, and the unsafe ones whose edits have UTF-16 and
            // byte columns that differ, so that the client's conversion of
            // an edit's positions is tried too.
            for finding in file.report.diagnostics {
                guard let fix = finding.fix else { continue }
                let parted = fix.edits.contains { edit in
                    [edit.range.start, edit.range.end].contains { $0.utf16.character != $0.column - 1 }
                }
                if fix.applicability == "safe" || (fix.applicability == "unsafe" && parted) {
                    cases.append(S.Plan.Case(file: path, rule: finding.rule, range: finding.range.lsp, byteRange: finding.range.bytes,
                                             preferred: fix.applicability == "safe"))
                }
            }
        }
        let outcome = try S.run(S.Plan(files: paths, cases: cases, timeoutMs: 30_000))
        print("Neovim: \(paths.count) files, \(cases.count) code-action cases in \(Int(outcome.seconds)) s")
        return Session(files: files, cases: cases, outcome: outcome)
    }

    /// The session, or nil (an issue recorded when Neovim is required).
    static func started() throws -> Session? {
        guard let session = try Self.session.get() else {
            if ProcessInfo.processInfo.environment["ROOTLINT_REQUIRE_NVIM"] == "1" {
                Issue.record("nvim is required (ROOTLINT_REQUIRE_NVIM=1) but not installed")
            }
            return nil  // Neovim is not installed here; Scripts/test installs it where it can.
        }
        return session
    }

    // MARK: Findings as text, to compare and to print

    static let severities = ["error": 1, "warning": 2, "info": 3]

    /// Rule, severity, range (in the negotiated encoding) and message: what an LSP client is told.
    static func lines(_ report: Report, encoding: String?) -> [String] {
        report.diagnostics.map { d in
            let r = d.range.lsp(encoding: encoding)
            return "\(d.rule) \(severities[d.severity] ?? 0) \(r.start.line):\(r.start.character)-\(r.end.line):\(r.end.character) \(d.message)"
        }.sorted()
    }

    static func lines(_ diagnostics: [S.LSPDiagnostic]) -> [String] {
        diagnostics.map { d in
            "\(d.code) \(d.severity) \(d.range.start.line):\(d.range.start.character)-\(d.range.end.line):\(d.range.end.character) \(d.message)"
        }.sorted()
    }

    /// Rule and 0-based byte range: what Neovim shows, from the CLI's 1-based byte columns.
    static func byteLines(_ report: Report) -> [String] {
        report.diagnostics.map { d in
            let r = d.range.bytes
            return "\(d.rule) \(r.start.line):\(r.start.character)-\(r.end.line):\(r.end.character)"
        }.sorted()
    }

    static func byteLines(_ shown: [S.Shown]) -> [String] {
        shown.map { "\($0.code) \($0.line):\($0.column)-\($0.endLine):\($0.endColumn)" }.sorted()
    }

    /// What is missing and what is extra, for a failure message.
    static func difference(_ got: [String], _ expected: [String]) -> String {
        let missing = expected.filter { !got.contains($0) }, extra = got.filter { !expected.contains($0) }
        return "missing \(missing), unexpected \(extra)"
    }

    /// Where two texts part, with a little of each from there.
    static func firstDifference(_ got: [UInt8], _ expected: [UInt8]) -> String {
        let at = zip(got, expected).prefix { $0 == $1 }.count
        let context = { (bytes: [UInt8]) in String(decoding: bytes[max(0, at - 20)..<min(bytes.count, at + 40)], as: UTF8.self) }
        return "from byte \(at): got \(context(got).debugDescription), expected \(context(expected).debugDescription)"
    }

    // MARK: Tests

    /// Every Corpus file opened in Neovim: each publish for the text as
    /// opened (the survey's answer and the buffer's lint that confirms it)
    /// is the CLI's findings, and Neovim's byte columns are the CLI's.
    @Test func everyCorpusFileGetsTheCLIsFindings() throws {
        guard let session = try Self.started() else { return }
        let results = session.outcome.results
        #expect(results.error == nil, "\(results.error ?? "")")
        #expect(results.encoding == "utf-16" || results.encoding == "utf-8", "\(results.encoding ?? "no client")")
        #expect(results.stopped == true, "the server did not stop after shutdown")
        #expect(results.files.count == session.files.count)
        #expect(session.files.count > 40)
        for opened in results.files {
            let file = try #require(session.files[opened.file])
            #expect(opened.waited, "\(opened.file): nothing published within the time-out")
            // The first publish is for the text as opened (nothing is edited
            // before it comes); later versions are the code-action cases' edits.
            let publishes = (opened.publishes ?? []).filter { $0.version == opened.publishes?.first?.version }
            #expect(!publishes.isEmpty, "\(opened.file): nothing published for the opened text")
            let expected = Self.lines(file.report, encoding: results.encoding), expectedBytes = Self.byteLines(file.report)
            for (index, publish) in publishes.enumerated() {
                let got = Self.lines(publish.diagnostics)
                #expect(got == expected, "\(opened.file), publish \(index + 1) of \(publishes.count): \(Self.difference(got, expected))")
                let shown = Self.byteLines(publish.shown)
                #expect(shown == expectedBytes, "\(opened.file), publish \(index + 1), as Neovim shows it: \(Self.difference(shown, expectedBytes))")
            }
        }
    }

    /// The quick fix of each case (the preferred action for a safe fix, the
    /// one titled "(unsafe)" for an unsafe one), applied by Neovim
    /// (`apply_workspace_edit` in the client's encoding), leaves the buffer as
    /// the file with exactly that fix's edits applied at their byte offsets
    /// (what `rootlint --fix` writes for that one finding), and the server's
    /// next publish is the CLI's findings for the edited text.
    @Test func quickFixAppliesTheCLIsEdits() throws {
        guard let session = try Self.started() else { return }
        #expect(!session.cases.isEmpty)
        #expect(session.outcome.results.cases.count == session.cases.count)
        for (planned, result) in zip(session.cases, session.outcome.results.cases) {
            let file = try #require(session.files[planned.file])
            let finding = try #require(file.report.diagnostics.first { $0.rule == planned.rule && $0.range.lsp == planned.range })
            let fix = try #require(finding.fix)
            let at = "\(planned.file):\(finding.range.start.line) \(planned.rule)"
            #expect(result.fix.problem == nil, "\(at): \(result.fix.problem ?? "") among \(result.fix.titles)")
            let title = fix.applicability == "safe" ? fix.title : fix.title + " (unsafe)"
            #expect(result.fix.title == title, "\(at): the action chosen is not the CLI's fix")
            var expected = file.bytes
            for edit in fix.edits.sorted(by: { $0.range.start.offset > $1.range.start.offset }) {
                expected.replaceSubrange(edit.range.start.offset..<edit.range.end.offset, with: Array(edit.replacement.utf8))
            }
            try checkEdit(result.fix, expected: expected, file: file, session: session, at: at)
            let before = file.report.diagnostics.filter { $0.rule == planned.rule }.count
            let after = (result.fix.diagnostics ?? []).filter { $0.code == planned.rule }.count
            #expect(after < before, "\(at): the fix left as many \(planned.rule) findings")
        }
    }

    /// "Disable RULE for this line" is offered for each of those findings
    /// and puts `// rootlint:disable:next RULE` above its line, indented as
    /// the line; the finding is gone from the server's next publish.
    @Test func disableCommentGoesAboveTheLine() throws {
        guard let session = try Self.started() else { return }
        for (planned, result) in zip(session.cases, session.outcome.results.cases) {
            let file = try #require(session.files[planned.file])
            let finding = try #require(file.report.diagnostics.first { $0.rule == planned.rule && $0.range.lsp == planned.range })
            let at = "\(planned.file):\(finding.range.start.line) \(planned.rule)"
            #expect(result.disable.problem == nil, "\(at): \(result.disable.problem ?? "") among \(result.disable.titles)")
            // The line starts `column - 1` bytes before the finding.
            let lineStart = finding.range.start.offset - (finding.range.start.column - 1)
            let indent = file.bytes[lineStart...].prefix { $0 == 0x20 || $0 == 0x09 }
            var expected = file.bytes
            expected.insert(contentsOf: Array(indent) + Array("// rootlint:disable:next \(planned.rule)\n".utf8), at: lineStart)
            try checkEdit(result.disable, expected: expected, file: file, session: session, at: at)
            let movedLine = finding.range.start.utf16.line + 1
            #expect(!(result.disable.diagnostics ?? []).contains { $0.code == planned.rule && $0.range.start.line == movedLine },
                    "\(at): still reported below the disable comment")
        }
    }

    /// The buffer after the action is `expected`, the server then published
    /// the CLI's findings for it (the client's incremental changes were
    /// applied right), and undoing gave the file back.
    func checkEdit(_ action: S.Action, expected: [UInt8], file: CorpusFile, session: Session, at: String) throws {
        let dumps = session.outcome.dumps
        guard let textPath = action.text else { return }
        let text = try #require(dumps[textPath], "\(at): the buffer was not written")
        // Compared as a Bool, so that a failure prints where the texts part, not all their bytes.
        let edited = text == expected
        #expect(edited, "\(at): the buffer is not the file with the edits applied: \(Self.firstDifference(text, expected))")
        if let published = action.diagnostics {
            let cli = Self.lines(try Report.of(file.path, text: text), encoding: session.outcome.results.encoding)
            let got = Self.lines(published)
            #expect(got == cli, "\(at): published for the edited buffer: \(Self.difference(got, cli))")
        }
        if let restoredPath = action.restored {
            let restored = dumps[restoredPath] == file.bytes
            #expect(restored, "\(at): undo did not give the file back")
        }
    }
}
