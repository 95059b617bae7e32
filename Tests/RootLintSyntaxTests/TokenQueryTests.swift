import Foundation
import Testing
@testable import RootLintSyntax

/// The questions answered on a token's bytes in place (`withBytes`,
/// `hasPrefix`, `withChainNames`) give what the `String`- and array-making
/// versions give, on every token and range of the Corpus and on broken input.
@Suite("Token questions without strings")
struct TokenQueryTests {
    static let sources: [String] = corpusFiles().compactMap { try? String(contentsOf: $0, encoding: .utf8) } + [
        "func `default`(`for` x: Int) { `instantiate`.instantiateViewController(withIdentifier: \"Root\") }",
        "let ünïcödé = Ünïcödé(); window?.rootViewController = (",
        "a.b(c: { d.e[f] }).g?.h!.`i` = j.k",
        "",
    ]

    @Test func bytesInPlaceAreTheTokensText() {
        for source in Self.sources {
            let file = SourceFile(path: "t.swift", text: source)
            for i in -1...file.code.count {
                let inPlace = file.withBytes(of: i) { String(decoding: $0, as: UTF8.self) }
                #expect(inPlace == file.text(i), "\(i) in \(source.prefix(40))")
            }
        }
    }

    /// `qualifiedName(type:member:)` is the interpolation it replaces, for
    /// every pair of tokens (and none), in valid and repaired text.
    @Test func qualifiedNameIsTheInterpolation() {
        let broken = Array("final class Ca\u{E9}".utf8) + [0xC3] + Array(" { func go\u{301}() {} }".utf8)
        let files = Self.sources.map { SourceFile(path: "t.swift", text: $0) } + [SourceFile(path: "b.swift", bytes: broken)]
        for file in files {
            let indices: [Int?] = [nil, -1] + Array(0..<min(file.code.count, 40)) + [file.code.count]
            for type in indices {
                for member in indices {
                    let typeName = type.map { file.text($0) } ?? ""
                    let joined = file.qualifiedName(type: type, member: member)
                    #expect(joined.name == "\(typeName).\(member.map { file.text($0) } ?? "")")
                    #expect(joined.typeLength == typeName.utf8.count)
                }
            }
        }
    }

    @Test(arguments: ["instantiate", "UI", "root", "`", "x"])
    func prefixOnTheTokenIsTheTextsPrefix(_ prefix: String) {
        for source in Self.sources {
            let file = SourceFile(path: "t.swift", text: source)
            for i in -1...file.code.count {
                let expected = file.text(i).utf8.starts(with: prefix.utf8)
                let actual: Bool
                switch prefix {
                case "instantiate": actual = file.hasPrefix(i, "instantiate")
                case "UI": actual = file.hasPrefix(i, "UI")
                case "root": actual = file.hasPrefix(i, "root")
                case "`": actual = file.hasPrefix(i, "`")
                default: actual = file.hasPrefix(i, "x")
                }
                #expect(actual == expected, "\(prefix) at \(i): \(file.text(i))")
            }
        }
    }

    /// Every range of a few lengths at every start, clamped ranges past
    /// either end included: the stack buffer holds what the array held.
    @Test func chainNamesOnTheStackAreTheArray() {
        for source in Self.sources {
            let file = SourceFile(path: "t.swift", text: source)
            let n = file.code.count
            for start in stride(from: -2, through: n + 1, by: 1) {
                for length in [0, 1, 3, 9, 40, n + 4] {
                    let range = start..<(start + length)
                    let onStack = file.withChainNames(range) { Array($0) }
                    #expect(onStack == file.chainNames(range))
                    // The reference walk, written out: names, `self`/`super`/`Self`,
                    // brackets skipped to their partners.
                    var expected: [Int] = []
                    var i = max(0, range.lowerBound)
                    let upper = min(range.upperBound, n)
                    while i < upper {
                        let token = file.code[i]
                        switch token.kind {
                        case .identifier, .backtickIdentifier, .dollarIdentifier, .keyword, .poundDirective:
                            if token.kind != .keyword || [.self, .super, .Self].contains(token.keyword) { expected.append(i) }
                            i += 1
                        case .leftParen, .leftBracket, .leftBrace:
                            let close = Int(file.matching[i])
                            i = close > i ? close + 1 : upper
                        default:
                            i += 1
                        }
                    }
                    #expect(onStack == expected, "\(range) in \(source.prefix(40))")
                }
            }
        }
    }

    /// A parameter's label and name are its first and last names, however
    /// many words or attributes come between.
    @Test func parameterLabelsAndNames() {
        let f = ScopeFixture("""
            func a(_ x: Int, for y: String, z: Double, inout w: Int, @escaping done: () -> Void, `default` v: Int) {}
            """)
        guard let a = f.scope(.function, .func, named: "a") else { Issue.record("no a"); return }
        let parameters = f.file.parameters(of: a)
        #expect(parameters.map(\.label) == [nil, "for", "z", "inout", "done", "`default`"])
        #expect(parameters.map(\.name) == ["x", "y", "z", "w", "done", "v"])
    }
}
