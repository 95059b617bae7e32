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
    func serializedBytes(pretty: Bool = true, lineEnd: Bool = false) -> [UInt8] {
        var writer = JSONWriter(pretty: pretty)
        write(to: &writer)
        return writer.finish(lineEnd: lineEnd)
    }

    /// Through the one writer that lays out and escapes every JSON rootlint writes.
    func write(to writer: inout JSONWriter) {
        switch self {
        case .object(let members):
            writer.beginObject()
            for (key, value) in members {
                writer.key(escaping: key)
                value.write(to: &writer)
            }
            writer.endObject()
        case .array(let elements):
            writer.beginArray()
            for element in elements { element.write(to: &writer) }
            writer.endArray()
        case .string(let string):
            writer.string(string)
        case .int(let value):
            writer.int(value)
        case .double(let value):
            writer.double(value)
        case .bool(let value):
            writer.bool(value)
        case .null:
            writer.null()
        }
    }
}
