import RootLintCore

/// What every file of one folder shares in a lint run, worked out once per
/// folder as discovery shows it: the folder's real path, its project's root,
/// its path from that root, its configuration. A tree of 3,000 files has a
/// few hundred folders, and hashing and joining the same strings again for
/// each file was a tenth of a run with the prefilter on.
final class FolderAnswers {
    /// What a file asked for needs of its folder. A class: every file of
    /// the folder is handed it, and as a struct each hand-over retained its
    /// four strings.
    final class Folder {
        /// The real path (see `ConfigurationResolver.resolvedDirectory`).
        let real: String
        /// The project root (see `ProjectRoots.root(ofRealDirectory:)`).
        let root: String
        /// Paths as the project shows them, from `root`.
        let paths: RepositoryPaths
        /// `paths.shown` of a file in this folder, less the file's name:
        /// the folder's path from the root and a `/`, `""` at the root.
        let shownPrefix: String

        init(real: String, root: String, paths: RepositoryPaths, shownPrefix: String) {
            self.real = real
            self.root = root
            self.paths = paths
            self.shownPrefix = shownPrefix
        }
    }

    private let resolver: ConfigurationResolver
    private let roots: ProjectRoots
    private let workingDirectory: String
    private var folders: [String: Folder] = [:]
    private var realPaths: [String: String] = [:]
    private var pathsFromRoot: [String: RepositoryPaths] = [:]  // one per root
    private var configurationIndices: [String: Int?] = [:]
    /// The folder asked last, and its configuration: files come folder by
    /// folder, and the same folder's path is the same string, so comparing
    /// it is far cheaper than hashing it again.
    private var lastFolder: (directory: String, folder: Folder)?
    private var lastConfigurationIndex: (directory: String, index: Int?)?
    private var lastRealPath: (directory: String, real: String)?

    init(resolver: ConfigurationResolver, roots: ProjectRoots, workingDirectory: String) {
        self.resolver = resolver
        self.roots = roots
        self.workingDirectory = workingDirectory
    }

    /// The answers for a folder of files asked for.
    func folder(_ directory: String) -> Folder {
        if let last = lastFolder, last.directory == directory { return last.folder }
        let folder = answers(for: directory)
        lastFolder = (directory, folder)
        return folder
    }

    private func answers(for directory: String) -> Folder {
        if let known = folders[directory] { return known }
        let real = realPath(directory)
        let root = roots.root(ofRealDirectory: real)
        let paths = pathsFromRoot[root] ?? RepositoryPaths(root: root, workingDirectory: workingDirectory)
        pathsFromRoot[root] = paths
        // An ordinary last component passes through `shown` unchanged,
        // whatever the folder's path does.
        let probe = paths.shown(ConfigurationResolver.join(real, "x"))
        // Less the `x`, one ASCII byte (dropping a `Character` looked for grapheme breaks).
        let folder = Folder(real: real, root: root, paths: paths, shownPrefix: String(decoding: probe.utf8.dropLast(), as: UTF8.self))
        folders[directory] = folder
        return folder
    }

    /// The real path alone: all a file surveyed for its project needs (it
    /// is not reported, so its root and shown path are never asked).
    func realPath(_ directory: String) -> String {
        if let last = lastRealPath, last.directory == directory { return last.real }
        let real: String
        if let known = realPaths[directory] {
            real = known
        } else {
            real = resolver.resolvedDirectory(directory)
            realPaths[directory] = real
        }
        lastRealPath = (directory, real)
        return real
    }

    /// The real path of the file named `name` in the real folder `real`:
    /// the key that tells a file reached twice, and what `include` and
    /// `exclude` match.
    func key(of name: Substring, inRealFolder real: String) -> String {
        ConfigurationResolver.join(real, name)
    }

    /// The file's path from its project's root (`RepositoryPaths.shown`).
    func projectPath(of name: Substring, in folder: Folder) -> String {
        guard Self.isOrdinaryName(name) else { return folder.paths.shown(key(of: name, inRealFolder: folder.real)) }
        return folder.shownPrefix + name
    }

    /// `ConfigurationResolver.configurationIndex(forDirectory:)`, once per folder.
    func configurationIndex(forDirectory directory: String) -> Int? {
        if let last = lastConfigurationIndex, last.directory == directory { return last.index }
        let index: Int?
        if let known = configurationIndices[directory] {
            index = known
        } else {
            index = resolver.configurationIndex(forDirectory: directory)
            configurationIndices[directory] = .some(index)
        }
        lastConfigurationIndex = (directory, index)
        return index
    }

    /// A name that normalising a path leaves alone: not empty, `.` or `..`.
    static func isOrdinaryName(_ name: Substring) -> Bool {
        !name.isEmpty && name != "." && name != ".."
    }
}
