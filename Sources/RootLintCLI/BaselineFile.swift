import RootLintCore

/// Reading a baseline file for `--baseline` and `baseline prune`: one clear
/// error line on failure.
enum BaselineFile {
    static func load(_ path: String, io: CommandIO) -> Baseline? {
        switch POSIX.readFile(path, limit: .settings) {
        case .failure(let error):
            io.writeError("rootlint: error: \(path): \(error.refusal ?? "cannot read baseline (\(error.message))")\n")
            return nil
        case .success(let bytes):
            do {
                return try Baseline.parse(bytes)
            } catch let error as ConfigurationError {
                let key = error.keyPath.isEmpty ? "" : error.keyPath + ": "
                io.writeError("rootlint: error: \(path):\(error.line):\(error.column): \(key)\(error.message)\n")
            } catch {
                io.writeError("rootlint: error: \(path): \(error)\n")
            }
            return nil
        }
    }
}
