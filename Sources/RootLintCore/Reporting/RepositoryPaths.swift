/// Report paths as a code host reads them: relative to the repository's
/// root. Paths in a report are as given (relative to the working directory,
/// or absolute); GitHub annotations and SARIF URIs must name files from the
/// root of the repository, whichever folder rootlint ran in.
public struct RepositoryPaths: Sendable, Equatable {
    /// Absolute, normalised, no trailing slash (except `/`).
    public let root: String
    public let workingDirectory: String

    public init(root: String, workingDirectory: String) {
        self.root = Self.normalized(root)
        self.workingDirectory = Self.normalized(workingDirectory)
    }

    /// Relative to the working directory itself: paths pass through as given.
    public init(workingDirectory: String) {
        self.init(root: workingDirectory, workingDirectory: workingDirectory)
    }

    /// The absolute form of a report path, `.` and `..` resolved by name.
    public func absolute(_ path: String) -> String {
        Self.normalized(path.hasPrefix("/") ? path : workingDirectory + "/" + path)
    }

    /// The path from the root, or nil when the file lies outside it.
    public func relative(_ path: String) -> String? {
        let absolute = absolute(path)
        if root == "/" { return absolute == "/" ? nil : String(absolute.dropFirst()) }
        guard absolute.hasPrefix(root + "/") else { return nil }
        return String(absolute.dropFirst(root.count + 1))
    }

    /// The path from the root, or the absolute path outside it.
    public func shown(_ path: String) -> String { relative(path) ?? absolute(path) }

    /// `/a/./b//c/../d/` → `/a/b/d`.
    static func normalized(_ path: String) -> String {
        var parts: [Substring] = []
        for part in path.split(separator: "/", omittingEmptySubsequences: true) {
            switch part {
            case ".": continue
            case "..": if !parts.isEmpty { parts.removeLast() }
            default: parts.append(part)
            }
        }
        return "/" + parts.joined(separator: "/")
    }
}
