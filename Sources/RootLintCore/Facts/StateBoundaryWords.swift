/// Matches names against state-boundary words (login, logout, onboarding,
/// main, tab…) by camelCase word, not by substring: `MainViewController` and
/// `LogInButton` match, `DomainViewController`, `TableViewController` and
/// `Author` do not.
public struct StateBoundaryWords: Sendable {
    /// Each configured word, lowercased with its camelCase parts joined
    /// (`logIn` → `login`), with its plural and derived forms: a set, so a
    /// long configured list costs nothing per name.
    let forms: Set<String>

    public init(_ configured: [String]) {
        var forms: Set<String> = []
        for word in configured.map({ Self.words(in: $0).joined() }) where !word.isEmpty {
            forms.insert(word)
            forms.insert(word + "s")
            for derived in Self.derivations[word] ?? [] { forms.insert(derived) }
        }
        self.forms = forms
    }

    /// Derived forms that are still the same boundary: `auth` → `authentication`.
    static let derivations: [String: [String]] = [
        "auth": ["authentication", "authenticate", "authenticated", "authorization", "authorize", "authorized"],
        "tab": ["tabbar", "tabs"],
        "register": ["registration", "registered", "registering"],
        "onboarding": ["onboard", "onboarded"],
    ]

    /// Whether any word (or two adjacent words joined) of `name` is a boundary word.
    public func matches(_ name: some StringProtocol) -> Bool {
        let parts = Self.words(in: name)
        guard !parts.isEmpty else { return false }
        for index in parts.indices {
            if contains(parts[index]) { return true }
            if index + 1 < parts.count, contains(parts[index] + parts[index + 1]) { return true }
            if index + 2 < parts.count, contains(parts[index] + parts[index + 1] + parts[index + 2]) { return true }
        }
        return false
    }

    func contains(_ candidate: String) -> Bool { forms.contains(candidate) }

    /// The same split on bytes, for the usual all-ASCII names.
    static func asciiWords(in bytes: [UInt8]) -> [String] {
        func isUpper(_ b: UInt8) -> Bool { b >= 0x41 && b <= 0x5A }
        func isLower(_ b: UInt8) -> Bool { b >= 0x61 && b <= 0x7A }
        func isDigit(_ b: UInt8) -> Bool { b >= 0x30 && b <= 0x39 }
        var words: [String] = []
        var current: [UInt8] = []
        func flush() {
            if !current.isEmpty { words.append(String(decoding: current.map { isUpper($0) ? $0 | 0x20 : $0 }, as: UTF8.self)) }
            current.removeAll(keepingCapacity: true)
        }
        for (index, b) in bytes.enumerated() {
            guard isUpper(b) || isLower(b) || isDigit(b) else { flush(); continue }
            if isUpper(b), let last = current.last {
                let nextIsLower = index + 1 < bytes.count && isLower(bytes[index + 1])
                if isLower(last) || isDigit(last) || (nextIsLower && current.count > 1 && isUpper(last)) { flush() }
            }
            current.append(b)
        }
        flush()
        return words
    }

    /// Lowercased camelCase / snake_case / kebab words: `SignInPromptVC` →
    /// `sign`, `in`, `prompt`, `vc`; `URLSession` → `url`, `session`.
    public static func words(in name: some StringProtocol) -> [String] {
        if name.utf8.allSatisfy({ $0 < 0x80 }) { return asciiWords(in: Array(name.utf8)) }
        var words: [String] = []
        var current: [Character] = []
        let characters = Array(name)
        func flush() {
            if !current.isEmpty { words.append(String(current).lowercased()) }
            current.removeAll()
        }
        for (index, character) in characters.enumerated() {
            if !(character.isLetter || character.isNumber) {
                flush()
                continue
            }
            if character.isUppercase, !current.isEmpty {
                let previousIsLower = current.last.map { $0.isLowercase || $0.isNumber } ?? false
                let nextIsLower = index + 1 < characters.count && characters[index + 1].isLowercase
                // `fooBar` splits before B; `URLSession` splits before S.
                if previousIsLower || (nextIsLower && current.count > 1 && current.last!.isUppercase) { flush() }
            }
            current.append(character)
        }
        flush()
        return words
    }
}
