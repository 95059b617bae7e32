import RootLintSyntax

/// Decides from raw bytes which filters a file can meet, before it is lexed.
/// A filter is a list of groups of words; it matches when all words of some
/// group occur. Most files match nothing, so the cost is the number of
/// distinct words searched: the filters share one vocabulary, each word is
/// searched at most once per file, and within a group the rarest word goes
/// first, so a group usually fails on one cheap search. Words anchored on
/// the same byte are searched in one pass (`passes`): a file without a root
/// write is asked for a dozen words, four of them anchored on `W`.
/// A class: every file's probe holds it, and as a struct each of its arrays
/// was retained and released for every file and every search.
final class PrefilterSet: Sendable {
    let searches: [ByteSearch]
    /// Per filter: its groups, as indices into `searches`, rarest word first.
    let filters: [[[Int]]]
    /// The searches that share an anchor byte, as indices into `searches`
    /// and as one search; and each search's pass.
    let passes: [[Int]]
    let passSearches: [SharedAnchorSearch]
    let passOf: [Int]

    init(_ filters: [[[ByteSearch]]]) {
        var searches: [ByteSearch] = []
        var index: [ByteSearch: Int] = [:]
        for filter in filters {
            for group in filter {
                for word in group where index[word] == nil {
                    index[word] = searches.count
                    searches.append(word)
                }
            }
        }
        let anchorCounts = Dictionary(searches.map { ($0.anchorByte, 1) }, uniquingKeysWith: +)
        searches = searches.map { $0.sharingAnchor(anchorCounts) }
        var passes: [[Int]] = []
        var passOfByte: [UInt8: Int] = [:]
        var passOf: [Int] = []
        for (index, search) in searches.enumerated() {
            // A pass holds at most 64 searches (a bit each); a 65th starts another.
            if let pass = passOfByte[search.anchorByte], passes[pass].count < 64 {
                passes[pass].append(index)
                passOf.append(pass)
            } else {
                passOfByte[search.anchorByte] = passes.count
                passOf.append(passes.count)
                passes.append([index])
            }
        }
        self.searches = searches
        self.passes = passes
        passSearches = passes.map { SharedAnchorSearch($0.map { searches[$0] }) }
        self.passOf = passOf
        self.filters = filters.map { groups in
            groups.map { group in
                group.map { index[$0]! }.sorted { searches[$0].expectedHits < searches[$1].expectedHits }
            }
        }
    }

    /// Filters asked one at a time, each word searched at most once: most
    /// files are decided by one or two filters, so the rest are never asked.
    struct Probe {
        let set: PrefilterSet
        let buffer: UnsafeBufferPointer<UInt8>
        // 0: not searched yet, 1: absent, 2: present.
        private var words: [UInt8]
        private var filters: [UInt8]

        init(set: PrefilterSet, buffer: UnsafeBufferPointer<UInt8>) {
            self.set = set
            self.buffer = buffer
            words = [UInt8](repeating: 0, count: set.searches.count)
            filters = [UInt8](repeating: 0, count: set.filters.count)
        }

        /// The filter's answer if it was asked already, nil if not.
        func decided(_ filter: Int) -> Bool? {
            filters[filter] == 0 ? nil : filters[filter] == 2
        }

        mutating func matches(_ filter: Int) -> Bool {
            if filters[filter] == 0 {
                let groups = set.filters[filter]
                var found = false
                // A group with a word already known absent fails without a
                // search: `UIApplication` is not looked for in a file whose
                // `w` pass (run for the survey's `window`) found no `indow`.
                for group in groups where !found && !group.contains(where: { words[$0] == 1 }) {
                    found = group.allSatisfy { word in
                        if words[word] == 0 { search(word) }
                        return words[word] == 2
                    }
                }
                filters[filter] = found ? 2 : 1
            }
            return filters[filter] == 2
        }

        /// Answers `word`, and in the same pass every word of its pass not
        /// asked yet: a file that lacks one of them usually lacks the rest,
        /// which are asked next.
        private mutating func search(_ word: Int) {
            let pass = set.passOf[word]
            let members = set.passes[pass]
            // A pass of one search too: it is a class, and asking the
            // `ByteSearch` itself copied it, retaining each of its arrays.
            var open: UInt64 = 0
            for (bit, member) in members.enumerated() where words[member] == 0 { open |= 1 << UInt64(bit) }
            let found = set.passSearches[pass].occurrences(in: buffer, among: open)
            for (bit, member) in members.enumerated() where open & (1 << UInt64(bit)) != 0 {
                words[member] = found & (1 << UInt64(bit)) != 0 ? 2 : 1
            }
        }
    }
}
