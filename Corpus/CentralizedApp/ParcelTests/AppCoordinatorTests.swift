//
//  AppCoordinatorTests.swift
//  ParcelTests
//

import XCTest
@testable import Parcel

@MainActor
final class AppCoordinatorTests: XCTestCase {

    private var window: UIWindow!
    private var session: SessionStore!
    private var sut: AppCoordinator!

    override func setUp() async throws {
        try await super.setUp()
        window = UIWindow(frame: CGRect(x: 0, y: 0, width: 390, height: 844))
        session = .inMemory()
        sut = AppCoordinator(window: window, session: session, tracker: .stub)
        OnboardingViewController.hasFinished = true
    }

    override func tearDown() async throws {
        window.rootViewController = nil
        window.isHidden = true
        window = nil
        sut = nil
        try await super.tearDown()
    }

    func testShowMainInstallsShell() {
        window.rootViewController = UINavigationController(rootViewController: UIViewController())
        window.makeKeyAndVisible()
        sut.showMain()
        XCTAssertTrue(window.rootViewController is AppShellViewController)
    }

    func testLogoutReturnsToLogin() {
        session.signInForTesting()
        window.rootViewController = AppShellViewController(tracker: .stub, coordinator: sut)
        window.makeKeyAndVisible()
        sut.logout()
        XCTAssertEqual(sut.state, .signedOut)
        XCTAssertTrue((window.rootViewController as! UINavigationController).topViewController is LoginViewController)
    }

    func testHelperWithoutAnimationIsImmediate() {
        let expected = UIViewController()
        window.makeKeyAndVisible()
        window.setRootViewController(expected, animated: false)
        XCTAssertIdentical(window.rootViewController, expected)
    }

    func testHelperDismissesPresentedController() {
        let root = UIViewController()
        window.rootViewController = root
        window.makeKeyAndVisible()
        root.present(UIViewController(), animated: false)
        window.setRootViewController(UIViewController(), animated: false)
        XCTAssertNil(root.presentedViewController)
    }
}
