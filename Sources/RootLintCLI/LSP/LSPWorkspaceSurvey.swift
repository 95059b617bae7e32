import Dispatch
import RootLintCore

/// The survey of the workspace folders, run on a background thread from
/// `initialized` on, so that the server keeps reading (cancellations,
/// shutdown) while it runs: each folder is linted whole, as
/// `rootlint FOLDER` lints it, and what it found per file is kept
/// (`LSPSurveySnapshot`), so a document opened as it is on disk is answered
/// at once. The engine keeps no survey between runs yet, so this is the
/// whole of the speed-up: one run for the project instead of one per opened
/// file, paid before the editor asks.
final class LSPWorkspaceSurvey: @unchecked Sendable {
    /// What one folder's run found.
    struct Folder: Sendable {
        var folder: String
        /// The files linted, as the runs of single buffers show their paths.
        var files: [String]
        var diagnostics: [Diagnostic]
        var errors: [InputError]
        var milliseconds: Int
    }

    let folders: [String]
    /// The disk generation the survey started in: a change on disk while it
    /// runs makes its answers stale.
    let generation: Int
    private let mailbox = DispatchQueue(label: "rootlint.lsp.survey")
    private let done = DispatchSemaphore(value: 0)
    private var finished: [Folder] = []
    private var isFinished = false

    init(folders: [String], generation: Int) {
        self.folders = folders
        self.generation = generation
    }

    /// Starts the runs, one folder after the other, on a background thread.
    func start(log: @escaping @Sendable (String) -> Void) {
        let folders = self.folders
        DispatchQueue.global().async { [self] in
            for folder in folders {
                let result = Self.survey(folder, log: log)
                mailbox.sync { finished.append(result) }
            }
            mailbox.sync { isFinished = true }
            done.signal()
        }
    }

    /// The folders finished since the last call, and whether all are.
    func take() -> (folders: [Folder], finished: Bool) {
        mailbox.sync {
            defer { finished = [] }
            return (finished, isFinished)
        }
    }

    /// Blocks until every folder is done (for `shutdown`, which answers after all work).
    func waitUntilFinished() {
        done.wait()
        done.signal()
    }

    /// The folder linted as `rootlint FOLDER` lints it, with its paths shown
    /// as a buffer's are, so that they match the documents' paths.
    static func survey(_ folder: String, log: @Sendable (String) -> Void) -> Folder {
        let startTime = DispatchTime.now().uptimeNanoseconds
        var options = LintOptions()
        options.paths = [LintSession.bufferPath(folder)]
        options.quiet = true
        let io = CommandIO(writeOut: { _ in }, writeError: { _ in })
        var result = Folder(folder: folder, files: [], diagnostics: [], errors: [], milliseconds: 0)
        do {
            let run = try LintSession(options: options, io: io).run()
            if let fatal = run.fatal { log("rootlint lsp: survey of \(folder): \(fatal)") }
            result.files = run.report.files
            result.diagnostics = run.report.diagnostics
            result.errors = run.report.errors
        } catch {
            log("rootlint lsp: survey of \(folder): \(error)")
        }
        result.milliseconds = Int((DispatchTime.now().uptimeNanoseconds - startTime) / 1_000_000)
        return result
    }

    /// Folders never surveyed: the file system's root and the home folder
    /// (an editor started there would have every Swift file below read).
    static func isSurveyable(_ folder: String) -> Bool {
        let real = ConfigurationResolver.realPath(folder)
        if real == "/" { return false }
        if let home = POSIX.environment("HOME"), !home.isEmpty, ConfigurationResolver.realPath(home) == real { return false }
        if case .success((.directory, _)) = POSIX.status(folder) { return true }
        return false
    }
}

/// What the survey found, per file: the answer for a document opened with
/// the text the survey read.
struct LSPSurveySnapshot {
    private var findings: [String: [Diagnostic]] = [:]
    private var linted: Set<String> = []

    mutating func add(_ folder: LSPWorkspaceSurvey.Folder) {
        linted.formUnion(folder.files)
        for d in folder.diagnostics { findings[d.path, default: []].append(d) }
    }

    /// The survey's findings for the file at `path` (shown as a buffer's
    /// path is), if it linted that file and the buffer holds what is on disk.
    func findings(forPath path: String, text: [UInt8], diskPath: String) -> [Diagnostic]? {
        guard linted.contains(path), case .success(let bytes) = POSIX.readFile(diskPath), bytes == text else { return nil }
        return findings[path] ?? []
    }
}
