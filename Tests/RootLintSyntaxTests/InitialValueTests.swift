import Testing
@testable import RootLintSyntax

/// `initialValue(ofDeclarationAt:limit:)`: the value a declaration gives its name.
@Suite struct InitialValueTests {
    func value(_ source: String, of name: String) -> String? {
        let f = ScopeFixture(source)
        guard let at = f.index(of: name), let range = f.file.initialValue(ofDeclarationAt: at, limit: f.file.code.count) else { return nil }
        return range.map { f.file.text($0) }.joined(separator: " ")
    }

    @Test func aPlainDeclarationRunsToTheEndOfItsExpression() {
        #expect(value("func f() { let home = HomeViewController(user: user)\n show(home) }", of: "home")
                == "HomeViewController ( user : user )")
        #expect(value("let items = list.map { $0.name }", of: "items") == "list . map { $0 . name }")
    }

    @Test func aConditionsValueStopsBeforeTheBody() {
        #expect(value("""
            func f() {
                if let next = sb.instantiateViewController(withIdentifier: "Next") as? NextViewController {
                    UIApplication.shared.windows.first?.rootViewController = next
                }
            }
            """, of: "next") == "sb . instantiateViewController ( withIdentifier : \" Next \" ) as ? NextViewController")
        #expect(value("func f() { guard let home = make() else { return } }", of: "home") == "make ( )")
        #expect(value("func f() { while let item = queue.next() { use(item) } }", of: "item") == "queue . next ( )")
    }
}
