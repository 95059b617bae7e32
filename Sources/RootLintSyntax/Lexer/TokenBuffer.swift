/// Where the lexer appends tokens: a plain growing buffer, without the
/// uniqueness and capacity bookkeeping an `Array` does on every append —
/// measurable when there is one token every four bytes. Copied into exactly
/// sized arrays once the file is lexed.
struct TokenBuffer {
    private var base: UnsafeMutablePointer<Token>
    private(set) var count = 0
    private var capacity: Int

    init(capacity: Int) {
        self.capacity = max(16, capacity)
        base = .allocate(capacity: self.capacity)
    }

    @inline(__always)
    mutating func append(_ token: Token) {
        if count == capacity { grow() }
        (base + count).initialize(to: token)
        count += 1
    }

    mutating func grow() {
        let larger = UnsafeMutablePointer<Token>.allocate(capacity: capacity * 2)
        larger.moveInitialize(from: base, count: count)
        base.deallocate()
        base = larger
        capacity *= 2
    }

    subscript(index: Int) -> Token {
        get { base[index] }
        set { base[index] = newValue }
    }

    /// The tokens as an array; the buffer is freed.
    consuming func finish() -> [Token] {
        let count = self.count
        let source = base
        // One block copy (a generic collection copy goes token by token).
        let tokens = [Token](unsafeUninitializedCapacity: count) { buffer, initialized in
            if count > 0 { buffer.baseAddress!.initialize(from: source, count: count) }
            initialized = count
        }
        base.deallocate()
        return tokens
    }
}
