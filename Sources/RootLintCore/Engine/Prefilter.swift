import RootLintSyntax

/// Decides from raw bytes whether a file can matter, before it is lexed.
/// A filter is a list of groups of words; it matches when all words of some
/// group occur. Most files match nothing, so the cost is the number of
/// distinct words searched: several filters share one vocabulary and each
/// word is searched at most once per file, and within a group the rarest
/// word goes first, so a group usually fails on one cheap search.
///
/// A word ending in ` =` means the word followed by optional spaces or tabs
/// and an assignment `=` (not `==`): `ootViewController =` finds
/// `rootViewController = x` and `rootViewController=x` in one pass.
public struct PrefilterSet: Sendable {
    let searches: [ByteSearch]
    /// Per filter: its groups, as indices into `searches`, rarest word first.
    let filters: [[[Int]]]

    public init(_ filters: [[[String]]]) {
        var words: [String] = []
        var index: [String: Int] = [:]
        for word in Set(filters.joined().joined()).sorted() {
            index[word] = words.count
            words.append(word)
        }
        let searches = words.map { word in
            word.hasSuffix(" =") ? ByteSearch(assignmentTo: String(word.dropLast(2))) : ByteSearch(word)
        }
        self.searches = searches
        self.filters = filters.map { groups in
            groups.map { group in
                group.map { index[$0]! }.sorted { searches[$0].expectedHits < searches[$1].expectedHits }
            }
        }
    }

    /// Whether each filter matches.
    public func evaluate(_ buffer: UnsafeBufferPointer<UInt8>) -> [Bool] {
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

    public func isEmpty(_ filter: Int) -> Bool { filters[filter].isEmpty }
}

/// One filter on its own.
public struct Prefilter: Sendable {
    let set: PrefilterSet
    public var groups: [[String]]

    public init(groups: [[String]]) {
        self.groups = groups
        set = PrefilterSet([groups])
    }

    public func matches(_ buffer: UnsafeBufferPointer<UInt8>) -> Bool { set.evaluate(buffer)[0] }
}
