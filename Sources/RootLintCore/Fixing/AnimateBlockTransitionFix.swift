import RootLintSyntax

/// The unsafe fix of `root_swap_in_animate_block`: `UIView.animate(withDuration:
/// d, animations: { … })` becomes `UIView.transition(with: window, duration: d,
/// options: .transitionCrossDissolve, animations: { … })`, the swap inside
/// wrapped in `UIView.performWithoutAnimation`. Only where the window is a
/// plain value (not optional) and the call passes nothing but the duration,
/// the animations and a completion. Unsafe: the rest of the block now runs
/// inside a transition of the window.
/// What it does to code is shown, and tested, by the corrections of
/// `Rules/RootSwapInAnimateBlockRule.swift`.
public enum AnimateBlockTransitionFix {
    public static func make(for write: RootWrite, closure: Int, in file: SourceFile) -> Fix? {
        let code = file.code
        guard let callee = file.lastChainName(file.scopes[closure].callee), file.spells(callee, "animate"),
              callee >= 2, code[callee - 1].kind == .period, file.spells(callee - 2, "UIView"),
              callee + 1 < code.count, code[callee + 1].kind == .leftParen else { return nil }
        let arguments = file.callArguments(open: callee + 1)
        guard let duration = arguments.first, duration.label >= 0, file.spells(duration.label, "withDuration"),
              arguments.dropFirst().allSatisfy({ $0.label >= 0 && (file.spells($0.label, "animations") || file.spells($0.label, "completion")) }),
              let window = windowText(of: write, in: file), !duration.value.isEmpty else { return nil }
        let statement = write.byteRange(in: file)
        let durationEnd = Int(code[duration.value.upperBound - 1].end)
        return Fix(title: "Animate the swap with UIView.transition", applicability: .unsafe, edits: [
            TextEdit(range: file.byteRange(callee..<(callee + 1)), replacement: "transition"),
            TextEdit(range: file.byteRange(duration.label..<(duration.label + 1)), replacement: "with: \(window), duration"),
            TextEdit(range: ByteRange(start: durationEnd, end: durationEnd), replacement: ", options: .transitionCrossDissolve"),
            TextEdit(range: ByteRange(start: statement.start, end: statement.start), replacement: "UIView.performWithoutAnimation { "),
            TextEdit(range: ByteRange(start: statement.end, end: statement.end), replacement: " }"),
        ])
    }

    /// The receiver as `with:` needs it: `window`, `self.window`, `window!`;
    /// `self` for a bare write in a window type; nil for an optional one.
    static func windowText(of write: RootWrite, in file: SourceFile) -> String? {
        if write.receiver.isEmpty { return "self" }
        let tokens = Array(write.receiver)
        if tokens.contains(where: { file.code[$0].kind == .operator && file.text($0) == "?" }) { return nil }
        return file.text(write.receiver)
    }
}
