import Testing
@testable import RootLintCore

/// A method key keeps its `Type.method` name and reads its type and name
/// from it; a key given that name (from a pending write's context) equals
/// the one made from the type and the name.
@Suite("Method keys")
struct MethodKeyTests {
    @Test func qualifiedNameIsMadeOrKept() {
        let made = MethodKey(type: "AppCoordinator", name: "showMain", labels: ["animated"])
        #expect(made.qualified == "AppCoordinator.showMain")
        let given = MethodKey(qualified: "AppCoordinator.showMain", typeLength: "AppCoordinator".utf8.count, labels: ["animated"])
        #expect(given == made)
        #expect(Set([made, given]).count == 1)
        #expect(given.type == "AppCoordinator" && given.name == "showMain")
        // A type module-qualified keeps its dots; the name is after the type.
        let nested = MethodKey(type: "App.Flow", name: "start", labels: [])
        #expect(nested.type == "App.Flow" && nested.name == "start" && nested.qualified == "App.Flow.start")
    }

    @Test func identityIsTypeNameAndLabels() {
        let key = MethodKey(type: "A", name: "b", labels: ["_"])
        #expect(key != MethodKey(type: "A", name: "b", labels: []))
        #expect(key != MethodKey(type: "A", name: "c", labels: ["_"]))
        #expect(key != MethodKey(type: "B", name: "b", labels: ["_"]))
        #expect(Set([key, MethodKey(type: "A", name: "b", labels: []), MethodKey(type: "B", name: "b", labels: ["_"])]).count == 3)
    }

    @Test func labelsOfOneCountStillTellKeysApart() {
        // The hash takes the labels' count only: equal counts must still differ by the labels.
        let a = MethodKey(type: "A", name: "b", labels: ["x"]), b = MethodKey(type: "A", name: "b", labels: ["y"])
        #expect(a != b)
        #expect(Set([a, b, a]).count == 2)
        // Keys equal by Unicode equivalence are one key, and hash alike.
        let composed = MethodKey(type: "Caf\u{E9}", name: "start", labels: [])
        let decomposed = MethodKey(type: "Cafe\u{301}", name: "start", labels: [])
        #expect(composed == decomposed)
        #expect(Set([composed, decomposed]).count == 1)
    }

    @Test func aPendingWriteSplitsItsMethodWhereTheNameWasJoined() {
        func pending(_ qualified: String, typeLength: Int) -> PendingContext {
            PendingContext(function: 1, qualifiedFunction: qualified, typeLength: typeLength, labels: ["_"], createdBefore: false,
                           startShownAfter: false, otherShownAfter: false)
        }
        let key = pending("Caf\u{E9}Coordinator.showMain", typeLength: "Caf\u{E9}Coordinator".utf8.count).method
        #expect(key?.type == "Caf\u{E9}Coordinator")
        #expect(key?.name == "showMain")
        #expect(key?.qualified == "Caf\u{E9}Coordinator.showMain")
        // No type (top-level code): no method.
        #expect(pending("", typeLength: 0).method == nil)
        // A nameless type keeps the old split at the dot.
        #expect(pending(".start", typeLength: 0).method?.name == "start")
    }
}
