//
//  HomeFeedViewController.swift
//  Chirp
//

import UIKit

/// The storyboard-based home timeline. Stories open full screen.
final class HomeFeedViewController: UITableViewController {

    // MARK: - Properties

    private let dependencies: AppDependencies
    private var timeline: [Post] = []
    private var selectedPost: Post?
    private var selectedStory: Story?

    init(dependencies: AppDependencies) {
        self.dependencies = dependencies
        super.init(style: .plain)
    }

    required init?(coder: NSCoder) {
        self.dependencies = .live()
        super.init(coder: coder)
    }

    // MARK: - Lifecycle

    override func viewDidLoad() {
        super.viewDidLoad()
        refreshControl = UIRefreshControl()
        refreshControl?.addTarget(self, action: #selector(refresh), for: .valueChanged)
        refresh()
    }

    @objc private func refresh() {
        Task { @MainActor in
            timeline = (try? await dependencies.api.timeline()) ?? timeline
            tableView.reloadData()
            refreshControl?.endRefreshing()
        }
    }

    // MARK: - Table view

    override func tableView(_ tableView: UITableView, numberOfRowsInSection section: Int) -> Int {
        timeline.count
    }

    override func tableView(_ tableView: UITableView, cellForRowAt indexPath: IndexPath) -> UITableViewCell {
        let cell = tableView.dequeueReusableCell(withIdentifier: "PostCell", for: indexPath)
        cell.textLabel?.text = timeline[indexPath.row].text
        return cell
    }

    override func tableView(_ tableView: UITableView, didSelectRowAt indexPath: IndexPath) {
        selectedPost = timeline[indexPath.row]
        if selectedPost?.requiresSignIn == true, dependencies.session.state != .signedIn {
            // Signed-out readers hitting a members-only post go to sign-in.
            view.window?.rootViewController = UINavigationController(rootViewController: SignInPromptViewController()) // expect: root_switch_outside_coordinator, unanimated_root_swap
            return
        }
        performSegue(withIdentifier: "showPost", sender: self)
    }

    // MARK: - Segues

    override func shouldPerformSegue(withIdentifier identifier: String, sender: Any?) -> Bool {
        if identifier == "showStory", let story = selectedStory {
            // Stories take over the whole screen.
            view.window?.rootViewController = StoryViewerViewController(story: story) // expect: root_switch_for_navigation, root_switch_outside_coordinator, unanimated_root_swap
            return false
        }
        return true
    }

    override func prepare(for segue: UIStoryboardSegue, sender: Any?) {
        switch segue.destination {
        case let postViewController as PostViewController:
            postViewController.post = selectedPost
        case let navigation as UINavigationController:
            (navigation.topViewController as? ComposeViewController)?.replyTo = selectedPost
        default:
            break
        }
        // Look-alike: the destination's own property, not the window's.
        if let container = segue.destination as? StoryContainerViewController {
            container.rootViewController = StoryViewerViewController(story: selectedStory)
        }
    }

    @IBAction private func unwindToFeed(_ segue: UIStoryboardSegue) {
        selectedStory = nil
    }
}
