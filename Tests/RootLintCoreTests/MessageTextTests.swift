import Testing
@testable import RootLintCore

@Suite("Message text")
struct MessageTextTests {
    @Test("Fixed text around a name is what interpolation makes, for any name")
    func sameAsInterpolation() {
        for name in ["AppCoordinator", "", "Caf\u{E9}", "Cafe\u{301}Flow", "👩‍👩‍👧 Family", String(repeating: "Long", count: 40)] {
            let made = MessageText.around(name, "Root view controller switched in `", "`, which is not a root coordinator")
            #expect(made == "Root view controller switched in `\(name)`, which is not a root coordinator")
            #expect(Array(made.utf8) == Array("Root view controller switched in `\(name)`, which is not a root coordinator".utf8))
        }
        // Empty and one-scalar literals.
        #expect(MessageText.around("x", "", "") == "x")
        #expect(MessageText.around("x", "`", "`") == "`x`")
    }
}
