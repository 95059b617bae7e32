import RootLintCore

/// The problems of `.rootlint.json` files, by file URI, as last shown: a
/// configuration that does not load is reported on the file itself, at the
/// problem's line and column, until a reload finds it fixed.
struct LSPConfigurationProblems {
    private var known: [String: [InputError]] = [:]
    /// The URI of each configuration file the client named, by real path:
    /// problems go to the file as the client spells it (a temporary folder
    /// behind a symbolic link has two spellings).
    private var clientURIs: [String: String] = [:]

    static func isConfiguration(_ pathOrURI: String) -> Bool {
        LSPPaths.name(pathOrURI) == ConfigurationLoader.fileName
    }

    mutating func remember(_ uri: String) {
        clientURIs[ConfigurationResolver.realPath(LSPPaths.path(ofURI: uri))] = uri
    }

    /// Loads the configuration file at `path` from disk, with the files it
    /// refines, as a lint would: the problems found.
    static func validate(path: String) -> [InputError] {
        let resolver = ConfigurationResolver(explicitPath: nil)
        _ = resolver.configurationIndex(forDirectory: ConfigurationResolver.parent(of: path))
        return resolver.errors
    }

    /// The configuration problems among a run's input errors, by file URI.
    func problems(in errors: [InputError]) -> [String: [InputError]] {
        var found: [String: [InputError]] = [:]
        for error in errors where Self.isConfiguration(error.path) {
            let uri = clientURIs[ConfigurationResolver.realPath(error.path)] ?? LSPPaths.uri(ofPath: error.path)
            found[uri, default: []].append(error)
        }
        return found
    }

    /// Takes what a check found about the files `examined` (the others keep
    /// what was known of them): the files whose problems changed, with
    /// their problems now (none: fixed).
    mutating func update(_ found: [String: [InputError]], examined: Set<String>) -> [(uri: String, errors: [InputError])] {
        var changed: [(uri: String, errors: [InputError])] = []
        for uri in examined.union(found.keys).sorted() {
            let now = found[uri] ?? []
            guard now != (known[uri] ?? []) else { continue }
            known[uri] = now.isEmpty ? nil : now
            changed.append((uri, now))
        }
        return changed
    }

    /// For `window/showMessage`: the file, the first problem and how many more.
    static func message(_ errors: [InputError]) -> String {
        guard let first = errors.first else { return "" }
        let more = errors.count > 1 ? " (and \(errors.count - 1) more problem\(errors.count == 2 ? "" : "s"))" : ""
        return "rootlint: \(first)\(more); the files under this configuration are not linted until it is fixed"
    }
}
