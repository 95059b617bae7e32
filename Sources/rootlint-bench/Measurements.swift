import RootLintCLI
import RootLintCore
import RootLintRules
import RootLintSyntax

/// The files under test, found once, for the stage figures and the tools.
struct Workload {
    var paths: [String]
    var files: [DiscoveredFile]
    var sizes: [Int]
    var totalBytes: Int { sizes.reduce(0, +) }
    var largest: Int { sizes.max() ?? 0 }

    static func discover(_ paths: [String]) -> Workload {
        let files = FileDiscovery().discover(paths).files
        return Workload(paths: paths, files: files, sizes: files.map { Platform.fileSize($0.path) ?? 0 })
    }

    /// Indices of the files holding a word some rule needs (`rootViewController`,
    /// `present(`, `as!`…, `rootlint:`): those are lexed even with the prefilter on.
    func prefilterPasses() -> [Int] {
        let lexes = Engine(rules: RuleCatalog.makeRules()).lexes()
        return files.indices.filter { index in
            guard case .success(let bytes) = POSIX.readFile(files[index].path) else { return false }
            return lexes(bytes)
        }
    }
}

/// One measured figure: the run times and the throughput of their median.
/// MB are 10^6 bytes.
struct Figure: Codable {
    var name: String
    var jobs: Int
    var seconds: [Double]
    var bytes: Int
    var files: Int
    var median: Double
    var megabytesPerSecond: Double
    var filesPerSecond: Double

    init(name: String, jobs: Int, seconds: [Double], bytes: Int, files: Int) {
        self.name = name
        self.jobs = jobs
        self.seconds = seconds
        self.bytes = bytes
        self.files = files
        median = Figure.median(seconds)
        megabytesPerSecond = Double(bytes) / 1e6 / median
        filesPerSecond = Double(files) / median
    }

    static func median(_ values: [Double]) -> Double {
        guard !values.isEmpty else { return .nan }
        let sorted = values.sorted()
        let mid = sorted.count / 2
        return sorted.count % 2 == 1 ? sorted[mid] : (sorted[mid - 1] + sorted[mid]) / 2
    }
}

/// What the pipeline produced, so the optimiser cannot drop the work and
/// the report can say what was found.
struct PipelineOutput: Equatable {
    var exitCode: Int32 = 0
    var findings = 0
    var reportBytes = 0
    var errorText = ""
}

/// Collects what a command writes, from any thread.
final class OutputCapture: @unchecked Sendable {
    private var lock = pthread_mutex_t()
    private(set) var out = ""
    private(set) var error = ""

    init() { pthread_mutex_init(&lock, nil) }
    deinit { pthread_mutex_destroy(&lock) }

    func append(_ text: String, toError: Bool) {
        pthread_mutex_lock(&lock)
        if toError { error += text } else { out += text }
        pthread_mutex_unlock(&lock)
    }
}

/// Runs `body` `warmups` times untimed, then `runs` times timed.
func timeRuns(runs: Int, warmups: Int, _ body: () -> Void) -> [Double] {
    for _ in 0..<warmups { body() }
    return (0..<runs).map { _ in
        let start = Platform.now()
        body()
        return Double(Platform.now() - start) / 1e9
    }
}

/// The in-process measurements: the full pipeline as the CLI runs it, and
/// the stages on their own, one core each, so one can see where time goes.
enum Pipeline {
    /// Exactly what `rootlint -j N PATH…` does, through the CLI's own entry
    /// point (so configuration lookup and whatever the CLI adds later are
    /// measured too): discover, lint in parallel (read, validate, prefilter,
    /// lex, scope, facts, rules, suppression, positions), sort, render the
    /// text report, which lands in a string instead of on stdout.
    static func full(paths: [String], jobs: Int, prefilter: Bool) -> PipelineOutput {
        let capture = OutputCapture()
        let io = CommandIO(writeOut: { capture.append($0, toError: false) }, writeError: { capture.append($0, toError: true) })
        let arguments = ["lint", "--jobs", String(jobs)] + (prefilter ? [] : ["--no-prefilter"]) + ["--"] + paths
        let exit = RootLintCommand.run(arguments, io: io)
        let findings = capture.out.utf8.reduce(0) { $0 + ($1 == UInt8(ascii: "\n") ? 1 : 0) }
        return PipelineOutput(exitCode: exit.rawValue, findings: findings, reportBytes: capture.out.utf8.count,
                              errorText: exit == .failure ? capture.error : "")
    }

    /// A stage applied to every file's bytes on the calling thread; returns a
    /// checksum of what it built.
    static func stage(_ files: [DiscoveredFile], _ work: (String, [UInt8]) -> Int) -> Int {
        var checksum = 0
        for file in files {
            guard case .success(let bytes) = POSIX.readFile(file.path) else { continue }
            checksum &+= work(file.path, bytes)
        }
        return checksum
    }

    static func readOnly(_ path: String, _ bytes: [UInt8]) -> Int { bytes.count }

    /// What a `SourceFile` lexes: the code and the comments.
    static func lexOnly(_ path: String, _ bytes: [UInt8]) -> Int {
        bytes.withUnsafeBufferPointer { Lexer.tokenizeCommentsAndCode($0).code.count }
    }

    static func lexAndScope(_ path: String, _ bytes: [UInt8]) -> Int { SourceFile(path: path, bytes: bytes).scopes.count }

    static func lexScopeAndFacts(_ path: String, _ bytes: [UInt8]) -> Int {
        let file = SourceFile(path: path, bytes: bytes)
        return FileFacts.extract(from: file, configuration: .default).rootWrites.count + file.scopes.count
    }
}

/// Everything measured in-process on one workload.
struct InProcessResults {
    var figures: [Figure] = []
    var output = PipelineOutput()
    var outputWithoutPrefilter = PipelineOutput()
    /// This process's RSS before the first figure (after resetting the peak
    /// where the system allows, so the generator does not count).
    var residentBefore = 0
    /// Peak RSS right after the full-pipeline figures, before the stage figures.
    var peakAfterFullPipeline = 0
    /// What the stage figures built (token and scope counts), kept so the
    /// optimiser cannot drop their work.
    var stageChecksum = 0

    static func measure(_ workload: Workload, options: BenchOptions, allCores: Int,
                        progress: (String) -> Void) -> InProcessResults {
        var results = InProcessResults()
        let bytes = workload.totalBytes, files = workload.files.count
        func record(_ name: String, jobs: Int, _ body: () -> Void) {
            progress(name + (jobs > 1 ? " (\(jobs) jobs)" : ""))
            let seconds = timeRuns(runs: options.runs, warmups: options.warmups, body)
            results.figures.append(Figure(name: name, jobs: jobs, seconds: seconds, bytes: bytes, files: files))
        }

        // The full pipeline first, so the peak below is the linter's own.
        Platform.resetPeakResidentBytes()
        results.residentBefore = Platform.procStatus("VmRSS") ?? Platform.peakResidentBytes()
        let wanted = options.stage
        func wants(_ stage: String, jobs: Int = 1) -> Bool { wanted == nil || (wanted == stage && jobs == 1) }
        for jobs in Set([1, allCores]).sorted() {
            if wants("full", jobs: jobs) {
                record("full pipeline", jobs: jobs) {
                    results.output = Pipeline.full(paths: workload.paths, jobs: jobs, prefilter: true)
                }
            }
            if wants("full-no-prefilter", jobs: jobs) {
                record("full pipeline, prefilter off", jobs: jobs) {
                    results.outputWithoutPrefilter = Pipeline.full(paths: workload.paths, jobs: jobs, prefilter: false)
                }
            }
        }
        results.peakAfterFullPipeline = Platform.peakResidentBytes()

        let stages: [(String, String, (String, [UInt8]) -> Int)] = [
            ("read", "read only", Pipeline.readOnly), ("lex", "read + lex", Pipeline.lexOnly),
            ("scope", "read + lex + scope", Pipeline.lexAndScope), ("facts", "read + lex + scope + facts", Pipeline.lexScopeAndFacts),
        ]
        for (stage, name, work) in stages where wants(stage) {
            record(name, jobs: 1) { results.stageChecksum &+= Pipeline.stage(workload.files, work) }
        }
        return results
    }

    func figure(_ name: String, jobs: Int) -> Figure? { figures.first { $0.name == name && $0.jobs == jobs } }
}
