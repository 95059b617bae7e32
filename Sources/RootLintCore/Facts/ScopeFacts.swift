import RootLintSyntax

#if canImport(Glibc)
import Glibc
#elseif canImport(Darwin)
import Darwin
#elseif canImport(Musl)
import Musl
#endif

/// What the scopes of a file are, for the questions facts and rules ask about
/// each write, call and cast: is it test code, and which execution unit runs
/// it. Worked out at the first question, for every scope in one pass
/// (parents come first), so that each question is an array read, not a walk
/// up the tree — walks that made many writes in nested closures quadratic.
/// Worked out when the file was read, they were a twentieth of a run
/// without the prefilter, for files that never ask.
///
/// A class, so that the first question's work serves every copy of the
/// file's facts; kept under a lock (a file's facts may be read from more
/// than one thread).
public final class ScopeFacts: @unchecked Sendable {
    /// What one scope is, side by side in one array.
    struct Entry {
        /// The scope whose body is its execution unit.
        var unitScope: Int32 = 0
        /// The outermost function or closure around it below its type (or
        /// the file), where its locals live; -1 for none.
        var outermostCode: Int32 = -1
        /// Its innermost closure; -1 for none.
        var innermostClosure: Int32 = -1
        /// The execution unit's kind.
        var unitKind: ExecutionUnit.Kind = .topLevel
        /// Inside a test case, a `@Test` function, a `#Preview` or a preview provider.
        var testCode = false
    }

    private let file: SourceFile
    /// One entry per scope, made at the first question. Read and written
    /// only under `lock`, which makes the run-time exclusivity check on
    /// each access (two calls into the runtime) redundant.
    @exclusivity(unchecked) private var entries: [Entry] = []
    /// Passed to the mutex functions by address, never accessed otherwise.
    @exclusivity(unchecked) private var lock = pthread_mutex_t()

    init(file: SourceFile) {
        self.file = file
        pthread_mutex_init(&lock, nil)
    }

    deinit { pthread_mutex_destroy(&lock) }

    /// Whether a question has been asked (for tests).
    var isWorkedOut: Bool {
        pthread_mutex_lock(&lock)
        defer { pthread_mutex_unlock(&lock) }
        return !entries.isEmpty
    }

    /// The answers for `scope` (a valid index).
    func entry(_ scope: Int) -> Entry {
        pthread_mutex_lock(&lock)
        defer { pthread_mutex_unlock(&lock) }
        if entries.isEmpty { entries = Self.entries(of: file) }
        return entries[scope]
    }

    /// Every scope's answers, in one pass: parents come first (scopes are
    /// ordered by their opening token; a parent that does not come first is
    /// no parent). Built in a local array: in the class's own, each access
    /// was checked for exclusivity at run time.
    static func entries(of file: SourceFile) -> [Entry] {
        let scopes = file.scopes
        // From `repeatElement`, not `Array(repeating:count:)`: that one allocates
        // through the runtime's generic metadata look-up, about 500 instructions
        // a table, on every file.
        var entries = [Entry](repeatElement(Entry(), count: scopes.count))
        for (s, scope) in scopes.enumerated() {
            let parent = scope.parent >= 0 && scope.parent < s ? scope.parent : -1
            let above = parent >= 0 ? entries[parent] : Entry()
            var entry = Entry()
            // A closure's callee is asked twice below: found once.
            let callee = scope.kind == .closure ? file.calleeNameIndex(of: s) : nil
            entry.testCode = (parent >= 0 && above.testCode) || marksTestCode(s, callee: callee, in: file)
            switch scope.kind {
            case .type, .file:
                break
            case .function, .closure:
                entry.outermostCode = parent >= 0 && above.outermostCode >= 0 ? above.outermostCode : Int32(s)
            case .statement:
                entry.outermostCode = parent >= 0 ? above.outermostCode : -1
            }
            entry.innermostClosure = scope.kind == .closure ? Int32(s) : (parent >= 0 ? above.innermostClosure : -1)
            var kind: ExecutionUnit.Kind? = nil
            switch scope.kind {
            case .function:
                kind = .function
            case .closure:
                // `lazy var window: UIWindow = { … }()` runs once, as its owner
                // makes it; a closure kept in a variable (`let completion:
                // (UIViewController) -> Void = { … }`) runs whenever it is called.
                if scope.initializes >= 0, file.isCalledOnTheSpot(s) {
                    kind = .propertyInitializer
                } else if !file.closureRunsSynchronously(s, callee: callee) {
                    kind = .escapingClosure
                }
            case .type, .file:
                kind = .topLevel
            case .statement:
                break
            }
            if let kind {
                entry.unitScope = Int32(s)
                entry.unitKind = kind
            } else if parent >= 0 {
                entry.unitScope = above.unitScope
                entry.unitKind = above.unitKind
            }
            entries[s] = entry
        }
        return entries
    }

    /// The outermost function or closure around `scope` below its type (or the file).
    func outermostCode(of scope: Int) -> Int? {
        guard scope >= 0, scope < file.scopes.count else { return nil }
        let outermost = entry(scope).outermostCode
        return outermost >= 0 ? Int(outermost) : nil
    }

    /// The innermost closure around or at `scope`.
    func innermostClosure(of scope: Int) -> Int? {
        guard scope >= 0, scope < file.scopes.count else { return nil }
        let closure = entry(scope).innermostClosure
        return closure >= 0 ? Int(closure) : nil
    }

    /// `XCTestCase` subclasses (and `*TestCase` bases), `@Suite` types,
    /// `@Test` functions, `#Preview { }`, `PreviewProvider`s, and the body
    /// of an `if` on the app's own unit-test flag (`if AppEnvironment.isUnitTesting {`).
    /// `callee`: a closure's `calleeNameIndex(of:)`.
    static func marksTestCode(_ s: Int, callee: Int?, in file: SourceFile) -> Bool {
        switch file.scopes[s].kind {
        case .type:
            return inheritsTestBase(s, in: file) || hasAttribute(s, Vocabulary.testTypeAttributes, in: file)
        case .function:
            return hasAttribute(s, Vocabulary.testFunctionAttributes, in: file)
        case .closure:
            guard let callee else { return false }
            return file.spells(callee, string: Vocabulary.previewMacro)
        case .statement:
            return file.scopes[s].keyword == .if && isTestRunFlag(file.scopes[s].clause, in: file)
        case .file:
            return false
        }
    }

    /// A condition that is only a test-run flag, read from a chain of names
    /// (`isRunningTests`, `Environment.shared.isUnitTesting`): true only
    /// under tests. A negation or a comparison is not.
    static func isTestRunFlag(_ clause: Range<Int>, in file: SourceFile) -> Bool {
        guard let last = clause.last, clause.lowerBound >= 0, last < file.code.count, file.isName(last),
              Vocabulary.testRunFlags.contains(where: { file.spells(last, $0) }) else { return false }
        var i = clause.lowerBound
        while i < last {
            guard file.isName(i) || file.code[i].keyword == .self, file.code[i + 1].kind == .period else { return false }
            i += 2
        }
        return i == last
    }

    /// An inherited type (as `inheritedTypes(of:)` lists them) ending in a
    /// test base suffix, read from the tokens without making names.
    static func inheritsTestBase(_ type: Int, in file: SourceFile) -> Bool {
        let clause = file.scopes[type].clause
        guard !clause.isEmpty else { return false }
        var angle = 0
        var last: Int?
        var expectName = true
        func endsEntry() -> Bool {
            guard let last else { return false }
            return Vocabulary.testBaseSuffixes.contains { file.hasSuffix(last, string: $0) }
        }
        for i in clause where i < file.code.count {
            let token = file.code[i]
            if token.kind == .keyword && token.keyword == .where { break }
            if token.kind == .operator {
                let delta = file.angleDelta(i)
                if delta != 0 { angle = max(0, angle + delta); continue }
            }
            if angle > 0 { continue }
            if token.kind == .comma {
                if endsEntry() { return true }
                last = nil
                expectName = true
            } else if file.isName(i) || token.kind == .keyword && token.keyword == .Any {
                // An entry's name, or a further component after a `.`: `XCTest.XCTestCase`.
                if expectName || (i > 0 && file.code[i - 1].kind == .period) { last = i }
                expectName = false
            }
        }
        return endsEntry()
    }

    /// An attribute among `names` (`@Test`, `@Suite`) before the declaration.
    static func hasAttribute(_ s: Int, _ names: Set<String>, in file: SourceFile) -> Bool {
        let scope = file.scopes[s]
        let end = min(max(scope.name, scope.open), file.code.count)
        var i = max(0, scope.headerStart)
        while i < end {
            if file.code[i].kind == .attribute, names.contains(where: { file.spells(i, string: $0) }) { return true }
            i += 1
            if scope.name >= 0, i >= scope.name { break }
        }
        return false
    }

    public func isTestCode(_ scope: Int) -> Bool {
        scope >= 0 && scope < file.scopes.count && entry(scope).testCode
    }

    /// The execution unit that runs code inside `scope`.
    public func executionUnit(of scope: Int, in file: SourceFile) -> ExecutionUnit {
        guard scope > 0, scope < self.file.scopes.count else {
            return ExecutionUnit(kind: .topLevel, scope: 0, body: 0..<file.code.count)
        }
        let answers = entry(scope)
        let unit = Int(answers.unitScope)
        let s = file.scopes[unit]
        let body = unit == 0 ? 0..<file.code.count : (s.open + 1)..<max(s.open + 1, min(s.close, file.code.count))
        return ExecutionUnit(kind: answers.unitKind, scope: unit, body: body)
    }

    /// The execution unit that runs code index `i`.
    public func executionUnit(at i: Int, in file: SourceFile) -> ExecutionUnit {
        executionUnit(of: file.innermostScope(at: i), in: file)
    }
}
