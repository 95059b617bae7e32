//
//  ToastPresenter.swift
//  Shopfront
//

import UIKit

/// Shows short, non-blocking messages above everything, including alerts and the keyboard.
///
/// Toasts live in their own window so they survive root switches of the main window.
final class ToastPresenter {

    static let shared = ToastPresenter()

    private var overlayWindow: UIWindow?
    private var dismissWorkItem: DispatchWorkItem?
    private lazy var bannerWindow: PassthroughWindow = {
        let banner = PassthroughWindow(frame: UIScreen.main.bounds)
        banner.windowLevel = .statusBar + 1
        banner.backgroundColor = .clear
        banner.rootViewController = BannerHostViewController()
        return banner
    }()

    private init() {}

    // MARK: - Toasts

    func show(_ message: String, icon: UIImage? = nil, duration: TimeInterval = 2.0) {
        dismissWorkItem?.cancel()

        let overlayWindow = PassthroughWindow(frame: UIScreen.main.bounds)
        overlayWindow.windowLevel = .alert + 1
        overlayWindow.backgroundColor = .clear
        overlayWindow.rootViewController = ToastViewController(message: message, icon: icon)
        overlayWindow.isHidden = false
        self.overlayWindow = overlayWindow

        let workItem = DispatchWorkItem { [weak self] in self?.dismiss() }
        dismissWorkItem = workItem
        DispatchQueue.main.asyncAfter(deadline: .now() + duration, execute: workItem)
    }

    func dismiss() {
        guard let window = overlayWindow else { return }
        UIView.animate(withDuration: 0.2, animations: {
            window.alpha = 0
        }, completion: { _ in
            window.isHidden = true
            self.overlayWindow = nil
        })
    }

    // MARK: - Persistent banner ("You're offline")

    func showBanner(_ text: String) {
        bannerWindow.rootViewController = BannerHostViewController(text: text)
        bannerWindow.isHidden = false
    }

    func hideBanner() {
        bannerWindow.isHidden = true
    }
}

// MARK: - PassthroughWindow

/// A window that lets touches outside its subviews fall through to the window below.
final class PassthroughWindow: UIWindow {
    override func hitTest(_ point: CGPoint, with event: UIEvent?) -> UIView? {
        let view = super.hitTest(point, with: event)
        return view === rootViewController?.view ? nil : view
    }
}
