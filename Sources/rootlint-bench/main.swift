import Foundation
import RootLintCLI

/// `rootlint-bench`: throughput of rootlint's whole pipeline, its stages, and
/// the CLI, next to ripgrep and swift-format. See `BenchOptions.usage`.

func fail(_ message: String) -> Never {
    FileHandle.standardError.write(Data("rootlint-bench: error: \(message)\n".utf8))
    exit(2)
}

func note(_ message: String) {
    FileHandle.standardError.write(Data("rootlint-bench: \(message)\n".utf8))
}

let options: BenchOptions
do {
    guard let parsed = try BenchOptions.parse(Array(CommandLine.arguments.dropFirst())) else {
        print(BenchOptions.usage, terminator: "")
        exit(0)
    }
    options = parsed
} catch let failure as BenchOptions.Failure {
    fail(failure.message + "\nRun 'rootlint-bench --help' for usage.")
}

#if DEBUG
let build = "debug"
note("WARNING: debug build; measure with: swift run -c release rootlint-bench")
#else
let build = "release"
#endif

if let dump = options.dump {
    for file in ScalingShapes.named(dump.shape)!.generate(dump.size) {
        print("// ==== \(file.path) (\(file.bytes.count) bytes) ====")
        print(String(decoding: file.bytes, as: UTF8.self), terminator: "")
    }
    exit(0)
}

if options.scaling {
    exit(ScalingRun.main(options, build: build, progress: note))
}

if let directory = options.generateDirectory {
    let generator = TreeGenerator(fileCount: options.fileCount, megabytes: options.megabytes, seed: options.seed)
    do {
        let start = Platform.now()
        let summary = try generator.write(to: directory)
        note("generated \(summary.files) files, \(summary.bytes) bytes in \(directory) in \(String(format: "%.1f", Double(Platform.now() - start) / 1e9)) s: "
             + "\(summary.rootSwitchingFiles) switch the root, \(summary.filesOverOneMegabyte) over 1 MB (largest \(summary.largestBytes) bytes)")
    } catch let failure as TreeGenerator.Failure {
        fail(failure.message)
    }
    if options.generateOnly { exit(0) }
}

let workload = Workload.discover(options.paths)
if workload.files.isEmpty { fail("no .swift files under \(options.paths.joined(separator: " "))") }
let cores = POSIX.processorCount()
note("\(workload.files.count) files, \(workload.totalBytes) bytes; measuring (\(options.runs) runs each)…")

let loadBefore = Platform.loadAverage()
let inProcess = InProcessResults.measure(workload, options: options, allCores: cores) { note("  " + $0) }
let output = options.stage == "full-no-prefilter" ? inProcess.outputWithoutPrefilter : inProcess.output
if output.exitCode == ExitCode.failure.rawValue {
    fail("rootlint failed on the tree:\n" + output.errorText)
}
let passing = workload.prefilterPasses()
var results = BenchResults(
    build: build, cores: cores, loadBefore: loadBefore, runs: options.runs, warmups: options.warmups,
    tree: .init(paths: options.paths, files: workload.files.count, bytes: workload.totalBytes,
                largestFileBytes: workload.largest, prefilterPasses: passing.count,
                prefilterPassBytes: passing.reduce(0) { $0 + workload.sizes[$1] }),
    figures: inProcess.figures, findings: output.findings, reportBytes: output.reportBytes,
    peakResidentBytes: inProcess.peakAfterFullPipeline, residentBytesBefore: inProcess.residentBefore)
if options.stage == nil { results.findingsWithoutPrefilter = inProcess.outputWithoutPrefilter.findings }

if options.stage == nil || options.stage == "editor" {
    note("  editor: the tree kept, keystrokes in a 5,000-line file")
    results.editor = EditorLatency.measure(workload)
}

if options.external {
    let tools = ExternalTools(options: options, workload: workload)
    note("  rg")
    results.ripgrep = tools.ripgrep()
    if options.stage == nil {
        note("  rg and the full pipeline (1 job), in turn")
        results.ripgrepRatios = tools.ripgrepPairs { _ = Pipeline.full(paths: workload.paths, jobs: 1, prefilter: true) }
    }
    note("  swift-format")
    results.swiftFormat = tools.swiftFormat()
    if let binary = tools.rootlintBinary() {
        note("  rootlint binary")
        if let single = tools.cliSingleFile(binary) {
            results.cliSingleFile = single.figure
            results.cliSingleFilePath = single.file
        }
        note("  rootlint binary, one file of the project (pre-commit)")
        if let hook = tools.cliHookOnOneFile(binary) {
            results.cliHook = hook.figure
            results.cliHookPath = hook.file
        }
        results.cliWholeTree = tools.cliWholeTree(binary)
        note("  rootlint --fix on a copy of the tree")
        results.cliFix = tools.cliFix(binary)
    }
    tools.cleanUp()
}

results.loadAfter = Platform.loadAverage()
results.externalToolsRun = options.external
results.checkTargets()
print(options.json ? results.json() : results.text(), terminator: "")
