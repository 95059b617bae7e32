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
    public static let printsFingerprints = true
    static let schemaURI = "https://docs.oasis-open.org/sarif/sarif/v2.1.0/errata01/os/schemas/sarif-schema-2.1.0.json"
    /// Where each rule's documentation lives; the anchor is the rule id
    /// (the heading of its section in Rules/README.md).
    static let helpBaseURI = "https://github.com/rootlint/rootlint/blob/main/Rules/README.md#"
    static let sourceRoot = "%SRCROOT%"
    static let fingerprintKey: StaticString = "rootlint/v1"

    let rules: [RuleDescription]
    /// Report paths become URIs relative to the repository's root
    /// (`%SRCROOT%`), which is what code scanning maps onto the repository.
    let paths: RepositoryPaths

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
        String(decoding: renderBytes(report), as: UTF8.self)
    }

    /// Results are written one by one (see `JSONWriter`); the rest of the
    /// log is small and fixed, and built as values.
    public func renderBytes(_ report: LintReport) -> [UInt8] {
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

        // About 2.2 KB a result with a fix, and the rules' documentation.
        return JSONWriter.document(reserving: 2_816 * report.diagnostics.count + 65_536, lineEnd: true) { json in
            json.beginObject()
            json.member("$schema", Self.schemaURI)
            json.member("version", "2.1.0")
            json.key("runs")
            json.beginArray()
            json.beginObject()
            json.key("tool")
            json.value(.object([("driver", driver)]))
            json.key("invocations")
            json.value(.array([.object(invocation)]))
            json.key("originalUriBaseIds")
            json.value(.object([(Self.sourceRoot, .object([("uri", .string(directoryURI))]))]))
            json.member("columnKind", "utf16CodeUnits")
            json.key("results")
            json.beginArray()
            for index in report.diagnostics.indices {
                let diagnostic = report.diagnostics[index]
                writeResult(diagnostic, fingerprint: report.fingerprint(at: index), ruleIndex: ruleIndex[diagnostic.rule], to: &json)
            }
            json.endArray()
            json.endObject()
            json.endArray()
            json.endObject()
        }
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

    func writeResult(_ d: Diagnostic, fingerprint: String, ruleIndex: Int?, to json: inout JSONWriter) {
        var text = d.message
        if !d.suggestion.isEmpty { text += "\nsuggestion: " + d.suggestion }
        json.beginObject()
        json.member("ruleId", d.rule.rawValue)
        // Omitted for a rule missing from `rules` rather than pointing at the wrong one.
        if let ruleIndex { json.member("ruleIndex", ruleIndex) }
        json.member("level", Self.level(d.severity))
        json.key("message")
        writeText(text, to: &json)
        json.key("locations")
        json.beginArray()
        json.beginObject()
        json.key("physicalLocation")
        writePhysicalLocation(d.path, d.range.start, d.range.end, to: &json)
        json.endObject()
        json.endArray()
        json.key("partialFingerprints")
        json.beginObject()
        json.member(Self.fingerprintKey, fingerprint)
        json.endObject()
        if !d.related.isEmpty {
            json.key("relatedLocations")
            json.beginArray()
            for (index, location) in d.related.enumerated() {
                json.beginObject()
                json.member("id", index + 1)
                json.key("physicalLocation")
                writePhysicalLocation(location.path, location.range.start, location.range.end, to: &json)
                json.key("message")
                writeText(location.message, to: &json)
                json.endObject()
            }
            json.endArray()
        }
        // SARIF requires at least one replacement per fix; a fix without
        // edits (a manual one) has nothing to apply and is left out.
        if let fix = d.fix, !fix.edits.isEmpty {
            json.key("fixes")
            json.beginArray()
            json.beginObject()
            json.key("description")
            writeText(fix.title, to: &json)
            json.key("artifactChanges")
            json.beginArray()
            json.beginObject()
            json.key("artifactLocation")
            writeArtifactLocation(d.path, to: &json)
            json.key("replacements")
            json.beginArray()
            for edit in fix.edits {
                json.beginObject()
                json.key("deletedRegion")
                Self.writeRegion(edit.range.start, edit.range.end, to: &json)
                json.key("insertedContent")
                writeText(edit.replacement, to: &json)
                json.endObject()
            }
            json.endArray()
            json.endObject()
            json.endArray()
            json.key("properties")
            json.beginObject()
            json.member("applicability", fix.applicability.rawValue)
            json.endObject()
            json.endObject()
            json.endArray()
        }
        json.endObject()
    }

    /// `{"text": …}`: SARIF's message and content objects.
    func writeText(_ text: String, to json: inout JSONWriter) {
        json.beginObject()
        json.member("text", text)
        json.endObject()
    }

    func writePhysicalLocation(_ path: String, _ start: SourcePosition, _ end: SourcePosition, to json: inout JSONWriter) {
        json.beginObject()
        json.key("artifactLocation")
        writeArtifactLocation(path, to: &json)
        json.key("region")
        Self.writeRegion(start, end, to: &json)
        json.endObject()
    }

    /// `endColumn` is exclusive in SARIF, like our `end`, so both ends map the same way.
    static func writeRegion(_ start: SourcePosition, _ end: SourcePosition, to json: inout JSONWriter) {
        json.beginObject()
        json.member("startLine", start.line)
        json.member("startColumn", start.utf16Character + 1)
        json.member("endLine", end.line)
        json.member("endColumn", end.utf16Character + 1)
        json.endObject()
    }

    // MARK: - URIs

    /// A report path as a SARIF artifact location: a file inside the
    /// repository is a reference relative to `%SRCROOT%` (its root), however
    /// the path was typed and wherever rootlint ran (code scanning only maps
    /// relative ones onto the repository); a file outside it is a `file:` URI
    /// with no base, as SARIF §3.4.4 requires of absolute URIs.
    func artifactLocation(_ path: String) -> JSONValue {
        let (uri, base) = artifactURI(path)
        return .object([("uri", .string(uri))] + (base.map { [("uriBaseId", .string($0))] } ?? []))
    }

    func writeArtifactLocation(_ path: String, to json: inout JSONWriter) {
        let (uri, base) = artifactURI(path)
        json.beginObject()
        json.member("uri", uri)
        if let base { json.member("uriBaseId", base) }
        json.endObject()
    }

    /// The URI, and its base when relative.
    func artifactURI(_ path: String) -> (uri: String, base: String?) {
        guard let relative = paths.relative(path) else { return ("file://" + Self.percentEncoded(paths.absolute(path)), nil) }
        return (Self.percentEncoded(relative), Self.sourceRoot)
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
