/// Many type-name patterns (`coordinators`, `containerTypes`) matched
/// against a name without trying each one: exact names are in a set,
/// `*Suffix` and `Prefix*` patterns in sets of suffixes and prefixes, looked
/// up once per distinct length; only general patterns (`Root*Controller`,
/// `*Root*`) are tried one by one. Same answers as `[NamePattern].matchesAny`.
public struct NamePatternSet: Sendable {
    private var exactNames: Set<String> = []
    private var suffixes: Set<String> = []
    /// The distinct lengths (in characters) of `suffixes`, ascending.
    private var suffixLengths: [Int] = []
    private var prefixes: Set<String> = []
    private var prefixLengths: [Int] = []
    /// `*`: every name.
    private var matchesEverything = false
    private var general: [NamePattern] = []

    public init(_ patterns: [NamePattern]) {
        var suffixLengths = Set<Int>(), prefixLengths = Set<Int>()
        for pattern in patterns {
            let parts = pattern.pattern.split(separator: "*", omittingEmptySubsequences: false)
            if parts.count == 1 {
                exactNames.insert(pattern.pattern)
            } else if parts.count == 2, parts[0].isEmpty, parts[1].isEmpty {
                matchesEverything = true
            } else if parts.count == 2, parts[0].isEmpty {
                suffixes.insert(String(parts[1]))
                suffixLengths.insert(parts[1].count)
            } else if parts.count == 2, parts[1].isEmpty {
                prefixes.insert(String(parts[0]))
                prefixLengths.insert(parts[0].count)
            } else {
                general.append(pattern)
            }
        }
        self.suffixLengths = suffixLengths.sorted()
        self.prefixLengths = prefixLengths.sorted()
    }

    public func matches(_ name: some StringProtocol) -> Bool {
        if matchesEverything { return true }
        let text = Substring(name)
        if !exactNames.isEmpty, exactNames.contains(String(text)) { return true }
        if !suffixes.isEmpty || !prefixes.isEmpty {
            let count = text.count
            for length in suffixLengths {
                if length > count { break }
                if suffixes.contains(String(text.suffix(length))) { return true }
            }
            for length in prefixLengths {
                if length > count { break }
                if prefixes.contains(String(text.prefix(length))) { return true }
            }
        }
        return general.contains { $0.matches(text) }
    }
}
