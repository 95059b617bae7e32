/// The few git commands rootlint needs, run as a child process.
enum Git {
    struct Failure: Error, CustomStringConvertible {
        var description: String
    }

    /// Runs `git ARGS` in the current directory; stdout on success.
    static func run(_ arguments: [String], input: [UInt8] = []) throws -> [UInt8] {
        switch Subprocess.run("git", arguments, input: input) {
        case .failure(let error):
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

    /// Fails with a clear message outside a work tree.
    static func requireRepository(for option: String) throws {
        do {
            _ = try run(["rev-parse", "--is-inside-work-tree"])
        } catch {
            throw UsageError("\(option) needs a git repository, and the current directory is not inside one")
        }
    }

    /// Lines added or changed, per path (relative to the current directory,
    /// as `git diff --relative` prints them), from a `--unified=0` diff.
    static func changedLines(diffArguments: [String]) throws -> [String: Set<Int>] {
        let diff = try run(["diff", "--relative", "--unified=0", "--no-color", "--no-ext-diff", "--no-renames"] + diffArguments)
        return parseChangedLines(String(decoding: diff, as: UTF8.self))
    }

    /// Parses `+++ b/path` headers and `@@ -a,b +c,d @@` hunks: lines
    /// `c ..< c+d` of the new file are added or changed (`d` defaults to 1;
    /// a pure deletion, `d == 0`, changes no line of the new file).
    static func parseChangedLines(_ diff: String) -> [String: Set<Int>] {
        var result: [String: Set<Int>] = [:]
        var current: String?
        for line in diff.split(separator: "\n", omittingEmptySubsequences: false) {
            if line.hasPrefix("+++ ") {
                let target = line.dropFirst(4)
                current = target == "/dev/null" ? nil : String(target.hasPrefix("b/") ? target.dropFirst(2) : target)
                if let current, result[current] == nil { result[current] = [] }
            } else if line.hasPrefix("@@"), let current {
                guard let plus = line.split(separator: " ").first(where: { $0.hasPrefix("+") }) else { continue }
                let numbers = plus.dropFirst().split(separator: ",")
                guard let start = Int(numbers[0]) else { continue }
                let count = numbers.count > 1 ? Int(numbers[1]) ?? 1 : 1
                if count > 0 { result[current, default: []].formUnion(start..<(start + count)) }
            }
        }
        return result
    }

    /// The staged (index) contents of every path in the index under the
    /// current directory, read in one `git cat-file --batch` run.
    static func stagedContents() throws -> [String: [UInt8]] {
        // `ls-files -s` prints `mode blob stage\tpath`, paths relative to the current directory.
        let listing = String(decoding: try run(["ls-files", "-s", "-z"]), as: UTF8.self)
        var paths: [String] = []
        var blobs: [String] = []
        for entry in listing.split(separator: "\0") {
            guard let tab = entry.firstIndex(of: "\t") else { continue }
            let fields = entry[..<tab].split(separator: " ")
            guard fields.count == 3, fields[2] == "0" else { continue } // skip conflicted entries
            paths.append(String(entry[entry.index(after: tab)...]))
            blobs.append(String(fields[1]))
        }
        guard !blobs.isEmpty else { return [:] }
        let output = try run(["cat-file", "--batch"], input: Array((blobs.joined(separator: "\n") + "\n").utf8))
        // Each answer: `<sha> blob <size>\n<content>\n`.
        var contents: [String: [UInt8]] = [:]
        var index = 0
        for path in paths {
            guard let newline = output[index...].firstIndex(of: 0x0A) else { break }
            let header = String(decoding: output[index..<newline], as: UTF8.self).split(separator: " ")
            guard header.count == 3, let size = Int(header[2]) else { break }
            let start = newline + 1
            contents[path] = Array(output[start..<(start + size)])
            index = start + size + 1
        }
        return contents
    }
}
