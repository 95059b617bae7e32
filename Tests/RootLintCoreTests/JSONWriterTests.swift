import Foundation
@testable import RootLintCore
import Testing

/// The streaming writer every JSON and SARIF report goes through: its
/// layout, its escaping (eight bytes at a time) and its numbers.
@Suite("JSON writer")
struct JSONWriterTests {
    func written(pretty: Bool = true, _ body: (inout JSONWriter) -> Void) -> String {
        var writer = JSONWriter(pretty: pretty)
        body(&writer)
        return String(decoding: writer.finish(), as: UTF8.self)
    }

    @Test func layoutOfNestedAndEmptyContainers() {
        let document: (inout JSONWriter) -> Void = { json in
            json.beginObject()
            json.member("a", 1)
            json.key("empty")
            json.beginObject()
            json.endObject()
            json.key("list")
            json.beginArray()
            json.string("x")
            json.beginArray()
            json.endArray()
            json.beginObject()
            json.key("n")
            json.null()
            json.endObject()
            json.endArray()
            json.key("flags")
            json.beginArray()
            json.bool(true)
            json.bool(false)
            json.double(0.5)
            json.double(.nan)
            json.endArray()
            json.endObject()
        }
        #expect(written(document) == """
            {
              "a": 1,
              "empty": {},
              "list": [
                "x",
                [],
                {
                  "n": null
                }
              ],
              "flags": [
                true,
                false,
                0.5,
                null
              ]
            }
            """)
        #expect(written(pretty: false, document) == #"{"a":1,"empty":{},"list":["x",[],{"n":null}],"flags":[true,false,0.5,null]}"#)
    }

    @Test func aValueBuiltBeforehandIsLaidOutInPlace() {
        let value = JSONValue.object([("k\"ey", .array([.int(-3), .string("v")])), ("e", .array([]))])
        let streamed = written { json in
            json.beginArray()
            json.value(value)
            json.endArray()
        }
        #expect(streamed == JSONValue.array([value]).serialized())
        #expect(streamed == """
            [
              {
                "k\\"ey": [
                  -3,
                  "v"
                ],
                "e": []
              }
            ]
            """)
    }

    @Test func numbersAreTheirDecimalText() {
        var values = [0, 1, -1, 9, 10, -10, 99, 100, Int.max, Int.min, Int.max - 1, Int.min + 1]
        var power = 1
        for _ in 0..<18 {
            power *= 10
            values += [power - 1, power, power + 1, -power, -(power - 1)]
        }
        for value in values {
            #expect(written { $0.int(value) } == String(value), "\(value)")
        }
    }

    /// Escaping as the RFC asks, with the character to escape at every
    /// position of strings around the eight-byte words, next to multi-byte
    /// UTF-8 and bytes just above and below each special one.
    @Test func escapingAtEveryPositionOfTheWord() {
        let specials: [Character] = ["\"", "\\", "\n", "\r", "\t", "\u{08}", "\u{0C}", "\u{00}", "\u{01}", "\u{1F}"]
        let neighbours: [Character] = [" ", "!", "#", "[", "]", "\u{7F}", "é", "😀", "a"]
        for length in 0..<20 {
            for position in 0..<max(length, 1) {
                for special in specials + neighbours {
                    var characters = Array(repeating: Character("a"), count: length)
                    if length > 0 { characters[position] = special }
                    let text = String(characters)
                    #expect(written { $0.string(text) } == Self.reference(text), "\(Array(text.utf8))")
                }
            }
        }
        let long = String(repeating: "path/Feature/é\"q\"\\", count: 500)
        #expect(written { $0.string(long) } == Self.reference(long))
    }

    @Test func escapedKeysAndLiteralKeysAgree() {
        let escaped = written { json in
            json.beginObject()
            json.key(escaping: "tab\there")
            json.int(1)
            json.key(escaping: "plain")
            json.int(2)
            json.endObject()
        }
        #expect(escaped == "{\n  \"tab\\there\": 1,\n  \"plain\": 2\n}")
        let literal = written { json in
            json.beginObject()
            json.key("plain")
            json.int(2)
            json.endObject()
        }
        #expect(literal == "{\n  \"plain\": 2\n}")
    }

    /// Far past the first buffer, and deep enough to indent past a word.
    @Test func growsPastItsFirstBuffer() throws {
        var writer = JSONWriter(reservingCapacity: 0)
        writer.beginArray()
        for index in 0..<5_000 {
            writer.beginObject()
            writer.member("index", index)
            writer.member("text", String(repeating: "x", count: index % 300))
            writer.endObject()
        }
        for _ in 0..<40 { writer.beginArray() }
        for _ in 0..<40 { writer.endArray() }
        writer.endArray()
        let bytes = writer.finish(lineEnd: true)
        #expect(bytes.last == UInt8(ascii: "\n"))
        let parsed = try JSONSerialization.jsonObject(with: Data(bytes)) as? [Any]
        #expect(parsed?.count == 5_001)
        #expect((parsed?[4_999] as? [String: Any])?["index"] as? Int == 4_999)
    }

    /// A document built in an array's storage, whether it fits the room
    /// reserved or outgrows it and moves: the same bytes either way.
    @Test func aDocumentInTheArraysOwnStorageFitsOrMoves() {
        func document(reserving capacity: Int, entries: Int) -> [UInt8] {
            JSONWriter.document(reserving: capacity, lineEnd: true) { json in
                json.beginArray()
                for index in 0..<entries { json.string("entry \(index)") }
                json.endArray()
            }
        }
        let expected = Array((JSONValue.array((0..<400).map { .string("entry \($0)") }).serialized() + "\n").utf8)
        #expect(document(reserving: 1 << 16, entries: 400) == expected)
        #expect(document(reserving: 0, entries: 400) == expected)
        #expect(document(reserving: 300, entries: 400) == expected)
        #expect(document(reserving: 0, entries: 0) == Array("[]\n".utf8))
        // A reservation beyond any machine's memory is held to 1 GiB, not refused.
        #expect(document(reserving: Int.max / 2, entries: 400) == expected)
    }

    /// The plain, character by character escaping the writer must equal.
    static func reference(_ text: String) -> String {
        var out = "\""
        for scalar in text.unicodeScalars {
            switch scalar {
            case "\"": out += "\\\""
            case "\\": out += "\\\\"
            case "\n": out += "\\n"
            case "\r": out += "\\r"
            case "\t": out += "\\t"
            case "\u{08}": out += "\\b"
            case "\u{0C}": out += "\\f"
            case _ where scalar.value < 0x20: out += String(format: "\\u%04x", scalar.value)
            default: out.unicodeScalars.append(scalar)
            }
        }
        return out + "\""
    }
}
