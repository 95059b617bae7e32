import RootLintCore

/// The folders discovery listed, in order, each with how discovery reached
/// it: for the configuration and project lookups that follow.
///
/// Those lookups asked by path: for each folder about ten hashes and joins
/// of long path strings and, before discovery wrote down what it saw, about
/// three system calls (a `.rootlint.json` that is almost never there, twice,
/// and an `lstat` for a link). A folder listed in its parent as a folder is
/// no link: its real path is its parent's and its name, and unless it holds
/// an entry named `.rootlint.json`, its configuration and project are its
/// parent's. `FolderAnswers` works those out by index from the parent's.
/// Any other folder (named on the command line, reached through a link) and
/// any folder with such an entry is still asked of the file system, so the
/// table spares work but never changes an answer.
final class DirectoryListings {
    struct Folder {
        /// The path discovery opened it by (`DiscoveredFile.directory`).
        let shown: String
        /// The folder it was listed in as a folder, not through a link; -1
        /// for a folder named on the command line or reached through a link.
        let parent: Int32
        /// Its entry's name in `parent`.
        let name: String
        /// Whether it has an entry named `.rootlint.json` (a file or not).
        let hasConfigurationEntry: Bool
    }

    /// Every folder discovery listed, in order; `DiscoveredFile.folder` indexes it.
    private(set) var folders: [Folder] = []

    /// Records the folder `directory`, listed as the folder `name` in the
    /// folder `parent` (see `Folder.parent`), and returns its index.
    func record(_ directory: String, entries: [POSIX.DirectoryEntry], parent: Int32 = -1, name: String = "") -> Int32 {
        let hasConfigurationEntry = entries.contains { $0.name == ConfigurationLoader.fileName }
        folders.append(Folder(shown: directory, parent: parent, name: name, hasConfigurationEntry: hasConfigurationEntry))
        return Int32(truncatingIfNeeded: folders.count - 1)
    }
}
