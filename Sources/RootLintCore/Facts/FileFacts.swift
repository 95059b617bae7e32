import RootLintSyntax

/// Everything the rules need from one file, extracted once.
public struct FileFacts: Sendable {
    /// Window root writes, in source order.
    public var rootWrites: [RootWrite]
    /// The whole file is test code (imports a test framework, lives in a test folder).
    public var isTestFile: Bool

    public init(rootWrites: [RootWrite] = [], isTestFile: Bool = false) {
        self.rootWrites = rootWrites
        self.isTestFile = isTestFile
    }

    public static func extract(from file: SourceFile, configuration: Configuration) -> FileFacts {
        let targets = RootWriteFinder.assignmentTargets(in: file)
        guard !targets.isEmpty else { return FileFacts() }
        let isTestFile = Self.isTestFile(file)
        let receiver = WindowReceiver(file: file)
        let contexts = WriteContextClassifier(file: file, configuration: configuration, isTestFile: isTestFile)
        let animations = AnimationClassifier(file: file, animatedHelpers: Set(configuration.animatedHelpers))
        var writes: [RootWrite] = []
        for target in targets {
            let receiverRange = RootWriteFinder.receiver(of: target, in: file)
            let scope = file.innermostScope(at: target)
            guard let evidence = receiver.evidence(receiver: receiverRange, target: target, scope: scope) else { continue }
            let valueStart = target + 2
            let valueEnd = file.expressionEnd(from: valueStart)
            let statementStart = receiverRange.isEmpty ? target : receiverRange.lowerBound
            let context = contexts.classify(receiver: receiverRange, target: target, scope: scope, evidence: evidence)
            let animation = animations.classify(target: target, statementEnd: valueEnd, scope: scope)
            writes.append(RootWrite(target: target, receiver: receiverRange, value: valueStart..<valueEnd,
                                    statement: statementStart..<max(valueEnd, target + 2), scope: scope,
                                    window: evidence, context: context, animation: animation))
        }
        return FileFacts(rootWrites: writes, isTestFile: isTestFile)
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
