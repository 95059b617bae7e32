import RootLintSyntax
#if canImport(Glibc)
import Glibc
#elseif canImport(Darwin)
import Darwin
#elseif canImport(Musl)
import Musl
#endif

/// Keeps files parsed (and their facts extracted) in the project phase for the lint phase, keyed by the
/// file's index in the run, so the few files both phases surely need (those
/// calling a helper, those calling launch methods, an editor's snapshot) are
/// lexed once — within a fixed memory budget, so a huge tree still runs in
/// bounded memory (files beyond the budget are simply parsed again, except
/// one). A file that may be needed again fills only a small part of the
/// budget (`offerSpeculatively`): every page the cache touches is a page
/// fault, 2 µs on the machines measured.
final class SourceFileCache: @unchecked Sendable {
    @exclusivity(unchecked) private var files: [Int: ParsedFile] = [:]
    @exclusivity(unchecked) private var used = 0
    private let budget: Int
    /// What `offerSpeculatively` fills the cache up to.
    private let speculativeBudget: Int
    /// This and the state it guards are touched only with the lock held:
    /// the run-time exclusivity checks (two runtime calls per access) add nothing.
    @exclusivity(unchecked) private var lock = pthread_mutex_t()

    /// `budget`: bytes of source, tokens and scopes of parsed files kept at
    /// most. Keeping the raw bytes of the other files too was measured
    /// slower than reading them again: the growing heap costs page faults.
    init(budget: Int = 12 << 20, speculativeBudget: Int = 1 << 20) {
        self.budget = budget
        self.speculativeBudget = min(budget, speculativeBudget)
        pthread_mutex_init(&lock, nil)
    }

    deinit { pthread_mutex_destroy(&lock) }

    /// What a parsed file costs to keep: its bytes, both token arrays (the
    /// code by its capacity: it is lexed into an array reserved from an
    /// estimate), the bracket pairs and the scopes.
    static func cost(of parsed: ParsedFile) -> Int {
        let file = parsed.file
        return file.bytes.count + (file.comments.count + file.code.capacity) * MemoryLayout<Token>.stride
            + file.matching.count * 8 + file.scopes.count * (MemoryLayout<Scope>.stride + 16)
    }

    /// Keeps `file` if it fits in the budget, or if nothing else is kept:
    /// a file larger than the budget would otherwise be parsed again in
    /// each phase that needs it, and memory stays bounded by the budget
    /// plus one file.
    func offer(_ file: ParsedFile, for key: Int) {
        let cost = Self.cost(of: file)
        pthread_mutex_lock(&lock)
        defer { pthread_mutex_unlock(&lock) }
        guard used + cost <= budget || files.isEmpty, files[key] == nil else { return }
        files[key] = file
        used += cost
    }

    /// Keeps `file`, which a later phase needs only if the project
    /// overturns the guess its early lint was made on, while the cache holds
    /// less than `speculativeBudget`: overturned guesses are rare (none on
    /// the benchmark tree), and the survey goes through launch and helper
    /// files first, the files whose guesses the project overturns. Kept up to
    /// the whole budget, such files cost a tenth of a run over the benchmark
    /// tree in page faults, and saved parsing one file in two thousand of a
    /// real app.
    func offerSpeculatively(_ file: ParsedFile, for key: Int) {
        let cost = Self.cost(of: file)
        pthread_mutex_lock(&lock)
        defer { pthread_mutex_unlock(&lock) }
        guard used + cost <= speculativeBudget, files[key] == nil else { return }
        files[key] = file
        used += cost
    }

    /// The file parsed earlier, left in the cache.
    func peek(_ key: Int) -> ParsedFile? {
        pthread_mutex_lock(&lock)
        defer { pthread_mutex_unlock(&lock) }
        return files[key]
    }

    /// The file parsed earlier, removed from the cache (for its last use).
    func take(_ key: Int) -> ParsedFile? {
        pthread_mutex_lock(&lock)
        defer { pthread_mutex_unlock(&lock) }
        guard let file = files.removeValue(forKey: key) else { return nil }
        used -= Self.cost(of: file)
        return file
    }
}

/// A file lexed and scoped, with the facts extracted from it.
struct ParsedFile: Sendable {
    let file: SourceFile
    let facts: FileFacts
}
