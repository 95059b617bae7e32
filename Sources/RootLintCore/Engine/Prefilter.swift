import RootLintSyntax

/// Decides from raw bytes which filters a file can meet, before it is lexed.
/// A filter is a list of groups of words; it matches when all words of some
/// group occur. Most files match nothing, so the cost is the number of
/// distinct words searched: the filters share one vocabulary, each word is
/// searched at most once per file, and within a group the rarest word goes
/// first, so a group usually fails on one cheap search.
struct PrefilterSet: Sendable {
    let searches: [ByteSearch]
    /// Per filter: its groups, as indices into `searches`, rarest word first.
    let filters: [[[Int]]]

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
        self.searches = searches
        self.filters = filters.map { groups in
            groups.map { group in
                group.map { index[$0]! }.sorted { searches[$0].expectedHits < searches[$1].expectedHits }
            }
        }
    }

    /// Whether each filter matches.
    func evaluate(_ buffer: UnsafeBufferPointer<UInt8>) -> [Bool] {
        // 0: not searched yet, 1: absent, 2: present.
        var known = [UInt8](repeating: 0, count: searches.count)
        return filters.map { groups in
            groups.contains { group in
                group.allSatisfy { word in
                    if known[word] == 0 { known[word] = searches[word].occurs(in: buffer) ? 2 : 1 }
                    return known[word] == 2
                }
            }
        }
    }

    func evaluate(_ bytes: [UInt8]) -> [Bool] {
        bytes.withUnsafeBufferPointer { evaluate($0) }
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

        mutating func matches(_ filter: Int) -> Bool {
            if filters[filter] == 0 {
                let groups = set.filters[filter]
                var found = false
                for group in groups where !found {
                    found = group.allSatisfy { word in
                        if words[word] == 0 { words[word] = set.searches[word].occurs(in: buffer) ? 2 : 1 }
                        return words[word] == 2
                    }
                }
                filters[filter] = found ? 2 : 1
            }
            return filters[filter] == 2
        }
    }
}
