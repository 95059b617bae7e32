import RootLintSyntax

/// Everything the rules need from one file, extracted once.
public struct FileFacts: Sendable {
    /// Window root writes, in source order.
    public var rootWrites: [RootWrite]
    /// The whole file is test code (imports a test framework, lives in a test folder).
    public var isTestFile: Bool
    /// Calls of animated helpers (`window.setRootViewController(vc, animated: true)`):
    /// code index of the helper's name. They switch the root too.
    public var helperCalls: [Int]
    /// `present(_:animated:completion:)` calls: code index of `present`.
    public var presentations: [Int]

    public init(rootWrites: [RootWrite] = [], isTestFile: Bool = false, helperCalls: [Int] = [], presentations: [Int] = []) {
        self.rootWrites = rootWrites
        self.isTestFile = isTestFile
        self.helperCalls = helperCalls
        self.presentations = presentations
    }

    public static func extract(from file: SourceFile, configuration: Configuration, project: ProjectFacts = .empty) -> FileFacts {
        let targets = RootWriteFinder.assignmentTargets(in: file)
        let helpers = project.animatedHelpers.union(configuration.animatedHelpers)
        let (helperCalls, presentations) = CallFinder.calls(in: file, helpers: helpers)
        guard !targets.isEmpty else {
            return FileFacts(isTestFile: Self.isTestFile(file), helperCalls: helperCalls, presentations: presentations)
        }
        let isTestFile = Self.isTestFile(file)
        let receiver = WindowReceiver(file: file)
        let contexts = WriteContextClassifier(file: file, configuration: configuration, project: project, isTestFile: isTestFile)
        let animations = AnimationClassifier(file: file, animatedHelpers: project.animatedHelpers.union(configuration.animatedHelpers))
        var writes: [RootWrite] = []
        for target in targets {
            let receiverRange = RootWriteFinder.receiver(of: target, in: file)
            let scope = file.innermostScope(at: target)
            guard let evidence = receiver.evidence(receiver: receiverRange, target: target, scope: scope) else { continue }
            let valueStart = target + 2
            let valueEnd = file.expressionEnd(from: valueStart)
            // `window.rootViewController = nil` tears a window down; it switches to nothing.
            if valueEnd == valueStart + 1, file.code[valueStart].keyword == .nil { continue }
            let statementStart = receiverRange.isEmpty ? target : receiverRange.lowerBound
            let context = contexts.classify(receiver: receiverRange, target: target, scope: scope, evidence: evidence)
            let animation = animations.classify(target: target, statementEnd: valueEnd, scope: scope)
            writes.append(RootWrite(target: target, receiver: receiverRange, value: valueStart..<valueEnd,
                                    statement: statementStart..<max(valueEnd, target + 2), scope: scope,
                                    window: evidence, context: context, animation: animation))
        }
        return FileFacts(rootWrites: writes, isTestFile: isTestFile, helperCalls: helperCalls, presentations: presentations)
    }
}

/// Finds `rootViewController =` assignments.
enum RootWriteFinder {
    /// Code indices of `rootViewController` tokens directly followed by `=`
    /// (not `==`, not a `rootViewController:` label, not a declaration).
    static func assignmentTargets(in file: SourceFile) -> [Int] {
        var targets: [Int] = []
        let code = file.code
        let count = code.count
        var i = 0
        while i + 1 < count {
            // Cheap filters first: length 18 and `=` next.
            if code[i].length == 18, code[i + 1].kind == .equal, code[i].kind == .identifier,
               file.spells(i, "rootViewController") {
                let declares = i > 0 && code[i - 1].kind == .keyword
                    && (code[i - 1].keyword == .let || code[i - 1].keyword == .var)
                if !declares { targets.append(i) }
            }
            i += 1
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
