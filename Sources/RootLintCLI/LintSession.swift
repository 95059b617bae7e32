import RootLintCore
import RootLintSyntax
import RootLintRules

/// One lint run: finds the files asked for (named paths, standard input, the
/// git index or the files changed since a revision), the projects they
/// belong to and every configuration, and runs the engine over the whole of
/// each project with only the files asked for reported. A file linted alone
/// thus gets the findings a whole-tree run gives it: the project's helpers,
/// launch-only methods and switch sites come from every file of the project.
struct LintSession {
    let options: LintOptions
    let io: CommandIO
    /// Contents to lint instead of what is on disk (or on standard input),
    /// by path: the text as `--fix` has fixed it so far.
    var overrides: [String: [UInt8]] = [:]
    /// Keep the run (`EngineSnapshot`) so that the next edit of one file is
    /// answered without the rest: the language server.
    var keepsSnapshot = false
    /// The process exits after this run: its working state is left to the
    /// exit (`ProcessExitState`).
    var leavesStateToProcessExit = false
    /// Whether findings carry fixes: off when the report prints none.
    var makesFixes = true
    /// Whether findings carry the line keys of their fingerprints: off when
    /// the report prints none and no baseline is read or written.
    var makesLineKeys = true

    init(options: LintOptions, io: CommandIO, overrides: [String: [UInt8]] = [:], keepsSnapshot: Bool = false) {
        self.options = options
        self.io = io
        self.overrides = overrides
        self.keepsSnapshot = keepsSnapshot
    }

    struct Result {
        var report: LintReport
        /// Usage-level problems found on the way (a broken `--config`).
        var fatal: String?
        /// Lines for stderr: files named but excluded by their configuration.
        var notes: [String] = []
        /// The repository's root (the git work tree's top, else the
        /// project's root, else the current folder): what GitHub annotations
        /// and SARIF URIs are relative to.
        var repositoryRoot: String = ""
        /// What was read from standard input, by its `--stdin-path`.
        var standardInput: (path: String, bytes: [UInt8])?
        /// With `keepsSnapshot`: the run, kept.
        var snapshot: EngineSnapshot?
    }

    /// A file asked for.
    struct Target {
        var file: DiscoveredFile
        /// Read instead of the file on disk: the editor's buffer, the staged blob.
        var contents: [UInt8]?
        /// Named on the command line (not found by walking a folder).
        var named: Bool
        /// In the git modes, the lines that changed (nil: every line, a new file).
        var changedLines: Set<Int>?
    }

    func run() throws -> Result {
        let resolver = ConfigurationResolver(explicitPath: options.configPath)
        if resolver.explicitConfigurationFailed {
            let message = resolver.errors.map(\.description).joined(separator: "\n")
            return Result(report: LintReport(diagnostics: [], files: [], errors: resolver.errors), fatal: message)
        }
        let workingDirectory = ConfigurationResolver.realPath(".")
        var errors: [InputError] = []
        var targets: [Target] = []
        var discoveryNotes: [String] = []
        // Folders named on the command line, walked whole already.
        var walkedDirectories: [String] = []
        var standardInput: (path: String, bytes: [UInt8])?
        if let stdinPath = options.stdinPath {
            let normalized = Self.bufferPath(stdinPath)
            if let fixed = overrides[normalized] {
                targets = [Target(file: DiscoveredFile(path: normalized, directory: Self.directory(of: normalized)), contents: fixed, named: true)]
            } else if StandardStreams.inputWasClosed {
                throw UsageError("--stdin-path \(stdinPath): standard input is closed; pipe the buffer into rootlint")
            } else {
                switch Subprocess.readStandardInput() {
                case .success(let bytes):
                    targets = [Target(file: DiscoveredFile(path: normalized, directory: Self.directory(of: normalized)), contents: bytes, named: true)]
                    standardInput = (normalized, bytes)
                case .failure(let error):
                    errors.append(InputError(path: normalized, problem: error.fileProblem))
                }
            }
        } else if options.staged || options.changedSince != nil {
            targets = try gitTargets(workingDirectory: workingDirectory)
        } else {
            let discovery = FileDiscovery().discover(options.paths, listings: resolver.listings)
            errors += discovery.errors
            discoveryNotes = discovery.notes.map { "rootlint: note: " + $0 }
            let named = Set(options.paths.map(FileDiscovery.normalize))
            targets = discovery.files.map { Target(file: $0, contents: nil, named: named.contains($0.path)) }
            for path in options.paths {
                if case .success((.directory, _)) = POSIX.status(path) { walkedDirectories.append(ConfigurationResolver.realPath(path)) }
            }
        }

        // The projects of the targets, and their other files (surveyed, not reported).
        let roots = ProjectRoots(followsConfigurations: options.configPath == nil, workingDirectory: workingDirectory,
                                 projectFolders: options.projectFolders)
        let folders = FolderAnswers(resolver: resolver, roots: roots, workingDirectory: workingDirectory)
        var projectRoots: [String] = []
        var seenRoots = Set<String>()
        var projectPaths: [String] = []
        var targetFolders: [FolderAnswers.Folder] = []
        var targetNames: [Substring] = []
        var lastFolder: FolderAnswers.Folder?
        for target in targets {
            let folder = folders.folder(of: target.file)
            let name = Self.name(of: target.file.path)
            targetFolders.append(folder)
            targetNames.append(name)
            projectPaths.append(folders.projectPath(of: name, in: folder))
            // Most files share the last file's folder, so its root: asked once.
            guard folder !== lastFolder else { continue }
            lastFolder = folder
            let root = folder.root
            let walked = walkedDirectories.contains { ProjectRoots.contains($0, root) }
            if !walked, seenRoots.insert(root).inserted, roots.surveys(root) { projectRoots.append(root) }
        }
        /// Target `k`'s real path: what tells a file reached twice, and what
        /// `include` and `exclude` match. Made only for those: most runs ask neither.
        func key(_ k: Int) -> String { folders.key(of: targetNames[k], inRealFolder: targetFolders[k].real) }
        var surveyed: [(file: DiscoveredFile, key: String)] = []
        if !projectRoots.isEmpty {
            // Made only here: a run over a whole project (the usual one) surveys nothing more.
            var targetKeys = Set(targets.indices.map(key))
            // Problems with files not asked for are not this run's to report.
            let walk = FileDiscovery().discover(projectRoots.map { Self.shown($0, workingDirectory: workingDirectory) },
                                                listings: resolver.listings)
            for file in walk.files {
                let key = folders.key(of: Self.name(of: file.path), inRealFolder: folders.realPath(of: file))
                if targetKeys.insert(key).inserted { surveyed.append((file, key)) }
            }
        }

        // Each file with its configuration; `include`/`exclude` filter here.
        var notes = discoveryNotes
        var files: [EngineInput.File] = []
        var contents: [[UInt8]?] = []
        var rawPaths: [[UInt8]?] = []
        var changedLines: [String: Set<Int>] = [:]
        // Asked of a local copy, made again only when the configuration
        // changes: a configuration's copy is a thousand instructions of
        // reference counting, and asking the resolver's array in place (or a
        // buffer of it) still copied one per file around the call.
        var admittingIndex = 0
        var admitting = resolver.configurations[0]
        for (k, target) in targets.enumerated() {
            guard let index = folders.configurationIndex(of: target.file) else { continue }
            if index != admittingIndex { admitting = resolver.configurations[index]; admittingIndex = index }
            guard !admitting.filtersPaths || admitting.admits(absolutePath: key(k)) else {
                if target.named {
                    let source = admitting.sourcePath ?? "the configuration"
                    notes.append("rootlint: note: \(target.file.path) is excluded by \(source); not linted")
                }
                continue
            }
            files.append(EngineInput.File(path: target.file.path, configuration: index, projectPath: projectPaths[k]))
            contents.append((overrides.isEmpty ? nil : overrides[target.file.path]) ?? target.contents)
            rawPaths.append(target.file.rawPath)
            if let lines = target.changedLines { changedLines[target.file.path] = lines }
        }
        for (file, key) in surveyed {
            guard let index = folders.configurationIndex(of: file) else { continue }
            if index != admittingIndex { admitting = resolver.configurations[index]; admittingIndex = index }
            guard !admitting.filtersPaths || admitting.admits(absolutePath: key) else { continue }
            files.append(EngineInput.File(path: file.path, configuration: index, reported: false))
            // An editor's other open buffers stand in for their files.
            contents.append(overrides.isEmpty ? nil : overrides[file.path])
            rawPaths.append(file.rawPath)
        }
        errors += resolver.errors

        let configurations = resolver.configurations.map { options.restrict($0) }
        let paths = files.map(\.path)
        let held = contents
        let raw = rawPaths
        let readFile: @Sendable (Int) -> Swift.Result<[UInt8], InputError> = { index in
            if let bytes = held[index] { return .success(bytes) }
            let read = raw[index].map { POSIX.readFile(rawPath: $0) } ?? POSIX.readFile(paths[index])
            return read.mapError { InputError(path: paths[index], problem: $0.fileProblem) }
        }
        let input = EngineInput(files: files, configurations: configurations, read: readFile)
        let progress = Progress.make(total: files.count, io: io)
        var advance: (@Sendable () -> Void)? = nil
        if let progress { advance = { progress.advance() } }
        var engine = Engine(rules: RuleCatalog.makeRules(), usePrefilter: options.usePrefilter, jobs: options.jobs, progress: advance)
        engine.leavesStateToProcessExit = leavesStateToProcessExit && !keepsSnapshot
        engine.makesFixes = makesFixes || keepsSnapshot
        engine.makesLineKeys = makesLineKeys || keepsSnapshot
        var report: LintReport
        var snapshot: EngineSnapshot?
        if keepsSnapshot {
            let kept = engine.runKeeping(input)
            report = kept.result.report
            snapshot = kept.snapshot
        } else {
            report = engine.run(input).report
        }
        progress?.finish()
        if options.staged || options.changedSince != nil {
            // Only findings on added or changed lines (all of a new file's).
            report = report.filtered { index in
                let diagnostic = report.diagnostics[index]
                return changedLines[diagnostic.path].map { $0.contains(diagnostic.range.start.line) } ?? true
            }
        }
        report.errors = (errors + report.errors).sorted { String.bytewiseLess($0.path, $1.path) }
        let repositoryRoot = roots.repositoryTop ?? (seenRoots.count == 1 ? seenRoots.first! : workingDirectory)
        return Result(report: report, notes: notes, repositoryRoot: repositoryRoot, standardInput: standardInput, snapshot: snapshot)
    }

    /// The files a git mode lints, under the paths named (by default the
    /// current folder; a path elsewhere in the work tree works too): the
    /// staged files with their index contents, or the files changed since
    /// the merge base with `--changed-since`'s revision plus untracked ones.
    func gitTargets(workingDirectory: String) throws -> [Target] {
        let option = options.staged ? "--staged" : "--changed-since"
        let top = try Git.topLevel(for: option)
        let changed: [Git.ChangedFile]
        let lines: [String: Set<Int>]
        if options.staged {
            changed = try Git.stagedFiles()
            lines = try Git.changedLines(diffArguments: ["--cached"])
        } else {
            let base = try Git.mergeBase(options.changedSince ?? "HEAD")
            changed = try Git.filesChanged(since: base, top: top)
            lines = try Git.changedLines(diffArguments: [base])
        }
        let scopes = options.paths.map { ConfigurationResolver.realPath($0) }
        let kept = changed.filter { file in
            FileDiscovery.isSwiftFile(String(Self.name(of: file.path)))
                && scopes.contains { ProjectRoots.contains($0, ConfigurationResolver.join(top, file.path)) }
        }
        let blobs = options.staged ? try Git.blobs(kept.compactMap { $0.blob }) : []
        return kept.enumerated().map { k, file in
            let shown = Self.shown(ConfigurationResolver.join(top, file.path), workingDirectory: workingDirectory)
            return Target(file: DiscoveredFile(path: shown, directory: Self.directory(of: shown)),
                          contents: options.staged ? blobs[k] : nil, named: false,
                          changedLines: file.untracked ? nil : lines[file.path] ?? [])
        }
    }

    /// A buffer's path as the run shows it (relative below the current
    /// folder, like the paths found by walking it), so that it sorts among
    /// the project's other files as it would as a file on disk.
    static func bufferPath(_ path: String) -> String {
        let normalized = FileDiscovery.normalize(path)
        guard normalized.hasPrefix("/") else { return normalized }
        return shown(normalized, workingDirectory: ConfigurationResolver.realPath("."))
    }

    /// An absolute path as the run shows it: relative below the current folder.
    static func shown(_ absolute: String, workingDirectory: String) -> String {
        if absolute == workingDirectory { return "." }
        let prefix = workingDirectory.hasSuffix("/") ? workingDirectory : workingDirectory + "/"
        return absolute.hasPrefix(prefix) ? String(absolute.dropFirst(prefix.count)) : absolute
    }

    /// The last component, found on the bytes (once per file of a run;
    /// a `Character` search walks grapheme clusters).
    static func name(of path: String) -> Substring {
        // Searched back on the bytes: the view's generic `lastIndex(of:)`
        // cost a thousand instructions a file.
        var bytes = path
        let slash: Int? = bytes.withUTF8 { utf8 in
            var i = utf8.count
            while i > 0 {
                i -= 1
                if utf8[i] == UInt8(ascii: "/") { return i }
            }
            return nil
        }
        guard let slash else { return path[...] }
        return path[path.utf8.index(path.utf8.startIndex, offsetBy: slash + 1)...]
    }

    static func directory(of path: String) -> String {
        path.contains("/") ? ConfigurationResolver.parent(of: path) : ""
    }
}
