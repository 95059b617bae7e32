//
//  ProductDetailViewController.swift
//  Shopfront
//

import UIKit

/// Shows one product with its gallery, price and "Buy now".
final class ProductDetailViewController: UIViewController {

    // MARK: - Properties

    let product: Product
    private let stackView = UIStackView()
    private let priceLabel = UILabel()
    private lazy var buyButton: UIButton = {
        var configuration = UIButton.Configuration.filled()
        configuration.title = NSLocalizedString("Buy now", comment: "")
        let button = UIButton(configuration: configuration, primaryAction: UIAction { [weak self] _ in
            self?.buyNowTapped()
        })
        return button
    }()

    init(product: Product) {
        self.product = product
        super.init(nibName: nil, bundle: nil)
    }

    required init?(coder: NSCoder) {
        fatalError("init(coder:) has not been implemented")
    }

    // MARK: - Lifecycle

    override func viewDidLoad() {
        super.viewDidLoad()
        view.backgroundColor = .systemBackground
        title = product.name
        priceLabel.text = product.formattedPrice
        stackView.axis = .vertical
        stackView.spacing = 12
        stackView.addArrangedSubview(priceLabel)
        stackView.addArrangedSubview(buyButton)
        view.addSubview(stackView)
        navigationItem.leftBarButtonItem = UIBarButtonItem(title: "Shop", style: .plain, target: self, action: #selector(backToShop))
        navigationItem.rightBarButtonItem = UIBarButtonItem(title: "Specs", style: .plain, target: self, action: #selector(showSpecifications))
    }

    override func viewDidAppear(_ animated: Bool) {
        super.viewDidAppear(animated)
        // Came here as the window's root (see ProductListViewController) rather than pushed?
        if view.window?.rootViewController == self {
            Analytics.log("detail_shown_as_root", ["product": product.id])
        }
    }

    // MARK: - Reviews / Specs

    private var sectionChild: UIViewController?

    /// The segmented control under the gallery swaps an embedded child. This
    /// screen is not a root container, so an instant swap is fine here.
    @objc private func sectionChanged(_ control: UISegmentedControl) {
        let next: UIViewController = control.selectedSegmentIndex == 0
            ? ReviewsViewController(productID: product.id)
            : SpecificationsTableViewController(specs: product.specifications)
        sectionChild?.willMove(toParent: nil)
        sectionChild?.view.removeFromSuperview()
        sectionChild?.removeFromParent()
        addChild(next)
        stackView.addArrangedSubview(next.view)
        next.didMove(toParent: self)
        sectionChild = next
    }

    // MARK: - Price and gallery

    /// Live price updates fade in slowly so the change is noticed.
    func updatePrice(_ formattedPrice: String) {
        let fade = CATransition()
        fade.type = .fade
        fade.duration = 0.8
        priceLabel.layer.add(fade, forKey: "priceChange")
        priceLabel.text = formattedPrice
    }

    /// The gallery auto-advances with a long dissolve; the "360°" badge flips.
    func showImage(_ image: UIImage, in imageView: UIImageView, badge: UIView) {
        UIView.transition(with: imageView, duration: 1.0, options: [.transitionCrossDissolve, .allowUserInteraction], animations: {
            imageView.image = image
        })
        UIView.transition(with: badge, duration: 0.4, options: .transitionFlipFromTop, animations: {
            badge.isHidden.toggle()
        })
    }

    // MARK: - Actions

    private func buyNowTapped() {
        let checkout = UIStoryboard(name: "Checkout", bundle: nil).instantiateViewController(withIdentifier: "Checkout")
        UIApplication.shared.keyWindow?.rootViewController = checkout // expect: deprecated_window_lookup, root_switch_for_navigation, root_switch_outside_coordinator, unanimated_root_swap
    }

    @objc private func backToShop() {
        guard let window = view.window, window.rootViewController === self else {
            navigationController?.popViewController(animated: true)
            return
        }
        window.rootViewController = UINavigationController(rootViewController: ProductListViewController()) // expect: root_switch_outside_coordinator, unanimated_root_swap
    }

    @objc private func showSpecifications() {
        // "Table" is not "tab": this is a plain content screen.
        view.window?.rootViewController = SpecificationsTableViewController(specs: product.specifications) // expect: root_switch_for_navigation, root_switch_outside_coordinator, unanimated_root_swap
    }
}
