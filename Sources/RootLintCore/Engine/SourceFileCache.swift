import RootLintSyntax
#if canImport(Glibc)
import Glibc
#elseif canImport(Darwin)
import Darwin
#elseif canImport(Musl)
import Musl
#endif

/// Keeps files parsed in the project phase for the lint phase, so the few
/// files both phases need are lexed once — within a fixed memory budget, so
/// a huge tree still runs in bounded memory (files beyond the budget are
/// simply parsed again).
public final class SourceFileCache: @unchecked Sendable {
    private var files: [String: SourceFile] = [:]
    private var used = 0
    private let budget: Int
    private var lock = pthread_mutex_t()

    /// `budget`: bytes of source, tokens and scopes kept at most.
    public init(budget: Int = 16 << 20) {
        self.budget = budget
        pthread_mutex_init(&lock, nil)
    }

    deinit { pthread_mutex_destroy(&lock) }

    /// What a parsed file costs to keep: its bytes, both token arrays, the
    /// bracket pairs and the scopes.
    static func cost(of file: SourceFile) -> Int {
        file.bytes.count + (file.tokens.count + file.code.count) * MemoryLayout<Token>.stride
            + file.matching.count * 4 + file.scopes.count * MemoryLayout<Scope>.stride
    }

    /// Keeps `file` if it fits in the budget.
    public func offer(_ file: SourceFile) {
        let cost = Self.cost(of: file)
        pthread_mutex_lock(&lock)
        defer { pthread_mutex_unlock(&lock) }
        guard used + cost <= budget, files[file.path] == nil else { return }
        files[file.path] = file
        used += cost
    }

    /// The file parsed earlier, left in the cache.
    public func peek(_ path: String) -> SourceFile? {
        pthread_mutex_lock(&lock)
        defer { pthread_mutex_unlock(&lock) }
        return files[path]
    }

    /// The file parsed earlier, removed from the cache (for its last use).
    public func take(_ path: String) -> SourceFile? {
        pthread_mutex_lock(&lock)
        defer { pthread_mutex_unlock(&lock) }
        guard let file = files.removeValue(forKey: path) else { return nil }
        used -= Self.cost(of: file)
        return file
    }
}
