//
//  CheckoutViewController.swift
//  Chirp
//
//  Chirp+ subscription checkout.
//

import UIKit
import StoreKit

final class CheckoutViewController: UIViewController {

    // MARK: - Properties

    private let product: Product
    private let purchaseButton = UIButton(configuration: .borderedProminent())
    private let statusLabel = UILabel()
    private var purchaseTask: Task<Void, Never>?

    init(product: Product) {
        self.product = product
        super.init(nibName: nil, bundle: nil)
    }

    required init?(coder: NSCoder) {
        fatalError("init(coder:) has not been implemented")
    }

    deinit {
        purchaseTask?.cancel()
    }

    // MARK: - Lifecycle

    override func viewDidLoad() {
        super.viewDidLoad()
        view.backgroundColor = .systemGroupedBackground
        purchaseButton.configuration?.title = "Subscribe for \(product.displayPrice)"
        purchaseButton.addAction(UIAction { [weak self] _ in self?.placeOrder() }, for: .primaryActionTriggered)
        view.addSubview(purchaseButton)
        view.addSubview(statusLabel)
    }

    // MARK: - Purchase

    private func placeOrder() {
        purchaseButton.isEnabled = false
        purchaseTask = Task { [weak self] in
            guard let self else { return }
            do {
                let result = try await product.purchase()
                guard case .success(let verification) = result, case .verified(let transaction) = verification else {
                    purchaseButton.isEnabled = true
                    return
                }
                await transaction.finish()
                let receipt = OrderConfirmationViewController(transactionID: transaction.id)
                view.window?.rootViewController = receipt // expect: decentralized_root_switching, root_switch_for_navigation, root_switch_outside_coordinator, unanimated_root_swap
            } catch {
                statusLabel.text = error.localizedDescription
                purchaseButton.isEnabled = true
            }
        }
    }

    /// "Continue" on the confirmation screen returns to the tab bar with a fade.
    @objc func continueTapped() {
        guard let window = view.window else { return }
        let transition = CATransition()
        transition.type = .fade
        transition.duration = 0.25
        transition.timingFunction = CAMediaTimingFunction(name: .easeInEaseOut)
        window.layer.add(transition, forKey: kCATransition)
        window.rootViewController = MainTabBarController() // expect: root_switch_outside_coordinator
    }

    @objc func restorePurchasesTapped() {
        Task {
            try? await AppStore.sync()
            statusLabel.text = "Purchases restored"
        }
    }
}
