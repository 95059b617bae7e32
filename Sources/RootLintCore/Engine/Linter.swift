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
    /// Where this file switches the root, for project rules.
    public var switchSites: [SwitchSite]
    /// The file's `rootlint:` comments, and which of them suppressed something.
    public var suppressions: SuppressionMap
    public var usedDirectives: Set<Int>
    /// Positions of the directives (same order), for reporting unused ones.
    public var directiveLocations: [(start: SourcePosition, end: SourcePosition, lineText: String)]

    public init(path: String, diagnostics: [ReportedDiagnostic] = [], error: InputError? = nil, analysed: Bool = false) {
        self.path = path
        self.diagnostics = diagnostics
        self.error = error
        self.analysed = analysed
        switchSites = []
        suppressions = SuppressionMap(directives: [])
        usedDirectives = []
        directiveLocations = []
    }
}

/// Lints one file: validate, prefilter, lex, scope, extract facts, run the
/// enabled rules, apply suppression, resolve positions. Pure and thread-safe:
/// the runner calls it from many threads at once. Project rules and unused
/// suppressions are settled afterwards by `ProjectLinter.finish`.
public struct Linter: Sendable {
    public let rules: [any Rule]
    public let configuration: Configuration
    /// Skip files that contain none of the words any enabled rule needs.
    public var usePrefilter: Bool
    /// Facts joined from every file of the run.
    public var project: ProjectFacts
    /// Any group matching (all its words present) means the file may matter:
    /// the rules' own words, and calls of the project's animated helpers.
    public let staticPrefilter: Prefilter
    let helperPrefilter: Prefilter
    /// The enabled rules with the severity they report at, resolved once:
    /// a rule's description is a large value, not to be copied per file.
    let enabled: [(rule: any Rule, severity: Severity)]
    /// Each enabled rule's trigger groups (same order), so a rule whose words
    /// a file lacks is not even asked: the prefilter passes a file for any
    /// rule, and most rules then have nothing to look at.
    let ruleFilters: PrefilterSet

    public init(rules: [any Rule], configuration: Configuration = .default, usePrefilter: Bool = true,
                project: ProjectFacts = .empty) {
        self.configuration = configuration
        self.usePrefilter = usePrefilter
        self.project = project
        var enabled: [(rule: any Rule, severity: Severity)] = []
        for rule in rules {
            if let severity = configuration.severity(for: rule.id, default: rule.description.defaultSeverity) {
                enabled.append((rule, severity))
            }
        }
        self.enabled = enabled
        self.rules = enabled.map(\.rule)
        let helperGroups = project.animatedHelpers.union(configuration.animatedHelpers).filter { !$0.isEmpty }.map { [$0 + "("] }
        ruleFilters = PrefilterSet(enabled.map { entry in
            let triggers = type(of: entry.rule).triggers
            // Rules about root writes also care about calls of animated helpers.
            return triggers == RuleTriggers.rootWrite ? triggers + helperGroups : triggers
        })
        staticPrefilter = Linter.staticPrefilter(rules: self.rules)
        // A call of an animated helper is a switch site whatever the helper is called.
        helperPrefilter = Prefilter(groups: project.animatedHelpers.union(configuration.animatedHelpers)
            .filter { !$0.isEmpty }.map { [$0 + "("] })
    }

    public func lint(path: String, bytes: [UInt8]) -> FileOutcome {
        if let problem = Self.encodingProblem(bytes) {
            return FileOutcome(path: path, error: InputError(path: path, problem: problem))
        }
        if usePrefilter, !mayMatter(bytes) {
            return FileOutcome(path: path)
        }
        let file = SourceFile(path: path, bytes: bytes)
        return lint(file)
    }

    public func lint(_ file: SourceFile) -> FileOutcome {
        let facts = FileFacts.extract(from: file, configuration: configuration, project: project)
        let context = RuleContext(file: file, facts: facts, configuration: configuration, project: project)
        var diagnostics: [Diagnostic] = []
        let applies = file.bytes.withUnsafeBufferPointer { ruleFilters.evaluate($0) }
        for ((rule, severity), applies) in zip(enabled, applies) where applies || !usePrefilter {
            for var diagnostic in rule.check(context) {
                diagnostic.severity = severity
                diagnostics.append(diagnostic)
            }
        }
        let sites = SwitchSite.sites(in: context)
        var outcome = FileOutcome(path: file.path, analysed: true)
        let hasDirectives = Self.mayHaveDirectives(file.bytes)
        guard !diagnostics.isEmpty || !sites.isEmpty || hasDirectives else { return outcome }
        let sourceMap = file.makeSourceMap()
        let suppressions = hasDirectives ? SuppressionMap(file: file, sourceMap: sourceMap) : SuppressionMap(directives: [])
        func line(_ position: SourcePosition) -> String { String(sourceMap.lineText(position.line)) }
        var used: Set<Int> = []
        var reported: [ReportedDiagnostic] = []
        for diagnostic in diagnostics {
            let start = sourceMap.position(of: diagnostic.range.start)
            if let directive = suppressions.suppressor(of: diagnostic.rule, onLine: start.line) {
                used.insert(directive)
                continue
            }
            let related = diagnostic.related.map { location in
                ReportedLocation(path: location.path, start: sourceMap.position(of: location.range.start),
                                 end: sourceMap.position(of: location.range.end), message: location.message)
            }
            reported.append(ReportedDiagnostic(
                rule: diagnostic.rule, severity: diagnostic.severity, message: diagnostic.message, path: file.path,
                start: start, end: sourceMap.position(of: diagnostic.range.end), suggestion: diagnostic.suggestion,
                fix: diagnostic.fix.map { fix in
                    ReportedFix(title: fix.title, applicability: fix.applicability, edits: fix.edits.map {
                        ReportedEdit(start: sourceMap.position(of: $0.range.start), end: sourceMap.position(of: $0.range.end),
                                     replacement: $0.replacement)
                    })
                },
                related: related, lineText: line(start)))
        }
        reported.sort(by: ReportedDiagnostic.reportOrder)
        outcome.diagnostics = reported
        outcome.switchSites = sites.map { site in
            let start = sourceMap.position(of: site.range.start)
            return SwitchSite(path: file.path, typeName: site.typeName, start: start,
                              end: sourceMap.position(of: site.range.end), lineText: line(start), kind: site.kind)
        }
        outcome.suppressions = suppressions
        outcome.usedDirectives = used
        outcome.directiveLocations = suppressions.directives.map { directive in
            let start = sourceMap.position(of: directive.range.start)
            return (start, sourceMap.position(of: directive.range.end), line(start))
        }
        return outcome
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

    /// What a file needs for any of these (enabled) rules to fire, or a
    /// suppression comment to matter; known before the project phase.
    public static func staticPrefilter(rules: [any Rule]) -> Prefilter {
        Prefilter(groups: Array(Set(rules.flatMap { type(of: $0).triggers }).union([["rootlint:"]])))
    }

    /// Whether any prefilter group matches the bytes.
    public func mayMatter(_ bytes: [UInt8]) -> Bool {
        bytes.withUnsafeBufferPointer { staticPrefilter.matches($0) || helperPrefilter.matches($0) }
    }

    /// Whether the project has animated helpers, whose calls any file may hold.
    public var looksForHelperCalls: Bool { !helperPrefilter.groups.isEmpty }

    /// Whether the bytes call one of the project's animated helpers.
    public func callsHelper(_ bytes: [UInt8]) -> Bool {
        bytes.withUnsafeBufferPointer { helperPrefilter.matches($0) }
    }

    static let directiveWord = ByteSearch("rootlint:")

    static func mayHaveDirectives(_ bytes: [UInt8]) -> Bool {
        bytes.withUnsafeBufferPointer { directiveWord.occurs(in: $0) }
    }
}
