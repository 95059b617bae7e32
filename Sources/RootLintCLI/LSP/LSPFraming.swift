#if canImport(Glibc)
import Glibc
#elseif canImport(Darwin)
import Darwin
#elseif canImport(Musl)
import Musl
#endif

/// JSON-RPC messages over a byte stream, framed as LSP frames them:
/// `Content-Length: N\r\n` (other headers ignored), a blank line, N bytes.
/// Reading never trusts the stream: a header without a length, a length past
/// the limit, or a stream that ends inside a body is reported and skipped,
/// and the next frame is read. After a frame whose length was wrong the
/// reader finds its way back: blank lines between frames are skipped, and a
/// `Content-Length` header is recognised at the end of junk on its line.
struct LSPMessageReader {
    enum Frame: Equatable {
        case message([UInt8])
        /// The header block was unusable; its bytes are skipped.
        case malformedHeader(String)
        /// The stream ended inside a frame.
        case truncated
    }

    /// One message larger than this is refused (its bytes are skipped).
    static let maximumLength = 64 << 20
    static let maximumHeader = 8192
    let read: (inout [UInt8]) -> Int
    /// Whether input arrives within the milliseconds given (-1: however
    /// long it takes); true at the end of the stream too, which `next` reports.
    let wait: (Int) -> Bool
    private var buffer: [UInt8] = []
    private var start = 0
    private var ended = false

    /// `read` appends what it read to its argument and returns the count (0 at the end).
    init(read: @escaping (inout [UInt8]) -> Int, wait: @escaping (Int) -> Bool = { _ in true }) {
        self.read = read
        self.wait = wait
    }

    /// Reads standard input.
    static func standardInput() -> LSPMessageReader {
        LSPMessageReader(read: { buffer in
            var chunk = [UInt8](repeating: 0, count: 65_536)
            let n = chunk.withUnsafeMutableBytes { Glibc_read(0, $0.baseAddress, $0.count) }
            if n <= 0 { return 0 }
            buffer += chunk[0..<n]
            return n
        }, wait: { milliseconds in
            var request = pollfd(fd: 0, events: Int16(POLLIN), revents: 0)
            while true {
                let n = poll(&request, 1, Int32(clamping: milliseconds))
                if n < 0 && errno == EINTR { continue }
                // An error or a hang-up is "ready": the read that follows ends the stream.
                return n != 0
            }
        })
    }

    /// Whether a frame can be read now or within `milliseconds` (what is
    /// buffered counts; blank lines do not): the server's cue that the
    /// client has gone quiet and held-back work can run.
    mutating func inputReady(within milliseconds: Int) -> Bool {
        skipBlankLines()
        if start < buffer.count || ended { return true }
        return wait(milliseconds)
    }

    /// The next frame; nil at the end of the stream.
    mutating func next() -> Frame? {
        skipBlankLines()
        // Headers: up to the blank line.
        var headerEnd: Int?
        while headerEnd == nil {
            headerEnd = find([0x0D, 0x0A, 0x0D, 0x0A])
            // A header block is a few dozen bytes: 8 KiB without its end is
            // garbage. Only that much is dropped; a frame may follow it.
            if headerEnd == nil, buffer.count - start > Self.maximumHeader {
                start += Self.maximumHeader
                compact()
                return .malformedHeader("no end of headers in \(Self.maximumHeader) bytes")
            }
            if headerEnd == nil {
                guard fill() else {
                    let leftover = buffer.count - start
                    start = buffer.count
                    return leftover > 0 && !isBlank(buffer[(buffer.count - leftover)...]) ? .truncated : nil
                }
            }
        }
        let headerBytes = buffer[start..<headerEnd!]
        start = headerEnd! + 4
        guard let length = Self.contentLength(in: headerBytes), length >= 0 else {
            compact()
            return .malformedHeader("no valid Content-Length header")
        }
        guard length <= Self.maximumLength else {
            // Skip the announced body as it comes.
            var left = length
            while left > 0 {
                if start >= buffer.count { compact(); guard fill() else { return .truncated } }
                let taken = min(left, buffer.count - start)
                start += taken
                left -= taken
            }
            compact()
            return .malformedHeader("Content-Length \(length) is over the limit of \(Self.maximumLength) bytes")
        }
        while buffer.count - start < length {
            guard fill() else { start = buffer.count; return .truncated }
        }
        let body = Array(buffer[start..<(start + length)])
        start += length
        compact()
        return .message(body)
    }

    /// The value of the last `Content-Length:` in a header block, also
    /// when junk precedes it on its line: the tail of a body whose announced
    /// length was too short runs into the next frame's header.
    static func contentLength(in header: ArraySlice<UInt8>) -> Int? {
        let name = Array("content-length:".utf8)
        var length: Int?
        var lineStart = header.startIndex
        while lineStart < header.endIndex {
            var lineEnd = lineStart
            while lineEnd < header.endIndex, header[lineEnd] != 0x0D, header[lineEnd] != 0x0A { lineEnd += 1 }
            // The last occurrence on the line, compared without case (ASCII).
            func lowercased(_ byte: UInt8) -> UInt8 { byte >= 0x41 && byte <= 0x5A ? byte | 0x20 : byte }
            var k = lineEnd - name.count
            while k >= lineStart {
                if (0..<name.count).allSatisfy({ lowercased(header[k + $0]) == name[$0] }) {
                    let value = String(decoding: header[(k + name.count)..<lineEnd], as: UTF8.self)
                    length = Int(Substring(value).trimmingCharacters(in: " \t"))
                    break
                }
                k -= 1
            }
            lineStart = lineEnd + 1
        }
        return length
    }

    /// Blank lines between frames carry nothing (and a client's stray
    /// newline must not count as input waiting).
    private mutating func skipBlankLines() {
        while start < buffer.count, buffer[start] == 0x0D || buffer[start] == 0x0A || buffer[start] == 0x20 || buffer[start] == 0x09 {
            start += 1
        }
    }

    private func isBlank(_ bytes: ArraySlice<UInt8>) -> Bool {
        bytes.allSatisfy { $0 == 0x0D || $0 == 0x0A || $0 == 0x20 }
    }

    private func find(_ needle: [UInt8]) -> Int? {
        guard buffer.count - start >= needle.count else { return nil }
        var i = start
        // Headers are bounded, so is the search.
        while i + needle.count <= min(buffer.count, start + Self.maximumHeader + needle.count) {
            if buffer[i] == needle[0], buffer[i..<(i + needle.count)].elementsEqual(needle) { return i }
            i += 1
        }
        return nil
    }

    private mutating func fill() -> Bool {
        if ended { return false }
        if read(&buffer) == 0 { ended = true; return false }
        return true
    }

    /// Drops what was consumed, once it is most of the buffer.
    private mutating func compact() {
        if start > 65_536 && start * 2 > buffer.count {
            buffer.removeFirst(start)
            start = 0
        }
    }
}

private func Glibc_read(_ fd: Int32, _ buffer: UnsafeMutableRawPointer?, _ count: Int) -> Int {
    while true {
        let n = read(fd, buffer, count)
        if n < 0 && errno == EINTR { continue }
        return n
    }
}

extension Substring {
    func trimmingCharacters(in set: String) -> String {
        String(drop { set.contains($0) }.reversed().drop { set.contains($0) }.reversed())
    }
}

/// Writes frames to standard output; the only writer of stdout while the
/// server runs.
struct LSPMessageWriter {
    let write: ([UInt8]) -> Void

    static func standardOutput() -> LSPMessageWriter {
        LSPMessageWriter { bytes in _ = writeAll(bytes, to: 1) }
    }

    func send(_ body: String) {
        let bytes = Array(body.utf8)
        write(Array("Content-Length: \(bytes.count)\r\n\r\n".utf8) + bytes)
    }
}
