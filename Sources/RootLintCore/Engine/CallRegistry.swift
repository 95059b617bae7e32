import RootLintSyntax
#if canImport(Glibc)
import Glibc
#elseif canImport(Darwin)
import Darwin
#elseif canImport(Musl)
import Musl
#endif

/// The names whose calls matter to the project, found while files are
/// surveyed in parallel: animated helpers (a call is a switch site) and
/// methods that launch functions call (a call at another time makes such a
/// method a swap after all). A survey publishes what its file defines and
/// checks its bytes for calls of every name known at that moment, so that
/// later a file is read again only for names found after it was surveyed —
/// usually none, since files likely to define them are surveyed first.
/// Append-only, so "the first `n` names" describes what a survey checked.
final class CallRegistry: @unchecked Sendable {
    enum Role: Sendable { case helper, launchMethod }

    @exclusivity(unchecked) private var names: [Name] = []
    /// The one-pass search for all of `names`, made again when names are added.
    @exclusivity(unchecked) private var words = CallWords([])
    @exclusivity(unchecked) private var known: Set<String> = []
    /// `Type.method`s launch functions call, and those with a write whose
    /// context waits for the project: only a method that is both has calls
    /// that can change a finding, so only those are searched for.
    @exclusivity(unchecked) private var launchCalled: Set<HashedName> = []
    @exclusivity(unchecked) private var pending: Set<HashedName> = []
    /// This and the state it guards are touched only with the lock held:
    /// the run-time exclusivity checks (two runtime calls per access) add nothing.
    @exclusivity(unchecked) private var lock = pthread_mutex_t()

    /// A `Type.method` with its bytes hashed once: the two sets above hold
    /// every method with a root write (three a file where every file
    /// switches), and a `String` was hashed with SipHash over its bytes at
    /// each insertion and again at each doubling of the set. Equal as
    /// `String`s are (by Unicode equivalence): a name with a non-ASCII byte
    /// gets the one key 0, so that its other spellings meet it there.
    struct HashedName: Hashable {
        let key: UInt64
        let text: String

        init(_ text: String) {
            var text = text
            key = text.withUTF8 { bytes in bytes.allSatisfy { $0 < 0x80 } ? NameIndex.key(bytes, 0, bytes.count) : 0 }
            self.text = text
        }

        func hash(into hasher: inout Hasher) { hasher.combine(key) }
        static func == (a: HashedName, b: HashedName) -> Bool { a.key == b.key && a.text == b.text }
    }

    /// A name, what it is, and the search for its calls.
    struct Name: Sendable {
        var name: String
        var role: Role
        var search: ByteSearch

        init(name: String, role: Role) {
            self.name = name
            self.role = role
            search = ByteSearch(name, followedBy: .callOrClosure)
        }
    }

    /// Up to this many names are searched for one by one (`memchr` on each
    /// name's rarest byte, a few passes over the file); more in one pass that
    /// looks at every bracket (`CallWords`), so that many names stay linear.
    static let searchedOneByOne = 16

    init(helpers: [String]) {
        pthread_mutex_init(&lock, nil)
        publish(helpers, as: .helper)
    }

    /// A registry that starts with a finished run's names, in their order
    /// (`EngineSnapshot` surveys one changed file against it).
    init(restoring snapshot: Snapshot) {
        pthread_mutex_init(&lock, nil)
        names = snapshot.names
        words = snapshot.words
        for name in snapshot.names { known.insert(name.name + (name.role == .helper ? "()" : "()launch")) }
    }

    deinit { pthread_mutex_destroy(&lock) }

    func publish(_ new: [String], as role: Role) {
        pthread_mutex_lock(&lock)
        defer { pthread_mutex_unlock(&lock) }
        append(new, as: role)
    }

    /// `Type.method`s the launch functions call, and those with writes whose
    /// context depends on their calls (`mustSearch`: a `start()` that shows
    /// its window, whose calls matter whoever makes them).
    func publishLaunchMethods(called: [String], withPendingWrites: [String], mustSearch: [String]) {
        pthread_mutex_lock(&lock)
        defer { pthread_mutex_unlock(&lock) }
        let calledNames = called.map(HashedName.init), pendingNames = withPendingWrites.map(HashedName.init)
        launchCalled.formUnion(calledNames)
        pending.formUnion(pendingNames)
        let before = names.count
        let both = calledNames.filter { pending.contains($0) }.map(\.text) + pendingNames.filter { launchCalled.contains($0) }.map(\.text)
        for qualified in both + mustSearch
        where known.insert(qualified).inserted {
            let parts = qualified.split(separator: ".")
            guard var method = parts.last else { continue }
            // An initializer is called by its type's name: `AppCoordinator(window:)`.
            if method == Vocabulary.initializerName, parts.count > 1 { method = parts[parts.count - 2] }
            guard known.insert(method + "()launch").inserted else { continue }
            names.append(Name(name: String(method), role: .launchMethod))
        }
        if names.count != before { words = CallWords(names.map(\.name)) }
    }

    private func append(_ new: [String], as role: Role) {
        let before = names.count
        for name in new where !name.isEmpty && known.insert(name + "()").inserted {
            names.append(Name(name: name, role: role))
        }
        if names.count != before { words = CallWords(names.map(\.name)) }
    }

    /// The names published so far, in order, and the search for their calls.
    struct Snapshot: Sendable {
        var names: [Name]
        var words: CallWords

        /// Indices of the names whose calls the bytes may hold, from the
        /// `from`-th on; one pass over the bytes.
        func calls(in bytes: [UInt8], from: Int = 0) -> [Int] {
            guard from < names.count else { return [] }
            return bytes.withUnsafeBufferPointer { buffer in
                var found = names.count - from <= CallRegistry.searchedOneByOne
                    ? (from..<names.count).filter { names[$0].search.occurs(in: buffer) }
                    : words.called(in: buffer).filter { $0 >= from }
                // `#selector(name)`: a reference the runtime calls whenever.
                let selected = words.selected(in: buffer).filter { $0 >= from }
                if !selected.isEmpty { found = Array(Set(found).union(selected)).sorted() }
                return found
            }
        }
    }

    func snapshot() -> Snapshot {
        pthread_mutex_lock(&lock)
        defer { pthread_mutex_unlock(&lock) }
        return Snapshot(names: names, words: words)
    }

    /// Survey order: files whose names suggest they define helpers or launch
    /// functions (window extensions, coordinators, routers, delegates, root
    /// containers) first.
    static func surveyPriority(_ path: String) -> Int {
        var path = path
        return path.withUTF8 { bytes in
            let start = bytes.lastIndex(of: UInt8(ascii: "/")).map { $0 + 1 } ?? 0
            let name = UnsafeBufferPointer(rebasing: bytes[start...])
            return Vocabulary.helperFileHints.contains { hint in contains(name, hint) } ? 0 : 1
        }
    }

    /// Whether `word` occurs in the bytes: a plain comparison at each place,
    /// for a file name.
    static func contains(_ bytes: UnsafeBufferPointer<UInt8>, _ word: [UInt8]) -> Bool {
        guard let base = bytes.baseAddress, !word.isEmpty, bytes.count >= word.count else { return word.isEmpty }
        return word.withUnsafeBufferPointer { word in
            let first = word[0], length = word.count
            for start in 0...(bytes.count - length) where base[start] == first {
                var k = 1
                while k < length, base[start + k] == word[k] { k += 1 }
                if k == length { return true }
            }
            return false
        }
    }
}
