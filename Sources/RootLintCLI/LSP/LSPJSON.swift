import RootLintCore

/// A JSON-RPC request id: a number or a string (a null id belongs to no
/// request). Hashable, so held-back requests can be found by it.
enum LSPRequestID: Hashable, CustomStringConvertible {
    case int(Int)
    case string(String)

    init?(_ node: JSONNode?) {
        guard let node else { return nil }
        switch node.value {
        case .string(let s): self = .string(s)
        case .number: if let n = node.int { self = .int(n) } else { return nil }
        default: return nil
        }
    }

    var json: JSONValue {
        switch self {
        case .int(let n): return .int(n)
        case .string(let s): return .string(s)
        }
    }

    var description: String {
        switch self {
        case .int(let n): return String(n)
        case .string(let s): return "\"\(s)\""
        }
    }
}

extension JSONNode {
    subscript(key: String) -> JSONNode? {
        guard case .object(let members) = value else { return nil }
        return members.last { $0.key == key }?.value
    }

    var string: String? { if case .string(let s) = value { return s } else { return nil } }
    var int: Int? {
        if case .number(let n) = value, n == n.rounded(), abs(n) < 1e15 { return Int(n) }
        return nil
    }
    var bool: Bool? { if case .bool(let b) = value { return b } else { return nil } }
    var array: [JSONNode]? { if case .array(let a) = value { return a } else { return nil } }
    var strings: [String]? { array?.compactMap(\.string) }
    var isObject: Bool { if case .object = value { return true } else { return false } }

    /// The id as it was sent, for an error answer to a request whose id is
    /// not a valid one (JSON-RPC answers those with the id it got, or null).
    var idValue: JSONValue {
        switch value {
        case .string(let s): return .string(s)
        case .number(let n): return n == n.rounded() && abs(n) < 1e15 ? .int(Int(n)) : .double(n)
        default: return .null
        }
    }
}
