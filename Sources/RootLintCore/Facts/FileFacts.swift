import RootLintSyntax

/// Everything the rules read about one file, extracted once, each fact by
/// its own extractor (see `FactKind`).
public struct FileFacts: Sendable {
    /// Window root writes, in source order.
    public var rootWrites: [RootWrite]
    /// The whole file is test code (imports a test framework, lives in a test folder).
    var isTestFile: Bool
    /// Test code and execution units per scope.
    public var scopes: ScopeFacts
    /// Calls of animated helpers (`window.setRootViewController(vc, animated: true)`):
    /// code index of the helper's name. They switch the root too.
    public var helperCalls: [Int]
    /// `present(_:animated:completion:)` calls: code index of `present`.
    public var presentations: [Int]
    public var forcedCasts: [ForcedCast]
    public var windowLookups: [WindowLookup]
    public var containerSwaps: [ContainerSwap]
    /// The file has `rootlint:` comments (the engine reads them).
    var hasSuppressionComments: Bool
    /// Where names occur, for the rules' look-ups; built only for a file that
    /// has something to analyse (a root write, a presentation, a cast, a look-up).
    public var names: NameIndex?
    /// The root writes' animation classifier, kept for `resolved`: the
    /// project's helpers change only what a helper's closure says.
    var animations: AnimationClassifier?

    /// Whether the extractor of `kind` found anything.
    func has(_ kind: FactKind) -> Bool {
        switch kind {
        case .rootWrites: return !rootWrites.isEmpty
        case .helperCalls: return !helperCalls.isEmpty
        case .presentations: return !presentations.isEmpty
        case .forcedCasts: return !forcedCasts.isEmpty
        case .windowLookups: return !windowLookups.isEmpty
        case .containerSwaps: return !containerSwaps.isEmpty
        case .suppressionComments: return hasSuppressionComments
        }
    }

    /// Whether every fact of some group was found.
    func meets(_ requirement: FactRequirement) -> Bool {
        requirement.contains { group in group.allSatisfy { has($0) } }
    }

    /// Extracts every fact. `present`, when given, says which facts' words
    /// occur in the file (the prefilter): an extractor whose words are absent
    /// cannot find anything and is not run.
    /// Nothing here depends on other files: what does (helper calls, writes
    /// in methods that only launch code calls, closures of helpers found
    /// elsewhere) is settled by `resolved(with:)` once the project is known.
    public static func extract(from file: SourceFile, configuration: Configuration, present: Set<FactKind>? = nil) -> FileFacts {
        // One bit a kind, read from the set once: a hashed look-up per
        // extractor cost more than some of the extractors on a small file.
        let presentBits = present.map { $0.reduce(UInt64(0)) { $0 | 1 << UInt64($1.rawValue) } } ?? ~0
        // (A kind past the 64th would shift to nothing: always wanted.)
        func wanted(_ kind: FactKind) -> Bool { kind.rawValue >= 64 || presentBits & 1 << UInt64(kind.rawValue) != 0 }
        let isTestFile = Self.isTestFile(file)
        let scopes = ScopeFacts(file: file)
        let targets = wanted(.rootWrites) ? RootWriteFinder.assignmentTargets(in: file) : []
        let presentations = wanted(.presentations) ? CallFinder.presentations(in: file) : []
        var facts = FileFacts(
            rootWrites: [], isTestFile: isTestFile, scopes: scopes, helperCalls: [], presentations: presentations,
            forcedCasts: wanted(.forcedCasts) ? ForcedCast.find(in: file, scopes: scopes, isTestFile: isTestFile) : [],
            windowLookups: wanted(.windowLookups) ? WindowLookup.find(in: file, scopes: scopes, isTestFile: isTestFile) : [],
            containerSwaps: wanted(.containerSwaps) ? ContainerSwap.find(in: file, configuration: configuration, scopes: scopes) : [],
            hasSuppressionComments: wanted(.suppressionComments) && SuppressionMap.hasDirectives(file))
        // Presentations alone need no look-ups (their rule needs a swap too;
        // a helper call brings the index along when it is found).
        if !targets.isEmpty || !facts.forcedCasts.isEmpty || !facts.windowLookups.isEmpty {
            let names = NameIndex(file: file)
            facts.names = names
            (facts.rootWrites, facts.animations) = RootWriteFinder.writes(at: targets, in: file, configuration: configuration,
                                                                          scopes: scopes,
                                                                          names: names, isTestFile: isTestFile)
        }
        return facts
    }

    /// The facts with what the project says applied: calls of its animated
    /// helpers (when `callsHelpers`, the file may call one), closures passed
    /// to them and writes inside them, and the context of writes in methods
    /// the launch functions call. Cheap: nothing is extracted again but the
    /// helper calls, and the animations only when a helper is involved.
    func resolved(with project: ProjectFacts, file: SourceFile, configuration: Configuration, callsHelpers: Bool) -> FileFacts {
        var facts = self
        // The union made only for a file that may call a helper.
        if callsHelpers, case let helpers = project.animatedHelperNames.union(configuration.animatedHelperSet), !helpers.isEmpty {
            facts.helperCalls = CallFinder.helperCalls(in: file, helpers: helpers, names: names).filter { call in
                // A name the user configured is a helper whatever its arguments.
                configuration.animatedHelperSet.contains(file.text(call)) || project.isHelperCall(call, in: file)
            }
            if facts.names == nil, !facts.helperCalls.isEmpty { facts.names = NameIndex(file: file) }
        }
        guard !rootWrites.isEmpty else { return facts }
        for index in facts.rootWrites.indices {
            if let pending = facts.rootWrites[index].pendingContext, facts.rootWrites[index].context.isAppCode {
                facts.rootWrites[index].context = pending.resolved(in: project)
            }
        }
        // Helpers found in other files change the animation of a write in
        // their closures or inside them: classify again with every helper.
        // Only names this file uses are asked about.
        let found = Self.helperCandidates(writes: rootWrites, file: file).filter {
            !configuration.animatedHelperSet.contains($0) && project.isAnimatedHelper($0)
        }
        if !found.isEmpty, let names {
            let helpers = configuration.animatedHelperSet.union(found)
            let animations = self.animations?.withAnimatedHelpers(helpers)
                ?? AnimationClassifier(file: file, animatedHelpers: helpers, scopes: scopes, names: names,
                                       writeTargets: rootWrites.map(\.target), isLaunchFunction: { configuration.isLaunchFunction($0, in: file) })
            facts.animations = animations
            for index in facts.rootWrites.indices {
                let write = facts.rootWrites[index]
                facts.rootWrites[index].animation = animations.classify(target: write.target, statementEnd: write.value.upperBound,
                                                                        scope: write.scope)
            }
        }
        return facts
    }

    /// The names that would change a write's animation if they were helpers:
    /// the callees of closures and the functions of the writes, sorted.
    /// A file passes hundreds of closures to a few dozen callees: each
    /// distinct spelling becomes a `String` once (a closure's callee is
    /// first compared with the ones seen, by its bytes' key), where making
    /// and hashing one per closure was a twentieth of a keystroke's work.
    static func helperCandidates(writes: [RootWrite], file: SourceFile) -> [String] {
        // Collected, then sorted and made unique: a set grown from empty
        // rehashed its names at every doubling, for the few a file has.
        var names: [String] = []
        // Room for every name at once: grown from empty, the array was
        // copied four times in a file with a few writes and closures.
        names.reserveCapacity(writes.count + file.scopes.reduce(0) { $0 + ($1.kind == .closure ? 1 : 0) })
        for write in writes {
            if let function = file.enclosingFunction(of: write.scope) { names.append(file.functionName(of: function)) }
        }
        // A callee per key, and the rare other spellings of a key apart: an
        // array per key was most of this function's allocations.
        var seen: [UInt64: Int] = [:]
        var collided: [UInt64: [Int]] = [:]
        file.bytes.withUnsafeBufferPointer { bytes in
            for s in file.scopes.indices where file.scopes[s].kind == .closure {
                guard let callee = file.calleeNameIndex(of: s) else { continue }
                let token = file.code[callee]
                let key = NameIndex.key(bytes, Int(token.start), Int(token.end))
                if let first = seen[key] {
                    if file.sameText(first, callee) || collided[key]?.contains(where: { file.sameText($0, callee) }) == true { continue }
                    collided[key, default: []].append(callee)
                } else {
                    seen[key] = callee
                }
                names.append(file.text(callee))
            }
        }
        // Sorted stably, so that of equal names the first found is kept, as the set kept it.
        names.sort()
        var unique: [String] = []
        unique.reserveCapacity(names.count)
        for name in names where unique.last != name { unique.append(name) }
        return unique
    }

    /// A file that imports a test framework, lives in a test folder
    /// (`Tests/`, `MyAppTests/`, `MyAppUITests/`) or is named as test support
    /// (`TestExtensions.swift`), is test code throughout.
    static func isTestFile(_ file: SourceFile) -> Bool {
        if livesInTestFolder(file.path) || isNamedAsTestSupport(file.path) { return true }
        // Look for the import's bytes first: most files never mention either framework.
        let mentions = file.bytes.withUnsafeBufferPointer { buffer in
            Vocabulary.testFrameworkSearches.contains { $0.occurs(in: buffer) }
        }
        guard mentions else { return false }
        let code = file.code
        var i = 0
        while i + 1 < code.count {
            if code[i].kind == .keyword, code[i].keyword == .import,
               Vocabulary.testFrameworks.contains(where: { file.spells(i + 1, $0) }) {
                return true
            }
            i += 1
        }
        return false
    }
}

extension FileFacts {
    static let testFolderSuffixBytes = Vocabulary.testFolderSuffixes.map { Array($0.utf8) }
    static let testFolderNameBytes = Vocabulary.testFolderNames.map { Array($0.utf8) }

    static let testFileNameSuffixBytes = Vocabulary.testFileNameSuffixes.map { Array(($0 + ".swift").utf8) }

    /// Whether the file's name ends as test support's does (`…Tests.swift`, `TestExtensions.swift`).
    static func isNamedAsTestSupport(_ path: String) -> Bool {
        var path = path
        return path.withUTF8 { bytes in
            // Compared with its case: `LoginTests.swift`, not `Contests.swift`.
            testFileNameSuffixBytes.contains { bytes.count >= $0.count && bytes.suffix($0.count).elementsEqual($0) }
        }
    }

    /// Whether a folder of `path` (not its last component) is a test folder:
    /// asked once per file, so read off the bytes without splitting the path.
    static func livesInTestFolder(_ path: String) -> Bool {
        var path = path
        return path.withUTF8 { bytes in
            var start = 0
            for k in bytes.indices where bytes[k] == UInt8(ascii: "/") {
                let component = UnsafeBufferPointer(rebasing: bytes[start..<k])
                start = k + 1
                if component.isEmpty { continue }
                if testFolderNameBytes.contains(where: { component.elementsEqual($0) }) { return true }
                if testFolderSuffixBytes.contains(where: { component.count >= $0.count && component.suffix($0.count).elementsEqual($0) }) {
                    return true
                }
            }
            return false
        }
    }
}

/// Finds `rootViewController =` assignments to windows.
enum RootWriteFinder {
    static func writes(at targets: [Int], in file: SourceFile, configuration: Configuration,
                       scopes: ScopeFacts, names: NameIndex, isTestFile: Bool) -> ([RootWrite], AnimationClassifier?) {
        guard !targets.isEmpty else { return ([], nil) }
        let windows = WindowReceiver(file: file, nameIndex: names, scopes: scopes)
        var contexts = WriteContextClassifier(file: file, configuration: configuration, isTestFile: isTestFile, scopes: scopes,
                                              windows: WindowEvents(file: file, names: names), names: names)
        // The configuration's helpers, the only ones known here: their words are made.
        let animations = AnimationClassifier(file: file, animatedHelpers: configuration.animatedHelperSet,
                                             helperWords: configuration.animatedHelperWords, scopes: scopes, names: names,
                                             writeTargets: targets, isLaunchFunction: { configuration.isLaunchFunction($0, in: file) })
        var writes: [RootWrite] = []
        writes.reserveCapacity(targets.count)
        for target in targets {
            let receiverRange = Self.receiver(of: target, in: file)
            let scope = file.innermostScope(at: target)
            guard let evidence = windows.evidence(receiver: receiverRange, target: target, scope: scope) else { continue }
            let valueStart = target + 2
            let valueEnd = max(valueStart, file.expressionEnd(from: valueStart))
            // `window.rootViewController = nil` tears a window down; it switches to nothing.
            if valueEnd == valueStart + 1, file.code[valueStart].keyword == .nil { continue }
            let statementStart = receiverRange.isEmpty ? target : receiverRange.lowerBound
            let (context, pending) = contexts.classify(receiver: receiverRange, target: target, scope: scope, evidence: evidence)
            let animation = animations.classify(target: target, statementEnd: valueEnd, scope: scope)
            writes.append(RootWrite(target: target, receiver: receiverRange, value: valueStart..<valueEnd,
                                    statement: statementStart..<max(valueEnd, target + 2), scope: scope,
                                    window: evidence, context: context, animation: animation, pendingContext: pending))
        }
        return (writes, animations)
    }

    /// Code indices of `rootViewController` tokens directly followed by `=`
    /// (not `==`, not a `rootViewController:` label, not a declaration).
    static func assignmentTargets(in file: SourceFile) -> [Int] {
        var targets: [Int] = []
        let code = file.code
        let count = code.count
        // A token that starts where the bytes `rootViewController` do and is
        // 18 bytes long is spelled so.
        for i in file.codeIndices(startingAt: Vocabulary.rootWrite) where i + 1 < count {
            if code[i].length == 18, code[i + 1].kind == .equal, code[i].kind == .identifier {
                let declares = i > 0 && code[i - 1].kind == .keyword
                    && (code[i - 1].keyword == .let || code[i - 1].keyword == .var)
                if !declares { targets.append(i) }
            }
        }
        return targets
    }

    /// The receiver expression before `.rootViewController`, or an empty
    /// range for a bare write.
    static func receiver(of target: Int, in file: SourceFile) -> Range<Int> {
        guard target >= 2, file.code[target - 1].kind == .period,
              PostfixExpression.endsValue(target - 2, code: file.code) else {
            return target..<target
        }
        let start = file.postfixExpressionStart(endingAt: target - 2)
        return start..<(target - 1)
    }
}
