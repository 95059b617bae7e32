/// Turns the bytes of a `.rootlint.json` into a `Configuration`, validating
/// every key and value. The rule types are passed in (the rules live in a
/// target that depends on this one).
public struct ConfigurationLoader: Sendable {
    public static let fileName = ".rootlint.json"

    public let ruleTypes: [any Rule.Type]

    public init(ruleTypes: [any Rule.Type]) {
        self.ruleTypes = ruleTypes
    }

    public func load(bytes: [UInt8], sourcePath: String, baseDirectory: String) throws -> Configuration {
        let document: JSONNode
        do {
            document = try JSONParser.parse(bytes)
        } catch let error as JSONSyntaxError {
            throw ConfigurationError(keyPath: "", line: error.line, column: error.column, message: "invalid JSON: \(error.message)")
        }
        let file = try StrictJSONDecoder().decode(ConfigurationFile.self, from: document)
        var configuration = Configuration()
        configuration.sourcePath = sourcePath
        configuration.baseDirectory = baseDirectory
        configuration.include = (file.include ?? []).map { GlobPattern($0) }
        configuration.exclude = (file.exclude ?? []).map { GlobPattern($0) }
        if let setting = file.coordinators {
            configuration.coordinators = setting.applied(to: Configuration.defaultCoordinators.map(\.pattern)).map { NamePattern($0) }
        }
        if let setting = file.containerTypes {
            configuration.containerTypes = setting.applied(to: Configuration.defaultContainerTypes.map(\.pattern)).map { NamePattern($0) }
        }
        if let setting = file.animatedHelpers { configuration.animatedHelpers = setting.applied(to: []) }
        if let setting = file.navigationCallbacks {
            configuration.navigationCallbacks = setting.applied(to: Configuration.defaultNavigationCallbacks)
        }
        if let setting = file.stateBoundaryWords {
            configuration.stateBoundaryWords = setting.applied(to: Configuration.defaultStateBoundaryWords)
        }
        if let setting = file.launchFunctions {
            configuration.launchFunctions = setting.applied(to: Configuration.defaultLaunchFunctions)
        }
        for (id, node) in (file.rules ?? [:]).sorted(by: { $0.key < $1.key }) {
            try applyRuleEntry(id: id, node: node, document: document, to: &configuration)
        }
        return configuration
    }

    func applyRuleEntry(id: String, node: JSONNode, document: JSONNode, to configuration: inout Configuration) throws {
        guard let rule = ruleTypes.first(where: { $0.description.id.rawValue == id }) else {
            var message = "unknown rule"
            if let hint = EditDistance.closest(to: id, among: ruleTypes.map { $0.description.id.rawValue }) {
                message += " (did you mean \"\(hint)\"?)"
            }
            let position = keyPosition(of: id, in: document)
            throw ConfigurationError(keyPath: "rules.\(id)", line: position.line, column: position.column, message: message)
        }
        let ruleID = rule.description.id
        do {
            switch node.value {
            case .string:
                configuration.severityOverrides[ruleID] = try StrictJSONDecoder().decode(SeveritySetting.self, from: node).severity
            case .object:
                let entry = try Self.decodeEntry(rule, from: node)
                if let severity = entry.severity { configuration.severityOverrides[ruleID] = severity.severity }
                configuration.ruleOptions[ruleID] = entry.options
            default:
                throw ConfigurationError(keyPath: "", line: node.line, column: node.column,
                                         message: "expected \"off\", a severity or an object, found \(node.kindName)")
            }
        } catch var error as ConfigurationError {
            error.keyPath = error.keyPath.isEmpty ? "rules.\(id)" : "rules.\(id).\(error.keyPath)"
            throw error
        }
    }

    static func decodeEntry<R: Rule>(_ rule: R.Type, from node: JSONNode) throws -> (severity: SeveritySetting?, options: any RuleOptions) {
        let entry = try StrictJSONDecoder().decode(RuleEntry<R.Options>.self, from: node)
        return (entry.severity, entry.options)
    }

    func keyPosition(of ruleID: String, in document: JSONNode) -> (line: Int, column: Int) {
        guard case .object(let top) = document.value, let rules = top.first(where: { $0.key == "rules" }),
              case .object(let entries) = rules.value.value, let entry = entries.first(where: { $0.key == ruleID }) else {
            return (document.line, document.column)
        }
        return (entry.keyLine, entry.keyColumn)
    }
}
