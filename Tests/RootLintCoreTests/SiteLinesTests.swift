@testable import RootLintSyntax
import Testing
@testable import RootLintCore

/// Each switch site keeps its line (for the fingerprint of a project finding
/// placed on it) as a slice of one buffer per file.
@Suite("Site lines")
struct SiteLinesTests {
    static func site(line: Int) -> SwitchSite {
        SwitchSite(path: "A.swift", typeName: "A",
                   range: SourceRange(start: SourcePosition(line: line, column: 1, offset: 0, utf16Character: 1),
                                      end: SourcePosition(line: line, column: 1, offset: 0, utf16Character: 1)),
                   kind: .write)
    }

    @Test("Sites on one line share it; every site gets its own line without the line break")
    func sitesGetTheirLines() {
        let map = SourceMap(bytes: Array("one\r\ntwo\n\nfour  \n".utf8))
        var sites = [1, 1, 2, 3, 4, 2, 9].map(Self.site)
        FileLinter.keepLines(of: &sites, map: map)
        #expect(sites.map { String(decoding: $0.lineText, as: UTF8.self) } == ["one", "one", "two", "", "four  ", "two", ""])
    }

    @Test("No sites, nothing kept")
    func noSites() {
        var sites: [SwitchSite] = []
        FileLinter.keepLines(of: &sites, map: SourceMap(bytes: Array("x".utf8)))
        #expect(sites.isEmpty)
    }
}
