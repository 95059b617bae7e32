import Dispatch
import RootLintCore
import RootLintSyntax

/// Lints many files in parallel. Workers pull the next file index from a
/// shared counter, so one huge file does not hold up a fixed share of the
/// rest; each result lands in its own slot, so output order never depends
/// on thread timing.
public struct LintRunner: Sendable {
    /// One linter per configuration in use.
    public var linters: [Linter]
    public var jobs: Int
    /// Reads a file's bytes: from disk unless the run says otherwise (stdin, git index).
    public var read: @Sendable (DiscoveredFile) -> Result<[UInt8], SystemError>
    /// Files an earlier phase already parsed (and validated).
    public var cache: SourceFileCache?
    /// The helper names in the order the surveys saw them (`HelperRegistry`):
    /// a survey that checked the first `n` leaves only the rest to check.
    public var helperOrder: [String] = []

    public init(linter: Linter, jobs: Int = POSIX.processorCount()) {
        self.init(linters: [linter], jobs: jobs)
    }

    public init(linters: [Linter], jobs: Int = POSIX.processorCount(),
                read: @escaping @Sendable (DiscoveredFile) -> Result<[UInt8], SystemError> = { POSIX.readFile($0.path) }) {
        self.linters = linters
        self.jobs = max(1, jobs)
        self.read = read
    }

    /// Lints every file with the first linter.
    public func run(_ files: [DiscoveredFile], progress: (@Sendable (Int) -> Void)? = nil) -> [FileOutcome] {
        run(files.map { ($0, 0) }, progress: progress)
    }

    /// Lints each file with the linter at its index. `surveys` (same order),
    /// from the project phase, spare files a second read: a file with an
    /// encoding problem is reported as such, and one with none of the rules'
    /// words is only searched for helper calls (if the project has helpers).
    public func run(_ files: [(file: DiscoveredFile, linter: Int)], surveys: [ProjectLinter.Survey]? = nil,
                    progress: (@Sendable (Int) -> Void)? = nil) -> [FileOutcome] {
        let count = files.count
        guard count > 0 else { return [] }
        let results = ResultSlots(count: count)
        let next = WorkCounter()
        let linters = self.linters
        let read = self.read
        let cache = self.cache
        let helperOrder = self.helperOrder
        let workers = min(jobs, count)
        DispatchQueue.concurrentPerform(iterations: workers) { _ in
            while true {
                let index = next.take()
                guard index < count else { break }
                let (file, linterIndex) = files[index]
                let survey = surveys?[index]
                let outcome = Self.lint(file, index: index, linter: linters[linterIndex], survey: survey, cache: cache,
                                        helperOrder: helperOrder, read: read)
                results.store(outcome, at: index)
                progress?(index)
            }
        }
        return results.collect()
    }

    static func lint(_ file: DiscoveredFile, index: Int, linter: Linter, survey: ProjectLinter.Survey?,
                     cache: SourceFileCache?, helperOrder: [String],
                     read: (DiscoveredFile) -> Result<[UInt8], SystemError>) -> FileOutcome {
        if let parsed = cache?.take(index) { return linter.lint(parsed) }
        if let problem = survey?.encodingProblem {
            return FileOutcome(path: file.path, error: InputError(path: file.path, problem: problem))
        }
        var needsOnlyHelperCalls = survey.map { !$0.mayMatter } ?? false
        if needsOnlyHelperCalls, let survey {
            if survey.callsCheckedHelper {
                needsOnlyHelperCalls = false
            } else if survey.helpersChecked >= helperOrder.count || !linter.looksForHelperCalls {
                // Checked for every helper there is, and calls none: nothing to lint.
                return FileOutcome(path: file.path)
            }
        }
        let bytes: [UInt8]
        switch read(file) {
        case .failure(let error):
            return FileOutcome(path: file.path, error: InputError(path: file.path, problem: error.fileProblem))
        case .success(let contents):
            bytes = contents
        }
        if needsOnlyHelperCalls && !linter.callsHelper(bytes) { return FileOutcome(path: file.path) }
        return linter.lint(path: file.path, bytes: bytes)
    }
}

/// A counter handed out under a lock: cheap next to linting a file.
final class WorkCounter: @unchecked Sendable {
    private var value = 0
    private var lock = pthread_mutex_t()

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

/// Applies `body` to every item on `jobs` threads; results keep the items' order.
func parallelMap<Item: Sendable, Result: Sendable>(_ items: [Item], jobs: Int, _ body: @escaping @Sendable (Item) -> Result) -> [Result] {
    let count = items.count
    guard count > 0 else { return [] }
    let slots = UnsafeMutablePointer<Result?>.allocate(capacity: count)
    slots.initialize(repeating: nil, count: count)
    defer {
        slots.deinitialize(count: count)
        slots.deallocate()
    }
    let next = WorkCounter()
    let box = SlotsBox(slots)
    DispatchQueue.concurrentPerform(iterations: min(max(1, jobs), count)) { _ in
        while true {
            let index = next.take()
            guard index < count else { break }
            box.slots[index] = body(items[index])
        }
    }
    return (0..<count).map { slots[$0]! }
}

/// Hands the result buffer to the workers; each index is written by one worker only.
final class SlotsBox<Result>: @unchecked Sendable {
    let slots: UnsafeMutablePointer<Result?>
    init(_ slots: UnsafeMutablePointer<Result?>) { self.slots = slots }
}

/// One slot per file; each slot is written by exactly one worker.
final class ResultSlots: @unchecked Sendable {
    private let slots: UnsafeMutablePointer<FileOutcome?>
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

    func store(_ outcome: FileOutcome, at index: Int) { slots[index] = outcome }

    func collect() -> [FileOutcome] { (0..<count).compactMap { slots[$0] } }
}
