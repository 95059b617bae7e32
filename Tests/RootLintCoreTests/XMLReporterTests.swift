import Foundation
#if canImport(FoundationXML)
import FoundationXML
#endif
@testable import RootLintCore
@testable import RootLintSyntax
import Testing

/// Checkstyle and JUnit output parsed back with a real XML parser: it must
/// be well-formed, and every attribute and text must come back as written.
@Suite("XML reporters")
struct XMLReporterTests {
    struct Element: Equatable {
        var name: String
        var attributes: [String: String]
        var text: String
    }

    /// Collects every element in document order, with its attributes and
    /// its direct text, or the parser's error.
    final class Collector: NSObject, XMLParserDelegate {
        var elements: [Element] = []
        var open: [Int] = []

        func parser(_ parser: XMLParser, didStartElement name: String, namespaceURI: String?, qualifiedName: String?,
                    attributes: [String: String] = [:]) {
            open.append(elements.count)
            elements.append(Element(name: name, attributes: attributes, text: ""))
        }

        func parser(_ parser: XMLParser, didEndElement name: String, namespaceURI: String?, qualifiedName: String?) {
            open.removeLast()
        }

        func parser(_ parser: XMLParser, foundCharacters string: String) {
            if let last = open.last { elements[last].text += string }
        }
    }

    func parse(_ xml: String, sourceLocation: SourceLocation = #_sourceLocation) -> [Element] {
        let parser = XMLParser(data: Data(xml.utf8))
        let collector = Collector()
        parser.delegate = collector
        let ok = parser.parse()
        #expect(ok, "not well-formed: \(String(describing: parser.parserError))\n\(xml)", sourceLocation: sourceLocation)
        return collector.elements
    }

    /// A finding whose message and path hold everything XML cares about.
    static let hostile: LintReport = {
        let p = SourcePosition(line: 2, column: 3, offset: 10, utf16Character: 2)
        let d = reportedDiagnostic(
            rule: "unanimated_root_swap", severity: .warning,
            message: "a \"b\" 'c' <d> & e\tf\ng\r\nh\u{01}i\u{1B}j\u{7F}k ]]> \u{FFFF}",
            path: "Dir/<&> \"q\" 'x'.swift", start: p, end: p, suggestion: "", fix: nil, related: [], lineText: "")
        return LintReport(diagnostics: [d], files: ["Dir/<&> \"q\" 'x'.swift", "Z.swift"],
                          errors: [InputError(path: "Bad&.swift", problem: "not <valid>")])
    }()

    /// What survives: everything but the control characters XML 1.0 cannot
    /// carry (U+0001, ESC, U+FFFF); CR LF stays CR LF in attributes.
    static let expectedMessage = "a \"b\" 'c' <d> & e\tf\ng\r\nhij\u{7F}k ]]> "

    @Test func checkstyleIsWellFormedAndRoundTrips() {
        let elements = parse(CheckstyleReporter().render(Self.hostile))
        #expect(elements.map(\.name) == ["checkstyle", "file", "error"])
        #expect(elements[0].attributes["version"] == "4.3")
        #expect(elements[1].attributes["name"] == "Dir/<&> \"q\" 'x'.swift")
        #expect(elements[2].attributes == [
            "line": "2", "column": "3", "severity": "warning",
            "message": Self.expectedMessage, "source": "rootlint.unanimated_root_swap",
        ])
    }

    @Test func checkstyleGoldenReportParses() {
        let elements = parse(CheckstyleReporter().render(ReporterTests.report))
        // Only files with findings, sorted.
        #expect(elements.filter { $0.name == "file" }.map { $0.attributes["name"] ?? "" }
                == ["App/A.swift", "App/Odd, name: 100%.swift", "App/Settings \"Screen\".swift"])
        #expect(elements.filter { $0.name == "error" }.map { $0.attributes["severity"] ?? "" }
                == ["info", "error", "error", "warning"])
    }

    @Test func junitIsWellFormedAndRoundTrips() {
        let elements = parse(JUnitReporter().render(Self.hostile))
        #expect(elements.map(\.name) == ["testsuites", "testsuite", "testcase", "error", "testcase", "failure", "testcase"])
        #expect(elements[0].attributes == ["name": "rootlint", "tests": "3", "failures": "1", "errors": "1"])
        #expect(elements[2].attributes["name"] == "Bad&.swift")
        #expect(elements[3].attributes["message"] == "not <valid>")
        #expect(elements[4].attributes == ["classname": "rootlint", "name": "Dir/<&> \"q\" 'x'.swift"])
        #expect(elements[5].attributes == ["message": "1 finding", "type": "warning"])
        #expect(elements[5].text == "2:3: warning: \(Self.expectedMessage) [unanimated_root_swap]\n")
        #expect(elements[6].attributes["name"] == "Z.swift")
    }

    @Test func junitHasOneTestCasePerLintedFile() {
        let elements = parse(JUnitReporter().render(ReporterTests.report))
        let cases = elements.filter { $0.name == "testcase" }
        // 13 linted files plus the unreadable one.
        #expect(cases.count == 14)
        #expect(elements[0].attributes == ["name": "rootlint", "tests": "14", "failures": "3", "errors": "1"])
        let failures = elements.filter { $0.name == "failure" }
        #expect(failures.map { $0.attributes["type"] ?? "" } == ["error", "error", "warning"])
        #expect(failures.map { $0.attributes["message"] ?? "" } == ["2 findings", "1 finding", "1 finding"])
        #expect(!JUnitReporter().render(ReporterTests.report).contains("time="))
    }
}
