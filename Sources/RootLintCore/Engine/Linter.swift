import RootLintSyntax
#if canImport(Glibc)
import Glibc
#elseif canImport(Darwin)
import Darwin
#elseif canImport(Musl)
import Musl
#endif

/// What linting one file produced.
public struct FileOutcome: Sendable {
    public var path: String
    public var diagnostics: [ReportedDiagnostic]
    /// Set when the file could not be linted; reported on stderr, exit 2.
    public var error: InputError?
    /// Whether the file went through the lexer (false when the prefilter
    /// showed it cannot contain anything a rule looks at).
    public var analysed: Bool

    public init(path: String, diagnostics: [ReportedDiagnostic] = [], error: InputError? = nil, analysed: Bool = false) {
        self.path = path
        self.diagnostics = diagnostics
        self.error = error
        self.analysed = analysed
    }
}

/// Lints one file: validate, prefilter, lex, scope, extract facts, run the
/// enabled rules, apply suppression, resolve positions. Pure and thread-safe:
/// the runner calls it from many threads at once.
public struct Linter: Sendable {
    public let rules: [any Rule]
    public let configuration: Configuration
    /// Skip files that contain none of the words any enabled rule needs.
    public var usePrefilter: Bool

    public init(rules: [any Rule], configuration: Configuration = .default, usePrefilter: Bool = true) {
        self.configuration = configuration
        self.usePrefilter = usePrefilter
        self.rules = rules.filter { configuration.severity(for: $0.id, default: $0.description.defaultSeverity) != nil }
    }

    /// Words without which no rule can fire, nor a suppression comment matter.
    /// Every current rule is about `rootViewController` writes.
    static let prefilterWords: [ByteSearch] = [ByteSearch("ootViewController"), ByteSearch("rootlint:")]

    public func lint(path: String, bytes: [UInt8]) -> FileOutcome {
        if let problem = Self.encodingProblem(bytes) {
            return FileOutcome(path: path, error: InputError(path: path, problem: problem))
        }
        if usePrefilter, !Self.mayMatter(bytes) {
            return FileOutcome(path: path)
        }
        let file = SourceFile(path: path, bytes: bytes)
        return lint(file)
    }

    public func lint(_ file: SourceFile) -> FileOutcome {
        let facts = FileFacts.extract(from: file, configuration: configuration)
        let context = RuleContext(file: file, facts: facts, configuration: configuration)
        var diagnostics: [Diagnostic] = []
        for rule in rules {
            guard let severity = configuration.severity(for: rule.id, default: rule.description.defaultSeverity) else { continue }
            for var diagnostic in rule.check(context) {
                diagnostic.severity = severity
                diagnostics.append(diagnostic)
            }
        }
        guard !diagnostics.isEmpty else { return FileOutcome(path: file.path, analysed: true) }
        let sourceMap = file.makeSourceMap()
        let suppressions = SuppressionMap(file: file, sourceMap: sourceMap)
        var reported: [ReportedDiagnostic] = []
        for diagnostic in diagnostics {
            let start = sourceMap.position(of: diagnostic.range.start)
            if suppressions.suppressor(of: diagnostic.rule, onLine: start.line) != nil { continue }
            let related = diagnostic.related.map { location in
                ReportedLocation(path: location.path, start: sourceMap.position(of: location.range.start),
                                 end: sourceMap.position(of: location.range.end), message: location.message)
            }
            reported.append(ReportedDiagnostic(
                rule: diagnostic.rule, severity: diagnostic.severity, message: diagnostic.message, path: file.path,
                start: start, end: sourceMap.position(of: diagnostic.range.end), suggestion: diagnostic.suggestion,
                fix: diagnostic.fix, related: related, lineText: String(sourceMap.lineText(start.line))))
        }
        reported.sort(by: ReportedDiagnostic.reportOrder)
        return FileOutcome(path: file.path, diagnostics: reported, analysed: true)
    }

    /// Invalid UTF-8 or a NUL byte (a binary file), described with its position.
    public static func encodingProblem(_ bytes: [UInt8]) -> String? {
        let invalid: Int? = bytes.withUnsafeBufferPointer { UTF8Decoding.firstInvalidOffset($0) }
        if let invalid {
            let position = SourceMap(bytes: bytes).position(of: invalid)
            return "not valid UTF-8 (byte 0x\(String(bytes[invalid], radix: 16, uppercase: true)) at line \(position.line), column \(position.column)); file skipped"
        }
        if let nul = bytes.withUnsafeBufferPointer({ buffer in
            buffer.baseAddress.flatMap { memchr($0, 0, buffer.count) }.map { UnsafeRawPointer($0) - UnsafeRawPointer(buffer.baseAddress!) }
        }) {
            let position = SourceMap(bytes: bytes).position(of: nul)
            return "contains a NUL byte at line \(position.line), column \(position.column), so it is not Swift source; file skipped"
        }
        return nil
    }

    /// Whether any prefilter word occurs in the bytes.
    public static func mayMatter(_ bytes: [UInt8]) -> Bool {
        bytes.withUnsafeBufferPointer { buffer in prefilterWords.contains { $0.occurs(in: buffer) } }
    }
}
