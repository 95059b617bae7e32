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
    @inlinable public var isReserved: Bool { self != .none && rawValue < Keyword.actor.rawValue }

    /// The spelling, for tests and messages; the hot path never builds it.
    public var spelling: String { String(describing: self) }

    /// Declaration modifiers that may precede `func`, `var`, `class`…
    public var isDeclarationModifier: Bool {
        switch self {
        case .fileprivate, .internal, .private, .public, .open, .static, .class, .final, .override,
             .convenience, .required, .mutating, .nonmutating, .lazy, .weak, .unowned, .dynamic,
             .optional, .indirect, .nonisolated, .package, .consuming, .borrowing:
            return true
        default:
            return false
        }
    }

    /// Classifies an identifier's bytes. Grouped by length so one lookup costs
    /// a handful of byte comparisons; identifiers longer than 15 bytes skip it.
    @inlinable
    public static func classify(_ base: UnsafePointer<UInt8>, count: Int) -> Keyword {
        guard count >= 2, count <= KeywordTable.maxLength else { return .none }
        let first = base[0]
        for entry in KeywordTable.byLength[count] where entry.first == first {
            var matched = true
            var i = 1
            while i < count {
                if entry.bytes[i] != base[i] { matched = false; break }
                i += 1
            }
            if matched { return entry.keyword }
        }
        return .none
    }
}

/// The keyword spellings grouped by byte length.
public enum KeywordTable {
    public struct Entry: Sendable {
        public let first: UInt8
        public let bytes: [UInt8]
        public let keyword: Keyword
    }

    public static let maxLength = 15

    public static let byLength: [[Entry]] = {
        var table = [[Entry]](repeating: [], count: maxLength + 1)
        for keyword in Keyword.allCases where keyword != .none {
            let bytes = Array(keyword.spelling.utf8)
            table[bytes.count].append(Entry(first: bytes[0], bytes: bytes, keyword: keyword))
        }
        return table
    }()
}
