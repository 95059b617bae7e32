/// A JSON document with ordered object keys, so reports come out with their
/// keys in the documented order, byte for byte the same on every run.
public indirect enum JSONValue: Sendable, Equatable {
    case object([(String, JSONValue)])
    case array([JSONValue])
    case string(String)
    case int(Int)
    case double(Double)
    case bool(Bool)
    case null

    public static func == (lhs: JSONValue, rhs: JSONValue) -> Bool {
        lhs.serialized() == rhs.serialized()
    }

    /// Pretty-printed with two-space indentation, or compact on one line;
    /// `lineEnd` adds the final newline of a file without copying the document.
    public func serialized(pretty: Bool = true, lineEnd: Bool = false) -> String {
        String(decoding: serializedBytes(pretty: pretty, lineEnd: lineEnd), as: UTF8.self)
    }

    /// `serialized` as the UTF-8 bytes it is written in: what a report on
    /// its way to a file or a pipe needs, without a `String` between.
    public func serializedBytes(pretty: Bool = true, lineEnd: Bool = false) -> [UInt8] {
        var out: [UInt8] = []
        write(to: &out, indent: 0, pretty: pretty)
        if lineEnd { out.append(UInt8(ascii: "\n")) }
        return out
    }

    /// Written as UTF-8 bytes: a report of 100,000 findings is hundreds of
    /// megabytes, and appending to a `String` scalar by scalar cost five
    /// times the whole analysis.
    private func write(to out: inout [UInt8], indent: Int, pretty: Bool) {
        switch self {
        case .object(let members):
            if members.isEmpty { JSONValue.append("{}", to: &out); return }
            out.append(UInt8(ascii: "{"))
            for (index, (key, value)) in members.enumerated() {
                if index > 0 { out.append(UInt8(ascii: ",")) }
                JSONValue.breakLine(indent + 1, to: &out, pretty: pretty)
                JSONValue.writeString(key, to: &out)
                out.append(UInt8(ascii: ":"))
                if pretty { out.append(UInt8(ascii: " ")) }
                value.write(to: &out, indent: indent + 1, pretty: pretty)
            }
            JSONValue.breakLine(indent, to: &out, pretty: pretty)
            out.append(UInt8(ascii: "}"))
        case .array(let elements):
            if elements.isEmpty { JSONValue.append("[]", to: &out); return }
            out.append(UInt8(ascii: "["))
            for (index, element) in elements.enumerated() {
                if index > 0 { out.append(UInt8(ascii: ",")) }
                JSONValue.breakLine(indent + 1, to: &out, pretty: pretty)
                element.write(to: &out, indent: indent + 1, pretty: pretty)
            }
            JSONValue.breakLine(indent, to: &out, pretty: pretty)
            out.append(UInt8(ascii: "]"))
        case .string(let string):
            JSONValue.writeString(string, to: &out)
        case .int(let value):
            JSONValue.append(String(value), to: &out)
        case .double(let value):
            JSONValue.append(value.isFinite ? String(value) : "null", to: &out)
        case .bool(let value):
            JSONValue.append(value ? "true" : "false", to: &out)
        case .null:
            JSONValue.append("null", to: &out)
        }
    }

    /// A newline and two spaces per level, when pretty.
    private static func breakLine(_ indent: Int, to out: inout [UInt8], pretty: Bool) {
        guard pretty else { return }
        out.append(UInt8(ascii: "\n"))
        for _ in 0..<(2 * indent) { out.append(UInt8(ascii: " ")) }
    }

    private static func append(_ text: String, to out: inout [UInt8]) {
        out.append(contentsOf: text.utf8)
    }

    /// RFC 8259 escaping: quotes, backslashes and control characters. Every
    /// other byte, multi-byte UTF-8 included, is copied as it is.
    static func writeString(_ string: String, to out: inout [UInt8]) {
        out.append(UInt8(ascii: "\""))
        var string = string
        string.withUTF8 { bytes in
            var runStart = 0
            for index in 0..<bytes.count {
                let byte = bytes[index]
                guard byte < 0x20 || byte == UInt8(ascii: "\"") || byte == UInt8(ascii: "\\") else { continue }
                out.append(contentsOf: UnsafeBufferPointer(rebasing: bytes[runStart..<index]))
                runStart = index + 1
                switch byte {
                case UInt8(ascii: "\""): append("\\\"", to: &out)
                case UInt8(ascii: "\\"): append("\\\\", to: &out)
                case UInt8(ascii: "\n"): append("\\n", to: &out)
                case UInt8(ascii: "\r"): append("\\r", to: &out)
                case UInt8(ascii: "\t"): append("\\t", to: &out)
                case 0x08: append("\\b", to: &out)
                case 0x0C: append("\\f", to: &out)
                default:
                    let hex = Array("0123456789abcdef".utf8)
                    append("\\u00", to: &out)
                    out.append(hex[Int(byte >> 4)])
                    out.append(hex[Int(byte & 0x0F)])
                }
            }
            out.append(contentsOf: UnsafeBufferPointer(rebasing: bytes[runStart..<bytes.count]))
        }
        out.append(UInt8(ascii: "\""))
    }
}
