/// Appends text to a file another program owns (`$GITHUB_STEP_SUMMARY`):
/// `O_APPEND` makes each write land at the end even if others write too.
enum FileAppender {
    static func append(_ text: String, to path: String) -> Result<Void, SystemError> {
        let fd = open(path, O_WRONLY | O_APPEND | O_CREAT, 0o644)
        guard fd >= 0 else { return .failure(SystemError(code: errno)) }
        defer { close(fd) }
        if let error = writeAll(Array(text.utf8), to: fd) { return .failure(error) }
        return .success(())
    }
}
