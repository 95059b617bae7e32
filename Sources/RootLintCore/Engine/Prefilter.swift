import RootLintSyntax

/// Decides from raw bytes which filters a file can meet, before it is lexed.
/// A filter is a list of groups of words; it matches when all words of some
/// group occur. Most files match nothing, so the cost is the number of
/// distinct words searched: the filters share one vocabulary, each word is
/// searched at most once per file, and within a group the rarest word goes
/// first, so a group usually fails on one cheap search. Words anchored on
/// the same byte are searched in one pass (`passSearches`): a file without a root
/// write is asked for a dozen words, four of them anchored on `W`.
/// A class: every file's probe holds it, and as a struct each of its arrays
/// was retained and released for every file and every search. Its tables
/// are flat `Int32` runs in memory it owns and never changes after `init`:
/// a probe reads them through pointers, where reading nested arrays
/// retained and released each inner array, forty times a file.
final class PrefilterSet: @unchecked Sendable {
    let searches: [ByteSearch]
    /// The searches that share an anchor byte, each pass as one search.
    let passSearches: [SharedAnchorSearch]
    let filterCount: Int
    /// Which pass each search is in, each pass's searches, and each filter's
    /// groups of words, rarest word first (see `Tables`).
    private let tables: Tables
    private let storage: UnsafeMutableBufferPointer<Int32>

    /// Runs of `Int32` in `storage`: `passOf[word]`; a pass's members are
    /// `passMembers[passStarts[p]..<passStarts[p + 1]]`; a filter's groups
    /// `filterStarts[f]..<filterStarts[f + 1]` index `groupStarts`, and a
    /// group's words are `groupWords[groupStarts[g]..<groupStarts[g + 1]]`.
    struct Tables {
        let passOf, passStarts, passMembers, filterStarts, groupStarts, groupWords: UnsafePointer<Int32>
    }

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
        passSearches = passes.map { SharedAnchorSearch($0.map { searches[$0] }) }
        filterCount = filters.count
        let sortedFilters = filters.map { groups in
            groups.map { group in
                group.map { index[$0]! }.sorted { searches[$0].expectedHits < searches[$1].expectedHits }
            }
        }

        let groups = sortedFilters.flatMap { $0 }
        let runs: [[Int]] = [
            passOf,
            passes.reduce(into: [0]) { $0.append($0.last! + $1.count) },
            passes.flatMap { $0 },
            sortedFilters.reduce(into: [0]) { $0.append($0.last! + $1.count) },
            groups.reduce(into: [0]) { $0.append($0.last! + $1.count) },
            groups.flatMap { $0 },
        ]
        storage = .allocate(capacity: runs.reduce(0) { $0 + $1.count })
        var pointers: [UnsafePointer<Int32>] = []
        var at = 0
        for run in runs {
            pointers.append(UnsafePointer(storage.baseAddress! + at))
            for value in run { (storage.baseAddress! + at).initialize(to: Int32(value)); at += 1 }
        }
        tables = Tables(passOf: pointers[0], passStarts: pointers[1], passMembers: pointers[2],
                        filterStarts: pointers[3], groupStarts: pointers[4], groupWords: pointers[5])
    }

    deinit { storage.deallocate() }

    /// The bytes of state a probe needs (`Probe.init`'s `state`).
    var stateCount: Int { searches.count + filterCount }

    /// Answers `body` a probe of the bytes, its state on the stack.
    func withProbe<R>(of buffer: UnsafeBufferPointer<UInt8>, _ body: (inout Probe) -> R) -> R {
        withUnsafeTemporaryAllocation(of: UInt8.self, capacity: stateCount) { state in
            state.initialize(repeating: 0)
            var probe = Probe(set: self, buffer: buffer, state: state.baseAddress!)
            return body(&probe)
        }
    }

    /// Filters asked one at a time, each word searched at most once: most
    /// files are decided by one or two filters, so the rest are never asked.
    struct Probe {
        let set: PrefilterSet
        let buffer: UnsafeBufferPointer<UInt8>
        private let tables: Tables
        // Per search, then per filter: 0 not asked yet, 1 absent, 2 present.
        private let words: UnsafeMutablePointer<UInt8>
        private let filters: UnsafeMutablePointer<UInt8>

        /// `state` holds `set.stateCount` zeroed bytes, for as long as the probe is used.
        init(set: PrefilterSet, buffer: UnsafeBufferPointer<UInt8>, state: UnsafeMutablePointer<UInt8>) {
            self.set = set
            self.buffer = buffer
            tables = set.tables
            words = state
            filters = state + set.searches.count
        }

        /// The filter's answer if it was asked already, nil if not.
        func decided(_ filter: Int) -> Bool? {
            filters[filter] == 0 ? nil : filters[filter] == 2
        }

        mutating func matches(_ filter: Int) -> Bool {
            if filters[filter] == 0 {
                var found = false
                var group = Int(tables.filterStarts[filter])
                let groupsEnd = Int(tables.filterStarts[filter + 1])
                while !found, group < groupsEnd {
                    found = groupMatches(Int(tables.groupStarts[group])..<Int(tables.groupStarts[group + 1]))
                    group += 1
                }
                filters[filter] = found ? 2 : 1
            }
            return filters[filter] == 2
        }

        /// A group with a word already known absent fails without a search:
        /// `UIApplication` is not looked for in a file whose `w` pass (run
        /// for the survey's `window`) found no `indow`.
        private mutating func groupMatches(_ range: Range<Int>) -> Bool {
            for k in range where words[Int(tables.groupWords[k])] == 1 { return false }
            for k in range {
                let word = Int(tables.groupWords[k])
                if words[word] == 0 { search(word) }
                if words[word] != 2 { return false }
            }
            return true
        }

        /// Answers `word`, and in the same pass every word of its pass not
        /// asked yet: a file that lacks one of them usually lacks the rest,
        /// which are asked next. A pass of one search too: asking the
        /// `ByteSearch` itself copied it, retaining each of its arrays.
        private mutating func search(_ word: Int) {
            let pass = Int(tables.passOf[word])
            let members = Int(tables.passStarts[pass])..<Int(tables.passStarts[pass + 1])
            var open: UInt64 = 0
            for (bit, k) in members.enumerated() where words[Int(tables.passMembers[k])] == 0 { open |= 1 << UInt64(bit) }
            let found = set.passSearches[pass].occurrences(in: buffer, among: open)
            for (bit, k) in members.enumerated() where open & (1 << UInt64(bit)) != 0 {
                words[Int(tables.passMembers[k])] = found & (1 << UInt64(bit)) != 0 ? 2 : 1
            }
        }
    }
}
