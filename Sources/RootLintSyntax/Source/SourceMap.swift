/// A position in a source file, in every unit a consumer may want.
public struct SourcePosition: Sendable, Equatable, Hashable, Codable {
    /// 1-based line.
    public var line: Int
    /// 1-based column in UTF-8 bytes (what Xcode and most editors parse).
    public var column: Int
    /// 0-based byte offset.
    public var offset: Int
    /// 0-based line, as LSP counts.
    public var utf16Line: Int { line - 1 }
    /// 0-based column in UTF-16 code units (LSP's default `character`).
    public var utf16Character: Int

    public init(line: Int, column: Int, offset: Int, utf16Character: Int) {
        self.line = line
        self.column = column
        self.offset = offset
        self.utf16Character = utf16Character
    }
}

/// Byte offset ⇄ line/column. Built only when a file has something to report,
/// so clean files never pay for it. `\n`, `\r\n` and a lone `\r` each end a
/// line, as in the Swift compiler.
public struct SourceMap: Sendable {
    /// Offset of the first byte of each line; `lineStarts[0] == 0`.
    public let lineStarts: [Int]
    private let bytes: [UInt8]

    public init(bytes: [UInt8]) {
        self.bytes = bytes
        var starts = [0]
        var i = 0
        let n = bytes.count
        bytes.withUnsafeBufferPointer { buffer in
            while i < n {
                let b = buffer[i]
                if b == 0x0A {
                    starts.append(i + 1)
                } else if b == 0x0D {
                    if i + 1 < n, buffer[i + 1] == 0x0A { i += 1 }
                    starts.append(i + 1)
                }
                i += 1
            }
        }
        lineStarts = starts
    }

    public var lineCount: Int { lineStarts.count }

    /// 0-based index of the line holding `offset` (clamped to the file).
    public func lineIndex(of offset: Int) -> Int {
        var low = 0
        var high = lineStarts.count - 1
        while low < high {
            let mid = (low + high + 1) / 2
            if lineStarts[mid] <= offset { low = mid } else { high = mid - 1 }
        }
        return low
    }

    public func position(of rawOffset: Int) -> SourcePosition {
        let offset = min(max(0, rawOffset), bytes.count)
        let line = lineIndex(of: offset)
        let lineStart = lineStarts[line]
        return SourcePosition(line: line + 1, column: offset - lineStart + 1, offset: offset,
                              utf16Character: utf16Length(from: lineStart, to: offset))
    }

    /// UTF-16 code units in `bytes[from..<to]`: a 4-byte sequence is a
    /// surrogate pair (2 units), any other scalar 1; invalid bytes count as
    /// one U+FFFD each, the way editors decode them.
    public func utf16Length(from: Int, to: Int) -> Int {
        var units = 0
        var i = from
        bytes.withUnsafeBufferPointer { buffer in
            while i < to {
                let b = buffer[i]
                if b < 0x80 {
                    units += 1
                    i += 1
                } else if let (_, length) = UTF8Decoding.decode(buffer, at: i), i + length <= to {
                    units += length == 4 ? 2 : 1
                    i += length
                } else {
                    units += 1
                    i += 1
                }
            }
        }
        return units
    }

    /// The text of a 1-based line without its line break.
    public func lineText(_ line: Int) -> Substring {
        guard line >= 1, line <= lineStarts.count else { return "" }
        let start = lineStarts[line - 1]
        var end = line < lineStarts.count ? lineStarts[line] : bytes.count
        while end > start, bytes[end - 1] == 0x0A || bytes[end - 1] == 0x0D { end -= 1 }
        return Substring(String(decoding: bytes[start..<end], as: UTF8.self))
    }
}
