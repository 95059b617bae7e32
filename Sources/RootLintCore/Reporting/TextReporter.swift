/// `path:line:column: warning: message [rule_id]`: the form Xcode, editors'
/// problem matchers and `errorformat` parse. The suggestion follows on its own
/// indented line so that one-line parsers still see one finding per line.
///
/// With `colored`, ANSI SGR codes highlight the path (bold), the severity
/// label (red, yellow, cyan by severity) and the rule id (dim).
/// Only whole tokens are wrapped, so stripping the codes gives back the plain
/// output byte for byte; whether to colour (a terminal, `--color`,
/// `NO_COLOR`) is the caller's decision.
public struct TextReporter: Reporter {
    public static let name = "text"
    var showSuggestions: Bool
    var colored: Bool

    public init(showSuggestions: Bool = false, colored: Bool = false) {
        self.showSuggestions = showSuggestions
        self.colored = colored
    }

    public func render(_ report: LintReport) -> String {
        String(decoding: renderBytes(report), as: UTF8.self)
    }

    public func renderBytes(_ report: LintReport) -> [UInt8] {
        let style = ANSIStyle(enabled: colored)
        // Appended as bytes: interpolating each line built and freed several
        // strings per finding (measured: a third more instructions). Each
        // string is copied from its UTF-8 storage and each number written
        // digit by digit: `+= string.utf8` and `String(line)` were most of
        // what was left.
        var out: [UInt8] = []
        out.reserveCapacity(report.diagnostics.count * 160)
        for diagnostic in report.diagnostics {
            style.open(.bold, into: &out)
            out.appendUTF8(diagnostic.path)
            style.close(into: &out)
            out.append(UInt8(ascii: ":"))
            out.appendDecimal(diagnostic.range.start.line)
            out.append(UInt8(ascii: ":"))
            out.appendDecimal(diagnostic.range.start.column)
            out.appendUTF8(": ")
            style.open(.severity(diagnostic.severity), into: &out)
            out.appendUTF8(diagnostic.severity.compilerLabel)
            style.close(into: &out)
            out.appendUTF8(": ")
            out.appendUTF8(Self.oneLine(diagnostic.message))
            out.append(UInt8(ascii: " "))
            style.open(.dim, into: &out)
            out.append(UInt8(ascii: "["))
            out.appendUTF8(diagnostic.rule.rawValue)
            out.append(UInt8(ascii: "]"))
            style.close(into: &out)
            out.append(UInt8(ascii: "\n"))
            if showSuggestions, !diagnostic.suggestion.isEmpty {
                out.appendUTF8("    suggestion: ")
                out.appendUTF8(Self.oneLine(diagnostic.suggestion))
                out.append(UInt8(ascii: "\n"))
            }
        }
        return out
    }

    /// The one-line summary printed on stderr after the findings. Coloured,
    /// a count is in its severity's colour when it is not zero, so a clean
    /// run stays quiet.
    /// A message quoting code that spans lines (`= Home(\n user: u)`) stays
    /// on its finding's line: each line break and the indentation after it
    /// become one space, so every finding is one `path:line:column:` line
    /// that editors and `grep` can read.
    static func oneLine(_ text: String) -> String {
        // Bytes, not Characters: most messages have no break, and grapheme
        // breaking every message cost more than writing the report.
        var contiguous = text
        let hasBreak = contiguous.withUTF8 { $0.contains { $0 == UInt8(ascii: "\n") || $0 == UInt8(ascii: "\r") } }
        guard hasBreak else { return text }
        var out = ""
        var pendingBreak = false
        for character in text {
            if character == "\n" || character == "\r" || character == "\r\n" {
                pendingBreak = true
            } else if pendingBreak && (character == " " || character == "\t") {
                continue
            } else {
                if pendingBreak { out += " " }
                pendingBreak = false
                out.append(character)
            }
        }
        return out
    }

    public static func summary(_ report: LintReport, colored: Bool = false) -> String {
        let style = ANSIStyle(enabled: colored)
        let errors = report.count(.error), warnings = report.count(.warning), infos = report.count(.info)
        func plural(_ n: Int, _ word: String) -> String { "\(n) \(word)\(n == 1 ? "" : "s")" }
        func count(_ n: Int, _ word: String, _ severity: Severity) -> String {
            n == 0 ? plural(n, word) : style.severity(severity, plural(n, word))
        }
        var line = "rootlint: \(plural(report.fileCount, "file")) linted, "
        line += "\(count(errors, "error", .error)), \(count(warnings, "warning", .warning)), \(count(infos, "info", .info))"
        if !report.errors.isEmpty { line += ", \(count(report.errors.count, "input error", .error))" }
        return line
    }
}

/// ANSI SGR wrapping that is the identity when disabled. Each span resets
/// with `ESC[0m` so a colour never leaks into the next token.
private struct ANSIStyle {
    var enabled: Bool

    static let reset = "\u{1B}[0m"

    enum Span {
        case bold, dim
        case severity(Severity)

        /// Bold red, yellow and cyan for `error:`, `warning:` and `note:`:
        /// readable on dark and light backgrounds, and bold so that they
        /// stand out from the message.
        var code: String {
            switch self {
            case .bold: return "1"
            case .dim: return "2"
            case .severity(.error): return "1;31"
            case .severity(.warning): return "1;33"
            case .severity(.info): return "1;36"
            }
        }
    }

    func wrap(_ text: String, _ span: Span) -> String {
        enabled ? "\u{1B}[\(span.code)m" + text + Self.reset : text
    }

    func severity(_ severity: Severity, _ text: String) -> String { wrap(text, .severity(severity)) }

    /// The codes before a span written as bytes; nothing when disabled.
    func open(_ span: Span, into out: inout [UInt8]) {
        guard enabled else { return }
        out.appendUTF8("\u{1B}[")
        out.appendUTF8(span.code)
        out.append(UInt8(ascii: "m"))
    }

    /// The reset after a span written as bytes; nothing when disabled.
    func close(into out: inout [UInt8]) {
        guard enabled else { return }
        out.appendUTF8(Self.reset)
    }
}

fileprivate extension [UInt8] {
    /// Appends the string's UTF-8 bytes in one copy from its storage.
    mutating func appendUTF8(_ text: String) {
        var text = text
        text.withUTF8 { append(contentsOf: $0) }
    }

    /// Appends `value` in decimal, without making a `String` of it.
    mutating func appendDecimal(_ value: Int) {
        if value < 0 { append(UInt8(ascii: "-")) }
        var magnitude = value.magnitude
        var digits: (UInt64, UInt64, UInt64) = (0, 0, 0)  // room for 20 digits, written backwards
        var count = 0
        Swift.withUnsafeMutableBytes(of: &digits) { buffer in
            repeat {
                buffer[23 - count] = UInt8(ascii: "0") + UInt8(magnitude % 10)
                magnitude /= 10
                count += 1
            } while magnitude > 0
            append(contentsOf: buffer[(24 - count)...])
        }
    }
}
