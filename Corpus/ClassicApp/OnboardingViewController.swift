//
//  OnboardingViewController.swift
//  Shopfront
//

import UIKit

/// Three swipeable pages shown on first launch.
final class OnboardingViewController: UIPageViewController {

    // MARK: - Persistence

    private static let completedKey = "onboarding.completed.v2"

    static var hasCompletedOnboarding: Bool {
        get { UserDefaults.standard.bool(forKey: completedKey) }
        set { UserDefaults.standard.set(newValue, forKey: completedKey) }
    }

    // MARK: - Pages

    private lazy var pages: [UIViewController] = [
        OnboardingPageViewController(imageName: "onboarding-browse", title: "Browse", body: "Thousands of products, curated daily."),
        OnboardingPageViewController(imageName: "onboarding-save", title: "Save", body: "Keep a wishlist and get price alerts."),
        OnboardingPageViewController(imageName: "onboarding-ship", title: "Ship", body: "Free delivery on orders over $30."),
    ]

    private let skipButton = UIButton(type: .system)
    private let pageControl = UIPageControl()

    init() {
        super.init(transitionStyle: .scroll, navigationOrientation: .horizontal)
    }

    required init?(coder: NSCoder) {
        super.init(coder: coder)
    }

    // MARK: - Lifecycle

    override func viewDidLoad() {
        super.viewDidLoad()
        dataSource = self
        delegate = self
        setViewControllers([pages[0]], direction: .forward, animated: false)

        skipButton.setTitle(NSLocalizedString("Skip", comment: ""), for: .normal)
        skipButton.addTarget(self, action: #selector(skipTapped), for: .touchUpInside)
        pageControl.numberOfPages = pages.count
        view.addSubview(skipButton)
        view.addSubview(pageControl)
    }

    // MARK: - Finishing

    @objc private func skipTapped() {
        Analytics.log("onboarding_skipped", ["page": pageControl.currentPage])
        finish()
    }

    fileprivate func finish() {
        Self.hasCompletedOnboarding = true
        // The right way: let the app delegate own the transition.
        (UIApplication.shared.delegate as? AppDelegate)?.showLogin(animated: true)
    }
}

// MARK: - UIPageViewControllerDataSource

extension OnboardingViewController: UIPageViewControllerDataSource {
    func pageViewController(_ pageViewController: UIPageViewController,
                            viewControllerBefore viewController: UIViewController) -> UIViewController? {
        guard let index = pages.firstIndex(of: viewController), index > 0 else { return nil }
        return pages[index - 1]
    }

    func pageViewController(_ pageViewController: UIPageViewController,
                            viewControllerAfter viewController: UIViewController) -> UIViewController? {
        guard let index = pages.firstIndex(of: viewController), index + 1 < pages.count else { return nil }
        return pages[index + 1]
    }
}

// MARK: - UIPageViewControllerDelegate

extension OnboardingViewController: UIPageViewControllerDelegate {
    func pageViewController(_ pageViewController: UIPageViewController, didFinishAnimating finished: Bool,
                            previousViewControllers: [UIViewController], transitionCompleted completed: Bool) {
        guard completed, let current = viewControllers?.first, let index = pages.firstIndex(of: current) else { return }
        pageControl.currentPage = index
        if index == pages.count - 1 {
            skipButton.setTitle(NSLocalizedString("Get started", comment: ""), for: .normal)
            skipButton.removeTarget(self, action: #selector(skipTapped), for: .touchUpInside)
            skipButton.addAction(UIAction { [weak self] _ in self?.finish() }, for: .touchUpInside)
        }
    }
}
