import RootLintCore
import RootLintSyntax

/// Reports root swaps that move one screen deeper instead of changing the
/// app's state.
public struct RootSwitchForNavigationRule: Rule {
    public init() {}

    public static let facts: FactRequirement = [[.rootWrites]]

    public static let description = RuleDescription(
        id: "root_switch_for_navigation",
        name: "Root switch used for navigation",
        defaultSeverity: .warning,
        summary: "A root swap is used where a push or a presentation belongs.",
        whatItDoes: """
            Finds root swaps that are ordinary navigation: a swap inside a selection or segue callback \
            (`tableView(_:didSelectRowAt:)`, `collectionView(_:didSelectItemAt:)`, `prepare(for:sender:)`, \
            `performSegue(withIdentifier:sender:)`, `shouldPerformSegue(withIdentifier:sender:)`; the \
            `navigationCallbacks` setting changes the list), or a plain content screen installed as the root \
            from inside another content view controller. A swap is left alone when the enclosing function, \
            the new root's type or storyboard identifier (read by its type in `Type.className`), the \
            storyboard it comes from (`UIStoryboard(name: "Authentication", …)`, inline or kept in a local; \
            Xcode's default `Main` holds every screen and names none), a variable it was built in, or the surrounding \
            `if`/`case` condition names a state boundary (login, logout, sign in/out/up, register, \
            onboarding, auth, session, account, welcome, launch, splash, reset, main, home, tab; the \
            `stateBoundaryWords` setting changes the list), or when the new root is a navigation, tab bar \
            or split view controller, a root container or a hosting controller of an app-level view.
            """,
        whyItMatters: """
            Swapping the root to show a detail screen throws away the navigation stack: there is no back \
            button, the tab bar disappears, state restoration breaks, and the previous screen is \
            deallocated. Users expect moving one screen deeper to be reversible.
            """,
        example: """
            override func tableView(_ tableView: UITableView, didSelectRowAt indexPath: IndexPath) {
                view.window?.rootViewController = ProductDetailViewController(product: products[indexPath.row])
            }
            """,
        useInstead: """
            override func tableView(_ tableView: UITableView, didSelectRowAt indexPath: IndexPath) {
                let detail = ProductDetailViewController(product: products[indexPath.row])
                navigationController?.pushViewController(detail, animated: true)
            }
            """,
        triggeringExamples: [
            // Xcode's default storyboard, `Main`, names no flow: the scene is a detail screen.
            Example("""
                final class ProductListViewController: UITableViewController {
                    override func tableView(_ tableView: UITableView, didSelectRowAt indexPath: IndexPath) {
                        let detail = UIStoryboard(name: "Main", bundle: nil).instantiateViewController(withIdentifier: "ProductDetail")
                        ↓view.window?.rootViewController = detail
                    }
                }
                """),
            // An identifier kept in a constant names a content screen.
            Example("""
                final class CallViewController: UIViewController {
                    @objc func hangUp() {
                        let rating = storyboard!.instantiateViewController(withIdentifier: Scenes.rateCall)
                        ↓UIApplication.shared.keyWindow?.rootViewController = rating
                    }
                }
                """),
            Example("""
                final class ScoreViewController: UIViewController {
                    @objc func backTapped() {
                        ↓view.window?.rootViewController = MainMenuViewController()
                    }
                    @IBAction func unwindToHome(_ segue: UIStoryboardSegue) {
                        ↓view.window?.rootViewController = storyboard?.instantiateViewController(withIdentifier: "home")
                    }
                }
                """),
            Example("""
                final class ProductListViewController: UITableViewController {
                    override func tableView(_ tableView: UITableView, didSelectRowAt indexPath: IndexPath) {
                        let detail = ProductDetailViewController(product: products[indexPath.row])
                        ↓view.window?.rootViewController = detail
                    }
                }
                """),
            Example("""
                final class ProductDetailViewController: UIViewController {
                    @objc func buyTapped() {
                        ↓view.window?.rootViewController = CheckoutViewController(product: product)
                    }
                }
                """),
            Example("""
                final class GalleryViewController: UICollectionViewController {
                    override func collectionView(_ collectionView: UICollectionView, didSelectItemAt indexPath: IndexPath) {
                        ↓view.window?.rootViewController = UINavigationController(rootViewController: PhotoViewController(photo: photos[indexPath.item]))
                    }
                }
                """),
            Example("""
                final class FeedViewController: UIViewController {
                    func openStory() {
                        let storyboard = UIStoryboard(name: "Stories", bundle: nil)
                        ↓view.window?.rootViewController = storyboard.instantiateViewController(withIdentifier: "StoryViewer")
                    }
                }
                """),
        ],
        nonTriggeringExamples: [
            // The storyboard kept in a local names the flow; the scene is named by its type.
            Example("""
                final class SettingViewController: UITableViewController {
                    override func tableView(_ tableView: UITableView, didSelectRowAt indexPath: IndexPath) {
                        let storyboard = UIStoryboard.init(name: "Authentication", bundle: nil)
                        let vc = storyboard.instantiateViewController(withIdentifier: StartViewController.className)
                        (UIApplication.shared.delegate as? AppDelegate)?.window?.rootViewController = vc
                    }
                }
                """),
            // An identifier kept in a constant names the main interface: a state change.
            Example("""
                final class CallViewController: UIViewController {
                    @objc func hangUp() {
                        let storyBoard = UIStoryboard(name: "Main", bundle: nil)
                        let vc = storyBoard.instantiateViewController(withIdentifier: NavigationUtil.NAVIGATE.main)
                        UIApplication.shared.keyWindow?.rootViewController = vc
                    }
                }
                """),
            Example("""
                final class RestoreBackupViewController: UIViewController {
                    @IBAction func skipTapped(_ sender: UIButton) {
                        let next = storyboard!.instantiateViewController(withIdentifier: "RestoreBackupNavVC") as! UINavigationController
                        view.window?.rootViewController = next
                    }
                    func finish() {
                        view.window?.rootViewController = storyboard!.instantiateViewController(withIdentifier: "RootNavController")
                    }
                }
                """),
            Example("""
                final class ProfileViewController: UIViewController {
                    func backToLogin() {
                        view.window?.rootViewController = LoginViewController()
                    }
                    func backgroundRefreshFinished() {
                        view.window?.rootViewController = MainTabBarController()
                    }
                }
                """),
            Example("""
                final class SettingsViewController: UITableViewController {
                    override func tableView(_ tableView: UITableView, didSelectRowAt indexPath: IndexPath) {
                        switch rows[indexPath.row] {
                        case .logout:
                            view.window?.rootViewController = LoginViewController()
                        case .about:
                            navigationController?.pushViewController(AboutViewController(), animated: true)
                        }
                    }
                }
                """),
            Example("""
                final class LoginViewController: UIViewController {
                    func didFinishLogin() {
                        view.window?.rootViewController = MainTabBarController()
                    }
                }
                """),
            Example("""
                final class OnboardingViewController: UIViewController {
                    func finish() {
                        view.window?.rootViewController = HomeViewController()
                    }
                }
                """),
            Example("""
                final class ProductDetailViewController: UIViewController {
                    func openCart() {
                        view.window?.rootViewController = UINavigationController(rootViewController: CartViewController())
                    }
                }
                """),
            Example("""
                final class AppCoordinator {
                    let window: UIWindow
                    func showProfile() {
                        window.rootViewController = ProfileViewController()
                    }
                }
                """),
            Example("""
                final class ProductListViewController: UITableViewController {
                    override func tableView(_ tableView: UITableView, didSelectRowAt indexPath: IndexPath) {
                        navigationController?.pushViewController(ProductDetailViewController(product: products[indexPath.row]), animated: true)
                    }
                }
                """),
        ]
    )

    /// `backTapped`, `didTapBack`, `backButtonPressed`, `goBack`, `onBack`,
    /// `navigateBack`, `unwindToMenu`: an action that goes back.
    static func isBackAction(_ name: String) -> Bool {
        // Most names hold neither word: a look at the bytes spares making a
        // string of each of their words.
        guard mayMentionBackOrUnwind(name) else { return false }
        let words = StateBoundaryWords.words(in: name)
        if words.first == "unwind" { return true }
        guard let back = words.firstIndex(of: "back") else { return false }
        let actionWords: Set<String> = ["tapped", "tap", "pressed", "press", "button", "go", "on", "navigate", "did", "handle", "action"]
        return words.count == 1 || words.indices.contains { $0 != back && actionWords.contains(words[$0]) }
    }

    /// Whether `back` or `unwind` occurs in the name, in any case (a word
    /// of either is such an occurrence), or the name is not ASCII, whose
    /// lowercasing can make ASCII letters (the Kelvin sign's is `k`).
    static func mayMentionBackOrUnwind(_ name: String) -> Bool {
        var name = name
        // On the bytes in place, ASCII-lowercased as they are compared: a
        // lowered copy of every function's name was most of this check.
        return name.withUTF8 { bytes in
            if bytes.contains(where: { $0 >= 0x80 }) { return true }
            func occurs(_ word: StaticString) -> Bool {
                let length = word.utf8CodeUnitCount
                guard bytes.count >= length else { return false }
                for start in 0...(bytes.count - length) {
                    var k = 0
                    while k < length, bytes[start + k] | 0x20 == word.utf8Start[k] { k += 1 }
                    if k == length { return true }
                }
                return false
            }
            return occurs("back") || occurs("unwind")
        }
    }

    public func check(_ context: RuleContext) -> [Diagnostic] {
        // Roles copy the configuration and the project facts: not for a file without writes.
        guard !context.facts.rootWrites.isEmpty else { return [] }
        let file = context.file
        let roles = context.roles
        let words = context.configuration.stateBoundaries
        var conditions = BoundaryConditions(file: file, words: words)
        var diagnostics: [Diagnostic] = []
        for write in context.facts.rootWrites where write.isSwap {
            let function = file.enclosingFunction(of: write.scope)
            let functionName = function.map { file.functionName(of: $0) } ?? ""
            let range = write.byteRange(in: file)
            // A back or unwind action rebuilds the previous screen: navigation,
            // whatever that screen is called (`MainMenuViewController`, "home").
            if Self.isBackAction(functionName) {
                diagnostics.append(diagnostic(
                    "Root swap in the back action `\(functionName)` rebuilds the previous screen as the root: that is navigation, not a state change",
                    at: range, suggestion: Self.suggestion))
                continue
            }
            if words.matches(functionName) { continue }
            // Where the swap sits decides first whether it can be navigation
            // at all: a coordinator's or a window's swap outside a selection
            // callback never is, and needs no description of its new root.
            let callback = function.map { file.signature(of: $0) }.flatMap {
                context.configuration.isNavigationCallback($0) ? $0 : nil
            }
            let contentType = callback != nil ? nil : file.enclosingType(of: write.scope).flatMap {
                roles.isContentViewController(type: $0, in: file) ? $0 : nil
            }
            guard callback != nil || contentType != nil else { continue }
            let newRoot = NewRootDescription(write: write, file: file, roles: roles, words: words, names: context.names)
            if newRoot.namesStateBoundary || conditions.nameBoundary(above: write.scope) {
                continue
            }
            if let callback {
                diagnostics.append(diagnostic(
                    "Root swap inside `\(callback)` is navigation, not a state change: the new screen loses the back stack",
                    at: range, suggestion: Self.suggestion))
            } else if newRoot.isPlainContent, let contentType {
                diagnostics.append(diagnostic(
                    "Root swap from `\(file.typeBaseName(of: contentType))` to the content screen `\(newRoot.display)` is navigation, not a state change",
                    at: range, suggestion: Self.suggestion))
            }
        }
        return diagnostics
    }

    static let suggestion = "push it with `navigationController?.pushViewController(_:animated:)` or present it with "
        + "`present(_:animated:)`; keep root swaps for state changes such as login, logout or onboarding"
}

/// What the assigned value says about the new root: a plain content screen,
/// a container, or unknown (a parameter, a factory call).
struct NewRootDescription {
    var isPlainContent = false
    var namesStateBoundary = false
    var display = ""

    init(write: RootWrite, file: SourceFile, roles: TypeRoles, words: StateBoundaryWords, names: NameIndex) {
        var value = write.value
        // The variable's name counts as the value's (`let loginScreen = …`).
        var variable: Int?
        // `let detail = DetailViewController(…)` … `rootViewController = detail`
        if value.count == 1, file.isName(value.lowerBound),
           let function = file.enclosingFunction(of: write.scope),
           let declared = names.localDeclaration(of: value.lowerBound, in: .clamped(file.scopes[function].open + 1, write.target),
                                                 file: file),
           let declaration = file.initialValue(ofDeclarationAt: declared, limit: write.target) {
            variable = value.lowerBound
            value = declaration
        }
        while let first = value.first, file.code[first].keyword == .try || file.code[first].keyword == .await {
            value = value.dropFirst()
        }
        // Read on the tokens: a `String` per name and per string was most of
        // this rule's allocations on a file that switches the root.
        // Xcode's default storyboard, `Main`, holds every screen: its name says nothing of a flow.
        namesStateBoundary = value.contains {
            file.isTypeNameOrString($0) && words.matches(token: $0, in: file) && !Self.isDefaultStoryboardName($0, in: file)
        } || variable.map { words.matches(token: $0, in: file) } == true
        let chain = file.chainNames(value)
        guard let head = chain.first else { return }
        let headName = file.text(head)
        display = headName
        if TypeRoles.isStructuralControllerName(headName) || roles.isContainer(headName)
            || roles.isCoordinatorName(headName) {
            return
        }
        if headName == "UIHostingController" {
            // A hosting controller of an app-level view is a whole interface.
            let rootView = file.typeNamesAndStrings(value).dropFirst().first ?? ""
            let appLevel = rootView.hasSuffix("RootView") || rootView == "ContentView" || rootView == "AppView"
                || words.matches(rootView)
            isPlainContent = !appLevel && !rootView.isEmpty
            display = "UIHostingController(rootView: \(rootView))"
            return
        }
        if let instantiate = chain.first(where: { file.hasPrefix($0, "instantiate") && !file.spells($0, "instantiateInitialViewController") }) {
            // An identifier kept in a constant (`withIdentifier: Scenes.main`) is
            // read by its last name, as a string is by its words.
            let constant = Self.identifierConstant(of: instantiate, in: file)
            if !namesStateBoundary, let constant, words.matches(token: constant, in: file) { namesStateBoundary = true }
            // So does the storyboard's name, in a local the scene comes from
            // (`let storyboard = UIStoryboard(name: "Authentication", bundle: nil)`).
            if !namesStateBoundary, let storyboard = chain.first, storyboard != instantiate,
               let name = Self.storyboardName(ofLocal: storyboard, write: write, file: file, names: names),
               words.matches(token: name, in: file) {
                namesStateBoundary = true
            }
            // `… withIdentifier: "RootNavController") as! UINavigationController`:
            // the identifier or the cast says it is a container.
            let said = file.typeNamesAndStrings(value)
            if said.contains(where: { TypeRoles.isStructuralControllerName($0) || roles.isContainer($0) }) { return }
            let identifier = constant.map { file.text($0) } ?? said.last ?? "storyboard scene"
            isPlainContent = true
            display = identifier
            return
        }
        // A type constructed here (`CheckoutViewController(…)`); a parameter or
        // property (`viewController`) says nothing about what it holds.
        // An ASCII first letter read as a byte; `Character` properties
        // cost more than the rest of this description.
        let isTypeName = headName.utf8.first.map { $0 < 0x80 ? (0x41...0x5A).contains($0) : headName.first!.isUppercase } ?? false
        if isTypeName, headName.hasSuffix("ViewController") || headName.hasSuffix("Controller") || headName.hasSuffix("VC") {
            isPlainContent = true
        }
    }
}

extension NewRootDescription {
    /// The last name of an `instantiate…(withIdentifier:)` argument that is
    /// a constant, not a string: `main` in `withIdentifier:
    /// NavigationUtil.NAVIGATE.main`.
    static func identifierConstant(of instantiate: Int, in file: SourceFile) -> Int? {
        guard instantiate + 1 < file.code.count, file.code[instantiate + 1].kind == .leftParen else { return nil }
        for argument in file.callArguments(open: instantiate + 1)
        where argument.label >= 0 && (file.spells(argument.label, "withIdentifier") || file.spells(argument.label, "identifier")) {
            guard let first = argument.value.first, file.code[first].kind != .stringOpen,
                  let last = file.lastChainName(argument.value) else { return nil }
            // `StartViewController.className`: the type names the scene, not the property.
            if Self.typeNameProperties.contains(where: { file.spells(last, $0) }), last >= 2,
               file.code[last - 1].kind == .period, file.isName(last - 2) {
                return last - 2
            }
            return last
        }
        return nil
    }

    /// Properties that spell a type's name as its storyboard identifier.
    static let typeNameProperties: [StaticString] = [
        "className", "identifier", "storyboardIdentifier", "storyboardID", "storyboardId", "reuseIdentifier", "typeName",
    ]

    /// A string that is the name of `UIStoryboard(name: "Main", …)`.
    static func isDefaultStoryboardName(_ i: Int, in file: SourceFile) -> Bool {
        guard file.code[i].kind == .stringSegment, file.spells(i, "Main"), i >= 5, file.code[i - 1].kind == .stringOpen,
              file.code[i - 2].kind == .colon, file.spells(i - 3, "name"), file.code[i - 4].kind == .leftParen else { return false }
        return file.spells(i - 5, "UIStoryboard") || (i >= 7 && file.spells(i - 5, "init") && file.spells(i - 7, "UIStoryboard"))
    }

    /// The name string of the storyboard a local holds, declared in the
    /// write's function before it: `"Authentication"` for `let storyboard
    /// = UIStoryboard(name: "Authentication", bundle: nil)`; nil for the
    /// default `Main` and anything else.
    static func storyboardName(ofLocal local: Int, write: RootWrite, file: SourceFile, names: NameIndex) -> Int? {
        guard file.isName(local), let function = file.enclosingFunction(of: write.scope),
              let declared = names.localDeclaration(of: local, in: .clamped(file.scopes[function].open + 1, min(local, write.target)),
                                                    file: file),
              let initial = file.initialValue(ofDeclarationAt: declared, limit: local) else { return nil }
        // `UIStoryboard(name: "…"` or `UIStoryboard.init(name: "…"`, at the start of the value.
        for i in initial.prefix(8) where file.code[i].kind == .stringSegment {
            return i >= 3 && file.code[i - 1].kind == .stringOpen && file.spells(i - 3, "name") && !isDefaultStoryboardName(i, in: file)
                && initial.prefix(8).contains(where: { file.spells($0, "UIStoryboard") }) ? i : nil
        }
        return nil
    }
}

/// Whether an `if`/`guard`/`case` condition between a scope and its function
/// names a state boundary (`case .logout:`, `if indexPath.row == signOutRow`),
/// remembered per scope so nested conditions are read once, not once per write.
struct BoundaryConditions {
    let file: SourceFile
    let words: StateBoundaryWords
    private var known: [Int: Bool] = [:]

    init(file: SourceFile, words: StateBoundaryWords) {
        self.file = file
        self.words = words
    }

    mutating func nameBoundary(above scope: Int) -> Bool {
        // Up to the first scope already answered (or the function, or the file) …
        var chain: [Int] = []
        var s = scope
        var answer = false
        while s > 0, s < file.scopes.count {
            if let cached = known[s] { answer = cached; break }
            // The walk stops at the function (a property, for an accessor).
            if file.enclosingFunction(of: s) == s { break }
            chain.append(s)
            s = file.scopes[s].parent
        }
        // … then down again, each scope answering for itself and what is above it.
        for s in chain.reversed() {
            let clause = file.scopes[s]
            if !answer, clause.kind == .statement {
                answer = clause.clause.contains { file.isName($0) && words.matches(file.text($0)) }
            }
            known[s] = answer
        }
        return answer
    }
}
