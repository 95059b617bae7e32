/// What one generated file is about: its feature, the model it centres on,
/// and the names derived from them, so its code reads as one piece.
struct FileTheme {
    var app: String
    var feature: String
    var noun: String
    var otherNouns: [String]
    var stateType: String
    var cases: [String]
    var service: String

    init(app: String, feature: String, noun: String, random: inout SeededRandom) {
        self.app = app
        self.feature = feature
        self.noun = noun
        otherNouns = random.pick(4, of: Vocabulary.nouns.filter { $0 != noun })
        stateType = noun + random.pick(["State", "Phase", "Status", "Mode", "Kind"])
        cases = random.pick(random.int(3...6), of: Vocabulary.caseWords)
        service = noun + random.pick(["Service", "Repository", "Client", "Store", "Provider", "API"])
    }
}

/// An indentation-aware text builder with a random source and a size goal:
/// the templates append lines until the file is as long as planned.
final class CodeWriter {
    private(set) var text = ""
    private var depth = 0
    var random: SeededRandom
    let theme: FileTheme
    let targetBytes: Int

    init(random: SeededRandom, theme: FileTheme, targetBytes: Int) {
        self.random = random
        self.theme = theme
        self.targetBytes = targetBytes
        text.reserveCapacity(targetBytes + 4096)
    }

    var size: Int { text.utf8.count }
    var wantsMore: Bool { size < targetBytes }

    func line(_ content: String) {
        if content.isEmpty {
            text += "\n"
            return
        }
        for _ in 0..<depth { text += "    " }
        text += content
        text += "\n"
    }

    /// An empty line, unless the text already ends with one.
    func blank() {
        if !text.hasSuffix("\n\n") { text += "\n" }
    }

    /// `header {`, the body one level deeper, then `}`.
    func block(_ header: String, _ body: () -> Void) { scope(header + " {", body) }

    /// `opening` as written (`items.map { item in`), the body one level
    /// deeper, then `closing`.
    func scope(_ opening: String, closing: String = "}", _ body: () -> Void) {
        line(opening)
        indented(body)
        line(closing)
    }

    /// Turns the `}` just written into `} keyword {` and writes another body:
    /// `} else {`, `} catch {`.
    func continued(_ keyword: String, _ body: () -> Void) {
        precondition(text.hasSuffix("}\n"), "continued(_:) must follow a block")
        text.removeLast()
        text += " \(keyword) {\n"
        indented(body)
        line("}")
    }

    /// Lines one level deeper without braces: case bodies, chained calls.
    func indented(_ body: () -> Void) {
        depth += 1
        body()
        depth -= 1
    }

    /// Lines written at column 0 (`#if`, multi-line string bodies).
    func raw(_ content: String) { text += content + "\n" }

    /// Lines at the current indentation, as a multi-line literal's body needs.
    var indentation: String { String(repeating: "    ", count: depth) }

    // MARK: - Random helpers shared by the templates

    func chance(_ percent: Int) -> Bool { random.chance(percent) }
    func int(_ range: ClosedRange<Int>) -> Int { random.int(range) }
    func pick<T>(_ items: [T]) -> T { random.pick(items) }

    var anyNoun: String { chance(50) ? theme.noun : pick(theme.otherNouns) }
    var verb: String { pick(Vocabulary.verbs) }
    var adjective: String { pick(Vocabulary.adjectives) }
    var stateCase: String { pick(theme.cases) }

    /// `selectedOrder`, `recentReviews`, `orderCount`.
    func propertyName(plural: Bool = false) -> String {
        let noun = anyNoun
        switch int(0...3) {
        case 0: return plural ? noun.lowerFirst.plural : noun.lowerFirst + pick(["Count", "Title", "Identifier", "Summary", "Date"])
        default: return adjective + (plural ? noun.plural : noun)
        }
    }

    /// `loadOrders`, `refreshTicket`.
    func functionName() -> String { verb + (chance(40) ? anyNoun.plural : anyNoun) }

    /// A documentation comment of a few lines, sometimes with parameters.
    func docComment(summary: String, parameters: [String] = [], returns: Bool = false) {
        line("/// \(summary)")
        if chance(50) {
            line("///")
            line("/// " + pick([
                "Called on the main actor; the result is cached until the next refresh.",
                "Safe to call repeatedly: a request already in flight is reused.",
                "The \(theme.noun.lowerFirst) must belong to the signed-in member.",
                "Mirrors the behaviour of the web client (see the \(theme.feature) spec).",
                "Falls back to the last cached value when the network is unavailable.",
            ]))
        }
        if !parameters.isEmpty, chance(60) {
            line("///")
            line("/// - Parameters:")
            for parameter in parameters { line("///   - \(parameter): The \(parameter.lowercased()) to use.") }
        }
        if returns, chance(60) { line("/// - Returns: The \(pick(["updated", "resolved", "formatted"])) \(theme.noun.lowercased()).") }
    }

    func mark(_ title: String) {
        blank()
        line("// MARK: - \(title)")
        blank()
    }
}
