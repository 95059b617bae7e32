/// Where a command writes and what it can read: the real process streams in
/// `main`, buffers in tests.
public struct CommandIO: Sendable {
    public var writeOut: @Sendable (String) -> Void
    public var writeError: @Sendable (String) -> Void
    /// The report on standard output; the error if it could not be written
    /// (standard output closed, a full disk, `/dev/full`).
    public var writeReport: @Sendable (String) -> SystemError?
    /// Bytes on standard output exactly as given: a fixed buffer, which may
    /// hold what is not UTF-8.
    public var writeReportBytes: @Sendable ([UInt8]) -> SystemError?
    public var environment: @Sendable (String) -> String?
    public var stdoutIsTerminal: Bool
    public var stderrIsTerminal: Bool
    /// The process exits when the command returns (the `rootlint` binary),
    /// so a one-shot lint may leave its memory to the exit rather than free it.
    public var exitsAfterCommand = false

    public init(writeOut: @escaping @Sendable (String) -> Void, writeError: @escaping @Sendable (String) -> Void,
                writeReport: (@Sendable (String) -> SystemError?)? = nil,
                writeReportBytes: (@Sendable ([UInt8]) -> SystemError?)? = nil,
                environment: @escaping @Sendable (String) -> String? = { POSIX.environment($0) },
                stdoutIsTerminal: Bool = false, stderrIsTerminal: Bool = false) {
        self.writeOut = writeOut
        self.writeError = writeError
        let report: @Sendable (String) -> SystemError? = writeReport ?? { text in
            writeOut(text)
            return nil
        }
        self.writeReport = report
        self.writeReportBytes = writeReportBytes ?? { bytes in report(String(decoding: bytes, as: UTF8.self)) }
        self.environment = environment
        self.stdoutIsTerminal = stdoutIsTerminal
        self.stderrIsTerminal = stderrIsTerminal
    }

    /// The process's own stdout and stderr.
    public static let process: CommandIO = {
        var io = CommandIO(
            writeOut: { POSIX.write($0, to: 1) },
            writeError: { POSIX.write($0, to: 2) },
            writeReport: { writeAll(Array($0.utf8), to: 1) },
            writeReportBytes: { writeAll($0, to: 1) },
            stdoutIsTerminal: POSIX.isTerminal(1),
            stderrIsTerminal: POSIX.isTerminal(2))
        io.exitsAfterCommand = true
        return io
    }()

    /// Whether to colour a stream: `--color always`/`never`, or for `auto` a
    /// terminal with `NO_COLOR` unset (https://no-color.org) and a capable `TERM`.
    func colors(_ choice: LintOptions.ColorChoice, terminal: Bool) -> Bool {
        switch choice {
        case .always: return true
        case .never: return false
        case .auto:
            let noColor = environment("NO_COLOR").map { !$0.isEmpty } ?? false
            return terminal && !noColor && environment("TERM") != "dumb"
        }
    }
}

/// Exit statuses, as documented in the README.
public enum ExitCode: Int32, Sendable {
    /// No findings at warning severity or above.
    case clean = 0
    /// Findings at warning or error severity.
    case findings = 1
    /// Usage error, or an input that could not be read.
    case failure = 2
}
