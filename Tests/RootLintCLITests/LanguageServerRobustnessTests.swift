import Foundation
import Testing

/// `rootlint lsp` fed garbage: random bytes, valid-looking headers with
/// wrong lengths, truncated bodies, bodies that are not JSON-RPC, and
/// messages with impossible parameters. The server answers with JSON-RPC
/// errors or ignores what it cannot use, never crashes or hangs, and still
/// serves a well-formed request afterwards. Seeded, so a failure replays.
@Suite("Language server robustness")
struct LanguageServerRobustnessTests {
    typealias L = LanguageServerTests

    /// SplitMix64: a tiny generator whose sequence depends on the seed alone.
    struct SeededGenerator: RandomNumberGenerator {
        var state: UInt64
        mutating func next() -> UInt64 {
            state &+= 0x9E37_79B9_7F4A_7C15
            var z = state
            z = (z ^ (z >> 30)) &* 0xBF58_476D_1CE4_E5B9
            z = (z ^ (z >> 27)) &* 0x94D0_49BB_1331_11EB
            return z ^ (z >> 31)
        }
    }

    /// Bodies that look like what an editor sends, some of them with
    /// parameters no editor would send.
    static func bodies(uri: String) -> [String] {
        [
            #"{"jsonrpc":"2.0","method":"textDocument/didOpen","params":{"textDocument":{"uri":"\#(uri)","languageId":"swift","version":1,"text":"final class A { func f() { window.rootViewController = B() } }"}}}"#,
            #"{"jsonrpc":"2.0","method":"textDocument/didChange","params":{"textDocument":{"uri":"\#(uri)","version":2},"contentChanges":[{"range":{"start":{"line":99,"character":5},"end":{"line":0,"character":0}},"text":"x"}]}}"#,
            #"{"jsonrpc":"2.0","method":"textDocument/didChange","params":{"textDocument":{"uri":"\#(uri)","version":3},"contentChanges":[{"range":{"start":{"line":0,"character":-4},"end":{"line":0,"character":1e300}},"text":"🚀\r\n"}]}}"#,
            #"{"jsonrpc":"2.0","id":11,"method":"textDocument/codeAction","params":{"textDocument":{"uri":"\#(uri)"},"range":{"start":{"line":7,"character":0},"end":{"line":2,"character":0}}}}"#,
            #"{"jsonrpc":"2.0","id":12,"method":"textDocument/codeAction","params":{"textDocument":{"uri":"\#(uri)"},"range":{"start":{"line":0,"character":0},"end":{"line":1000000,"character":0}},"context":{"diagnostics":[]}}}"#,
            #"{"jsonrpc":"2.0","id":13,"method":"textDocument/diagnostic","params":{"textDocument":{"uri":"\#(uri)"},"previousResultId":7}}"#,
            #"{"jsonrpc":"2.0","id":14,"method":"textDocument/hover","params":[]}"#,
            #"{"jsonrpc":"2.0","id":{"a":1},"method":"initialize","params":{}}"#,
            #"{"jsonrpc":"2.0","id":15,"method":"initialize","params":{"capabilities":"none"}}"#,
            #"{"jsonrpc":"2.0","method":"$/cancelRequest","params":{"id":[1]}}"#,
            #"{"jsonrpc":"2.0","method":"workspace/didChangeWatchedFiles","params":{"changes":[{"uri":7},{"type":2}]}}"#,
            #"{"jsonrpc":"2.0","id":"rootlint-1","result":null}"#,
            #"{"jsonrpc":"2.0","method":5,"params":{}}"#,
            #"[1,2,3]"#,
            #"{"jsonrpc":"2.0","id":16,"method":"textDocument/didClose","params":{"textDocument":{"uri":"\#(uri)"}}}"#,
            #"{"jsonrpc":"2.0","method":"textDocument/didSave","params":{"textDocument":{"uri":null}}}"#,
            #"{"#, #""unterminated"#, #"{"a":1}{"b":2}"#, "\u{0}\u{1}\u{2}",
        ]
    }

    static func garbage(seed: UInt64, uri: String) -> Data {
        var random = SeededGenerator(state: seed)
        let bodies = bodies(uri: uri).map { Data($0.utf8) }
        var out = Data()
        func header(_ length: String) -> Data { Data("Content-Length: \(length)\r\n\r\n".utf8) }
        for _ in 0..<40 {
            let body = bodies[Int.random(in: 0..<bodies.count, using: &random)]
            switch Int.random(in: 0..<6, using: &random) {
            case 0: // random bytes
                out += Data((0..<Int.random(in: 1...400, using: &random)).map { _ in UInt8.random(in: 0...255, using: &random) })
            case 1: // a length that is wrong by a little
                var delta = Int.random(in: -20...20, using: &random)
                if delta == 0 { delta = 1 }
                out += header(String(max(0, body.count + delta))) + body
            case 2: // a body cut short
                out += header(String(body.count)) + body.prefix(Int.random(in: 0..<body.count, using: &random))
            case 3: // headers that are no use
                out += Data(["Content-Length: abc\r\n\r\n", "Content-Length: -3\r\n\r\n", "Content-Type: text/plain\r\n\r\n",
                             "content-length:99999999999999999999999\r\n\r\n", "Content-Length 12\r\n\r\n", "\r\n\r\n\r\n"]
                    .randomElement(using: &random)!.utf8)
            default: // a well-framed message, sensible or not
                out += header(String(body.count)) + body
            }
        }
        return out
    }

    @Test(arguments: [1, 2, 3, 4, 5, 6] as [UInt64])
    func garbageIsSurvived(seed: UInt64) throws {
        let dir = try TemporaryDirectory()
        try dir.write(".rootlint.json", "{}\n")
        let uri = dir.url.appendingPathComponent("App/A.swift").absoluteString
        let client = try LSPTestClient(directory: dir.url)
        try client.send(L.initialize)
        try client.send(L.notification("initialized"))
        try client.sendRaw(Self.garbage(seed: seed, uri: uri))
        // Whatever length the garbage announced last is used up by blank lines.
        try client.sendRaw(Data(String(repeating: "\r\n", count: 2048).utf8))
        try client.send(L.request(999_999, "shutdown"))
        let answer = client.waitForResponse(999_999, timeout: 60)
        #expect(answer != nil, "seed \(seed): no answer to a well-formed request after the garbage")
        #expect(answer?["error"] == nil)
        try client.send(L.notification("exit"))
        let (status, stderr) = try client.finish()
        #expect(status == 0, "seed \(seed): \(stderr.suffix(2000))")
        let codes = Set(client.messages.compactMap(\.errorCode))
        #expect(codes.isSubset(of: [-32700, -32600, -32601, -32602, -32002, -32800]), "seed \(seed): \(codes)")
        #expect(!stderr.contains("Fatal error"), "seed \(seed)")
    }

    /// A length too short leaves the body's tail in front of the next
    /// header, which is still found; a length too long swallows what
    /// follows up to it, and no more.
    @Test func aWrongLengthLosesOnlyWhatItOverlaps() throws {
        let body = try JSONSerialization.data(withJSONObject: L.request(2, "workspace/unknown"))
        var input = try L.frame(L.initialize)
        input += Data("Content-Length: \(body.count - 9)\r\n\r\n".utf8) + body        // too short
        input += try L.frame(L.request(3, "workspace/unknown"))
        input += Data("Content-Length: \(body.count + 40)\r\n\r\n".utf8) + body     // too long: eats 40 bytes of the next frame
        input += try L.frame(L.request(4, "workspace/unknown"))
        input += Data(String(repeating: "\r\n", count: 64).utf8)
        input += try L.frame(L.request(5, "shutdown")) + L.frame(L.notification("exit"))
        let session = try L.serve(input)
        #expect(session.response(3)?.errorCode == -32601, "the frame after a short length is read")
        #expect(session.response(4) == nil)
        #expect(session.response(5) != nil)
        #expect(session.status == 0)
    }
}
