import Foundation
import RootLintCore
import RootLintRules

/// The scaling mode: each shape linted at growing sizes, in memory, and the
/// growth exponent of its time. See `ScalingShapes` and `ScalingReport`.
enum ScalingRun {
    /// The one call into the linter: every rule, all three project phases,
    /// no files on disk. Returns the number of findings. When the core's
    /// API changes, this line is the only one to change.
    static func lint(_ files: [GeneratedFile], usePrefilter: Bool) -> Int {
        Engine(rules: RuleCatalog.makeRules(), usePrefilter: usePrefilter)
            .run(EngineInput(sources: files.map { ($0.path, $0.bytes) })).report.diagnostics.count
    }

    struct Settings {
        /// The minimum of this many runs is a size's time.
        var runs = 3
        var usePrefilter = true
        /// No more runs of a size once they took this long together, and
        /// no larger size once one size took longer: quadratic shapes stop
        /// early instead of running for hours.
        var budget = 3.0
        /// Default sizes stop growing once one takes this long and enough
        /// sizes were fitted: far enough to tell linear from quadratic, and
        /// past the sizes where the input outgrows the caches (a step there
        /// reads as growth).
        var enoughSeconds = 1.0
        /// Times below this are mostly timer and allocator noise: left out of the fit.
        var noiseFloor = 0.002
        /// Sizes above the noise floor wanted before growth stops (unless a
        /// size exceeds the budget), and the fewest a fit is shown for.
        var minimumSizes = 5
        var minimumFitPoints = 3
        /// The fit uses at most this many of the largest sizes.
        var fitWindow = 5
        /// No input larger than this is generated (predicted from the last size).
        var maximumBytes = 64_000_000
        /// No file larger than this is generated: four times the largest
        /// generated Swift sources (API clients, asset enums) we have seen.
        /// Beyond it one file's tokens, scopes and indexes (10 to 40 bytes
        /// per source byte) outgrow the caches and the TLB many times over,
        /// and time per byte keeps rising while the instructions stay
        /// linear (callgrind: 4x the input, 3.85x the instructions), which
        /// would read as growth.
        var maximumFileBytes = 8_000_000
        /// A headline figure predicted to take longer is not run (today the
        /// 50,000 bare writes would take ten minutes); its prediction is shown.
        var headlineBudget: Double { 10 * budget }
    }

    /// One size of one shape.
    struct Point {
        var size: Int
        var seconds: Double
        var findings: Int
        var bytes: Int
        var largestFile: Int
        /// Whether the fit used it (its time is above the noise floor).
        var fitted: Bool
    }

    struct ShapeResult {
        var shape: ScalingShape
        var points: [Point]
        var exponent: Double?
        /// The first size left out because of the budget or the size cap
        /// (not because growth was measured far enough), and why.
        var stoppedBefore: (size: Int, reason: StopReason)?
        /// Over the limit at first, so measured again (see `remeasured`).
        var remeasured = false
    }

    /// The best of `settings.runs` runs, fewer when they exceed the budget.
    static func time(_ files: [GeneratedFile], settings: Settings) -> (seconds: Double, findings: Int) {
        var best = Double.infinity
        var spent = 0.0
        var findings = 0
        for _ in 0..<settings.runs {
            Platform.releaseFreeMemory()
            let start = Platform.now()
            findings = lint(files, usePrefilter: settings.usePrefilter)
            let seconds = Double(Platform.now() - start) / 1e9
            best = min(best, seconds)
            spent += seconds
            if spent >= settings.budget { break }
        }
        return (best, findings)
    }

    /// Lints `shape` at each of `sizes` in turn, growing while it is cheap:
    /// see `Settings` for when it stops. `explicitSizes` (`--sizes`) are all
    /// measured unless the budget or the size cap stops them.
    static func measure(_ shape: ScalingShape, sizes: [Int], explicitSizes: Bool, settings: Settings,
                        progress: (String) -> Void) -> ShapeResult {
        var points: [Point] = []
        var stoppedBefore: (size: Int, reason: StopReason)?
        for size in sizes {
            if let reason = stopReason(before: size, after: points, explicitSizes: explicitSizes, settings: settings) {
                if reason != .enough { stoppedBefore = (size, reason) }
                break
            }
            let files = shape.generate(size)
            let bytes = files.reduce(0) { $0 + $1.bytes.count }
            let largestFile = files.map(\.bytes.count).max() ?? 0
            let (seconds, findings) = time(files, settings: settings)
            progress("\(shape.name) \(size): \(ScalingReport.duration(seconds)), \(findings) findings")
            points.append(Point(size: size, seconds: seconds, findings: findings, bytes: bytes,
                                largestFile: largestFile, fitted: seconds >= settings.noiseFloor))
        }
        return fitted(ShapeResult(shape: shape, points: points, exponent: nil, stoppedBefore: stoppedBefore), settings: settings)
    }

    /// Marks the sizes the fit uses and fits the exponent.
    static func fitted(_ result: ShapeResult, settings: Settings) -> ShapeResult {
        var result = result
        // Growth is about large inputs: the fit takes the largest sizes only.
        // Small ones are dominated by fixed costs and by the input still
        // fitting in the caches, which bends a linear curve at one size
        // (a 4x step from 100 000 to 200 000 nested calls, 2x before and after).
        var kept = 0
        for index in result.points.indices.reversed() {
            result.points[index].fitted = result.points[index].seconds >= settings.noiseFloor && kept < settings.fitWindow
            if result.points[index].fitted { kept += 1 }
        }
        let fitted = result.points.filter(\.fitted).map { (size: Double($0.size), seconds: $0.seconds) }
        result.exponent = fitted.count >= settings.minimumFitPoints ? GrowthExponent.fit(fitted) : nil
        return result
    }

    /// A shape over the limit measured again at its fitted sizes, with
    /// twice the runs, keeping the lower time of each size: on a shared
    /// machine one slow stretch in the middle of a shape reads as growth,
    /// while real super-linear growth shows again in every measurement.
    static func remeasured(_ result: ShapeResult, settings: Settings, progress: (String) -> Void) -> ShapeResult {
        var again = result
        var more = settings
        more.runs = settings.runs * 2
        for index in again.points.indices where again.points[index].fitted {
            let size = again.points[index].size
            let (seconds, _) = time(again.shape.generate(size), settings: more)
            progress("\(again.shape.name) \(size) again: \(ScalingReport.duration(seconds))")
            again.points[index].seconds = min(again.points[index].seconds, seconds)
        }
        again.remeasured = true
        return fitted(again, settings: settings)
    }

    enum StopReason { case budget, enough, tooLarge, fileTooLarge }

    /// Why `size` is not measured after `points`, if it is not.
    static func stopReason(before size: Int, after points: [Point], explicitSizes: Bool, settings: Settings) -> StopReason? {
        guard let last = points.last else { return nil }
        let fitted = points.filter(\.fitted).count
        if last.seconds > settings.budget { return .budget }
        if fitted >= settings.minimumSizes, predictedSeconds(size, after: points) > 2 * settings.budget { return .budget }
        if !explicitSizes, fitted >= settings.minimumSizes, last.seconds >= settings.enoughSeconds { return .enough }
        let growth = Double(size) / Double(last.size)
        if Double(last.bytes) * growth > Double(settings.maximumBytes) { return .tooLarge }
        if Double(last.largestFile) * growth > Double(settings.maximumFileBytes) { return .fileTooLarge }
        return nil
    }

    /// The next size's time if the growth between the last two sizes goes on
    /// (at least linear growth).
    static func predictedSeconds(_ size: Int, after points: [Point]) -> Double {
        guard let last = points.last else { return 0 }
        guard points.count >= 2 else { return last.seconds * Double(size) / Double(last.size) }
        let previous = points[points.count - 2]
        let local = GrowthExponent.fit([(Double(previous.size), max(previous.seconds, 1e-9)),
                                        (Double(last.size), max(last.seconds, 1e-9))]) ?? 1
        return last.seconds * pow(Double(size) / Double(last.size), max(local, 1))
    }
}

extension ScalingRun {
    /// `rootlint-bench --scaling`: measures the chosen shapes (and, for all
    /// shapes, the headlines), prints the report; exit status 1 when a shape
    /// grows faster than the limit.
    static func main(_ options: BenchOptions, build: String, progress: (String) -> Void) -> Int32 {
        var settings = Settings()
        settings.runs = options.runsGiven ? options.runs : 3
        settings.usePrefilter = options.usePrefilter
        if let budget = options.budget { settings.budget = budget }
        let shapes = options.shapes.isEmpty ? ScalingShapes.all : options.shapes.compactMap(ScalingShapes.named)
        // Warm up once (lazy statics, first-touch page faults), so the first
        // shape's first size is not slower than the rest.
        _ = lint(ScalingShapes.projectSwitchSites(20), usePrefilter: settings.usePrefilter)
        let loadBefore = Platform.loadAverage()
        let results = shapes.map { shape in
            let result = measure(shape, sizes: options.sizes ?? shape.defaultSizes, explicitSizes: options.sizes != nil,
                                 settings: settings, progress: { progress("  " + $0) })
            guard let exponent = result.exponent, exponent > ScalingReport.exponentLimit else { return result }
            return remeasured(result, settings: settings, progress: { progress("  " + $0) })
        }
        let headlines = options.shapes.isEmpty && options.headlines
            ? ScalingHeadlines.measure(settings: settings, results: results, progress: { progress("  " + $0) }) : nil
        let report = ScalingReport(build: build, settings: settings, results: results, headlines: headlines,
                                   loadBefore: loadBefore, loadAfter: Platform.loadAverage())
        print(report.text(), terminator: "")
        return report.missed.isEmpty ? 0 : 1
    }
}
