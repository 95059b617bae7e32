import RootLintCore
import RootLintRules

/// Finds the configuration for each linted file: `--config FILE` if given,
/// otherwise the nearest `.rootlint.json` in the file's directory or above it,
/// which refines the one above it (and so on up to the outermost), or the
/// defaults.
///
/// Linear in the depth of the tree: each directory is resolved once and its
/// answer kept. A directory's real path comes from its parent's real path
/// and its name (one `lstat` to rule out a link); `realpath` runs only at
/// the top of each walk and on links. Ancestors of a real path are derived
/// by string, since a real path's parents are real.
final class ConfigurationResolver {
    let loader = ConfigurationLoader(ruleTypes: RuleCatalog.all)
    /// Loaded configurations; index 0 is the defaults.
    private(set) var configurations: [Configuration] = [.default]
    private(set) var errors: [InputError] = []
    private var indexByConfigPath: [String: Int?] = [:]
    /// The configuration in force per real directory.
    private var indexByDirectory: [String: Int?] = [:]
    /// The real path per directory as discovery shows it.
    private var realDirectories: [String: String] = [:]
    /// With `--config`: the one configuration for every file (`.some(nil)` if it failed to load).
    private var explicitIndex: Int?? = nil
    private lazy var workingDirectory = ConfigurationResolver.realPath(".")
    /// The folders discovery listed: `FolderAnswers` asks about those by
    /// index, from their parents' answers, and asks here only about the
    /// rest (see `DirectoryListings`).
    let listings = DirectoryListings()

    /// `explicitPath` is `--config FILE`; loading it may fail, reported in `errors`.
    init(explicitPath: String?) {
        guard let explicitPath else { return }
        let absolute = ConfigurationResolver.realPath(explicitPath)
        explicitIndex = .some(load(path: explicitPath, absolutePath: absolute, baseDirectory: ConfigurationResolver.parent(of: absolute)))
    }

    /// Whether `--config` was given but could not be loaded.
    var explicitConfigurationFailed: Bool { explicitIndex == .some(nil) }

    /// The configuration index for a file in `directory` (as displayed), or
    /// `nil` when its configuration could not be loaded (the file is skipped).
    func configurationIndex(forDirectory directory: String) -> Int? {
        if let explicitIndex { return explicitIndex }
        return configurationIndex(forRealDirectory: resolvedDirectory(directory))
    }

    /// Walks up from a real directory until a directory already answered,
    /// one holding a configuration, or the root; every directory on the way
    /// then gets that answer.
    private func configurationIndex(forRealDirectory start: String) -> Int? {
        var unanswered: [String] = []
        var directory = start
        var result: Int? = 0
        while true {
            if let known = indexByDirectory[directory] {
                result = known
                break
            }
            unanswered.append(directory)
            if let found = configuration(in: directory) {
                result = found
                break
            }
            let parent = ConfigurationResolver.parent(of: directory)
            if parent == directory || directory.isEmpty { break }
            directory = parent
        }
        for directory in unanswered { indexByDirectory[directory] = result }
        return result
    }

    /// The configuration index for the real folder `directory`, listed by
    /// discovery with an entry named `.rootlint.json`, whose parent folder's
    /// index is `parentIndex` (see `FolderAnswers`): the walk up is spared.
    func configurationIndex(forListedDirectory directory: String, parentIndex: Int?) -> Int? {
        if let explicitIndex { return explicitIndex }
        if let known = indexByDirectory[directory] { return known }
        let result = configuration(in: directory, parentIndex: parentIndex) ?? parentIndex
        indexByDirectory[directory] = result
        return result
    }

    /// `nil` when `directory` holds no `.rootlint.json`; otherwise its
    /// index, or `.some(nil)` when it could not be loaded. A FIFO or device
    /// under that name is refused by the reader, with a message.
    /// A nested file refines the one above it: that one is loaded first
    /// (once), and a file under a broken one is skipped with it.
    /// `parentIndex`, when given, is the parent folder's index.
    private func configuration(in directory: String, parentIndex: Int?? = nil) -> Int?? {
        let candidate = ConfigurationResolver.join(directory, ConfigurationLoader.fileName)
        switch POSIX.status(candidate) {
        case .success((.file, _)), .success((.special, _)):
            let parentDirectory = ConfigurationResolver.parent(of: directory)
            let parent: Int? = parentIndex
                ?? (parentDirectory == directory ? 0 : configurationIndex(forRealDirectory: parentDirectory))
            guard let parent else { return .some(nil) }
            return .some(load(path: displayPath(candidate), absolutePath: candidate, baseDirectory: directory,
                              parent: configurations[parent]))
        case .success((.directory, _)), .failure:
            return nil
        }
    }

    private func load(path: String, absolutePath: String, baseDirectory: String, parent: Configuration = .default) -> Int? {
        if let cached = indexByConfigPath[absolutePath] { return cached }
        var index: Int?
        switch POSIX.readFile(path, limit: .settings) {
        case .failure(let error):
            errors.append(InputError(path: path, problem: error.refusal ?? "cannot read configuration (\(error.message))"))
        case .success(let bytes):
            do {
                let configuration = try loader.load(bytes: bytes, sourcePath: path, baseDirectory: baseDirectory, parent: parent)
                configurations.append(configuration)
                index = configurations.count - 1
            } catch let failure as ConfigurationErrors {
                // Every problem of the file at once, each at its position.
                for error in failure.errors {
                    errors.append(InputError(path: path, problem: (error.keyPath.isEmpty ? "" : error.keyPath + ": ") + error.message,
                                             line: error.line, column: error.column))
                }
            } catch {
                errors.append(InputError(path: path, problem: "\(error)"))
            }
        }
        indexByConfigPath[absolutePath] = index
        return index
    }

    /// The real path of a directory as discovery shows it. Walks up the
    /// shown path to the nearest directory already resolved (or one that
    /// needs `realpath`: the top of a walk, a link, a `..`), then comes back
    /// down by name.
    func resolvedDirectory(_ directory: String) -> String {
        var current = directory.isEmpty ? "." : directory
        var below: [(shown: String, name: Substring)] = []
        var real: String
        while true {
            if let known = realDirectories[current] {
                real = known
                break
            }
            guard let (parent, name) = ConfigurationResolver.parentAndName(current),
                  !POSIX.isSymbolicLink(current) else {
                real = ConfigurationResolver.realPath(current)
                realDirectories[current] = real
                break
            }
            below.append((current, name))
            current = parent
        }
        for (shown, name) in below.reversed() {
            real = ConfigurationResolver.join(real, name)
            realDirectories[shown] = real
        }
        return real
    }

    /// An absolute path shown relative to the working directory when it lies below it.
    func displayPath(_ absolutePath: String) -> String {
        let cwd = workingDirectory
        let prefix = cwd.hasSuffix("/") ? cwd : cwd + "/"
        return absolutePath.hasPrefix(prefix) ? String(absolutePath.dropFirst(prefix.count)) : absolutePath
    }

    static func realPath(_ path: String) -> String {
        guard let resolved = realpath(path, nil) else { return absolute(path) }
        defer { free(resolved) }
        return String(cString: resolved)
    }

    static func absolute(_ path: String) -> String {
        if path.hasPrefix("/") { return path }
        var buffer = [CChar](repeating: 0, count: Int(PATH_MAX) + 1)
        guard getcwd(&buffer, buffer.count) != nil else { return path }
        let cwd = buffer.withUnsafeBufferPointer { String(cString: $0.baseAddress!) }
        return path == "." ? cwd : cwd + "/" + path
    }

    /// `directory/name`, without doubling the root's slash.
    static func join(_ directory: String, _ name: some StringProtocol) -> String {
        directory.hasSuffix("/") ? directory + name : directory + "/" + name
    }

    /// A shown path split into its parent and a last component that names
    /// an entry of that parent (not `.`, `..` or empty); `nil` otherwise.
    ///
    /// The slash is found on the bytes: a `Character` search walks grapheme
    /// clusters, and this runs for every folder of a tree.
    static func parentAndName(_ path: String) -> (parent: String, name: Substring)? {
        let slash = path.utf8.lastIndex(of: UInt8(ascii: "/"))
        let name = slash.map { path[path.utf8.index(after: $0)...] } ?? path[...]
        guard !name.isEmpty, name != ".", name != ".." else { return nil }
        guard let slash else { return (".", name) }
        return (slash == path.startIndex ? "/" : String(path[..<slash]), name)
    }

    static func parent(of path: String) -> String {
        guard let slash = path.utf8.lastIndex(of: UInt8(ascii: "/")) else { return "." }
        if slash == path.startIndex { return "/" }
        return String(path[..<slash])
    }
}
