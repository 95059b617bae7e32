import Testing
@testable import RootLintSyntax

/// Closures: the call they are passed to, their argument label, trailing or not.
@Suite struct ScopeTreeClosureTests {
    @Test func labelledClosureArguments() {
        let f = ScopeFixture("""
            UIView.transition(with: window, duration: 0.3, options: .transitionCrossDissolve, animations: {
                window.rootViewController = vc
            }, completion: nil)
            """)
        #expect(f.outline == ["#1 closure of UIView.transition label animations"])
        #expect(f.calleeText(1) == "UIView.transition")
        #expect(f.labelText(1) == "animations")
        #expect(!f.scopes[1].isTrailing)
        #expect(f.scopes[1].callOpen == f.index(of: "("))
    }

    @Test func unlabelledClosureArguments() {
        let f = ScopeFixture("f({ }, { }, g: { })")
        #expect(f.outline == ["#1 closure of f", "#2 closure of f", "#3 closure of f label g"])
    }

    @Test func trailingClosures() {
        let f = ScopeFixture("""
            DispatchQueue.main.async { }
            DispatchQueue.main.asyncAfter(deadline: .now() + 1) { }
            UIView.performWithoutAnimation { window.rootViewController = vc }
            foo?.bar { }
            self.present(vc, animated: true) { }
            super.viewDidLoad { }
            """)
        #expect(f.outline == [
            "#1 closure of DispatchQueue.main.async trailing",
            "#2 closure of DispatchQueue.main.asyncAfter trailing",
            "#3 closure of UIView.performWithoutAnimation trailing",
            "#4 closure of foo?.bar trailing",
            "#5 closure of self.present trailing",
            "#6 closure of super.viewDidLoad trailing",
        ])
        #expect(f.scopes[2].callOpen == f.index(of: "("))
        #expect(f.scopes[1].callOpen == -1)
    }

    @Test func multipleTrailingClosures() {
        let f = ScopeFixture("""
            UIView.animate(withDuration: 0.3) {
                view.alpha = 0
            } completion: { _ in
                window.rootViewController = vc
            }
            Button("x") { } label: { Text("y") } other: { }
            """)
        #expect(f.outline == [
            "#1 closure of UIView.animate trailing",
            "#2 closure of UIView.animate label completion trailing",
            "#3 closure of Button trailing",
            "#4 closure of Button label label trailing",
            "#5 closure of Button label other trailing",
        ])
        #expect(f.scopes[2].callOpen == f.scopes[1].callOpen)
    }

    @Test func trailingClosureAfterALabelledOne() {
        let f = ScopeFixture("UIView.animate(withDuration: 1, animations: { }) { done in }")
        #expect(f.outline == [
            "#1 closure of UIView.animate label animations",
            "#2 closure of UIView.animate trailing",
        ])
    }

    @Test func chainedTrailingClosures() {
        let f = ScopeFixture("""
            let names = items.filter { $0.isVisible }.map { $0.name }.sorted { $0 < $1 }
            windows.first { $0.isKeyWindow }?.rootViewController = vc
            """)
        #expect(f.outline == [
            "#1 closure of items.filter trailing",
            "#2 closure of items.filter { $0.isVisible }.map trailing",
            "#3 closure of items.filter { $0.isVisible }.map { $0.name }.sorted trailing",
            "#4 closure of windows.first trailing",
        ])
        // The whole chain is one postfix expression.
        guard let sorted = f.index(of: "sorted") else { return }
        #expect(f.file.postfixExpressionStart(endingAt: sorted) == f.index(of: "items"))
        guard let last = f.index(of: "}", occurrence: 2) else { return }
        #expect(f.file.postfixExpressionStart(endingAt: last) == f.index(of: "items"))
        guard let root = f.index(of: "rootViewController") else { return }
        #expect(f.file.postfixExpressionStart(endingAt: root) == f.index(of: "windows"))
    }

    @Test func closuresThatAreNotArguments() {
        let f = ScopeFixture("""
            let block = { print("x") }
            run({ }())
            (a, { })
            x = { }()
            """)
        #expect(f.outline == [
            "#1 closure initializes block",
            "#2 closure of run",
            "#3 closure",
            "#4 closure",
        ])
    }

    @Test func closureParentsAndNesting() {
        let f = ScopeFixture("""
            func showMain() {
                UIView.transition(with: window, duration: 0.3, options: [], animations: {
                    UIView.performWithoutAnimation {
                        window.rootViewController = vc
                    }
                })
            }
            """)
        #expect(f.outline == [
            "#1 func showMain()",
            "#2   closure of UIView.transition label animations",
            "#3     closure of UIView.performWithoutAnimation trailing",
        ])
        #expect(f.scopes[3].parent == 2)
        #expect(f.scopes[2].parent == 1)
        #expect(f.file.enclosingFunction(of: 3) == 1)
        guard let write = f.index(of: "rootViewController") else { return }
        #expect(f.file.innermostScope(at: write) == 3)
        #expect(Array(f.file.ancestors(from: 3)) == [3, 2, 1, 0])
    }

    @Test func closureOnTheNextLineIsATrailingClosure() {
        let f = ScopeFixture("foo\n{ }")
        #expect(f.outline == ["#1 closure of foo trailing"])
    }

    @Test func callOnTheNextLineIsNotACall() {
        // A `(` on a new line starts a new statement: no callee.
        let f = ScopeFixture("foo\n({ })")
        #expect(f.outline == ["#1 closure"])
    }

    @Test func closuresInsideInterpolation() {
        let f = ScopeFixture(#"let s = "\(items.map { "\($0)" }.joined())""#)
        #expect(f.outline == ["#1 closure of items.map trailing"])
    }

    @Test func captureListsAndSignatures() {
        let f = ScopeFixture("""
            DispatchQueue.main.async { [weak self] in
                guard let self else { return }
                self.window?.rootViewController = vc
            }
            """)
        #expect(f.outline == [
            "#1 closure of DispatchQueue.main.async trailing",
            "#2   guard [let self]",
        ])
    }
}
