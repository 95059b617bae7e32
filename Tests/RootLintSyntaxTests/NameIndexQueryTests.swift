import Testing
@testable import RootLintSyntax

/// The bounded look-ups of `NameIndex`: questions asked once per root write
/// look at a fixed number of candidates, so that a function full of them
/// stays linear.
@Suite struct NameIndexQueryTests {
    static let source = """
        final class Overlay {
            let host: UIViewController = .init()
            func run() {
                other.show(); other.show(); self.show(); show()
                let host = 1
            }
            func show() { }
        }
        """

    @Test func firstOccurrenceStopsAtTheFirstAccepted() throws {
        let f = ScopeFixture(Self.source)
        let names = NameIndex(file: f.file)
        let declared = try #require(f.index(of: "show", occurrence: 4))
        let body = 0..<f.file.code.count
        // Bare or on `self`: the third occurrence is the first accepted.
        let isOwnCall = { (k: Int) in f.file.code[k - 1].kind != .period || f.file.code[k - 2].keyword == .self }
        #expect(names.firstOccurrence(sameAs: declared, in: body, file: f.file, limit: 8, where: isOwnCall)
                == f.index(of: "show", occurrence: 2))
        // With room for two candidates only, both rejected: no answer.
        #expect(names.firstOccurrence(sameAs: declared, in: body, file: f.file, limit: 2, where: isOwnCall) == nil)
        // Outside the range: none.
        #expect(names.firstOccurrence(sameAs: declared, in: 0..<3, file: f.file, limit: 8, where: { _ in true }) == nil)
    }

    @Test func occurrencesKeepTheFirstOnes() throws {
        let f = ScopeFixture(Self.source)
        let names = NameIndex(file: f.file)
        let show = try #require(f.index(of: "show"))
        let all = names.occurrences(sameAs: show, in: 0..<f.file.code.count, file: f.file)
        #expect(all.count == 5)
        #expect(names.occurrences(sameAs: show, in: 0..<f.file.code.count, file: f.file, limit: 2) == Array(all.prefix(2)))
        #expect(names.occurrences(sameAs: show, in: 0..<f.file.code.count, file: f.file, limit: 0).isEmpty)
    }

    @Test func firstDeclarationSkipsTheRejected() throws {
        let f = ScopeFixture(Self.source)
        let names = NameIndex(file: f.file)
        let property = try #require(f.index(of: "host"))
        let local = try #require(f.index(of: "host", occurrence: 1))
        let body = 0..<f.file.code.count
        #expect(names.firstDeclaration(sameAs: property, in: body, file: f.file, limit: 4, where: { _ in true }) == property)
        #expect(names.firstDeclaration(sameAs: property, in: body, file: f.file, limit: 4, where: { $0 != property }) == local)
        #expect(names.firstDeclaration(sameAs: property, in: body, file: f.file, limit: 1, where: { $0 != property }) == nil)
    }
}
