/// An assignment `… rootViewController = value` that replaces a window's
/// root: the fact the root-switching rules talk about.
public struct RootWrite: Sendable, Equatable {
    /// Code index of `rootViewController`.
    public var target: Int
    /// Code range of the receiver (`view.window?`); empty for a bare write.
    public var receiver: Range<Int>
    /// Code range of the assigned expression.
    public var value: Range<Int>
    /// Code range of the whole assignment.
    public var statement: Range<Int>
    /// Innermost scope of the write.
    public var scope: Int
    /// Why the receiver is taken to be a window.
    var window: WindowEvidence
    /// When the write runs: while starting, on a window not yet shown, in
    /// test code, or as a swap on a visible window.
    public var context: WriteContext
    /// What animates the swap, if anything does.
    public var animation: AnimationEvidence?
    /// For a write in a method of a type: what `context` becomes once the
    /// project says who calls the method (`FileFacts.resolved(with:)`).
    var pendingContext: PendingContext?
}

/// How rootlint knows a receiver is a `UIWindow`.
public enum WindowEvidence: Sendable, Equatable {
    /// Named like the app's window: `window`, `keyWindow`, `view.window`.
    case mainWindowName
    /// A `UIApplication.shared.windows`/`scene.windows` lookup.
    case windowsLookup
    /// Named like a second window: `overlayWindow`, `alertWindow`.
    case otherWindowName
    /// A variable or property declared or created as a window.
    case declaredWindow
    /// `$0` in a closure over windows (`windows.forEach { $0… }`).
    case closureOverWindows
    /// Bare or `self.` inside a `UIWindow` extension or subclass.
    case windowSelf
}

/// When a root write runs, which decides whether it is a swap at all.
public enum WriteContext: Sendable, Equatable {
    /// Replaces the root of a window the user already sees.
    case swap
    /// Sets the first root while the app or a scene starts.
    case launch(function: Int)
    /// Gives a window that is not on screen yet its first root.
    case newWindow(NewWindowReason)
    /// Tests and previews.
    case test
    /// In a private function nothing in its file names (its call left
    /// commented out): the app never runs it.
    case neverCalled

    /// Code the app runs: not a test, not a function nothing calls.
    public var isAppCode: Bool { self != .test && self != .neverCalled }
}

public enum NewWindowReason: Sendable, Equatable {
    /// The window is created (`UIWindow(…)`) earlier in the same code.
    case createdBefore
    /// Inside a property's initializer closure (`lazy var window: UIWindow = { … }()`).
    case propertyInitializer
    /// Shown afterwards with `makeKeyAndVisible()` or `isHidden = false`.
    case shownAfter
    /// In the property observer of the window property it writes to
    /// (`var window: UIWindow? { didSet { window?.rootViewController = … } }`):
    /// the window has just been assigned.
    case propertyObserver
    /// In a callback saying the caller's windows were just made
    /// (`func windowsDidLoad(_ manager: WindowManager)`), on those windows.
    case setUpCallback
    /// A placeholder on a scene whose session is destroyed right after.
    case sceneEnding
    /// In the initializer of a window subclass, on the window itself; or on
    /// a window whose `windowLevel` the same code sets (an overlay being built).
    case windowSetUp
    /// After a test that the window has no root yet (`guard
    /// window.rootViewController == nil`).
    case noRootBefore
    /// In the delegate of a CarPlay scene: the car's screen gets its root
    /// when the car connects or the scene comes back, never in front of
    /// the user's phone interface.
    case carPlayScene
    /// A bare `UIViewController()` put on a window that is shown right
    /// after: an empty host for a sheet or alert presented on it.
    case presentationHost
}

/// What makes a root write animated (or deliberately not).
public enum AnimationEvidence: Sendable, Equatable {
    /// Inside the animations of `UIView.transition(with:…)` (closure scope).
    case transitionAnimations(closure: Int)
    /// The new root's view faded in right after the write: its `alpha` set
    /// to 0, then raised in `UIView.animate` (code index of `animate`).
    case fadedIn(call: Int)
    /// Inside a closure kept in a local and passed by name as the
    /// animations of `UIView.transition(with:…)` later in the same function
    /// (`let update = { … }`, then `animations: update`): the closure scope,
    /// and the code index of `transition`.
    case storedTransitionAnimations(closure: Int, call: Int)
    /// Inside a closure of `UIView.transition(from:to:…)`, which animates the views.
    case transitionFromTo(closure: Int)
    /// Followed by `UIView.transition(with: window, …)`, or by
    /// `UIView.transition(from: oldRoot.view, to: newRoot.view, …)` (code index of `transition`).
    case transitionAfter(call: Int)
    /// A `CATransition` added to a layer in the same code.
    case caTransition(call: Int)
    /// A snapshot taken before and animated away after.
    case snapshot(call: Int)
    /// The new root's view added to the window and animated into place
    /// first (`window.addSubview(next.view)`, then `UIView.animate`), the
    /// root set in the animation's completion: a custom slide.
    case viewAnimatedIn(call: Int)
    /// Inside a closure passed to an animated helper.
    case animatedHelper(closure: Int)
    /// The `animated == false` branch of a helper with an `animated` parameter.
    case nonAnimatedBranch(scope: Int)
    /// Inside `UIView.animate(…)` animations: not a way to animate a root swap.
    case animateBlock(closure: Int)
    /// Inside an animated helper (defined anywhere in the project): its
    /// internals are the animation's own plumbing.
    case insideAnimatedHelper(function: Int)
}

extension AnimationEvidence {
    /// The write's own code animates it: a transition around or after it, a
    /// `CATransition`, a snapshot fade. What makes a function that does this
    /// to a parameter an animated helper.
    var animatesBySelf: Bool {
        switch self {
        case .transitionAnimations, .storedTransitionAnimations, .transitionFromTo, .transitionAfter, .caTransition, .snapshot,
             .viewAnimatedIn, .fadedIn:
            return true
        case .animatedHelper, .nonAnimatedBranch, .animateBlock, .insideAnimatedHelper: return false
        }
    }

    /// Whether `unanimated_root_swap` leaves the write alone. Every case is
    /// decided here on purpose: a new kind of evidence must say whether it
    /// exempts a write, it cannot do so by merely existing.
    var exemptsFromUnanimatedSwap: Bool {
        switch self {
        case .transitionAnimations, .storedTransitionAnimations, .transitionFromTo, .transitionAfter, .caTransition, .snapshot,
             .viewAnimatedIn, .fadedIn, .animatedHelper, .insideAnimatedHelper:
            return true
        case .nonAnimatedBranch:
            // Deliberately unanimated: the caller asked for `animated: false`.
            return true
        case .animateBlock:
            // `root_swap_in_animate_block` reports it, more precisely.
            return true
        }
    }
}

extension RootWrite {
    /// A swap with nothing around it that animates it.
    public var isUnanimatedSwap: Bool { context == .swap && !(animation?.exemptsFromUnanimatedSwap ?? false) }

    public var isSwap: Bool { context == .swap }
}
