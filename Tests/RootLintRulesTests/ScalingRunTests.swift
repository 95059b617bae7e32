import Testing
@testable import rootlint_bench

/// The scaling mode's arithmetic: the exponent it fits and when a shape
/// stops growing. Timing itself is never tested (it flakes on shared machines).
@Suite struct ScalingRunTests {
    func point(_ size: Int, _ seconds: Double, bytes: Int, largestFile: Int) -> ScalingRun.Point {
        ScalingRun.Point(size: size, seconds: seconds, findings: 0, bytes: bytes, largestFile: largestFile, fitted: true)
    }

    @Test func exponentIsOneForLinearAndTwoForQuadraticTimes() throws {
        let sizes = [100.0, 200, 400, 800, 1600]
        let linear = try #require(GrowthExponent.fit(sizes.map { ($0, $0 * 1e-6) }))
        let quadratic = try #require(GrowthExponent.fit(sizes.map { ($0, $0 * $0 * 1e-9) }))
        #expect(abs(linear - 1) < 1e-9)
        #expect(abs(quadratic - 2) < 1e-9)
        #expect(GrowthExponent.fit([(100, 1)]) == nil)
    }

    @Test func oneFileGrowingPastTheFileCapStops() {
        let settings = ScalingRun.Settings()
        let last = point(100, 0.01, bytes: settings.maximumFileBytes / 2 + 1, largestFile: settings.maximumFileBytes / 2 + 1)
        #expect(ScalingRun.stopReason(before: 200, after: [last], explicitSizes: true, settings: settings) == .fileTooLarge)
    }

    @Test func manySmallFilesGrowPastTheFileCapUntilTheInputCap() {
        let settings = ScalingRun.Settings()
        let many = point(100, 0.01, bytes: settings.maximumFileBytes, largestFile: 4000)
        #expect(ScalingRun.stopReason(before: 200, after: [many], explicitSizes: true, settings: settings) == nil)
        let huge = point(100, 0.01, bytes: settings.maximumBytes / 2 + 1, largestFile: 4000)
        #expect(ScalingRun.stopReason(before: 200, after: [huge], explicitSizes: true, settings: settings) == .tooLarge)
    }

    @Test func aSizeOverTheBudgetStopsGrowth() {
        let settings = ScalingRun.Settings()
        let slow = point(100, settings.budget + 1, bytes: 1000, largestFile: 1000)
        #expect(ScalingRun.stopReason(before: 200, after: [slow], explicitSizes: true, settings: settings) == .budget)
    }
}

extension ScalingRunTests {
    @Test func theFitTakesTheLargestSizesAboveTheNoiseFloor() throws {
        let settings = ScalingRun.Settings()
        let sizes = [100, 200, 400, 800, 1600, 3200, 6400, 12800]
        // Linear, except the smallest sizes, below the noise floor, which are flat.
        let points = sizes.map { size in
            point(size, max(Double(size) * 1e-5, settings.noiseFloor / 2), bytes: size, largestFile: size)
        }
        let result = ScalingRun.fitted(ScalingRun.ShapeResult(shape: ScalingShapes.all[0], points: points, exponent: nil),
                                       settings: settings)
        #expect(result.points.filter(\.fitted).map(\.size) == [800, 1600, 3200, 6400, 12800])
        let exponent = try #require(result.exponent)
        #expect(abs(exponent - 1) < 1e-9)
    }
}
