@testable import RootLintCore
@testable import RootLintCLI
import Testing

/// The registry's answers about a reporter name agree: whether a run makes
/// fixes, and line keys for fingerprints, follows the type `make` builds for
/// that name.
@Suite("Reporter registry")
struct ReporterRegistryTests {
    @Test(arguments: ReporterRegistry.names)
    func printsFixesFollowsTheReporterMade(name: String) {
        let reporter = ReporterRegistry.make(name, showSuggestions: false)
        #expect(type(of: reporter).name == name)
        #expect(ReporterRegistry.printsFixes(name) == type(of: reporter).printsFixes)
    }

    @Test func onlyJSONAndSARIFPrintFixes() {
        #expect(ReporterRegistry.names.filter(ReporterRegistry.printsFixes) == ["json", "sarif"])
    }

    @Test(arguments: ReporterRegistry.names)
    func printsFingerprintsFollowsTheReporterMade(name: String) {
        let reporter = ReporterRegistry.make(name, showSuggestions: false)
        #expect(ReporterRegistry.printsFingerprints(name) == type(of: reporter).printsFingerprints)
    }

    /// A run for a reporter that shows no fingerprint skips the line keys:
    /// its output over the Corpus is the same as with them, while the two
    /// that show fingerprints would print different ones (so the keys are
    /// really left out, and this test could see a reporter wrongly marked).
    @Test func reportsWithoutFingerprintsAreTheSameWithoutLineKeys() throws {
        let corpus = CLIHarness.packageRoot.appendingPathComponent("Corpus").path
        let io = CommandIO(writeOut: { _ in }, writeError: { _ in })
        func report(lineKeys: Bool) throws -> LintReport {
            var session = LintSession(options: try LintOptions.parse([corpus]), io: io)
            session.makesLineKeys = lineKeys
            return try session.run().report
        }
        let with = try report(lineKeys: true), without = try report(lineKeys: false)
        #expect(with.diagnostics.count > 50)
        #expect(with.diagnostics.map(\.message) == without.diagnostics.map(\.message))
        for name in ReporterRegistry.names {
            let reporter = ReporterRegistry.make(name, showSuggestions: true)
            let same = reporter.renderBytes(with) == reporter.renderBytes(without)
            #expect(same == !ReporterRegistry.printsFingerprints(name), "\(name)")
        }
    }
}
