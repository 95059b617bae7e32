import RootLintSyntax

/// An `as!` cast of the root (`window.rootViewController as! MainTabBarController`)
/// or of a delegate to the app or scene delegate type
/// (`UIApplication.shared.delegate as! AppDelegate`), outside test code.
public struct ForcedCast: Sendable, Equatable {
    public enum Operand: Sendable, Equatable {
        /// `….rootViewController as! T`
        case root
        /// `….delegate as! AppDelegate`
        case delegate
    }

    /// Code index of `as`.
    public var cast: Int
    /// Code index of the first token of the cast operand.
    public var operandStart: Int
    public var operand: Operand
    /// The code index of the target type's name, or nil when it is not a name.
    public var type: Int?

    /// Casts in `file`, in source order.
    static func find(in file: SourceFile, scopes: ScopeFacts, isTestFile: Bool) -> [ForcedCast] {
        guard !isTestFile else { return [] }
        let code = file.code
        var casts: [ForcedCast] = []
        // `as!` lexes as the keyword `as` and a glued `!`, so its bytes are
        // where the `as` token starts.
        for i in file.codeIndices(startingAt: Vocabulary.forcedCast) where i >= 1 && i + 2 < code.count {
            guard code[i].kind == .keyword, code[i].keyword == .as, code[i + 1].kind == .operator,
                  code[i + 1].length == 1, !code[i + 1].flags.contains(.triviaBefore),
                  code[i + 1].flags.contains(.optionalMarks), file.spells(i + 1, "!"),
                  PostfixExpression.endsValue(i - 1, code: code),
                  !scopes.isTestCode(file.innermostScope(at: i)) else { continue }
            let operandStart = file.postfixExpressionStart(endingAt: i - 1)
            // `(UIApplication.shared.delegate) as! AppDelegate`: the parentheses say nothing.
            var operand = operandStart..<i
            while operand.count >= 2, code[operand.lowerBound].kind == .leftParen,
                  Int(file.matching[operand.lowerBound]) == operand.upperBound - 1 {
                operand = (operand.lowerBound + 1)..<(operand.upperBound - 1)
            }
            guard let last = file.lastChainName(operand) else { continue }
            let typeIndex = i + 2
            let type = file.isName(typeIndex) ? typeIndex : nil
            if file.spells(last, "rootViewController") {
                guard !Self.isViewControllersRoot(operand.lowerBound..<last, in: file) else { continue }
                casts.append(ForcedCast(cast: i, operandStart: operandStart, operand: .root, type: type))
            } else if file.spells(last, "delegate"), let type,
                      Vocabulary.delegateTypeSuffixes.contains(where: { file.text(type).hasSuffix($0) }),
                      !Self.isAppKitApplication(operand.lowerBound, in: file) {
                casts.append(ForcedCast(cast: i, operandStart: operandStart, operand: .delegate, type: type))
            }
        }
        return casts
    }

    /// The `rootViewController` is a view controller's own, not a window's:
    /// `sideMenuController?.rootViewController` (a side menu's centre
    /// screen), `drawerController.rootViewController`. A `windowController`
    /// holds a window's root.
    static func isViewControllersRoot(_ receiver: Range<Int>, in file: SourceFile) -> Bool {
        guard let name = file.lastChainName(receiver) else { return false }
        return Vocabulary.viewControllerReceiverSuffixes.contains { file.hasSuffix(name, $0) }
            && !file.text(name).contains("indow")
    }

    /// `NSApp.delegate`, `NSApplication.shared.delegate`: a macOS app's
    /// delegate, which has no root view controller to switch.
    static func isAppKitApplication(_ operandStart: Int, in file: SourceFile) -> Bool {
        Vocabulary.appKitApplicationNames.contains { file.spells(operandStart, $0) }
    }

    /// The name of the static accessor at `operandStart` when it is a member
    /// of a delegate type (`extension AppDelegate { static var shared: … }`),
    /// which code outside it uses by name (`AppDelegate.shared`): the code
    /// index of its name, and the name; nil otherwise.
    public static func delegateTypeAccessor(at operandStart: Int, in file: SourceFile) -> (name: Int, text: String)? {
        var property = file.innermostScope(at: operandStart)
        if file.scopes[property].keyword == .get { property = file.scopes[property].parent }
        guard property > 0, property < file.scopes.count, file.scopes[property].kind == .function, file.scopes[property].name >= 0,
              let type = file.enclosingType(of: property),
              let typeName = file.typeBaseNameIndex(of: type),
              Vocabulary.delegateTypeSuffixes.contains(where: { file.hasSuffix(typeName, string: $0) }) else { return nil }
        return (file.scopes[property].name, file.text(file.scopes[property].name))
    }
}
