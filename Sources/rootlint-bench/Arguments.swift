/// The benchmark's command line.
struct BenchOptions {
    /// Timed runs per figure; the median is reported (the minimum with
    /// `--scaling`, where the default is 3).
    var runs = 5
    var runsGiven = false
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

    static let stages = ["read", "lex", "scope", "facts", "full", "full-no-prefilter", "editor"]

    /// `--scaling`: growth exponents of generated shapes instead of throughput.
    var scaling = false
    /// `--shape`, repeatable; empty means every shape (and the headlines).
    var shapes: [String] = []
    var sizes: [Int]?
    var usePrefilter = true
    var budget: Double?
    var headlines = true
    /// `--scaling-dump SHAPE SIZE`: print the generated source and stop.
    var dump: (shape: String, size: Int)?

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
                               full-no-prefilter, editor
          --json               print the results as JSON
          -h, --help           show this help

        SCALING: rootlint-bench --scaling [--shape NAME]… [--sizes N,N,…] [--runs K]
          Lints generated inputs (in memory, every rule, whole project
          pipeline) at doubling sizes and fits how time grows with size: the
          slope of log(time) over log(size), 1 for linear. Prints one line per
          shape, two headline figures, and the target (exponent ≤ 1.2 on every
          shape); exits 1 when it is missed.
          --scaling            measure growth exponents instead of throughput
          --shape NAME         only this shape (repeatable; default: all, plus
                               the headlines); the shapes are listed below
          --sizes N,N,…        sizes to measure (default: doubling from a base
                               per shape until a size takes 0.5 s)
          --runs K             minimum of K runs per size (default: 3)
          --budget SECONDS     stop growing a shape after a size slower than
                               this, and repeat no size past it (default: 3)
          --no-prefilter       lint with the prefilter off
          --no-headlines       skip the headline figures (a headline predicted
                               to take over 10× the budget is not run either)
          --scaling-dump SHAPE SIZE
                               print the generated source of SHAPE at SIZE

        SHAPES
        \(ScalingShapes.all.map { "  \($0.name)\n      \($0.summary)" }.joined(separator: "\n"))

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
            case "--runs":
                options.runs = try positive(argument)
                options.runsGiven = true
            case "--scaling": options.scaling = true
            case "--shape":
                let name = try value(argument)
                guard ScalingShapes.named(name) != nil else {
                    throw Failure(message: "invalid value '\(name)' for '--shape': expected one of \(ScalingShapes.names.joined(separator: ", "))")
                }
                options.shapes.append(name)
            case "--sizes":
                let text = try value(argument)
                let sizes = text.split(separator: ",", omittingEmptySubsequences: false).map { Int($0) }
                guard !sizes.isEmpty, sizes.allSatisfy({ ($0 ?? 0) > 0 }) else {
                    throw Failure(message: "invalid value '\(text)' for '--sizes': expected positive integers separated by commas")
                }
                options.sizes = sizes.map { $0! }
            case "--budget":
                let text = try value(argument)
                guard let seconds = Double(text), seconds > 0, seconds.isFinite else {
                    throw Failure(message: "invalid value '\(text)' for '--budget': expected a positive number of seconds")
                }
                options.budget = seconds
            case "--no-prefilter": options.usePrefilter = false
            case "--no-headlines": options.headlines = false
            case "--scaling-dump":
                let name = try value(argument)
                guard ScalingShapes.named(name) != nil else {
                    throw Failure(message: "invalid value '\(name)' for '--scaling-dump': expected one of \(ScalingShapes.names.joined(separator: ", "))")
                }
                options.dump = (name, try positive(argument))
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
        if !options.scaling {
            let scalingOnly = [("--shape", !options.shapes.isEmpty), ("--sizes", options.sizes != nil),
                               ("--budget", options.budget != nil), ("--no-prefilter", !options.usePrefilter),
                               ("--no-headlines", !options.headlines)]
            if let (name, _) = scalingOnly.first(where: { $0.1 }) {
                throw Failure(message: "'\(name)' needs '--scaling'")
            }
        } else if !options.paths.isEmpty || options.generateDirectory != nil {
            throw Failure(message: "'--scaling' generates its own inputs: it takes no PATH and no '--generate'")
        }
        if options.paths.isEmpty {
            options.paths = [options.generateDirectory ?? "."]
        }
        return options
    }
}
