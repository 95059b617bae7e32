/// A generated input file: where it would live in the app, and its bytes.
typealias GeneratedFile = (path: String, bytes: [UInt8])

/// One input shape of the scaling mode: Swift sources, written as an app
/// would write them, in which one count `n` grows (writes in a function,
/// nesting depth, files…). Deterministic: the same `n` gives the same bytes.
struct ScalingShape: Sendable {
    var name: String
    /// What grows, in a few words.
    var summary: String
    /// The smallest default size: small enough that today's code, quadratic
    /// on most shapes, takes a few milliseconds on it.
    var baseSize: Int
    var generate: @Sendable (Int) -> [GeneratedFile]

    /// Doubling from the base; the run stops growing once a size takes long
    /// enough (`ScalingRun.Settings.enoughSeconds`), so linear code goes on
    /// to about half a second and quadratic code stops much sooner.
    var defaultSizes: [Int] { (0..<16).map { baseSize << $0 } }
}

/// Every shape the scaling mode measures. The issue found each of these
/// (but the baseline) quadratic or worse; the generators live in the
/// `ScalingShapes+…` files, grouped by what grows.
enum ScalingShapes {
    static let all: [ScalingShape] = [
        ScalingShape(name: "plain-files", summary: "files of ordinary view-controller code, no root switching (the linear baseline)",
                     baseSize: 50, generate: plainFiles),
        ScalingShape(name: "window-writes-one-function", summary: "`window.rootViewController = A()` in one function",
                     baseSize: 100, generate: windowWritesOneFunction),
        ScalingShape(name: "window-writes-one-type", summary: "methods of one coordinator, each writing `window.rootViewController`",
                     baseSize: 100, generate: windowWritesOneType),
        ScalingShape(name: "bare-writes-window-extension", summary: "bare `rootViewController = A()` in one function of a `UIWindow` extension",
                     baseSize: 100, generate: bareWritesWindowExtension),
        ScalingShape(name: "banner-writes-one-function", summary: "`bannerK.rootViewController = self` (not a window) in one function",
                     baseSize: 100, generate: bannerWritesOneFunction),
        ScalingShape(name: "banner-writes-one-type", summary: "methods of one view controller, each setting `bannerView.rootViewController = self`",
                     baseSize: 100, generate: bannerWritesOneType),
        ScalingShape(name: "test-function-writes", summary: "root writes in one test method of an `XCTestCase`",
                     baseSize: 100, generate: testFunctionWrites),
        ScalingShape(name: "test-class-writes", summary: "test methods of one `XCTestCase`, each writing the root",
                     baseSize: 100, generate: testClassWrites),
        ScalingShape(name: "nested-closure-writes", summary: "a write in each of n nested `DispatchQueue.main.async { }`",
                     baseSize: 100, generate: nestedClosureWrites),
        ScalingShape(name: "nested-if-writes", summary: "a write in each of n nested `if`s",
                     baseSize: 100, generate: nestedIfWrites),
        ScalingShape(name: "switch-case-writes", summary: "a `switch` with n cases, each writing the root",
                     baseSize: 100, generate: switchCaseWrites),
        ScalingShape(name: "if-config-blocks", summary: "n sequential `#if DEBUG … #else … #endif` blocks with writes in one function",
                     baseSize: 100, generate: ifConfigBlocks),
        ScalingShape(name: "transition-calls", summary: "`UIView.transition(with:duration:options:animations:)` swaps in one function",
                     baseSize: 100, generate: transitionCalls),
        ScalingShape(name: "stored-animations", summary: "n closures kept in locals, each passed by name as a transition's animations",
                     baseSize: 100, generate: storedAnimations),
        ScalingShape(name: "animated-by-callers", summary: "private functions setting the root, each called and then animated by its caller",
                     baseSize: 100, generate: animatedByCallers),
        ScalingShape(name: "private-step-writes", summary: "n root writes in one private method that is called n times",
                     baseSize: 100, generate: privateStepWrites),
        ScalingShape(name: "start-root-casts", summary: "coordinators whose start() shows the window, each casting its root",
                     baseSize: 100, generate: startRootCasts),
        ScalingShape(name: "launch-shell-writes", summary: "n launch writes of the delegate's `shell` property, and n methods with a local `shell`",
                     baseSize: 100, generate: launchShellWrites),
        ScalingShape(name: "overlay-show-calls", summary: "n roots of a lock manager's raised window, each followed by `bannerK.setShown(true)`",
                     baseSize: 100, generate: overlayShowCalls),
        ScalingShape(name: "transition-helper-calls",
                     summary: "n writes through global delegate constants, each followed by a call of one of n transition helpers",
                     baseSize: 100, generate: transitionHelperCalls),
        ScalingShape(name: "present-swap-pairs", summary: "`present(…, animated: true)` then a root swap, n times in one function",
                     baseSize: 100, generate: presentSwapPairs),
        ScalingShape(name: "start-functions", summary: "child coordinators' `start()` writing the root, each started by a parent method",
                     baseSize: 100, generate: startFunctions),
        ScalingShape(name: "snapshot-fades", summary: "snapshot, swap, `UIView.animate { snapshot.alpha = 0 }`, n times in one function",
                     baseSize: 100, generate: snapshotFades),
        ScalingShape(name: "call-chain", summary: "a root value built by a chain of n calls `.adding(A())`",
                     baseSize: 100, generate: callChain),
        ScalingShape(name: "closure-chain", summary: "a root value built by a chain of n `.map { }`/`.filter { }`/`.sorted { }`",
                     baseSize: 100, generate: closureChain),
        ScalingShape(name: "nested-call-value", summary: "`window.rootViewController = themed(tracked(…(A())…))`, n calls deep",
                     baseSize: 100, generate: nestedCallValue),
        ScalingShape(name: "disable-comments", summary: "unused and unknown-rule `// rootlint:disable:next …` comments",
                     baseSize: 100, generate: disableComments),
        ScalingShape(name: "project-switch-sites", summary: "files with switch sites in three types each (project rule)",
                     baseSize: 50, generate: projectSwitchSites),
        ScalingShape(name: "helper-overloads", summary: "a `UIWindow` helper `set(rootViewController:)` with n overloads `set(valueK:)` in its file, each called",
                     baseSize: 100, generate: helperOverloads),
        ScalingShape(name: "launch-module-chains", summary: "VIPER root modules: a wireframe write reached from launch through a presenter and an interactor, in three files",
                     baseSize: 50, generate: launchModuleChains),
    ]

    static func named(_ name: String) -> ScalingShape? { all.first { $0.name == name } }

    static var names: [String] { all.map(\.name) }

    // MARK: Names shared by the generators

    static let flows = ["Login", "Onboarding", "Home", "Settings", "Profile", "Checkout", "Welcome", "Main"]

    /// The k-th screen's type: `LoginStep0ViewController`, `OnboardingStep1ViewController`…
    static func screen(_ k: Int) -> String { "\(flows[k % flows.count])Step\(k)ViewController" }

    /// The k-th flow's name: `Login0`, `Onboarding1`…
    static func flow(_ k: Int) -> String { "\(flows[k % flows.count])\(k)" }

    /// `final class AppCoordinator` owning the window, with one function
    /// `signature` whose body `body` writes: the home of most shapes.
    static func coordinator(function signature: String, _ body: (ShapeSource) -> Void) -> [GeneratedFile] {
        [("App/Coordinators/AppCoordinator.swift", ShapeSource.file { s in
            s.line("/// Decides which flow is on screen.")
            s.block("final class AppCoordinator") {
                coordinatorStorage(s)
                s.line("")
                s.block("func \(signature)") { body(s) }
            }
        })]
    }

    /// The window and session a coordinator holds, and its initializer.
    static func coordinatorStorage(_ s: ShapeSource) {
        s.line("private let window: UIWindow")
        s.line("private let session: SessionStore")
        s.line("")
        s.block("init(window: UIWindow, session: SessionStore)") {
            s.line("self.window = window")
            s.line("self.session = session")
        }
    }
}
