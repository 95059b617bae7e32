//
//  OnboardingViewController.swift
//  Parcel
//

import UIKit

/// Three pages: track, get notified, pick up. Ends by asking the coordinator
/// to move on; it never installs the next screen itself.
final class OnboardingViewController: UIViewController {

    private static let finishedKey = "onboarding.finished"

    static var hasFinished: Bool {
        get { UserDefaults.standard.bool(forKey: finishedKey) }
        set { UserDefaults.standard.set(newValue, forKey: finishedKey) }
    }

    var onFinish: (() -> Void)?

    private let pages = OnboardingPage.all
    private var index = 0
    private let illustration = UIImageView()
    private let titleLabel = UILabel()
    private let nextButton = UIButton(configuration: .filled())

    override func viewDidLoad() {
        super.viewDidLoad()
        view.backgroundColor = ParcelColors.background
        nextButton.addAction(UIAction { [weak self] _ in self?.next() }, for: .primaryActionTriggered)
        [illustration, titleLabel, nextButton].forEach(view.addSubview)
        show(pages[0], animated: false)
    }

    private func next() {
        guard index + 1 < pages.count else {
            onFinish?()
            return
        }
        index += 1
        show(pages[index], animated: true)
    }

    /// Pages turn with a page curl: it's a book, after all. Only the
    /// illustration turns, never the window.
    private func show(_ page: OnboardingPage, animated: Bool) {
        let update = {
            self.illustration.image = page.image
            self.titleLabel.text = page.title
            self.nextButton.configuration?.title = page.isLast ? String(localized: "Get started") : String(localized: "Next")
        }
        guard animated else { return update() }
        UIView.transition(with: illustration, duration: 0.6, options: [.transitionCurlUp, .allowUserInteraction],
                          animations: update)
    }
}
