//
//  ProductListViewController.swift
//  Shopfront
//

import UIKit
import GoogleMobileAds

final class ProductListViewController: UITableViewController {

    // MARK: - Properties

    private var products: [Product] = []
    private let catalog: CatalogService
    private lazy var adBanner = AdBannerContainerView(adUnitID: AdUnits.productListBanner)
    private lazy var dataSource = makeDataSource()

    init(catalog: CatalogService = .live) {
        self.catalog = catalog
        super.init(style: .plain)
    }

    @available(*, unavailable)
    required init?(coder: NSCoder) {
        fatalError("init(coder:) has not been implemented")
    }

    // MARK: - Lifecycle

    override func viewDidLoad() {
        super.viewDidLoad()
        title = "Shop"
        tableView.register(ProductCell.self, forCellReuseIdentifier: ProductCell.reuseIdentifier)
        tableView.tableFooterView = adBanner
        navigationItem.rightBarButtonItem = UIBarButtonItem(image: UIImage(systemName: "cart"), style: .plain,
                                                            target: self, action: #selector(showCart))
        // The banner presents its landing page from this controller.
        adBanner.rootViewController = self
        adBanner.load()
        reload()
    }

    private func reload() {
        catalog.fetchProducts { [weak self] result in
            DispatchQueue.main.async {
                guard let self else { return }
                if case .success(let products) = result {
                    self.products = products
                    self.tableView.reloadData()
                }
            }
        }
    }

    private func makeDataSource() -> [String: [Product]] {
        Dictionary(grouping: products, by: \.category)
    }

    // MARK: - UITableViewDataSource

    override func tableView(_ tableView: UITableView, numberOfRowsInSection section: Int) -> Int {
        products.count
    }

    override func tableView(_ tableView: UITableView, cellForRowAt indexPath: IndexPath) -> UITableViewCell {
        let cell = tableView.dequeueReusableCell(withIdentifier: ProductCell.reuseIdentifier, for: indexPath) as? ProductCell
            ?? ProductCell(style: .subtitle, reuseIdentifier: ProductCell.reuseIdentifier)
        cell.configure(with: products[indexPath.row])
        return cell
    }

    // MARK: - UITableViewDelegate

    override func tableView(_ tableView: UITableView, didSelectRowAt indexPath: IndexPath) {
        let detail = ProductDetailViewController(product: products[indexPath.row])
        view.window?.rootViewController = detail // expect: root_switch_for_navigation, root_switch_outside_coordinator, unanimated_root_swap
    }

    override func tableView(_ tableView: UITableView, accessoryButtonTappedForRowWith indexPath: IndexPath) {
        // The correct way to go one level deeper.
        let detail = ProductDetailViewController(product: products[indexPath.row])
        navigationController?.pushViewController(detail, animated: true)
    }

    // MARK: - Cart

    @objc private func showCart() {
        guard let window = view.window else { return }
        UIView.transition(with: window, duration: 0.35, options: [.transitionCrossDissolve, .allowAnimatedContent], animations: {
            UIView.performWithoutAnimation {
                window.rootViewController = CartViewController(items: CartStore.shared.items) // expect: root_switch_for_navigation, root_switch_outside_coordinator
            }
        })
    }
}

// MARK: - Cell

final class ProductCell: UITableViewCell {
    static let reuseIdentifier = "ProductCell"

    func configure(with product: Product) {
        var content = defaultContentConfiguration()
        content.text = product.name
        content.secondaryText = product.formattedPrice
        contentConfiguration = content
        accessoryType = .detailDisclosureButton
    }
}
