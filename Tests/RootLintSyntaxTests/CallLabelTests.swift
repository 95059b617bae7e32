import Testing
@testable import RootLintSyntax

/// `callHasLabel(open:_:)` answers what the labels of `callArguments(open:)`
/// answer, without building the list.
@Suite struct CallLabelTests {
    static let calls = [
        "UIView.animate(withDuration: 0.3, animations: { a() }) { _ in b() }",
        "UIView.transition(with: window, duration: 0.3, options: [.a, .b], animations: nil)",
        "f(g(animations: 1), h: [x: 1, y: 2], k: { animations in })",
        "f(animations)",
        "f(default: 1, animations: 2)",
        "f()",
        "f(a: (animations: 1, b: 2), c: 3)",
        "f(a: \"\\(animations: 1)\", animations:",
        "f(,,animations: 1,)",
    ]

    @Test(arguments: calls)
    func labelsAgreeWithTheArgumentList(_ source: String) {
        let file = SourceFile(path: "a.swift", text: source)
        let open = file.code.firstIndex { $0.kind == .leftParen }!
        let labels = file.callArguments(open: open).map(\.label).filter { $0 >= 0 }
        for label: StaticString in ["animations", "with", "h", "c", "default", "completion"] {
            #expect(file.callHasLabel(open: open, label) == labels.contains { file.spells($0, label) }, "\(label) in \(source)")
        }
    }
}
