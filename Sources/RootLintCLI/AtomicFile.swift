/// Writes an output file (a report, a baseline) so that nothing a user owns
/// is ever half-written.
///
/// A regular file (or a new one) is written atomically: a temporary file
/// beside it, flushed, then `rename`d over it, keeping an existing file's
/// permissions; the temporary file is removed if the run is interrupted.
/// A symbolic link is followed: its target is what gets written, and the
/// link stays a link. Anything else — a character device (`/dev/null`,
/// `/dev/stdout`, a terminal), a FIFO — is written in place, as a shell
/// redirection would: renaming over `/dev/null` would replace the device.
enum AtomicFile {
    /// A source file rewritten by `--fix`: replaced atomically, keeping its
    /// permissions and (where allowed) its owner. A file the user may not
    /// write is refused, though the folder would allow replacing it.
    static func rewrite(_ bytes: [UInt8], at path: String) -> Result<Void, SystemError> {
        var info = stat()
        guard stat(path, &info) == 0 else { return .failure(SystemError(code: errno)) }
        guard info.st_mode & S_IFMT == S_IFREG else { return .failure(SystemError(code: EINVAL)) }
        guard access(path, W_OK) == 0 else { return .failure(SystemError(code: errno)) }
        var linkInfo = stat()
        let isLink = lstat(path, &linkInfo) == 0 && linkInfo.st_mode & S_IFMT == S_IFLNK
        return replace(isLink ? ConfigurationResolver.realPath(path) : path, with: bytes, mode: info.st_mode & 0o7777,
                       owner: (info.st_uid, info.st_gid))
    }

    static func write(_ text: String, to path: String) -> Result<Void, SystemError> {
        write(Array(text.utf8), to: path)
    }

    static func write(_ bytes: [UInt8], to path: String) -> Result<Void, SystemError> {
        var info = stat()
        var linkInfo = stat()
        let isLink = lstat(path, &linkInfo) == 0 && linkInfo.st_mode & S_IFMT == S_IFLNK
        if stat(path, &info) == 0 {
            switch info.st_mode & S_IFMT {
            case S_IFREG:
                // Through a link: its (real) target is replaced, the link stays.
                return replace(isLink ? ConfigurationResolver.realPath(path) : path, with: bytes, mode: info.st_mode & 0o7777, owner: nil)
            case S_IFDIR:
                return .failure(SystemError(code: EISDIR))
            default:
                // Opened by its own name: `/dev/stdout` is a link the kernel resolves.
                return writeInPlace(bytes, to: path)
            }
        }
        // New, or a link to a file not there yet.
        return replace(isLink ? resolvedLink(path) : path, with: bytes, mode: 0o644, owner: nil)
    }

    /// Where a chain of links ends when it ends at nothing yet.
    static func resolvedLink(_ path: String) -> String {
        var current = path
        for _ in 0..<40 {
            var buffer = [CChar](repeating: 0, count: Int(PATH_MAX) + 1)
            let count = readlink(current, &buffer, buffer.count - 1)
            guard count > 0 else { return current }
            let destination = buffer.withUnsafeBufferPointer { String(decoding: UnsafeRawBufferPointer($0).prefix(count), as: UTF8.self) }
            current = destination.hasPrefix("/") ? destination
                : ConfigurationResolver.join(ConfigurationResolver.parent(of: current), destination)
        }
        return current
    }

    static func writeInPlace(_ text: String, to path: String) -> Result<Void, SystemError> {
        writeInPlace(Array(text.utf8), to: path)
    }

    static func writeInPlace(_ bytes: [UInt8], to path: String) -> Result<Void, SystemError> {
        let fd = open(path, O_WRONLY | O_APPEND)
        guard fd >= 0 else { return .failure(SystemError(code: errno)) }
        defer { close(fd) }
        if let error = writeAll(bytes, to: fd) { return .failure(error) }
        return .success(())
    }

    static func replace(_ path: String, with text: String, mode: mode_t) -> Result<Void, SystemError> {
        replace(path, with: Array(text.utf8), mode: mode, owner: nil)
    }

    static func replace(_ path: String, with bytes: [UInt8], mode: mode_t, owner: (uid_t, gid_t)?) -> Result<Void, SystemError> {
        let directory = ConfigurationResolver.parent(of: path.hasPrefix("/") ? path : "./" + path)
        let name = path.split(separator: "/").last.map(String.init) ?? path
        let temporary = directory + "/." + name + ".rootlint-\(getpid())-\(UInt32.random(in: 0...UInt32.max))"
        let fd = open(temporary, O_WRONLY | O_CREAT | O_EXCL, mode)
        guard fd >= 0 else { return .failure(SystemError(code: errno)) }
        let pending = PendingTemporaryFiles.add(temporary)
        defer { PendingTemporaryFiles.remove(pending) }
        if let error = writeAll(bytes, to: fd) {
            close(fd)
            unlink(temporary)
            return .failure(error)
        }
        // Another user's file keeps its owner when we may give it back (root).
        if let owner { _ = fchown(fd, owner.0, owner.1) }
        _ = fchmod(fd, mode)
        guard fsync(fd) == 0, close(fd) == 0 else {
            let error = SystemError(code: errno)
            unlink(temporary)
            return .failure(error)
        }
        guard rename(temporary, path) == 0 else {
            let error = SystemError(code: errno)
            unlink(temporary)
            return .failure(error)
        }
        return .success(())
    }
}
