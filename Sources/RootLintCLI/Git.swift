/// The few git commands rootlint needs, run as a child process.
///
/// Every command runs with settings that pin its output format, so that no
/// user or repository configuration (`diff.mnemonicPrefix`, `diff.noprefix`,
/// `color.ui=always`, `core.quotePath`, an external diff) can change what
/// rootlint parses; names come NUL-separated (`-z`) wherever git offers it,
/// and every path and revision goes after `--end-of-options` or `--`.
/// Paths are relative to the work tree's top, made absolute here.
enum Git {
    struct Failure: Error, CustomStringConvertible {
        var description: String
    }

    /// `-c` settings that make every command below print the same format everywhere.
    static let pinnedSettings = [
        "-c", "core.quotePath=false", "-c", "diff.noprefix=false", "-c", "diff.mnemonicPrefix=false",
        "-c", "diff.relative=false", "-c", "color.ui=never", "-c", "color.diff=never", "-c", "diff.external=", "-c", "core.pager=cat",
    ]

    /// Runs `git ARGS` in the current directory; stdout on success.
    static func run(_ arguments: [String], input: [UInt8] = []) throws -> [UInt8] {
        switch Subprocess.run("git", pinnedSettings + arguments, input: input) {
        case .failure(let error):
            if error.code == ENOENT { throw Failure(description: "git is not installed (or not on PATH)") }
            throw Failure(description: "cannot run git (\(error.message))")
        case .success(let output):
            guard output.status == 0 else {
                let message = String(decoding: output.stderr, as: UTF8.self).split(separator: "\n").first.map(String.init)
                    ?? "exit \(output.status)"
                throw Failure(description: "git \(arguments.first ?? "") failed: \(message)")
            }
            return output.stdout
        }
    }

    /// Whether `directory` (real, absolute) may lie in a git work tree: a
    /// `.git` folder or file in it or above it, or git told where its
    /// repository is (`GIT_DIR`). Where none is, asking git costs a process
    /// (a search of `PATH` and an exit 128) on every run, a hook's included.
    static func mayBeInWorkTree(_ directory: String) -> Bool {
        if POSIX.environment("GIT_DIR") != nil || POSIX.environment("GIT_WORK_TREE") != nil { return true }
        // A folder that could not be made absolute: git may know better.
        guard directory.hasPrefix("/") else { return true }
        var current = directory
        while true {
            if case .success = POSIX.status((current == "/" ? "" : current) + "/.git", followLinks: false) { return true }
            guard let slash = current.utf8.lastIndex(of: UInt8(ascii: "/")), current != "/" else { return false }
            current = slash == current.utf8.startIndex ? "/" : String(current[..<slash])
        }
    }

    /// The work tree's top, as a real absolute path; a clear message outside one.
    static func topLevel(for option: String) throws -> String {
        let output: [UInt8]
        do {
            output = try run(["rev-parse", "--show-toplevel"])
        } catch let failure as Failure where failure.description.hasPrefix("git is not installed") {
            throw UsageError("\(option) runs git, and \(failure.description)")
        } catch {
            throw UsageError("\(option) needs a git repository, and the current directory is not inside one")
        }
        var top = output
        while top.last == 0x0A { top.removeLast() }
        guard !top.isEmpty else {
            throw UsageError("\(option) needs a git work tree, and the current directory is not inside one")
        }
        return ConfigurationResolver.realPath(String(decoding: top, as: UTF8.self))
    }

    /// The commit `--changed-since REV` compares with: where the branch left
    /// `REV` (`git merge-base REV HEAD`), so that what changed on `REV` since
    /// is not blamed on the branch.
    static func mergeBase(_ revision: String) throws -> String {
        let commit: String
        do {
            commit = try line(run(["rev-parse", "--verify", "--quiet", "--end-of-options", revision + "^{commit}"]))
        } catch {
            throw Failure(description: "--changed-since \(revision): no such revision in this repository"
                             + " (in CI, fetch the history it needs, e.g. actions/checkout with `fetch-depth: 0`)")
        }
        do {
            return try line(run(["merge-base", commit, "HEAD"]))
        } catch {
            throw Failure(description: "--changed-since \(revision): it has no common history with HEAD here"
                             + " (a shallow clone? fetch the history, e.g. actions/checkout with `fetch-depth: 0`)")
        }
    }

    static func line(_ bytes: [UInt8]) -> String {
        String(decoding: bytes, as: UTF8.self).split(separator: "\n").first.map(String.init) ?? ""
    }

    /// A file a git mode lints: its path from the top, and for a staged file
    /// the index blob to read instead of the working tree.
    struct ChangedFile: Equatable {
        var path: String
        var blob: String?
        /// Untracked: every line of it is new.
        var untracked = false
    }

    /// Files whose index version differs from HEAD (added, copied, modified,
    /// renamed, type-changed): what a commit would change. Submodules
    /// (gitlinks) and symbolic links are not source files and are skipped.
    static func stagedFiles() throws -> [ChangedFile] {
        let raw = try run(["diff", "--cached", "--raw", "-z", "--no-abbrev", "--no-renames", "--diff-filter=ACMRT", "--"])
        return parseRaw(raw)
    }

    /// `:old new oldsha newsha S\0path\0` records.
    static func parseRaw(_ raw: [UInt8]) -> [ChangedFile] {
        let fields = raw.split(separator: 0, omittingEmptySubsequences: false)
        var files: [ChangedFile] = []
        var index = 0
        while index + 1 < fields.count {
            let header = String(decoding: fields[index], as: UTF8.self).split(separator: " ")
            let path = String(decoding: fields[index + 1], as: UTF8.self)
            index += 2
            guard header.count >= 5, header[1] == "100644" || header[1] == "100755" else { continue }
            files.append(ChangedFile(path: path, blob: String(header[3])))
        }
        return files
    }

    /// Files changed in the working tree since `base`, and untracked files
    /// that are not ignored (a new file is part of the change too).
    static func filesChanged(since base: String, top: String) throws -> [ChangedFile] {
        let tracked = try run(["diff", "--name-only", "-z", "--no-renames", "--diff-filter=ACMRT", base, "--"])
        let untracked = try run(["-C", top, "ls-files", "-z", "--others", "--exclude-standard", "--full-name"])
        var files = tracked.split(separator: 0).map { ChangedFile(path: String(decoding: $0, as: UTF8.self)) }
        files += untracked.split(separator: 0).map { ChangedFile(path: String(decoding: $0, as: UTF8.self), untracked: true) }
        return files
    }

    /// Lines added or changed, per path from the top, from a `--unified=0`
    /// diff with fixed `a/`, `b/` prefixes.
    static func changedLines(diffArguments: [String]) throws -> [String: Set<Int>] {
        let diff = try run(["diff", "--no-color", "--unified=0", "--no-ext-diff", "--no-textconv", "--no-renames",
                            "--src-prefix=a/", "--dst-prefix=b/"] + diffArguments + ["--"])
        return parseChangedLines(String(decoding: diff, as: UTF8.self))
    }

    /// Parses `+++ b/path` headers (C-quoted when the name holds a tab, a
    /// newline, a quote or a backslash) and `@@ -a,b +c,d @@` hunks: lines
    /// `c ..< c+d` of the new file are added or changed (`d` defaults to 1;
    /// a pure deletion, `d == 0`, changes no line of the new file).
    static func parseChangedLines(_ diff: String) -> [String: Set<Int>] {
        var result: [String: Set<Int>] = [:]
        var current: String?
        for line in diff.split(separator: "\n", omittingEmptySubsequences: false) {
            if line.hasPrefix("+++ ") {
                var target = Substring(line.dropFirst(4))
                // A name with a space is followed by a tab (for `patch`).
                if target.hasSuffix("\t") { target = target.dropLast() }
                if target.hasPrefix("\"") { target = Substring(unquote(target)) }
                current = target == "/dev/null" ? nil : String(target.hasPrefix("b/") ? target.dropFirst(2) : target)
                if let current, result[current] == nil { result[current] = [] }
            } else if line.hasPrefix("@@"), let current {
                guard let plus = line.split(separator: " ").first(where: { $0.hasPrefix("+") }) else { continue }
                let numbers = plus.dropFirst().split(separator: ",")
                guard let first = numbers.first, let start = Int(first) else { continue }
                let count = numbers.count > 1 ? Int(numbers[1]) ?? 1 : 1
                if count > 0 { result[current, default: []].formUnion(start..<(start + count)) }
            }
        }
        return result
    }

    /// Git's C-style quoting undone: `"b/a\tb\303\251"` → `b/a<TAB>bé`.
    static func unquote(_ quoted: Substring) -> String {
        var bytes: [UInt8] = []
        var utf8 = Array(quoted.utf8)
        if utf8.first == UInt8(ascii: "\"") { utf8.removeFirst() }
        if utf8.last == UInt8(ascii: "\"") { utf8.removeLast() }
        var i = 0
        while i < utf8.count {
            let byte = utf8[i]
            guard byte == UInt8(ascii: "\\"), i + 1 < utf8.count else {
                bytes.append(byte)
                i += 1
                continue
            }
            let next = utf8[i + 1]
            switch next {
            case UInt8(ascii: "n"): bytes.append(0x0A); i += 2
            case UInt8(ascii: "t"): bytes.append(0x09); i += 2
            case UInt8(ascii: "r"): bytes.append(0x0D); i += 2
            case UInt8(ascii: "a"): bytes.append(0x07); i += 2
            case UInt8(ascii: "b"): bytes.append(0x08); i += 2
            case UInt8(ascii: "f"): bytes.append(0x0C); i += 2
            case UInt8(ascii: "v"): bytes.append(0x0B); i += 2
            case UInt8(ascii: "0")...UInt8(ascii: "7"):
                var value = 0
                var j = i + 1
                while j < utf8.count, j < i + 4, (UInt8(ascii: "0")...UInt8(ascii: "7")).contains(utf8[j]) {
                    value = value * 8 + Int(utf8[j] - UInt8(ascii: "0"))
                    j += 1
                }
                bytes.append(UInt8(truncatingIfNeeded: value))
                i = j
            default: bytes.append(next); i += 2
            }
        }
        return String(decoding: bytes, as: UTF8.self)
    }

    /// The contents of index blobs, read in one `git cat-file --batch` run.
    static func blobs(_ shas: [String]) throws -> [[UInt8]] {
        guard !shas.isEmpty else { return [] }
        let output = try run(["cat-file", "--batch"], input: Array((shas.joined(separator: "\n") + "\n").utf8))
        // Each answer: `<sha> blob <size>\n<content>\n`.
        var contents: [[UInt8]] = []
        var index = 0
        for _ in shas {
            guard let newline = output[index...].firstIndex(of: 0x0A) else { break }
            let header = String(decoding: output[index..<newline], as: UTF8.self).split(separator: " ")
            guard header.count == 3, let size = Int(header[2]), newline + 1 + size <= output.count else { break }
            let start = newline + 1
            contents.append(Array(output[start..<(start + size)]))
            index = start + size + 1
        }
        guard contents.count == shas.count else { throw Failure(description: "git cat-file returned fewer blobs than asked for") }
        return contents
    }
}
