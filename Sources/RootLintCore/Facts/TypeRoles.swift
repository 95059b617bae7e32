import RootLintSyntax

/// What part a type plays in root switching: coordinator, root container,
/// content screen. Judged from its name, its inheritance and configuration.
public struct TypeRoles: Sendable {
    let configuration: Configuration
    let project: ProjectFacts

    public init(configuration: Configuration, project: ProjectFacts = .empty) {
        self.configuration = configuration
        self.project = project
    }

    /// Allowed to switch the root: configured coordinator patterns, root
    /// containers, types that own the window or an animated helper (whatever
    /// their name), and `UIWindow` extensions/subclasses.
    public func isDesignatedCoordinator(type: Int, in file: SourceFile) -> Bool {
        let name = file.typeBaseName(of: type)
        if configuration.isCoordinatorName(name) || configuration.isContainerName(name) { return true }
        if project.ownsWindow(name) { return true }
        return WindowDeclarations(file: file).isWindowType(type)
    }

    public func isContainer(_ name: some StringProtocol) -> Bool {
        configuration.isContainerName(name)
    }

    /// A configured coordinator name (`*Coordinator`, `*Flow`, …).
    public func isCoordinatorName(_ name: some StringProtocol) -> Bool {
        configuration.isCoordinatorName(name)
    }

    /// Controllers that hold other screens rather than being one.
    public static func isStructuralControllerName(_ name: some StringProtocol) -> Bool {
        Vocabulary.structuralControllerSuffixes.contains { name.hasSuffix($0) }
            || Vocabulary.structuralControllerNames.contains(String(name))
    }

    /// A screen of content: a view controller that is not a container,
    /// navigation/tab/split controller or coordinator.
    public func isContentViewController(type: Int, in file: SourceFile) -> Bool {
        let name = file.typeBaseName(of: type)
        if isDesignatedCoordinator(type: type, in: file) || Self.isStructuralControllerName(name) { return false }
        if file.scopes[type].keyword == .extension {
            return name == "UIViewController" || name.hasSuffix("ViewController")
        }
        // A struct, an enum, or a class that inherits nothing is no view
        // controller, whatever its name says (`class ChangeRootVC { … }`).
        guard file.scopes[type].keyword == .class, let superclass = file.inheritedTypes(of: type).first else { return false }
        if name.hasSuffix("ViewController") || name.hasSuffix("VC") { return true }
        return superclass.hasSuffix("ViewController") && !Self.isStructuralControllerName(superclass)
    }
}
