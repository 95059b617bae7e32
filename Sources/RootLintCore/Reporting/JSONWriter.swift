/// Writes a JSON document as UTF-8 bytes while it is walked, in the layout
/// `JSONValue.serialized` promises (two-space indentation and a space after
/// each `:`, or compact on one line); `JSONValue` itself is written through it.
///
/// The reports stream through it: built as a `JSONValue` tree first, each
/// finding of a JSON report became some forty boxed values and arrays of
/// members, and 80,000 findings peaked at 700 MiB and cost more than their
/// analysis. The bytes go to a plain buffer, not through an array's append,
/// which checks uniqueness and capacity (a finding is some 150 appends).
///
/// The caller writes a well-formed sequence (a key before each member of
/// an object, none in an array, every `begin…` ended); debug builds check it.
/// Not copyable: it owns its buffer, or fills one it was lent (`document`).
struct JSONWriter: ~Copyable {
    private var base: UnsafeMutablePointer<UInt8>
    private var count = 0
    private var capacity: Int
    /// Whether `base` is this writer's to free (not an array's storage it was lent).
    private var ownsMemory = true
    private let pretty: Bool
    /// Per open object or array, innermost last: whether it has an entry yet.
    private var hasEntries: [Bool] = []
    /// Per open container: whether it is an object (its entries need keys).
    private var isObject: [Bool] = []
    /// A key was just written: its value follows on the same line.
    private var afterKey = false

    init(pretty: Bool = true, reservingCapacity capacity: Int = 0) {
        self.pretty = pretty
        self.capacity = max(256, capacity)
        base = .allocate(capacity: self.capacity)
    }

    /// Fills `storage` (an array's uninitialised capacity) until it is full,
    /// then moves to memory of its own.
    private init(pretty: Bool, lending storage: UnsafeMutableBufferPointer<UInt8>) {
        self.pretty = pretty
        base = storage.baseAddress!
        capacity = storage.count
        ownsMemory = false
    }

    static let largestReservation = 1 << 30

    deinit {
        if ownsMemory { base.deallocate() }
    }

    /// The document, with a final newline when `lineEnd` (a file's last line).
    consuming func finish(lineEnd: Bool = false) -> [UInt8] {
        assert(hasEntries.isEmpty && !afterKey, "JSON document left open")
        if lineEnd { append(UInt8(ascii: "\n")) }
        return Array(UnsafeBufferPointer(start: base, count: count))
    }

    /// The document `write` writes, built in the returned array's own
    /// storage: a report of 160 MB is not copied once more at the end.
    /// `capacity` may be generous (pages never written to are never touched;
    /// past it the bytes move to a larger buffer and are copied out), but
    /// is held to 1 GiB: a kernel that refuses to overcommit would fail a
    /// reservation far beyond the memory the machine has.
    static func document(reserving capacity: Int, pretty: Bool = true, lineEnd: Bool = false,
                                _ write: (inout JSONWriter) -> Void) -> [UInt8] {
        var moved: [UInt8]?
        let bytes = [UInt8](unsafeUninitializedCapacity: min(max(256, capacity), Self.largestReservation)) { storage, initialized in
            var writer = JSONWriter(pretty: pretty, lending: storage)
            write(&writer)
            assert(writer.hasEntries.isEmpty && !writer.afterKey, "JSON document left open")
            if lineEnd { writer.append(UInt8(ascii: "\n")) }
            if writer.ownsMemory {
                moved = writer.finish()
                initialized = 0
            } else {
                initialized = writer.count
            }
        }
        return moved ?? bytes
    }

    // MARK: Containers

    mutating func beginObject() {
        beforeValue()
        append(UInt8(ascii: "{"))
        hasEntries.append(false)
        isObject.append(true)
    }

    mutating func endObject() {
        assert(isObject.last == true && !afterKey, "endObject outside an object, or after a key")
        close(UInt8(ascii: "}"))
    }

    mutating func beginArray() {
        beforeValue()
        append(UInt8(ascii: "["))
        hasEntries.append(false)
        isObject.append(false)
    }

    mutating func endArray() {
        assert(isObject.last == false, "endArray outside an array")
        close(UInt8(ascii: "]"))
    }

    /// The key of the next member of the object being written: a literal
    /// of the format, which needs no escaping.
    mutating func key(_ name: StaticString) {
        assert(name.hasPointerRepresentation && UnsafeBufferPointer(start: name.utf8Start, count: name.utf8CodeUnitCount)
            .allSatisfy { !Self.needsEscape($0) && $0 < 0x80 }, "a key literal that needs escaping")
        beforeKey()
        append(UInt8(ascii: "\""))
        append(UnsafeBufferPointer(start: name.utf8Start, count: name.utf8CodeUnitCount))
        afterKeyText()
    }

    /// A key of any text (`JSONValue`'s members), escaped.
    mutating func key(escaping name: String) {
        beforeKey()
        writeString(name, closingQuote: false)
        afterKeyText()
    }

    // MARK: Values

    mutating func string(_ value: String) {
        beforeValue()
        writeString(value, closingQuote: true)
    }

    mutating func int(_ value: Int) {
        beforeValue()
        writeDecimal(value)
    }

    mutating func double(_ value: Double) {
        beforeValue()
        if value.isFinite {
            var text = String(value)
            text.withUTF8 { append($0) }
        } else {
            appendLiteral("null")
        }
    }

    mutating func bool(_ value: Bool) {
        beforeValue()
        appendLiteral(value ? "true" : "false")
    }

    mutating func null() {
        beforeValue()
        appendLiteral("null")
    }

    /// A value built beforehand (small, fixed parts of a streamed document).
    mutating func value(_ value: JSONValue) {
        value.write(to: &self)
    }

    // MARK: Members, for short

    mutating func member(_ name: StaticString, _ value: String) {
        key(name)
        string(value)
    }

    mutating func member(_ name: StaticString, _ value: Int) {
        key(name)
        int(value)
    }

    // MARK: Layout

    /// Where a value starts: after its key, as the next element of an
    /// array, or as the document.
    private mutating func beforeValue() {
        if afterKey {
            afterKey = false
            return
        }
        assert(isObject.last != true, "a value in an object without a key")
        if !hasEntries.isEmpty { nextEntry() }
    }

    private mutating func beforeKey() {
        assert(isObject.last == true && !afterKey, "a key outside an object, or two in a row")
        nextEntry()
    }

    /// What follows a key's text: its closing quote, the colon, the space.
    private mutating func afterKeyText() {
        append(UInt8(ascii: "\""))
        append(UInt8(ascii: ":"))
        if pretty { append(UInt8(ascii: " ")) }
        afterKey = true
    }

    /// The comma after the previous entry, and the entry's own line.
    private mutating func nextEntry() {
        let last = hasEntries.count - 1
        if hasEntries[last] {
            append(UInt8(ascii: ","))
        } else {
            hasEntries[last] = true
        }
        breakLine(depth: hasEntries.count)
    }

    /// An empty container closes on its own line: `{}`, `[]`.
    private mutating func close(_ bracket: UInt8) {
        isObject.removeLast()
        if hasEntries.removeLast() { breakLine(depth: hasEntries.count) }
        append(bracket)
    }

    private mutating func breakLine(depth: Int) {
        guard pretty else { return }
        reserve(1 + 2 * depth)
        base[count] = UInt8(ascii: "\n")
        (base + count + 1).initialize(repeating: UInt8(ascii: " "), count: 2 * depth)
        count += 1 + 2 * depth
    }

    /// Digits written straight out (`String(value)` allocated one per number).
    private mutating func writeDecimal(_ value: Int) {
        reserve(21)
        if value < 0 { append(UInt8(ascii: "-")) }
        var magnitude = value.magnitude
        var digits = 1
        var scale: UInt = 10
        while digits < 20, magnitude >= scale {
            digits += 1
            if digits < 20 { scale &*= 10 }
        }
        var end = count + digits
        count = end
        repeat {
            end -= 1
            base[end] = UInt8(ascii: "0") &+ UInt8(truncatingIfNeeded: magnitude % 10)
            magnitude /= 10
        } while magnitude > 0
    }

    /// RFC 8259 escaping: quotes, backslashes and control characters. Every
    /// other byte, multi-byte UTF-8 included, is copied as it is, eight at
    /// a time while none of the eight needs escaping.
    private mutating func writeString(_ string: String, closingQuote: Bool) {
        append(UInt8(ascii: "\""))
        var string = string
        string.withUTF8 { bytes in
            guard let source = bytes.baseAddress else { return }
            let n = bytes.count
            var runStart = 0
            var i = 0
            while i < n {
                if i &+ 8 <= n {
                    let word = UInt64(littleEndian: UnsafeRawPointer(source + i).loadUnaligned(as: UInt64.self))
                    if !Self.wordNeedsEscape(word) {
                        i &+= 8
                        continue
                    }
                }
                let byte = source[i]
                guard Self.needsEscape(byte) else {
                    i &+= 1
                    continue
                }
                append(UnsafeBufferPointer(start: source + runStart, count: i - runStart))
                runStart = i + 1
                i &+= 1
                switch byte {
                case UInt8(ascii: "\""): appendLiteral(#"\""#)
                case UInt8(ascii: "\\"): appendLiteral(#"\\"#)
                case UInt8(ascii: "\n"): appendLiteral(#"\n"#)
                case UInt8(ascii: "\r"): appendLiteral(#"\r"#)
                case UInt8(ascii: "\t"): appendLiteral(#"\t"#)
                case 0x08: appendLiteral(#"\b"#)
                case 0x0C: appendLiteral(#"\f"#)
                default:
                    let hex: StaticString = "0123456789abcdef"
                    appendLiteral(#"\u00"#)
                    append(hex.utf8Start[Int(byte >> 4)])
                    append(hex.utf8Start[Int(byte & 0x0F)])
                }
            }
            append(UnsafeBufferPointer(start: source + runStart, count: n - runStart))
        }
        if closingQuote { append(UInt8(ascii: "\"")) }
    }

    @inline(__always)
    static func needsEscape(_ byte: UInt8) -> Bool {
        byte < 0x20 || byte == UInt8(ascii: "\"") || byte == UInt8(ascii: "\\")
    }

    /// Whether any of the eight bytes is a control character, `"` or `\`
    /// (the classic has-zero-byte test, on the word and on it xor-ed with
    /// each character; it may flag a word needlessly, never miss one).
    @inline(__always)
    static func wordNeedsEscape(_ word: UInt64) -> Bool {
        let ones: UInt64 = 0x0101_0101_0101_0101, highs: UInt64 = 0x8080_8080_8080_8080
        let quotes = word ^ (ones &* UInt64(UInt8(ascii: "\"")))
        let backslashes = word ^ (ones &* UInt64(UInt8(ascii: "\\")))
        let control = (word &- ones &* 0x20) & ~word
        let quote = (quotes &- ones) & ~quotes
        let backslash = (backslashes &- ones) & ~backslashes
        return (control | quote | backslash) & highs != 0
    }

    // MARK: Bytes

    @inline(__always)
    private mutating func reserve(_ extra: Int) {
        if count &+ extra > capacity { grow(toFit: count + extra) }
    }

    @inline(never)
    private mutating func grow(toFit needed: Int) {
        var larger = capacity * 2
        while larger < needed { larger *= 2 }
        let moved = UnsafeMutablePointer<UInt8>.allocate(capacity: larger)
        moved.initialize(from: base, count: count)
        // Lent memory stays its array's.
        if ownsMemory { base.deallocate() }
        ownsMemory = true
        base = moved
        capacity = larger
    }

    @inline(__always)
    private mutating func append(_ byte: UInt8) {
        reserve(1)
        base[count] = byte
        count &+= 1
    }

    private mutating func append(_ bytes: UnsafeBufferPointer<UInt8>) {
        guard let source = bytes.baseAddress, !bytes.isEmpty else { return }
        reserve(bytes.count)
        (base + count).initialize(from: source, count: bytes.count)
        count &+= bytes.count
    }

    private mutating func appendLiteral(_ text: StaticString) {
        append(UnsafeBufferPointer(start: text.utf8Start, count: text.utf8CodeUnitCount))
    }
}
