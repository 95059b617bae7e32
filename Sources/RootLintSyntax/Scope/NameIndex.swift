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
        // About two code tokens in five are names: reserved once rather than
        // grown and copied several times over a large file.
        names.reserveCapacity(file.code.count / 2)
        nameAt.reserveCapacity(file.code.count / 2)
        // A `let` or `var` every twenty code tokens or so: grown from empty,
        // the two arrays were reallocated eight times on a small file.
        declared.reserveCapacity(file.code.count / 16)
        declaredAt.reserveCapacity(file.code.count / 16)
        file.bytes.withUnsafeBufferPointer { bytes in
            file.code.withUnsafeBufferPointer { code in
                for i in code.indices {
                    let token = code[i]
                    guard token.kind == .identifier || token.kind == .backtickIdentifier else { continue }
                    let key = Self.key(token, bytes)
                    names.append(key)
                    nameAt.append(Int32(truncatingIfNeeded: i))
                    if i > 0, code[i - 1].kind == .keyword, code[i - 1].keyword == .let || code[i - 1].keyword == .var {
                        declared.append(key)
                        declaredAt.append(Int32(truncatingIfNeeded: i))
                    }
                }
            }
        }
        occurrences = KeyedPositions(keys: consume names, orderedPositions: nameAt)
        declarations = KeyedPositions(keys: consume declared, orderedPositions: declaredAt)
    }

    /// The key of a name token, back-ticks stripped.
    static func key(_ token: Token, _ bytes: UnsafeBufferPointer<UInt8>) -> UInt64 {
        var start = Int(token.start), end = Int(token.end)
        if token.kind == .backtickIdentifier, end - start >= 2 { start += 1; end -= 1 }
        return key(bytes, start, end)
    }

    static func key(_ name: String) -> UInt64 {
        var name = name
        return name.withUTF8 { key($0, 0, $0.count) }
    }

    /// A hash of `bytes[start..<end]` mixed with its length, eight bytes at
    /// a time: a byte-at-a-time hash (FNV) waited on a multiplication per
    /// byte of every name in the file. Equal names get equal keys; different
    /// ones may collide, which is why every answer is checked against the text.
    /// Inlined: called for every name of the file while the index is built,
    /// where the call cost a third of the hash.
    @inline(__always)
    public static func key(_ bytes: UnsafeBufferPointer<UInt8>, _ start: Int, _ end: Int) -> UInt64 {
        guard let base = bytes.baseAddress else { return 0 }
        let length = end - start
        var hash = UInt64(truncatingIfNeeded: length) &* 0x9E37_79B9_7F4A_7C15
        var p = start
        while p &+ 8 <= end {
            hash = mix(hash, UInt64(littleEndian: UnsafeRawPointer(base + p).loadUnaligned(as: UInt64.self)))
            p &+= 8
        }
        let rest = end &- p
        if rest > 0 {
            var word: UInt64 = 0
            if p &+ 8 <= bytes.count {
                // The name's last bytes, and whatever follows them masked off.
                word = UInt64(littleEndian: UnsafeRawPointer(base + p).loadUnaligned(as: UInt64.self)) & (~0 >> UInt64(64 &- 8 &* rest))
            } else {
                for k in 0..<rest { word |= UInt64(base[p &+ k]) << UInt64(8 &* k) }
            }
            hash = mix(hash, word)
        }
        return hash ^ (hash >> 29)
    }

    @inline(__always)
    static func mix(_ hash: UInt64, _ word: UInt64) -> UInt64 {
        let x = (hash ^ word) &* 0xBF58_476D_1CE4_E5B9
        return x ^ (x >> 31)
    }

    // MARK: Queries

    /// Code indices spelled like `code[i]`, ascending.
    public func occurrences(sameAs i: Int, in file: SourceFile) -> [Int] {
        guard let list = list(sameAs: i, in: file, from: occurrences) else { return [] }
        return Self.positions(list) { file.sameText($0, i) }
    }

    /// Code indices spelled like `code[i]` within `range`, ascending.
    public func occurrences(sameAs i: Int, in range: Range<Int>, file: SourceFile) -> [Int] {
        guard let list = list(sameAs: i, in: file, from: occurrences) else { return [] }
        return Self.positions(list.slice(in: range)) { file.sameText($0, i) }
    }

    /// The first code index spelled like `code[i]` within `range` that
    /// `keep` accepts: a question asked once per write stops at the first
    /// answer instead of listing the rest of the function.
    /// At most `limit` candidates are looked at, so that a question asked
    /// per write stays bounded whatever the function holds.
    public func firstOccurrence(sameAs i: Int, in range: Range<Int>, file: SourceFile, limit: Int,
                                where keep: (Int) -> Bool) -> Int? {
        Self.first(sameAs: i, in: list(sameAs: i, in: file, from: occurrences), range: range, file: file, limit: limit, where: keep)
    }

    /// The first `limit` code indices spelled like `code[i]` within `range`, ascending.
    public func occurrences(sameAs i: Int, in range: Range<Int>, file: SourceFile, limit: Int) -> [Int] {
        guard let list = list(sameAs: i, in: file, from: occurrences) else { return [] }
        var found: [Int] = []
        for position in list.slice(in: range) where file.sameText(Int(position), i) {
            guard found.count < limit else { break }
            found.append(Int(position))
        }
        return found
    }

    /// Code indices of the fixed name `word` that `keep` accepts, ascending,
    /// in one array: a filter after `occurrences(ofWord:in:)` made two for
    /// every word a file's animations are looked for by.
    public func occurrences(ofWord word: StaticString, in file: SourceFile, where keep: (Int) -> Bool) -> [Int] {
        let key = Self.key(UnsafeBufferPointer(start: word.utf8Start, count: word.utf8CodeUnitCount), 0, word.utf8CodeUnitCount)
        guard let list = occurrences.positions(of: key) else { return [] }
        var found: [Int] = []
        for position in list where file.spells(Int(position), word) && keep(Int(position)) { found.append(Int(position)) }
        return found
    }

    /// Code indices of the name `name`, ascending.
    public func occurrences(of name: String, in file: SourceFile) -> [Int] {
        guard let list = occurrences.positions(of: Self.key(name)) else { return [] }
        return Self.positions(list) { file.spells($0, string: name) }
    }

    /// Code indices of the fixed name `word`, ascending: the vocabulary's
    /// words (`rootViewController`, `addSubview`) asked about on every file
    /// with a root write, without making a `String` of the word or two
    /// arrays of the answer.
    public func occurrences(ofWord word: StaticString, in file: SourceFile) -> [Int] {
        let key = Self.key(UnsafeBufferPointer(start: word.utf8Start, count: word.utf8CodeUnitCount), 0, word.utf8CodeUnitCount)
        guard let list = occurrences.positions(of: key) else { return [] }
        var found: [Int] = []
        found.reserveCapacity(list.count)
        for position in list where file.spells(Int(position), word) { found.append(Int(position)) }
        return found
    }

    /// Code indices of the name `name` within `range`, ascending.
    public func occurrences(of name: String, in range: Range<Int>, file: SourceFile) -> [Int] {
        guard let list = occurrences.positions(of: Self.key(name)) else { return [] }
        return Self.positions(list.slice(in: range)) { file.spells($0, string: name) }
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

    /// The code index of every name declared with `let`/`var`, in no
    /// particular order: a file declares a few dozen, where asking its
    /// bytes for a spelling (`indow`) stops at every `w` of the file.
    public var declaredNames: [Int32] { declarations.allPositions }

    /// The first declaration spelled like `code[i]` within `range` that
    /// `keep` accepts, looking at no more than `limit` of them.
    public func firstDeclaration(sameAs i: Int, in range: Range<Int>, file: SourceFile, limit: Int,
                                 where keep: (Int) -> Bool) -> Int? {
        Self.first(sameAs: i, in: list(sameAs: i, in: file, from: declarations), range: range, file: file, limit: limit, where: keep)
    }

    /// The first of `list`'s positions within `range` spelled like `code[i]`
    /// that `keep` accepts, among the first `limit` so spelled.
    private static func first(sameAs i: Int, in list: ArraySlice<Int32>?, range: Range<Int>, file: SourceFile, limit: Int,
                              where keep: (Int) -> Bool) -> Int? {
        guard let list else { return nil }
        var looked = 0
        for position in list.slice(in: range) where file.sameText(Int(position), i) {
            if keep(Int(position)) { return Int(position) }
            looked += 1
            if looked >= limit { return nil }
        }
        return nil
    }

    /// Names spelled like `code[i]` declared with `let`/`var` inside `range`, ascending.
    public func declarations(sameAs i: Int, in range: Range<Int>, file: SourceFile) -> [Int] {
        guard let list = list(sameAs: i, in: file, from: declarations) else { return [] }
        return Self.positions(list.slice(in: range)) { file.sameText($0, i) }
    }

    /// The positions `keep` accepts, as `Int`s, in one array: `map` then
    /// `filter` made two for every question.
    private static func positions(_ list: ArraySlice<Int32>, _ keep: (Int) -> Bool) -> [Int] {
        var found: [Int] = []
        found.reserveCapacity(list.count)
        for position in list where keep(Int(position)) { found.append(Int(position)) }
        return found
    }

    private func list(sameAs i: Int, in file: SourceFile, from table: KeyedPositions) -> ArraySlice<Int32>? {
        guard i >= 0, i < file.code.count else { return nil }
        let token = file.code[i]
        guard token.kind == .identifier || token.kind == .backtickIdentifier else { return nil }
        return file.bytes.withUnsafeBufferPointer { table.positions(of: Self.key(token, $0)) }
    }
}
