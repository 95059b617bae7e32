import RootLintSyntax

/// What each function of a file calls synchronously, by the function's name:
/// what the launch reach keeps of every file it parses to follow calls
/// forward (on a large app, a third of its files).
///
/// A callee is made a `String` once per file, and a function's calls are
/// numbers into that list, each at most once per function. A set of
/// `String`s per function, merged into a set per name, hashed every call
/// twice: a quarter of a run on a real app (Mixin), most of it for functions
/// the reach never asks about.
struct FunctionCallTable: Sendable {
    /// Per function name (overloads and same-named methods of several types
    /// together), the indices into `callees` of what it calls.
    private var callsByFunction: [String: [Int32]] = [:]
    private var callees: [String] = []

    init() {}

    /// The functions of `file` outside test code (`synchronousCallNames(in:)`
    /// for each). Nothing for a test file. `key` hashes a callee's bytes
    /// (replaced by tests, to make names collide).
    init(file: SourceFile, scopes: ScopeFacts?, isTestFile: Bool,
         key: @escaping (UnsafeBufferPointer<UInt8>, Int, Int) -> UInt64 = NameIndex.key) {
        guard !isTestFile, let scopes else { return }
        var interned = CalleeInterner(key: key)
        // The function that last called each callee: a callee is listed once per function.
        var lastCaller: [Int] = []
        let code = file.code
        file.bytes.withUnsafeBufferPointer { bytes in
            code.withUnsafeBufferPointer { tokens in
                for (function, scope) in file.scopes.enumerated()
                where scope.kind == .function && scope.name >= 0 && !scopes.isTestCode(function) {
                    var calls: [Int32] = []
                    // On the tokens' buffer: every token of every parsed
                    // function passes here, and a call to `isName` each was a
                    // tenth of the table.
                    var i = max(scope.open + 1, 0)
                    let end = min(scope.close, tokens.count)
                    while i + 1 < end {
                        defer { i += 1 }
                        let kind = tokens[i].kind
                        guard kind == .identifier || kind == .backtickIdentifier else { continue }
                        let next = tokens[i + 1].kind
                        guard next == .leftParen || next == .leftBrace, !(i > 0 && tokens[i - 1].keyword == .func),
                              scopes.executionUnit(at: i, in: file).scope == function else { continue }
                        let id = interned.id(of: i, in: file, bytes: bytes, callees: &callees)
                        if id == lastCaller.count { lastCaller.append(-1) }
                        if lastCaller[id] == function { continue }
                        lastCaller[id] = function
                        calls.append(Int32(truncatingIfNeeded: id))
                    }
                    callsByFunction[file.text(scope.name), default: []].append(contentsOf: calls)
                }
            }
        }
    }

    /// Adds to `called` what the functions named one of `names` call.
    func addCalls(ofFunctionsNamed names: Set<String>, to called: inout Set<String>) {
        for (name, calls) in callsByFunction where names.contains(name) {
            for id in calls { called.insert(callees[Int(id)]) }
        }
    }

    /// Per function name, what it calls (for tests): the answer of
    /// `ProjectContribution.synchronousCallNames(in:)` for each function,
    /// gathered by name.
    var callsByName: [String: Set<String>] {
        callsByFunction.mapValues { Set($0.map { callees[Int($0)] }) }
    }
}

/// Numbers the distinct spellings of a file's callees in the order first
/// met, by a hash of their bytes checked against the text, so that a name
/// becomes a `String` once however often it is called.
private struct CalleeInterner {
    /// The first callee with each hash; a hash shared by different names
    /// (checked against the bytes) goes to `byText`.
    private var byHash: [UInt64: (id: Int, token: Int)] = [:]
    private var byText: [String: Int] = [:]
    private let key: (UnsafeBufferPointer<UInt8>, Int, Int) -> UInt64

    init(key: @escaping (UnsafeBufferPointer<UInt8>, Int, Int) -> UInt64) { self.key = key }

    mutating func id(of i: Int, in file: SourceFile, bytes: UnsafeBufferPointer<UInt8>, callees: inout [String]) -> Int {
        let token = file.code[i]
        let key = self.key(bytes, Int(token.start), Int(token.end))
        if let known = byHash[key] {
            if file.code[known.token].range.elementsEqual(token.range, by: { bytes[$0] == bytes[$1] }) { return known.id }
            let text = file.text(i)
            if let id = byText[text] { return id }
            byText[text] = callees.count
            callees.append(text)
            return callees.count - 1
        }
        byHash[key] = (callees.count, i)
        callees.append(file.text(i))
        return callees.count - 1
    }
}
