/// What kind of region a scope is.
public enum ScopeKind: UInt8, Sendable {
    /// The whole file; always scope 0.
    case file
    /// `class`, `struct`, `enum`, `actor`, `protocol`, `extension` bodies.
    case type
    /// `func`, `init`, `deinit`, `subscript`, computed properties and their
    /// `get`/`set`/`willSet`/`didSet` accessors: code with a name.
    case function
    /// A closure expression `{ … }`.
    case closure
    /// `if`, `guard … else`, `else`, `switch`, a `case` section, loops, `do`,
    /// `catch`, `defer`.
    case statement
}

/// One node of the scope tree. Positions are indices into `SyntaxTree.code`
/// (the significant tokens), never byte offsets, so walking is cheap.
public struct Scope: Sendable {
    public var kind: ScopeKind
    /// `class`/`struct`/…/`extension`; `func`/`init`/`deinit`/`subscript`/
    /// `var` (computed property)/`get`/`set`/`willSet`/`didSet`; `if`/`guard`/
    /// `else`/`switch`/`case`/`default`/`for`/`while`/`repeat`/`do`/`catch`/
    /// `defer`; `.none` for the file and for closures.
    public var keyword: Keyword
    public var parent: Int
    public var depth: Int
    /// First token of the declaration or statement (its first attribute or
    /// modifier for declarations); for a closure, its `{`.
    public var headerStart: Int
    /// The declared name (type, function, property), or -1.
    public var name: Int
    /// Inheritance list (types), parameter clause with its parentheses
    /// (functions), condition (statements, a `case` pattern): `clause.lowerBound..<clause.upperBound`; empty if none.
    public var clause: Range<Int>
    /// The `{` (or a `case` section's `:`).
    public var open: Int
    /// The `}` that closes the scope, or where it was cut off (end of file, an
    /// `#else`, the next `case`).
    public var close: Int

    // Closures only.
    /// The call the closure is an argument of: the callee path, e.g. the tokens
    /// of `UIView.transition` or `DispatchQueue.main.async`; empty if none.
    public var callee: Range<Int>
    /// The argument label (`animations` in `animations: { … }`), or -1.
    public var argumentLabel: Int
    /// Written after the call's parentheses (or with no parentheses).
    public var isTrailing: Bool
    /// The `(` of the call, or -1 (trailing closure with no parentheses).
    public var callOpen: Int
    /// For a closure that is the initial value of a `var`/`let`
    /// (`lazy var window: UIWindow = { … }()`), the property's name; else -1.
    public var initializes: Int

    // Statements only.
    /// For `else` (and an `if` after `else`), the previous branch of its chain.
    public var previousBranch: Int

    /// Whether code index `i` lies strictly inside the braces.
    @inlinable public func contains(_ i: Int) -> Bool { i > open && i < close }

    public init(kind: ScopeKind, keyword: Keyword = .none, parent: Int, depth: Int, headerStart: Int, open: Int) {
        self.kind = kind
        self.keyword = keyword
        self.parent = parent
        self.depth = depth
        self.headerStart = headerStart
        self.name = -1
        self.clause = 0..<0
        self.open = open
        self.close = Int.max
        self.callee = 0..<0
        self.argumentLabel = -1
        self.isTrailing = false
        self.callOpen = -1
        self.initializes = -1
        self.previousBranch = -1
    }
}

/// An `#if … #elseif … #else … #endif` block: the code index of each
/// directive, in order.
public struct ConditionalCompilationBlock: Sendable {
    public var directives: [Int]
    public var end: Int
}
