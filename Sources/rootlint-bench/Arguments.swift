/// The benchmark's command line.
struct BenchOptions {
    /// Timed runs per figure; the median is reported.
    var runs = 5
    /// Untimed runs before each figure.
    var warmups = 1
    /// Spawns of the real CLI on one file.
    var cliRuns = 20
    var generateDirectory: String?
    var generateOnly = false
    var fileCount = 3000
    var megabytes = 40
    var seed: UInt64 = 1
    var paths: [String] = []
    var json = false
    var external = true
    var rootlintPath: String?
    /// Only this in-process figure, once per run, nothing else (for profilers).
    var stage: String?

    static let stages = ["read", "lex", "scope", "facts", "full", "full-no-prefilter"]

    static let usage = """
        USAGE: rootlint-bench [options] [PATH…]

        Measures rootlint's full pipeline in-process (discover, read, lex, scope,
        facts, rules, text report) on the .swift files under PATH (default: .),
        plus the stages on their own, ripgrep and swift-format for comparison,
        and the real `rootlint` binary on one file. Build with -c release.

        OPTIONS
          --runs N             timed runs per figure, median reported (default: 5)
          --warmups N          untimed runs before each figure (default: 1)
          --cli-runs N         spawns of the rootlint binary on one file (default: 20)
          --generate DIR       write a synthetic iOS app tree to DIR first and, with
                               no PATH, benchmark it (DIR must be empty or a tree
                               this command generated before)
          --files N            files in the generated tree (default: 3000)
          --megabytes M        approximate size of the generated tree (default: 40)
          --seed S             generator seed (default: 1); same seed, same bytes
          --generate-only      write the tree and stop
          --no-external        skip rg, swift-format and the rootlint binary
          --rootlint PATH      the rootlint binary (default: next to this one)
          --stage NAME         measure only one in-process figure on one core, for
                               profiling: read, lex, scope, facts, full,
                               full-no-prefilter
          --json               print the results as JSON
          -h, --help           show this help

        """

    struct Failure: Error { var message: String }

    /// Parses the arguments; returns nil for `--help`.
    static func parse(_ arguments: [String]) throws -> BenchOptions? {
        var options = BenchOptions()
        var i = 0
        func value(_ name: String) throws -> String {
            guard i < arguments.count else { throw Failure(message: "option '\(name)' needs a value") }
            defer { i += 1 }
            return arguments[i]
        }
        func positive(_ name: String, allowZero: Bool = false) throws -> Int {
            let text = try value(name)
            guard let n = Int(text), n > 0 || (allowZero && n == 0) else {
                throw Failure(message: "invalid value '\(text)' for '\(name)': expected a \(allowZero ? "non-negative" : "positive") integer")
            }
            return n
        }
        while i < arguments.count {
            let argument = arguments[i]
            i += 1
            switch argument {
            case "-h", "--help": return nil
            case "--runs": options.runs = try positive(argument)
            case "--warmups": options.warmups = try positive(argument, allowZero: true)
            case "--cli-runs": options.cliRuns = try positive(argument)
            case "--generate": options.generateDirectory = try value(argument)
            case "--files": options.fileCount = try positive(argument)
            case "--megabytes": options.megabytes = try positive(argument)
            case "--seed":
                let text = try value(argument)
                guard let seed = UInt64(text) else { throw Failure(message: "invalid value '\(text)' for '--seed'") }
                options.seed = seed
            case "--generate-only": options.generateOnly = true
            case "--no-external": options.external = false
            case "--rootlint": options.rootlintPath = try value(argument)
            case "--json": options.json = true
            case "--stage":
                let stage = try value(argument)
                guard stages.contains(stage) else {
                    throw Failure(message: "invalid value '\(stage)' for '--stage': expected one of \(stages.joined(separator: ", "))")
                }
                options.stage = stage
                options.external = false
            default:
                if argument.hasPrefix("-"), argument != "-" {
                    throw Failure(message: "unknown option '\(argument)'")
                }
                options.paths.append(argument)
            }
        }
        if options.generateOnly, options.generateDirectory == nil {
            throw Failure(message: "'--generate-only' needs '--generate DIR'")
        }
        if options.paths.isEmpty {
            options.paths = [options.generateDirectory ?? "."]
        }
        return options
    }
}
