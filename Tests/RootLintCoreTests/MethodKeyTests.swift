import Testing
@testable import RootLintCore

/// A method key keeps its `Type.method` name; the name it is given (from a
/// pending write's context) is the one it would make, and it takes no part
/// in the key's identity.
@Suite("Method keys")
struct MethodKeyTests {
    @Test func qualifiedNameIsMadeOrKept() {
        let made = MethodKey(type: "AppCoordinator", name: "showMain", labels: ["animated"])
        #expect(made.qualified == "AppCoordinator.showMain")
        let given = MethodKey(type: "AppCoordinator", name: "showMain", labels: ["animated"], qualified: "AppCoordinator.showMain")
        #expect(given == made)
        #expect(Set([made, given]).count == 1)
    }

    @Test func identityIsTypeNameAndLabels() {
        let key = MethodKey(type: "A", name: "b", labels: ["_"])
        #expect(key != MethodKey(type: "A", name: "b", labels: []))
        #expect(key != MethodKey(type: "A", name: "c", labels: ["_"]))
        #expect(key != MethodKey(type: "B", name: "b", labels: ["_"]))
        #expect(Set([key, MethodKey(type: "A", name: "b", labels: []), MethodKey(type: "B", name: "b", labels: ["_"])]).count == 3)
    }
}
