import RootLintSyntax

/// The kinds of fact rules read. Each is found by one extractor, which
/// declares the words a file must contain for it to find anything
/// (`vocabulary`); a rule declares the facts it reads (`Rule.facts`), so the
/// words that decide whether a file is worth lexing are derived, never
/// written by hand next to a rule.
public enum FactKind: Int, CaseIterable, Sendable, Hashable {
    /// `… rootViewController = …` on a window (`RootWrite`).
    case rootWrites
    /// Calls of the project's animated helpers (`window.setRootViewController(vc, animated: true)`).
    case helperCalls
    /// `present(_:animated:completion:)` calls.
    case presentations
    /// `as!` casts of the root or of the app/scene delegate.
    case forcedCasts
    /// `UIApplication.shared.keyWindow`/`.windows`/`.delegate?.window`.
    case windowLookups
    /// Root container methods that call `addChild` and `removeFromParent`.
    case containerSwaps
    /// `rootlint:` comments.
    case suppressionComments

    /// Groups of words, any group of which (all its words present) a file
    /// must contain for the extractor to find this fact. Each word is a
    /// necessary condition of the token pattern the extractor matches.
    /// `helpers`: the animated helpers known (found or configured).
    func vocabulary(helpers: some Collection<String>) -> [[ByteSearch]] {
        switch self {
        case .rootWrites:
            return [[Vocabulary.rootWrite]]
        case .helperCalls:
            return helpers.sorted().map { [ByteSearch($0, followedBy: .callOrClosure)] }
        case .presentations:
            return [[Vocabulary.presentCall, ByteSearch("animated")]]
        case .forcedCasts:
            // The operand's last name, then the cast: `as!` alone is in most
            // view controllers (table cells), and so is `rootViewController`
            // (`UINavigationController(rootViewController:)`).
            let cast = Vocabulary.forcedCast
            return [[cast, Vocabulary.rootCastOperand]]
                + Vocabulary.delegateTypeSuffixes.map { [cast, Vocabulary.delegateCastOperand, ByteSearch($0)] }
        case .windowLookups:
            // `UIApplication.shared.keyWindow`, `.windows` or `.delegate?.window`;
            // or, in `extension UIApplication` (`UIKit.UIApplication`), those
            // members bare or on `self` or `shared`. `UIApplication.shared`
            // alone is in most apps' screens (`open(_:)`, the delegate).
            return [[Vocabulary.sharedApplication, Vocabulary.sharedApplicationWindow, Vocabulary.windowNameBytes],
                    [Vocabulary.applicationExtension, Vocabulary.windowNameBytes]]
        case .containerSwaps:
            return [[ByteSearch("addChild"), ByteSearch("removeFromParent")]]
        case .suppressionComments:
            return [[ByteSearch("rootlint:")]]
        }
    }
}

/// Groups of facts, any group of which (all its facts found) makes a rule
/// worth running: `[[.presentations, .rootWrites], [.presentations, .helperCalls]]`.
public typealias FactRequirement = [[FactKind]]

extension Array where Element == [FactKind] {
    /// The words a file must contain to meet the requirement (the product of
    /// the facts' vocabularies within each group).
    func vocabulary(helpers: some Collection<String>) -> [[ByteSearch]] {
        var result: [[ByteSearch]] = []
        for group in self {
            var product: [[ByteSearch]] = [[]]
            for fact in group {
                let alternatives = fact.vocabulary(helpers: helpers)
                product = product.flatMap { prefix in alternatives.map { prefix + $0 } }
            }
            result += product
        }
        return result
    }
}
