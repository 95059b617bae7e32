/// Where the apps of one project lie: the folders of its app delegates.
/// A repository that holds several apps under one configuration (an SDK's
/// sample apps, a suite of apps sharing a core) is one project, but each app
/// switches its own root: a switch site belongs to the app whose folder is
/// its nearest, and a site outside every app folder is shared code, which
/// runs in each of them. With fewer than two folders nothing is split.
///
/// An app's folder is its delegate's, widened past support folders
/// (`Vocabulary.applicationSupportFolders`) as long as the wider folder holds
/// no other app: `Wallet/SupportingFiles/AppDelegate.swift` makes `Wallet`
/// the app, so `Wallet/Services` is its code, not shared code; a test host
/// `Core/CoreTester` stays itself, and `Core` shared.
struct ApplicationFolders: Sendable {
    let folders: Set<String>

    init(_ delegateFolders: Set<String>) {
        folders = Self.widened(delegateFolders)
    }

    /// Each folder widened past support folders, never as far as a folder
    /// that holds another. The most a folder shares with any other is what it
    /// shares with one of its neighbours in sorted order: a sort and one
    /// pass, however many apps.
    static func widened(_ delegateFolders: Set<String>) -> Set<String> {
        guard delegateFolders.count > 1 else { return delegateFolders }
        let paths = delegateFolders.map { $0.isEmpty ? [] : $0.split(separator: "/", omittingEmptySubsequences: false) }
            .sorted { $0.lexicographicallyPrecedes($1) }
        func shared(_ a: [Substring], _ b: [Substring]) -> Int {
            var n = 0
            while n < a.count, n < b.count, a[n] == b[n] { n += 1 }
            return n
        }
        var widened = Set<String>()
        for (index, path) in paths.enumerated() {
            var most = 0
            if index > 0 { most = shared(path, paths[index - 1]) }
            if index + 1 < paths.count { most = max(most, shared(path, paths[index + 1])) }
            var kept = path.count
            while kept > most + 1, Vocabulary.applicationSupportFolders.contains(String(path[kept - 1])) { kept -= 1 }
            widened.insert(path.prefix(kept).joined(separator: "/"))
        }
        return widened
    }

    /// Whether the project holds more than one app.
    var splitsProject: Bool { folders.count > 1 }

    /// Whether a file is named as an app delegate's (`AppDelegate.swift`,
    /// `ParentAppDelegate.swift`): the files asked whether they declare one.
    static func isNamedLikeAppDelegate(_ path: String) -> Bool {
        // Asked of every file the prefilter skips: compared as bytes, from the end.
        var path = path
        return path.withUTF8 { bytes in
            suffixBytes.count <= bytes.count && suffixBytes.indices.allSatisfy { bytes[bytes.count - suffixBytes.count + $0] == suffixBytes[$0] }
        }
    }

    private static let suffixBytes = Array(Vocabulary.applicationDelegateFileSuffix.utf8)

    /// The folder part of a path as the run reports it (`""` at the top).
    static func folder(of path: String) -> String {
        guard let slash = path.utf8.lastIndex(of: UInt8(ascii: "/")) else { return "" }
        return String(path[..<slash])
    }

    /// The nearest app folder that holds `path`; nil for shared code. Walks
    /// up the path's folders: as many lookups as the path is deep.
    func application(of path: String) -> String? {
        var end = path.utf8.endIndex
        while let slash = path.utf8[..<end].lastIndex(of: UInt8(ascii: "/")) {
            let folder = String(path[..<slash])
            if folders.contains(folder) { return folder }
            end = slash
        }
        return folders.contains("") ? "" : nil
    }

    /// Marks each site with its app, when the project holds several. Sites
    /// of one file come together: each file's path is walked once.
    func assign(_ sites: inout [SwitchSite]) {
        guard splitsProject else { return }
        var previousPath: String?
        var previousApplication: String?
        for index in sites.indices {
            if sites[index].path != previousPath {
                previousPath = sites[index].path
                previousApplication = application(of: sites[index].path)
            }
            sites[index].application = previousApplication
        }
    }
}
