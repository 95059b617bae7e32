import Foundation

/// How running time grows with input size: the least-squares slope of
/// log(seconds) against log(size). Time ∝ size^e gives e: 1 is linear, 2
/// quadratic; n log n over a 64× range of sizes reads about 1.1.
enum GrowthExponent {
    /// The slope, or nil with fewer than two distinct sizes. Sizes and
    /// seconds must be positive.
    static func fit(_ points: [(size: Double, seconds: Double)]) -> Double? {
        guard points.count >= 2 else { return nil }
        let xs = points.map { log($0.size) }
        let ys = points.map { log($0.seconds) }
        let meanX = xs.reduce(0, +) / Double(xs.count)
        let meanY = ys.reduce(0, +) / Double(ys.count)
        var sxx = 0.0
        var sxy = 0.0
        for (x, y) in zip(xs, ys) {
            sxx += (x - meanX) * (x - meanX)
            sxy += (x - meanX) * (y - meanY)
        }
        return sxx > 0 ? sxy / sxx : nil
    }
}
