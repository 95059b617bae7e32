final class LoginViewController: UIViewController {}

/// A content screen that logs out by replacing the window's root itself: no
/// animation, and not in a coordinator. rootlint reports both.
final class SettingsViewController: UIViewController {
    func logOut() {
        view.window?.rootViewController = LoginViewController()
    }
}
