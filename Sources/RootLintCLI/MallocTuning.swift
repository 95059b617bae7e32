#if canImport(Glibc)
import Glibc
#elseif canImport(Darwin)
import Darwin
#elseif canImport(Musl)
import Musl
#endif

/// glibc's heap settings for a one-shot run. By default glibc hands memory
/// back to the kernel as soon as 128 KB lie free at the top of the heap, and
/// serves each block over 128 KB (a large file, its tokens) from a mapping of
/// its own; every page taken again afterwards is a page fault, about 2 µs on
/// the machines measured. A run frees and allocates again for every file:
/// with up to 64 MB left free and blocks up to 32 MB from the heap, the
/// benchmark tree took 490 fewer faults (2,975 → 2,485, the same peak) and
/// 16,000 switch-site files 3,000 fewer (40,100 → 37,100; peak 148 → 158 MB,
/// memory freed and not given back). A run's memory goes back when it
/// exits; the language server, which lives on, keeps the defaults.
public enum MallocTuning {
    /// `mallopt`'s parameters (glibc's `malloc.h`).
    static let trimThreshold: Int32 = -1
    static let mmapThreshold: Int32 = -3
    static let keptFree: Int32 = 64 << 20
    static let largestFromHeap: Int32 = 32 << 20

    /// Whether to tune: not for the language server, nor when the user set
    /// glibc's malloc themselves.
    static func applies(arguments: [String], environment: (String) -> String?) -> Bool {
        if arguments.first == "lsp" { return false }
        if let tunables = environment("GLIBC_TUNABLES"), tunables.contains("glibc.malloc.") { return false }
        return ["MALLOC_TRIM_THRESHOLD_", "MALLOC_MMAP_THRESHOLD_", "MALLOC_TOP_PAD_"].allSatisfy { environment($0) == nil }
    }

    /// Tunes the heap for the rest of the process, given its arguments
    /// (without the program's name), where the C library is glibc. Returns
    /// whether it did.
    @discardableResult
    public static func tuneForOneRun(arguments: [String], environment: (String) -> String? = POSIX.environment) -> Bool {
        guard applies(arguments: arguments, environment: environment) else { return false }
        #if canImport(Glibc)
        // Looked up, not called by name: Swift's Glibc module does not export it.
        guard let symbol = dlsym(UnsafeMutableRawPointer(bitPattern: 0), "mallopt") else { return false }
        let mallopt = unsafeBitCast(symbol, to: (@convention(c) (Int32, Int32) -> Int32).self)
        return mallopt(trimThreshold, keptFree) == 1 && mallopt(mmapThreshold, largestFromHeap) == 1
        #else
        return false
        #endif
    }
}
