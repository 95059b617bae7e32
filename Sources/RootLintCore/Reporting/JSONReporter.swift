import RootLintSyntax

/// The versioned JSON report (documented in the README). Fields may be added
/// in later versions; none are removed or renamed.
public struct JSONReporter: Reporter {
    public static let name = "json"
    public static let printsFixes = true
    public static let printsFingerprints = true
    static let formatVersion = 1

    public init() {}

    public func render(_ report: LintReport) -> String {
        String(decoding: renderBytes(report), as: UTF8.self)
    }

    /// Written finding by finding (see `JSONWriter`), in room for 2.5 KB
    /// each: a finding with a fix takes about 2 KB.
    public func renderBytes(_ report: LintReport) -> [UInt8] {
        JSONWriter.document(reserving: 2_560 * (report.diagnostics.count + 1), lineEnd: true) { json in
            json.beginObject()
            json.member("version", Self.formatVersion)
            json.key("tool")
            json.beginObject()
            json.member("name", ToolInfo.name)
            json.member("version", ToolInfo.version)
            json.endObject()
            json.key("diagnostics")
            json.beginArray()
            for index in report.diagnostics.indices {
                Self.write(report.diagnostics[index], fingerprint: report.fingerprint(at: index), to: &json)
            }
            json.endArray()
            // Files that could not be linted (unreadable, not UTF-8, a broken
            // configuration): the run exits 2 when there are any.
            json.key("errors")
            json.beginArray()
            for error in report.errors { json.value(Self.inputError(error)) }
            json.endArray()
            json.key("summary")
            json.beginObject()
            json.member("files", report.fileCount)
            json.member("errors", report.count(.error))
            json.member("warnings", report.count(.warning))
            json.member("infos", report.count(.info))
            json.endObject()
            json.endObject()
        }
    }

    static func write(_ d: Diagnostic, fingerprint: String, to json: inout JSONWriter) {
        json.beginObject()
        json.member("rule", d.rule.rawValue)
        json.member("severity", d.severity.rawValue)
        json.member("message", d.message)
        json.member("path", d.path)
        json.key("range")
        writeRange(d.range.start, d.range.end, to: &json)
        json.member("suggestion", d.suggestion)
        json.key("fix")
        if let fix = d.fix {
            write(fix, to: &json)
        } else {
            json.null()
        }
        json.key("related")
        json.beginArray()
        for location in d.related {
            json.beginObject()
            json.member("path", location.path)
            json.key("range")
            writeRange(location.range.start, location.range.end, to: &json)
            json.member("message", location.message)
            json.endObject()
        }
        json.endArray()
        json.member("fingerprint", fingerprint)
        json.endObject()
    }

    static func inputError(_ error: InputError) -> JSONValue {
        var members: [(String, JSONValue)] = [("path", .string(error.path)), ("message", .string(error.problem))]
        if let line = error.line {
            members.append(("position", .object([("line", .int(line)), ("column", error.column.map { .int($0) } ?? .null)])))
        }
        return .object(members)
    }

    static func writeRange(_ start: SourcePosition, _ end: SourcePosition, to json: inout JSONWriter) {
        json.beginObject()
        json.key("start")
        writePosition(start, to: &json)
        json.key("end")
        writePosition(end, to: &json)
        json.endObject()
    }

    static func writePosition(_ p: SourcePosition, to json: inout JSONWriter) {
        json.beginObject()
        json.member("line", p.line)
        json.member("column", p.column)
        json.member("offset", p.offset)
        json.key("utf16")
        json.beginObject()
        json.member("line", p.utf16Line)
        json.member("character", p.utf16Character)
        json.endObject()
        json.endObject()
    }

    static func write(_ fix: Fix, to json: inout JSONWriter) {
        json.beginObject()
        json.member("title", fix.title)
        json.member("applicability", fix.applicability.rawValue)
        json.key("edits")
        json.beginArray()
        for edit in fix.edits {
            json.beginObject()
            json.key("range")
            writeRange(edit.range.start, edit.range.end, to: &json)
            json.member("replacement", edit.replacement)
            json.endObject()
        }
        json.endArray()
        json.endObject()
    }
}
