#if canImport(Glibc)
import Glibc
#elseif canImport(Darwin)
import Darwin
#elseif canImport(Musl)
import Musl
#endif

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
        // Measured, then written into one allocation of that size: appending
        // to an array checked its capacity and uniqueness for each of the
        // dozen pieces of a finding, most of the report's cost.
        var counter = ByteCounter()
        write(report, into: &counter)
        return [UInt8](unsafeUninitializedCapacity: counter.count) { buffer, initialized in
            var writer = ByteWriter(buffer: buffer)
            write(report, into: &writer)
            initialized = writer.count
        }
    }

    /// Every finding's line (and suggestion) in report order: the one
    /// layout both the measuring and the writing pass go through.
    private func write<Sink: ByteSink>(_ report: LintReport, into out: inout Sink) {
        let style = ANSIStyle(enabled: colored)
        // Read in place: a finding copied out of the array retained and
        // released each of its dozen reference-counted fields.
        report.diagnostics.withUnsafeBufferPointer { diagnostics in
            for index in diagnostics.indices {
                style.open(.bold, into: &out)
                out.append(diagnostics[index].path)
                style.close(into: &out)
                out.append(byte: UInt8(ascii: ":"))
                out.append(decimal: diagnostics[index].range.start.line)
                out.append(byte: UInt8(ascii: ":"))
                out.append(decimal: diagnostics[index].range.start.column)
                out.append(": ")
                style.open(.severity(diagnostics[index].severity), into: &out)
                out.append(diagnostics[index].severity.compilerLabel)
                style.close(into: &out)
                out.append(": ")
                Self.appendOneLine(diagnostics[index].message, into: &out)
                out.append(byte: UInt8(ascii: " "))
                style.open(.dim, into: &out)
                out.append(byte: UInt8(ascii: "["))
                out.append(diagnostics[index].rule.rawValue)
                out.append(byte: UInt8(ascii: "]"))
                style.close(into: &out)
                out.append(byte: UInt8(ascii: "\n"))
                if showSuggestions, !diagnostics[index].suggestion.isEmpty {
                    out.append("    suggestion: ")
                    Self.appendOneLine(diagnostics[index].suggestion, into: &out)
                    out.append(byte: UInt8(ascii: "\n"))
                }
            }
        }
    }

    /// `oneLine(text)`'s bytes: most messages hold no line break and are
    /// copied as they are, found so by `memchr` rather than by a loop.
    private static func appendOneLine<Sink: ByteSink>(_ text: String, into out: inout Sink) {
        var text = text
        let hasBreak = text.withUTF8 { bytes in
            guard let base = bytes.baseAddress else { return false }
            return memchr(base, 0x0A, bytes.count) != nil || memchr(base, 0x0D, bytes.count) != nil
        }
        out.append(hasBreak ? oneLine(text) : text)
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
    func open<Sink: ByteSink>(_ span: Span, into out: inout Sink) {
        guard enabled else { return }
        out.append("\u{1B}[")
        out.append(span.code)
        out.append(byte: UInt8(ascii: "m"))
    }

    /// The reset after a span written as bytes; nothing when disabled.
    func close<Sink: ByteSink>(into out: inout Sink) {
        guard enabled else { return }
        out.append(Self.reset)
    }
}

/// Where the report's bytes go: counted first, then written.
private protocol ByteSink {
    mutating func append(byte: UInt8)
    mutating func append(_ text: String)
    mutating func append(decimal value: Int)
}

/// How many bytes the report takes.
private struct ByteCounter: ByteSink {
    var count = 0

    mutating func append(byte: UInt8) { count += 1 }
    mutating func append(_ text: String) { count += text.utf8.count }
    mutating func append(decimal value: Int) {
        var magnitude = value.magnitude
        count += value < 0 ? 2 : 1
        while magnitude >= 10 {
            magnitude /= 10
            count += 1
        }
    }
}

/// The report's bytes, written into a buffer the counter sized.
private struct ByteWriter: ByteSink {
    let buffer: UnsafeMutableBufferPointer<UInt8>
    var count = 0

    mutating func append(byte: UInt8) {
        buffer[count] = byte
        count += 1
    }

    /// One copy from the string's UTF-8 storage.
    mutating func append(_ text: String) {
        var text = text
        text.withUTF8 { bytes in
            guard let source = bytes.baseAddress else { return }
            precondition(count + bytes.count <= buffer.count, "the counter sized the report")
            (buffer.baseAddress! + count).update(from: source, count: bytes.count)
            count += bytes.count
        }
    }

    /// `value` in decimal, without making a `String` of it.
    mutating func append(decimal value: Int) {
        if value < 0 { append(byte: UInt8(ascii: "-")) }
        var magnitude = value.magnitude
        var digits = 1
        var rest = magnitude
        while rest >= 10 {
            rest /= 10
            digits += 1
        }
        precondition(count + digits <= buffer.count, "the counter sized the report")
        var at = count + digits - 1
        repeat {
            buffer[at] = UInt8(ascii: "0") + UInt8(magnitude % 10)
            magnitude /= 10
            at -= 1
        } while magnitude > 0
        count += digits
    }
}
