@testable import RootLintCLI
import Testing

@Suite("Which names discovery lints")
struct SwiftFileNameTests {
    /// `Name.swift` and nothing else: the suffix exactly (case counts), a
    /// name before it, not hidden; names of any script read by their bytes.
    @Test(arguments: [
        ("App.swift", true), ("a.swift", true), ("Café.swift", true), ("日本.swift", true), ("App.tests.swift", true),
        (".swift", false), ("swift", false), ("", false), (".Hidden.swift", false), ("App.Swift", false),
        ("App.swiftx", false), ("App.swif", false), ("Appswift", false), ("App.swift ", false), ("App.swift/", false),
    ])
    func swiftFileNames(name: String, linted: Bool) {
        #expect(FileDiscovery.isSwiftFile(name) == linted, "\(name)")
    }
}
