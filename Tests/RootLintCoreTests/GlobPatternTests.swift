import RootLintCore
import Testing

@Suite("Glob patterns")
struct GlobPatternTests {
    @Test(arguments: [
        ("Generated", "Generated/Models.swift", true),
        ("Generated", "App/Generated/Models.swift", true),
        ("Generated", "App/GeneratedCode/Models.swift", false),
        ("*.generated.swift", "App/Models.generated.swift", true),
        ("*.generated.swift", "App/Models.swift", false),
        ("App/Legacy", "App/Legacy/Old.swift", true),
        ("App/Legacy", "Other/App/Legacy/Old.swift", false),
        ("/App/Legacy", "App/Legacy/Old.swift", true),
        ("App/**/*.swift", "App/A/B/C.swift", true),
        ("App/**/*.swift", "App/C.swift", true),
        ("App/**/*.swift", "Lib/C.swift", false),
        ("**/Tests/**", "Modules/Foo/Tests/FooTests.swift", true),
        ("Legacy/", "Legacy/Old.swift", true),
        ("Old.swift/", "Old.swift", false),
        ("Sources/[AB]*/*.swift", "Sources/Alpha/x.swift", true),
        ("Sources/[!AB]*/*.swift", "Sources/Alpha/x.swift", false),
        ("Sources/?lpha/*.swift", "Sources/Alpha/x.swift", true),
        ("*", "anything/at/all.swift", true),
    ])
    func matching(_ pattern: String, _ path: String, _ expected: Bool) {
        #expect(GlobPattern(pattern).matches(path) == expected, "\(pattern) vs \(path)")
    }
}
