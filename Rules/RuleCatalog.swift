import RootLintCore

/// Every rule rootlint ships, in the order `rootlint rules` lists them.
public enum RuleCatalog {
    public static let all: [any Rule.Type] = [
        UnanimatedRootSwapRule.self,
        RootSwitchOutsideCoordinatorRule.self,
        RootSwitchForNavigationRule.self,
    ]

    /// One instance of every rule.
    public static func makeRules() -> [any Rule] { all.map { $0.init() } }

    public static func rule(withID id: RuleID) -> (any Rule.Type)? {
        all.first { $0.description.id == id }
    }
}
