/// Swift's keywords. Reserved ones make a `.keyword` token; contextual ones
/// (`get`, `actor`, `lazy`…) stay `.identifier` tokens but still carry their
/// keyword so the scope builder can test one byte instead of comparing text.
public enum Keyword: UInt8, Sendable, CaseIterable {
    case none = 0
    // Reserved: declarations.
    case `associatedtype`, `class`, `deinit`, `enum`, `extension`, `fileprivate`, `func`, `import`, `init`,
         `inout`, `internal`, `let`, `operator`, `precedencegroup`, `private`, `protocol`, `public`,
         `rethrows`, `static`, `struct`, `subscript`, `typealias`, `var`
    // Reserved: statements.
    case `break`, `case`, `catch`, `continue`, `default`, `defer`, `do`, `else`, `fallthrough`, `for`,
         `guard`, `if`, `in`, `repeat`, `return`, `throw`, `switch`, `where`, `while`
    // Reserved: expressions and types.
    case `as`, `await`, `false`, `is`, `nil`, `self`, `Self`, `super`, `throws`, `true`, `try`, `Any`
    // Contextual: still usable as identifiers.
    case `actor`, `async`, `convenience`, `didSet`, `dynamic`, `final`, `get`, `indirect`, `lazy`,
         `macro`, `mutating`, `nonisolated`, `nonmutating`, `open`, `optional`, `override`, `required`,
         `set`, `some`, `any`, `unowned`, `weak`, `willSet`, `package`, `consuming`, `borrowing`

    /// Keywords from `actor` on are contextual.
    @inlinable var isReserved: Bool { self != .none && rawValue < Keyword.actor.rawValue }

    /// The spelling, for tests and messages; the hot path never builds it.
    var spelling: String { Keyword.spellings[Int(rawValue)] }

    /// The spellings in case order (a test checks them against the cases):
    /// `String(describing:)` reflects on the enum, and building the keyword
    /// table with it cost 2 M instructions, an eighth of linting one file.
    static let spellings: [String] = [
        "none", "associatedtype", "class", "deinit", "enum", "extension", "fileprivate", "func", "import", "init",
        "inout", "internal", "let", "operator", "precedencegroup", "private", "protocol", "public", "rethrows",
        "static", "struct", "subscript", "typealias", "var", "break", "case", "catch", "continue", "default",
        "defer", "do", "else", "fallthrough", "for", "guard", "if", "in", "repeat", "return", "throw", "switch",
        "where", "while", "as", "await", "false", "is", "nil", "self", "Self", "super", "throws", "true", "try",
        "Any", "actor", "async", "convenience", "didSet", "dynamic", "final", "get", "indirect", "lazy", "macro",
        "mutating", "nonisolated", "nonmutating", "open", "optional", "override", "required", "set", "some", "any",
        "unowned", "weak", "willSet", "package", "consuming", "borrowing"
    ]

    /// Declaration modifiers that may precede `func`, `var`, `class`…
    var isDeclarationModifier: Bool {
        switch self {
        case .fileprivate, .internal, .private, .public, .open, .static, .class, .final, .override,
             .convenience, .required, .mutating, .nonmutating, .lazy, .weak, .unowned, .dynamic,
             .optional, .indirect, .nonisolated, .package, .consuming, .borrowing:
            return true
        default:
            return false
        }
    }

    /// Classifies an identifier's bytes. Bucketed by length and first byte so
    /// one lookup costs a few byte comparisons; identifiers longer than 15
    /// bytes skip it.
    @inlinable
    public static func classify(_ base: UnsafePointer<UInt8>, count: Int) -> Keyword {
        KeywordTable.lookup.classify(base, count: count)
    }
}

/// The keyword spellings grouped by byte length.
public enum KeywordTable {
    struct Entry: Sendable {
        public let first: UInt8
        public let bytes: [UInt8]
        public let keyword: Keyword
    }

    public static let maxLength = 15

    static let byLength: [[Entry]] = {
        var table = [[Entry]](repeating: [], count: maxLength + 1)
        for keyword in Keyword.allCases where keyword != .none {
            let bytes = Array(keyword.spelling.utf8)
            table[bytes.count].append(Entry(first: bytes[0], bytes: bytes, keyword: keyword))
        }
        return table
    }()

    /// The lexer's keyword lookup: `byLength`, bucketed by (length, first
    /// byte) into raw tables that live as long as the process. The lexer
    /// keeps a copy, so classifying an identifier costs no lazy-global check,
    /// no reference counting and no bounds checks (iterating `byLength`
    /// costed more than lexing the identifier itself).
    @usableFromInline
    nonisolated(unsafe) static let lookup = Lookup()

    @usableFromInline
    struct Lookup {
        /// Per bucket `length * 128 + first byte`: index of its first candidate.
        @usableFromInline let starts: UnsafePointer<UInt16>
        /// Per bucket: how many candidates follow `starts`.
        @usableFromInline let counts: UnsafePointer<UInt8>
        /// Per candidate: the keyword's raw value.
        @usableFromInline let keywords: UnsafePointer<UInt8>
        /// Per candidate: its spelling, at `candidate * 16`, zero-padded.
        @usableFromInline let spellings: UnsafePointer<UInt8>
        /// The same spellings as two little-endian words each, at `candidate * 2`.
        @usableFromInline let words: UnsafePointer<UInt64>
        /// Per name length, at `length * 2`: the masks that keep a name's
        /// bytes of the two words read at it.
        @usableFromInline let lengthMasks: UnsafePointer<UInt64>
        /// A perfect hash of the two masked words: per slot, the one
        /// candidate that hashes there plus one, or 0. One load and one
        /// comparison, where a bucket's loop ended on a different candidate
        /// for every name.
        @usableFromInline let slots: UnsafePointer<UInt8>
        @usableFromInline let multiplier: UInt64
        @usableFromInline static let slotBits = 9

        init() {
            let bucketCount = (KeywordTable.maxLength + 1) * 128
            var candidates: [[Entry]] = Array(repeating: [], count: bucketCount)
            for (length, entries) in KeywordTable.byLength.enumerated() {
                for entry in entries { candidates[length * 128 + Int(entry.first)].append(entry) }
            }
            let total = candidates.reduce(0) { $0 + $1.count }
            precondition(total < 255, "a slot holds a candidate index in a byte")
            let starts = UnsafeMutablePointer<UInt16>.allocate(capacity: bucketCount)
            let counts = UnsafeMutablePointer<UInt8>.allocate(capacity: bucketCount)
            let keywords = UnsafeMutablePointer<UInt8>.allocate(capacity: total)
            let spellings = UnsafeMutablePointer<UInt8>.allocate(capacity: total * 16)
            spellings.initialize(repeating: 0, count: total * 16)
            var next = 0
            for (bucket, entries) in candidates.enumerated() {
                starts[bucket] = UInt16(next)
                counts[bucket] = UInt8(entries.count)
                for entry in entries {
                    keywords[next] = entry.keyword.rawValue
                    for (i, byte) in entry.bytes.enumerated() { spellings[next * 16 + i] = byte }
                    next += 1
                }
            }
            let words = UnsafeMutablePointer<UInt64>.allocate(capacity: total * 2)
            for k in 0..<total * 2 {
                words[k] = UInt64(littleEndian: UnsafeRawPointer(spellings + k * 8).loadUnaligned(as: UInt64.self))
            }
            self.starts = UnsafePointer(starts)
            self.counts = UnsafePointer(counts)
            self.keywords = UnsafePointer(keywords)
            self.spellings = UnsafePointer(spellings)
            self.words = UnsafePointer(words)
            let lengthMasks = UnsafeMutablePointer<UInt64>.allocate(capacity: 2 * 17)
            for length in 0...16 {
                func mask(_ bytes: Int) -> UInt64 { bytes >= 8 ? ~0 : bytes <= 0 ? 0 : (1 << UInt64(bytes * 8)) - 1 }
                lengthMasks[length * 2] = mask(length)
                lengthMasks[length * 2 + 1] = mask(length - 8)
            }
            self.lengthMasks = UnsafePointer(lengthMasks)
            (slots, multiplier) = Lookup.perfectHash(words: UnsafePointer(words), count: total)
        }

        @inlinable
        static func slot(low: UInt64, high: UInt64, multiplier: UInt64) -> Int {
            Int(truncatingIfNeeded: ((low &+ high &* 0x9E37_79B9_7F4A_7C15) &* multiplier) &>> UInt64(64 - slotBits))
        }

        /// The first multiplier of a fixed sequence under which no two
        /// keywords share a slot (a few dozen tries: 87 names in 512 slots).
        static func perfectHash(words: UnsafePointer<UInt64>, count: Int) -> (UnsafePointer<UInt8>, UInt64) {
            let size = 1 << slotBits
            let slots = UnsafeMutablePointer<UInt8>.allocate(capacity: size)
            var state: UInt64 = 0x2545_F491_4F6C_DD1D
            while true {
                // SplitMix64: a fixed, well-mixed sequence of odd multipliers.
                state &+= 0x9E37_79B9_7F4A_7C15
                var z = state
                z = (z ^ (z >> 30)) &* 0xBF58_476D_1CE4_E5B9
                z = (z ^ (z >> 27)) &* 0x94D0_49BB_1331_11EB
                let multiplier = (z ^ (z >> 31)) | 1
                slots.initialize(repeating: 0, count: size)
                var collided = false
                for candidate in 0..<count {
                    let slot = Lookup.slot(low: words[candidate * 2], high: words[candidate * 2 + 1], multiplier: multiplier)
                    if slots[slot] != 0 { collided = true; break }
                    slots[slot] = UInt8(candidate + 1)
                }
                if !collided { return (UnsafePointer(slots), multiplier) }
            }
        }

        /// Same answer as scanning `byLength[count]` for the entry spelled by
        /// the bytes (ASCII identifiers only reach here). `readable` is how
        /// many bytes from `base` may be read, the name's and what follows:
        /// with sixteen, a candidate is compared as two words, not byte by
        /// byte, whose loop ended on a different byte for every name.
        @inlinable @inline(__always)
        func classify(_ base: UnsafePointer<UInt8>, count: Int, readable: Int = 0) -> Keyword {
            guard count >= 2, count <= KeywordTable.maxLength else { return .none }
            if readable >= 16 {
                let raw = UnsafeRawPointer(base)
                // The name's bytes, zeros after it, as the spellings are
                // padded: equal words are an equal name (names hold no NUL).
                let low = UInt64(littleEndian: raw.loadUnaligned(as: UInt64.self)) & lengthMasks[count &* 2]
                let high = UInt64(littleEndian: raw.loadUnaligned(fromByteOffset: 8, as: UInt64.self)) & lengthMasks[count &* 2 &+ 1]
                let entry = Int(slots[Lookup.slot(low: low, high: high, multiplier: multiplier)])
                guard entry != 0 else { return .none }
                let candidate = entry &- 1
                guard (words[candidate &* 2] ^ low) | (words[candidate &* 2 &+ 1] ^ high) == 0 else { return .none }
                return Keyword(rawValue: keywords[candidate]) ?? .none
            }
            let first = base[0]
            guard first < 0x80 else { return .none }
            let bucket = count &* 128 &+ Int(first)
            var candidate = Int(starts[bucket])
            let end = candidate &+ Int(counts[bucket])
            while candidate < end {
                let spelling = spellings + candidate &* 16
                var i = 1
                while i < count, spelling[i] == base[i] { i &+= 1 }
                if i == count { return Keyword(rawValue: keywords[candidate]) ?? .none }
                candidate &+= 1
            }
            return .none
        }
    }
}
