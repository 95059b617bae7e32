import Foundation

/// The two figures the issue asks for by name: 50,000 bare writes in one
/// function of a `UIWindow` extension, and 16,000 files with switch sites in
/// three types each over 16,000 plain files of about the same size.
struct ScalingHeadlines {
    /// One headline input, measured, or only predicted when measuring it
    /// would blow the headline budget.
    struct Figure {
        var label: String
        var bytes: Int
        /// nil when not run.
        var seconds: Double?
        /// From the shape's measured sizes and exponent, when it was measured.
        var predicted: Double?
        var predictedFrom: String?
    }

    static let bareWriteCount = 50_000
    static let fileCount = 16_000

    var bareWrites: Figure
    var switchFiles: Figure
    var plainFiles: Figure
    /// The plain files linted in full: what analysing a file costs at all.
    var plainFilesWithoutPrefilter: Figure

    static func measure(settings: ScalingRun.Settings, results: [ScalingRun.ShapeResult],
                        progress: (String) -> Void) -> ScalingHeadlines {
        func figure(_ label: String, _ files: [GeneratedFile], shape: String, settings: ScalingRun.Settings,
                    size: Int) -> Figure {
            var figure = Figure(label: label, bytes: files.reduce(0) { $0 + $1.bytes.count })
            // The shape was measured with the same settings: extrapolate from its
            // largest size by the fitted exponent or, when growth steepens (fixed
            // costs hide it at small sizes), by that of its last two sizes.
            if let result = results.first(where: { $0.shape.name == shape }), let last = result.points.last {
                let byFit = last.seconds * pow(Double(size) / Double(last.size), max(result.exponent ?? 1, 1))
                figure.predicted = max(byFit, ScalingRun.predictedSeconds(size, after: result.points))
                figure.predictedFrom = "\(shape) (exponent \(result.exponent.map { String(format: "%.2f", $0) } ?? "n/a"))"
            }
            if let predicted = figure.predicted, predicted > settings.headlineBudget { return figure }
            progress("headline: \(label)")
            figure.seconds = ScalingRun.time(files, settings: settings).seconds
            return figure
        }
        let bare = figure("\(count(bareWriteCount)) bare writes in one function of a UIWindow extension",
                          ScalingShapes.bareWritesWindowExtension(bareWriteCount), shape: "bare-writes-window-extension",
                          settings: settings, size: bareWriteCount)
        let switching = figure("\(count(fileCount)) files with switch sites in 3 types each",
                               ScalingShapes.projectSwitchSites(fileCount), shape: "project-switch-sites",
                               settings: settings, size: fileCount)
        let plainFiles = ScalingShapes.plainFiles(fileCount)
        let plain = figure("\(count(fileCount)) plain files", plainFiles, shape: "plain-files", settings: settings, size: fileCount)
        var unfiltered = settings
        unfiltered.usePrefilter = false
        var plainUnfiltered = plain
        if settings.usePrefilter {
            progress("headline: \(count(fileCount)) plain files, prefilter off")
            plainUnfiltered.seconds = ScalingRun.time(plainFiles, settings: unfiltered).seconds
        }
        return ScalingHeadlines(bareWrites: bare, switchFiles: switching, plainFiles: plain, plainFilesWithoutPrefilter: plainUnfiltered)
    }

    func lines(budget: Double) -> [String] {
        func describe(_ figure: Figure) -> String {
            let size = String(format: "%.1f MB", Double(figure.bytes) / 1e6)
            if let seconds = figure.seconds { return "\(figure.label) (\(size)): \(ScalingReport.duration(seconds))" }
            return "\(figure.label) (\(size)): not run, about \(ScalingReport.duration(figure.predicted ?? 0)) extrapolated from "
                + "\(figure.predictedFrom ?? "its shape"), over the \(String(format: "%.0f", budget)) s headline budget"
        }
        var out = [describe(bareWrites), describe(switchFiles), describe(plainFiles)]
        if let plainUnfiltered = plainFilesWithoutPrefilter.seconds, plainUnfiltered != plainFiles.seconds {
            out[2] += " (\(ScalingReport.duration(plainUnfiltered)) with the prefilter off)"
        }
        if let switching = switchFiles.seconds, let plain = plainFiles.seconds {
            var ratio = "switch-site files over plain files: \(String(format: "%.1f", switching / plain))×"
            if let plainUnfiltered = plainFilesWithoutPrefilter.seconds, plainUnfiltered != plain {
                ratio += " (\(String(format: "%.1f", switching / plainUnfiltered))× over plain files linted with the prefilter off)"
            }
            out.append(ratio)
        }
        return out
    }

    /// `50,000`.
    static func count(_ value: Int) -> String {
        let digits = String(value)
        var out = ""
        for (index, digit) in digits.enumerated() {
            if index > 0, (digits.count - index) % 3 == 0 { out += "," }
            out.append(digit)
        }
        return out
    }
}
