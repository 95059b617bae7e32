import Testing
@testable import RootLintSyntax

/// Paths sort by their UTF-8 bytes, whether the strings are small (stored
/// inline), native, or made from substrings, and whatever their length.
@Suite struct BytewiseOrderTests {
    static let long = String(repeating: "Sources/Features/", count: 4)

    @Test(arguments: [
        ("", "a", true), ("a", "", false), ("", "", false),
        ("a", "b", true), ("b", "a", false), ("a", "a", false),
        ("ab", "abc", true), ("abc", "ab", false),
        ("B", "a", true),  // uppercase first, as bytes go
        ("é", "z", false),  // 0xC3 after 'z'
        ("e\u{301}", "é", true),  // canonically equal, different bytes
        (long + "A.swift", long + "B.swift", true),
        (long + "B.swift", long + "A.swift", false),
        (long, long + "x", true),
        ("short", long, false),
    ])
    func ordersByBytes(a: String, b: String, less: Bool) {
        #expect(String.bytewiseLess(a, b) == less)
        #expect(String.bytewiseLess(a, b) == a.utf8.lexicographicallyPrecedes(b.utf8))
    }

    @Test func substringsAndBridgedForms() {
        let path = Self.long + "Login.swift"
        let sub = String(path.dropFirst(8))
        #expect(String.bytewiseLess(sub, path) == sub.utf8.lexicographicallyPrecedes(path.utf8))
        let built = String(decoding: Array(path.utf8), as: UTF8.self)
        #expect(!String.bytewiseLess(built, path) && !String.bytewiseLess(path, built))
    }
}
