// Just enough of UIKit's shape for the fixture to compile on Linux: rootlint
// reads the source as text and does not need the real framework.
open class UIViewController {
    public init() {}
    open var view: UIView { UIView() }
}

open class UIView {
    public init() {}
    open var window: UIWindow? { nil }
}

open class UIWindow: UIView {
    open var rootViewController: UIViewController?
}
