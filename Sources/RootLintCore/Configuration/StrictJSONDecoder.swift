/// Decodes `Decodable` types from a `JSONNode`, strictly: after decoding, any
/// object key that the type never asked for is an error, with the closest key
/// it did ask for as a hint. Errors carry the key path and the line and column.
///
/// It works because synthesized `init(from:)` asks for every key it knows
/// (`decodeIfPresent` for optional properties), so the keys requested from an
/// object are exactly the valid ones.
struct StrictJSONDecoder {
    init() {}

    func decode<T: Decodable>(_ type: T.Type, from node: JSONNode) throws -> T {
        switch decodeReportingAll(type, from: node) {
        case .success(let value): return value
        case .failure(let errors): throw errors.errors[0]
        }
    }

    /// Like `decode`, but every unknown key is reported, not only the first.
    func decodeReportingAll<T: Decodable>(_ type: T.Type, from node: JSONNode) -> Result<T, ConfigurationErrors> {
        let log = DecodingLog(root: node)
        let decoder = NodeDecoder(node: node, codingPath: [], log: log)
        let value: T
        do {
            value = try T(from: decoder)
        } catch let error as ConfigurationError {
            return .failure(ConfigurationErrors([error]))
        } catch let error as DecodingError {
            return .failure(ConfigurationErrors([ConfigurationError(decodingError: error, log: log)]))
        } catch {
            return .failure(ConfigurationErrors([ConfigurationError(keyPath: "", line: node.line, column: node.column, message: "\(error)")]))
        }
        var unknown: [ConfigurationError] = []
        log.collectUnknownKeys(in: node, path: [], into: &unknown)
        return unknown.isEmpty ? .success(value) : .failure(ConfigurationErrors(unknown))
    }
}

/// Every problem found in one file, in the order they were found.
public struct ConfigurationErrors: Error, Sendable, Equatable {
    public var errors: [ConfigurationError]
    public init(_ errors: [ConfigurationError]) { self.errors = errors }
}

/// A configuration problem: where (key path, line, column) and what.
public struct ConfigurationError: Error, Sendable, Equatable, CustomStringConvertible {
    public var keyPath: String
    public var line: Int
    public var column: Int
    public var message: String

    public init(keyPath: String, line: Int, column: Int, message: String) {
        self.keyPath = keyPath
        self.line = line
        self.column = column
        self.message = message
    }

    /// The same error inside `key`: its key path gains `key` in front.
    func under(_ key: String) -> ConfigurationError {
        var error = self
        error.keyPath = keyPath.isEmpty ? key : keyPath.hasPrefix("[") ? key + keyPath : key + "." + keyPath
        return error
    }

    /// `4:7: rules.unanimated_root_swap.serverity: unknown key (did you mean "severity"?)`
    public var description: String {
        let location = "\(line):\(column)"
        return keyPath.isEmpty ? "\(location): \(message)" : "\(location): \(keyPath): \(message)"
    }

    init(decodingError: DecodingError, log: DecodingLog) {
        func describe(_ context: DecodingError.Context) -> (String, Int, Int) {
            let path = keyPathString(context.codingPath)
            let position = log.position(of: context.codingPath)
            return (path, position.line, position.column)
        }
        switch decodingError {
        case let .typeMismatch(_, context), let .valueNotFound(_, context), let .dataCorrupted(context):
            let (path, line, column) = describe(context)
            self.init(keyPath: path, line: line, column: column, message: context.debugDescription)
        case let .keyNotFound(key, context):
            let (path, line, column) = describe(context)
            self.init(keyPath: path, line: line, column: column, message: "missing key \"\(key.stringValue)\"")
        @unknown default:
            self.init(keyPath: "", line: 1, column: 1, message: "\(decodingError)")
        }
    }
}

func keyPathString(_ path: [any CodingKey]) -> String {
    var result = ""
    for key in path {
        if let index = key.intValue { result += "[\(index)]" } else {
            if !result.isEmpty { result += "." }
            result += key.stringValue
        }
    }
    return result
}

/// Which keys were requested from which object; where a coding path is.
final class DecodingLog: @unchecked Sendable {
    /// Requested keys per object node, keyed by the node's position.
    var requested: [Position: Set<String>] = [:]
    /// Nodes that were decoded as dictionaries: every key is accepted.
    var openObjects: Set<Position> = []
    /// The document, to find a coding path's node when an error needs its position.
    let root: JSONNode

    init(root: JSONNode) { self.root = root }

    struct Position: Hashable { var line: Int; var column: Int }

    /// Where the node at `path` (or its deepest existing parent) was
    /// written: found by walking the document, only for an error, rather
    /// than recorded for every node decoded.
    func position(of path: [any CodingKey]) -> Position {
        var node = root
        walk: for key in path {
            switch node.value {
            case .object(let members):
                guard let member = members.first(where: { $0.key == key.stringValue }) else { break walk }
                node = member.value
            case .array(let elements):
                guard let index = key.intValue, elements.indices.contains(index) else { break walk }
                node = elements[index]
            default:
                break walk
            }
        }
        return Position(line: node.line, column: node.column)
    }

    func collectUnknownKeys(in node: JSONNode, path: [String], into errors: inout [ConfigurationError]) {
        let position = Position(line: node.line, column: node.column)
        switch node.value {
        case .object(let members):
            if let known = requested[position], !openObjects.contains(position) {
                for member in members where !known.contains(member.key) && !member.key.hasPrefix("$") {
                    var message = "unknown key"
                    let candidates = known.filter { !$0.hasPrefix("$") }.sorted()
                    if let hint = EditDistance.closest(to: member.key, among: candidates) {
                        message += " (did you mean \"\(hint)\"?)"
                    } else if !candidates.isEmpty {
                        message += " (expected one of: \(candidates.joined(separator: ", ")))"
                    }
                    errors.append(ConfigurationError(keyPath: (path + [member.key]).joined(separator: "."),
                                                     line: member.keyLine, column: member.keyColumn, message: message))
                }
            }
            // `$` keys are comments: whatever they hold is not checked.
            for member in members where !member.key.hasPrefix("$") {
                collectUnknownKeys(in: member.value, path: path + [member.key], into: &errors)
            }
        case .array(let elements):
            for (index, element) in elements.enumerated() {
                var elementPath = path
                if elementPath.isEmpty { elementPath = ["[\(index)]"] } else { elementPath[elementPath.count - 1] += "[\(index)]" }
                collectUnknownKeys(in: element, path: elementPath, into: &errors)
            }
        default:
            break
        }
    }
}

struct AnyKey: CodingKey {
    var stringValue: String
    var intValue: Int?
    init(stringValue: String) { self.stringValue = stringValue }
    init(intValue: Int) { self.stringValue = String(intValue); self.intValue = intValue }
}

struct NodeDecoder: Decoder {
    let node: JSONNode
    let codingPath: [any CodingKey]
    let log: DecodingLog
    var userInfo: [CodingUserInfoKey: Any] { [:] }

    init(node: JSONNode, codingPath: [any CodingKey], log: DecodingLog) {
        self.node = node
        self.codingPath = codingPath
        self.log = log
    }

    func mismatch(_ expected: String) -> DecodingError {
        .typeMismatch(Any.self, .init(codingPath: codingPath, debugDescription: "expected \(expected), found \(node.kindName)"))
    }

    func container<Key: CodingKey>(keyedBy type: Key.Type) throws -> KeyedDecodingContainer<Key> {
        guard case .object(let members) = node.value else { throw mismatch("an object") }
        let position = DecodingLog.Position(line: node.line, column: node.column)
        if log.requested[position] == nil { log.requested[position] = [] }
        return KeyedDecodingContainer(KeyedNodeContainer<Key>(decoder: self, members: members, position: position,
                                                              indexByKey: KeyedNodeContainer<Key>.index(members)))
    }

    func unkeyedContainer() throws -> any UnkeyedDecodingContainer {
        guard case .array(let elements) = node.value else { throw mismatch("an array") }
        return UnkeyedNodeContainer(decoder: self, elements: elements)
    }

    func singleValueContainer() throws -> any SingleValueDecodingContainer { SingleNodeContainer(decoder: self) }
}

struct KeyedNodeContainer<Key: CodingKey>: KeyedDecodingContainerProtocol {
    let decoder: NodeDecoder
    let members: [(key: String, keyLine: Int, keyColumn: Int, value: JSONNode)]
    let position: DecodingLog.Position
    /// Each key's member: a container is asked for every key it knows (a
    /// dictionary for every key it has), so a scan per key would make an
    /// object of 50,000 keys quadratic.
    let indexByKey: [String: Int]

    static func index(_ members: [(key: String, keyLine: Int, keyColumn: Int, value: JSONNode)]) -> [String: Int] {
        var index: [String: Int] = [:]
        index.reserveCapacity(members.count)
        // Keys are unique (the parser refuses duplicates); keep the first anyway.
        for (offset, member) in members.enumerated() where index[member.key] == nil { index[member.key] = offset }
        return index
    }

    var codingPath: [any CodingKey] { decoder.codingPath }

    var allKeys: [Key] {
        // Asking for all keys means the caller accepts any (a dictionary).
        decoder.log.openObjects.insert(position)
        return members.compactMap { Key(stringValue: $0.key) }
    }

    func member(_ key: Key) -> JSONNode? {
        decoder.log.requested[position, default: []].insert(key.stringValue)
        return indexByKey[key.stringValue].map { members[$0].value }
    }

    func contains(_ key: Key) -> Bool { member(key) != nil }

    func decodeNil(forKey key: Key) throws -> Bool {
        guard let node = member(key) else { return true }
        return node.value == .null
    }

    func decode<T: Decodable>(_ type: T.Type, forKey key: Key) throws -> T {
        guard let node = member(key) else {
            throw DecodingError.keyNotFound(key, .init(codingPath: codingPath, debugDescription: "missing key"))
        }
        return try T(from: NodeDecoder(node: node, codingPath: codingPath + [key], log: decoder.log))
    }

    func decodeIfPresent<T: Decodable>(_ type: T.Type, forKey key: Key) throws -> T? {
        guard let node = member(key), node.value != .null else { return nil }
        return try T(from: NodeDecoder(node: node, codingPath: codingPath + [key], log: decoder.log))
    }

    func nestedContainer<NestedKey: CodingKey>(keyedBy type: NestedKey.Type, forKey key: Key) throws -> KeyedDecodingContainer<NestedKey> {
        try superDecoder(forKey: key).container(keyedBy: type)
    }

    func nestedUnkeyedContainer(forKey key: Key) throws -> any UnkeyedDecodingContainer {
        try superDecoder(forKey: key).unkeyedContainer()
    }

    func superDecoder() throws -> any Decoder { decoder }

    func superDecoder(forKey key: Key) throws -> any Decoder {
        guard let node = member(key) else {
            throw DecodingError.keyNotFound(key, .init(codingPath: codingPath, debugDescription: "missing key"))
        }
        return NodeDecoder(node: node, codingPath: codingPath + [key], log: decoder.log)
    }
}

struct UnkeyedNodeContainer: UnkeyedDecodingContainer {
    let decoder: NodeDecoder
    let elements: [JSONNode]
    var currentIndex = 0

    var codingPath: [any CodingKey] { decoder.codingPath }
    var count: Int? { elements.count }
    var isAtEnd: Bool { currentIndex >= elements.count }

    mutating func next() throws -> NodeDecoder {
        guard !isAtEnd else {
            throw DecodingError.valueNotFound(Any.self, .init(codingPath: codingPath, debugDescription: "array is too short"))
        }
        defer { currentIndex += 1 }
        return NodeDecoder(node: elements[currentIndex], codingPath: codingPath + [AnyKey(intValue: currentIndex)],
                           log: decoder.log)
    }

    mutating func decodeNil() throws -> Bool {
        guard !isAtEnd, elements[currentIndex].value == .null else { return false }
        currentIndex += 1
        return true
    }

    mutating func decode<T: Decodable>(_ type: T.Type) throws -> T { try T(from: try next()) }

    mutating func nestedContainer<NestedKey: CodingKey>(keyedBy type: NestedKey.Type) throws -> KeyedDecodingContainer<NestedKey> {
        try next().container(keyedBy: type)
    }

    mutating func nestedUnkeyedContainer() throws -> any UnkeyedDecodingContainer { try next().unkeyedContainer() }

    mutating func superDecoder() throws -> any Decoder { try next() }
}

struct SingleNodeContainer: SingleValueDecodingContainer {
    let decoder: NodeDecoder
    var codingPath: [any CodingKey] { decoder.codingPath }
    var node: JSONNode { decoder.node }

    func decodeNil() -> Bool { node.value == .null }

    func decode(_ type: Bool.Type) throws -> Bool {
        guard case .bool(let value) = node.value else { throw decoder.mismatch("true or false") }
        return value
    }

    func decode(_ type: String.Type) throws -> String {
        guard case .string(let value) = node.value else { throw decoder.mismatch("a string") }
        return value
    }

    func decode(_ type: Double.Type) throws -> Double {
        guard case .number(let value) = node.value else { throw decoder.mismatch("a number") }
        return value
    }

    func decode(_ type: Float.Type) throws -> Float { Float(try decode(Double.self)) }

    func integer<T: FixedWidthInteger>(_ type: T.Type) throws -> T {
        let value = try decode(Double.self)
        guard value.rounded() == value, let result = T(exactly: value) else {
            throw DecodingError.dataCorrupted(.init(codingPath: codingPath, debugDescription: "expected a whole number, found \(value)"))
        }
        return result
    }

    func decode(_ type: Int.Type) throws -> Int { try integer(type) }
    func decode(_ type: Int8.Type) throws -> Int8 { try integer(type) }
    func decode(_ type: Int16.Type) throws -> Int16 { try integer(type) }
    func decode(_ type: Int32.Type) throws -> Int32 { try integer(type) }
    func decode(_ type: Int64.Type) throws -> Int64 { try integer(type) }
    func decode(_ type: UInt.Type) throws -> UInt { try integer(type) }
    func decode(_ type: UInt8.Type) throws -> UInt8 { try integer(type) }
    func decode(_ type: UInt16.Type) throws -> UInt16 { try integer(type) }
    func decode(_ type: UInt32.Type) throws -> UInt32 { try integer(type) }
    func decode(_ type: UInt64.Type) throws -> UInt64 { try integer(type) }

    func decode<T: Decodable>(_ type: T.Type) throws -> T { try T(from: decoder) }
}
