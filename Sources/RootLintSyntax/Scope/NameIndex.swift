/// Where each name occurs in a file's code, built in one pass over the
/// tokens. "The nearest `let x` before here", "calls of `dismiss` in this
/// range" and "uses of this variable after here" become binary searches
/// instead of scans — scans that made many root writes in one function
/// quadratic. Built only for files that have something to analyse.
public struct NameIndex: Sendable {
    /// Code indices of identifiers (back-ticked ones by their bare name),
    /// by a hash of their bytes, ascending. Colliding names share a list, so
    /// every answer is checked against the text.
    private let occurrences: KeyedPositions
    /// The names right after `let`/`var` (`let window`, `if let window`).
    private let declarations: KeyedPositions

    public init(file: SourceFile) {
        var names: [UInt64] = [], nameAt: [Int32] = []
        var declared: [UInt64] = [], declaredAt: [Int32] = []
        let code = file.code
        file.bytes.withUnsafeBufferPointer { bytes in
            for i in code.indices {
                let token = code[i]
                guard token.kind == .identifier || token.kind == .backtickIdentifier else { continue }
                let key = Self.key(token, bytes)
                names.append(key)
                nameAt.append(Int32(i))
                if i > 0, code[i - 1].kind == .keyword, code[i - 1].keyword == .let || code[i - 1].keyword == .var {
                    declared.append(key)
                    declaredAt.append(Int32(i))
                }
            }
        }
        occurrences = KeyedPositions(keys: names, orderedPositions: nameAt)
        declarations = KeyedPositions(keys: declared, orderedPositions: declaredAt)
    }

    /// FNV-1a of the name's bytes, back-ticks stripped, mixed with its length.
    static func key(_ token: Token, _ bytes: UnsafeBufferPointer<UInt8>) -> UInt64 {
        var start = Int(token.start), end = Int(token.end)
        if token.kind == .backtickIdentifier, end - start >= 2 { start += 1; end -= 1 }
        return key(bytes[start..<end])
    }

    static func key(_ name: some Sequence<UInt8>) -> UInt64 {
        var hash: UInt64 = 0xcbf2_9ce4_8422_2325
        var length: UInt64 = 0
        for byte in name {
            hash = (hash ^ UInt64(byte)) &* 0x0000_0100_0000_01B3
            length += 1
        }
        return hash ^ (length << 56)
    }

    // MARK: Queries

    /// Code indices spelled like `code[i]`, ascending.
    public func occurrences(sameAs i: Int, in file: SourceFile) -> [Int] {
        guard let list = list(sameAs: i, in: file, from: occurrences) else { return [] }
        return list.map(Int.init).filter { file.sameText($0, i) }
    }

    /// Code indices spelled like `code[i]` within `range`, ascending.
    public func occurrences(sameAs i: Int, in range: Range<Int>, file: SourceFile) -> [Int] {
        guard let list = list(sameAs: i, in: file, from: occurrences) else { return [] }
        return list.slice(in: range).map(Int.init).filter { file.sameText($0, i) }
    }

    /// Code indices of the name `name`, ascending.
    public func occurrences(of name: String, in file: SourceFile) -> [Int] {
        guard let list = occurrences.positions(of: Self.key(name.utf8)) else { return [] }
        return list.map(Int.init).filter { file.spells($0, string: name) }
    }

    /// Code indices of the name `name` within `range`, ascending.
    public func occurrences(of name: String, in range: Range<Int>, file: SourceFile) -> [Int] {
        guard let list = occurrences.positions(of: Self.key(name.utf8)) else { return [] }
        return list.slice(in: range).map(Int.init).filter { file.spells($0, string: name) }
    }

    /// The last `count` code indices spelled like `code[i]` within `range`,
    /// nearest first: a search back that must stay bounded however often
    /// a name occurs.
    public func nearestOccurrences(sameAs i: Int, before range: Range<Int>, count: Int, file: SourceFile) -> [Int] {
        guard let list = list(sameAs: i, in: file, from: occurrences) else { return [] }
        var found: [Int] = []
        for candidate in list.slice(in: range).reversed() where file.sameText(Int(candidate), i) {
            found.append(Int(candidate))
            if found.count == count { break }
        }
        return found
    }

    /// Calls of `name` within `range`: the name followed by `(`.
    public func calls(of name: String, in range: Range<Int>, file: SourceFile) -> [Int] {
        occurrences(of: name, in: range, file: file).filter { i in
            i + 1 < file.code.count && file.code[i + 1].kind == .leftParen && !(i > 0 && file.code[i - 1].keyword == .func)
        }
    }

    /// The last name spelled like `code[i]` declared with `let`/`var` inside
    /// `range` (the nearest one before `range.upperBound`), not `i` itself.
    public func localDeclaration(of i: Int, in range: Range<Int>, file: SourceFile) -> Int? {
        guard let list = list(sameAs: i, in: file, from: declarations) else { return nil }
        for candidate in list.slice(in: range).reversed() where Int(candidate) != i && file.sameText(Int(candidate), i) {
            return Int(candidate)
        }
        return nil
    }

    /// Names spelled like `code[i]` declared with `let`/`var` inside `range`, ascending.
    public func declarations(sameAs i: Int, in range: Range<Int>, file: SourceFile) -> [Int] {
        guard let list = list(sameAs: i, in: file, from: declarations) else { return [] }
        return list.slice(in: range).map(Int.init).filter { file.sameText($0, i) }
    }

    private func list(sameAs i: Int, in file: SourceFile, from table: KeyedPositions) -> ArraySlice<Int32>? {
        guard i >= 0, i < file.code.count else { return nil }
        let token = file.code[i]
        guard token.kind == .identifier || token.kind == .backtickIdentifier else { return nil }
        return file.bytes.withUnsafeBufferPointer { table.positions(of: Self.key(token, $0)) }
    }
}
