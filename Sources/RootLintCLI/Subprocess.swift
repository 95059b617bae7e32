/// Runs a program found on `PATH` with `posix_spawnp`, without Foundation
/// (which would add megabytes and milliseconds to every `rootlint` start).
/// Standard input comes from a temporary file and standard error goes to
/// one, so only standard output is a pipe and nothing can deadlock.
enum Subprocess {
    struct Output {
        var status: Int32
        var stdout: [UInt8]
        var stderr: [UInt8]
    }

    static func run(_ program: String, _ arguments: [String], input: [UInt8] = []) -> Result<Output, SystemError> {
        guard let inputFile = TemporaryFile.make(contents: input), let errorFile = TemporaryFile.make(contents: []) else {
            return .failure(SystemError(code: errno))
        }
        defer {
            unlink(inputFile)
            unlink(errorFile)
        }
        var pipeEnds: [Int32] = [0, 0]
        guard pipe(&pipeEnds) == 0 else { return .failure(SystemError(code: errno)) }
        #if canImport(Darwin)
        var actions: posix_spawn_file_actions_t? = nil
        #else
        var actions = posix_spawn_file_actions_t()
        #endif
        posix_spawn_file_actions_init(&actions)
        defer { posix_spawn_file_actions_destroy(&actions) }
        posix_spawn_file_actions_addopen(&actions, 0, inputFile, O_RDONLY, 0)
        posix_spawn_file_actions_adddup2(&actions, pipeEnds[1], 1)
        posix_spawn_file_actions_addopen(&actions, 2, errorFile, O_WRONLY | O_TRUNC, 0o600)
        posix_spawn_file_actions_addclose(&actions, pipeEnds[0])
        posix_spawn_file_actions_addclose(&actions, pipeEnds[1])

        let argv: [UnsafeMutablePointer<CChar>?] = ([program] + arguments).map { strdup($0) } + [nil]
        defer { for pointer in argv { free(pointer) } }
        #if canImport(Darwin)
        let environment = _NSGetEnviron().pointee
        #else
        let environment = environ
        #endif
        var pid = pid_t()
        let spawned = argv.withUnsafeBufferPointer { buffer in
            posix_spawnp(&pid, program, &actions, nil, buffer.baseAddress!, environment)
        }
        close(pipeEnds[1])
        guard spawned == 0 else {
            close(pipeEnds[0])
            return .failure(SystemError(code: spawned))
        }
        let stdout = readAll(pipeEnds[0])
        close(pipeEnds[0])
        var status: Int32 = 0
        while waitpid(pid, &status, 0) < 0 {
            if errno != EINTR { return .failure(SystemError(code: errno)) }
        }
        // WIFEXITED / WEXITSTATUS, which Swift does not import as macros.
        let exitStatus: Int32 = status & 0x7F == 0 ? (status >> 8) & 0xFF : 128 + (status & 0x7F)
        let stderr = (try? POSIX.readFile(errorFile).get()) ?? []
        return .success(Output(status: exitStatus, stdout: stdout, stderr: stderr))
    }

    static func readAll(_ fd: Int32) -> [UInt8] {
        var result: [UInt8] = []
        var chunk = [UInt8](repeating: 0, count: 1 << 16)
        while true {
            let n = chunk.withUnsafeMutableBytes { read(fd, $0.baseAddress!, $0.count) }
            if n < 0 {
                if errno == EINTR { continue }
                break
            }
            if n == 0 { break }
            result.append(contentsOf: chunk[0..<n])
        }
        return result
    }

    /// Reads all of standard input (for `--stdin-path`), up to the size a
    /// source file may have: a larger stream is refused after reading at
    /// most one byte past it.
    static func readStandardInput(limit: ReadLimit = .source) -> Result<[UInt8], SystemError> {
        POSIX.readStream(0, limit: limit)
    }
}

/// A private temporary file, created with `mkstemp`.
enum TemporaryFile {
    static func make(contents: [UInt8]) -> String? {
        let directory = POSIX.environment("TMPDIR").flatMap { $0.isEmpty ? nil : $0 } ?? "/tmp"
        var template = Array((directory.hasSuffix("/") ? directory : directory + "/").utf8CString.dropLast()) + Array("rootlint-XXXXXX".utf8CString)
        let fd = mkstemp(&template)
        guard fd >= 0 else { return nil }
        defer { close(fd) }
        guard writeAll(contents, to: fd) == nil else { return nil }
        return template.withUnsafeBufferPointer { String(cString: $0.baseAddress!) }
    }
}
