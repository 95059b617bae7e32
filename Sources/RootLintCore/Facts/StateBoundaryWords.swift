import RootLintSyntax

/// Matches names against state-boundary words (login, logout, onboarding,
/// main, tab…) by camelCase word, not by substring: `MainViewController` and
/// `LogInButton` match, `DomainViewController`, `TableViewController` and
/// `Author` do not.
public struct StateBoundaryWords: Sendable {
    /// Each configured word, lowercased with its camelCase parts joined
    /// (`logIn` → `login`), with its plural and derived forms: a set, so a
    /// long configured list costs nothing per name.
    let forms: Set<String>
    /// The forms' hashes (`hash`): an ASCII name's candidates are hashed
    /// from its bytes, and a `String` is made only to confirm a hash found.
    let formHashes: PrehashedSet
    /// The forms' bytes by their hashes, to confirm a hash found in place:
    /// a `String` made per confirmation was three allocations for every
    /// screen name that holds a boundary word.
    let formBytes: [UInt64: [[UInt8]]]

    public init(_ configured: [String]) {
        var forms: Set<String> = []
        for word in configured.map({ Self.words(in: $0).joined() }) where !word.isEmpty {
            forms.insert(word)
            forms.insert(word + "s")
            for derived in Self.derivations[word] ?? [] { forms.insert(derived) }
        }
        self.forms = forms
        formHashes = PrehashedSet(forms.map { Self.hash(lowercasing: $0.utf8) })
        formBytes = Dictionary(grouping: forms.sorted().map { Array($0.utf8) }, by: { Self.hash(lowercasing: $0) })
    }

    /// Derived forms that are still the same boundary: `auth` → `authentication`.
    static let derivations: [String: [String]] = [
        "auth": ["authentication", "authenticate", "authenticated", "authorization", "authorize", "authorized"],
        "tab": ["tabbar", "tabs"],
        "register": ["registration", "registered", "registering"],
        "onboarding": ["onboard", "onboarded"],
    ]

    /// Whether any word (or two or three adjacent words joined) of `name` is a boundary word.
    /// Concrete for the rules: a generic asked from another module was not
    /// specialized, and its closure and protocol witnesses cost more than
    /// the match (8.8 M instructions on 3,000 files with a root swap).
    public func matches(_ name: String) -> Bool { matchesName(name) }

    /// `matches` on a slice of a name.
    public func matches(_ name: Substring) -> Bool { matchesName(name) }

    func matchesName(_ name: some StringProtocol) -> Bool {
        // An ASCII name (every name in practice) is read in place: making
        // a `String` per word and per pair was most of a rule's time on a
        // file that switches the root.
        if let answer = name.utf8.withContiguousStorageIfAvailable({ asciiMatches($0) }), let answer { return answer }
        let parts = Self.words(in: name)
        guard !parts.isEmpty else { return false }
        for index in parts.indices {
            if contains(parts[index]) { return true }
            if index + 1 < parts.count, contains(parts[index] + parts[index + 1]) { return true }
            if index + 2 < parts.count, contains(parts[index] + parts[index + 1] + parts[index + 2]) { return true }
        }
        return false
    }

    /// `matches` on the name or string segment `code[i]`, read in place.
    public func matches(token i: Int, in file: SourceFile) -> Bool {
        if let answer = file.withBytes(of: i, { asciiMatches($0) }) { return answer }
        return matches(file.text(i))
    }

    func contains(_ candidate: String) -> Bool { forms.contains(candidate) }

    /// `matches` on an ASCII name's bytes; nil when the name is not ASCII.
    /// The same candidates: each word, and each word joined to the one or
    /// two before it.
    func asciiMatches(_ bytes: UnsafeBufferPointer<UInt8>) -> Bool? {
        for byte in bytes where byte >= 0x80 { return nil }
        var previous: Range<Int>?
        var beforePrevious: Range<Int>?
        var found = false
        Self.forEachASCIIWord(in: bytes) { word in
            found = isForm(bytes, word)
            if !found, let previous {
                found = isForm(bytes, previous, word) || beforePrevious.map { isForm(bytes, $0, previous, word) } == true
            }
            beforePrevious = previous
            previous = word
            return !found
        }
        return found
    }

    /// Whether the words at these ranges of `bytes` (one to three, in
    /// order), lowercased and joined, are a form.
    private func isForm(_ bytes: UnsafeBufferPointer<UInt8>, _ first: Range<Int>, _ second: Range<Int>? = nil,
                        _ third: Range<Int>? = nil) -> Bool {
        var hash = Self.hash(lowercasing: bytes[first])
        if let second { hash = Self.hash(lowercasing: bytes[second], into: hash) }
        if let third { hash = Self.hash(lowercasing: bytes[third], into: hash) }
        guard formHashes.contains(hash), let candidates = formBytes[hash] else { return false }
        let length = first.count + (second?.count ?? 0) + (third?.count ?? 0)
        return candidates.contains { form in
            guard form.count == length else { return false }
            var at = 0
            return Self.spellsLowercased(form, &at, bytes, first)
                && Self.spellsLowercased(form, &at, bytes, second ?? 0..<0)
                && Self.spellsLowercased(form, &at, bytes, third ?? 0..<0)
        }
    }

    /// Whether `bytes[part]` lowercased is `form` from `at` on; moves `at`
    /// past it.
    private static func spellsLowercased(_ form: [UInt8], _ at: inout Int, _ bytes: UnsafeBufferPointer<UInt8>,
                                         _ part: Range<Int>) -> Bool {
        for index in part {
            guard lowercased(bytes[index]) == form[at] else { return false }
            at += 1
        }
        return true
    }

    /// FNV-1a, continued over the bytes lowercased.
    static let hashSeed: UInt64 = 0xcbf2_9ce4_8422_2325
    static func hash(lowercasing bytes: some Sequence<UInt8>, into seed: UInt64 = hashSeed) -> UInt64 {
        var hash = seed
        for byte in bytes { hash = (hash ^ UInt64(lowercased(byte))) &* 0x0000_0100_0000_01B3 }
        return hash
    }

    static func lowercased(_ b: UInt8) -> UInt8 { b >= 0x41 && b <= 0x5A ? b | 0x20 : b }

    /// Calls `body` with each camelCase / snake_case / kebab word of an
    /// ASCII name, as byte ranges, until it returns false: `SignInPromptVC`
    /// → `Sign`, `In`, `Prompt`, `VC`; `URLSession` → `URL`, `Session`.
    static func forEachASCIIWord(in bytes: UnsafeBufferPointer<UInt8>, _ body: (Range<Int>) -> Bool) {
        func isUpper(_ b: UInt8) -> Bool { b >= 0x41 && b <= 0x5A }
        func isLower(_ b: UInt8) -> Bool { b >= 0x61 && b <= 0x7A }
        func isDigit(_ b: UInt8) -> Bool { b >= 0x30 && b <= 0x39 }
        var start = -1
        for index in bytes.indices {
            let b = bytes[index]
            guard isUpper(b) || isLower(b) || isDigit(b) else {
                if start >= 0 {
                    guard body(start..<index) else { return }
                    start = -1
                }
                continue
            }
            if start < 0 {
                start = index
            } else if isUpper(b) {
                // `fooBar` splits before B; `URLSession` splits before S.
                let last = bytes[index - 1]
                let nextIsLower = index + 1 < bytes.count && isLower(bytes[index + 1])
                if isLower(last) || isDigit(last) || (nextIsLower && index - start > 1 && isUpper(last)) {
                    guard body(start..<index) else { return }
                    start = index
                }
            }
        }
        if start >= 0 { _ = body(start..<bytes.count) }
    }

    /// The same split on bytes, for the usual all-ASCII names.
    static func asciiWords(in bytes: [UInt8]) -> [String] {
        var words: [String] = []
        bytes.withUnsafeBufferPointer { buffer in
            forEachASCIIWord(in: buffer) { word in
                words.append(String(decoding: buffer[word].map(lowercased), as: UTF8.self))
                return true
            }
        }
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
