import Dispatch
#if canImport(Glibc)
import Glibc
#elseif canImport(Darwin)
import Darwin
#endif

/// `files done / total, rate` on stderr for runs longer than a second, on a
/// terminal only: never in pipes, CI logs or editors.
final class Progress: @unchecked Sendable {
    private let total: Int
    private let write: @Sendable (String) -> Void
    private var done = 0
    private var lastDraw: UInt64 = 0
    private var drew = false
    private let start = DispatchTime.now().uptimeNanoseconds
    private var lock = pthread_mutex_t()

    /// `nil` unless stderr is a terminal and no CI is detected.
    static func make(total: Int, io: CommandIO) -> Progress? {
        guard io.stderrIsTerminal, io.environment("CI") == nil, io.environment("TERM") != "dumb" else { return nil }
        return Progress(total: total, write: io.writeError)
    }

    init(total: Int, write: @escaping @Sendable (String) -> Void) {
        self.total = total
        self.write = write
        pthread_mutex_init(&lock, nil)
    }

    deinit { pthread_mutex_destroy(&lock) }

    func advance() {
        pthread_mutex_lock(&lock)
        defer { pthread_mutex_unlock(&lock) }
        done += 1
        let now = DispatchTime.now().uptimeNanoseconds
        // Quiet for the first second; then at most ten redraws a second.
        guard now - start > 1_000_000_000, now - lastDraw > 100_000_000 || done == total else { return }
        lastDraw = now
        drew = true
        let seconds = Double(now - start) / 1e9
        write("\r\u{1B}[Krootlint: \(done)/\(total) files (\(Int(Double(done) / seconds)) files/s)")
    }

    /// Clears the line, if anything was drawn.
    func finish() {
        pthread_mutex_lock(&lock)
        defer { pthread_mutex_unlock(&lock) }
        if drew { write("\r\u{1B}[K") }
    }
}
