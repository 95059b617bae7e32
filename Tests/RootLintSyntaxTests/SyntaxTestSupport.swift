import Foundation
import Testing
@testable import RootLintSyntax

// Helpers shared by the syntax tests: readable token summaries, the lossless
// and scope-tree invariants, a seeded random generator and the corpus files.

/// The significant tokens of `source` as `"kind text"`, e.g. `"keyword let"`:
/// a failing comparison prints a readable diff.
func lexemes(_ source: String) -> [String] {
    lexemes(Array(source.utf8))
}

func lexemes(_ bytes: [UInt8]) -> [String] {
    Lexer.tokenize(bytes).filter { !$0.kind.isTrivia }.map { "\($0.kind) \(text(of: $0, in: bytes))" }
}

/// Every token of `source`, trivia included, as `"kind text"`.
func allLexemes(_ source: String) -> [String] {
    let bytes = Array(source.utf8)
    return Lexer.tokenize(bytes).map { "\($0.kind) \(text(of: $0, in: bytes))" }
}

func text(of token: Token, in bytes: [UInt8]) -> String {
    String(decoding: bytes[token.range], as: UTF8.self)
}

/// The significant tokens of `source` with their text, for flag and keyword checks.
func significantTokens(_ source: String) -> [(token: Token, text: String)] {
    let bytes = Array(source.utf8)
    return Lexer.tokenize(bytes).filter { !$0.kind.isTrivia }.map { ($0, text(of: $0, in: bytes)) }
}

/// The first significant token spelled `spelling`.
func token(_ spelling: String, in source: String, sourceLocation: SourceLocation = #_sourceLocation) -> Token? {
    let found = significantTokens(source).first { $0.text == spelling }?.token
    #expect(found != nil, "no token \(spelling) in \(source)", sourceLocation: sourceLocation)
    return found
}

/// Token ranges tile the input: in order, no gap, no overlap, none empty, and
/// the texts concatenate back to the input. Returns whether all held.
@discardableResult
func expectLossless(_ bytes: [UInt8], _ label: @autoclosure () -> String = "",
                    sourceLocation: SourceLocation = #_sourceLocation) -> Bool {
    let tokens = Lexer.tokenize(bytes)
    return expectLossless(tokens, bytes, label(), sourceLocation: sourceLocation)
}

@discardableResult
func expectLossless(_ tokens: [Token], _ bytes: [UInt8], _ label: @autoclosure () -> String = "",
                    sourceLocation: SourceLocation = #_sourceLocation) -> Bool {
    var expected = 0
    for (index, token) in tokens.enumerated() {
        guard Int(token.start) == expected, token.end > token.start else {
            Issue.record("\(label()): token \(index) (\(token.kind)) spans \(token.start)..<\(token.end), expected to start at \(expected)",
                         sourceLocation: sourceLocation)
            return false
        }
        expected = Int(token.end)
    }
    guard expected == bytes.count else {
        Issue.record("\(label()): tokens cover \(expected) of \(bytes.count) bytes", sourceLocation: sourceLocation)
        return false
    }
    // Ranges that tile the input concatenate back to it by construction; the
    // literal check is kept for inputs small enough to make it cheap.
    guard bytes.count <= 1 << 16 else { return true }
    var rebuilt: [UInt8] = []
    rebuilt.reserveCapacity(bytes.count)
    for token in tokens { rebuilt.append(contentsOf: bytes[token.range]) }
    guard rebuilt == bytes else {
        Issue.record("\(label()): tokens do not rebuild the input", sourceLocation: sourceLocation)
        return false
    }
    return true
}

/// The structural promises of the scope tree, whatever the input: scopes in
/// the order of their opening token, properly nested, symmetric bracket
/// matching, and `innermostScope(at:)` agreeing with a brute-force search.
@discardableResult
func expectWellFormedScopeTree(_ file: SourceFile, _ label: @autoclosure () -> String = "",
                               queries: Int = 64, sourceLocation: SourceLocation = #_sourceLocation) -> Bool {
    func fail(_ message: String) -> Bool {
        Issue.record("\(label()): \(message)", sourceLocation: sourceLocation)
        return false
    }
    let scopes = file.scopes
    let count = file.code.count
    guard scopes.first?.kind == .file else { return fail("scope 0 is not the file") }
    guard file.matching.count == count else { return fail("matching has \(file.matching.count) entries for \(count) tokens") }
    for (i, partner) in file.matching.enumerated() where partner >= 0 {
        guard Int(partner) < count, Int(file.matching[Int(partner)]) == i else { return fail("matching is not symmetric at \(i)") }
    }
    for index in scopes.indices.dropFirst() {
        let scope = scopes[index]
        guard scope.parent >= 0, scope.parent < index else { return fail("scope \(index) has parent \(scope.parent)") }
        guard scopes[index - 1].open < scope.open else { return fail("scope \(index) opens before scope \(index - 1)") }
        guard scope.close >= scope.open, scope.close <= count else { return fail("scope \(index) closes at \(scope.close)") }
        guard scope.depth == scopes[scope.parent].depth + 1 else { return fail("scope \(index) has depth \(scope.depth)") }
        if scope.parent > 0 {
            let parent = scopes[scope.parent]
            guard parent.open < scope.open, scope.close <= parent.close else { return fail("scope \(index) leaks out of its parent") }
        }
    }
    // Brute force: the last-opened scope that contains the token.
    let step = max(1, count / max(1, queries))
    for i in stride(from: 0, to: count, by: step) {
        var expected = 0
        for index in scopes.indices.dropFirst() where scopes[index].contains(i) { expected = index }
        let found = file.innermostScope(at: i)
        guard found == expected else { return fail("innermostScope(at: \(i)) is \(found), expected \(expected)") }
    }
    // The per-scope tables against a walk up the tree.
    func isAccessor(_ s: Int) -> Bool {
        switch scopes[s].keyword {
        case .get, .set, .willSet, .didSet: return true
        default: return false
        }
    }
    // Sampled: a walk per scope is quadratic in the nesting depth.
    for index in stride(from: 0, to: scopes.count, by: max(1, scopes.count / max(1, queries))) {
        let chain = Array(file.ancestors(from: index))
        let function = chain.first { scopes[$0].kind == .function && !isAccessor($0) } ?? chain.first { scopes[$0].kind == .function }
        guard file.enclosingFunction(of: index) == function else { return fail("enclosingFunction(of: \(index))") }
        guard file.enclosingType(of: index) == chain.first(where: { scopes[$0].kind == .type }) else {
            return fail("enclosingType(of: \(index))")
        }
    }
    return true
}

/// Lexes and scopes `bytes` and checks every invariant; for inputs that must
/// merely survive.
func expectSurvives(_ bytes: [UInt8], _ label: @autoclosure () -> String = "", queries: Int = 64,
                    sourceLocation: SourceLocation = #_sourceLocation) {
    let file = SourceFile(path: "input.swift", bytes: bytes)
    let tokens = file.tokens
    guard expectLossless(tokens, bytes, label(), sourceLocation: sourceLocation) else { return }
    expectStoredTokensMatch(file, tokens, label(), sourceLocation: sourceLocation)
    expectWellFormedScopeTree(file, label(), queries: queries, sourceLocation: sourceLocation)
}

/// A `SourceFile` stores only the code and the comments (lexed without
/// keeping trivia): they must be exactly the lossless stream's, flags
/// included (an unterminated string marks its opening token in both).
func expectStoredTokensMatch(_ file: SourceFile, _ tokens: [Token], _ label: @autoclosure () -> String = "",
                             sourceLocation: SourceLocation = #_sourceLocation) {
    let code = tokens.filter { !$0.kind.isTrivia }
    let comments = tokens.filter { $0.kind.isComment }
    #expect(file.code == code, "\(label()): the stored code differs from the lossless stream's", sourceLocation: sourceLocation)
    #expect(file.comments == comments, "\(label()): the stored comments differ from the lossless stream's",
            sourceLocation: sourceLocation)
}

/// SplitMix64: small, fast and fully determined by its seed, so every
/// "random" test input is the same on every run and every platform.
struct SeededGenerator: RandomNumberGenerator {
    var state: UInt64
    init(seed: UInt64) { state = seed }
    mutating func next() -> UInt64 {
        state &+= 0x9E37_79B9_7F4A_7C15
        var z = state
        z = (z ^ (z >> 30)) &* 0xBF58_476D_1CE4_E5B9
        z = (z ^ (z >> 27)) &* 0x94D0_49BB_1331_11EB
        return z ^ (z >> 31)
    }
}

/// The repository's `Corpus/` directory, found from this file's path.
let corpusDirectory: URL = URL(fileURLWithPath: #filePath)
    .deletingLastPathComponent().deletingLastPathComponent().deletingLastPathComponent()
    .appendingPathComponent("Corpus")

/// Every `.swift` file under `Corpus/`, sorted so tests are deterministic.
func corpusFiles() -> [URL] {
    guard let enumerator = FileManager.default.enumerator(at: corpusDirectory, includingPropertiesForKeys: nil) else {
        return []
    }
    var files: [URL] = []
    for case let url as URL in enumerator where url.pathExtension == "swift" { files.append(url) }
    return files.sorted { $0.path < $1.path }
}

/// A scope tree for `source`, with lookups by the text tests care about.
struct ScopeFixture {
    let file: SourceFile

    init(_ source: String) { file = SourceFile(path: "fixture.swift", text: source) }

    var scopes: [Scope] { file.scopes }
    var outline: [String] { file.scopeOutline().split(separator: "\n").map(String.init) }

    /// The code index of the `occurrence`-th token spelled `spelling` (0-based).
    func index(of spelling: String, occurrence: Int = 0) -> Int? {
        var seen = 0
        for i in file.code.indices where file.text(i) == spelling {
            if seen == occurrence { return i }
            seen += 1
        }
        return nil
    }

    /// The first scope of `kind` whose keyword is `keyword` (and, for
    /// functions and types, whose name is `name`).
    func scope(_ kind: ScopeKind, _ keyword: Keyword = .none, named name: String? = nil, occurrence: Int = 0) -> Int? {
        var seen = 0
        for index in scopes.indices where scopes[index].kind == kind && (keyword == .none || scopes[index].keyword == keyword) {
            if let name {
                let scope = scopes[index]
                guard scope.name >= 0, file.text(scope.name) == name else { continue }
            }
            if seen == occurrence { return index }
            seen += 1
        }
        return nil
    }

    func calleeText(_ scope: Int) -> String { file.text(scopes[scope].callee) }
    func clauseText(_ scope: Int) -> String { file.text(scopes[scope].clause) }
    func labelText(_ scope: Int) -> String? {
        scopes[scope].argumentLabel >= 0 ? file.text(scopes[scope].argumentLabel) : nil
    }
}
