import Testing
@testable import RootLintSyntax

/// `areInExclusiveBranches`: two places no single run reaches both of.
@Suite struct ExclusiveBranchesTests {
    func exclusive(_ source: String, _ first: String, _ second: String) -> Bool {
        let f = ScopeFixture(source)
        guard let a = f.index(of: first), let b = f.index(of: second) else {
            Issue.record("\(first) or \(second) not in the source")
            return false
        }
        #expect(f.file.areInExclusiveBranches(a, b) == f.file.areInExclusiveBranches(b, a))
        return f.file.areInExclusiveBranches(a, b)
    }

    @Test func ifAndElseAreExclusive() {
        #expect(exclusive("func f() { if hidden { remove() } else { add() } }", "remove", "add"))
        #expect(exclusive("func f() { if a { x() } else if b { y() } else { z() } }", "x", "z"))
        #expect(exclusive("func f() { if a { x() } else if b { y() } else { z() } }", "y", "z"))
        #expect(exclusive("func f() { if a { if c { x() } } else { for i in l { z() } } }", "x", "z"))
    }

    @Test func switchCasesAreExclusive() {
        let source = """
            func f() {
                switch s {
                case .a: x()
                case .b: y()
                default: z()
                }
            }
            """
        #expect(exclusive(source, "x", "z"))
        #expect(exclusive(source, "x", "y"))
    }

    @Test func codeRunInOneGoIsNot() {
        #expect(!exclusive("func f() { remove(); add() }", "remove", "add"))
        #expect(!exclusive("func f() { if a { remove() }; add() }", "remove", "add"))
        #expect(!exclusive("func f() { if a { remove(); add() } else { z() } }", "remove", "add"))
        #expect(!exclusive("func f() { if a { x() }; if b { y() } else { z() } }", "x", "z"))
        // Two switches, not two cases of one.
        #expect(!exclusive("""
            func f() {
                switch s {
                case .a: x()
                default: break
                }
                switch t {
                case .b: y()
                default: break
                }
            }
            """, "x", "y"))
    }

    @Test func aHalfTypedChainIsSafe() {
        #expect(!exclusive("func f() { if a { x() } else", "x", "else"))
        let f = ScopeFixture("} else { x() } } else { y( ")
        #expect(!f.file.areInExclusiveBranches(f.index(of: "x") ?? 0, f.file.code.count + 5))
    }
}
