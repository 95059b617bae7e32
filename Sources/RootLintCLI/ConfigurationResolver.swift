import RootLintCore
import RootLintRules

/// Finds the configuration for each linted file: `--config FILE` if given,
/// otherwise the nearest `.rootlint.json` in the file's directory or above it
/// (nearest wins), or the defaults. Each directory is resolved once.
final class ConfigurationResolver {
    let loader = ConfigurationLoader(ruleTypes: RuleCatalog.all)
    /// Loaded configurations; index 0 is the defaults.
    private(set) var configurations: [Configuration] = [.default]
    private(set) var errors: [InputError] = []
    private var indexByConfigPath: [String: Int?] = [:]
    private var indexByDirectory: [String: Int?] = [:]
    /// With `--config`: the one configuration for every file (`.some(nil)` if it failed to load).
    private var explicitIndex: Int?? = nil

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
        let absolute = resolvedDirectory(directory)
        if let cached = indexByDirectory[absolute] { return cached }
        let candidate = absolute == "/" ? "/" + ConfigurationLoader.fileName : absolute + "/" + ConfigurationLoader.fileName
        let result: Int?
        if case .success((.file, _)) = POSIX.status(candidate) {
            result = load(path: ConfigurationResolver.displayPath(candidate), absolutePath: candidate, baseDirectory: absolute)
        } else if absolute == "/" || absolute.isEmpty {
            result = 0
        } else {
            result = configurationIndex(forDirectory: ConfigurationResolver.parent(of: absolute))
        }
        indexByDirectory[absolute] = result
        return result
    }

    private func load(path: String, absolutePath: String, baseDirectory: String) -> Int? {
        if let cached = indexByConfigPath[absolutePath] { return cached }
        var index: Int?
        switch POSIX.readFile(path) {
        case .failure(let error):
            errors.append(InputError(path: path, problem: "cannot read configuration (\(error.message))"))
        case .success(let bytes):
            do {
                let configuration = try loader.load(bytes: bytes, sourcePath: path, baseDirectory: baseDirectory)
                configurations.append(configuration)
                index = configurations.count - 1
            } catch let error as ConfigurationError {
                errors.append(InputError(path: "\(path):\(error.line):\(error.column)",
                                         problem: (error.keyPath.isEmpty ? "" : error.keyPath + ": ") + error.message))
            } catch {
                errors.append(InputError(path: path, problem: "\(error)"))
            }
        }
        indexByConfigPath[absolutePath] = index
        return index
    }

    /// `realpath` of a directory as discovery shows it, once per directory:
    /// thousands of files share a few hundred directories.
    private var realDirectories: [String: String] = [:]

    func resolvedDirectory(_ directory: String) -> String {
        if let known = realDirectories[directory] { return known }
        let resolved = ConfigurationResolver.realPath(directory.isEmpty ? "." : directory)
        realDirectories[directory] = resolved
        return resolved
    }

    /// The path of `file` relative to its configuration's directory, for
    /// `include`/`exclude`; the path as shown when it lies elsewhere.
    func relativePath(of file: DiscoveredFile, to configuration: Configuration) -> String {
        guard let base = configuration.baseDirectory else { return file.path }
        let directory = resolvedDirectory(file.directory)
        let name = file.path.split(separator: "/").last.map(String.init) ?? file.path
        let absolute = directory == "/" ? "/" + name : directory + "/" + name
        let prefix = base.hasSuffix("/") ? base : base + "/"
        return absolute.hasPrefix(prefix) ? String(absolute.dropFirst(prefix.count)) : file.path
    }

    /// An absolute path shown relative to the working directory when it lies below it.
    static func displayPath(_ absolutePath: String) -> String {
        let cwd = realPath(".")
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

    static func parent(of path: String) -> String {
        guard let slash = path.lastIndex(of: "/") else { return "." }
        if slash == path.startIndex { return "/" }
        return String(path[..<slash])
    }
}
