import RootLintCore
import RootLintSyntax

/// How LSP positions count characters in a line: UTF-16 code units (the
/// default) or UTF-8 bytes, as negotiated in `initialize`.
enum PositionEncoding: String {
    case utf16 = "utf-16"
    case utf8 = "utf-8"
}

/// An open editor buffer: its text and version, changed in place by
/// `didChange` (whole text or ranges).
struct LSPDocument {
    var uri: String
    var path: String
    var version: Int
    var text: [UInt8]

    /// The byte offset of an LSP position; nil when the line is past the end.
    /// A character past the line's end means its end, as the spec says.
    static func offset(line: Int, character: Int, in text: [UInt8], encoding: PositionEncoding) -> Int? {
        guard line >= 0, character >= 0 else { return nil }
        let map = SourceMap(bytes: text)
        guard line < map.lineStarts.count else { return line == map.lineStarts.count ? text.count : nil }
        let start = map.lineStarts[line]
        var end = line + 1 < map.lineStarts.count ? map.lineStarts[line + 1] : text.count
        // Not the line break.
        while end > start, text[end - 1] == 0x0A || text[end - 1] == 0x0D { end -= 1 }
        var offset = start
        var units = 0
        while offset < end, units < character {
            let length = text.withUnsafeBufferPointer { UTF8Decoding.decode($0, at: offset)?.length } ?? 1
            units += encoding == .utf8 ? length : (length == 4 ? 2 : 1)
            offset = min(end, offset + length)
        }
        return offset
    }

    /// Applies one `contentChanges` entry; false when its range is unusable.
    mutating func apply(range: (startLine: Int, startCharacter: Int, endLine: Int, endCharacter: Int)?, text new: String,
                        encoding: PositionEncoding) -> Bool {
        guard let range else {
            text = Array(new.utf8)
            return true
        }
        guard let start = Self.offset(line: range.startLine, character: range.startCharacter, in: text, encoding: encoding),
              let end = Self.offset(line: range.endLine, character: range.endCharacter, in: text, encoding: encoding),
              start <= end else { return false }
        text.replaceSubrange(start..<end, with: Array(new.utf8))
        return true
    }
}
