@testable import RootLintCore
@testable import RootLintCLI
import Testing

/// The registry's two answers about a reporter name agree: whether a run
/// makes fixes follows the type `make` builds for that name.
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
}
