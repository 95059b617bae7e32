import RootLintCore

/// A file to lint: the path to report (relative stays relative) and the
/// path to open.
public struct DiscoveredFile: Sendable, Equatable {
    /// The path to report and to open.
    public var path: String
    /// The directory it was found in, as a path to open (`""` for the current one).
    public var directory: String
    /// The bytes to open when the file's name is not valid UTF-8: `path`
    /// then shows it with U+FFFD, which names no file.
    public var rawPath: [UInt8]? = nil
    /// Its folder in the run's `DirectoryListings` (-1: none recorded).
    var folder: Int32 = -1
}

/// Finds `.swift` files under the paths given on the command line.
///
/// Hidden directories and the usual build/dependency folders are skipped;
/// symbolic links are followed, but a link back into one of its own parents
/// is reported as a loop (and not followed), and a directory reached twice
/// is linted once. A file named on the command line is always linted.
/// Anything that is neither a regular file nor a directory (a FIFO, a
/// device, a socket), named on the command line or met under a `.swift`
/// name, is reported and skipped.
public struct FileDiscovery: Sendable {
    public static let defaultExcludedDirectories: Set<String> = [".build", "Pods", "Carthage", "DerivedData", "node_modules"]

    public var excludedDirectories: Set<String>

    public init(excludedDirectories: Set<String> = FileDiscovery.defaultExcludedDirectories) {
        self.excludedDirectories = excludedDirectories
    }

    public struct Result: Sendable {
        public var files: [DiscoveredFile]
        public var errors: [InputError]
        /// Worth a line on stderr, not a failure: a symbolic link loop that
        /// was skipped, a folder named that holds no Swift file.
        public var notes: [String] = []
    }

    public func discover(_ paths: [String]) -> Result { discover(paths, listings: nil) }

    /// Discovery that writes down what each folder held, for the lookups after it.
    func discover(_ paths: [String], listings: DirectoryListings?) -> Result {
        var files: [DiscoveredFile] = []
        var errors: [InputError] = []
        var notes: [String] = []
        var seenFiles = Set<POSIX.FileIdentity>()
        var seenDirectories = Set<POSIX.FileIdentity>()
        // Links to files met while walking: kept only if the file they
        // point to is not linted under its own name.
        var linkedFiles: [(DiscoveredFile, POSIX.FileIdentity)] = []
        for path in paths {
            let before = files.count
            switch POSIX.status(path) {
            case .failure(let code):
                errors.append(InputError(path: path, problem: POSIX.errorMessage(code).lowercasedFirst))
            case .success((.directory, let identity)):
                var ancestors: [POSIX.FileIdentity] = []
                let wasSeen = seenDirectories.contains(identity)
                walk(directory: path, display: Self.displayPrefix(path), identity: identity, parent: -1, name: "", ancestors: &ancestors,
                     seenFiles: &seenFiles, seenDirectories: &seenDirectories, files: &files, errors: &errors, notes: &notes,
                     linkedFiles: &linkedFiles, listings: listings)
                if files.count == before, linkedFiles.isEmpty, !wasSeen { notes.append("\(path): no .swift files here") }
            case .success((.special(let kind), let identity)):
                // Reading a FIFO or a device would block or never end.
                if seenFiles.insert(identity).inserted {
                    errors.append(InputError(path: path, problem: SystemError.notRegularFile(kind).fileProblem))
                }
            case .success((.file, let identity)):
                if seenFiles.insert(identity).inserted {
                    let normalized = Self.normalize(path)
                    let directory = normalized.contains("/") ? ConfigurationResolver.parent(of: normalized) : ""
                    files.append(DiscoveredFile(path: normalized, directory: directory))
                }
            }
        }
        for (file, identity) in linkedFiles where seenFiles.insert(identity).inserted { files.append(file) }
        return Result(files: files, errors: errors, notes: notes)
    }

    /// `parent` and `name`: see `DirectoryListings.Folder`.
    private func walk(directory: String, display: String, identity: POSIX.FileIdentity, parent: Int32, name folderName: String,
                      ancestors: inout [POSIX.FileIdentity],
                      seenFiles: inout Set<POSIX.FileIdentity>, seenDirectories: inout Set<POSIX.FileIdentity>,
                      files: inout [DiscoveredFile], errors: inout [InputError], notes: inout [String],
                      linkedFiles: inout [(DiscoveredFile, POSIX.FileIdentity)], listings: DirectoryListings?) {
        guard seenDirectories.insert(identity).inserted else { return }
        ancestors.append(identity)
        defer { ancestors.removeLast() }
        let entries: [POSIX.DirectoryEntry]
        switch POSIX.directoryEntries(directory) {
        case .failure(let code):
            errors.append(InputError(path: Self.trimmedDisplay(display), problem: "cannot read directory (\(POSIX.errorMessage(code)))"))
            return
        case .success(let names):
            entries = names
        }
        let folder = listings?.record(directory, entries: entries, parent: parent, name: folderName) ?? -1
        for entry in entries {
            let name = entry.name
            let shownPath = display + name
            if let rawName = entry.rawName {
                // Shown with U+FFFD, opened by its bytes. A folder of such a
                // name is not searched (its files' configuration could not be found).
                if entry.isRegularFile, Self.isSwiftFile(name) {
                    let rawPath = Array(ConfigurationResolver.join(directory, "").utf8) + rawName
                    if seenFiles.insert(POSIX.FileIdentity(device: identity.device, inode: entry.inode)).inserted {
                        files.append(DiscoveredFile(path: shownPath, directory: directory, rawPath: rawPath, folder: folder))
                    }
                } else if entry.isDirectory {
                    notes.append("\(shownPath): the folder's name is not valid UTF-8; not searched")
                }
                continue
            }
            if entry.isRegularFile {
                // A plain file found by walking needs no `stat`: its identity is
                // the folder's device and its inode, so a link to it is not linted twice.
                if Self.isSwiftFile(name), seenFiles.insert(POSIX.FileIdentity(device: identity.device, inode: entry.inode)).inserted {
                    files.append(DiscoveredFile(path: shownPath, directory: directory, folder: folder))
                }
                continue
            }
            let fullPath = directory.hasSuffix("/") ? directory + name : directory + "/" + name
            switch POSIX.status(fullPath) {
            case .failure(let code):
                // A dangling link or an entry that vanished: report it only if it looked like Swift.
                if name.hasSuffix(".swift") {
                    errors.append(InputError(path: shownPath, problem: POSIX.errorMessage(code).lowercasedFirst))
                }
            case .success((.directory, let child)):
                if name.hasPrefix(".") || excludedDirectories.contains(name) { continue }
                if ancestors.contains(child) {
                    // Nothing is lost (the folder is being walked already): a note, not a failure.
                    notes.append("\(shownPath): symbolic link loop (points back to one of its parent directories); not followed")
                    continue
                }
                // Listed as a folder: no link, so its real path follows its parent's.
                walk(directory: fullPath, display: shownPath + "/", identity: child, parent: entry.isDirectory ? folder : -1, name: name,
                     ancestors: &ancestors,
                     seenFiles: &seenFiles, seenDirectories: &seenDirectories, files: &files, errors: &errors, notes: &notes,
                     linkedFiles: &linkedFiles, listings: listings)
            case .success((.file, let child)):
                // A link to a file: linted under its own name unless the
                // file itself turns up (here or later), see `discover`.
                guard Self.isSwiftFile(name) else { continue }
                linkedFiles.append((DiscoveredFile(path: shownPath, directory: directory, folder: folder), child))
            case .success((.special(let kind), let child)):
                // Something that looks like Swift but is a FIFO or a device: say so, never read it.
                if Self.isSwiftFile(name), seenFiles.insert(child).inserted {
                    errors.append(InputError(path: shownPath, problem: SystemError.notRegularFile(kind).fileProblem))
                }
            }
        }
    }

    /// `Name.swift`, not hidden.
    /// Read off the name's bytes: asked of every entry of every folder,
    /// where comparing `utf8.suffix(6)` with `".swift".utf8` through the
    /// generic collection path cost about 780 instructions a file.
    static func isSwiftFile(_ name: String) -> Bool {
        var name = name
        return name.withUTF8 { bytes in
            let count = bytes.count
            guard count > 6, bytes[0] != UInt8(ascii: ".") else { return false }
            return bytes[count - 6] == UInt8(ascii: ".") && bytes[count - 5] == UInt8(ascii: "s") && bytes[count - 4] == UInt8(ascii: "w")
                && bytes[count - 3] == UInt8(ascii: "i") && bytes[count - 2] == UInt8(ascii: "f") && bytes[count - 1] == UInt8(ascii: "t")
        }
    }

    /// `.` → "", `Corpus` → `Corpus/`, `./App/` → `App/`.
    static func displayPrefix(_ path: String) -> String {
        let normalized = normalize(path)
        if normalized == "." || normalized.isEmpty { return "" }
        return normalized.hasSuffix("/") ? normalized : normalized + "/"
    }

    static func trimmedDisplay(_ display: String) -> String {
        if display.isEmpty { return "." }
        return display.hasSuffix("/") && display.count > 1 ? String(display.dropLast()) : display
    }

    /// Drops a leading `./` (repeatedly), keeping the path otherwise as given.
    static func normalize(_ path: String) -> String {
        var result = Substring(path)
        while result.hasPrefix("./"), result.count > 2 {
            result = result.dropFirst(2)
            while result.hasPrefix("/") { result = result.dropFirst() }
        }
        return String(result)
    }
}

extension String {
    /// "No such file or directory" → "no such file or directory".
    var lowercasedFirst: String { prefix(1).lowercased() + dropFirst() }
}
