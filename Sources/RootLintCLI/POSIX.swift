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
    static func errorMessage(_ error: SystemError) -> String { error.message }

    struct FileIdentity: Hashable {
        var device: UInt64
        var inode: UInt64
    }

    enum EntryType {
        case file, directory
        /// Anything else: rootlint never reads one (a FIFO or a device would block or never end).
        case special(SpecialFileKind)

        init(mode: mode_t) {
            switch mode & S_IFMT {
            case S_IFDIR: self = .directory
            case S_IFREG: self = .file
            default: self = .special(SpecialFileKind(mode: mode))
            }
        }
    }

    /// What a path is when it is neither a regular file nor a directory, for messages.
    enum SpecialFileKind: Sendable, Equatable {
        case fifo, characterDevice, blockDevice, socket, symbolicLink, unknown

        init(mode: mode_t) {
            switch mode & S_IFMT {
            case S_IFIFO: self = .fifo
            case S_IFCHR: self = .characterDevice
            case S_IFBLK: self = .blockDevice
            case S_IFSOCK: self = .socket
            case S_IFLNK: self = .symbolicLink
            default: self = .unknown
            }
        }

        var description: String {
            switch self {
            case .fifo: return "a FIFO"
            case .characterDevice: return "a character device"
            case .blockDevice: return "a block device"
            case .socket: return "a socket"
            case .symbolicLink: return "a symbolic link"
            case .unknown: return "neither a file nor a directory"
            }
        }
    }

    /// `stat` (following links): type and identity, or the errno.
    static func status(_ path: String, followLinks: Bool = true) -> Result<(EntryType, FileIdentity), SystemError> {
        var info = stat()
        let result = followLinks ? stat(path, &info) : lstat(path, &info)
        guard result == 0 else { return .failure(SystemError(code: errno)) }
        return .success((EntryType(mode: info.st_mode), FileIdentity(device: UInt64(info.st_dev), inode: UInt64(info.st_ino))))
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
        /// `d_ino`: with the folder's device, the file's identity, without a `stat`.
        var inode: UInt64 = 0
        /// The name's bytes when they are not valid UTF-8 (`name` is then a
        /// lossy copy that opens nothing).
        var rawName: [UInt8]? = nil
        /// `DT_DIR`.
        var isDirectory = false
    }

    /// `sorted: false` when only what is there matters, not its order
    /// (a look for a project marker): sorting a large folder's names cost
    /// more than reading them.
    static func directoryEntries(_ path: String, sorted: Bool = true) -> Result<[DirectoryEntry], SystemError> {
        guard let directory = opendir(path) else { return .failure(SystemError(code: errno)) }
        defer { closedir(directory) }
        var entries: [DirectoryEntry] = []
        while let entry = readdir(directory) {
            let (name, raw) = withUnsafePointer(to: &entry.pointee.d_name) { pointer in
                pointer.withMemoryRebound(to: CChar.self, capacity: Int(NAME_MAX) + 1) { name -> (String, [UInt8]?) in
                    if let valid = String(validatingCString: name) { return (valid, nil) }
                    let bytes = UnsafeBufferPointer(start: UnsafeRawPointer(name).assumingMemoryBound(to: UInt8.self), count: strlen(name))
                    return (String(decoding: bytes, as: UTF8.self), Array(bytes))
                }
            }
            // DT_REG is 8 and DT_DIR 4 on Linux and the BSDs alike.
            if name != "." && name != ".." {
                entries.append(DirectoryEntry(name: name, isRegularFile: entry.pointee.d_type == 8, inode: UInt64(entry.pointee.d_ino),
                                              rawName: raw, isDirectory: entry.pointee.d_type == 4))
            }
        }
        if sorted { entries.sort { String.bytewiseLess($0.name, $1.name) } }
        return .success(entries)
    }

    /// Reads a Swift source file: `readFile(_:limit:)` with the limit of
    /// what tokens can index.
    public static func readFile(_ path: String) -> Result<[UInt8], SystemError> { readFile(path, limit: .source) }

    /// Reads a whole regular file in one allocation (`fstat` size, then
    /// `read` straight into uninitialised storage; no zero-filling first).
    ///
    /// Anything but a regular file is refused without reading it, race-free:
    /// the check is on the opened descriptor. `O_NONBLOCK` keeps the `open`
    /// of a FIFO with no writer (or of a device) from waiting forever; it
    /// changes nothing for a regular file. A file larger than `limit` is
    /// refused from its size alone.
    public static func readFile(_ path: String, limit: ReadLimit) -> Result<[UInt8], SystemError> {
        readFile(opening: open(path, O_RDONLY | O_NONBLOCK | O_NOCTTY | O_CLOEXEC), path: path, limit: limit)
    }

    /// A file whose name is not valid UTF-8, opened by its bytes.
    public static func readFile(rawPath: [UInt8]) -> Result<[UInt8], SystemError> {
        let fd = (rawPath + [0]).withUnsafeBufferPointer { buffer in
            buffer.baseAddress!.withMemoryRebound(to: CChar.self, capacity: buffer.count) {
                open($0, O_RDONLY | O_NONBLOCK | O_NOCTTY | O_CLOEXEC)
            }
        }
        return readFile(opening: fd, path: String(decoding: rawPath, as: UTF8.self), limit: .source)
    }

    static func readFile(opening fd: Int32, path: String, limit: ReadLimit) -> Result<[UInt8], SystemError> {
        guard fd >= 0 else {
            let code = errno
            // A socket cannot be opened at all ("No such device or address"): say what it is.
            if code == ENXIO || code == EOPNOTSUPP, case .success((.special(let kind), _)) = status(path) {
                return .failure(.notRegularFile(kind))
            }
            return .failure(SystemError(code: code))
        }
        defer { close(fd) }
        var info = stat()
        guard fstat(fd, &info) == 0 else { return .failure(SystemError(code: errno)) }
        switch EntryType(mode: info.st_mode) {
        case .directory: return .failure(SystemError(code: EISDIR))
        case .special(let kind): return .failure(.notRegularFile(kind))
        case .file: break
        }
        let size = max(Int(info.st_size), 0)
        if size > limit.byteCount { return .failure(.tooLarge(byteCount: size, limit: limit)) }
        return readToEnd(fd, expectedByteCount: size, limit: limit, endsAtExpectedSize: size > 0)
    }

    /// Reads a stream (standard input for `--stdin-path`) to its end, but
    /// never more than one byte past `limit`: a larger stream is refused.
    public static func readStream(_ fd: Int32, limit: ReadLimit) -> Result<[UInt8], SystemError> {
        readToEnd(fd, expectedByteCount: min(1 << 16, limit.byteCount), limit: limit)
    }

    /// Reads until end of file into storage for `expectedByteCount` bytes
    /// plus one (to see the end in the same allocation), growing when there
    /// is more: a `/proc` file whose size says 0, a pipe. Stops, refusing,
    /// once it has read `limit.byteCount + 1` bytes.
    ///
    /// `endsAtExpectedSize`: a regular file is read up to the size its
    /// descriptor gave, and no further `read` asks whether it grew since:
    /// one system call in five of a run over a tree was that `read`
    /// answering 0. A file written to while it is linted has no one right
    /// answer; the one given is the file as it was when opened.
    static func readToEnd(_ fd: Int32, expectedByteCount: Int, limit: ReadLimit,
                          endsAtExpectedSize: Bool = false) -> Result<[UInt8], SystemError> {
        let ceiling = limit.byteCount + 1
        var result: [UInt8] = []
        var capacity = min(expectedByteCount + 1, ceiling)
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
                        // A stream someone else set non-blocking: wait until it has data.
                        if errno == EAGAIN || errno == EWOULDBLOCK { waitUntilReadable(fd); continue }
                        failure = errno
                        return
                    }
                    if n == 0 { complete = true; return }
                    count += n
                    if endsAtExpectedSize, count == expectedByteCount { complete = true; return }
                }
            }
            if failure != 0 { return .failure(SystemError(code: failure)) }
            if complete { return .success(result) }
            if result.count >= ceiling { return .failure(.tooLarge(byteCount: nil, limit: limit)) }
            capacity = min(capacity * 2, ceiling)
        }
    }

    private static func waitUntilReadable(_ fd: Int32) {
        var request = pollfd(fd: fd, events: Int16(POLLIN), revents: 0)
        _ = poll(&request, 1, -1)
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

/// An `errno` value from a failed system call, or a file rootlint refused
/// to read (not a regular file, too large), with what to say about it.
public struct SystemError: Error, Sendable {
    public var code: Int32
    /// Why rootlint refused the file, when it did: said instead of `strerror`.
    public var refusal: String? = nil

    public var message: String { refusal ?? String(cString: strerror(code)) }

    /// The problem to report for a file this error kept from being linted:
    /// a refusal and that the file was skipped, or the system call's error.
    public var fileProblem: String { refusal.map { $0 + "; skipped" } ?? "cannot read file (\(message))" }

    static func notRegularFile(_ kind: POSIX.SpecialFileKind) -> SystemError {
        SystemError(code: EINVAL, refusal: "not a regular file (\(kind.description))")
    }

    /// `byteCount` is `nil` for a stream, whose size is only known to be larger.
    static func tooLarge(byteCount: Int?, limit: ReadLimit) -> SystemError {
        let size = byteCount.map { "is \(ReadLimit.describe(byteCount: $0)), more than" } ?? "is more than"
        return SystemError(code: EFBIG, refusal: "\(size) \(limit.name)")
    }
}

/// The most bytes a read may take, and how a refusal names that limit.
public struct ReadLimit: Sendable {
    public var byteCount: Int
    /// Ends the refusal "is 5.0 GiB, more than …".
    public var name: String

    public init(byteCount: Int, name: String) {
        self.byteCount = byteCount
        self.name = name
    }

    /// Swift sources: as much as a token's `UInt32` offsets can address.
    public static let source = ReadLimit(byteCount: SourceLimits.maximumByteCount, name: "the \(SourceLimits.description) rootlint can index")
    /// Configuration files and baselines: JSON that people and rootlint write,
    /// never near this size unless the path names the wrong file.
    public static let settings = ReadLimit(byteCount: 64 << 20, name: "the 64 MiB rootlint reads of a configuration or baseline")

    /// `5.0 GiB`, `64.0 MiB`, `12 bytes` (rounded down, so a size just past
    /// a limit never reads as below it).
    static func describe(byteCount: Int) -> String {
        let units: [(name: String, size: Int)] = [("GiB", 1 << 30), ("MiB", 1 << 20), ("KiB", 1 << 10)]
        for unit in units where byteCount >= unit.size {
            let tenths = byteCount / (unit.size / 1024) * 10 / 1024
            return "\(tenths / 10).\(tenths % 10) \(unit.name)"
        }
        return byteCount == 1 ? "1 byte" : "\(byteCount) bytes"
    }
}
