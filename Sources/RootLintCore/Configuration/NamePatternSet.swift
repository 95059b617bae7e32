import RootLintSyntax

/// Many type-name patterns (`coordinators`, `containerTypes`) matched
/// against a name without trying each one: exact names are in a set,
/// `*Suffix` and `Prefix*` patterns in sets of suffixes and prefixes, looked
/// up once per distinct length; only general patterns (`Root*Controller`,
/// `*Root*`) are tried one by one. Same answers as `[NamePattern].matchesAny`.
///
/// A class: asking the configuration for its patterns copied the set's
/// eight reference-counted members, retained and released, for every
/// question (every root write asks whether its type is a coordinator).
public final class NamePatternSet: Sendable {
    private let exactNames: Set<String>
    private let suffixes: Set<String>
    /// The distinct lengths (in characters) of `suffixes`, ascending.
    private let suffixLengths: [Int]
    private let prefixes: Set<String>
    private let prefixLengths: [Int]
    /// `*`: every name.
    private let matchesEverything: Bool
    private let general: [NamePattern]
    /// Hashes of the suffixes' and the prefixes' bytes, when every one is
    /// ASCII: an ASCII name (every Swift type name in practice) is then
    /// matched on its bytes, where a character is a byte, and a string is
    /// made only to confirm a hash that is found, not for every length of
    /// every name.
    private let asciiSuffixHashes: PrehashedSet?
    private let asciiPrefixHashes: PrehashedSet?
    /// The exact names' hashes, read from their last byte back as the
    /// suffixes are, when every name is ASCII: the pass over an ASCII name
    /// that hashes its suffixes goes on to its first byte and asks this, so
    /// that the set of names (SipHash over the whole name) is asked only
    /// to confirm a hash found (`RootViewController` is a default container).
    private let asciiExactHashes: PrehashedSet?

    init(_ patterns: [NamePattern]) {
        var exactNames = Set<String>(), suffixes = Set<String>(), prefixes = Set<String>()
        var suffixLengths = Set<Int>(), prefixLengths = Set<Int>()
        var matchesEverything = false
        var general: [NamePattern] = []
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
        self.exactNames = exactNames
        self.suffixes = suffixes
        self.prefixes = prefixes
        self.matchesEverything = matchesEverything
        self.general = general
        self.suffixLengths = suffixLengths.sorted()
        self.prefixLengths = prefixLengths.sorted()
        func asciiHashes(_ affixes: Set<String>, reversed: Bool) -> PrehashedSet? {
            guard affixes.allSatisfy({ $0.utf8.allSatisfy { $0 < 0x80 } }) else { return nil }
            return PrehashedSet(affixes.map { reversed ? Self.hash($0.utf8.reversed()) : Self.hash($0.utf8) })
        }
        asciiSuffixHashes = asciiHashes(suffixes, reversed: true)
        asciiPrefixHashes = asciiHashes(prefixes, reversed: false)
        asciiExactHashes = asciiHashes(exactNames, reversed: true)
    }

    /// FNV-1a of the bytes.
    static func hash(_ bytes: some Sequence<UInt8>) -> UInt64 {
        var hash = hashSeed
        for byte in bytes { hash = hashStep(hash, byte) }
        return hash
    }

    static let hashSeed: UInt64 = 0xcbf2_9ce4_8422_2325

    @inline(__always)
    static func hashStep(_ hash: UInt64, _ byte: UInt8) -> UInt64 { (hash ^ UInt64(byte)) &* 0x0000_0100_0000_01B3 }

    /// Whether a suffix or a prefix matches the name's bytes; nil when the
    /// name is not ASCII. Suffixes are hashed from their last byte back,
    /// prefixes from their first on: one pass from each end of the name
    /// hashes every length at once (hashing each length apart read the
    /// name's end a dozen times over), and a `String` is made only to
    /// confirm a hash found.
    private func affixMatches(_ bytes: UnsafeBufferPointer<UInt8>, suffixHashes: PrehashedSet, prefixHashes: PrehashedSet,
                              exactHashes: PrehashedSet) -> Bool? {
        for byte in bytes where byte >= 0x80 { return nil }
        let count = bytes.count
        var hash = Self.hashSeed
        var next = 0
        var length = 0
        while next < suffixLengths.count, suffixLengths[next] <= count {
            while length < suffixLengths[next] {
                length += 1
                hash = Self.hashStep(hash, bytes[count - length])
            }
            if suffixHashes.contains(hash),
               suffixes.contains(String(decoding: UnsafeBufferPointer(rebasing: bytes[(count - length)...]), as: UTF8.self)) {
                return true
            }
            next += 1
        }
        if !exactNames.isEmpty {
            while length < count {
                length += 1
                hash = Self.hashStep(hash, bytes[count - length])
            }
            if exactHashes.contains(hash), exactNames.contains(String(decoding: bytes, as: UTF8.self)) { return true }
        }
        hash = Self.hashSeed
        next = 0
        length = 0
        while next < prefixLengths.count, prefixLengths[next] <= count {
            while length < prefixLengths[next] {
                hash = Self.hashStep(hash, bytes[length])
                length += 1
            }
            if prefixHashes.contains(hash), prefixes.contains(String(decoding: UnsafeBufferPointer(rebasing: bytes[..<length]), as: UTF8.self)) {
                return true
            }
            next += 1
        }
        return false
    }

    public func matches(_ name: some StringProtocol) -> Bool {
        if matchesEverything { return true }
        if let suffixHashes = asciiSuffixHashes, let prefixHashes = asciiPrefixHashes, let exactHashes = asciiExactHashes,
           let affix = name.utf8.withContiguousStorageIfAvailable({
               affixMatches($0, suffixHashes: suffixHashes, prefixHashes: prefixHashes, exactHashes: exactHashes)
           }) ?? nil {
            // Exact names were asked on the way (`exactHashes`).
            if affix { return true }
            return general.contains { $0.matches(name) }
        }
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
