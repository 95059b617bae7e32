extension Configuration {
    /// The configuration as a `.rootlint.json` document that reproduces it
    /// exactly: list settings are written in their `replace` form, and every
    /// rule with its severity (or `"off"`) and options. Used by
    /// `rootlint config --effective` and `rootlint init`.
    public func jsonDocument(ruleTypes: [any Rule.Type], comment: [String]? = nil) -> JSONValue {
        func strings(_ items: [String]) -> JSONValue { .array(items.map { .string($0) }) }
        func replaced(_ items: [String]) -> JSONValue { .object([("replace", strings(items))]) }
        var members: [(String, JSONValue)] = []
        if let comment { members.append(("$comment", strings(comment))) }
        members += [
            ("include", strings(include.map(\.pattern))),
            ("exclude", strings(exclude.map(\.pattern))),
            ("coordinators", replaced(coordinators.map(\.pattern))),
            ("containerTypes", replaced(containerTypes.map(\.pattern))),
            ("animatedHelpers", replaced(animatedHelpers)),
            ("navigationCallbacks", replaced(navigationCallbacks)),
            ("stateBoundaryWords", replaced(stateBoundaryWords)),
            ("launchFunctions", replaced(launchFunctions)),
        ]
        var rules: [(String, JSONValue)] = []
        for rule in ruleTypes {
            let id = rule.description.id
            let severity = self.severity(for: id, default: rule.description.defaultSeverity)
            var entry: [(String, JSONValue)] = [("severity", .string(severity?.rawValue ?? "off"))]
            entry += (ruleOptions[id] ?? Self.defaultOptions(of: rule)).jsonMembers
            rules.append((id.rawValue, .object(entry)))
        }
        members.append(("rules", .object(rules)))
        return .object(members)
    }

    static func defaultOptions<R: Rule>(of rule: R.Type) -> any RuleOptions { R.Options() }
}
