#if canImport(Glibc)
import Glibc
#elseif canImport(Darwin)
import Darwin
#elseif canImport(Musl)
import Musl
#endif
import Dispatch
import RootLintCLI

/// The few system facilities the benchmark needs, spelled once for Linux and
/// macOS: a monotonic clock, peak memory, file sizes, and spawning a child
/// process while timing it.
enum Platform {
    /// Monotonic nanoseconds.
    static func now() -> UInt64 { DispatchTime.now().uptimeNanoseconds }

    /// Gives the heap's free pages back to the system (glibc's `malloc_trim`;
    /// nothing elsewhere), so that a timed run starts as a fresh process does:
    /// its memory not yet touched. Without it a repeated run of a small input
    /// reused pages the run before had faulted in, while one whose buffers
    /// pass glibc's 32 MiB mmap threshold paid for fresh pages every time,
    /// which read as superlinear growth.
    static func releaseFreeMemory() {
        #if canImport(Glibc)
        // Not in the Glibc module: looked up once by name.
        if let trim = mallocTrim { _ = trim(0) }
        #endif
    }

    #if canImport(Glibc)
    private static let mallocTrim: (@convention(c) (Int) -> Int32)? = {
        guard let symbol = dlsym(UnsafeMutableRawPointer(bitPattern: 0), "malloc_trim") else { return nil }
        return unsafeBitCast(symbol, to: (@convention(c) (Int) -> Int32).self)
    }()
    #endif

    /// `ru_maxrss` in bytes: Linux reports kilobytes, macOS bytes.
    static func bytes(fromMaxRSS value: Int) -> Int {
        #if canImport(Darwin)
        return value
        #else
        return value * 1024
        #endif
    }

    /// This process's peak resident set size so far, in bytes.
    static func peakResidentBytes() -> Int {
        var usage = rusage()
        #if canImport(Glibc)
        _ = getrusage(__rusage_who_t(RUSAGE_SELF.rawValue), &usage)  // Glibc imports RUSAGE_SELF as an enum
        #else
        _ = getrusage(RUSAGE_SELF, &usage)
        #endif
        return bytes(fromMaxRSS: Int(usage.ru_maxrss))
    }

    /// Linux only: resets this process's peak RSS to its current RSS
    /// (`/proc/self/clear_refs`, value 5), so that what the generator used
    /// does not count as the linter's peak. Returns whether it worked.
    @discardableResult
    static func resetPeakResidentBytes() -> Bool {
        #if os(Linux)
        let fd = open("/proc/self/clear_refs", O_WRONLY)
        guard fd >= 0 else { return false }
        defer { close(fd) }
        return write(fd, "5", 1) == 1
        #else
        return false
        #endif
    }

    /// Linux only: a `kB` field of `/proc/PID/status` (`VmRSS`, `VmHWM`), in bytes.
    static func procStatus(_ field: String, pid: String = "self") -> Int? {
        #if os(Linux)
        guard case .success(let bytes) = POSIX.readFile("/proc/\(pid)/status") else { return nil }
        for line in String(decoding: bytes, as: UTF8.self).split(separator: "\n") where line.hasPrefix(field + ":") {
            let digits = line.dropFirst(field.count + 1).filter { $0.isNumber }
            return Int(digits).map { $0 * 1024 }
        }
        return nil
        #else
        return nil
        #endif
    }

    /// The 1-minute load average: other work on the machine makes every
    /// figure slower, so the report shows it.
    static func loadAverage() -> Double? {
        var loads = [Double](repeating: 0, count: 3)
        return getloadavg(&loads, 3) > 0 ? loads[0] : nil
    }

    /// Size of a regular file, or nil.
    static func fileSize(_ path: String) -> Int? {
        var info = stat()
        guard stat(path, &info) == 0 else { return nil }
        return Int(info.st_size)
    }

    static func isExecutable(_ path: String) -> Bool {
        var info = stat()
        return stat(path, &info) == 0 && info.st_mode & S_IFMT == S_IFREG && access(path, X_OK) == 0
    }

    /// The first executable called `name` on `PATH`, or nil.
    static func findOnPath(_ name: String) -> String? {
        if name.contains("/") { return isExecutable(name) ? name : nil }
        guard let raw = getenv("PATH") else { return nil }
        for directory in String(cString: raw).split(separator: ":") where !directory.isEmpty {
            let candidate = directory.hasSuffix("/") ? "\(directory)\(name)" : "\(directory)/\(name)"
            if isExecutable(candidate) { return candidate }
        }
        return nil
    }

    /// What one child process run cost.
    struct ChildRun {
        var exitStatus: Int32
        var seconds: Double
        /// `ru_maxrss` from `wait4`. On Linux it is at least the spawning
        /// process's own peak (exec keeps the old address space's high-water
        /// mark), so for a small child it is only an upper bound.
        var reportedPeakBytes: Int
        /// Linux, when sampled: the child's own `VmHWM`, read from `/proc`
        /// every 0.2 ms until it exits.
        var sampledPeakBytes: Int?
    }

    /// Runs `executable` (an absolute path) with `arguments`, both output
    /// streams going to `outputPath` (a file, not `/dev/null`: ripgrep stops at
    /// the first match when it sees its output is discarded), and times it
    /// from spawn to reap. With `sampleMemory` (Linux) the wait polls, so use
    /// it for memory, not for timing.
    static func run(_ executable: String, _ arguments: [String], outputPath: String,
                    sampleMemory: Bool = false) -> ChildRun? {
        #if canImport(Darwin)
        var actions: posix_spawn_file_actions_t? = nil
        #else
        var actions = posix_spawn_file_actions_t()
        #endif
        posix_spawn_file_actions_init(&actions)
        defer { posix_spawn_file_actions_destroy(&actions) }
        posix_spawn_file_actions_addopen(&actions, 1, outputPath, O_WRONLY | O_CREAT | O_TRUNC, 0o644)
        posix_spawn_file_actions_adddup2(&actions, 1, 2)

        let argv: [UnsafeMutablePointer<CChar>?] = ([executable] + arguments).map { strdup($0) } + [nil]
        defer { for pointer in argv { free(pointer) } }

        #if canImport(Darwin)
        let environment = _NSGetEnviron().pointee
        #else
        let environment = environ
        #endif
        var pid = pid_t()
        let start = now()
        let spawned = argv.withUnsafeBufferPointer { buffer in
            posix_spawn(&pid, executable, &actions, nil, buffer.baseAddress!, environment)
        }
        guard spawned == 0 else { return nil }
        var status: Int32 = 0
        var usage = rusage()
        var sampled: Int? = nil
        var reaped = false
        #if os(Linux)
        while sampleMemory, !reaped {
            let result = wait4(pid, &status, WNOHANG, &usage)
            if result == pid {
                reaped = true
            } else if result < 0, errno != EINTR {
                return nil
            } else {
                if let peak = procStatus("VmHWM", pid: String(pid)) { sampled = max(sampled ?? 0, peak) }
                usleep(200)
            }
        }
        #endif
        if !reaped {
            while wait4(pid, &status, 0, &usage) < 0 {
                if errno != EINTR { return nil }
            }
        }
        let seconds = Double(now() - start) / 1e9
        // WIFEXITED / WEXITSTATUS, which Swift does not import as macros.
        let exitStatus: Int32 = status & 0x7F == 0 ? (status >> 8) & 0xFF : -1
        return ChildRun(exitStatus: exitStatus, seconds: seconds,
                        reportedPeakBytes: bytes(fromMaxRSS: Int(usage.ru_maxrss)), sampledPeakBytes: sampled)
    }
}
