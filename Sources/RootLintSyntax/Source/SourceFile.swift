/// A lexed and scoped Swift file: the input every fact extractor and rule reads.
///
/// `code` holds the significant tokens, and every index in the scope tree
/// and in facts is an index into `code`; `comments` holds the comments (for
/// suppression). Whitespace and newlines are not stored: `tokens` lexes the
/// lossless stream again when a dump or a test asks for it.
public final class SourceFile: Sendable {
    public let path: String
    public let bytes: [UInt8]
    public let comments: [Token]
    public let code: [Token]
    /// For each bracket in `code`, the index of its partner; -1 otherwise.
    public let matching: [Int32]
    /// Scope 0 is the file; scopes are ordered by their opening token.
    public let scopes: [Scope]
    let conditionalCompilation: [ConditionalCompilationBlock]
    /// For each code index, the innermost scope that strictly contains it
    /// (a scope's own braces belong to its parent): every "where is this
    /// token" question is one array read, never a walk up the tree.
    let scopeOfCode: [Int32]
    /// For each scope, its nearest enclosing function-like scope (a property
    /// rather than its accessor) and type, itself included; -1 for none.
    let functionOfScope: [Int32]
    let typeOfScope: [Int32]

    public init(path: String, bytes: [UInt8]) {
        self.path = path
        self.bytes = bytes
        let (comments, code) = bytes.withUnsafeBufferPointer { Lexer.tokenizeCommentsAndCode($0) }
        self.comments = comments
        self.code = code
        // The builder writes the two per-token tables in place.
        let n = code.count
        var scopes: [Scope] = []
        var blocks: [ConditionalCompilationBlock] = []
        var scopeOfCode: [Int32] = []
        matching = [Int32](unsafeUninitializedCapacity: n) { matching, matchingCount in
            matching.initialize(repeating: -1)
            matchingCount = n
            scopeOfCode = [Int32](unsafeUninitializedCapacity: n) { scopeOfCode, scopeCount in
                scopeOfCode.initialize(repeating: 0)
                scopeCount = n
                code.withUnsafeBufferPointer { codeBuffer in
                    bytes.withUnsafeBufferPointer { byteBuffer in
                        var builder = ScopeTreeBuilder(code: codeBuffer, bytes: byteBuffer,
                                                       matching: matching, scopeOfCode: scopeOfCode)
                        builder.build()
                        scopes = builder.scopes
                        blocks = builder.blocks
                    }
                }
            }
        }
        self.scopes = scopes
        conditionalCompilation = blocks
        self.scopeOfCode = scopeOfCode
        (functionOfScope, typeOfScope) = SourceFile.enclosingDeclarations(scopes)
    }

    /// Parents come before their children, so one forward pass suffices.
    static func enclosingDeclarations(_ scopes: [Scope]) -> (functions: [Int32], types: [Int32]) {
        var anyFunction = [Int32](repeating: -1, count: scopes.count)
        var function = [Int32](repeating: -1, count: scopes.count)
        var type = [Int32](repeating: -1, count: scopes.count)
        for (s, scope) in scopes.enumerated() {
            let parent = scope.parent >= 0 && scope.parent < s ? scope.parent : -1
            if parent >= 0 {
                anyFunction[s] = anyFunction[parent]
                function[s] = function[parent]
                type[s] = type[parent]
            }
            switch scope.kind {
            case .function:
                anyFunction[s] = Int32(s)
                switch scope.keyword {
                case .get, .set, .willSet, .didSet: break
                default: function[s] = Int32(s)
                }
            case .type:
                type[s] = Int32(s)
            default:
                break
            }
        }
        // A `get`/`set`/`didSet` counts as its property; one with no property
        // around it (a protocol requirement, broken input) counts as itself.
        for s in scopes.indices where function[s] < 0 { function[s] = anyFunction[s] }
        return (function, type)
    }

    public convenience init(path: String, text: String) {
        self.init(path: path, bytes: Array(text.utf8))
    }

    public func makeSourceMap() -> SourceMap { SourceMap(bytes: bytes) }

    /// The lossless token stream, trivia included, lexed again on each call
    /// (for dumps and tests; the pipeline reads `code` and `comments`).
    public var tokens: [Token] { bytes.withUnsafeBufferPointer { Lexer.tokenize($0) } }

    // MARK: - Text

    /// The text of `code[i]` (allocates: for messages and slow paths).
    public func text(_ i: Int) -> String {
        guard i >= 0, i < code.count else { return "" }
        return text(of: code[i])
    }

    public func text(of token: Token) -> String {
        String(decoding: bytes[token.range], as: UTF8.self)
    }

    /// `Type.member` from the texts of two tokens (either `nil`: an empty
    /// part), and the UTF-8 length of the `Type` part: the same as
    /// `"\(text(type)).\(text(member))"`, made as one `String` from the
    /// file's bytes where the two names and their interpolation made three.
    public func qualifiedName(type: Int?, member: Int?) -> (name: String, typeLength: Int) {
        let typeRange = type.flatMap { $0 >= 0 && $0 < code.count ? code[$0].range : nil } ?? 0..<0
        let memberRange = member.flatMap { $0 >= 0 && $0 < code.count ? code[$0].range : nil } ?? 0..<0
        guard typeRange.upperBound <= bytes.count, memberRange.upperBound <= bytes.count else {
            let typeName = type.map(text) ?? ""
            return ("\(typeName).\(member.map(text) ?? "")", typeName.utf8.count)
        }
        let (name, typeIsASCII) = bytes.withUnsafeBufferPointer { source in
            withUnsafeTemporaryAllocation(of: UInt8.self, capacity: typeRange.count + 1 + memberRange.count) { joined in
                var at = 0
                var bits: UInt8 = 0
                for k in typeRange {
                    joined[at] = source[k]
                    bits |= source[k]
                    at += 1
                }
                joined[at] = UInt8(ascii: ".")
                at += 1
                for k in memberRange {
                    joined[at] = source[k]
                    at += 1
                }
                return (String(decoding: joined, as: UTF8.self), bits < 0x80)
            }
        }
        // A name that is not valid UTF-8 is repaired, and its length with it:
        // measured on its own text then, as the interpolation did.
        return (name, typeIsASCII ? typeRange.count : (type.map(text) ?? "").utf8.count)
    }

    /// The source text from the start of `code[range.lowerBound]` to the end
    /// of `code[range.upperBound - 1]`, trivia included.
    public func text(_ range: Range<Int>) -> String {
        guard !range.isEmpty, range.lowerBound >= 0, range.upperBound <= code.count else { return "" }
        return String(decoding: bytes[Int(code[range.lowerBound].start)..<Int(code[range.upperBound - 1].end)], as: UTF8.self)
    }

    /// Whether `code[i]` is spelled `text` (a back-ticked name matches its
    /// bare spelling). No allocation.
    public func spells(_ i: Int, _ text: StaticString) -> Bool {
        guard i >= 0, i < code.count else { return false }
        var token = code[i]
        if token.kind == .backtickIdentifier {
            token.start += 1
            token.end -= 1
        }
        guard token.length == text.utf8CodeUnitCount else { return false }
        let start = Int(token.start)
        let expected = text.utf8Start
        for k in 0..<token.length where bytes[start + k] != expected[k] { return false }
        return true
    }

    /// Whether `code[i]` is a name (identifier, back-ticked, contextual keyword).
    /// Inlinable: the facts and the project phase ask it of every token of
    /// the functions they walk, where a call each was a tenth of the walk.
    @inlinable
    public func isName(_ i: Int) -> Bool {
        guard i >= 0, i < code.count else { return false }
        let kind = code[i].kind
        return kind == .identifier || kind == .backtickIdentifier
    }

    /// Whether `code[i]` ends with `suffix` (for `*Coordinator`, `*Window`).
    public func hasSuffix(_ i: Int, _ suffix: StaticString) -> Bool {
        guard i >= 0, i < code.count else { return false }
        let token = code[i]
        let n = suffix.utf8CodeUnitCount
        guard token.length >= n else { return false }
        let start = Int(token.end) - n
        for k in 0..<n where bytes[start + k] != suffix.utf8Start[k] { return false }
        return true
    }

    /// Whether `code[i]` starts with `prefix` (`instantiate…`).
    public func hasPrefix(_ i: Int, _ prefix: StaticString) -> Bool {
        guard i >= 0, i < code.count else { return false }
        let token = code[i]
        let n = prefix.utf8CodeUnitCount
        guard token.length >= n else { return false }
        let start = Int(token.start)
        for k in 0..<n where bytes[start + k] != prefix.utf8Start[k] { return false }
        return true
    }

    /// `body` of `code[i]`'s bytes, read in place (empty for no token):
    /// a question about a name that makes no `String` of it.
    @inlinable
    public func withBytes<R>(of i: Int, _ body: (UnsafeBufferPointer<UInt8>) -> R) -> R {
        guard i >= 0, i < code.count else { return body(UnsafeBufferPointer(start: nil, count: 0)) }
        let range = code[i].range
        return bytes.withUnsafeBufferPointer { body(UnsafeBufferPointer(rebasing: $0[range])) }
    }

    /// Whether `code[i]` ends with `suffix` (a configured or listed name).
    public func hasSuffix(_ i: Int, string suffix: String) -> Bool {
        guard i >= 0, i < code.count else { return false }
        let token = code[i]
        let utf8 = suffix.utf8
        guard token.length >= utf8.count else { return false }
        var k = Int(token.end) - utf8.count
        for b in utf8 {
            if bytes[k] != b { return false }
            k += 1
        }
        return true
    }

    /// An operator made only of `<` (+n) or only of `>` (-n): generic
    /// brackets; 0 for anything else.
    public func angleDelta(_ i: Int) -> Int {
        guard i >= 0, i < code.count, code[i].kind == .operator else { return 0 }
        var delta = 0
        for k in code[i].range {
            switch bytes[k] {
            case UInt8(ascii: "<"): delta += 1
            case UInt8(ascii: ">"): delta -= 1
            default: return 0
            }
        }
        return delta
    }

    // MARK: - Scopes

    /// The innermost scope that strictly contains code index `i` (its braces
    /// exclude the header). O(log n + depth).
    public func innermostScope(at i: Int) -> Int {
        if i >= 0, i < scopeOfCode.count { return Int(scopeOfCode[i]) }
        return innermostScopeBySearch(at: i)
    }

    /// The same by binary search and a walk up: for indices past the code
    /// (`code.count`), and as the reference the table is tested against.
    /// The scope whose `{` is at `brace`, if one is (an empty body has no
    /// token of its own for `innermostScope(at:)` to answer with).
    public func scope(openedBy brace: Int) -> Int? {
        PostfixExpression.scopeIndex(openingAt: brace, scopes: scopes)
    }

    func innermostScopeBySearch(at i: Int) -> Int {
        var low = 0
        var high = scopes.count - 1
        // Last scope opening before `i`.
        while low < high {
            let mid = (low + high + 1) / 2
            if scopes[mid].open < i { low = mid } else { high = mid - 1 }
        }
        var s = low
        while s > 0, !scopes[s].contains(i) { s = scopes[s].parent }
        return s
    }

    /// `scope` and its ancestors, innermost first, ending with the file.
    public func ancestors(from scope: Int) -> AncestorSequence { AncestorSequence(scopes: scopes, current: scope) }

    public struct AncestorSequence: Sequence, IteratorProtocol {
        let scopes: [Scope]
        var current: Int
        public mutating func next() -> Int? {
            guard current >= 0 else { return nil }
            defer { current = scopes[current].parent }
            return current
        }
    }

    /// The nearest enclosing function-like scope (looking through closures and statements).
    public func enclosingFunction(of scope: Int) -> Int? {
        guard scope >= 0, scope < functionOfScope.count else { return nil }
        let function = Int(functionOfScope[scope])
        return function >= 0 ? function : nil
    }

    /// The nearest enclosing type declaration or extension.
    public func enclosingType(of scope: Int) -> Int? {
        guard scope >= 0, scope < typeOfScope.count else { return nil }
        let type = Int(typeOfScope[scope])
        return type >= 0 ? type : nil
    }

    /// The code index just past the last token of the header's name path:
    /// `Outer.Inner` in `extension Outer.Inner: P`.
    public func typeName(of scope: Int) -> String {
        let s = scopes[scope]
        guard s.kind == .type, s.name >= 0 else { return "" }
        var end = s.name + 1
        while end + 1 < code.count, code[end].kind == .period, isName(end + 1) { end += 2 }
        return text(s.name..<end)
    }

    /// The last component of a type's name (`Inner` for `Outer.Inner`).
    public func typeBaseName(of scope: Int) -> String {
        guard let last = typeBaseNameIndex(of: scope) else { return "" }
        return text(last)
    }

    /// The code index of `typeBaseName`'s token; nil for no type or no name.
    public func typeBaseNameIndex(of scope: Int) -> Int? {
        let s = scopes[scope]
        guard s.kind == .type, s.name >= 0 else { return nil }
        // The last name of the path, read from its token.
        var last = s.name
        while last + 2 < code.count, code[last + 1].kind == .period, isName(last + 2) { last += 2 }
        return last
    }

    /// The code index of the last name of the first inherited type
    /// (`UIWindow` in `: UIKit.UIWindow, P`): `inheritedTypes(of:).first`'s
    /// last component without making the list, for questions about its
    /// spelling (`…Window`). Nil when there is none.
    public func firstInheritedTypeNameIndex(of scope: Int) -> Int? {
        let s = scopes[scope]
        guard s.kind == .type, !s.clause.isEmpty else { return nil }
        // The same walk as `inheritedTypes`, stopped at the first name's end.
        var angle = 0
        var expectName = true
        var last: Int?
        for i in s.clause {
            let token = code[i]
            if token.kind == .keyword && token.keyword == .where { break }
            if token.kind == .operator {
                let delta = angleDelta(i)
                if delta > 0 { angle += delta; continue }
                if delta < 0 { angle = max(0, angle + delta); continue }
            }
            if angle > 0 { continue }
            if token.kind == .comma {
                if last != nil { return last }
                expectName = true
            } else if isName(i) || token.kind == .keyword && token.keyword == .Any {
                if expectName || code[i - 1].kind == .period { last = i }
                expectName = false
            }
        }
        return last
    }

    /// The names in a type's inheritance clause, without generic arguments:
    /// `UIViewController`, `UITableViewDelegate` for `: UIViewController, UITableViewDelegate`.
    public func inheritedTypes(of scope: Int) -> [String] {
        let s = scopes[scope]
        guard s.kind == .type, !s.clause.isEmpty else { return [] }
        var names: [String] = []
        var angle = 0
        var expectName = true
        var current = ""
        for i in s.clause {
            let token = code[i]
            // `extension A: P where T: Q, U: R`: the constraints are not inherited types.
            if token.kind == .keyword && token.keyword == .where { break }
            if token.kind == .operator {
                let t = text(i)
                if t.allSatisfy({ $0 == "<" }) { angle += t.count; continue }
                if t.allSatisfy({ $0 == ">" }) { angle = max(0, angle - t.count); continue }
            }
            if angle > 0 { continue }
            if token.kind == .comma {
                if !current.isEmpty { names.append(current) }
                current = ""
                expectName = true
            } else if isName(i) || token.kind == .keyword && token.keyword == .Any {
                if expectName { current = text(i) } else if code[i - 1].kind == .period { current += "." + text(i) }
                expectName = false
            } else if token.kind == .period {
                continue
            }
        }
        if !current.isEmpty { names.append(current) }
        return names
    }

    /// Attribute tokens (`@objc`, `@IBAction`, `@Test`) before a declaration.
    func attributes(of scope: Int) -> [String] {
        let s = scopes[scope]
        var result: [String] = []
        var i = s.headerStart
        let end = max(s.name, s.open)
        while i < end, i < code.count {
            if code[i].kind == .attribute { result.append(text(i)) }
            i += 1
            if s.name >= 0, i >= s.name { break }
        }
        return result
    }

    /// Whether a modifier keyword (`override`, `static`…) precedes the declaration.
    public func hasModifier(_ scope: Int, _ keyword: Keyword) -> Bool {
        let s = scopes[scope]
        let end = s.name >= 0 ? s.name : s.open
        guard s.headerStart < end else { return false }
        return code[s.headerStart..<end].contains { $0.keyword == keyword }
    }
}
