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
/// and the next frame is read.
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
    private var buffer: [UInt8] = []
    private var start = 0
    private var ended = false

    /// `read` appends what it read to its argument and returns the count (0 at the end).
    init(read: @escaping (inout [UInt8]) -> Int) {
        self.read = read
    }

    /// Reads standard input.
    static func standardInput() -> LSPMessageReader {
        LSPMessageReader { buffer in
            var chunk = [UInt8](repeating: 0, count: 65_536)
            let n = chunk.withUnsafeMutableBytes { Glibc_read(0, $0.baseAddress, $0.count) }
            if n <= 0 { return 0 }
            buffer += chunk[0..<n]
            return n
        }
    }

    /// The next frame; nil at the end of the stream.
    mutating func next() -> Frame? {
        // Headers: up to the blank line.
        var headerEnd: Int?
        while headerEnd == nil {
            headerEnd = find([0x0D, 0x0A, 0x0D, 0x0A])
            // A header block is a few dozen bytes: past 8 KiB it is garbage.
            if headerEnd == nil, buffer.count - start > Self.maximumHeader {
                start = buffer.count
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
        var length: Int?
        for line in String(decoding: headerBytes, as: UTF8.self).split(separator: "\r\n", omittingEmptySubsequences: true) {
            guard let colon = line.firstIndex(of: ":") else { continue }
            let name = line[..<colon].trimmingCharacters(in: " \t").lowercased()
            let value = line[line.index(after: colon)...].trimmingCharacters(in: " \t")
            if name == "content-length" { length = Int(value) }
        }
        guard let length, length >= 0 else { compact(); return .malformedHeader("no valid Content-Length header") }
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
