//
//  UIKitRootBridgeTests.swift
//  HearthTests
//
//  Swift Testing only (no XCTest import): each root write below is inside a
//  `@Test` function.
//

import Testing
import SwiftUI
import UIKit
@testable import Hearth

@MainActor
@Suite("UIKit root bridge")
struct UIKitRootBridgeTests {

    let appState = AppState(api: .mock)

    private func makeWindow() -> UIWindow {
        UIWindow(frame: CGRect(x: 0, y: 0, width: 390, height: 844))
    }

    @Test func applyWithoutAnimationInstallsImmediately() {
        let window = makeWindow()
        window.rootViewController = UIViewController()
        let bridge = UIKitRootBridge(window: window, appState: appState)

        bridge.apply(.signedOut, animated: false)

        #expect(window.rootViewController != nil)
        #expect(!(window.rootViewController is UINavigationController))
    }

    @Test("Sign-out lands on the sign-in screen")
    func signOutShowsSignIn() throws {
        let window = makeWindow()
        let flow = SettingsFlow(window: window, appState: appState)
        window.rootViewController = flow.makeSettingsViewController()
        window.makeKeyAndVisible()

        flow.signOut()

        let root = try #require(window.rootViewController)
        #expect(!(root is UINavigationController))
    }

    @Test(arguments: [AppEnvironment.staging, .local])
    func switchingEnvironmentRebuildsRoot(_ environment: AppEnvironment) {
        let window = makeWindow()
        let placeholder = UIViewController()
        window.rootViewController = placeholder
        SettingsFlow(window: window, appState: appState).switchEnvironment(to: environment)
        #expect(window.rootViewController !== placeholder)
        #expect(appState.environment == environment)
    }
}
