/// A minimal indenting text builder for the scaling shapes. Unlike
/// `CodeWriter` it has no randomness and no size goal, and it stops
/// indenting past `maxDepth`: a shape nested 50,000 deep must grow linearly
/// in bytes, not with the square of its depth in leading spaces.
final class ShapeSource {
    private(set) var text = ""
    private var depth = 0
    static let maxDepth = 8

    func line(_ content: String) {
        if !content.isEmpty {
            for _ in 0..<min(depth, Self.maxDepth) { text += "    " }
            text += content
        }
        text += "\n"
    }

    /// Lines at column 0 (`#if`, `#else`, `#endif`).
    func raw(_ content: String) { text += content + "\n" }

    /// `header {`, the body one level deeper, then `}`.
    func block(_ header: String, _ body: () -> Void) { scope(header + " {", body) }

    /// `opening` as written, the body one level deeper, then `closing`.
    func scope(_ opening: String, closing: String = "}", _ body: () -> Void) {
        line(opening)
        indented(body)
        line(closing)
    }

    /// Opens a level without closing it: for nesting N deep without
    /// recursing N deep in the generator; `close` closes it.
    func open(_ opening: String) {
        line(opening)
        depth += 1
    }

    func close(_ closing: String = "}") {
        depth -= 1
        line(closing)
    }

    func indented(_ body: () -> Void) {
        depth += 1
        body()
        depth -= 1
    }

    var bytes: [UInt8] { Array(text.utf8) }

    /// A file's bytes: its `header` lines (imports), a blank line, then `body`.
    static func file(_ header: [String] = ["import UIKit"], _ body: (ShapeSource) -> Void) -> [UInt8] {
        let source = ShapeSource()
        for line in header { source.line(line) }
        source.line("")
        body(source)
        return source.bytes
    }
}
