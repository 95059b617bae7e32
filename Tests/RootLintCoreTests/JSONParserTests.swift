@testable import RootLintCore
import Testing

@Suite("JSON parser")
struct JSONParserTests {
    @Test func parsesValuesWithPositions() throws {
        let node = try JSONParser.parse("{\n  \"a\": [1, -2.5e3, true, null],\n  \"b\": \"x\\n\\u00e9\\ud83d\\ude00\"\n}")
        guard case .object(let members) = node.value else { Issue.record("not an object"); return }
        #expect(members.map(\.key) == ["a", "b"])
        #expect(members[0].keyLine == 2 && members[0].keyColumn == 3)
        #expect(members[1].value.value == .string("x\né😀"))
        guard case .array(let items) = members[0].value.value else { Issue.record("not an array"); return }
        #expect(items.map(\.value) == [.number(1), .number(-2500), .bool(true), .null])
        #expect(items[1].line == 2 && items[1].column == 12)
    }

    @Test(arguments: [
        ("{\"a\": 1,}", "expected a key"), ("{\"a\" 1}", "expected ':'"), ("[1 2]", "expected ',' or ']'"),
        ("{\"a\": 01}", "leading zeros"), ("\"abc", "unterminated string"), ("{\"a\": 1, \"a\": 2}", "duplicate key"),
        ("// comment\n{}", "unexpected character"), ("{} {}", "unexpected text after"), ("", "unexpected end"),
        ("\"\\q\"", "invalid escape"), ("tru", "invalid literal"), ("\"\u{01}\"", "control character"),
    ])
    func rejectsInvalidJSON(_ input: String, _ message: String) {
        do {
            _ = try JSONParser.parse(input)
            Issue.record("accepted \(input)")
        } catch let error as JSONSyntaxError {
            #expect(error.message.contains(message), "\(error.message)")
        } catch {
            Issue.record("unexpected error \(error)")
        }
    }

    @Test func deepNestingIsAnErrorNotACrash() {
        let deep = String(repeating: "[", count: 10_000) + String(repeating: "]", count: 10_000)
        #expect(throws: JSONSyntaxError.self) { try JSONParser.parse(deep) }
    }
}
