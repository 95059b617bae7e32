/// Many globs (`include`, `exclude`) tested against a path without trying
/// each one. Patterns with no wildcard, a name (`Generated`) or a path
/// (`App/Legacy`), are looked up in sets: by each component of the path,
/// and by each run of its leading components. Only patterns with wildcards
/// are tried one by one. Lists of thousands of excludes are mostly literal
/// (generated from a build system or a file list).
public struct GlobPatternSet: Sendable {
    /// Literal names that match a component at any depth.
    private var names: Set<[UInt8]> = []
    /// The same with a trailing `/`: any component but the last.
    private var directoryNames: Set<[UInt8]> = []
    /// Literal anchored paths that match the path's leading components.
    private var paths: Set<[UInt8]> = []
    /// The same with a trailing `/`: leading components short of the whole path.
    private var directoryPaths: Set<[UInt8]> = []
    /// Everything else, tried in order.
    private var others: [GlobPattern] = []

    init(_ patterns: [GlobPattern]) {
        for pattern in patterns {
            guard let literal = pattern.literalPath else {
                others.append(pattern)
                continue
            }
            switch (pattern.isAnchored, pattern.matchesDirectoriesOnly) {
            case (false, false): names.insert(literal)
            case (false, true): directoryNames.insert(literal)
            case (true, false): paths.insert(literal)
            case (true, true): directoryPaths.insert(literal)
            }
        }
    }

    /// Whether any of the patterns matches `path` (relative, `/`-separated)
    /// or one of its parent directories: `patterns.contains { $0.matches(path) }`.
    func matchesAny(_ path: String) -> Bool {
        // Most configurations exclude nothing: no splitting of every path for that.
        guard !names.isEmpty || !directoryNames.isEmpty || !paths.isEmpty || !directoryPaths.isEmpty || !others.isEmpty
        else { return false }
        let components = GlobPattern.components(of: path)
        guard !components.isEmpty else { return false }
        let last = components.count - 1
        if !names.isEmpty || !directoryNames.isEmpty {
            for (index, component) in components.enumerated() {
                if names.contains(component) { return true }
                if index < last, directoryNames.contains(component) { return true }
            }
        }
        if !paths.isEmpty || !directoryPaths.isEmpty {
            var prefix: [UInt8] = []
            for (index, component) in components.enumerated() {
                if index > 0 { prefix.append(UInt8(ascii: "/")) }
                prefix += component
                if paths.contains(prefix) { return true }
                if index < last, directoryPaths.contains(prefix) { return true }
            }
        }
        return others.contains { $0.matches(components: components) }
    }
}
