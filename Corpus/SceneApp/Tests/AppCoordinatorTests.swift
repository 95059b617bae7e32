//
//  AppCoordinatorTests.swift
//  ChirpTests
//

import XCTest
@testable import Chirp

final class AppCoordinatorTests: XCTestCase {

    private var window: UIWindow!
    private var dependencies: AppDependencies!
    private var sut: AppCoordinator!

    override func setUp() {
        super.setUp()
        window = UIWindow(frame: UIScreen.main.bounds)
        dependencies = .mock()
        sut = AppCoordinator(window: window, dependencies: dependencies)
    }

    override func tearDown() {
        window.rootViewController = nil
        window = nil
        sut = nil
        super.tearDown()
    }

    // MARK: - start()

    func testStartShowsLoginWhenSignedOut() {
        dependencies.session.state = .signedOut
        sut.start()
        let navigation = window.rootViewController as? UINavigationController
        XCTAssertTrue(navigation?.topViewController is LoginViewController)
    }

    func testStartShowsTabsWhenSignedIn() {
        dependencies.session.state = .signedIn
        sut.start()
        XCTAssertTrue(window.rootViewController is MainTabBarController)
    }

    // MARK: - Transitions

    func testShowMainReplacesLogin() {
        window.rootViewController = UINavigationController(rootViewController: LoginViewController())
        sut.showMain()
        XCTAssertTrue(window.rootViewController is MainTabBarController)
    }

    func testLogoutReturnsToLogin() {
        window.rootViewController = MainTabBarController()
        sut.logout()
        XCTAssertFalse(window.rootViewController is MainTabBarController)
    }

    func testSetRootViewControllerWithoutAnimationIsImmediate() {
        let expected = UIViewController()
        let done = expectation(description: "completion")
        window.setRootViewController(expected, animated: false) { finished in
            XCTAssertTrue(finished)
            done.fulfill()
        }
        XCTAssertIdentical(window.rootViewController, expected)
        wait(for: [done], timeout: 0.1)
    }
}

// MARK: - Helpers (also test code: the file imports XCTest)

final class WindowSpy {
    let window = UIWindow()
    private(set) var rootChanges = 0

    func install(_ viewController: UIViewController) {
        window.rootViewController = viewController
        rootChanges += 1
    }
}
