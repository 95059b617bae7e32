import Testing
@testable import RootLintSyntax

/// `if`/`else` chains, `guard`, `switch`/`case`, loops, `do`/`catch`, `defer`.
@Suite struct ScopeTreeStatementTests {
    @Test func ifElseChains() {
        let f = ScopeFixture("""
            func f() {
                if a { x() } else if b { y() } else { z() }
            }
            """)
        #expect(f.outline == [
            "#1 func f()", "#2   if [a]", "#3   if [b] after #2", "#4   else after #3",
        ])
        #expect(f.scopes[2].previousBranch == -1)
        #expect(f.scopes[3].previousBranch == 2)
        #expect(f.scopes[4].previousBranch == 3)
        // `else if` starts at its `else`.
        #expect(f.scopes[3].headerStart == f.index(of: "else"))
    }

    @Test func elseOnItsOwnLine() {
        let f = ScopeFixture("""
            if a {
            }
            else {
            }
            """)
        #expect(f.outline == ["#1 if [a]", "#2 else after #1"])
    }

    @Test func ifConditionsWithClosuresAndBindings() {
        let f = ScopeFixture("""
            if let first = items.first(where: { $0.isReady }), first.count > 1 {
                use(first)
            }
            if case .some(let x) = value { }
            """)
        #expect(f.outline == [
            "#1 closure of items.first label where", "#2 if [let first = items.first(where: { $0.isReady }), first.count > 1]",
            "#3 if [case .some(let x) = value]",
        ])
    }

    @Test func guardElse() {
        let f = ScopeFixture("""
            func f(animated: Bool) {
                guard animated else { rootViewController = vc; return }
                guard let window = window, window.isKeyWindow
                else {
                    return
                }
            }
            """)
        #expect(f.outline == [
            "#1 func f(animated:)", "#2   guard [animated]", "#3   guard [let window = window, window.isKeyWindow]",
        ])
        #expect(f.scopes[2].keyword == .guard)
        guard let write = f.index(of: "rootViewController") else { return }
        #expect(f.file.innermostScope(at: write) == 2)
    }

    @Test func switchCaseSections() {
        let f = ScopeFixture("""
            switch route {
            case .home, .feed:
                showHome()
            case let .profile(id) where id > 0:
                if id == 1 { }
            @unknown default:
                break
            }
            """)
        #expect(f.outline == [
            "#1 switch [route]",
            "#2   case [.home, .feed]",
            "#3   case [let .profile(id) where id > 0]",
            "#4     if [id == 1]",
            "#5   default",
        ])
        // A case section runs from its `:` to the next label or the `}`.
        #expect(f.scopes[2].open == f.index(of: ":"))
        #expect(f.scopes[2].close == f.index(of: "case", occurrence: 1))
        #expect(f.scopes[5].close == f.index(of: "}", occurrence: 1))
        guard let showHome = f.index(of: "showHome") else { return }
        #expect(f.file.innermostScope(at: showHome) == 2)
    }

    @Test func enumCasesAndIfCaseAreNotSwitchSections() {
        let f = ScopeFixture("""
            enum E { case a, b
                case c(Int)
            }
            for case let x? in xs { }
            """)
        #expect(f.outline == ["#1 enum E", "#2 for [case let x? in xs]"])
    }

    @Test func nestedSwitches() {
        let f = ScopeFixture("""
            switch a {
            case 1:
                switch b {
                case 2: f()
                default: g()
                }
            default: h()
            }
            """)
        #expect(f.outline == [
            "#1 switch [a]", "#2   case [1]", "#3     switch [b]", "#4       case [2]", "#5       default",
            "#6   default",
        ])
        #expect(f.scopes[6].parent == 1)
    }

    @Test func loops() {
        let f = ScopeFixture("""
            for i in 0..<3 where i > 0 { }
            while let next = iterator.next() { }
            repeat { attempts += 1 } while attempts < 3
            """)
        #expect(f.outline == ["#1 for [i in 0..<3 where i > 0]", "#2 while [let next = iterator.next()]", "#3 repeat"])
    }

    @Test func repeatWhileDoesNotSwallowTheNextBrace() {
        // The `while` of `repeat { } while cond` has no body: the `{` on the
        // next line belongs to the next statement.
        let f = ScopeFixture("""
            repeat { } while x
            if y { }
            """)
        #expect(f.outline == ["#1 repeat", "#2 if [y]"])
    }

    @Test func doCatchDefer() {
        let f = ScopeFixture("""
            func f() {
                defer { cleanup() }
                do { try g() } catch let error as URLError { } catch { }
            }
            """)
        #expect(f.outline == [
            "#1 func f()", "#2   defer", "#3   do", "#4   catch [let error as URLError] after #3", "#5   catch after #4",
        ])
    }

    @Test func statementsInsideClosures() {
        let f = ScopeFixture("""
            UIView.animate(withDuration: 0.3) {
                if finished { } else { }
            } completion: { finished in
                guard finished else { return }
            }
            """)
        #expect(f.outline == [
            "#1 closure of UIView.animate trailing", "#2   if [finished]", "#3   else after #2",
            "#4 closure of UIView.animate label completion trailing", "#5   guard [finished]",
        ])
    }
}
