import Testing
@testable import rootlint_bench

/// How the benchmark judges its targets from what it measured.
@Suite struct BenchTargetsTests {
    func results(fullSeconds: [Double]) -> BenchResults {
        BenchResults(build: "release", cores: 2, loadBefore: nil, runs: fullSeconds.count, warmups: 0,
                     tree: .init(paths: ["/tree"], files: 10, bytes: 1_000_000, largestFileBytes: 1_000, prefilterPasses: 1),
                     figures: [Figure(name: "full pipeline", jobs: 1, seconds: fullSeconds, bytes: 1_000_000, files: 10)],
                     findings: 0, reportBytes: 0, peakResidentBytes: 0, residentBytesBefore: 0)
    }

    func rg(_ seconds: [Double]) -> ToolFigure {
        ToolFigure(tool: "rg", command: "rg", seconds: seconds, files: 10, bytes: 1_000_000, reportedPeakBytes: 0,
                   sampledPeakBytes: nil, exitStatus: 0)
    }

    @Test func theRatioToRgIsThePairsMedianWhenPairsWereRun() {
        var results = results(fullSeconds: [0.25, 0.25, 0.25])
        results.ripgrep = rg([0.125, 0.125, 0.125])
        // Without pairs, the medians' ratio.
        #expect(results.ripgrepRatio == 2.0)
        results.checkTargets()
        #expect(results.targets.first { $0.name == "time vs rg -j1" }?.met == true)
        // Pairs measured in turn decide, whatever the medians say.
        results.ripgrepRatios = [3.5, 2.5, 2.8]
        results.checkTargets()
        let target = results.targets.first { $0.name == "time vs rg -j1" }
        #expect(target?.measured == 2.8)
        #expect(target?.met == true)
        results.ripgrepRatios = [3.2, 3.1, 2.9]
        results.checkTargets()
        #expect(results.targets.first { $0.name == "time vs rg -j1" }?.met == false)
        // Without rg, no target.
        results.ripgrep = nil
        results.ripgrepRatios = nil
        results.checkTargets()
        #expect(!results.targets.contains { $0.name == "time vs rg -j1" })
    }

    @Test func pipelinesAreAlsoGivenAsMultiplesOfLexingAndTheNoPrefilterTargetIsJudged() {
        var results = results(fullSeconds: [0.25])
        #expect(results.timesOverLexing.isEmpty)
        results.figures += [
            Figure(name: "read + lex", jobs: 1, seconds: [0.5], bytes: 1_000_000, files: 10),
            Figure(name: "full pipeline, prefilter off", jobs: 1, seconds: [1.25], bytes: 1_000_000, files: 10),
            Figure(name: "full pipeline, prefilter off", jobs: 2, seconds: [0.1], bytes: 1_000_000, files: 10),
        ]
        #expect(results.timesOverLexing.map(\.name) == ["full pipeline", "full pipeline, prefilter off"])
        #expect(results.timesOverLexing.map(\.ratio) == [0.5, 2.5])
        results.checkTargets()
        // 1 MB in 1.25 s on one job: 0.8 MB/s, far under 100.
        let target = results.targets.first { $0.name == "prefilter off, one core" }
        #expect(target?.met == false)
        #expect(abs((target?.measured ?? 0) - 0.8) < 1e-9)
        #expect(results.text().contains("full pipeline, prefilter off 2.50×"))
        // The same target as a multiple of lexing (130 MB/s over 100), judged too.
        let ratio = results.targets.first { $0.name == "prefilter off vs read + lex" }
        #expect(ratio?.measured == 2.5)
        #expect(ratio?.met == false)
        #expect(results.text().contains("limit 1.3 × (at most)"))
        results.figures[results.figures.count - 2] = Figure(name: "full pipeline, prefilter off", jobs: 1, seconds: [0.6],
                                                            bytes: 1_000_000, files: 10)
        results.checkTargets()
        #expect(results.targets.first { $0.name == "prefilter off vs read + lex" }?.met == true)
    }
}
