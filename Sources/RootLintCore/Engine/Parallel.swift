import Dispatch
#if canImport(Glibc)
import Glibc
#elseif canImport(Darwin)
import Darwin
#elseif canImport(Musl)
import Musl
#endif

/// Applies `body` to every index on `jobs` threads. Workers pull the next
/// index from a shared counter, so one huge file does not hold up a fixed
/// share of the rest; each result lands in its own slot, so the output never
/// depends on thread timing.
func parallelMap<Result: Sendable>(count: Int, jobs: Int, _ body: @escaping @Sendable (Int) -> Result) -> [Result] {
    guard count > 0 else { return [] }
    let slots = ResultSlots<Result>(count: count)
    let next = WorkCounter()
    let workers = min(max(1, jobs), count)
    if workers == 1 {
        for index in 0..<count { slots.store(body(index), at: index) }
    } else {
        DispatchQueue.concurrentPerform(iterations: workers) { _ in
            while true {
                let index = next.take()
                guard index < count else { break }
                slots.store(body(index), at: index)
            }
        }
    }
    return slots.collect()
}

/// A counter handed out under a lock: cheap next to linting a file.
final class WorkCounter: @unchecked Sendable {
    @exclusivity(unchecked) private var value = 0
    /// This and the state it guards are touched only with the lock held:
    /// the run-time exclusivity checks (two runtime calls per access) add nothing.
    @exclusivity(unchecked) private var lock = pthread_mutex_t()

    init() { pthread_mutex_init(&lock, nil) }
    deinit { pthread_mutex_destroy(&lock) }

    func take() -> Int {
        pthread_mutex_lock(&lock)
        defer { pthread_mutex_unlock(&lock) }
        let current = value
        value += 1
        return current
    }
}

/// One slot per item; each slot is written by exactly one worker.
final class ResultSlots<Result>: @unchecked Sendable {
    private let slots: UnsafeMutablePointer<Result?>
    private let count: Int

    init(count: Int) {
        self.count = count
        slots = .allocate(capacity: count)
        slots.initialize(repeating: nil, count: count)
    }

    deinit {
        slots.deinitialize(count: count)
        slots.deallocate()
    }

    func store(_ result: Result, at index: Int) { slots[index] = result }

    /// Every result, moved out (each slot is left `nil`): copying them out
    /// retained every array of every result, and the slots released them again.
    func collect() -> [Result] {
        (0..<count).map { index in
            let result = (slots + index).move()!
            (slots + index).initialize(to: nil)
            return result
        }
    }
}
