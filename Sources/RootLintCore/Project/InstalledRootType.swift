import RootLintSyntax

/// The type of the view controller a write installs as a window's root:
/// `window.rootViewController = RootNavigationViewController()`,
/// `= AppShell.shared`, or a name whose declaration says it
/// (`let shell = AppShell()`, `var rootNavigationController: RootNavigationViewController!`).
/// A type installed as the root while the app starts and swapping its
/// children is a root container whatever its name (`ContainerSwap`): its
/// swaps replace the whole interface.
struct InstalledRootType {
    let file: SourceFile
    let names: NameIndex
    /// What each declaration read says, by its code index: many writes of
    /// one name read its declaration once.
    private var declared: [Int: String?] = [:]
    /// Each type's stored property of a name, found once.
    private var properties: [PropertyKey: Int?] = [:]

    private struct PropertyKey: Hashable {
        var type: Int
        var name: String
    }

    init(file: SourceFile, names: NameIndex?) {
        self.file = file
        self.names = names ?? NameIndex(file: file)
    }

    /// The type's name; nil when the value does not say (a parameter, a factory call, a UIKit type).
    mutating func of(_ write: RootWrite) -> String? {
        // Only the app's window: an overlay's root covers a part of the screen.
        guard write.window != .otherWindowName else { return nil }
        var value = write.value
        while let first = value.first, file.code[first].keyword == .try || file.code[first].keyword == .await {
            value = value.dropFirst()
        }
        if let name = Self.name(in: value, file: file) {
            guard let declaration = declaration(of: name, write: write) else { return nil }
            if let known = declared[declaration] { return known }
            let type = declaredType(at: declaration)
            declared[declaration] = type
            return type
        }
        return Self.constructedType(value, in: file)
    }

    /// `name` or `self.name`: the name's code index.
    static func name(in value: Range<Int>, file: SourceFile) -> Int? {
        if value.count == 1, file.isName(value.lowerBound) { return value.lowerBound }
        if value.count == 3, file.code[value.lowerBound].keyword == .self, file.code[value.lowerBound + 1].kind == .period,
           file.isName(value.lowerBound + 2) {
            return value.lowerBound + 2
        }
        return nil
    }

    /// `Type(…)`, `Type.init(…)`, or a shared instance (`Type.shared`,
    /// `Type.instance`): a name spelled like a type, first in the chain.
    static func constructedType(_ value: Range<Int>, in file: SourceFile) -> String? {
        guard let head = value.first, head + 1 < file.code.count, file.isName(head), isProjectTypeName(head, in: file) else { return nil }
        let next = file.code[head + 1]
        if next.kind == .leftParen { return file.text(head) }
        guard next.kind == .period, head + 2 < file.code.count else { return nil }
        return Vocabulary.sharedInstanceNames.contains(where: { file.spells(head + 2, $0) }) || file.spells(head + 2, "init")
            ? file.text(head) : nil
    }

    /// The local the name is, or else the stored property of the write's type.
    mutating func declaration(of name: Int, write: RootWrite) -> Int? {
        if let function = file.enclosingFunction(of: write.scope),
           let local = names.localDeclaration(of: name, in: .clamped(file.scopes[function].open + 1, write.target), file: file) {
            return local
        }
        guard let type = file.enclosingType(of: write.scope) else { return nil }
        let key = PropertyKey(type: type, name: file.text(name))
        if let known = properties[key] { return known }
        let body = Range<Int>.clamped(file.scopes[type].open + 1, min(file.scopes[type].close, file.code.count))
        // The type's own: the first declaration in its body outside its members.
        let property = names.declarations(sameAs: name, in: body, file: file).first { file.innermostScope(at: $0) == type }
        properties[key] = property
        return property
    }

    /// The type a declaration gives: its annotation (`: Type`, `: Type!`)
    /// or its initial value.
    func declaredType(at declared: Int) -> String? {
        if declared + 2 < file.code.count, file.code[declared + 1].kind == .colon, file.isName(declared + 2) {
            return Self.isProjectTypeName(declared + 2, in: file) ? file.text(declared + 2) : nil
        }
        guard let initial = file.initialValue(ofDeclarationAt: declared, limit: file.code.count) else { return nil }
        return Self.constructedType(initial, in: file)
    }

    /// Spelled like a type (a capital first), and not UIKit's or SwiftUI's
    /// own (`UINavigationController`, `UIHostingController`): those swap
    /// nothing of the project's.
    static func isProjectTypeName(_ i: Int, in file: SourceFile) -> Bool {
        file.withBytes(of: i) { bytes in
            guard let first = bytes.first, first >= UInt8(ascii: "A"), first <= UInt8(ascii: "Z") else { return false }
            let framework = bytes.count > 2 && bytes[0] == UInt8(ascii: "U") && bytes[1] == UInt8(ascii: "I")
                && bytes[2] >= UInt8(ascii: "A") && bytes[2] <= UInt8(ascii: "Z")
            return !framework
        }
    }
}
