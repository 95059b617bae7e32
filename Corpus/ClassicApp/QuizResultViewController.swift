//
//  QuizResultViewController.swift
//  ClassicApp
//
//  The result screen of a quiz. Its back button rebuilds the menu as the
//  window's root (navigation done as a root swap); its options sheet either
//  presents help or signs out, never both.
//

import UIKit

final class QuizResultViewController: UIViewController {
    private let score: Int

    init(score: Int) {
        self.score = score
        super.init(nibName: nil, bundle: nil)
    }

    @available(*, unavailable)
    required init?(coder: NSCoder) { fatalError("init(coder:) has not been implemented") }

    override func viewDidLoad() {
        super.viewDidLoad()
        navigationItem.leftBarButtonItem = UIBarButtonItem(title: "Menu", style: .plain, target: self, action: #selector(backTapped))
    }

    @objc private func backTapped() {
        // The menu is "main" by name, but this goes back: pop or dismiss instead.
        view.window?.rootViewController = MainMenuViewController() // expect: root_switch_for_navigation, root_switch_outside_coordinator, unanimated_root_swap
    }

    func handle(_ option: ResultOption) {
        switch option {
        case .help:
            present(UINavigationController(rootViewController: HelpViewController()), animated: true)
        case .signOut:
            SessionManager.shared.signOut()
            guard let window = view.window else { return }
            UIView.transition(with: window, duration: 0.3, options: .transitionCrossDissolve, animations: {
                UIView.performWithoutAnimation {
                    window.rootViewController = LoginViewController() // expect: root_switch_outside_coordinator
                }
            })
        }
    }

    func shareThenRestart() {
        present(UIActivityViewController(activityItems: ["\(score)"], applicationActivities: nil), animated: true)
        view.window?.rootViewController = OnboardingViewController() // expect: present_then_swap_root, root_switch_outside_coordinator, unanimated_root_swap
    }
}
