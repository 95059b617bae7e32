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

    /// Pretty-printed with two-space indentation, or compact on one line.
    public func serialized(pretty: Bool = true) -> String {
        var out = ""
        write(to: &out, indent: 0, pretty: pretty)
        return out
    }

    private func write(to out: inout String, indent: Int, pretty: Bool) {
        let newline = pretty ? "\n" : ""
        let pad = pretty ? String(repeating: "  ", count: indent + 1) : ""
        let closePad = pretty ? String(repeating: "  ", count: indent) : ""
        switch self {
        case .object(let members):
            if members.isEmpty { out += "{}"; return }
            out += "{" + newline
            for (index, (key, value)) in members.enumerated() {
                out += pad
                JSONValue.writeString(key, to: &out)
                out += pretty ? ": " : ":"
                value.write(to: &out, indent: indent + 1, pretty: pretty)
                if index < members.count - 1 { out += "," }
                out += newline
            }
            out += closePad + "}"
        case .array(let elements):
            if elements.isEmpty { out += "[]"; return }
            out += "[" + newline
            for (index, element) in elements.enumerated() {
                out += pad
                element.write(to: &out, indent: indent + 1, pretty: pretty)
                if index < elements.count - 1 { out += "," }
                out += newline
            }
            out += closePad + "]"
        case .string(let string):
            JSONValue.writeString(string, to: &out)
        case .int(let value):
            out += String(value)
        case .double(let value):
            out += value.isFinite ? String(value) : "null"
        case .bool(let value):
            out += value ? "true" : "false"
        case .null:
            out += "null"
        }
    }

    /// RFC 8259 escaping: quotes, backslashes and control characters.
    static func writeString(_ string: String, to out: inout String) {
        out += "\""
        for scalar in string.unicodeScalars {
            switch scalar {
            case "\"": out += "\\\""
            case "\\": out += "\\\\"
            case "\n": out += "\\n"
            case "\r": out += "\\r"
            case "\t": out += "\\t"
            case "\u{08}": out += "\\b"
            case "\u{0C}": out += "\\f"
            default:
                if scalar.value < 0x20 {
                    let hex = String(scalar.value, radix: 16)
                    out += "\\u" + String(repeating: "0", count: 4 - hex.count) + hex
                } else {
                    out.unicodeScalars.append(scalar)
                }
            }
        }
        out += "\""
    }
}
