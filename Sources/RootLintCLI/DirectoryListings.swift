import RootLintCore

/// What discovery saw in each folder it listed, for the configuration and
/// project lookups that follow: whether the folder has an entry named
/// `.rootlint.json`, and which of its entries are folders (not links).
///
/// Those lookups asked the file system about every folder of a tree twice
/// for a `.rootlint.json` that is almost never there, and once with
/// `lstat` whether the folder is a link: about three system calls a
/// folder, a tenth of a run's. A listing answers "no such entry" and "not a
/// link" from what was already read; any other answer (the entry is there,
/// a folder discovery did not list) is still asked of the file system, so
/// a listing can spare a call but never change an answer.
final class DirectoryListings {
    struct Listing {
        var hasConfigurationEntry: Bool
        /// Entries whose type `readdir` gave as a directory.
        var directories: Set<String>
    }

    /// By folder path as discovery opened it.
    private var byShownPath: [String: Listing] = [:]
    /// By real path, as the configuration resolver derives them.
    private var byRealPath: [String: Listing] = [:]

    func record(_ directory: String, entries: [POSIX.DirectoryEntry]) {
        var listing = Listing(hasConfigurationEntry: false, directories: [])
        for entry in entries {
            if entry.name == ConfigurationLoader.fileName { listing.hasConfigurationEntry = true }
            if entry.isDirectory { listing.directories.insert(entry.name) }
        }
        byShownPath[directory] = listing
    }

    /// The shown folder `shown` is the real folder `real`.
    func resolved(_ shown: String, as real: String) {
        if let listing = byShownPath[shown] { byRealPath[real] = listing }
    }

    /// Whether discovery listed `name` in the shown folder `parent` as a
    /// folder: then it is no symbolic link.
    func isListedDirectory(_ name: some StringProtocol, in parent: String) -> Bool {
        byShownPath[parent]?.directories.contains(String(name)) == true
    }

    /// Whether the real folder `directory` was listed without a `.rootlint.json`.
    func lacksConfiguration(_ directory: String) -> Bool {
        byRealPath[directory].map { !$0.hasConfigurationEntry } ?? false
    }
}
