import Foundation
import RootLintCLI

/// One external command, timed over several runs.
struct ToolFigure: Codable {
    var tool: String
    var command: String
    var seconds: [Double]
    var files: Int
    var bytes: Int
    /// The largest `ru_maxrss` over the runs (on Linux an upper bound, see `Platform.ChildRun`).
    var reportedPeakBytes: Int
    /// Linux: the child's own high-water mark, sampled in one extra run.
    var sampledPeakBytes: Int?
    var exitStatus: Int32
    var median: Double
    var megabytesPerSecond: Double
    var filesPerSecond: Double

    /// The best figure for the child's peak memory.
    var peakBytes: Int { sampledPeakBytes ?? reportedPeakBytes }

    init(tool: String, command: String, seconds: [Double], files: Int, bytes: Int, reportedPeakBytes: Int,
         sampledPeakBytes: Int?, exitStatus: Int32) {
        self.tool = tool
        self.command = command
        self.seconds = seconds
        self.files = files
        self.bytes = bytes
        self.reportedPeakBytes = reportedPeakBytes
        self.sampledPeakBytes = sampledPeakBytes
        self.exitStatus = exitStatus
        median = Figure.median(seconds)
        megabytesPerSecond = Double(bytes) / 1e6 / median
        filesPerSecond = Double(files) / median
    }
}

/// Comparisons with other tools, and the real CLI as a user starts it.
struct ExternalTools {
    let options: BenchOptions
    let workload: Workload
    /// Where spawned commands write; a real file, see `Platform.run`.
    let outputPath: String

    init(options: BenchOptions, workload: Workload) {
        self.options = options
        self.workload = workload
        outputPath = FileManager.default.temporaryDirectory
            .appendingPathComponent("rootlint-bench-\(ProcessInfo.processInfo.processIdentifier).out").path
    }

    func cleanUp() { try? FileManager.default.removeItem(atPath: outputPath) }

    /// Spawns `executable` `runs` times after the warm-ups, plus once more
    /// sampling its memory; nil if it cannot be started.
    func time(_ tool: String, _ executable: String, _ arguments: [String], runs: Int,
              files: Int, bytes: Int) -> ToolFigure? {
        var seconds: [Double] = []
        var peak = 0
        var status: Int32 = 0
        for run in 0..<(options.warmups + runs) {
            guard let child = Platform.run(executable, arguments, outputPath: outputPath) else { return nil }
            status = child.exitStatus
            peak = max(peak, child.reportedPeakBytes)
            if run >= options.warmups { seconds.append(child.seconds) }
        }
        let sampled = Platform.run(executable, arguments, outputPath: outputPath, sampleMemory: true)?.sampledPeakBytes
        let shown = ([tool] + arguments).map { $0.contains(" ") || $0.contains("*") ? "'\($0)'" : $0 }
        return ToolFigure(tool: tool, command: shown.joined(separator: " "), seconds: seconds, files: files, bytes: bytes,
                          reportedPeakBytes: peak, sampledPeakBytes: sampled, exitStatus: status)
    }

    /// `rg -j1 -c rootViewController` over the same paths and the same
    /// files: Swift files only, no ignore files, hidden and excluded folders
    /// skipped as `FileDiscovery` skips them.
    func ripgrep() -> ToolFigure? {
        guard let rg = Platform.findOnPath("rg") else { return nil }
        return time("rg", rg, ripgrepArguments, runs: options.runs, files: workload.files.count, bytes: workload.totalBytes)
    }

    var ripgrepArguments: [String] {
        var arguments = ["-j1", "-c", "--no-ignore", "--no-messages", "-t", "swift"]
        for directory in FileDiscovery.defaultExcludedDirectories.sorted() { arguments += ["-g", "!\(directory)/"] }
        return arguments + ["rootViewController"] + workload.paths
    }

    /// rootlint's time over rg's, pair by pair: one in-process run of
    /// `pipeline`, then one `rg -j1` spawn, `runs` times after the warm-ups.
    /// Medians taken minutes apart followed the machine's drift (rg's own
    /// median moved 34–42 ms between three runs of one day); a pair shares
    /// the moment it was measured in.
    func ripgrepPairs(_ pipeline: () -> Void) -> [Double]? {
        guard let rg = Platform.findOnPath("rg") else { return nil }
        let arguments = ripgrepArguments
        var ratios: [Double] = []
        for run in 0..<(options.warmups + options.runs) {
            let start = Platform.now()
            pipeline()
            let ours = Double(Platform.now() - start) / 1e9
            guard let child = Platform.run(rg, arguments, outputPath: outputPath), child.seconds > 0 else { return nil }
            if run >= options.warmups { ratios.append(ours / child.seconds) }
        }
        return ratios
    }

    /// The toolchain's `swift-format lint` on about 20 files spread over the tree.
    func swiftFormat() -> ToolFigure? {
        guard let swiftFormat = Platform.findOnPath("swift-format") else { return nil }
        let sample = Self.sample(workload, count: 20)
        guard !sample.isEmpty else { return nil }
        let bytes = sample.reduce(0) { $0 + workload.sizes[$1] }
        return time("swift-format", swiftFormat, ["lint"] + sample.map { workload.files[$0].path },
                    runs: options.runs, files: sample.count, bytes: bytes)
    }

    /// Evenly spaced files, skipping any over 256 KB (a generated giant would
    /// dominate a small sample).
    static func sample(_ workload: Workload, count: Int) -> [Int] {
        let candidates = workload.files.indices.filter { workload.sizes[$0] <= 256 * 1024 }
        guard candidates.count > count else { return candidates }
        return (0..<count).map { candidates[$0 * candidates.count / count] }
    }

    /// The `rootlint` binary: `--rootlint`, or the one built next to this benchmark.
    func rootlintBinary() -> String? {
        if let explicit = options.rootlintPath { return Platform.isExecutable(explicit) ? explicit : nil }
        let me = Bundle.main.executablePath ?? CommandLine.arguments[0]
        let sibling = URL(fileURLWithPath: me).resolvingSymlinksInPath()
            .deletingLastPathComponent().appendingPathComponent("rootlint").path
        return Platform.isExecutable(sibling) ? sibling : nil
    }

    /// A typical file: the median-sized one among those the prefilter lets
    /// through (so the CLI really lexes and checks it), or of all files.
    func typicalFile() -> Int? {
        let passing = workload.prefilterPasses()
        let pool = passing.isEmpty ? Array(workload.files.indices) : passing
        guard !pool.isEmpty else { return nil }
        return pool.sorted { workload.sizes[$0] < workload.sizes[$1] }[pool.count / 2]
    }

    /// The CLI on one file that belongs to no project (copied to a folder
    /// of its own), as an editor lints a scratch file: start-up and one file.
    func cliSingleFile(_ binary: String) -> (figure: ToolFigure, file: String)? {
        guard let index = typicalFile() else { return nil }
        let file = URL(fileURLWithPath: workload.files[index].path)
        let folder = FileManager.default.temporaryDirectory.appendingPathComponent("rootlint-bench-one-\(ProcessInfo.processInfo.processIdentifier)")
        defer { try? FileManager.default.removeItem(at: folder) }
        let copy = folder.appendingPathComponent(file.lastPathComponent)
        guard (try? FileManager.default.createDirectory(at: folder, withIntermediateDirectories: true)) != nil,
              (try? FileManager.default.copyItem(at: file, to: copy)) != nil,
              let figure = time("rootlint", binary, [copy.path], runs: options.cliRuns, files: 1, bytes: workload.sizes[index])
        else { return nil }
        return (figure, file.path)
    }

    /// The CLI on one file of the tree, started in the tree's folder as a
    /// pre-commit hook starts it (`rootlint -j1 -- FILE`): the file is
    /// reported, the whole project is surveyed, so the time is the survey's.
    func cliHookOnOneFile(_ binary: String) -> (figure: ToolFigure, file: String)? {
        guard workload.paths.count == 1, let root = workload.paths.first, let index = typicalFile() else { return nil }
        let path = workload.files[index].path
        let prefix = root.hasSuffix("/") ? root : root + "/"
        guard root == "." || path.hasPrefix(prefix) else { return nil }
        let relative = root == "." ? path : String(path.dropFirst(prefix.count))
        // The benchmark is single-threaded here: the child inherits the folder.
        let previous = FileManager.default.currentDirectoryPath
        guard FileManager.default.changeCurrentDirectoryPath(root) else { return nil }
        defer { _ = FileManager.default.changeCurrentDirectoryPath(previous) }
        guard let figure = time("rootlint", binary, ["-j1", "--", relative], runs: options.cliRuns, files: workload.files.count,
                                bytes: workload.totalBytes) else { return nil }
        return (figure, relative)
    }

    /// `rootlint --fix --unsafe-fixes` over a fresh copy of the tree for each
    /// run (the copy is not timed): passes, re-lints and atomic writes.
    func cliFix(_ binary: String) -> ToolFigure? {
        guard workload.paths.count == 1, let root = workload.paths.first else { return nil }
        let copy = FileManager.default.temporaryDirectory.appendingPathComponent("rootlint-bench-fix-\(ProcessInfo.processInfo.processIdentifier)")
        defer { try? FileManager.default.removeItem(at: copy) }
        var seconds: [Double] = []
        var peak = 0
        var status: Int32 = 0
        for run in 0..<(options.warmups + options.runs) {
            try? FileManager.default.removeItem(at: copy)
            guard (try? FileManager.default.copyItem(atPath: root, toPath: copy.path)) != nil,
                  let child = Platform.run(binary, ["--fix", "--unsafe-fixes", "-q", copy.path], outputPath: outputPath) else { return nil }
            status = child.exitStatus
            peak = max(peak, child.reportedPeakBytes)
            if run >= options.warmups { seconds.append(child.seconds) }
        }
        return ToolFigure(tool: "rootlint", command: "rootlint --fix --unsafe-fixes -q COPY", seconds: seconds,
                          files: workload.files.count, bytes: workload.totalBytes, reportedPeakBytes: peak,
                          sampledPeakBytes: nil, exitStatus: status)
    }

    /// The CLI on the whole tree (all cores): wall time and its own peak memory.
    func cliWholeTree(_ binary: String) -> ToolFigure? {
        time("rootlint", binary, workload.paths, runs: options.runs, files: workload.files.count, bytes: workload.totalBytes)
    }
}
