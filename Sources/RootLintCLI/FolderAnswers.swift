import RootLintCore

/// What every file of one folder shares in a lint run, worked out once per
/// folder as discovery shows it: the folder's real path, its project's root,
/// its path from that root, its configuration. A tree of 3,000 files has a
/// few hundred folders, and hashing and joining the same strings again for
/// each file was a tenth of a run with the prefilter on. A folder
/// discovery listed is answered by its index in `DirectoryListings`, from
/// its parent folder's answers; any other folder by its path.
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

    /// The answers by `DirectoryListings` folder index (see `Listed`).
    private var listed = Listed()
    private var lastPaths: (root: String, paths: RepositoryPaths)?

    init(resolver: ConfigurationResolver, roots: ProjectRoots, workingDirectory: String) {
        self.resolver = resolver
        self.roots = roots
        self.workingDirectory = workingDirectory
    }

    // MARK: Folders discovery listed

    /// What is known of each folder discovery listed, by its index. A
    /// folder listed in its parent as a folder takes its real path, its
    /// configuration and its outermost configuration from the parent's, by
    /// index; only a folder named on the command line, one reached through a
    /// link, or one holding a `.rootlint.json` asks the resolver, by path.
    private struct Listed {
        var real: [String?] = []
        var configuration: [Int??] = []
        var outermost: [String??] = []
        var folder: [Folder?] = []

        /// Makes room for the folders discovery has listed so far.
        mutating func cover(_ count: Int) {
            guard real.count < count else { return }
            let more = count - real.count
            real += repeatElement(nil, count: more)
            configuration += repeatElement(nil, count: more)
            outermost += repeatElement(nil, count: more)
            folder += repeatElement(nil, count: more)
        }
    }

    /// The answers for the folder of a discovered file.
    func folder(of file: DiscoveredFile) -> Folder {
        guard file.folder >= 0 else { return folder(file.directory) }
        return listedFolder(Int(file.folder))
    }

    /// The real path of a discovered file's folder.
    func realPath(of file: DiscoveredFile) -> String {
        guard file.folder >= 0 else { return realPath(file.directory) }
        return listedReal(Int(file.folder))
    }

    /// The configuration index for a discovered file's folder (see
    /// `configurationIndex(forDirectory:)`).
    func configurationIndex(of file: DiscoveredFile) -> Int? {
        guard file.folder >= 0 else { return configurationIndex(forDirectory: file.directory) }
        return listedConfiguration(Int(file.folder))
    }

    private func listedFolder(_ f: Int) -> Folder {
        listed.cover(resolver.listings.folders.count)
        if let known = listed.folder[f] { return known }
        let real = listedReal(f)
        let root = roots.root(ofRealDirectory: real) { self.listedOutermost(f, ceiling: $0) }
        let folder = answers(real: real, root: root)
        listed.folder[f] = folder
        return folder
    }

    private func listedReal(_ f: Int) -> String {
        listed.cover(resolver.listings.folders.count)
        if let known = listed.real[f] { return known }
        let record = resolver.listings.folders[f]
        let real = record.parent >= 0 ? ConfigurationResolver.join(listedReal(Int(record.parent)), record.name) : realPath(record.shown)
        listed.real[f] = real
        return real
    }

    private func listedConfiguration(_ f: Int) -> Int? {
        listed.cover(resolver.listings.folders.count)
        if let known = listed.configuration[f] { return known }
        let record = resolver.listings.folders[f]
        let index: Int?
        if record.parent < 0 {
            index = configurationIndex(forDirectory: record.shown)
        } else if record.hasConfigurationEntry {
            index = resolver.configurationIndex(forListedDirectory: listedReal(f), parentIndex: listedConfiguration(Int(record.parent)))
        } else {
            index = listedConfiguration(Int(record.parent))
        }
        listed.configuration[f] = .some(index)
        return index
    }

    /// `ProjectRoots.outermostConfiguration(at:ceiling:)` of the folder. A
    /// folder below the ceiling has its parent's ceiling (both lie under
    /// the same work tree's top, or neither does).
    private func listedOutermost(_ f: Int, ceiling: String?) -> String? {
        listed.cover(resolver.listings.folders.count)
        if let known = listed.outermost[f] { return known }
        let record = resolver.listings.folders[f]
        let real = listedReal(f)
        let outermost: String?
        if record.parent >= 0, real != ceiling {
            outermost = listedOutermost(Int(record.parent), ceiling: ceiling)
                ?? (record.hasConfigurationEntry && ProjectRoots.holdsConfiguration(real) ? real : nil)
        } else {
            outermost = roots.outermostConfiguration(at: real, ceiling: ceiling)
        }
        listed.outermost[f] = .some(outermost)
        return outermost
    }

    // MARK: Folders by path

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
        let folder = answers(real: real, root: roots.root(ofRealDirectory: real))
        folders[directory] = folder
        return folder
    }

    private func answers(real: String, root: String) -> Folder {
        let paths: RepositoryPaths
        // Folder after folder has the same root, the same string: compared before it is hashed.
        if let last = lastPaths, last.root == root {
            paths = last.paths
        } else {
            paths = pathsFromRoot[root] ?? RepositoryPaths(root: root, workingDirectory: workingDirectory)
            pathsFromRoot[root] = paths
            lastPaths = (root, paths)
        }
        // An ordinary last component passes through `shown` unchanged,
        // whatever the folder's path does.
        let probe = paths.shown(ConfigurationResolver.join(real, "x"))
        // Less the `x`, one ASCII byte (dropping a `Character` looked for grapheme breaks).
        return Folder(real: real, root: root, paths: paths, shownPrefix: String(decoding: probe.utf8.dropLast(), as: UTF8.self))
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
