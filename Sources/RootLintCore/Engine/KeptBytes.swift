#if canImport(Glibc)
import Glibc
#elseif canImport(Darwin)
import Darwin
#elseif canImport(Musl)
import Musl
#endif

/// The bytes of files read in one round of the launch reach, kept for its
/// next rounds within a budget: each round searches every file of the
/// project for a few names, and a large app (6,000 files, four rounds)
/// spent a third of its run opening and reading the same files again.
/// Which files are kept depends on the threads' timing; what they hold
/// does not, so neither does any answer. Measured there: 314 to 251 ms for
/// that app, its peak memory 45 to 67 MiB (the survey, where each file is
/// read once, keeps no raw bytes: see `SourceFileCache`).
final class KeptBytes: @unchecked Sendable {
    @exclusivity(unchecked) private var bytes: [Int: [UInt8]] = [:]
    @exclusivity(unchecked) private var used = 0
    private let budget: Int
    /// This and the state it guards are touched only with the lock held:
    /// the run-time exclusivity checks (two runtime calls per access) add nothing.
    @exclusivity(unchecked) private var lock = pthread_mutex_t()

    init(budget: Int) {
        self.budget = budget
        pthread_mutex_init(&lock, nil)
    }

    deinit { pthread_mutex_destroy(&lock) }

    func offer(_ contents: [UInt8], for key: Int) {
        pthread_mutex_lock(&lock)
        defer { pthread_mutex_unlock(&lock) }
        guard used + contents.count <= budget, bytes[key] == nil else { return }
        bytes[key] = contents
        used += contents.count
    }

    func peek(_ key: Int) -> [UInt8]? {
        pthread_mutex_lock(&lock)
        defer { pthread_mutex_unlock(&lock) }
        return bytes[key]
    }
}
