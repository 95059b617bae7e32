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

    // MARK: - Actions

    private func buyNowTapped() {
        let checkout = UIStoryboard(name: "Checkout", bundle: nil).instantiateViewController(withIdentifier: "Checkout")
        UIApplication.shared.keyWindow?.rootViewController = checkout // expect: decentralized_root_switching, deprecated_window_lookup, root_switch_for_navigation, root_switch_outside_coordinator, unanimated_root_swap
    }

    @objc private func backToShop() {
        guard let window = view.window, window.rootViewController === self else {
            navigationController?.popViewController(animated: true)
            return
        }
        window.rootViewController = UINavigationController(rootViewController: ProductListViewController()) // expect: decentralized_root_switching, root_switch_outside_coordinator, unanimated_root_swap
    }

    @objc private func showSpecifications() {
        // "Table" is not "tab": this is a plain content screen.
        view.window?.rootViewController = SpecificationsTableViewController(specs: product.specifications) // expect: decentralized_root_switching, root_switch_for_navigation, root_switch_outside_coordinator, unanimated_root_swap
    }
}
