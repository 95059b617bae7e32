/// A helper's parameter default (`options: … = .transitionFlipFromRight`):
/// the value reaches a swap only through a call that passes no `label:`.
/// A finding on such a default stands unless the project calls the helper
/// and every call passes the argument (`ProjectPhase` decides).
public struct DefaultArgument: Sendable, Hashable {
    /// The helper's name, as its calls spell it.
    var function: String
    /// The parameter's argument label.
    var label: String

    public init(function: String, label: String) {
        self.function = function
        self.label = label
    }
}

/// One call of an animated helper: its name and the labels it passes.
struct HelperCallLabels: Sendable, Equatable {
    var function: String
    var labels: [String]
}
