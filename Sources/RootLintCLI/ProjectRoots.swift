import RootLintCore

/// Where a linted file's project starts: the folder of the outermost
/// `.rootlint.json` above it (nested files refine it, one project) inside
/// its git work tree (a stray file in a home folder does not make the home
/// folder a project), else the
/// git work tree's top, else the innermost of the editor's workspace folders
/// holding the file, else the current folder when the file lies under it,
/// else the file's own folder. Whatever subset is linted, the whole project
/// under that root is surveyed — except a fallback root (the current folder,
/// the file's own) that holds no project's marker: a stray file in a home
/// folder, `/tmp` or `/` must not have that whole folder read (see
/// `surveys(_:)`).
///
/// Linear in the directories asked about: each real directory's answer is
/// kept, and a directory's answer comes from its parent's.
final class ProjectRoots {
    /// With `--config FILE` there is no nesting to follow.
    private let followsConfigurations: Bool
    private let workingDirectory: String
    /// The outermost directory holding a `.rootlint.json`, at or above each real directory.
    private var outermost: [String: String?] = [:]
    private lazy var gitTop: String? = Git.mayBeInWorkTree(workingDirectory) ? try? Git.topLevel(for: "") : nil

    /// The git work tree's top, if the current folder is inside one.
    var repositoryTop: String? { gitTop }

    /// The language server's workspace folders: projects, marker or not.
    private let projectFolders: [String]

    /// `repositoryTop`, when given, stands in for the work tree's top the
    /// current folder lies in (for tests: a process has one current folder).
    init(followsConfigurations: Bool, workingDirectory: String, projectFolders: [String] = [], repositoryTop: String?? = nil) {
        self.followsConfigurations = followsConfigurations
        self.workingDirectory = workingDirectory
        // Innermost first: a folder nested in another is the nearer project.
        self.projectFolders = projectFolders.sorted { $0.utf8.count > $1.utf8.count }
        if let repositoryTop { gitTop = repositoryTop }
    }

    /// The project root (a real absolute path) for a file in `directory` (real, absolute).
    func root(ofRealDirectory directory: String) -> String {
        root(ofRealDirectory: directory) { outermostConfiguration(at: directory, ceiling: $0) }
    }

    /// The same, with the outermost configuration's folder at or above
    /// `directory` (no higher than the ceiling handed to it) worked out by
    /// the caller: `FolderAnswers` has it from the parent folder's.
    func root(ofRealDirectory directory: String, outermost: (_ ceiling: String?) -> String?) -> String {
        let top = gitTop.flatMap { Self.contains($0, directory) ? $0 : nil }
        if followsConfigurations, let configured = outermost(top) {
            // Folder by folder, the same root again and again: the same string, compared before it is hashed.
            if configured != lastConfiguredRoot {
                configuredRoots.insert(configured)
                lastConfiguredRoot = configured
            }
            return configured
        }
        if let top { return top }
        if let folder = projectFolders.first(where: { Self.contains($0, directory) }) { return folder }
        if Self.contains(workingDirectory, directory) { return workingDirectory }
        return directory
    }

    /// Whether the whole of `root` (an answer of `root(ofRealDirectory:)`) is
    /// surveyed: always for a configuration's folder or a git work tree;
    /// for a fallback root only when it holds a Swift project's marker
    /// (`Package.swift`, an `.xcodeproj` or `.xcworkspace`, a `Podfile`,
    /// XcodeGen's `project.yml`, Tuist's `Project.swift`).
    func surveys(_ root: String) -> Bool {
        if let known = surveyed[root] { return known }
        let answer = isMarked(root) || Self.holdsProjectMarker(root)
        surveyed[root] = answer
        return answer
    }

    private var surveyed: [String: Bool] = [:]
    /// The roots `root(ofRealDirectory:)` gave as a configuration's folder.
    private var configuredRoots: Set<String> = []
    private var lastConfiguredRoot: String?

    private func isMarked(_ root: String) -> Bool {
        if let gitTop, Self.contains(gitTop, root) { return true }
        if projectFolders.contains(root) { return true }
        return configuredRoots.contains(root)
    }

    static let projectMarkers: Set<String> = ["Package.swift", "Podfile", "project.yml", "Project.swift"]
    static let projectMarkerExtensions = [".xcodeproj", ".xcworkspace"]

    static func holdsProjectMarker(_ directory: String) -> Bool {
        guard case .success(let entries) = POSIX.directoryEntries(directory, sorted: false) else { return false }
        return entries.contains { entry in
            projectMarkers.contains(entry.name) || projectMarkerExtensions.contains { entry.name.hasSuffix($0) }
        }
    }

    /// Whether `path` is `directory` or lies below it (both real, absolute).
    static func contains(_ directory: String, _ path: String) -> Bool {
        if path == directory || directory == "/" { return true }
        return path.hasPrefix(directory.hasSuffix("/") ? directory : directory + "/")
    }

    /// `ceiling` (the work tree's top) is the highest directory looked at;
    /// a directory's ceiling is the same every time it is asked about.
    func outermostConfiguration(at start: String, ceiling: String?) -> String? {
        // Up to the first directory already answered (or the ceiling), then down.
        var unanswered: [String] = []
        var directory = start
        var above: String? = nil
        while true {
            if let known = outermost[directory] {
                above = known
                break
            }
            unanswered.append(directory)
            if directory == ceiling { break }
            let parent = ConfigurationResolver.parent(of: directory)
            if parent == directory || directory.isEmpty { break }
            directory = parent
        }
        for directory in unanswered.reversed() {
            if above == nil, Self.holdsConfiguration(directory) { above = directory }
            outermost[directory] = .some(above)
        }
        return above
    }

    static func holdsConfiguration(_ directory: String) -> Bool {
        if case .success((.file, _)) = POSIX.status(ConfigurationResolver.join(directory, ConfigurationLoader.fileName)) {
            return true
        }
        return false
    }
}
