import RootLintSyntax
#if canImport(Glibc)
import Glibc
#elseif canImport(Darwin)
import Darwin
#elseif canImport(Musl)
import Musl
#endif

/// The animated helpers found so far while files are surveyed in parallel.
/// A survey publishes the helpers its file defines and checks its file for
/// calls of every helper known at that moment, so that later the lint phase
/// re-reads a file only for helpers found after it was surveyed — usually
/// none, since files likely to define helpers are surveyed first. Append-only,
/// so "the first `n` names" is a stable description of what a survey checked.
public final class HelperRegistry: @unchecked Sendable {
    private var names: [String] = []
    private var known: Set<String> = []
    private var lock = pthread_mutex_t()

    public init(configured: [String] = []) {
        pthread_mutex_init(&lock, nil)
        publish(configured)
    }

    deinit { pthread_mutex_destroy(&lock) }

    public func publish(_ helpers: [String]) {
        pthread_mutex_lock(&lock)
        defer { pthread_mutex_unlock(&lock) }
        for name in helpers where !name.isEmpty && known.insert(name).inserted { names.append(name) }
    }

    /// All names published so far, in order.
    public func snapshot() -> [String] {
        pthread_mutex_lock(&lock)
        defer { pthread_mutex_unlock(&lock) }
        return names
    }

    /// Whether `name(` occurs in the bytes for one of the names.
    public static func callsAny(of names: some Collection<String>, in bytes: [UInt8]) -> Bool {
        guard !names.isEmpty else { return false }
        return bytes.withUnsafeBufferPointer { buffer in names.contains { ByteSearch($0 + "(").occurs(in: buffer) } }
    }

    /// Survey order: files whose names suggest they define helpers (window
    /// extensions, coordinators, routers, delegates, root containers) first.
    public static func surveyPriority(_ path: String) -> Int {
        let bytes = Array(path.utf8)
        let name = bytes.lastIndex(of: UInt8(ascii: "/")).map { Array(bytes[($0 + 1)...]) } ?? bytes
        return name.withUnsafeBufferPointer { buffer in priorityHints.contains { $0.occurs(in: buffer) } } ? 0 : 1
    }

    static let priorityHints = ["Window", "Root", "Coordinator", "Router", "Flow", "Transition", "Switch", "Delegate", "+"]
        .map { ByteSearch($0) }
}
