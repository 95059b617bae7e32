/// Shapes that grow in files: a project whose features each switch the root
/// from three types, and the same project with navigation instead (the
/// linear baseline, and the denominator of the project headline).
extension ScalingShapes {
    /// n feature files of ordinary code: a coordinator and two view
    /// controllers that navigate but never switch the root.
    static func plainFiles(_ n: Int) -> [GeneratedFile] {
        (0..<n).map { featureFile($0, switchesRoot: false) }
    }

    /// n feature files, each switching the root from its coordinator and its
    /// two view controllers: 3n switch sites in 3n types.
    static func projectSwitchSites(_ n: Int) -> [GeneratedFile] {
        (0..<n).map { featureFile($0, switchesRoot: true) }
    }

    /// One feature's file. With `switchesRoot` three lines swap the root;
    /// without, the same places navigate, so the two files are about the same size.
    static func featureFile(_ k: Int, switchesRoot: Bool) -> GeneratedFile {
        let feature = "Feature\(k)"
        let bytes = ShapeSource.file { s in
            s.line("/// The \(flow(k)) feature: its coordinator, first screen and settings.")
            s.block("final class \(feature)Coordinator") {
                s.line("private let window: UIWindow")
                s.line("private let navigation: UINavigationController")
                s.line("")
                s.block("init(window: UIWindow, navigation: UINavigationController)") {
                    s.line("self.window = window")
                    s.line("self.navigation = navigation")
                }
                s.line("")
                s.block("func open()") {
                    s.line("navigation.pushViewController(\(feature)ViewController(coordinator: self), animated: true)")
                }
                s.line("")
                s.block("func finish()") {
                    if switchesRoot {
                        s.scope("UIView.transition(with: window, duration: 0.3, options: .transitionCrossDissolve, animations: {",
                                closing: "})") {
                            s.line("self.window.rootViewController = HomeViewController()")
                        }
                    } else {
                        s.line("navigation.setViewControllers([HomeViewController()], animated: true)")
                        s.line("navigation.view.layoutIfNeeded()")
                    }
                }
            }
            s.line("")
            s.block("final class \(feature)ViewController: UIViewController, UITableViewDataSource") {
                s.line("private weak var coordinator: \(feature)Coordinator?")
                s.line("private let tableView = UITableView(frame: .zero, style: .insetGrouped)")
                s.line("private var items: [String] = []")
                s.line("")
                s.block("init(coordinator: \(feature)Coordinator)") {
                    s.line("self.coordinator = coordinator")
                    s.line("super.init(nibName: nil, bundle: nil)")
                }
                s.line("")
                s.line("@available(*, unavailable)")
                s.block("required init?(coder: NSCoder)") { s.line("fatalError(\"init(coder:) has not been implemented\")") }
                s.line("")
                s.block("override func viewDidLoad()") {
                    s.line("super.viewDidLoad()")
                    s.line("title = NSLocalizedString(\"feature\(k).title\", comment: \"\")")
                    s.line("tableView.dataSource = self")
                    s.line("tableView.register(UITableViewCell.self, forCellReuseIdentifier: \"Cell\")")
                    s.line("view.addSubview(tableView)")
                    s.line("navigationItem.rightBarButtonItem = UIBarButtonItem(title: \"Sign Out\", style: .plain, target: self, action: #selector(signOutTapped))")
                }
                s.line("")
                s.block("func tableView(_ tableView: UITableView, numberOfRowsInSection section: Int) -> Int") { s.line("items.count") }
                s.line("")
                s.block("func tableView(_ tableView: UITableView, cellForRowAt indexPath: IndexPath) -> UITableViewCell") {
                    s.line("let cell = tableView.dequeueReusableCell(withIdentifier: \"Cell\", for: indexPath)")
                    s.line("cell.textLabel?.text = items[indexPath.row]")
                    s.line("return cell")
                }
                s.line("")
                s.block("@objc private func signOutTapped()") {
                    s.line(switchesRoot ? "view.window?.rootViewController = LoginViewController()"
                                        : "navigationController?.popToRootViewController(animated: true)")
                }
            }
            s.line("")
            s.block("final class \(feature)SettingsViewController: UIViewController") {
                s.line("private let resetButton = UIButton(type: .system)")
                s.line("")
                s.block("override func viewDidLoad()") {
                    s.line("super.viewDidLoad()")
                    s.line("resetButton.addTarget(self, action: #selector(resetTapped), for: .touchUpInside)")
                    s.line("view.addSubview(resetButton)")
                }
                s.line("")
                s.block("@objc private func resetTapped()") {
                    s.line(switchesRoot ? "view.window?.rootViewController = OnboardingViewController()"
                                        : "navigationController?.pushViewController(OnboardingViewController(), animated: true)")
                }
            }
        }
        return ("App/Features/\(feature)/\(feature).swift", bytes)
    }

    /// n root modules in the VIPER way, each in its own two files: the app
    /// delegate asks each presenter to decide at launch, the presenter asks
    /// its interactor, whose output calls the wireframe that writes the root
    /// — three hops through protocol-typed properties, across files (what
    /// `LaunchReach` follows). Every other module's wireframe is also called
    /// later from a closure, so half the writes are swaps.
    static func launchModuleChains(_ n: Int) -> [GeneratedFile] {
        let delegate = ShapeSource.file { s in
            s.block("final class AppDelegate: UIResponder, UIApplicationDelegate") {
                s.line("var window: UIWindow?")
                s.block("func application(_ application: UIApplication, didFinishLaunchingWithOptions launchOptions: [UIApplication.LaunchOptionsKey: Any]?) -> Bool") {
                    s.line("let rootWindow = UIWindow()")
                    for k in 0..<n { s.line("Module\(k)Factory.createPresenter(with: rootWindow).loadOnLaunch\(k)()") }
                    s.line("rootWindow.makeKeyAndVisible()")
                    s.line("return true")
                }
            }
        }
        var files: [GeneratedFile] = [("App/AppDelegate.swift", delegate)]
        for k in 0..<n {
            let presenter = ShapeSource.file { s in
                s.block("final class Module\(k)Presenter: Module\(k)PresenterProtocol") {
                    s.line("var window: UIWindow!")
                    s.line("var wireframe: Module\(k)WireframeProtocol!")
                    s.line("var interactor: Module\(k)InteractorProtocol!")
                    s.block("func loadOnLaunch\(k)()") { s.line("interactor.decide\(k)()") }
                    s.block("func didDecide\(k)()") { s.line("wireframe.show\(flow(k))(on: window)") }
                    if k % 2 == 1 {
                        s.block("func refresh\(k)()") {
                            s.scope("interactor.reload { [weak self] in", closing: "}") {
                                s.line("self?.wireframe.show\(flow(k))(on: self!.window)")
                            }
                        }
                    }
                }
                s.line("")
                s.block("final class Module\(k)Interactor: Module\(k)InteractorProtocol") {
                    s.line("weak var presenter: Module\(k)OutputProtocol?")
                    s.block("func decide\(k)()") { s.line("presenter?.didDecide\(k)()") }
                }
            }
            let wireframe = ShapeSource.file { s in
                s.block("final class Module\(k)Wireframe: Module\(k)WireframeProtocol") {
                    s.block("func show\(flow(k))(on window: UIWindow)") { s.line("window.rootViewController = \(screen(k))()") }
                }
            }
            files.append(("App/Modules/Module\(k)/Module\(k)Presenter.swift", presenter))
            files.append(("App/Modules/Module\(k)/Module\(k)Wireframe.swift", wireframe))
        }
        return files
    }

    /// An animated helper with a common name and n overloads of that name
    /// in its file, each called once: every call is matched against the
    /// name's declarations (`HelperSignature`), which must stay bounded.
    static func helperOverloads(_ n: Int) -> [GeneratedFile] {
        [("App/Support/UIWindow+Set.swift", ShapeSource.file { s in
            s.block("extension UIWindow") {
                s.block("func set(rootViewController newRoot: UIViewController, duration: TimeInterval = 0.3)") {
                    s.scope("UIView.transition(with: self, duration: duration, options: .transitionCrossDissolve, animations: {", closing: "})") {
                        s.line("UIView.performWithoutAnimation { self.rootViewController = newRoot }")
                    }
                }
                for k in 0..<n { s.line("func set(value\(k): Int) { tag = value\(k) }") }
                s.block("func applyAll()") {
                    for k in 0..<n { s.line("set(value\(k): \(k))") }
                    s.line("set(rootViewController: HomeViewController())")
                }
            }
        })]
    }
}
