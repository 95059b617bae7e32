@testable import RootLintCore
import RootLintSyntax
import Testing

/// Which files are test code: their writes switch no app's root.
@Suite struct TestCodeTests {
    func isTest(_ path: String, _ source: String = "import UIKit\n") -> Bool {
        FileFacts.isTestFile(SourceFile(path: path, text: source))
    }

    @Test func testFoldersAndFrameworks() {
        #expect(isTest("AppTests/LoginTests.swift"))
        #expect(isTest("App/UITestHelpers/Launch.swift"))
        #expect(isTest("Specs/LoginSpec.swift"))
        #expect(isTest("App/Login.swift", "import XCTest\n"))
        #expect(isTest("App/LoginSpec.swift", "import Quick\nimport Nimble\n"))
    }

    @Test func testSupportNamedSoBesideTheAppsCode() {
        #expect(isTest("SafeUIKit/SafeAppUI/TestExtensions.swift"))
        #expect(isTest("App/Support/TestHelpers.swift"))
        #expect(isTest("App/LoginTests.swift"))
        #expect(isTest("TestUtils.swift"))
    }

    /// The body of an `if` on the app's unit-test flag runs only in tests;
    /// its `else`, a negation or a comparison does not.
    @Test func aBranchOnTheTestFlag() {
        let source = """
            func load() {
                if AppEnvironment.shared.isUnitTesting { a() } else { b() }
                if !isRunningTests { c() }
                if isRunningTests == false { d() }
                if isRunningTests { e() }
            }

            """
        let file = SourceFile(path: "App/Root.swift", text: source)
        let scopes = ScopeFacts(file: file)
        func isTestCall(_ name: String) -> Bool {
            let call = file.code.indices.first { file.text($0) == name }!
            return scopes.isTestCode(file.innermostScope(at: call))
        }
        #expect(isTestCall("a"))
        #expect(!isTestCall("b"))
        #expect(!isTestCall("c"))
        #expect(!isTestCall("d"))
        #expect(isTestCall("e"))
    }

    @Test func appCodeIsNot() {
        #expect(!isTest("App/Login/LoginViewController.swift"))
        #expect(!isTest("App/Contests.swift"), "a name is compared with its case")
        #expect(!isTest("App/TestFlightBanner.swift"))
    }
}
