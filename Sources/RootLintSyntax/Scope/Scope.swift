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

/// One node of the scope tree. Positions are indices into `SourceFile.code`
/// (the significant tokens), never byte offsets, so walking is cheap.
///
/// Stored as 32-bit numbers (sources are at most 2 GiB, so every index fits):
/// a file has a scope every twenty tokens or so, and the tree is copied and
/// walked by every fact extractor; at half the size it is read twice as fast.
public struct Scope: Sendable {
    public var kind: ScopeKind
    /// `class`/`struct`/…/`extension`; `func`/`init`/`deinit`/`subscript`/
    /// `var` (computed property)/`get`/`set`/`willSet`/`didSet`; `if`/`guard`/
    /// `else`/`switch`/`case`/`default`/`for`/`while`/`repeat`/`do`/`catch`/
    /// `defer`; `.none` for the file and for closures.
    public var keyword: Keyword
    /// Closures only: written after the call's parentheses (or with no parentheses).
    public var isTrailing: Bool
    private var storedParent: Int32
    private var storedDepth: Int32
    private var storedHeaderStart: Int32
    private var storedName: Int32
    private var storedClauseStart: Int32
    private var storedClauseEnd: Int32
    private var storedOpen: Int32
    private var storedClose: Int32
    private var storedCalleeStart: Int32
    private var storedCalleeEnd: Int32
    private var storedArgumentLabel: Int32
    private var storedCallOpen: Int32
    private var storedInitializes: Int32
    private var storedPreviousBranch: Int32

    public var parent: Int {
        get { Int(storedParent) }
        set { storedParent = Int32(clamping: newValue) }
    }
    var depth: Int {
        get { Int(storedDepth) }
        set { storedDepth = Int32(clamping: newValue) }
    }
    /// First token of the declaration or statement (its first attribute or
    /// modifier for declarations); for a closure, its `{`.
    public var headerStart: Int {
        get { Int(storedHeaderStart) }
        set { storedHeaderStart = Int32(clamping: newValue) }
    }
    /// The declared name (type, function, property), or -1.
    public var name: Int {
        get { Int(storedName) }
        set { storedName = Int32(clamping: newValue) }
    }
    /// Inheritance list (types), parameter clause with its parentheses
    /// (functions), condition (statements, a `case` pattern); empty if none.
    public var clause: Range<Int> {
        get { Int(storedClauseStart)..<Int(storedClauseEnd) }
        set {
            storedClauseStart = Int32(clamping: newValue.lowerBound)
            storedClauseEnd = Int32(clamping: newValue.upperBound)
        }
    }
    /// The `{` (or a `case` section's `:`).
    public var open: Int {
        get { Int(storedOpen) }
        set { storedOpen = Int32(clamping: newValue) }
    }
    /// The `}` that closes the scope, or where it was cut off (end of file, an
    /// `#else`, the next `case`); `Int32.max` while it is still open.
    public var close: Int {
        get { Int(storedClose) }
        set { storedClose = Int32(clamping: newValue) }
    }

    // Closures only.
    /// The call the closure is an argument of: the callee path, e.g. the tokens
    /// of `UIView.transition` or `DispatchQueue.main.async`; empty if none.
    public var callee: Range<Int> {
        get { Int(storedCalleeStart)..<Int(storedCalleeEnd) }
        set {
            storedCalleeStart = Int32(clamping: newValue.lowerBound)
            storedCalleeEnd = Int32(clamping: newValue.upperBound)
        }
    }
    /// The argument label (`animations` in `animations: { … }`), or -1.
    public var argumentLabel: Int {
        get { Int(storedArgumentLabel) }
        set { storedArgumentLabel = Int32(clamping: newValue) }
    }
    /// The `(` of the call, or -1 (trailing closure with no parentheses).
    public var callOpen: Int {
        get { Int(storedCallOpen) }
        set { storedCallOpen = Int32(clamping: newValue) }
    }
    /// For a closure that is the initial value of a `var`/`let`
    /// (`lazy var window: UIWindow = { … }()`), the property's name; else -1.
    public var initializes: Int {
        get { Int(storedInitializes) }
        set { storedInitializes = Int32(clamping: newValue) }
    }

    // Statements only.
    /// For `else` (and an `if` after `else`), the previous branch of its chain.
    public var previousBranch: Int {
        get { Int(storedPreviousBranch) }
        set { storedPreviousBranch = Int32(clamping: newValue) }
    }

    /// Whether code index `i` lies strictly inside the braces.
    @inlinable public func contains(_ i: Int) -> Bool { i > open && i < close }

    public init(kind: ScopeKind, keyword: Keyword = .none, parent: Int, depth: Int, headerStart: Int, open: Int) {
        self.kind = kind
        self.keyword = keyword
        self.isTrailing = false
        storedParent = Int32(clamping: parent)
        storedDepth = Int32(clamping: depth)
        storedHeaderStart = Int32(clamping: headerStart)
        storedName = -1
        storedClauseStart = 0
        storedClauseEnd = 0
        storedOpen = Int32(clamping: open)
        storedClose = Int32.max
        storedCalleeStart = 0
        storedCalleeEnd = 0
        storedArgumentLabel = -1
        storedCallOpen = -1
        storedInitializes = -1
        storedPreviousBranch = -1
    }
}

/// An `#if … #elseif … #else … #endif` block: the code index of each
/// directive, in order.
struct ConditionalCompilationBlock: Sendable {
    var directives: [Int]
    public var end: Int
}
