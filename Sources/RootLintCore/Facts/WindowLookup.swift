import RootLintSyntax

/// A window found the deprecated, scene-unaware way: `UIApplication.shared.keyWindow`,
/// `.windows`, `.delegate?.window`, or inside `extension UIApplication` the
/// same members with an implicit or explicit `self`, or on a bare `shared`.
/// Outside test code.
public struct WindowLookup: Sendable, Equatable {
    /// Code index of the first token (`UIApplication`, `self`, `keyWindow`).
    public var start: Int
    /// Code index just past the look-up (`keyWindow`, `windows`, `window`).
    public var end: Int
    /// `keyWindow`, `windows` or `delegate?.window`.
    public var name: String

    static func find(in file: SourceFile, scopes: ScopeFacts, isTestFile: Bool) -> [WindowLookup] {
        guard !isTestFile else { return [] }
        // The bare form needs an `extension UIApplication`: most files have none.
        let extendsApplication = file.scopes.indices.contains { isApplicationExtension($0, in: file) }
        // A bare `keyWindow` that the file declares itself (`static var
        // keyWindow: UIWindow? { … connectedScenes … }`, `let keyWindow =
        // UIApplication.shared.keyWindow`) is that declaration, not the app's.
        let declared = extendsApplication ? declaredMemberNames(in: file) : []
        var lookups: [WindowLookup] = []
        let code = file.code
        // Only `UIApplication` or, in such an extension, `keyWindow`,
        // `windows`, `shared` and `self` can start one: without one, only
        // where the bytes `UIApplication` are.
        let candidates = extendsApplication
            ? Array(0..<max(0, code.count - 1))
            : file.codeIndices(startingAt: Vocabulary.applicationType).filter { $0 < code.count - 1 }
        for i in candidates {
            let length = code[i].length
            guard length == 13 || (extendsApplication && (length == 9 || length == 7 || length == 6 || length == 4)) else { continue }
            if !declared.isEmpty, declared.contains(file.text(i)), i == 0 || file.code[i - 1].kind != .period { continue }
            guard let found = lookup(at: i, in: file, extendsApplication: extendsApplication) else {
                // `let appDelegate = UIApplication.shared.delegate`, then `appDelegate.window`.
                if let bound = windowOfBoundDelegate(at: i, in: file), !scopes.isTestCode(file.innermostScope(at: i)) {
                    lookups.append(WindowLookup(start: bound.start, end: bound.end, name: "delegate?.window"))
                }
                continue
            }
            guard !scopes.isTestCode(file.innermostScope(at: i)) else { continue }
            lookups.append(WindowLookup(start: i, end: found.end, name: found.name))
        }
        // The bound delegate's window comes after its binding, out of order.
        if lookups.count > 1 { lookups.sort { $0.start < $1.start } }
        return lookups
    }

    /// How far past a binding of the delegate its `.window` is looked for:
    /// the next condition of the same `guard`/`if`, or the next line or two.
    static let boundDelegateReach = 48

    /// `let appDelegate = UIApplication.shared.delegate` (the whole value,
    /// in a `let`, `guard let` or `if let`), followed within a few tokens by
    /// `appDelegate.window` or `appDelegate?.window`: the delegate's window
    /// in two steps. Returns the range from `appDelegate` to past `window`.
    static func windowOfBoundDelegate(at i: Int, in file: SourceFile) -> (start: Int, end: Int)? {
        let code = file.code
        guard i >= 3, code[i].length == 13, file.spells(i, "UIApplication"), i + 4 < code.count,
              code[i + 1].kind == .period, file.spells(i + 2, "shared"), code[i + 3].kind == .period, file.spells(i + 4, "delegate"),
              code[i - 1].kind == .equal, file.isName(i - 2), code[i - 3].keyword == .let || code[i - 3].keyword == .var else { return nil }
        // The value ends at `delegate`: `,`, `else`, `{`, or a new line follows.
        let after = i + 5
        guard after >= code.count || code[after].kind == .comma || code[after].keyword == .else || code[after].kind == .leftBrace
                || code[after].flags.contains(.newlineBefore) else { return nil }
        let name = i - 2
        var k = after
        while k < min(code.count, after + boundDelegateReach) {
            defer { k += 1 }
            guard file.sameText(k, name), k == 0 || code[k - 1].kind != .period else { continue }
            var m = k + 1
            while m < code.count, code[m].kind == .operator, code[m].flags.contains(.optionalMarks) { m += 1 }
            if m + 1 < code.count, code[m].kind == .period, file.spells(m + 1, "window") { return (k, m + 2) }
        }
        return nil
    }

    /// Which of `keyWindow`, `windows` and `shared` the file declares with `var`/`let`.
    static func declaredMemberNames(in file: SourceFile) -> Set<String> {
        var names: Set<String> = []
        for i in 0..<max(0, file.code.count - 1) where file.code[i].keyword == .var || file.code[i].keyword == .let {
            let next = i + 1
            if file.spells(next, "keyWindow") || file.spells(next, "windows") || file.spells(next, "shared") {
                names.insert(file.text(next))
            }
        }
        return names
    }

    /// `extension UIApplication { … }`.
    static func isApplicationExtension(_ s: Int, in file: SourceFile) -> Bool {
        guard file.scopes[s].kind == .type, file.scopes[s].keyword == .extension, file.scopes[s].name >= 0 else { return false }
        // The last component of `UIKit.UIApplication`, as `typeBaseName(of:)` reads it.
        var last = file.scopes[s].name
        while last + 2 < file.code.count, file.code[last + 1].kind == .period, file.isName(last + 2) { last += 2 }
        return file.spells(last, "UIApplication")
    }

    static func lookup(at i: Int, in file: SourceFile, extendsApplication: Bool) -> (name: String, end: Int)? {
        let token = file.code[i]
        if token.length == 13, file.spells(i, "UIApplication"), i + 2 < file.code.count,
           file.code[i + 1].kind == .period, file.spells(i + 2, "shared") {
            return lookupEnd(afterShared: i + 2, in: file)
        }
        guard extendsApplication, file.spells(i, "keyWindow") || file.spells(i, "windows") || file.spells(i, "self")
                || file.spells(i, "shared") else { return nil }
        guard let type = file.enclosingType(of: file.innermostScope(at: i)), isApplicationExtension(type, in: file) else { return nil }
        if file.code[i].keyword == .self {
            guard file.code[i].kind == .keyword else { return nil }
            return lookupEnd(afterShared: i, in: file)
        }
        // `shared.keyWindow` in a static member: the app itself.
        if file.spells(i, "shared") {
            guard i == 0 || file.code[i - 1].kind != .period else { return nil }
            return lookupEnd(afterShared: i, in: file)
        }
        // Bare member: not after a `.` (that would be someone else's `keyWindow`).
        guard i == 0 || file.code[i - 1].kind != .period else { return nil }
        return (file.text(i), i + 1)
    }

    /// After `UIApplication.shared`: `.keyWindow`, `.windows`, or `.delegate?.window`.
    static func lookupEnd(afterShared shared: Int, in file: SourceFile) -> (name: String, end: Int)? {
        guard shared + 2 < file.code.count, file.code[shared + 1].kind == .period else { return nil }
        let member = shared + 2
        if file.spells(member, "keyWindow") { return ("keyWindow", member + 1) }
        if file.spells(member, "windows") { return ("windows", member + 1) }
        if file.spells(member, "delegate") {
            var k = member + 1
            while k < file.code.count, file.code[k].kind == .operator, file.code[k].flags.contains(.optionalMarks) { k += 1 }
            if k + 1 < file.code.count, file.code[k].kind == .period, file.spells(k + 1, "window") {
                return ("delegate?.window", k + 2)
            }
        }
        return nil
    }
}
