import RootLintSyntax

/// The versioned JSON report (documented in the README). Fields may be added
/// in later versions; none are removed or renamed.
public struct JSONReporter: Reporter {
    public static let name = "json"
    public static let printsFixes = true
    public static let formatVersion = 1

    public init() {}

    public func render(_ report: LintReport) -> String {
        document(report).serialized(lineEnd: true)
    }

    public func renderBytes(_ report: LintReport) -> [UInt8] {
        document(report).serializedBytes(lineEnd: true)
    }

    func document(_ report: LintReport) -> JSONValue {
        JSONValue.object([
            ("version", .int(Self.formatVersion)),
            ("tool", .object([("name", .string(ToolInfo.name)), ("version", .string(ToolInfo.version))])),
            ("diagnostics", .array(zip(report.diagnostics, report.fingerprints).map(Self.diagnostic))),
            // Files that could not be linted (unreadable, not UTF-8, a broken
            // configuration): the run exits 2 when there are any.
            ("errors", .array(report.errors.map(Self.inputError))),
            ("summary", .object([
                ("files", .int(report.fileCount)),
                ("errors", .int(report.count(.error))),
                ("warnings", .int(report.count(.warning))),
                ("infos", .int(report.count(.info))),
            ])),
        ])
    }

    static func diagnostic(_ d: Diagnostic, fingerprint: String) -> JSONValue {
        .object([
            ("rule", .string(d.rule.rawValue)),
            ("severity", .string(d.severity.rawValue)),
            ("message", .string(d.message)),
            ("path", .string(d.path)),
            ("range", range(d.range.start, d.range.end)),
            ("suggestion", .string(d.suggestion)),
            ("fix", d.fix.map(fix) ?? .null),
            ("related", .array(d.related.map { location in
                .object([("path", .string(location.path)), ("range", range(location.range.start, location.range.end)),
                         ("message", .string(location.message))])
            })),
            ("fingerprint", .string(fingerprint)),
        ])
    }

    static func inputError(_ error: InputError) -> JSONValue {
        var members: [(String, JSONValue)] = [("path", .string(error.path)), ("message", .string(error.problem))]
        if let line = error.line {
            members.append(("position", .object([("line", .int(line)), ("column", error.column.map { .int($0) } ?? .null)])))
        }
        return .object(members)
    }

    static func range(_ start: SourcePosition, _ end: SourcePosition) -> JSONValue {
        .object([("start", position(start)), ("end", position(end))])
    }

    static func position(_ p: SourcePosition) -> JSONValue {
        .object([
            ("line", .int(p.line)), ("column", .int(p.column)), ("offset", .int(p.offset)),
            ("utf16", .object([("line", .int(p.utf16Line)), ("character", .int(p.utf16Character))])),
        ])
    }

    static func fix(_ fix: Fix) -> JSONValue {
        .object([
            ("title", .string(fix.title)),
            ("applicability", .string(fix.applicability.rawValue)),
            ("edits", .array(fix.edits.map { edit in
                .object([("range", range(edit.range.start, edit.range.end)), ("replacement", .string(edit.replacement))])
            })),
        ])
    }
}
