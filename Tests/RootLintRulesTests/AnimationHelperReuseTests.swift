import Foundation
@testable import RootLintCore
@testable import RootLintSyntax
import Testing

/// The animation classifier built for a file's own facts is reused once the
/// project's helpers are known (`withAnimatedHelpers`): it must classify
/// every write as a classifier built afresh with those helpers does.
@Suite("Animation classifier with the project's helpers")
struct AnimationHelperReuseTests {
    @Test func reusedClassifierAnswersAsAFreshOne() throws {
        var checkedWrites = 0
        for url in try CorpusTests.corpusFiles() {
            let file = SourceFile(path: url.path, bytes: [UInt8](try Data(contentsOf: url)))
            let facts = FileFacts.extract(from: file, configuration: .default)
            guard let kept = facts.animations, let names = facts.names else { continue }
            let candidates = FileFacts.helperCandidates(writes: facts.rootWrites, file: file)
            // Every candidate, none, and every other one: helpers found elsewhere.
            let choices = [Set(candidates), [], Set(candidates.enumerated().filter { $0.offset % 2 == 0 }.map(\.element)),
                           ["crossFade", "switchRoot"]]
            for helpers in choices {
                let reused = kept.withAnimatedHelpers(helpers)
                let fresh = AnimationClassifier(file: file, animatedHelpers: helpers, scopes: facts.scopes, names: names)
                for write in facts.rootWrites {
                    let a = reused.classify(target: write.target, statementEnd: write.value.upperBound, scope: write.scope)
                    let b = fresh.classify(target: write.target, statementEnd: write.value.upperBound, scope: write.scope)
                    #expect(a == b, "\(url.lastPathComponent) write at \(write.target), helpers \(helpers.sorted())")
                    checkedWrites += 1
                }
            }
        }
        #expect(checkedWrites > 100)
    }

    @Test func aHelperFoundElsewhereAnimatesItsClosure() {
        let code = """
            final class Router {
                func showMain(window: UIWindow) {
                    crossFade(window) { window.rootViewController = MainViewController() }
                }
            }
            """
        let file = SourceFile(path: "App/Router.swift", text: code)
        let facts = FileFacts.extract(from: file, configuration: .default)
        let write = facts.rootWrites[0]
        #expect(write.animation == nil)
        let reused = facts.animations!.withAnimatedHelpers(["crossFade"])
        #expect(reused.classify(target: write.target, statementEnd: write.value.upperBound, scope: write.scope)
            == .animatedHelper(closure: write.scope))
    }
}
