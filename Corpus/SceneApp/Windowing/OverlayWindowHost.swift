//
//  OverlayWindowHost.swift
//  SceneApp
//
//  Secondary windows: toasts, the call banner and the privacy cover. Each
//  gets its first root while it is being built, never while it is on screen.
//

import SwiftUI
import UIKit

/// Hosts SwiftUI overlays above the app in a window of their own.
final class OverlayWindowHost {
    /// Set by the scene delegate once the scene connects.
    var window: UIWindow? {
        didSet {
            window?.rootViewController = UIHostingController(rootView: OverlayStack())
            window?.backgroundColor = .clear
        }
    }

    private var bannerWindow: UIWindow?

    func showCallBanner(in scene: UIWindowScene, call: CallSummary) {
        let banner = bannerWindow ?? UIWindow(windowScene: scene)
        banner.frame = CGRect(x: 0, y: 0, width: scene.screen.bounds.width, height: 96)
        banner.rootViewController = CallBannerViewController(call: call)
        banner.isHidden = false
        bannerWindow = banner
    }

    func showPrivacyCover(over window: UIWindow) {
        guard let cover = window.windowScene.map(UIWindow.init(windowScene:)) else { return }
        cover.windowLevel = .alert + 1
        cover.rootViewController = PrivacyCoverViewController()
        cover.makeKeyAndVisible()
    }
}

/// Asks to confirm a payment above whatever is on screen. The caller hands
/// over a window of its own for the sheet; its root is an empty host.
final class PaymentConfirmationFlow {
    private let sheetWindow: UIWindow

    init(sheetWindow: UIWindow) {
        self.sheetWindow = sheetWindow
    }

    func confirm(_ payment: Payment, completion: @escaping (Bool) -> Void) {
        sheetWindow.rootViewController = UIViewController()
        sheetWindow.makeKeyAndVisible()
        let sheet = PaymentSheetViewController(payment: payment, completion: completion)
        sheetWindow.rootViewController?.present(sheet, animated: true)
    }
}

/// Builds the shared alert window on first use.
enum AlertWindow {
    static var shared: UIWindow {
        let window = UIWindow(frame: UIScreen.main.bounds)
        window.rootViewController = UIViewController()
        window.windowLevel = .alert
        return window
    }
}

/// A window that shows the activity indicator over everything.
final class ActivityWindow: UIWindow {
    override init(windowScene: UIWindowScene) {
        super.init(windowScene: windowScene)
        rootViewController = ActivityIndicatorViewController()
        windowLevel = .statusBar
    }

    @available(*, unavailable)
    required init?(coder: NSCoder) { fatalError("init(coder:) has not been implemented") }
}
