import RootLintSyntax

/// The unsafe fix of `deprecated_window_lookup`: the deprecated look-up
/// replaced by the window of the screen's own scene — `view.window` in a
/// view controller's method, else the key window of the first connected
/// window scene. Unsafe: with several scenes the window found can differ,
/// which is the point, and needs a look.
/// What it does to code is shown, and tested, by the corrections of
/// `Rules/DeprecatedWindowLookupRule.swift`.
public enum WindowLookupFix {
    /// Needs iOS 15 (`UIWindowScene.keyWindow`).
    static let sceneAwareLookup = "UIApplication.shared.connectedScenes.compactMap { ($0 as? UIWindowScene)?.keyWindow }.first"

    public static func make(for lookup: WindowLookup, in file: SourceFile, roles: TypeRoles, scopes: ScopeFacts) -> Fix? {
        guard let (end, trailingMarks) = replacedEnd(of: lookup, in: file) else { return nil }
        let replacement = (inViewControllerMethod(lookup.start, in: file, roles: roles, scopes: scopes) ? "view.window" : sceneAwareLookup) + trailingMarks
        let start = Int(file.code[lookup.start].start)
        return Fix(title: "Use the window of the current scene", applicability: .unsafe,
                   edits: [TextEdit(range: ByteRange(start: start, end: end), replacement: replacement)])
    }

    /// Where the replaced look-up ends (a byte offset), and the optional
    /// marks to write after the new one, so that what follows reads the same
    /// optional `UIWindow?`: `keyWindow`, `windows.first`, `windows.first(where:
    /// …)`/`first { … }`, `delegate?.window??` (one `?` left).
    static func replacedEnd(of lookup: WindowLookup, in file: SourceFile) -> (Int, String)? {
        let code = file.code
        let last = lookup.end - 1
        guard last >= 0, last < code.count else { return nil }
        switch lookup.name {
        case "keyWindow":
            return (Int(code[last].end), "")
        case "windows":
            guard lookup.end + 1 < code.count, code[lookup.end].kind == .period, file.spells(lookup.end + 1, "first") else { return nil }
            var end = lookup.end + 1
            let next = end + 1
            if next < code.count, code[next].kind == .leftParen || code[next].kind == .leftBrace,
               !code[next].flags.contains(.newlineBefore) {
                let close = Int(file.matching[next])
                guard close > next else { return nil }
                end = close
            }
            return (Int(code[end].end), "")
        case "delegate?.window":
            // `UIWindow??`: `??.rootViewController` becomes `?.rootViewController`.
            guard lookup.end < code.count, code[lookup.end].kind == .operator, file.text(lookup.end) == "??",
                  !code[lookup.end].flags.contains(.triviaBefore) else { return nil }
            return (Int(code[lookup.end].end), "?")
        default:
            return nil
        }
    }

    /// Directly in an instance method of a view controller, where `view` is
    /// the controller's own and needs no `self.`.
    static func inViewControllerMethod(_ i: Int, in file: SourceFile, roles: TypeRoles, scopes: ScopeFacts) -> Bool {
        let scope = file.innermostScope(at: i)
        let unit = scopes.executionUnit(of: scope, in: file)
        guard unit.kind == .function, let function = file.enclosingFunction(of: scope), unit.scope == function,
              let type = file.enclosingType(of: function), roles.isContentViewController(type: type, in: file),
              !file.hasModifier(function, .static), !file.hasModifier(function, .class) else { return false }
        return true
    }
}
