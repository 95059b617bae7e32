import Foundation
import Testing
@testable import RootLintSyntax

/// `#if` blocks, unbalanced input and `innermostScope(at:)`.
@Suite struct ScopeTreeRecoveryTests {
    @Test func conditionalCompilationBlocks() {
        let f = ScopeFixture("""
            #if DEBUG
            let a = 1
            #elseif BETA
            let a = 2
            #else
            let a = 3
            #endif
            """)
        #expect(f.file.conditionalCompilation.count == 1)
        let block = f.file.conditionalCompilation[0]
        #expect(block.directives == [f.index(of: "#if"), f.index(of: "#elseif"), f.index(of: "#else"), f.index(of: "#endif")].compactMap { $0 })
        #expect(block.end == f.index(of: "#endif"))
    }

    @Test func branchesWithUnbalancedBraces() {
        // Each branch starts from the bracket state at `#if`: the two headers
        // open one class between them, and `func f` is inside it.
        let f = ScopeFixture("""
            #if os(iOS)
            class Root: UIViewController {
            #else
            class Root: NSViewController {
            #endif
                func f() { }
            }
            func g() { }
            """)
        #expect(f.outline == [
            "#1 class Root: UIViewController", "#2 class Root: NSViewController", "#3   func f()", "#4 func g()",
        ])
        // The first branch's class is cut off at `#else`.
        #expect(f.scopes[1].close == f.index(of: "#else"))
        #expect(f.scopes[4].parent == 0)
    }

    @Test func conditionalStatementHeaders() {
        let f = ScopeFixture("""
            func f() {
                #if DEBUG
                if a {
                #else
                if b {
                #endif
                    g()
                }
                h()
            }
            """)
        #expect(f.outline == ["#1 func f()", "#2   if [a]", "#3   if [b]"])
        guard let g = f.index(of: "g"), let h = f.index(of: "h") else { return }
        #expect(f.file.innermostScope(at: g) == 3)
        #expect(f.file.innermostScope(at: h) == 1)
    }

    @Test func nestedAndUnclosedConditionalBlocks() {
        let f = ScopeFixture("""
            #if A
            #if B
            struct S {
            #endif
            }
            #else
            #endif
            #endif
            #else
            """)
        #expect(f.file.conditionalCompilation.count == 2)
        #expect(f.file.conditionalCompilation.allSatisfy { $0.end >= 0 })
        expectWellFormedScopeTree(f.file)
    }

    @Test func conditionalCaseSections() {
        let f = ScopeFixture("""
            switch x {
            case 1: a()
            #if DEBUG
            case 2: b()
            #else
            case 3: c()
            #endif
            default: d()
            }
            """)
        #expect(f.outline == ["#1 switch [x]", "#2   case [1]", "#3   case [2]", "#4   case [3]", "#5   default"])
        expectWellFormedScopeTree(f.file)
    }

    @Test func strayClosersAreIgnored() {
        let f = ScopeFixture("""
            }
            ) ] )
            func f() {
                x(]
            }
            func g() { }
            """)
        #expect(f.outline == ["#1 func f()", "#2 func g()"])
        #expect(f.scopes[1].close == f.index(of: "}", occurrence: 1))
        expectWellFormedScopeTree(f.file)
    }

    @Test func aBraceClosesParenthesesLeftOpen() {
        let f = ScopeFixture("""
            func f() {
                x(a, [b
            }
            func g() { }
            """)
        #expect(f.outline == ["#1 func f()", "#2 func g()"])
        #expect(f.scopes[2].parent == 0)
    }

    @Test func unclosedBracesEndAtTheEndOfTheFile() {
        let f = ScopeFixture("""
            class C {
                func f() {
                    if x {
            """)
        #expect(f.outline == ["#1 class C", "#2   func f()", "#3     if [x]"])
        for scope in f.scopes.dropFirst() { #expect(scope.close == f.file.code.count) }
        expectWellFormedScopeTree(f.file)
    }

    @Test func unclosedParenthesisInAHeader() {
        // `f`'s header never closes, so its `{` is a closure inside the
        // parentheses; the next declaration still gets its scope.
        let f = ScopeFixture("func f(a: Int { body() }\nfunc g() { }")
        expectWellFormedScopeTree(f.file)
        #expect(f.outline == ["#1 closure of Int trailing", "#2 func g()"])
        #expect(f.scopes[2].parent == 0)
    }

    @Test func innermostScope() {
        let f = ScopeFixture("""
            class C {
                var x = 1
                func f() {
                    let a = 1
                    DispatchQueue.main.async {
                        let b = 2
                    }
                    let c = 3
                }
            }
            let d = 4
            """)
        #expect(f.outline == ["#1 class C", "#2   func f()", "#3     closure of DispatchQueue.main.async trailing"])
        func scope(at name: String) -> Int { f.file.innermostScope(at: f.index(of: name) ?? -1) }
        #expect(scope(at: "x") == 1)
        #expect(scope(at: "a") == 2)
        #expect(scope(at: "b") == 3)
        #expect(scope(at: "c") == 2)
        #expect(scope(at: "d") == 0)
        // Braces themselves are outside their scope; the header too.
        #expect(f.file.innermostScope(at: f.scopes[3].open) == 2)
        #expect(f.file.innermostScope(at: f.scopes[3].close) == 2)
        #expect(scope(at: "async") == 2)
        #expect(scope(at: "class") == 0)
    }

    @Test func innermostScopeAgreesWithBruteForceOnTheCorpus() throws {
        for url in corpusFiles() {
            let file = SourceFile(path: url.path, bytes: try [UInt8](Data(contentsOf: url)))
            expectWellFormedScopeTree(file, url.lastPathComponent, queries: file.code.count)
        }
    }

    @Test func matchingPairsBrackets() {
        let f = ScopeFixture("f(a[0], { $0 }) \"\\(x)\"")
        let code = f.file.code
        for (i, token) in code.enumerated() {
            switch token.kind {
            case .leftParen, .leftBracket, .leftBrace, .interpolationOpen:
                let close = Int(f.file.matching[i])
                #expect(close > i)
                #expect([.rightParen, .rightBracket, .rightBrace, .interpolationClose].contains(code[close].kind))
            default:
                break
            }
        }
    }
}
