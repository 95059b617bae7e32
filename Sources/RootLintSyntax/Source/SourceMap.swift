#if canImport(Glibc)
import Glibc
#elseif canImport(Darwin)
import Darwin
#elseif canImport(Musl)
import Musl
#endif

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
        var i = 0
        let n = bytes.count
        var starts: [Int] = []
        // Swift lines average 30–40 bytes: reserved once, where growing from
        // one element reallocated the table six times for a small file.
        starts.reserveCapacity(n / 24 + 2)
        starts.append(0)
        bytes.withUnsafeBufferPointer { buffer in
            guard let base = buffer.baseAddress else { return }
            // Files without `\r` (almost all): jump from newline to newline.
            if memchr(base, 0x0D, n) == nil {
                while i < n, let hit = memchr(base + i, 0x0A, n - i) {
                    i = UnsafePointer<UInt8>(hit.assumingMemoryBound(to: UInt8.self)) - base + 1
                    starts.append(i)
                }
                return
            }
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

    var lineCount: Int { lineStarts.count }

    /// 0-based index of the line holding `offset` (clamped to the file).
    func lineIndex(of offset: Int) -> Int {
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
    /// surrogate pair (2 units), any other scalar 1. An invalid sequence
    /// counts as one U+FFFD per maximal subpart (Unicode's recommended
    /// practice, which Swift's `String(decoding:as:)` and the WHATWG
    /// `TextDecoder` behind VS Code follow): `E2 82 41` is U+FFFD and `A`,
    /// two units, not three.
    func utf16Length(from: Int, to: Int) -> Int {
        var units = 0
        var i = max(0, from)
        let end = min(to, bytes.count)
        bytes.withUnsafeBufferPointer { buffer in
            guard let base = UnsafeRawPointer(buffer.baseAddress) else { return }
            while i < end {
                // Eight ASCII bytes at a time: every finding's positions count
                // the units from its line's start, and code is mostly ASCII.
                if i &+ 8 <= end, base.loadUnaligned(fromByteOffset: i, as: UInt64.self) & 0x8080_8080_8080_8080 == 0 {
                    units &+= 8
                    i &+= 8
                    continue
                }
                let b = buffer[i]
                if b < 0x80 {
                    units += 1
                    i += 1
                } else if let (_, length) = UTF8Decoding.decode(buffer, at: i), i + length <= end {
                    units += length == 4 ? 2 : 1
                    i += length
                } else {
                    units += 1
                    i += min(Self.maximalSubpartLength(buffer, at: i), end - i)
                }
            }
        }
        return units
    }

    /// The length (1…3) of the longest prefix at `offset` that could begin a
    /// well-formed sequence (Unicode Table 3-7), for a sequence that is not
    /// well-formed: that prefix becomes a single U+FFFD.
    static func maximalSubpartLength(_ buffer: UnsafeBufferPointer<UInt8>, at offset: Int) -> Int {
        let lead = buffer[offset]
        let needed: Int
        var low: UInt8 = 0x80, high: UInt8 = 0xBF
        switch lead {
        case 0xC2...0xDF: needed = 2
        case 0xE0: needed = 3; low = 0xA0
        case 0xE1...0xEC, 0xEE, 0xEF: needed = 3
        case 0xED: needed = 3; high = 0x9F
        case 0xF0: needed = 4; low = 0x90
        case 0xF1...0xF3: needed = 4
        case 0xF4: needed = 4; high = 0x8F
        default: return 1
        }
        var length = 1
        while length < needed, offset + length < buffer.count {
            let b = buffer[offset + length]
            let (lo, hi) = length == 1 ? (low, high) : (UInt8(0x80), UInt8(0xBF))
            guard b >= lo, b <= hi else { break }
            length += 1
        }
        return min(length, needed - 1)
    }

    /// The bytes of a 1-based line without its line break (a view, no copy).
    public func lineBytes(_ line: Int) -> ArraySlice<UInt8> {
        guard line >= 1, line <= lineStarts.count else { return [] }
        let start = lineStarts[line - 1]
        var end = line < lineStarts.count ? lineStarts[line] : bytes.count
        while end > start, bytes[end - 1] == 0x0A || bytes[end - 1] == 0x0D { end -= 1 }
        return bytes[start..<end]
    }

    /// The text of a 1-based line without its line break.
    func lineText(_ line: Int) -> Substring {
        guard line >= 1, line <= lineStarts.count else { return "" }
        let start = lineStarts[line - 1]
        var end = line < lineStarts.count ? lineStarts[line] : bytes.count
        while end > start, bytes[end - 1] == 0x0A || bytes[end - 1] == 0x0D { end -= 1 }
        return Substring(String(decoding: bytes[start..<end], as: UTF8.self))
    }
}
