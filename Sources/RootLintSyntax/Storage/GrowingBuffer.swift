/// A plain growing buffer of trivial values (no references: elements are
/// never deinitialised, only dropped with the memory), without the
/// uniqueness and bounds bookkeeping an `Array` does on every write: the
/// lexer appends a token every few bytes and the scope builder rewrites its
/// stack on most tokens, and in both that bookkeeping cost more than the work.
///
/// Not copy-safe: it owns its memory like a class would, but is a struct so
/// that the hot loops keep its fields in registers. The owner calls
/// `finish()` or `free()` exactly once and never copies it.
struct GrowingBuffer<Element> {
    private var base: UnsafeMutablePointer<Element>
    private(set) var count = 0
    private var capacity: Int
    /// Whether `base` is memory the buffer was lent (an array's storage
    /// being filled, see `init(filling:)`) rather than its own.
    private(set) var inLentMemory = false

    init(capacity: Int) {
        self.capacity = max(16, capacity)
        base = .allocate(capacity: self.capacity)
    }

    /// A buffer that fills `storage` (an array's uninitialised capacity)
    /// until it is full, then moves to memory of its own: while
    /// `inLentMemory`, the array adopts the elements without a copy.
    init(filling storage: UnsafeMutableBufferPointer<Element>) {
        precondition(storage.count >= 1)
        base = storage.baseAddress!
        capacity = storage.count
        inLentMemory = true
    }

    var isEmpty: Bool { count == 0 }

    @inline(__always)
    mutating func append(_ element: Element) {
        if count == capacity { grow() }
        (base + count).initialize(to: element)
        count += 1
    }

    @inline(__always)
    @discardableResult
    mutating func removeLast() -> Element {
        assert(count > 0, "removeLast on an empty buffer")
        count -= 1
        return base[count]
    }

    /// Drops elements from the end until `count` is `newCount`.
    @inline(__always)
    mutating func shrink(to newCount: Int) {
        count = min(count, max(0, newCount))
    }

    @inline(never)
    mutating func grow() {
        let larger = UnsafeMutablePointer<Element>.allocate(capacity: capacity * 2)
        larger.moveInitialize(from: base, count: count)
        // Lent memory stays its owner's to free.
        if !inLentMemory { base.deallocate() }
        inLentMemory = false
        base = larger
        capacity *= 2
    }

    /// Addressed in place, so that `buffer[i].field = x` writes one field.
    /// Callers keep `index` below `count`, as with an array; debug builds
    /// (the tests) check it.
    subscript(index: Int) -> Element {
        unsafeAddress {
            assert(index >= 0 && index < count, "index \(index) out of 0..<\(count)")
            return UnsafePointer(base + index)
        }
        nonmutating unsafeMutableAddress {
            assert(index >= 0 && index < count, "index \(index) out of 0..<\(count)")
            return base + index
        }
    }

    /// The elements as an array; the buffer is freed. Not for a buffer
    /// still `inLentMemory`: its elements are already the array's.
    consuming func finish() -> [Element] {
        precondition(!inLentMemory, "finish() on a buffer in lent memory")
        let count = self.count
        let source = base
        // One block copy (a generic collection copy goes element by element).
        let elements = [Element](unsafeUninitializedCapacity: count) { buffer, initialized in
            if count > 0 { buffer.baseAddress!.initialize(from: source, count: count) }
            initialized = count
        }
        base.deallocate()
        return elements
    }

    /// Frees the buffer without keeping its elements.
    consuming func free() {
        if !inLentMemory { base.deallocate() }
    }
}
