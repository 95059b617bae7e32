import RootLintSyntax

/// The lines of one file that findings sit on. A fingerprint needs the text
/// of a finding's line; hashing it once per (rule, line), and copying a line
/// at most once for the sites and comments that outlive the file, keeps
/// thousands of findings on one long line linear in time and memory.
struct LineTexts {
    let map: SourceMap
    let path: String
    private var copies: [Int: [UInt8]] = [:]
    /// Line keys by line and rule (`line << 16 | prefix index`): an `Int`
    /// key, where a rule's name hashed as a `String` cost more than the line.
    /// The first few are searched in order: a file's findings are a
    /// handful, and a dictionary's hashing and growth cost more than the
    /// line's own hash. Past `recentLimit` they move to `keys`, so that
    /// thousands of findings on one line stay linear.
    private var recent: [(key: Int, value: UInt64)] = []
    private var keys: [Int: UInt64] = [:]
    static let recentLimit = 16
    /// Each rule met so far, with the hash of `rule ␟ path ␟` (a file's
    /// findings come from a dozen rules at most).
    private var prefixes: [(rule: RuleID, hash: FNV1a)] = []

    init(map: SourceMap, path: String) {
        self.map = map
        self.path = path
    }

    /// The line's bytes, copied once.
    mutating func text(_ line: Int) -> [UInt8] {
        if let known = copies[line] { return known }
        let copy = Array(map.lineBytes(line))
        copies[line] = copy
        return copy
    }

    /// `Fingerprint.lineKey` of a finding of `rule` on `line`, hashed once.
    mutating func key(rule: RuleID, line: Int) -> UInt64 {
        let prefix = prefixIndex(rule)
        let key = line &<< 16 | prefix
        if keys.isEmpty {
            for entry in recent where entry.key == key { return entry.value }
        } else if let known = keys[key] {
            return known
        }
        let value = Fingerprint.lineKey(after: prefixes[prefix].hash, lineText: map.lineBytes(line))
        if !keys.isEmpty {
            keys[key] = value
        } else if recent.count < Self.recentLimit {
            if recent.isEmpty { recent.reserveCapacity(8) }
            recent.append((key, value))
        } else {
            keys.reserveCapacity(2 * Self.recentLimit)
            for entry in recent { keys[entry.key] = entry.value }
            keys[key] = value
            recent = []
        }
        return value
    }

    private mutating func prefixIndex(_ rule: RuleID) -> Int {
        if let known = prefixes.firstIndex(where: { $0.rule == rule }) { return known }
        // A file's findings come from a few rules: room for four at once.
        if prefixes.isEmpty { prefixes.reserveCapacity(4) }
        prefixes.append((rule, Fingerprint.prefix(rule: rule, path: path)))
        return prefixes.count - 1
    }
}
