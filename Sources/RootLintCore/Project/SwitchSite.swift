import RootLintSyntax

/// One place that switches the root: a root swap, or a call of an animated
/// helper. Project rules see every file's sites.
public struct SwitchSite: Sendable, Equatable {
    public enum Kind: Sendable, Equatable {
        case write
        case helperCall(String)
    }

    public var path: String
    /// The enclosing type's name (extensions count as the type they extend),
    /// or `"top-level code"` for free functions and top-level code.
    public var typeName: String
    public var start: SourcePosition
    public var end: SourcePosition
    public var lineText: String
    public var kind: Kind

    public static let topLevel = "top-level code"

    /// A site before positions are resolved.
    struct Unresolved {
        var typeName: String
        var range: ByteRange
        var kind: Kind
    }

    /// The swaps and helper calls of one file (test code excluded).
    static func sites(in context: RuleContext) -> [Unresolved] {
        let file = context.file
        guard !context.facts.isTestFile else { return [] }
        func typeName(at scope: Int) -> String {
            file.enclosingType(of: scope).map { file.typeBaseName(of: $0) } ?? topLevel
        }
        var sites: [Unresolved] = []
        let helpers = context.animatedHelpers
        for write in context.facts.rootWrites where write.isSwap {
            // A helper's own internals are the mechanism, not a separate site.
            if let function = file.enclosingFunction(of: write.scope), helpers.contains(file.functionName(of: function)) { continue }
            sites.append(Unresolved(typeName: typeName(at: write.scope), range: write.byteRange(in: file), kind: .write))
        }
        let testScopes = WriteContextClassifier(file: file, configuration: context.configuration, project: context.project,
                                                isTestFile: false)
        for call in context.facts.helperCalls {
            let scope = file.innermostScope(at: call)
            if testScopes.isInTestCode(scope: scope) { continue }
            // Calls from inside a helper (one helper delegating to another) are its plumbing.
            if let function = file.enclosingFunction(of: scope), helpers.contains(file.functionName(of: function)) {
                continue
            }
            let start = file.postfixExpressionStart(endingAt: call)
            let end = file.postfixChainEnd(from: call)
            sites.append(Unresolved(typeName: typeName(at: scope), range: file.byteRange(start..<end),
                                    kind: .helperCall(file.text(call))))
        }
        return sites
    }
}
