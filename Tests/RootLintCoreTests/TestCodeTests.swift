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

    @Test func appCodeIsNot() {
        #expect(!isTest("App/Login/LoginViewController.swift"))
        #expect(!isTest("App/Contests.swift"), "a name is compared with its case")
        #expect(!isTest("App/TestFlightBanner.swift"))
    }
}
