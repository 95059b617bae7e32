/// The value types of `.rootlint.json` (the keys are in
/// `ConfigurationLoader.keys`; each is decoded on its own, strictly).

/// A list-valued setting: an array adds to the defaults; `{"replace": […]}`
/// replaces them; `{"add": […]}` is the explicit form of adding.
enum ListSetting: Decodable, Equatable {
    case add([String])
    case replace([String])

    enum CodingKeys: String, CodingKey { case add, replace }

    init(from decoder: Decoder) throws {
        if let array = try? decoder.unkeyedContainer() {
            var array = array
            var items: [String] = []
            while !array.isAtEnd { items.append(try array.decode(String.self)) }
            self = .add(items)
            return
        }
        let container = try decoder.container(keyedBy: CodingKeys.self)
        let add = try container.decodeIfPresent([String].self, forKey: .add)
        let replace = try container.decodeIfPresent([String].self, forKey: .replace)
        switch (add, replace) {
        case let (add?, nil): self = .add(add)
        case let (nil, replace?): self = .replace(replace)
        case (nil, nil):
            throw DecodingError.dataCorrupted(.init(codingPath: decoder.codingPath,
                                                    debugDescription: "expected an array, {\"add\": […]} or {\"replace\": […]}"))
        case (_?, _?):
            throw DecodingError.dataCorrupted(.init(codingPath: decoder.codingPath,
                                                    debugDescription: "use either \"add\" or \"replace\", not both"))
        }
    }

    func applied(to defaults: [String]) -> [String] {
        switch self {
        case .add(let items):
            // A set beside the list: `contains` on the list made 50,000 entries quadratic.
            var result = defaults
            var present = Set(defaults)
            for item in items where present.insert(item).inserted { result.append(item) }
            return result
        case .replace(let items):
            return items
        }
    }
}

extension JSONNode: Decodable {
    /// Keeps the raw node (for rule entries, decoded later with the rule's own type).
    public init(from decoder: Decoder) throws {
        guard let decoder = decoder as? NodeDecoder else {
            throw DecodingError.dataCorrupted(.init(codingPath: decoder.codingPath, debugDescription: "raw JSON needs the strict decoder"))
        }
        self = decoder.node
    }
}

/// `"off"`, `"error"`, `"warning"` or `"info"`.
struct SeveritySetting: Decodable, Equatable {
    var severity: Severity?

    init(from decoder: Decoder) throws {
        let text = try decoder.singleValueContainer().decode(String.self)
        if text == "off" {
            severity = nil
        } else if let severity = Severity(rawValue: text) {
            self.severity = severity
        } else {
            let allowed = ["off", "error", "warning", "info"]
            var message = "invalid severity \"\(text)\" (expected one of \(allowed.joined(separator: ", ")))"
            if let hint = EditDistance.closest(to: text, among: allowed) { message = "invalid severity \"\(text)\" (did you mean \"\(hint)\"?)" }
            throw DecodingError.dataCorrupted(.init(codingPath: decoder.codingPath, debugDescription: message))
        }
    }
}

/// A rule entry given as an object: an optional severity plus the rule's options.
struct RuleEntry<Options: RuleOptions>: Decodable {
    var severity: SeveritySetting?
    var options: Options

    enum CodingKeys: String, CodingKey { case severity }

    init(from decoder: Decoder) throws {
        let container = try decoder.container(keyedBy: CodingKeys.self)
        severity = try container.decodeIfPresent(SeveritySetting.self, forKey: .severity)
        options = try Options(from: decoder)
    }
}
