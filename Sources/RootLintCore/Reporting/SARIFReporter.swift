import RootLintSyntax

/// SARIF 2.1.0, the format GitHub code scanning, Azure DevOps and most
/// security dashboards import. Validates against the OASIS schema
/// (`sarif-schema-2.1.0.json`).
///
/// One run. `tool.driver.rules` lists every rule rootlint ships, not only
/// those with findings, so a viewer can show the documentation of a rule and
/// results refer to it by `ruleIndex`. Locations are relative URIs under the
/// `%SRCROOT%` base (the repository's root, wherever rootlint ran), which is
/// what code scanning needs to map them onto the repository; columns are 1-based UTF-16 code
/// units (`columnKind: utf16CodeUnits`), as the spec's default and GitHub's
/// viewer count them. `partialFingerprints` carries `Fingerprint`, so code
/// scanning keeps tracking an alert when lines above it move.
public struct SARIFReporter: Reporter {
    public static let name = "sarif"
    public static let printsFixes = true
    static let schemaURI = "https://docs.oasis-open.org/sarif/sarif/v2.1.0/errata01/os/schemas/sarif-schema-2.1.0.json"
    /// Where each rule's documentation lives; the anchor is the rule id
    /// (the heading of its section in Rules/README.md).
    static let helpBaseURI = "https://github.com/rootlint/rootlint/blob/main/Rules/README.md#"
    static let sourceRoot = "%SRCROOT%"
    static let fingerprintKey = "rootlint/v1"

    public let rules: [RuleDescription]
    /// Report paths become URIs relative to the repository's root
    /// (`%SRCROOT%`), which is what code scanning maps onto the repository.
    public let paths: RepositoryPaths

    /// - Parameters:
    ///   - rules: every rule's description, in catalogue order
    ///     (`RuleCatalog.all.map { $0.description }`).
    ///   - paths: the repository's root and the run's working directory.
    public init(rules: [RuleDescription], paths: RepositoryPaths) {
        self.rules = rules
        self.paths = paths
    }

    /// Paths relative to `workingDirectory`, which is also the root.
    public init(rules: [RuleDescription], workingDirectory: String) {
        self.init(rules: rules, paths: RepositoryPaths(workingDirectory: workingDirectory))
    }

    public func render(_ report: LintReport) -> String {
        log(report).serialized(lineEnd: true)
    }

    public func renderBytes(_ report: LintReport) -> [UInt8] {
        log(report).serializedBytes(lineEnd: true)
    }

    func log(_ report: LintReport) -> JSONValue {
        var ruleIndex: [RuleID: Int] = [:]
        for (index, rule) in rules.enumerated() where ruleIndex[rule.id] == nil { ruleIndex[rule.id] = index }

        let driver = JSONValue.object([
            ("name", .string(ToolInfo.name)),
            ("version", .string(ToolInfo.version)),
            ("semanticVersion", .string(ToolInfo.version)),
            ("informationUri", .string(ToolInfo.informationURI)),
            ("rules", .array(rules.map(Self.reportingDescriptor))),
        ])
        let directoryURI = Self.directoryURI(paths.root)
        // An input error means the run exits 2: it did not succeed, and each
        // notification says which file has no results and why.
        var invocation: [(String, JSONValue)] = [("executionSuccessful", .bool(report.errors.isEmpty))]
        if !report.errors.isEmpty {
            invocation.append(("toolExecutionNotifications", .array(report.errors.map { error in
                var location: [(String, JSONValue)] = [("artifactLocation", artifactLocation(error.path))]
                if let line = error.line {
                    var region: [(String, JSONValue)] = [("startLine", .int(line))]
                    if let column = error.column { region.append(("startColumn", .int(column))) }
                    location.append(("region", .object(region)))
                }
                return .object([
                    ("locations", .array([.object([("physicalLocation", .object(location))])])),
                    ("message", .object([("text", .string(error.problem))])),
                    ("level", .string("error")),
                ])
            })))
        }
        invocation.append(("workingDirectory", .object([("uri", .string(Self.directoryURI(paths.workingDirectory)))])))

        let results = zip(report.diagnostics, report.fingerprints).map { diagnostic, fingerprint in
            result(diagnostic, fingerprint: fingerprint, ruleIndex: ruleIndex[diagnostic.rule])
        }
        let run = JSONValue.object([
            ("tool", .object([("driver", driver)])),
            ("invocations", .array([.object(invocation)])),
            ("originalUriBaseIds", .object([(Self.sourceRoot, .object([("uri", .string(directoryURI))]))])),
            ("columnKind", .string("utf16CodeUnits")),
            ("results", .array(results)),
        ])
        return JSONValue.object([
            ("$schema", .string(Self.schemaURI)),
            ("version", .string("2.1.0")),
            ("runs", .array([run])),
        ])
    }

    // MARK: - Rules

    static func reportingDescriptor(_ rule: RuleDescription) -> JSONValue {
        let helpText = "Why it matters: \(rule.whyItMatters)\n\nUse instead:\n\(rule.useInstead)"
        let helpMarkdown = "**Why it matters**\n\n\(rule.whyItMatters)\n\n**Use instead**\n\n```swift\n\(rule.useInstead)\n```"
        return .object([
            ("id", .string(rule.id.rawValue)),
            ("name", .string(pascalCase(rule.id.rawValue))),
            ("shortDescription", .object([("text", .string(rule.summary))])),
            ("fullDescription", .object([("text", .string(rule.whatItDoes))])),
            ("defaultConfiguration", .object([("level", .string(level(rule.defaultSeverity)))])),
            ("helpUri", .string(helpBaseURI + rule.id.rawValue)),
            ("help", .object([("text", .string(helpText)), ("markdown", .string(helpMarkdown))])),
        ])
    }

    /// SARIF §3.49.7 recommends a PascalCase `name` that reads as an
    /// identifier: `unanimated_root_swap` → `UnanimatedRootSwap`.
    static func pascalCase(_ id: String) -> String {
        id.split(separator: "_").map { $0.prefix(1).uppercased() + $0.dropFirst() }.joined()
    }

    static func level(_ severity: Severity) -> String {
        switch severity {
        case .error: return "error"
        case .warning: return "warning"
        case .info: return "note"
        }
    }

    // MARK: - Results

    func result(_ d: Diagnostic, fingerprint: String, ruleIndex: Int?) -> JSONValue {
        var text = d.message
        if !d.suggestion.isEmpty { text += "\nsuggestion: " + d.suggestion }
        var members: [(String, JSONValue)] = [("ruleId", .string(d.rule.rawValue))]
        // Omitted for a rule missing from `rules` rather than pointing at the wrong one.
        if let ruleIndex { members.append(("ruleIndex", .int(ruleIndex))) }
        members += [
            ("level", .string(Self.level(d.severity))),
            ("message", .object([("text", .string(text))])),
            ("locations", .array([.object([("physicalLocation", physicalLocation(d.path, d.range.start, d.range.end))])])),
            ("partialFingerprints", .object([(Self.fingerprintKey, .string(fingerprint))])),
        ]
        if !d.related.isEmpty {
            members.append(("relatedLocations", .array(d.related.enumerated().map { index, location in
                .object([
                    ("id", .int(index + 1)),
                    ("physicalLocation", physicalLocation(location.path, location.range.start, location.range.end)),
                    ("message", .object([("text", .string(location.message))])),
                ])
            })))
        }
        // SARIF requires at least one replacement per fix; a fix without
        // edits (a manual one) has nothing to apply and is left out.
        if let fix = d.fix, !fix.edits.isEmpty {
            members.append(("fixes", .array([.object([
                ("description", .object([("text", .string(fix.title))])),
                ("artifactChanges", .array([.object([
                    ("artifactLocation", artifactLocation(d.path)),
                    ("replacements", .array(fix.edits.map { edit in
                        .object([
                            ("deletedRegion", Self.region(edit.range.start, edit.range.end)),
                            ("insertedContent", .object([("text", .string(edit.replacement))])),
                        ])
                    })),
                ])])),
                ("properties", .object([("applicability", .string(fix.applicability.rawValue))])),
            ])])))
        }
        return .object(members)
    }

    func physicalLocation(_ path: String, _ start: SourcePosition, _ end: SourcePosition) -> JSONValue {
        .object([("artifactLocation", artifactLocation(path)), ("region", Self.region(start, end))])
    }

    /// `endColumn` is exclusive in SARIF, like our `end`, so both ends map the same way.
    static func region(_ start: SourcePosition, _ end: SourcePosition) -> JSONValue {
        .object([
            ("startLine", .int(start.line)),
            ("startColumn", .int(start.utf16Character + 1)),
            ("endLine", .int(end.line)),
            ("endColumn", .int(end.utf16Character + 1)),
        ])
    }

    // MARK: - URIs

    /// A report path as a SARIF artifact location: a file inside the
    /// repository is a reference relative to `%SRCROOT%` (its root), however
    /// the path was typed and wherever rootlint ran (code scanning only maps
    /// relative ones onto the repository); a file outside it is a `file:` URI
    /// with no base, as SARIF §3.4.4 requires of absolute URIs.
    func artifactLocation(_ path: String) -> JSONValue {
        guard let relative = paths.relative(path) else {
            return .object([("uri", .string("file://" + Self.percentEncoded(paths.absolute(path))))])
        }
        return .object([("uri", .string(Self.percentEncoded(relative))), ("uriBaseId", .string(Self.sourceRoot))])
    }

    /// `file:///…/`: the trailing slash matters, as a base URI without one
    /// would resolve `App/A.swift` against the directory's parent.
    static func directoryURI(_ path: String) -> String {
        let encoded = percentEncoded(path)
        return "file://" + (encoded.hasPrefix("/") ? "" : "/") + encoded + (encoded.hasSuffix("/") ? "" : "/")
    }

    /// Percent-encodes everything but RFC 3986 unreserved characters and
    /// `/`, byte by byte in UTF-8. Stricter than needed (sub-delimiters
    /// would be legal), but it can never produce a reference that parses as
    /// a scheme (`a:b`), a query (`?`) or a fragment (`#`).
    static func percentEncoded(_ path: String) -> String {
        let hex = Array("0123456789ABCDEF".utf8)
        var bytes: [UInt8] = []
        bytes.reserveCapacity(path.utf8.count)
        for byte in path.utf8 {
            switch byte {
            case UInt8(ascii: "A")...UInt8(ascii: "Z"), UInt8(ascii: "a")...UInt8(ascii: "z"),
                 UInt8(ascii: "0")...UInt8(ascii: "9"), UInt8(ascii: "-"), UInt8(ascii: "."),
                 UInt8(ascii: "_"), UInt8(ascii: "~"), UInt8(ascii: "/"):
                bytes.append(byte)
            default:
                bytes += [UInt8(ascii: "%"), hex[Int(byte >> 4)], hex[Int(byte & 0xF)]]
            }
        }
        return String(decoding: bytes, as: UTF8.self)
    }
}
