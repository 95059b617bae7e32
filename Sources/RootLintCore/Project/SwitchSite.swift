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
    /// Resolved when the site's file is linted.
    public var range: SourceRange
    public var kind: Kind
    /// The folder of the app the site belongs to, when the project holds
    /// several apps (`ApplicationFolders`); nil: the project is one app, or
    /// the site is in code the apps share.
    public var application: String?
    /// The site's line, for the fingerprint of a finding placed here: a
    /// slice of one buffer per file (`FileLinter.keepLines`).
    var lineText: ArraySlice<UInt8> = []

    public init(path: String, typeName: String, range: SourceRange, kind: Kind, application: String? = nil) {
        self.path = path
        self.typeName = typeName
        self.range = range
        self.kind = kind
        self.application = application
    }

    static let topLevel = "top-level code"

    /// The swaps and helper calls of one file (test code excluded), unresolved.
    static func sites(in context: RuleContext) -> [SwitchSite] {
        let file = context.file
        guard !context.facts.isTestFile else { return [] }
        func typeName(at scope: Int) -> String {
            file.enclosingType(of: scope).map { file.typeBaseName(of: $0) } ?? topLevel
        }
        func isInsideHelper(_ scope: Int) -> Bool {
            guard let function = file.enclosingFunction(of: scope) else { return false }
            return context.isAnimatedHelper(file.functionName(of: function))
        }
        var sites: [SwitchSite] = []
        // At most one per write and per helper call: reserved, not grown one at a time.
        sites.reserveCapacity(context.facts.rootWrites.count + context.facts.helperCalls.count)
        for write in context.facts.rootWrites where write.isSwap {
            // A helper's own internals are the mechanism, not a separate site.
            if isInsideHelper(write.scope) { continue }
            sites.append(SwitchSite(path: file.path, typeName: typeName(at: write.scope),
                                    range: SourceRange(write.byteRange(in: file)), kind: .write))
        }
        for call in context.facts.helperCalls {
            let scope = file.innermostScope(at: call)
            // Calls from inside a helper (one helper delegating to another) are its plumbing.
            if context.facts.scopes.isTestCode(scope) || isInsideHelper(scope) { continue }
            let start = file.postfixExpressionStart(endingAt: call)
            let end = file.postfixChainEnd(from: call)
            sites.append(SwitchSite(path: file.path, typeName: typeName(at: scope), range: SourceRange(file.byteRange(start..<end)),
                                    kind: .helperCall(file.text(call))))
        }
        return sites
    }
}
