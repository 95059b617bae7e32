/// Report paths as a code host reads them: relative to the repository's
/// root. Paths in a report are as given (relative to the working directory,
/// or absolute); GitHub annotations and SARIF URIs must name files from the
/// root of the repository, whichever folder rootlint ran in.
public struct RepositoryPaths: Sendable, Equatable {
    /// Absolute, normalised, no trailing slash (except `/`).
    let root: String
    let workingDirectory: String

    public init(root: String, workingDirectory: String) {
        self.root = Self.normalized(root)
        self.workingDirectory = Self.normalized(workingDirectory)
    }

    /// Relative to the working directory itself: paths pass through as given.
    public init(workingDirectory: String) {
        self.init(root: workingDirectory, workingDirectory: workingDirectory)
    }

    /// The absolute form of a report path, `.` and `..` resolved by name.
    func absolute(_ path: String) -> String {
        Self.normalized(path.hasPrefix("/") ? path : workingDirectory + "/" + path)
    }

    /// The path from the root, or nil when the file lies outside it.
    func relative(_ path: String) -> String? {
        let absolute = absolute(path)
        if root == "/" { return absolute == "/" ? nil : String(absolute.dropFirst()) }
        // The usual case, the same bytes: cut after them. Counting and
        // dropping `Character`s walked both paths' grapheme clusters, a
        // hundredth of a run that reports on every file.
        if let tail = Self.bytesAfter(prefix: root, in: absolute) { return tail }
        // The same path in another Unicode normalisation.
        guard absolute.hasPrefix(root + "/") else { return nil }
        return String(absolute.dropFirst(root.count + 1))
    }

    /// What follows `prefix` and a slash in `path` when `path` starts with
    /// exactly those bytes; nil otherwise.
    static func bytesAfter(prefix: String, in path: String) -> String? {
        var prefix = prefix, path = path
        return prefix.withUTF8 { head in
            path.withUTF8 { bytes -> String? in
                guard bytes.count > head.count, bytes[head.count] == UInt8(ascii: "/"),
                      head.indices.allSatisfy({ bytes[$0] == head[$0] }) else { return nil }
                return String(decoding: UnsafeBufferPointer(rebasing: bytes[(head.count + 1)...]), as: UTF8.self)
            }
        }
    }

    /// The path from the root, or the absolute path outside it.
    public func shown(_ path: String) -> String { relative(path) ?? absolute(path) }

    /// `/a/./b//c/../d/` → `/a/b/d`.
    static func normalized(_ path: String) -> String {
        // Most paths come normalised already (one per file of a run): checked
        // in one pass over the bytes instead of split and joined again.
        if isNormalized(path) { return path }
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

    /// Absolute, without empty, `.` or `..` components, and without a
    /// trailing slash (except `/` itself).
    static func isNormalized(_ path: String) -> Bool {
        var utf8 = path.utf8
        if let answer = utf8.withContiguousStorageIfAvailable({ isNormalized($0) }) { return answer }
        var copy = path
        copy.makeContiguousUTF8()
        utf8 = copy.utf8
        return utf8.withContiguousStorageIfAvailable { isNormalized($0) } ?? false
    }

    private static func isNormalized(_ bytes: UnsafeBufferPointer<UInt8>) -> Bool {
        let slash = UInt8(ascii: "/"), dot = UInt8(ascii: ".")
        guard bytes.first == slash else { return false }
        if bytes.count == 1 { return true }
        // Each component starts after a slash: not empty, not `.`, not `..`.
        var start = 1
        for k in 1...bytes.count where k == bytes.count || bytes[k] == slash {
            let length = k - start
            if length == 0 { return false }
            if bytes[start] == dot && (length == 1 || (length == 2 && bytes[start + 1] == dot)) { return false }
            start = k + 1
        }
        return true
    }
}
