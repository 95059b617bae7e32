/// Everything a rule says about itself: identity, default severity, the
/// documentation `rootlint rules` prints, and the examples the generic rule
/// test runs. Documentation headings follow ruff: what it does, why it
/// matters, example, use instead, fix safety.
///
/// A class (immutable, so still a value in all but name): rules read
/// `Self.description.id` for every finding, and as a struct each read
/// copied the documentation and examples' references, a dozen retains.
public final class RuleDescription: Sendable {
    public let id: RuleID
    public let name: String
    public let defaultSeverity: Severity
    /// One line for listings.
    public let summary: String
    public let whatItDoes: String
    public let whyItMatters: String
    /// A misuse, as code.
    public let example: String
    /// The correct pattern, as code.
    public let useInstead: String
    public let fixSafety: String
    /// Whether the rule attaches mechanical fixes (safe or unsafe) to its findings.
    public let isFixable: Bool
    /// Each marks every expected finding's start with `↓`.
    public let triggeringExamples: [Example]
    public let nonTriggeringExamples: [Example]
    /// What the fix makes of samples; empty for a rule without one.
    let corrections: [Correction]

    public init(id: RuleID, name: String, defaultSeverity: Severity, summary: String, whatItDoes: String,
                whyItMatters: String, example: String, useInstead: String,
                fixSafety: String = "No automatic fix: the right change depends on the app's structure.",
                isFixable: Bool = false,
                triggeringExamples: [Example], nonTriggeringExamples: [Example], corrections: [Correction] = []) {
        self.id = id
        self.name = name
        self.defaultSeverity = defaultSeverity
        self.summary = summary
        self.whatItDoes = whatItDoes
        self.whyItMatters = whyItMatters
        self.example = example
        self.useInstead = useInstead
        self.fixSafety = fixSafety
        self.isFixable = isFixable
        self.triggeringExamples = triggeringExamples
        self.nonTriggeringExamples = nonTriggeringExamples
        self.corrections = corrections
    }
}

/// A code sample for a rule, remembering where it is written so a failing
/// example points into the rule file.
public struct Example: Sendable {
    /// The marker for an expected finding's start position.
    static let marker: Character = "↓"

    public let code: String
    /// The path the example is linted as (test-path exemptions depend on it).
    public let path: String
    public let file: StaticString
    public let line: UInt

    public init(_ code: String, path: String = "App/Example.swift", file: StaticString = #filePath, line: UInt = #line) {
        self.code = code
        self.path = path
        self.file = file
        self.line = line
    }

    /// The code with markers removed, and the byte offsets where they were.
    public var withoutMarkers: (code: String, offsets: [Int]) {
        var offsets: [Int] = []
        var bytes: [UInt8] = []
        let markerBytes = Array(String(Example.marker).utf8)
        let source = Array(code.utf8)
        var i = 0
        while i < source.count {
            if i + markerBytes.count <= source.count, Array(source[i..<(i + markerBytes.count)]) == markerBytes {
                offsets.append(bytes.count)
                i += markerBytes.count
            } else {
                bytes.append(source[i])
                i += 1
            }
        }
        return (String(decoding: bytes, as: UTF8.self), offsets)
    }
}
