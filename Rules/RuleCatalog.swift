import RootLintCore

/// Every rule rootlint ships, in the order `rootlint rules` lists them.
public enum RuleCatalog {
    public static let all: [any Rule.Type] = [
        UnanimatedRootSwapRule.self,
        RootSwitchOutsideCoordinatorRule.self,
        RootSwitchForNavigationRule.self,
        PresentThenSwapRootRule.self,
        NestedAnimationsInRootTransitionRule.self,
        RootSwapInAnimateBlockRule.self,
        DeprecatedWindowLookupRule.self,
        ForcedRootCastRule.self,
        RootTransitionStyleRule.self,
        SlowRootTransitionRule.self,
        UnanimatedContainerSwapRule.self,
        DecentralizedRootSwitchingRule.self,
        SuperfluousDisableCommandRule.self,
    ]

    /// One instance of every rule.
    public static func makeRules() -> [any Rule] { all.map { $0.init() } }

    public static func rule(withID id: RuleID) -> (any Rule.Type)? {
        all.first { $0.description.id == id }
    }
}
