import RootLintSyntax

/// JUnit XML, for CI systems that only show test results (GitLab merge
/// request widgets, Jenkins, Azure Pipelines, Buildkite). Each linted file is
/// one test case, so a clean file shows up as a passing test and the totals
/// read "12 tests, 2 failed" rather than listing only problems:
///
///     <testsuites name="rootlint" tests="12" failures="2" errors="0">
///       <testsuite name="rootlint" tests="12" failures="2" errors="0" skipped="0">
///         <testcase classname="rootlint" name="App/A.swift">
///           <failure message="2 findings" type="error">3:5: error: … [rule_id]
///     …</failure>
///         </testcase>
///         <testcase classname="rootlint" name="App/B.swift"/>
///
/// Any finding fails its file, info included: a JUnit consumer has no
/// "passed with notes", and hiding info findings would make the format
/// disagree with every other reporter. A file that could not be read is a
/// test case with an `<error>`, JUnit's word for "could not run", so an
/// unreadable file cannot pass silently. No timestamps or durations: the
/// output is a pure function of the report.
public struct JUnitReporter: Reporter {
    public static let name = "junit"

    public init() {}

    public func render(_ report: LintReport) -> String {
        var findings: [String: [Diagnostic]] = [:]
        for diagnostic in report.diagnostics { findings[diagnostic.path, default: []].append(diagnostic) }
        var inputErrors: [String: [InputError]] = [:]
        for error in report.errors { inputErrors[error.path, default: []].append(error) }
        // Every linted file, plus any path a finding or an input error names
        // that is not among them, so no problem is dropped.
        let paths = Set(report.files).union(findings.keys).union(inputErrors.keys)
            .sorted(by: String.bytewiseLess)
        let failures = paths.lazy.filter { findings[$0] != nil }.count
        let errors = paths.lazy.filter { inputErrors[$0] != nil }.count
        let counts = "tests=\"\(paths.count)\" failures=\"\(failures)\" errors=\"\(errors)\""

        var out = "<?xml version=\"1.0\" encoding=\"UTF-8\"?>\n"
        out += "<testsuites name=\"rootlint\" \(counts)>\n"
        out += "  <testsuite name=\"rootlint\" \(counts) skipped=\"0\">\n"
        for path in paths {
            let open = "    <testcase classname=\"rootlint\" name=\"\(XMLEscaping.attribute(path))\""
            let fileFindings = findings[path] ?? []
            let fileErrors = inputErrors[path] ?? []
            if fileFindings.isEmpty && fileErrors.isEmpty {
                out += open + "/>\n"
                continue
            }
            out += open + ">\n"
            for error in fileErrors {
                out += "      <error message=\"\(XMLEscaping.attribute(error.problem))\" type=\"input error\"/>\n"
            }
            if !fileFindings.isEmpty {
                out += Self.failure(fileFindings)
            }
            out += "    </testcase>\n"
        }
        out += "  </testsuite>\n"
        out += "</testsuites>\n"
        return out
    }

    /// One `<failure>` for all of a file's findings: JUnit consumers show
    /// the first failure of a test case prominently and may hide the rest.
    static func failure(_ findings: [Diagnostic]) -> String {
        let highest = findings.map(\.severity).max() ?? .info
        let message = findings.count == 1 ? "1 finding" : "\(findings.count) findings"
        var body = ""
        for finding in findings {
            body += "\(finding.range.start.line):\(finding.range.start.column): \(finding.severity.rawValue): "
            body += "\(finding.message) [\(finding.rule)]\n"
        }
        return "      <failure message=\"\(message)\" type=\"\(highest.rawValue)\">\(XMLEscaping.text(body))</failure>\n"
    }
}
