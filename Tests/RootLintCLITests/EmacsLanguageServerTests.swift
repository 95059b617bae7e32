import Foundation
import Testing

/// The README's Emacs set-up (`eglot`) in batch Emacs with Eglot, against
/// every Corpus file: what Eglot is published and what Flymake then shows
/// (columns in characters) must be what the CLI reports, and the quick fixes
/// picked from `M-x eglot-code-actions` must leave the buffer as the CLI's
/// edits would.
///
/// One Emacs session serves the whole suite: it opens every Corpus file in
/// turn, then runs a code-action case for every finding with a safe fix and
/// for the unsafe ones whose edits sit after non-ASCII text on their line:
/// the fix, then "Disable RULE for this line", each undone after.
@Suite("Emacs language server")
struct EmacsLanguageServerTests {
    typealias S = EmacsSession
    typealias N = NeovimLanguageServerTests
    typealias Report = N.Report

    struct Session: Sendable {
        var files: [String: N.CorpusFile]
        var cases: [S.Plan.Case]
        var outcome: S.Outcome
        /// The Corpus's files (path, size, modification date) before and after the session.
        var corpusBefore: [String]
        var corpusAfter: [String]
    }

    /// The one session of the suite; nil where Emacs with Eglot is not installed.
    static let session: Result<Session?, any Error> = Result {
        guard S.hasEglot else { return nil }
        var files: [String: N.CorpusFile] = [:]
        var cases: [S.Plan.Case] = []
        let paths = try ProjectSubsetTests.corpusFiles(under: CLIHarness.packageRoot)
        for path in paths {
            let file = N.CorpusFile(path: path, bytes: Array(try Data(contentsOf: CLIHarness.packageRoot.appendingPathComponent(path))),
                                    report: try Report.of(path))
            files[path] = file
            // Picked from the report, so the cases follow the Corpus as it grows:
            // every safe fix, and the unsafe ones with an edit after non-ASCII
            // text on its line (character, UTF-16 and byte columns not all the
            // same), so that Eglot's conversion of an edit's positions is tried.
            for finding in file.report.diagnostics {
                guard let fix = finding.fix else { continue }
                let parted = fix.edits.contains { edit in
                    [edit.range.start, edit.range.end].contains { $0.utf16.character != $0.column - 1 }
                }
                if fix.applicability == "safe" || (fix.applicability == "unsafe" && parted) {
                    cases.append(S.Plan.Case(file: path, rule: finding.rule, range: characters(finding.range, in: file.bytes),
                                             fixTitle: fix.applicability == "safe" ? fix.title : fix.title + " (unsafe)"))
                }
            }
        }
        let before = try corpusListing()
        let outcome = try S.run(S.Plan(files: paths, cases: cases, timeoutMs: 30_000))
        print("Emacs (Eglot \(outcome.results.eglot ?? "?")): \(paths.count) files, \(cases.count) code-action cases in \(Int(outcome.seconds)) s")
        return Session(files: files, cases: cases, outcome: outcome, corpusBefore: before, corpusAfter: try corpusListing())
    }

    /// The session, or nil (an issue recorded when Emacs is required).
    static func started() throws -> Session? {
        guard let session = try Self.session.get() else {
            if ProcessInfo.processInfo.environment["ROOTLINT_REQUIRE_EMACS"] == "1" {
                Issue.record("emacs with Eglot is required (ROOTLINT_REQUIRE_EMACS=1) but not installed")
            }
            return nil  // Emacs is not installed here; Scripts/test installs it where it can.
        }
        return session
    }

    static func corpusListing() throws -> [String] {
        let corpus = CLIHarness.packageRoot.appendingPathComponent("Corpus")
        let enumerator = try #require(FileManager.default.enumerator(at: corpus, includingPropertiesForKeys: [.fileSizeKey, .contentModificationDateKey]))
        return try enumerator.compactMap { $0 as? URL }.map { url in
            let values = try url.resourceValues(forKeys: [.fileSizeKey, .contentModificationDateKey])
            return "\(url.path) \(values.fileSize ?? -1) \(values.contentModificationDate?.timeIntervalSince1970 ?? 0)"
        }.sorted()
    }

    // MARK: Positions in characters, as Emacs counts them

    /// A CLI position's 0-based line and column in characters (Unicode
    /// scalars, Emacs's characters), from its byte offset and byte column.
    static func characters(_ position: Report.Position, in bytes: [UInt8]) -> (line: Int, column: Int) {
        let lineStart = position.offset - (position.column - 1)
        let column = bytes[lineStart..<position.offset].filter { $0 & 0xC0 != 0x80 }.count
        return (position.line - 1, column)
    }

    static func characters(_ range: Report.Range, in bytes: [UInt8]) -> S.CharRange {
        let start = characters(range.start, in: bytes), end = characters(range.end, in: bytes)
        return S.CharRange(line: start.line, column: start.column, endLine: end.line, endColumn: end.column)
    }

    static let flymakeTypes = ["error": "eglot-error", "warning": "eglot-warning", "info": "eglot-note"]

    /// Rule, Flymake type and range in characters: what Flymake should show for the CLI's findings.
    static func shownLines(_ file: N.CorpusFile) -> [String] {
        file.report.diagnostics.map { d in
            let r = characters(d.range, in: file.bytes)
            return "\(d.rule) \(flymakeTypes[d.severity] ?? d.severity) \(r.line):\(r.column)-\(r.endLine):\(r.endColumn)"
        }.sorted()
    }

    static func shownLines(_ shown: [S.Shown]) -> [String] {
        shown.map { "\($0.code ?? $0.text) \($0.type) \($0.line):\($0.column)-\($0.endLine):\($0.endColumn)" }.sorted()
    }

    // MARK: Tests

    /// Every Corpus file opened in Emacs: Eglot manages it, each publish for
    /// the text as opened is the CLI's findings (rule, severity, UTF-16
    /// range, message), and Flymake shows each at the CLI's position
    /// counted in characters, with its severity's type.
    @Test func everyCorpusFileGetsTheCLIsFindings() throws {
        guard let session = try Self.started() else { return }
        let results = session.outcome.results
        #expect(results.error == nil, "\(results.error ?? "")")
        #expect(results.stopped == true, "the server did not stop after shutdown")
        #expect(results.files.count == session.files.count)
        #expect(session.files.count > 40)
        for opened in results.files {
            let file = try #require(session.files[opened.file])
            #expect(opened.waited, "\(opened.file): nothing published, or Flymake had no report, within the time-out")
            #expect(opened.managed, "\(opened.file): Eglot does not manage the buffer")
            let all = results.publishes?[opened.uri] ?? []
            // The first publishes are for the text as opened (Eglot's version 0;
            // nothing is edited before they come); later versions are the
            // code-action cases' edits.
            let publishes = all.filter { $0.version == all.first?.version }
            #expect(!publishes.isEmpty, "\(opened.file): nothing published for the opened text")
            let expected = N.lines(file.report, encoding: results.encoding)
            for (index, publish) in publishes.enumerated() {
                let got = N.lines(publish.diagnostics)
                #expect(got == expected, "\(opened.file), publish \(index + 1) of \(publishes.count): \(N.difference(got, expected))")
            }
            let shown = Self.shownLines(opened.shown), expectedShown = Self.shownLines(file)
            #expect(shown == expectedShown, "\(opened.file), as Flymake shows it: \(N.difference(shown, expectedShown))")
        }
    }

    /// The quick fix of each case, picked by its title from the
    /// `eglot-code-actions` prompt (whose default is the preferred action, a
    /// safe fix) and applied by Eglot, leaves the buffer as the file with
    /// exactly that fix's edits applied at their byte offsets, and the
    /// server's next publish is the CLI's findings for the edited text.
    @Test func quickFixAppliesTheCLIsEdits() throws {
        guard let session = try Self.started() else { return }
        let results = session.outcome.results.cases ?? []
        #expect(!session.cases.isEmpty)
        #expect(results.count == session.cases.count)
        for (planned, result) in zip(session.cases, results) {
            let file = try #require(session.files[planned.file])
            let finding = try #require(file.report.diagnostics.first {
                $0.rule == planned.rule && Self.characters($0.range, in: file.bytes) == planned.range && $0.fix != nil
            })
            let fix = try #require(finding.fix)
            let at = "\(planned.file):\(finding.range.start.line) \(planned.rule)"
            #expect(result.fix.problem == nil, "\(at): \(result.fix.problem ?? "") among \(result.fix.titles)")
            if fix.applicability == "safe" {
                // The server lists the finding's own actions first and marks
                // only safe fixes preferred, so Eglot's default is the fix.
                #expect(result.fix.default == fix.title, "\(at): the prompt's default is not the preferred (safe) fix, among \(result.fix.titles)")
            }
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

    /// "Disable RULE for this line", picked from the prompt, puts
    /// `// rootlint:disable:next RULE` above the finding's line, indented as
    /// the line; the finding is gone from the server's next publish.
    @Test func disableCommentGoesAboveTheLine() throws {
        guard let session = try Self.started() else { return }
        for (planned, result) in zip(session.cases, session.outcome.results.cases ?? []) {
            let file = try #require(session.files[planned.file])
            let finding = try #require(file.report.diagnostics.first {
                $0.rule == planned.rule && Self.characters($0.range, in: file.bytes) == planned.range && $0.fix != nil
            })
            let at = "\(planned.file):\(finding.range.start.line) \(planned.rule)"
            #expect(result.disable.problem == nil, "\(at): \(result.disable.problem ?? "") among \(result.disable.titles)")
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

    /// Emacs wrote nothing into the Corpus (no lock, auto-save or backup
    /// files, no buffer saved).
    @Test func nothingIsWrittenIntoTheCorpus() throws {
        guard let session = try Self.started() else { return }
        #expect(session.corpusAfter == session.corpusBefore, "\(N.difference(session.corpusAfter, session.corpusBefore))")
    }

    /// The buffer after the action is `expected`, the server then published
    /// the CLI's findings for it (Eglot's incremental changes were applied
    /// right), and undoing gave the file back.
    func checkEdit(_ action: S.Action, expected: [UInt8], file: N.CorpusFile, session: Session, at: String) throws {
        let dumps = session.outcome.dumps
        guard let textPath = action.text else { return }
        let text = try #require(dumps[textPath], "\(at): the buffer was not written")
        let edited = text == expected
        #expect(edited, "\(at): the buffer is not the file with the edits applied: \(N.firstDifference(text, expected))")
        if let published = action.diagnostics {
            let cli = N.lines(try Report.of(file.path, text: text), encoding: session.outcome.results.encoding)
            let got = N.lines(published)
            #expect(got == cli, "\(at): published for the edited buffer: \(N.difference(got, cli))")
        }
        if let restoredPath = action.restored {
            let restored = dumps[restoredPath] == file.bytes
            #expect(restored, "\(at): undo did not give the file back")
        }
    }
}
