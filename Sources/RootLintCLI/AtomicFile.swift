/// Writes a file so that readers see either the old contents or the new,
/// never a half-written file: write a temporary file beside it, flush it,
/// then `rename` over the target. An existing file keeps its permissions.
enum AtomicFile {
    static func write(_ text: String, to path: String) -> Result<Void, SystemError> {
        let directory = ConfigurationResolver.parent(of: path.hasPrefix("/") ? path : "./" + path)
        let name = path.split(separator: "/").last.map(String.init) ?? path
        let temporary = directory + "/." + name + ".rootlint-\(getpid())-\(UInt32.random(in: 0...UInt32.max))"
        var mode: mode_t = 0o644
        var info = stat()
        if stat(path, &info) == 0 { mode = info.st_mode & 0o7777 }
        let fd = open(temporary, O_WRONLY | O_CREAT | O_EXCL, mode)
        guard fd >= 0 else { return .failure(SystemError(code: errno)) }
        if let error = writeAll(Array(text.utf8), to: fd) {
            close(fd)
            unlink(temporary)
            return .failure(error)
        }
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
