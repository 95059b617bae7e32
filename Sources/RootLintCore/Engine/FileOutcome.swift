import RootLintSyntax

/// What linting one file produced, before the project phase.
struct FileOutcome: Sendable {
    var path: String
    /// Resolved and suppressed already; project findings are added later.
    var diagnostics: [Diagnostic] = []
    /// Set when the file could not be linted; reported on stderr, exit 2.
    var error: InputError?
    /// Where this file switches the root, for project rules (resolved).
    var switchSites: [SwitchSite] = []
    /// The file's calls of animated helpers and the labels they pass: whether
    /// a helper's parameter default is ever used (`DefaultArgument`).
    var helperCalls: [HelperCallLabels] = []
    /// The file's `rootlint:` comments, and which of them suppressed something.
    var suppressions = SuppressionMap(directives: [])
    var usedDirectives: Set<Int> = []

    init(path: String, error: InputError? = nil) {
        self.path = path
        self.error = error
    }
}

/// Lints one parsed file with the project known: runs the enabled rules whose
/// facts the file has, sets path and severity, applies the file's
/// suppression comments, resolves positions and finds the switch sites.
struct FileLinter: Sendable {
    let plan: RulePlan
    let project: ProjectFacts
    /// Run a rule only where its facts were found (off: every rule everywhere,
    /// which the differential test compares against).
    let gateOnFacts: Bool
    /// Off for a file surveyed but not reported: only its switch sites matter.
    var reports = true
    /// The file's path from its project's root, for fingerprints.
    var projectPath: String? = nil
    var makesFixes = true
    /// Whether findings get their line keys and switch sites their lines
    /// (`Engine.makesLineKeys`).
    var makesLineKeys = true

    func lint(_ parsed: ParsedFile) -> FileOutcome {
        let file = parsed.file
        let facts = parsed.facts
        let context = RuleContext(file: file, facts: facts, configuration: plan.configuration, project: project,
                                  makesFixes: makesFixes)
        // Findings are completed in place, never copied out and back: a
        // finding is a dozen fields, several reference-counted, and each
        // copy retained and released them all.
        var diagnostics: [Diagnostic] = []
        for fileRule in plan.fileRules where reports && (!gateOnFacts || facts.meets(fileRule.facts)) {
            var found = fileRule.rule.check(context)
            guard !found.isEmpty else { continue }
            for index in found.indices {
                found[index].severity = fileRule.severity
                found[index].path = file.path
            }
            if diagnostics.isEmpty {
                diagnostics = found
            } else {
                // Grown to the size needed, not doubled: the findings stay in
                // this array until the report gathers them, and the spare room
                // was a fifth of a run's heap on files that each report a few.
                diagnostics.reserveCapacity(diagnostics.count + found.count)
                diagnostics.append(contentsOf: found)
            }
        }
        var sites = plan.projectRules.isEmpty ? [] : SwitchSite.sites(in: context)
        var outcome = FileOutcome(path: file.path)
        outcome.helperCalls = Self.helperCallLabels(in: file, calls: facts.helperCalls)
        let readsComments = reports && facts.hasSuppressionComments
        guard !diagnostics.isEmpty || !sites.isEmpty || readsComments else { return outcome }
        // Positions are resolved here, once, while the file is at hand.
        var lines = LineTexts(map: file.makeSourceMap(), path: projectPath ?? file.path)
        let suppressions = readsComments ? SuppressionMap(file: file, lines: &lines) : SuppressionMap(directives: [])
        // The findings kept move to the front, in order; the suppressed ones are dropped.
        var kept = 0
        for index in diagnostics.indices {
            diagnostics[index].range = diagnostics[index].range.resolved(in: lines.map)
            let line = diagnostics[index].range.start.line
            if let directive = suppressions.suppressor(of: diagnostics[index].rule, onLine: line) {
                outcome.usedDirectives.insert(directive)
                continue
            }
            if var fix = diagnostics[index].fix {
                diagnostics[index].fix = nil  // so that `fix` holds its edits alone and edits them in place
                for edit in fix.edits.indices { fix.edits[edit].range = fix.edits[edit].range.resolved(in: lines.map) }
                diagnostics[index].fix = fix
            }
            // A file rule's related places are in its own file.
            for related in diagnostics[index].related.indices where diagnostics[index].related[related].path == file.path {
                diagnostics[index].related[related].range = diagnostics[index].related[related].range.resolved(in: lines.map)
            }
            if makesLineKeys { diagnostics[index].lineKey = lines.key(rule: diagnostics[index].rule, line: line) }
            diagnostics[index].projectPath = projectPath
            if kept != index { diagnostics.swapAt(kept, index) }
            kept += 1
        }
        diagnostics.removeLast(diagnostics.count - kept)
        outcome.diagnostics = diagnostics
        for index in sites.indices { sites[index].range = sites[index].range.resolved(in: lines.map) }
        // A site's line is only what a project finding's line key is made of.
        if makesLineKeys { Self.keepLines(of: &sites, map: lines.map) }
        outcome.switchSites = sites
        outcome.suppressions = suppressions
        return outcome
    }

    /// Gives each site its line, copied into one buffer per file that the
    /// sites keep slices of: the lines stay until the run ends, and an
    /// array per line was a sixtieth of a switch-site file's allocations.
    /// Sites come in order, so sites on one line share its copy.
    static func keepLines(of sites: inout [SwitchSite], map: SourceMap) {
        guard !sites.isEmpty else { return }
        var total = 0
        var previous = -1
        for index in sites.indices where sites[index].range.start.line != previous {
            previous = sites[index].range.start.line
            total += map.lineBytes(previous).count
        }
        var buffer: [UInt8] = []
        buffer.reserveCapacity(total)
        previous = -1
        for index in sites.indices where sites[index].range.start.line != previous {
            previous = sites[index].range.start.line
            buffer.append(contentsOf: map.lineBytes(previous))
        }
        // Sliced once whole: a slice taken while appending would have made
        // the next append copy the buffer.
        previous = -1
        var current = 0..<0
        for index in sites.indices {
            let line = sites[index].range.start.line
            if line != previous {
                previous = line
                current = current.upperBound..<(current.upperBound + map.lineBytes(line).count)
            }
            sites[index].lineText = buffer[current]
        }
    }

    static func helperCallLabels(in file: SourceFile, calls: [Int]) -> [HelperCallLabels] {
        calls.compactMap { call in
            guard call + 1 < file.code.count, file.code[call + 1].kind == .leftParen else {
                return HelperCallLabels(function: file.text(call), labels: [])  // trailing closure only
            }
            // Only a value the rules can read overrides the default for sure:
            // `options: UIApplication.loginAnimation` may hold the same flip.
            let labels = file.callArguments(open: call + 1).compactMap { argument in
                argument.label >= 0 && Self.isLiteralOption(argument.value, in: file) ? file.text(argument.label) : nil
            }
            return HelperCallLabels(function: file.text(call), labels: labels)
        }
    }

    /// Number literals and `UIView.AnimationOptions` members, in brackets or
    /// not (`.transitionCrossDissolve`, `[.curveEaseOut, .allowAnimatedContent]`, `0.3`).
    static func isLiteralOption(_ value: Range<Int>, in file: SourceFile) -> Bool {
        guard !value.isEmpty else { return false }
        return value.allSatisfy { i in
            switch file.code[i].kind {
            case .floatLiteral, .integerLiteral, .period, .comma, .leftBracket, .rightBracket:
                return true
            case .identifier:
                let name = file.text(i)
                if name == "UIView" || name == "AnimationOptions" || name == "UIViewAnimationOptions" { return true }
                return i > value.lowerBound && file.code[i - 1].kind == .period
                    && optionPrefixes.contains { name.hasPrefix($0) }
            default:
                return false
            }
        }
    }

    static let optionPrefixes = ["transition", "curve", "allow", "layout", "beginFrom", "repeat", "autoreverse", "override",
                                 "showHide", "preferredFrames"]
}
