import Foundation

/// The scaling mode's printed report: one line per shape, the headline
/// figures, and the target line, in the style of `BenchResults.text()`.
struct ScalingReport {
    var build: String
    var settings: ScalingRun.Settings
    var results: [ScalingRun.ShapeResult]
    var headlines: ScalingHeadlines?
    var loadBefore: Double?
    var loadAfter: Double?

    /// The issue's target: no shape grows faster than this.
    static let exponentLimit = 1.2

    /// Shapes over the limit, worst first.
    var missed: [ScalingRun.ShapeResult] {
        results.filter { ($0.exponent ?? 0) > Self.exponentLimit }.sorted { $0.exponent! > $1.exponent! }
    }

    func text() -> String {
        var out = ""
        func line(_ text: String = "") { out += text + "\n" }
        if build == "debug" { line("WARNING: debug build; these numbers mean nothing. Use: swift run -c release rootlint-bench --scaling") }
        line("rootlint-bench --scaling — \(build) build, prefilter \(settings.usePrefilter ? "on" : "off"), "
             + "minimum of \(settings.runs) run\(settings.runs == 1 ? "" : "s"), \(fixed(settings.budget, 1)) s budget per size")
        if let loadBefore, let loadAfter {
            var text = "load average: \(fixed(loadBefore, 2)) before, \(fixed(loadAfter, 2)) after"
            if max(loadBefore, loadAfter) > 0.5 { text += " (other work was running: figures are pessimistic)" }
            line(text)
        }
        line("exponent: least-squares slope of log(time) over log(size); 1 is linear, 2 quadratic; "
             + "the fit takes the \(settings.fitWindow) largest sizes of at least \(fixed(settings.noiseFloor * 1000, 0)) ms; the others are marked *")
        line("a shape over \(fixed(Self.exponentLimit, 1)) is measured again at those sizes with twice the runs, keeping each size's lower time")
        line()
        line(pad("shape", 30) + pad("exponent", 9, right: true) + pad("findings", 10, right: true) + "  size: time")
        for result in results {
            var text = pad(result.shape.name, 30) + pad(result.exponent.map { fixed($0, 2) } ?? "n/a", 9, right: true)
                + pad("\(result.points.last?.findings ?? 0)", 10, right: true) + " "
            text += result.points.map { " \($0.size): \(Self.duration($0.seconds))\($0.fitted ? "" : "*")" }.joined()
            switch result.stoppedBefore {
            case (let size, .budget)?: text += "  (stopped before \(size): over the budget)"
            case (let size, .tooLarge)?: text += "  (stopped before \(size): input over \(settings.maximumBytes / 1_000_000) MB)"
            case (let size, .fileTooLarge)?:
                text += "  (stopped before \(size): a file over \(settings.maximumFileBytes / 1_000_000) MB)"
            case (_, .enough)?, nil: break
            }
            if result.remeasured { text += "  (measured twice)" }
            line(text)
        }
        if let headlines {
            line()
            line("headlines")
            for text in headlines.lines(budget: settings.headlineBudget) { line("  " + text) }
        }
        line()
        line("targets")
        line("  growth exponent ≤ \(fixed(Self.exponentLimit, 1)) on every shape: " + verdict())
        return out
    }

    /// `met`, or `MISSED (worst: a 2.31, b 2.05)`; shapes too fast to fit are named.
    func verdict() -> String {
        var text = missed.isEmpty ? "met" : "MISSED (worst: "
            + missed.map { "\($0.shape.name) \(fixed($0.exponent!, 2))" }.joined(separator: ", ") + ")"
        let unfitted = results.filter { $0.exponent == nil }.map(\.shape.name)
        if !unfitted.isEmpty { text += "; not fitted (fewer than \(settings.minimumFitPoints) sizes above the noise floor): " + unfitted.joined(separator: ", ") }
        return text
    }

    static func duration(_ seconds: Double) -> String {
        seconds < 1 ? String(format: "%.1f ms", seconds * 1000) : String(format: "%.2f s", seconds)
    }

    private func pad(_ text: String, _ width: Int, right: Bool = false) -> String {
        let fill = String(repeating: " ", count: max(0, width - text.count))
        return right ? fill + text : text + fill
    }
    private func fixed(_ value: Double, _ digits: Int) -> String { String(format: "%.\(digits)f", value) }
}
