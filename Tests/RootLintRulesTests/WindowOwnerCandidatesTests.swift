import Foundation
@testable import RootLintCore
@testable import RootLintSyntax
import Testing

/// Window owners are found among a file's declared names when its name
/// index is built, and by a search of its bytes otherwise: both must name
/// the same owners.
@Suite("Window owners from declared names")
struct WindowOwnerCandidatesTests {
    static let snippets = [
        "final class AppDelegate { var window: UIWindow? }",
        "final class SceneDelegate { var `window`: UIWindow? }",
        "final class AppDelegate { lazy var mainWindow = MainWindow(frame: .zero) }",
        "final class AppDelegate { var mainWindow: MainWindow! }",
        "final class AppCoordinator { private let window: UIWindow; let windowScene: UIWindowScene }",
        "final class Router { let /* window */ host: UIWindow; var label = \"window\" }",
        "final class LoginViewController: UIViewController { var window: UIWindow? }",
        "final class Flow { let windowController: UIWindow? ; let popupWindow: UIWindow }",
        "extension UIWindow { var window: UIWindow { self } }",
        "struct Holder { let window = UIWindow(frame: .zero); let ẁindow: UIWindow }",
        "final class Half { var window",
        "var window: UIWindow?",
    ]

    static func ownersBothWays(_ file: SourceFile) -> (byNames: [String], byBytes: [String]) {
        (ProjectContribution.windowOwners(in: file, names: NameIndex(file: file)), ProjectContribution.windowOwners(in: file))
    }

    @Test(arguments: snippets)
    func snippetOwnersAreTheSame(code: String) {
        let file = SourceFile(path: "Snippet.swift", bytes: Array(code.utf8))
        let (byNames, byBytes) = Self.ownersBothWays(file)
        #expect(byNames == byBytes)
    }

    @Test func snippetsFindOwners() {
        let file = SourceFile(path: "Snippet.swift", bytes: Array(Self.snippets.joined(separator: "\n").utf8))
        let owners = ProjectContribution.windowOwners(in: file, names: NameIndex(file: file))
        #expect(owners.contains("AppDelegate") && owners.contains("AppCoordinator") && owners.contains("SceneDelegate"))
        #expect(!owners.contains("LoginViewController"))
    }

    @Test func corpusOwnersAreTheSame() throws {
        var owners = 0
        for url in try CorpusTests.corpusFiles() {
            let file = SourceFile(path: url.path, bytes: [UInt8](try Data(contentsOf: url)))
            let (byNames, byBytes) = Self.ownersBothWays(file)
            #expect(byNames == byBytes, "\(url.lastPathComponent)")
            owners += byNames.count
        }
        #expect(owners > 10)
    }

    @Test func declaredNamesAreTheNamesAfterLetAndVar() {
        let file = SourceFile(path: "A.swift", bytes: Array("let a = 1; var `b` = a; if let c { }; let (d, e) = f; var g: Int".utf8))
        let declared = NameIndex(file: file).declaredNames.map { file.text(Int($0)) }.sorted()
        #expect(declared == ["`b`", "a", "c", "g"])
    }

    @Test func tokenContainsLooksOnlyInsideTheToken() {
        let file = SourceFile(path: "A.swift", bytes: Array("let mainWindow = window; let win = dow".utf8))
        let hits = file.code.indices.filter { file.tokenContains($0, Vocabulary.windowNameBytes) }.map { file.text($0) }
        #expect(hits == ["mainWindow", "window"])
        #expect(!file.tokenContains(-1, Vocabulary.windowNameBytes) && !file.tokenContains(file.code.count, Vocabulary.windowNameBytes))
    }

    @Test func hashedNamesAreEqualAsStringsAre() {
        typealias Name = CallRegistry.HashedName
        #expect(Name("AppCoordinator.start") == Name("AppCoordinator.start"))
        #expect(Name("AppCoordinator.start") != Name("AppCoordinator.stop"))
        // Another Unicode spelling of the same name meets it.
        #expect(Name("Caf\u{E9}Flow.begin") == Name("Cafe\u{301}Flow.begin"))
        #expect(Set([Name("Caf\u{E9}Flow.begin")]).contains(Name("Cafe\u{301}Flow.begin")))
        #expect(Set([Name("A.start"), Name("B.start")]).count == 2)
    }
}
