/// Turns the bytes of a `.rootlint.json` into a `Configuration`, validating
/// every key and value. The rule types are passed in (the rules live in a
/// target that depends on this one).
public struct ConfigurationLoader: Sendable {
    public static let fileName = ".rootlint.json"

    let ruleTypes: [any Rule.Type]

    public init(ruleTypes: [any Rule.Type]) {
        self.ruleTypes = ruleTypes
    }

    /// The keys `.rootlint.json` accepts (`$`-prefixed keys are comments).
    static let keys = ["include", "exclude", "coordinators", "containerTypes", "animatedHelpers", "navigationCallbacks",
                       "stateBoundaryWords", "launchFunctions", "rules"]

    /// Loads one file on top of `parent` (the file it refines, or the
    /// defaults): what it does not set is inherited, list settings add to
    /// the parent's lists (or replace them), rule entries override the
    /// parent's entry for that rule. Every problem of the file is reported,
    /// each with its position, in one `ConfigurationErrors`.
    public func load(bytes: [UInt8], sourcePath: String, baseDirectory: String, parent: Configuration = .default) throws -> Configuration {
        let document: JSONNode
        do {
            document = try JSONParser.parse(bytes)
        } catch let error as JSONSyntaxError {
            throw ConfigurationErrors([ConfigurationError(keyPath: "", line: error.line, column: error.column,
                                                          message: "invalid JSON: \(error.message)")])
        }
        guard case .object(let members) = document.value else {
            throw ConfigurationErrors([ConfigurationError(keyPath: "", line: document.line, column: document.column,
                                                          message: "expected an object, found \(document.kindName)")])
        }
        var errors: [ConfigurationError] = []
        for member in members where !member.key.hasPrefix("$") && !Self.keys.contains(member.key) {
            var message = "unknown key"
            if let hint = EditDistance.closest(to: member.key, among: Self.keys) { message += " (did you mean \"\(hint)\"?)" }
            errors.append(ConfigurationError(keyPath: member.key, line: member.keyLine, column: member.keyColumn, message: message))
        }
        // Each key on its own, so that one bad value does not hide the next.
        func value<T: Decodable>(_ key: String, as type: T.Type) -> T? {
            guard let member = members.first(where: { $0.key == key }), member.value.value != .null else { return nil }
            switch StrictJSONDecoder().decodeReportingAll(T.self, from: member.value) {
            case .success(let value): return value
            case .failure(let failure):
                errors += failure.errors.map { $0.under(key) }
                return nil
            }
        }
        var configuration = parent
        configuration.projectSource = parent.sourcePath == nil ? nil : parent.projectKey
        configuration.inheritedFilters = parent.inheritedFilters + (parent.ownFilter.map { [$0] } ?? [])
        configuration.sourcePath = sourcePath
        configuration.baseDirectory = baseDirectory
        configuration.include = (value("include", as: [String].self) ?? []).map { GlobPattern($0) }
        configuration.exclude = (value("exclude", as: [String].self) ?? []).map { GlobPattern($0) }
        if let setting = value("coordinators", as: ListSetting.self) {
            configuration.coordinators = setting.applied(to: parent.coordinators.map(\.pattern)).map { NamePattern($0) }
        }
        if let setting = value("containerTypes", as: ListSetting.self) {
            configuration.containerTypes = setting.applied(to: parent.containerTypes.map(\.pattern)).map { NamePattern($0) }
        }
        if let setting = value("animatedHelpers", as: ListSetting.self) {
            configuration.animatedHelpers = setting.applied(to: parent.animatedHelpers)
        }
        if let setting = value("navigationCallbacks", as: ListSetting.self) {
            configuration.navigationCallbacks = setting.applied(to: parent.navigationCallbacks)
        }
        if let setting = value("stateBoundaryWords", as: ListSetting.self) {
            configuration.stateBoundaryWords = setting.applied(to: parent.stateBoundaryWords)
        }
        if let setting = value("launchFunctions", as: ListSetting.self) {
            configuration.launchFunctions = setting.applied(to: parent.launchFunctions)
        }
        if let rules = members.first(where: { $0.key == "rules" })?.value, rules.value != .null {
            if case .object(let entries) = rules.value {
                for entry in entries.sorted(by: { $0.key < $1.key }) {
                    do {
                        try applyRuleEntry(id: entry.key, keyLine: entry.keyLine, keyColumn: entry.keyColumn, node: entry.value,
                                           to: &configuration)
                    } catch let failure as ConfigurationErrors {
                        errors += failure.errors
                    }
                }
            } else {
                errors.append(ConfigurationError(keyPath: "rules", line: rules.line, column: rules.column,
                                                 message: "expected an object, found \(rules.kindName)"))
            }
        }
        guard errors.isEmpty else {
            throw ConfigurationErrors(errors.sorted { ($0.line, $0.column) < ($1.line, $1.column) })
        }
        return configuration
    }

    func applyRuleEntry(id: String, keyLine: Int, keyColumn: Int, node: JSONNode, to configuration: inout Configuration) throws {
        guard let rule = ruleTypes.first(where: { $0.description.id.rawValue == id }) else {
            var message = "unknown rule"
            if let hint = EditDistance.closest(to: id, among: ruleTypes.map { $0.description.id.rawValue }) {
                message += " (did you mean \"\(hint)\"?)"
            }
            throw ConfigurationErrors([ConfigurationError(keyPath: "rules.\(id)", line: keyLine, column: keyColumn, message: message)])
        }
        let ruleID = rule.description.id
        let key = "rules.\(id)"
        switch node.value {
        case .string:
            switch StrictJSONDecoder().decodeReportingAll(SeveritySetting.self, from: node) {
            case .success(let setting): configuration.severityOverrides[ruleID] = setting.severity
            case .failure(let failure): throw ConfigurationErrors(failure.errors.map { $0.under(key) })
            }
        case .object:
            switch Self.decodeEntry(rule, from: node) {
            case .success(let entry):
                if let severity = entry.severity { configuration.severityOverrides[ruleID] = severity.severity }
                configuration.ruleOptions[ruleID] = entry.options
            case .failure(let failure):
                throw ConfigurationErrors(failure.errors.map { $0.under(key) })
            }
        default:
            throw ConfigurationErrors([ConfigurationError(keyPath: key, line: node.line, column: node.column,
                                                          message: "expected \"off\", a severity or an object, found \(node.kindName)")])
        }
    }

    static func decodeEntry<R: Rule>(_ rule: R.Type, from node: JSONNode)
        -> Result<(severity: SeveritySetting?, options: any RuleOptions), ConfigurationErrors> {
        StrictJSONDecoder().decodeReportingAll(RuleEntry<R.Options>.self, from: node).map { ($0.severity, $0.options as any RuleOptions) }
    }
}
