/// A parsed JSON document that remembers where each value was written, so
/// configuration errors can name the line and column. Object members keep
/// their order; duplicate keys are an error.
public struct JSONNode: Sendable, Equatable {
    public indirect enum Value: Sendable, Equatable {
        case object([(key: String, keyLine: Int, keyColumn: Int, value: JSONNode)])
        case array([JSONNode])
        case string(String)
        case number(Double)
        case bool(Bool)
        case null

        public static func == (lhs: Value, rhs: Value) -> Bool {
            switch (lhs, rhs) {
            case let (.object(a), .object(b)):
                return a.count == b.count && zip(a, b).allSatisfy { $0.key == $1.key && $0.value == $1.value }
            case let (.array(a), .array(b)): return a == b
            case let (.string(a), .string(b)): return a == b
            case let (.number(a), .number(b)): return a == b
            case let (.bool(a), .bool(b)): return a == b
            case (.null, .null): return true
            default: return false
            }
        }
    }

    public var value: Value
    public var line: Int
    public var column: Int

    /// What the value is, for messages ("expected a string, found an array").
    var kindName: String {
        switch value {
        case .object: return "an object"
        case .array: return "an array"
        case .string: return "a string"
        case .number: return "a number"
        case .bool: return "a boolean"
        case .null: return "null"
        }
    }
}

/// A syntax error in a JSON document.
public struct JSONSyntaxError: Error, Sendable, Equatable, CustomStringConvertible {
    public var line: Int
    public var column: Int
    public var message: String
    public var description: String { "\(line):\(column): \(message)" }
}

/// A strict RFC 8259 parser (no comments, no trailing commas) with positions.
public struct JSONParser {
    let bytes: [UInt8]
    var index = 0
    var line = 1
    var lineStart = 0
    var depth = 0

    public static func parse(_ bytes: [UInt8]) throws -> JSONNode {
        var parser = JSONParser(bytes: bytes)
        // A UTF-8 byte order mark is allowed at the start.
        if bytes.starts(with: [0xEF, 0xBB, 0xBF]) { parser.index = 3; parser.lineStart = 3 }
        parser.skipWhitespace()
        let node = try parser.parseValue()
        parser.skipWhitespace()
        guard parser.index == bytes.count else { throw parser.error("unexpected text after the JSON value") }
        return node
    }

    public static func parse(_ text: String) throws -> JSONNode { try parse(Array(text.utf8)) }

    var column: Int { index - lineStart + 1 }

    func error(_ message: String) -> JSONSyntaxError { JSONSyntaxError(line: line, column: column, message: message) }

    mutating func skipWhitespace() {
        while index < bytes.count {
            switch bytes[index] {
            case 0x20, 0x09, 0x0D: index += 1
            case 0x0A:
                index += 1
                line += 1
                lineStart = index
            default: return
            }
        }
    }

    mutating func parseValue() throws -> JSONNode {
        guard index < bytes.count else { throw error("unexpected end of file") }
        let startLine = line, startColumn = column
        func node(_ value: JSONNode.Value) -> JSONNode { JSONNode(value: value, line: startLine, column: startColumn) }
        switch bytes[index] {
        case UInt8(ascii: "{"): return node(try parseObject())
        case UInt8(ascii: "["): return node(try parseArray())
        case UInt8(ascii: "\""): return node(.string(try parseString()))
        case UInt8(ascii: "t"): try expectWord("true"); return node(.bool(true))
        case UInt8(ascii: "f"): try expectWord("false"); return node(.bool(false))
        case UInt8(ascii: "n"): try expectWord("null"); return node(.null)
        case UInt8(ascii: "-"), UInt8(ascii: "0")...UInt8(ascii: "9"): return node(.number(try parseNumber()))
        default:
            throw error("unexpected character '\(String(decoding: [bytes[index]], as: UTF8.self))'")
        }
    }

    mutating func expectWord(_ word: String) throws {
        let utf8 = Array(word.utf8)
        guard bytes.count - index >= utf8.count, Array(bytes[index..<(index + utf8.count)]) == utf8 else {
            throw error("invalid literal (expected '\(word)')")
        }
        index += utf8.count
    }

    mutating func nest() throws {
        depth += 1
        if depth > 512 { throw error("nesting deeper than 512 levels") }
    }

    mutating func parseObject() throws -> JSONNode.Value {
        try nest()
        defer { depth -= 1 }
        index += 1
        var members: [(key: String, keyLine: Int, keyColumn: Int, value: JSONNode)] = []
        var seen = Set<String>()
        skipWhitespace()
        if index < bytes.count, bytes[index] == UInt8(ascii: "}") { index += 1; return .object(members) }
        while true {
            skipWhitespace()
            guard index < bytes.count, bytes[index] == UInt8(ascii: "\"") else { throw error("expected a key in double quotes") }
            let keyLine = line, keyColumn = column
            let key = try parseString()
            guard seen.insert(key).inserted else {
                throw JSONSyntaxError(line: keyLine, column: keyColumn, message: "duplicate key \"\(key)\"")
            }
            skipWhitespace()
            guard index < bytes.count, bytes[index] == UInt8(ascii: ":") else { throw error("expected ':' after the key") }
            index += 1
            skipWhitespace()
            let value = try parseValue()
            members.append((key, keyLine, keyColumn, value))
            skipWhitespace()
            guard index < bytes.count else { throw error("unexpected end of file in an object") }
            if bytes[index] == UInt8(ascii: ",") { index += 1; continue }
            if bytes[index] == UInt8(ascii: "}") { index += 1; return .object(members) }
            throw error("expected ',' or '}'")
        }
    }

    mutating func parseArray() throws -> JSONNode.Value {
        try nest()
        defer { depth -= 1 }
        index += 1
        var elements: [JSONNode] = []
        skipWhitespace()
        if index < bytes.count, bytes[index] == UInt8(ascii: "]") { index += 1; return .array(elements) }
        while true {
            skipWhitespace()
            elements.append(try parseValue())
            skipWhitespace()
            guard index < bytes.count else { throw error("unexpected end of file in an array") }
            if bytes[index] == UInt8(ascii: ",") { index += 1; continue }
            if bytes[index] == UInt8(ascii: "]") { index += 1; return .array(elements) }
            throw error("expected ',' or ']'")
        }
    }

    mutating func parseString() throws -> String {
        index += 1
        var scalars = String.UnicodeScalarView()
        var chunkStart = index
        func flush(_ end: Int) {
            if end > chunkStart { scalars.append(contentsOf: String(decoding: bytes[chunkStart..<end], as: UTF8.self).unicodeScalars) }
        }
        while index < bytes.count {
            let b = bytes[index]
            if b == UInt8(ascii: "\"") {
                flush(index)
                index += 1
                return String(scalars)
            }
            if b < 0x20 { throw error("control character in a string (escape it)") }
            if b == UInt8(ascii: "\\") {
                flush(index)
                index += 1
                guard index < bytes.count else { break }
                let escaped = bytes[index]
                index += 1
                switch escaped {
                case UInt8(ascii: "\""): scalars.append("\"")
                case UInt8(ascii: "\\"): scalars.append("\\")
                case UInt8(ascii: "/"): scalars.append("/")
                case UInt8(ascii: "b"): scalars.append("\u{08}")
                case UInt8(ascii: "f"): scalars.append("\u{0C}")
                case UInt8(ascii: "n"): scalars.append("\n")
                case UInt8(ascii: "r"): scalars.append("\r")
                case UInt8(ascii: "t"): scalars.append("\t")
                case UInt8(ascii: "u"):
                    var code = try parseHex4()
                    if code >= 0xD800 && code < 0xDC00 {
                        guard index + 1 < bytes.count, bytes[index] == UInt8(ascii: "\\"), bytes[index + 1] == UInt8(ascii: "u") else {
                            throw error("unpaired surrogate in \\u escape")
                        }
                        index += 2
                        let low = try parseHex4()
                        guard low >= 0xDC00 && low < 0xE000 else { throw error("unpaired surrogate in \\u escape") }
                        code = 0x10000 + ((code - 0xD800) << 10) + (low - 0xDC00)
                    }
                    guard let scalar = Unicode.Scalar(code) else { throw error("invalid \\u escape") }
                    scalars.append(scalar)
                default:
                    throw error("invalid escape '\\\(String(decoding: [escaped], as: UTF8.self))'")
                }
                chunkStart = index
                continue
            }
            index += 1
        }
        throw error("unterminated string")
    }

    mutating func parseHex4() throws -> UInt32 {
        guard index + 4 <= bytes.count else { throw error("incomplete \\u escape") }
        var value: UInt32 = 0
        for _ in 0..<4 {
            let b = bytes[index]
            let digit: UInt32
            switch b {
            case UInt8(ascii: "0")...UInt8(ascii: "9"): digit = UInt32(b - UInt8(ascii: "0"))
            case UInt8(ascii: "a")...UInt8(ascii: "f"): digit = UInt32(b - UInt8(ascii: "a") + 10)
            case UInt8(ascii: "A")...UInt8(ascii: "F"): digit = UInt32(b - UInt8(ascii: "A") + 10)
            default: throw error("invalid hex digit in \\u escape")
            }
            value = value * 16 + digit
            index += 1
        }
        return value
    }

    mutating func parseNumber() throws -> Double {
        let start = index
        if bytes[index] == UInt8(ascii: "-") { index += 1 }
        func digits() -> Int {
            let from = index
            while index < bytes.count, bytes[index] >= UInt8(ascii: "0"), bytes[index] <= UInt8(ascii: "9") { index += 1 }
            return index - from
        }
        let integerStart = index
        guard digits() > 0 else { throw error("invalid number") }
        if bytes[integerStart] == UInt8(ascii: "0"), index - integerStart > 1 { throw error("leading zeros are not allowed") }
        if index < bytes.count, bytes[index] == UInt8(ascii: ".") {
            index += 1
            guard digits() > 0 else { throw error("invalid number") }
        }
        if index < bytes.count, bytes[index] == UInt8(ascii: "e") || bytes[index] == UInt8(ascii: "E") {
            index += 1
            if index < bytes.count, bytes[index] == UInt8(ascii: "+") || bytes[index] == UInt8(ascii: "-") { index += 1 }
            guard digits() > 0 else { throw error("invalid number") }
        }
        guard let value = Double(String(decoding: bytes[start..<index], as: UTF8.self)) else { throw error("invalid number") }
        return value
    }
}
