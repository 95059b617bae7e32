//
//  TestHostAppDelegate.swift
//  PulseKitTests
//
//  The host app the UI tests run in: it swaps in whatever screen a test
//  asks for. Test code, and not one of the repository's apps.
//

import PulseKit
import UIKit
import XCTest

final class TestHostAppDelegate: UIResponder, UIApplicationDelegate {

    var window: UIWindow?

    func application(_ application: UIApplication, didFinishLaunchingWithOptions launchOptions: [UIApplication.LaunchOptionsKey: Any]?) -> Bool {
        window = UIWindow(frame: UIScreen.main.bounds)
        window?.makeKeyAndVisible()
        return true
    }

    func host(_ controller: UIViewController) {
        window?.rootViewController = controller
    }
}

final class ChannelListHostTests: XCTestCase {
    func testChannelListLoads() {
        let delegate = TestHostAppDelegate()
        _ = delegate.application(UIApplication.shared, didFinishLaunchingWithOptions: nil)
        let list = ChannelListViewController(client: PulseClient(apiKey: "test"))
        delegate.host(list)
        list.loadViewIfNeeded()
        XCTAssertEqual(list.title, "Channels")
    }
}
