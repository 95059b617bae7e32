//
//  ProfileViewController.swift
//  Chirp
//

import UIKit

final class ProfileViewController: UIViewController {

    // MARK: - Types

    private enum Section: Int, CaseIterable {
        case header, posts
    }

    // MARK: - Properties

    private let user: User
    private let dependencies: AppDependencies
    private var posts: [Post] = []
    private lazy var collectionView = UICollectionView(frame: .zero, collectionViewLayout: makeLayout())

    init(user: User, dependencies: AppDependencies) {
        self.user = user
        self.dependencies = dependencies
        super.init(nibName: nil, bundle: nil)
    }

    convenience init(handle: String) {
        self.init(user: .placeholder(handle: handle), dependencies: .live())
    }

    required init?(coder: NSCoder) {
        fatalError("init(coder:) has not been implemented")
    }

    // MARK: - Lifecycle

    override func viewDidLoad() {
        super.viewDidLoad()
        title = user.displayName
        collectionView.dataSource = self
        collectionView.delegate = self
        collectionView.register(PostCell.self, forCellWithReuseIdentifier: PostCell.reuseIdentifier)
        view.addSubview(collectionView)
        navigationItem.rightBarButtonItems = [
            UIBarButtonItem(title: "Edit", style: .plain, target: self, action: #selector(editProfileTapped)),
            UIBarButtonItem(image: UIImage(systemName: "trash"), style: .plain, target: self, action: #selector(deleteAccountTapped)),
        ]
    }

    private func makeLayout() -> UICollectionViewLayout {
        UICollectionViewCompositionalLayout.list(using: UICollectionLayoutListConfiguration(appearance: .plain))
    }

    // MARK: - Actions

    @objc private func editProfileTapped() {
        let editor = EditProfileViewController(user: user)
        view.window?.rootViewController = editor // expect: root_switch_for_navigation, root_switch_outside_coordinator, unanimated_root_swap
    }

    /// Tapping the header flips the profile card to show the QR code.
    @objc private func flipProfileCard(front: UIView, back: UIView) {
        let showingBack = front.isHidden
        UIView.transition(from: showingBack ? back : front, to: showingBack ? front : back, duration: 0.5,
                          options: [.transitionFlipFromRight, .showHideTransitionViews])
    }

    @objc private func deleteAccountTapped() {
        dependencies.api.deleteAccount { [weak self] result in
            guard case .success = result, let window = self?.view.window else { return }
            // Goes through the shared helper: animated, but still not in a coordinator.
            window.setRootViewController(WelcomeViewController(), animated: true)
        }
    }
}

// MARK: - UICollectionViewDataSource

extension ProfileViewController: UICollectionViewDataSource {
    func collectionView(_ collectionView: UICollectionView, numberOfItemsInSection section: Int) -> Int {
        posts.count
    }

    func collectionView(_ collectionView: UICollectionView, cellForItemAt indexPath: IndexPath) -> UICollectionViewCell {
        let cell = collectionView.dequeueReusableCell(withReuseIdentifier: PostCell.reuseIdentifier, for: indexPath)
        (cell as? PostCell)?.configure(with: posts[indexPath.item])
        return cell
    }
}

// MARK: - UICollectionViewDelegate

extension ProfileViewController: UICollectionViewDelegate {
    func collectionView(_ collectionView: UICollectionView, didSelectItemAt indexPath: IndexPath) {
        guard let window = view.window else { return }
        let post = posts[indexPath.item]
        UIView.transition(with: window, duration: 0.3, options: .transitionCrossDissolve, animations: {
            UIView.performWithoutAnimation {
                window.rootViewController = PostViewController(post: post) // expect: root_switch_for_navigation, root_switch_outside_coordinator
            }
        })
    }

    func collectionView(_ collectionView: UICollectionView, contextMenuConfigurationForItemAt indexPath: IndexPath,
                        point: CGPoint) -> UIContextMenuConfiguration? {
        let post = posts[indexPath.item]
        return UIContextMenuConfiguration(identifier: post.id as NSString, previewProvider: {
            PostViewController(post: post)
        }, actionProvider: { _ in
            UIMenu(children: [UIAction(title: "Copy Link", image: UIImage(systemName: "link")) { _ in
                UIPasteboard.general.url = post.shareURL
            }])
        })
    }
}
