import RootLintCore
import RootLintRules

/// Everything `rootlint lint` was asked to do, parsed and validated.
struct LintOptions {
    enum ColorChoice: String { case auto, always, never }
    /// The lowest severity that makes the run fail (exit 1); `never` for none.
    enum FailThreshold: String { case error, warning, info, never }

    var paths: [String] = ["."]
    var reporter = "text"
    var color = ColorChoice.auto
    var output: String?
    var configPath: String?
    var jobs = POSIX.processorCount()
    var showSuggestions = false
    var usePrefilter = true
    var failOn = FailThreshold.warning
    var maxWarnings: Int?
    var quiet = false
    var only: [RuleID] = []
    var disabled: [RuleID] = []
    var baseline: String?
    var writeBaseline: String?
    var changedSince: String?
    var staged = false
    var stdinPath: String?
    /// Folders that are projects whatever they hold (real, absolute): the
    /// language server's workspace folders. Not a command-line option.
    var projectFolders: [String] = []
    /// Apply safe fixes (`--fix`), unsafe ones too (`--unsafe-fixes`), or only
    /// show what would change (`--diff`).
    var fix = false
    var unsafeFixes = false
    var diff = false
    var showHelp = false
    var showVersion = false

    static let parser = ArgumentParser(specs: [
        .init(names: ["--reporter", "-r"], takesValue: true, allowedValues: ReporterRegistry.names),
        .init(names: ["--color"], takesValue: true, allowedValues: ["auto", "always", "never"]),
        .init(names: ["--output", "-o"], takesValue: true),
        .init(names: ["--config"], takesValue: true),
        .init(names: ["--jobs", "-j"], takesValue: true),
        .init(names: ["--suggestions"], takesValue: false),
        .init(names: ["--no-prefilter"], takesValue: false),
        .init(names: ["--strict"], takesValue: false),
        .init(names: ["--fail-on"], takesValue: true, allowedValues: ["error", "warning", "info", "never"]),
        .init(names: ["--max-warnings"], takesValue: true),
        .init(names: ["--quiet", "-q"], takesValue: false),
        .init(names: ["--only"], takesValue: true),
        .init(names: ["--disable"], takesValue: true),
        .init(names: ["--baseline"], takesValue: true),
        .init(names: ["--write-baseline"], takesValue: true),
        .init(names: ["--changed-since"], takesValue: true),
        .init(names: ["--staged"], takesValue: false),
        .init(names: ["--stdin-path"], takesValue: true),
        .init(names: ["--fix"], takesValue: false),
        .init(names: ["--unsafe-fixes"], takesValue: false),
        .init(names: ["--diff"], takesValue: false),
        .init(names: ["--help", "-h"], takesValue: false),
        .init(names: ["--version"], takesValue: false),
    ])

    static func parse(_ arguments: [String]) throws -> LintOptions {
        let parsed = try parser.parse(arguments)
        var options = LintOptions()
        options.showHelp = parsed.has("--help")
        options.showVersion = parsed.has("--version")
        if !parsed.positionals.isEmpty { options.paths = parsed.positionals }
        // One report per run: a second reporter or output file would silently win.
        for option in ["--reporter", "--output"] where parsed.all(option).count > 1 {
            throw UsageError("'\(option)' given more than once; rootlint writes one report per run (run it again for another format)")
        }
        options.reporter = parsed.last("--reporter") ?? "text"
        options.color = parsed.last("--color").flatMap(ColorChoice.init) ?? .auto
        options.output = parsed.last("--output")
        options.configPath = parsed.last("--config")
        if let value = parsed.last("--jobs") {
            guard let n = Int(value), n >= 1 else { throw UsageError("invalid value '\(value)' for '--jobs': expected a positive integer") }
            options.jobs = n
        }
        options.showSuggestions = parsed.has("--suggestions")
        options.usePrefilter = !parsed.has("--no-prefilter")
        if let value = parsed.last("--fail-on") { options.failOn = FailThreshold(rawValue: value) ?? .warning }
        if parsed.has("--strict") {
            if parsed.last("--fail-on") != nil { throw UsageError("'--strict' and '--fail-on' cannot be combined") }
            options.failOn = .info
        }
        if let value = parsed.last("--max-warnings") {
            guard let n = Int(value), n >= 0 else { throw UsageError("invalid value '\(value)' for '--max-warnings': expected a number of 0 or more") }
            options.maxWarnings = n
        }
        options.quiet = parsed.has("--quiet")
        options.only = try ruleIDs(parsed.all("--only"), option: "--only")
        options.disabled = try ruleIDs(parsed.all("--disable"), option: "--disable")
        options.baseline = parsed.last("--baseline")
        options.writeBaseline = parsed.last("--write-baseline")
        options.changedSince = parsed.last("--changed-since")
        options.staged = parsed.has("--staged")
        options.stdinPath = parsed.last("--stdin-path")
        if options.staged && options.changedSince != nil { throw UsageError("'--staged' and '--changed-since' cannot be combined") }
        options.diff = parsed.has("--diff")
        options.unsafeFixes = parsed.has("--unsafe-fixes")
        // `--unsafe-fixes` alone fixes (safe and unsafe); with `--diff` it only shows.
        options.fix = parsed.has("--fix") || (options.unsafeFixes && !options.diff)
        if options.fix && options.diff { throw UsageError("'--fix' writes the fixes and '--diff' only shows them: give one") }
        if options.fix || options.diff {
            let option = options.diff ? "--diff" : "--fix"
            if options.staged { throw UsageError("'\(option)' fixes files in the work tree, not the git index: run it without '--staged', then stage") }
            if options.writeBaseline != nil { throw UsageError("'\(option)' and '--write-baseline' cannot be combined: fix first, then record") }
            if options.output != nil, options.diff { throw UsageError("'--diff' prints the diff on standard output: '--output' has nothing to write") }
        }
        if options.writeBaseline != nil, let reason = options.partialRunReason {
            throw UsageError("'--write-baseline' records every finding of a whole run, and '\(reason)' reports only some of them;"
                             + " run it without '\(reason)'")
        }
        if options.stdinPath != nil {
            if !parsed.positionals.isEmpty { throw UsageError("'--stdin-path' lints standard input: give no other paths") }
            if options.staged || options.changedSince != nil { throw UsageError("'--stdin-path' cannot be combined with '--staged' or '--changed-since'") }
        }
        return options
    }

    /// `--only a,b --only c`: validated against the catalogue.
    static func ruleIDs(_ values: [String], option: String) throws -> [RuleID] {
        let known = RuleCatalog.all.map { $0.description.id.rawValue }
        var ids: [RuleID] = []
        for value in values {
            for part in value.split(separator: ",") {
                let id = String(part).trimmingWhitespace
                guard known.contains(id) else {
                    var message = "unknown rule '\(id)' for '\(option)'"
                    if let hint = EditDistance.closest(to: id, among: known) { message += " (did you mean '\(hint)'?)" }
                    throw UsageError(message)
                }
                ids.append(RuleID(id))
            }
        }
        return ids
    }

    /// The rules `--only`/`--disable` leave checked; nil when neither is given.
    var checkedRules: Set<String>? {
        guard !only.isEmpty || !disabled.isEmpty else { return nil }
        let ids = RuleCatalog.all.map { $0.description.id }
        return Set(ids.filter { (only.isEmpty || only.contains($0)) && !disabled.contains($0) }.map(\.rawValue))
    }

    /// What makes a run see only part of the findings a baseline records
    /// (the git modes, a buffer); nil for a whole run.
    var partialRunReason: String? {
        if staged { return "--staged" }
        if changedSince != nil { return "--changed-since" }
        if stdinPath != nil { return "--stdin-path" }
        if !only.isEmpty { return "--only" }
        if !disabled.isEmpty { return "--disable" }
        return nil
    }

    /// Applies `--only` and `--disable` on top of a configuration.
    func restrict(_ configuration: Configuration) -> Configuration {
        guard !only.isEmpty || !disabled.isEmpty else { return configuration }
        var restricted = configuration
        for rule in RuleCatalog.all {
            let id = rule.description.id
            if (!only.isEmpty && !only.contains(id)) || disabled.contains(id) {
                restricted.severityOverrides[id] = .some(nil)
            }
        }
        return restricted
    }
}

extension String {
    var trimmingWhitespace: String {
        String(drop { $0 == " " || $0 == "\t" }.reversed().drop { $0 == " " || $0 == "\t" }.reversed())
    }
}
