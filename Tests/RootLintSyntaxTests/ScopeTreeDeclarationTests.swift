import Testing
@testable import RootLintSyntax

/// Types, extensions, functions, accessors and property observers in the scope tree.
@Suite struct ScopeTreeDeclarationTests {
    @Test func typesWithInheritance() {
        let f = ScopeFixture("""
            final class LoginViewController: UIViewController, UITableViewDelegate { }
            struct Box<T: Equatable>: Codable where T: Sendable { }
            enum Route: String, CaseIterable { case home }
            protocol Router: AnyObject { }
            actor Store { }
            class Plain { }
            """)
        #expect(f.outline == [
            "#1 class LoginViewController: UIViewController, UITableViewDelegate",
            "#2 struct Box: Codable",
            "#3 enum Route: String, CaseIterable",
            "#4 protocol Router: AnyObject",
            "#5 actor Store",
            "#6 class Plain",
        ])
        guard let login = f.scope(.type, .class, named: "LoginViewController") else { Issue.record("no class"); return }
        #expect(f.file.typeName(of: login) == "LoginViewController")
        #expect(f.file.inheritedTypes(of: login) == ["UIViewController", "UITableViewDelegate"])
        #expect(f.file.hasModifier(login, .final))
        #expect(f.scopes[login].parent == 0)
        #expect(f.scopes[login].depth == 1)
    }

    @Test func genericArgumentsAreNotInheritedTypes() {
        let f = ScopeFixture("class A: Base<Int, String>, P { }")
        #expect(f.file.inheritedTypes(of: 1) == ["Base", "P"])
    }

    @Test func extensions() {
        let f = ScopeFixture("""
            extension UIWindow { }
            extension Notification.Name: @retroactive Sendable { }
            extension Array: Comparable where Element: Comparable, Element: Hashable { }
            """)
        #expect(f.outline == [
            "#1 extension UIWindow",
            "#2 extension Notification.Name: Sendable",
            "#3 extension Array: Comparable",
        ])
        #expect(f.file.typeBaseName(of: 2) == "Name")
    }

    /// `firstInheritedTypeNameIndex` answers, without making strings, what
    /// `inheritedTypes(of:).first` does: the token of its last component.
    @Test(arguments: [
        "class A: UIKit.UIWindow, P { }", "class A: Base<Int, String>, P { }", "class A: Base<Array<Int>>, P { }",
        "extension A: P where T: Q, U: R { }", "class A: `Window` { }", "class A: Any { }", "class A { }",
        "class A: , P { }", "class A: >> Base, P { }", "class A: Outer.Inner<T>.Deep { }", "class A: <",
    ])
    func firstInheritedNameIsTheListsFirst(_ source: String) {
        let f = ScopeFixture(source)
        for scope in f.scopes.indices where f.scopes[scope].kind == .type {
            let expected = f.file.inheritedTypes(of: scope).first?.split(separator: ".").last.map(String.init)
            #expect(f.file.firstInheritedTypeNameIndex(of: scope).map { f.file.text($0) } == expected, "\(source)")
            #expect(f.file.typeBaseNameIndex(of: scope).map { f.file.text($0) } ?? "" == f.file.typeBaseName(of: scope))
        }
    }

    @Test func whereClauseIsNotInherited() {
        // Regression: the names after `where` were listed as inherited types.
        let f = ScopeFixture("extension A: P where T: Q, U: R { }")
        #expect(f.file.inheritedTypes(of: 1) == ["P"])
    }

    @Test func nestedTypes() {
        let f = ScopeFixture("""
            struct Outer {
                enum Inner: Int {
                    struct Deepest { }
                }
            }
            """)
        #expect(f.outline == ["#1 struct Outer", "#2   enum Inner: Int", "#3     struct Deepest"])
        #expect(f.scopes[3].parent == 2)
        #expect(f.file.enclosingType(of: 3) == 3)
    }

    @Test func classModifierIsNotAType() {
        let f = ScopeFixture("""
            class C {
                class func make() -> C { C() }
                class var shared: C { C() }
                class override func f() { }
            }
            """)
        #expect(f.outline == ["#1 class C", "#2   func make()", "#3   var shared", "#4   func f()"])
    }

    @Test func functionsWithSignatures() {
        let f = ScopeFixture("""
            class AppDelegate: UIResponder, UIApplicationDelegate {
                func application(_ application: UIApplication, didFinishLaunchingWithOptions launchOptions: [UIApplication.LaunchOptionsKey: Any]?) -> Bool { true }
                func scene(_ scene: UIScene, willConnectTo session: UISceneSession, options connectionOptions: UIScene.ConnectionOptions) { }
                @IBAction @objc private func tapped(_ sender: Any) { }
                func generic<T: P>(x: T, y: (Int) -> Void = { _ in }) -> T where T: Q { x }
                static func == (lhs: AppDelegate, rhs: AppDelegate) -> Bool { true }
                func noParameters() async throws -> some View { }
            }
            """)
        let names = (1..<f.scopes.count).filter { f.scopes[$0].kind == .function }.map { f.file.signature(of: $0) }
        #expect(names == [
            "application(_:didFinishLaunchingWithOptions:)", "scene(_:willConnectTo:options:)", "tapped(_:)",
            "generic(x:y:)", "==(lhs:rhs:)", "noParameters()",
        ])
        guard let tapped = f.scope(.function, .func, named: "tapped") else { Issue.record("no tapped"); return }
        #expect(f.file.attributes(of: tapped) == ["@IBAction", "@objc"])
        #expect(f.file.hasModifier(tapped, .private))
        #expect(f.file.functionName(of: tapped) == "tapped")
        let parameters = f.file.parameters(of: tapped)
        #expect(parameters.map(\.label) == [nil])
        #expect(parameters.map(\.name) == ["sender"])
        guard let application = f.scope(.function, .func, named: "application") else { return }
        #expect(f.file.parameters(of: application).map(\.name) == ["application", "launchOptions"])
        #expect(f.file.text(f.file.parameters(of: application)[1].type) == "[UIApplication.LaunchOptionsKey: Any]?")
    }

    @Test func defaultValueClosureStaysOutOfTheHeader() {
        // The `{ _ in }` default argument is a closure, not the function body.
        let f = ScopeFixture("func f(y: (Int) -> Void = { _ in }) { body() }")
        #expect(f.outline == ["#1 closure", "#2 func f(y:)"])
        #expect(f.scopes[2].open == f.index(of: "{", occurrence: 1))
    }

    @Test func initializersDeinitializersSubscripts() {
        let f = ScopeFixture("""
            struct S {
                init(x: Int) { }
                init?(y: Int) { }
                convenience init() { self.init(x: 1) }
                deinit { }
                subscript(index: Int) -> Int { get { 0 } set { } }
            }
            """)
        #expect(f.outline == [
            "#1 struct S", "#2   init init(x:)", "#3   init init(y:)", "#4   init init()", "#5   deinit deinit",
            "#6   subscript subscript(index:)", "#7     get get", "#8     set set",
        ])
    }

    @Test func computedPropertiesAndAccessors() {
        let f = ScopeFixture("""
            struct S {
                var a: Int { 42 }
                var b: Int {
                    get { 1 }
                    set(newB) { }
                }
                var c: Int { mutating get { 1 } nonmutating set { } }
                let stored = 1
                var plain: Int
            }
            """)
        #expect(f.outline == [
            "#1 struct S", "#2   var a", "#3   var b", "#4     get get", "#5     set set", "#6   var c",
            "#7     get get", "#8     set set",
        ])
        guard let setter = f.scope(.function, .set) else { return }
        #expect(f.file.parameters(of: setter).map(\.name) == ["newB"])
        #expect(f.clauseText(setter) == "(newB)")
        // An accessor's enclosing function is its property.
        guard let getter = f.scope(.function, .get) else { return }
        #expect(f.file.enclosingFunction(of: getter) == f.scope(.function, .var, named: "b"))
    }

    @Test func protocolRequirementsHaveNoBodies() {
        let f = ScopeFixture("""
            protocol P {
                var x: Int { get set }
                func f()
                init(y: Int)
            }
            func g() { }
            """)
        #expect(f.outline == ["#1 protocol P", "#2   var x", "#3 func g()"])
    }

    @Test func propertyObservers() {
        let f = ScopeFixture("""
            class C {
                var a = 0 { willSet { } didSet { print(oldValue) } }
                var b: Int = 0 {
                    didSet(old) { }
                }
                var c: String { didSet { } }
            }
            """)
        #expect(f.outline == [
            "#1 class C", "#2   var a", "#3     willSet willSet", "#4     didSet didSet", "#5   var b",
            "#6     didSet didSet", "#7   var c", "#8     didSet didSet",
        ])
    }

    @Test func lazyVarClosureInitializers() {
        let f = ScopeFixture("""
            class C {
                lazy var window: UIWindow = {
                    let w = UIWindow()
                    return w
                }()
                private lazy var label = { UILabel() }()
                let handler: () -> Void = { }
            }
            """)
        #expect(f.outline == [
            "#1 class C", "#2   closure initializes window", "#3   closure initializes label", "#4   closure initializes handler",
        ])
        #expect(f.scopes[2].kind == .closure)
        #expect(f.file.text(f.scopes[2].initializes) == "window")
    }

    @Test func anInitialValueCallWithATrailingClosureIsNotABody() {
        let f = ScopeFixture("""
            var value = compute {
                1
            }
            let y = items.map { $0 }
            """)
        #expect(f.outline == ["#1 closure of compute trailing", "#2 closure of items.map trailing"])
    }

    @Test func localFunctionsAndTypes() {
        let f = ScopeFixture("""
            func outer() {
                func inner() { }
                struct Local { func m() { } }
            }
            """)
        #expect(f.outline == ["#1 func outer()", "#2   func inner()", "#3   struct Local", "#4     func m()"])
        #expect(f.file.enclosingFunction(of: 4) == 4)
        #expect(f.file.enclosingType(of: 4) == 3)
        #expect(f.file.enclosingType(of: 2) == nil)
    }

    @Test func contextualKeywordsAsNames() {
        // `actor`, `get`, `set` used as plain names make no scopes.
        let f = ScopeFixture("""
            let actor = 1
            func f() { let get = 1; set(get) }
            """)
        #expect(f.outline == ["#1 func f()"])
    }
}
