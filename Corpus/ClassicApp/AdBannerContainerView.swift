//
//  AdBannerContainerView.swift
//  Shopfront
//

import UIKit
import GoogleMobileAds

/// Wraps a `GADBannerView` with a fixed height and a collapse-on-failure behaviour.
///
/// Like `GADBannerView`, it needs a `rootViewController` to present the ad's landing
/// page from. That property has nothing to do with the window's root.
final class AdBannerContainerView: UIView {

    // MARK: - Properties

    private let bannerView: GADBannerView
    private var heightConstraint: NSLayoutConstraint?

    /// The view controller the ad presents its landing page from.
    weak var rootViewController: UIViewController? {
        didSet {
            bannerView.rootViewController = rootViewController
        }
    }

    var onLoad: ((Bool) -> Void)?

    // MARK: - Init

    init(adUnitID: String, size: GADAdSize = GADAdSizeBanner) {
        bannerView = GADBannerView(adSize: size)
        super.init(frame: CGRect(origin: .zero, size: size.size))
        bannerView.adUnitID = adUnitID
        bannerView.delegate = self
        bannerView.translatesAutoresizingMaskIntoConstraints = false
        addSubview(bannerView)
        NSLayoutConstraint.activate([
            bannerView.centerXAnchor.constraint(equalTo: centerXAnchor),
            bannerView.topAnchor.constraint(equalTo: topAnchor),
        ])
        heightConstraint = heightAnchor.constraint(equalToConstant: size.size.height)
        heightConstraint?.isActive = true
    }

    required init?(coder: NSCoder) {
        fatalError("init(coder:) has not been implemented")
    }

    // MARK: - Loading

    func load() {
        guard rootViewController != nil else {
            assertionFailure("Set rootViewController before loading an ad")
            return
        }
        bannerView.load(GADRequest())
    }

    /// Re-targets the banner after it was moved to another screen.
    func move(to viewController: UIViewController) {
        rootViewController = viewController
        load()
    }

    override func willMove(toWindow newWindow: UIWindow?) {
        super.willMove(toWindow: newWindow)
        if newWindow == nil {
            // Don't keep the presenting controller alive once we're off screen.
            self.rootViewController = nil
        }
    }

    private func collapse() {
        heightConstraint?.constant = 0
        UIView.animate(withDuration: 0.2) { self.superview?.layoutIfNeeded() }
    }
}

// MARK: - GADBannerViewDelegate

extension AdBannerContainerView: GADBannerViewDelegate {
    func bannerViewDidReceiveAd(_ bannerView: GADBannerView) {
        onLoad?(true)
    }

    func bannerView(_ bannerView: GADBannerView, didFailToReceiveAdWithError error: Error) {
        collapse()
        onLoad?(false)
    }
}
