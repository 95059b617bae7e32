import RootLintSyntax

/// What rootlint knows about UIKit and app code, in one place: every name
/// list a fact extractor or rule matches against, each with the reason it
/// is there. Change a list here and every user of it follows.
public enum Vocabulary {
    // MARK: Windows

    /// The root write itself, as bytes: `rootViewController` assigned to,
    /// however it is spaced or commented.
    static let rootWrite = ByteSearch("rootViewController", followedBy: .assignment)
    /// A forced cast, `as!`: the keyword and its glued `!`.
    static let forcedCast = ByteSearch("as!")
    /// `present(_:animated:completion:)`, called.
    static let presentCall = ByteSearch("present", followedBy: .openParenthesis)
    /// The application type, whose `shared` instance window lookups go through.
    static let applicationType = ByteSearch("UIApplication")
    /// `UIApplication.shared`, and what a deprecated look-up takes from it
    /// (`.keyWindow`, `.windows`, `.delegate` then `?.window`), as bytes.
    static let sharedApplication = ByteSearch("UIApplication", followedBy: .member([Array("shared".utf8)]))
    static let sharedApplicationWindow = ByteSearch("shared", followedBy: .member(["keyWindow", "windows", "delegate"].map { Array($0.utf8) }))
    /// `extension UIApplication` (or `UIKit.UIApplication`), where the
    /// look-ups may be bare or on `self`.
    static let applicationExtension = ByteSearch("UIApplication", precededBy: ["extension", "."])
    /// What a forced cast of the root or of a delegate ends in, right
    /// before its `as!`: `window.rootViewController as! T`, `delegate as! AppDelegate`.
    static let rootCastOperand = ByteSearch("rootViewController", followedBy: .forcedCast)
    static let delegateCastOperand = ByteSearch("delegate", followedBy: .forcedCast)
    /// What `window` and every name ending in `Window` hold: the bytes that
    /// lead to a window property's declaration.
    static let windowNameBytes = ByteSearch("indow")

    /// A window owner's declaration, as bytes (`ProjectContribution.windowOwners`):
    /// `var window`, or a delegate's `var mainWindow:` or `lazy var mainWindow =`,
    /// after a property's `var` or `let`, not a condition's (`guard let window`).
    static let windowOwnerDeclarations: [ByteSearch] = {
        let declarations = ["var", "let"], bindings = ["if", "guard", "while", "case", ","]
        return [ByteSearch("window", followedBy: .nameEnd, precededBy: declarations, unlessAfter: bindings),
                ByteSearch("Window", followedBy: .word([UInt8(ascii: ":")]), precededBy: declarations, unlessAfter: bindings, endingAName: true),
                ByteSearch("Window", followedBy: .assignment, precededBy: declarations, unlessAfter: bindings, endingAName: true)]
    }()

    /// Receivers named like the app's window: `window`, `view.window`, `keyWindow`.
    static let mainWindowNames: [StaticString] = ["window", "keyWindow"]
    /// The collection of an app's or a scene's windows (`UIApplication.shared.windows`, `scene.windows`).
    static let windowsCollection: StaticString = "windows"
    /// Names of a window variable or property: `overlayWindow`, `alertWindow`
    /// (and `mainwindow`, as some apps spell it).
    static let windowNameSuffixes: [StaticString] = ["Window", "window"]
    /// AppKit's classes (`NSViewController`, `NSSplitViewController`): a type
    /// derived from one is macOS code, whose panes are no iOS root.
    static let appKitPrefix: StaticString = "NS"
    /// AppKit's application object (`NSApp.delegate as! AppDelegate`): a
    /// macOS target beside the iOS app, with windows but no root to switch.
    static let appKitApplicationNames: [StaticString] = ["NSApp", "NSApplication"]
    /// Types that are windows: `UIWindow`, `PassthroughWindow`, `MainWindow`.
    static let windowTypeSuffix: StaticString = "Window"
    /// UIKit's own window type: an extension of it is every window of the app.
    static let uikitWindowType: StaticString = "UIWindow"
    /// A `Bool` property that merely mentions a window.
    static let windowLookalikes: [StaticString] = ["isKeyWindow"]
    /// What can be taken from a `windows` collection and still be a window:
    /// `windows.first`, `windows.filter { … }.first`, `windows.last`.
    static let windowCollectionAccessors: Set<String> = [
        "first", "last", "filter", "compactMap", "lazy", "reversed", "sorted", "min", "max",
    ]
    /// Showing a window: after its first root is set, a window that was not
    /// on screen appears (`makeKeyAndVisible()`, `isHidden = false`).
    static let showWindow: StaticString = "makeKeyAndVisible"
    static let hiddenProperty: StaticString = "isHidden"
    /// Set on an overlay window (alert, lock screen, HUD) while it is built.
    static let windowLevel: StaticString = "windowLevel"

    // MARK: Animation

    /// `UIView.transition(with:…)` and `UIView.transition(from:to:…)`.
    static let transitionCall: StaticString = "transition"
    /// Animation APIs a root swap cannot be animated with (it flashes):
    /// `UIView.animate`, keyframes, property animators.
    static let animateBlockCallees: Set<String> = [
        "animate", "animateKeyframes", "addAnimations", "runningPropertyAnimator", "UIViewPropertyAnimator",
    ]
    /// Labels of closures that run when an animation or a task has finished.
    static let completionLabels: [StaticString] = ["completion", "completionHandler"]
    /// A transition's animations closure.
    static let animationsLabel: StaticString = "animations"
    /// `CATransition()` on the window's layer animates the next root change.
    static let caTransitionNames: [StaticString] = ["CATransition", "kCATransition"]
    /// A snapshot of the old screen faded out over the new root.
    static let snapshotCall: StaticString = "snapshotView"
    /// An image of the screen (`UIImageView(image: self.snapshot())`, the
    /// widely copied `replaceRootViewController` helper) faded out the same way.
    static let snapshotImageCall: StaticString = "snapshot"
    static let animateCall: StaticString = "animate"
    /// Nested animations switched off around the assignment.
    public static let performWithoutAnimation = "performWithoutAnimation"
    static let setAnimationsEnabled: StaticString = "setAnimationsEnabled"
    /// Parameter names of an animated helper's `animated` flag, whose `false`
    /// branch is deliberately unanimated.
    static let animatedFlagNames: Set<String> = [
        "animated", "animate", "isAnimated", "shouldAnimate", "animating",
        "animation", "isAnimation", "withAnimation", "withAnimations", "useAnimation",
    ]

    // MARK: When code runs

    /// Closures known to run before the call that takes them returns, so a
    /// write in them runs with the surrounding function (collection
    /// algorithms, `performWithoutAnimation`, builder helpers such as
    /// `then`/`with`, the animation APIs' own animations closures).
    static let synchronousCallees: Set<String> = [
        "forEach", "map", "compactMap", "flatMap", "filter", "first", "last", "contains", "reduce", "sorted",
        "sort", "allSatisfy", "min", "max", "firstIndex", "lastIndex", "drop", "prefix", "removeAll",
        "performWithoutAnimation", "autoreleasepool", "withExtendedLifetime", "sync", "then", "with", "apply",
        "configure", "also", "do", "transition", "animate", "animateKeyframes", "performBatchUpdates",
    ]
    static let synchronousCalleeWords = WordSet(synchronousCallees)
    /// Types whose closure-taking calls build the first interface as they run
    /// (RxFlow's `Flows.use(_:when:)`, `Flows.whenReady(…)`).
    static let flowBuilderReceivers: [StaticString] = ["Flows"]
    /// A labelled trailing closure of this callee still runs synchronously
    /// (`performBatchUpdates { … } completion: { … }` has `updates` first).
    static let labelledTrailingSynchronous: Set<String> = ["performBatchUpdates"]
    /// The convention for building the first interface: `start()` of a
    /// coordinator (and initializers) shows the window afterwards.
    /// `UIApplication.shared.requestSceneSessionDestruction(…)`: a root set
    /// just before it is a placeholder on a scene that is going away.
    static let sceneDestruction: StaticString = "requestSceneSessionDestruction"
    /// A delegate callback whose name says windows were just made (`windowsDidLoad(_:)`):
    /// roots set there on the caller's windows are first roots. Static
    /// strings: compared with a name's bytes for every root write.
    static let windowSetUpCallbackSuffixes: [StaticString] = ["DidLoad", "DidCreate", "DidSetUp", "DidSetup", "didLoad",
                                                              "DidConfigure", "DidConfigureWindows"]
    static let startFunction: StaticString = "start"
    static let startMethodName = "start"
    /// How an initializer is named in `Type.method` (`AppCoordinator.init`).
    static let initializerName = "init"

    // MARK: Types and their roles

    /// CarPlay's scene delegate protocols (`CPTemplateApplicationSceneDelegate`,
    /// `…DashboardSceneDelegate`, `…InstrumentClusterSceneDelegate`): a
    /// separate screen in the car, not the phone's interface.
    static let carPlaySceneDelegateSearch = ByteSearch("CPTemplateApplication")
    static let carPlayWindowType: StaticString = "CPWindow"
    static let carPlayWindowSearch = ByteSearch("CPWindow")
    static func isCarPlaySceneDelegateProtocol(_ name: String) -> Bool {
        let last = name.split(separator: ".").last.map(String.init) ?? name
        return last.hasPrefix("CPTemplateApplication") && last.hasSuffix("SceneDelegate")
    }

    /// The delegate types a force cast reaches the switcher through.
    /// A protocol's implementation named after it: `AppCoordinatorImpl`.
    static let implementationSuffixes = ["Impl", "Implementation"]
    static let delegateTypeSuffixes = ["AppDelegate", "SceneDelegate"]
    /// A member of a delegate type used by name: `AppDelegate.shared`,
    /// `SceneDelegate.current`. Where a static accessor of the delegate is
    /// used at all (`ProjectContribution.delegateMembers`).
    static let delegateMemberAccess = ByteSearch("Delegate.")
    /// `#selector(…)`: a method the Objective-C runtime may call at any time.
    static let selectorMention = ByteSearch("#selector")
    /// The protocol an app's delegate adopts: the folder of its declaration
    /// holds one app, when a repository holds several (sample apps of an SDK).
    static let applicationDelegateProtocol = "UIApplicationDelegate"
    /// How the file declaring it is named (`AppDelegate.swift`,
    /// `StudentAppDelegate.swift`): only such files are asked, so that
    /// finding the apps costs no search through every file's bytes.
    static let applicationDelegateFileSuffix = "AppDelegate.swift"
    /// Folders Xcode templates and teams keep an app's delegate in, inside
    /// the app's own folder (`Wallet/SupportingFiles/AppDelegate.swift`): the
    /// app is the folder above. A named folder (`Core/CoreTester`) is an app
    /// of its own, however small, inside a library. A start-up folder
    /// (`BetssonApp/App/Boot/AppDelegate.swift`) holds the delegate and its
    /// boot code, and the app's coordinators sit beside it.
    static let applicationSupportFolders: Set<String> = [
        "SupportingFiles", "Supporting Files", "Support", "Application", "App", "AppDelegate", "Delegates",
        "Sources", "Source", "Classes", "Resources", "Boot", "Bootstrap", "Startup",
    ]
    /// How a type's one shared instance is reached (`AppShell.shared`):
    /// installed as the root, it is that type's instance.
    static let sharedInstanceNames: [StaticString] = ["shared", "instance", "sharedInstance", "default"]
    /// Controllers that hold other screens rather than being one.
    static let structuralControllerSuffixes = ["NavigationController", "TabBarController", "SplitViewController",
                                               // Abbreviated: `RootNavController`, `RestoreBackupNavVC`, `MainTabBarVC`.
                                               "NavController", "NavVC", "NavigationVC", "TabBarVC"]
    static let structuralControllerNames: Set<String> = ["UIPageViewController"]
    /// A view controller named as one screen (`AuthVC`, `LoginViewController`),
    /// not a container (`RootViewController`, `MainNavController`).
    static func isScreenName(_ name: String) -> Bool {
        (name.hasSuffix("ViewController") || name.hasSuffix("VC")) && !name.contains("Root")
            && !structuralControllerSuffixes.contains(where: { name.hasSuffix($0) })
    }

    /// Names of screens of content.
    static let contentControllerSuffixes = ["ViewController", "Controller", "VC"]
    /// Root views of a `UIHostingController` that are a whole interface.
    /// The receiver of a `.rootViewController` whose name ends so is a view
    /// controller (`sideMenuController?.rootViewController`: the side menu's
    /// centre screen), not a window; one whose name holds `indow` is one.
    static let viewControllerReceiverSuffixes: [StaticString] = ["Controller", "controller"]
    static let appLevelRootViewSuffix = "RootView"
    static let appLevelRootViews: Set<String> = ["ContentView", "AppView"]
    /// Functions whose name says they switch the root (`switchToMain()`,
    /// `transitionToLogin()`, `setRootViewController(_:)`).
    public static let switcherPrefixes = ["switch", "transition", "setRoot"]
    /// A storyboard scene built by identifier, which says what the screen is.
    static let instantiatePrefix = "instantiate"
    static let instantiateInitial = "instantiateInitialViewController"

    // MARK: Tests and previews

    /// Base classes of test cases and previews: `XCTestCase`, `QuickSpec`-style
    /// `…TestCase` bases, `PreviewProvider`.
    static let testBaseSuffixes = ["TestCase", "QuickSpec", "PreviewProvider"]
    static let testTypeAttributes: Set<String> = ["@Suite"]
    static let testFunctionAttributes: Set<String> = ["@Test"]
    static let previewMacro = "#Preview"
    /// What apps name the flag they set when unit tests host them
    /// (`if ASCCommon.isUnitTesting { displaySplash() }`): code under it runs only in tests.
    static let testRunFlags: [StaticString] = ["isUnitTesting", "isRunningTests", "isRunningUnitTests", "isRunningTest",
                                               "isTesting", "isUITesting", "isRunningUITests", "runningTests"]
    /// Importing a test framework makes a file test code (Quick and Nimble:
    /// the behaviour-driven specs some apps write instead of XCTest cases).
    static let testFrameworks: [StaticString] = ["XCTest", "Testing", "Quick", "Nimble"]
    static let testFrameworkSearches = [ByteSearch("XCTest"), ByteSearch("Testing"), ByteSearch("Quick"), ByteSearch("Nimble")]
    /// Folders of test targets and their support code: `Tests/`,
    /// `MyAppTests/`, `MyAppUITests/`, `Test/`, `UITestHelpers/`, `TestSupport/`,
    /// and a spec target's `Specs/`.
    static let testFolderSuffixes = ["Tests", "TestHelpers", "TestSupport", "Specs"]
    static let testFolderNames = ["Test"]
    /// Files of test support kept beside the app's code (`TestExtensions.swift`
    /// with a `UIApplication.rootViewController` setter the unit tests use).
    static let testFileNameSuffixes = ["Tests", "TestHelpers", "TestSupport", "TestExtensions", "TestUtils", "TestUtilities"]

    // MARK: Survey order

    /// File names that suggest a file defines animated helpers (window
    /// extensions, coordinators, routers, delegates, root containers): they
    /// are surveyed first, so other files can be checked for calls of their
    /// helpers on the same read.
    /// Plain bytes: a file name is a few dozen bytes, and a `ByteSearch`
    /// asked of it cost more in copies of itself than in comparisons.
    static let helperFileHints = ["Window", "Root", "Coordinator", "Router", "Flow", "Transition", "Switch", "Delegate", "+"]
        .map { Array($0.utf8) }
}
