/// ASCII byte classes as a 256-entry table, so the hot loops test one load.
/// Bytes ≥ 0x80 are `nonASCII`: the lexer decodes them on the slow path.
@usableFromInline
enum ByteClass {
    @usableFromInline static let identifierHead: UInt8 = 1 << 0
    @usableFromInline static let digit: UInt8 = 1 << 1
    @usableFromInline static let operatorChar: UInt8 = 1 << 2
    @usableFromInline static let horizontalSpace: UInt8 = 1 << 3
    @usableFromInline static let lineBreak: UInt8 = 1 << 4
    @usableFromInline static let nonASCII: UInt8 = 1 << 5
    @usableFromInline static let hexDigit: UInt8 = 1 << 6
    /// What can end a run of string text: `"`, a backslash, a line break.
    @usableFromInline static let stringStop: UInt8 = 1 << 7
    @usableFromInline static let identifierBody: UInt8 = identifierHead | digit

    /// Allocated once and never freed: a process-lifetime constant that the
    /// lexer reads through a raw pointer, without array bounds checks.
    @usableFromInline
    nonisolated(unsafe) static let table: UnsafePointer<UInt8> = {
        let table = UnsafeMutablePointer<UInt8>.allocate(capacity: 256)
        table.initialize(repeating: 0, count: 256)
        func add(_ bytes: some Sequence<UInt8>, _ mask: UInt8) { for b in bytes { table[Int(b)] |= mask } }
        add(UInt8(ascii: "a")...UInt8(ascii: "z"), identifierHead)
        add(UInt8(ascii: "A")...UInt8(ascii: "Z"), identifierHead)
        add([UInt8(ascii: "_")], identifierHead)
        add(UInt8(ascii: "0")...UInt8(ascii: "9"), digit | hexDigit)
        add(UInt8(ascii: "a")...UInt8(ascii: "f"), hexDigit)
        add(UInt8(ascii: "A")...UInt8(ascii: "F"), hexDigit)
        add("/=-+!*%<>&|^~?".utf8, operatorChar)
        add([UInt8(ascii: " "), UInt8(ascii: "\t"), 0x0B, 0x0C], horizontalSpace)
        add([UInt8(ascii: "\n"), UInt8(ascii: "\r")], lineBreak)
        add(0x80...0xFF, nonASCII)
        add([UInt8(ascii: "\""), UInt8(ascii: "\\"), UInt8(ascii: "\n"), UInt8(ascii: "\r")], stringStop)
        return UnsafePointer(table)
    }()
}
