import Foundation
@testable import RootLintCore
@testable import RootLintSyntax
import Testing

/// The launch reach's record of a parsed file: per function name, what the
/// functions of that name call synchronously, the same answer as asking
/// `synchronousCallNames(in:)` of each function, with each callee made a
/// `String` once per file.
@Suite("Function call table")
struct FunctionCallTableTests {
    /// The answer the table replaces: each function's calls, gathered by name.
    static func reference(_ file: SourceFile, _ scopes: ScopeFacts) -> [String: Set<String>] {
        var calls: [String: Set<String>] = [:]
        for (index, scope) in file.scopes.enumerated() where scope.kind == .function && scope.name >= 0 && !scopes.isTestCode(index) {
            calls[file.text(scope.name), default: []].formUnion(ProjectContribution.synchronousCallNames(in: index, file: file, scopes: scopes))
        }
        return calls
    }

    static let shapes = """
    final class Coordinator {
        func start() {
            showLogin()
            showLogin()
            `reset`(animated: true)
            UIView.animate(withDuration: 0.3) { self.fade() }
            DispatchQueue.main.async { self.later() }
            func nested() { inner() }
            nested()
            items.forEach { item in configure(item) }
        }
        func start(with user: User) { showMain(user) }
        func showLogin() { window.rootViewController = LoginViewController() }
    }
    struct Other { func start() { other() } }
    final class CoordinatorTests: XCTestCase {
        func testStart() { start() }
    }
    """

    @Test func givesEachFunctionNameWhatItsFunctionsCall() {
        let file = SourceFile(path: "Coordinator.swift", text: Self.shapes)
        let scopes = ScopeFacts(file: file)
        let table = FunctionCallTable(file: file, scopes: scopes, isTestFile: false)
        let expected = Self.reference(file, scopes)
        #expect(table.callsByName == expected)
        // Overloads and same-named methods of other types together; test code left out.
        #expect(expected["start"]?.isSuperset(of: ["showLogin", "`reset`", "showMain", "other", "nested"]) == true)
        #expect(expected["start"]?.contains("later") == false)
        #expect(expected["testStart"] == nil)
    }

    @Test func addsOnlyTheCallsOfTheFunctionsAskedFor() {
        let file = SourceFile(path: "Coordinator.swift", text: Self.shapes)
        let table = FunctionCallTable(file: file, scopes: ScopeFacts(file: file), isTestFile: false)
        var called: Set<String> = ["kept"]
        table.addCalls(ofFunctionsNamed: ["showLogin", "missing"], to: &called)
        #expect(called == ["kept", "LoginViewController"])
        table.addCalls(ofFunctionsNamed: [], to: &called)
        #expect(called == ["kept", "LoginViewController"])
    }

    @Test func aTestFileCallsNothing() {
        let file = SourceFile(path: "CoordinatorTests.swift", text: Self.shapes)
        #expect(FunctionCallTable(file: file, scopes: ScopeFacts(file: file), isTestFile: true).callsByName.isEmpty)
        #expect(FunctionCallTable(file: file, scopes: nil, isTestFile: false).callsByName.isEmpty)
    }

    /// Names whose hashes collide are told apart by their text: with every
    /// hash the same, the answer does not change.
    @Test func namesWithTheSameHashStayApart() {
        let file = SourceFile(path: "Coordinator.swift", text: Self.shapes)
        let scopes = ScopeFacts(file: file)
        let colliding = FunctionCallTable(file: file, scopes: scopes, isTestFile: false, key: { _, _, _ in 7 })
        #expect(colliding.callsByName == Self.reference(file, scopes))
    }

    @Test func agreesWithEachFunctionsCallsOnTheCorpus() throws {
        for (path, bytes) in try PipelineTotalityTests.corpusFiles() {
            let file = SourceFile(path: path, bytes: bytes)
            let scopes = ScopeFacts(file: file)
            #expect(FunctionCallTable(file: file, scopes: scopes, isTestFile: false).callsByName == Self.reference(file, scopes), "\(path)")
        }
    }
}
