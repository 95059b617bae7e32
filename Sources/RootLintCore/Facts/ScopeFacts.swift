import RootLintSyntax

/// What every scope of a file is, for the questions facts and rules ask about
/// each write, call and cast: is it test code, and which execution unit runs
/// it. Computed once per file in one pass over the scopes (parents come
/// first), so each question is an array read, not a walk up the tree —
/// walks that made many writes in nested closures quadratic.
public struct ScopeFacts: Sendable {
    /// What one scope is. The five answers of a scope side by side in one
    /// array: as five arrays they were five allocations a file, on every
    /// lexed file.
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

    /// One entry per scope, parents before children.
    let entries: [Entry]

    init(file: SourceFile) {
        let scopes = file.scopes
        var entries = [Entry](repeating: Entry(), count: scopes.count)
        for (s, scope) in scopes.enumerated() {
            let parent = scope.parent >= 0 && scope.parent < s ? scope.parent : -1
            let above = parent >= 0 ? entries[parent] : Entry()
            var entry = Entry()
            // A closure's callee is asked twice below: found once.
            let callee = scope.kind == .closure ? file.calleeNameIndex(of: s) : nil
            entry.testCode = (parent >= 0 && above.testCode) || Self.marksTestCode(s, callee: callee, in: file)
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
                if scope.initializes >= 0 {
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
        self.entries = entries
    }

    /// The outermost function or closure around `scope` below its type (or the file).
    func outermostCode(of scope: Int) -> Int? {
        guard scope >= 0, scope < entries.count, entries[scope].outermostCode >= 0 else { return nil }
        return Int(entries[scope].outermostCode)
    }

    /// The innermost closure around or at `scope`.
    func innermostClosure(of scope: Int) -> Int? {
        guard scope >= 0, scope < entries.count, entries[scope].innermostClosure >= 0 else { return nil }
        return Int(entries[scope].innermostClosure)
    }

    /// `XCTestCase` subclasses (and `*TestCase` bases), `@Suite` types,
    /// `@Test` functions, `#Preview { }`, `PreviewProvider`s.
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
        default:
            return false
        }
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
        scope >= 0 && scope < entries.count && entries[scope].testCode
    }

    /// The execution unit that runs code inside `scope`.
    public func executionUnit(of scope: Int, in file: SourceFile) -> ExecutionUnit {
        guard scope > 0, scope < entries.count else {
            return ExecutionUnit(kind: .topLevel, scope: 0, body: 0..<file.code.count)
        }
        let unit = Int(entries[scope].unitScope)
        let s = file.scopes[unit]
        let body = unit == 0 ? 0..<file.code.count : (s.open + 1)..<max(s.open + 1, min(s.close, file.code.count))
        return ExecutionUnit(kind: entries[scope].unitKind, scope: unit, body: body)
    }

    /// The execution unit that runs code index `i`.
    public func executionUnit(at i: Int, in file: SourceFile) -> ExecutionUnit {
        executionUnit(of: file.innermostScope(at: i), in: file)
    }
}
