import RootLintSyntax

#if canImport(Glibc)
@_exported import Glibc
#elseif canImport(Darwin)
@_exported import Darwin
#elseif canImport(Musl)
@_exported import Musl
#endif

/// Thin, portable wrappers over the few system calls the CLI needs. Linux
/// (Glibc) and macOS (Darwin) spell them the same; `d_name` and `st_ino`
/// types differ slightly, which is why they are read here and nowhere else.
public enum POSIX {
    static func errorMessage(_ code: Int32) -> String { String(cString: strerror(code)) }
    static func errorMessage(_ error: SystemError) -> String { errorMessage(error.code) }

    struct FileIdentity: Hashable {
        var device: UInt64
        var inode: UInt64
    }

    enum EntryType { case file, directory, other }

    /// `stat` (following links): type and identity, or the errno.
    static func status(_ path: String, followLinks: Bool = true) -> Result<(EntryType, FileIdentity), SystemError> {
        var info = stat()
        let result = followLinks ? stat(path, &info) : lstat(path, &info)
        guard result == 0 else { return .failure(SystemError(code: errno)) }
        let type: EntryType
        switch info.st_mode & S_IFMT {
        case S_IFDIR: type = .directory
        case S_IFREG: type = .file
        default: type = .other
        }
        return .success((type, FileIdentity(device: UInt64(info.st_dev), inode: UInt64(info.st_ino))))
    }

    static func isSymbolicLink(_ path: String) -> Bool {
        var info = stat()
        guard lstat(path, &info) == 0 else { return false }
        return info.st_mode & S_IFMT == S_IFLNK
    }

    /// Directory entry names, without `.` and `..`, sorted bytewise.
    /// A directory entry and what `readdir` says it is, so that plain files
    /// need no `stat` (most entries of a source tree).
    struct DirectoryEntry {
        var name: String
        /// `DT_REG`: a regular file (not a link); other types are checked with `stat`.
        var isRegularFile: Bool
    }

    static func directoryEntries(_ path: String) -> Result<[DirectoryEntry], SystemError> {
        guard let directory = opendir(path) else { return .failure(SystemError(code: errno)) }
        defer { closedir(directory) }
        var entries: [DirectoryEntry] = []
        while let entry = readdir(directory) {
            let name = withUnsafePointer(to: &entry.pointee.d_name) { pointer in
                pointer.withMemoryRebound(to: CChar.self, capacity: Int(NAME_MAX) + 1) { String(cString: $0) }
            }
            // DT_REG is 8 on Linux and the BSDs alike.
            if name != "." && name != ".." { entries.append(DirectoryEntry(name: name, isRegularFile: entry.pointee.d_type == 8)) }
        }
        entries.sort { String.bytewiseLess($0.name, $1.name) }
        return .success(entries)
    }

    /// Reads a whole file in one allocation (`fstat` size, then `read`
    /// straight into uninitialised storage; no zero-filling first).
    public static func readFile(_ path: String) -> Result<[UInt8], SystemError> {
        let fd = open(path, O_RDONLY)
        guard fd >= 0 else { return .failure(SystemError(code: errno)) }
        defer { close(fd) }
        var info = stat()
        guard fstat(fd, &info) == 0 else { return .failure(SystemError(code: errno)) }
        if info.st_mode & S_IFMT == S_IFDIR { return .failure(SystemError(code: EISDIR)) }
        var result: [UInt8] = []
        var capacity = max(Int(info.st_size), 0) + 1
        while true {
            var failure: Int32 = 0
            var complete = false
            let previous = result
            result = [UInt8](unsafeUninitializedCapacity: capacity) { buffer, count in
                // Carry over what an earlier, too small attempt already read.
                count = previous.count
                if count > 0 { _ = buffer.initialize(from: previous) }
                while count < capacity {
                    let n = read(fd, buffer.baseAddress! + count, capacity - count)
                    if n < 0 {
                        if errno == EINTR { continue }
                        failure = errno
                        return
                    }
                    if n == 0 { complete = true; return }
                    count += n
                }
            }
            if failure != 0 { return .failure(SystemError(code: failure)) }
            if complete { return .success(result) }
            // The file grew while we read it: read on into a larger buffer.
            capacity *= 2
        }
    }

    public static func isTerminal(_ fd: Int32) -> Bool { isatty(fd) == 1 }

    public static func environment(_ name: String) -> String? {
        guard let value = getenv(name) else { return nil }
        return String(cString: value)
    }

    public static func processorCount() -> Int {
        let count = sysconf(Int32(_SC_NPROCESSORS_ONLN))
        return count > 0 ? Int(count) : 1
    }

    /// Writes all of `text` to stdout or stderr; a failure there has nowhere
    /// to be reported.
    public static func write(_ text: String, to fd: Int32) {
        _ = writeAll(Array(text.utf8), to: fd)
    }
}

/// Writes all bytes to a file descriptor, retrying short and interrupted
/// writes; the error of the first write that fails otherwise.
func writeAll(_ bytes: [UInt8], to fd: Int32) -> SystemError? {
    var offset = 0
    while offset < bytes.count {
        let n = bytes.withUnsafeBytes { systemWrite(fd, $0.baseAddress! + offset, bytes.count - offset) }
        if n < 0 {
            if errno == EINTR { continue }
            return SystemError(code: errno)
        }
        offset += n
    }
    return nil
}

/// `write(2)`, named apart from Swift's own `write` functions.
@inline(__always)
func systemWrite(_ fd: Int32, _ buffer: UnsafeRawPointer, _ count: Int) -> Int {
    #if canImport(Glibc)
    return Glibc.write(fd, buffer, count)
    #elseif canImport(Musl)
    return Musl.write(fd, buffer, count)
    #else
    return Darwin.write(fd, buffer, count)
    #endif
}

/// An `errno` value from a failed system call.
public struct SystemError: Error, Sendable {
    public var code: Int32
    public var message: String { String(cString: strerror(code)) }
}
