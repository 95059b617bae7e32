import RootLintSyntax

/// The lines of one file that findings sit on. A fingerprint needs the text
/// of a finding's line; hashing it once per (rule, line), and copying a line
/// at most once for the sites and comments that outlive the file, keeps
/// thousands of findings on one long line linear in time and memory.
struct LineTexts {
    let map: SourceMap
    let path: String
    private var copies: [Int: [UInt8]] = [:]
    private var keys: [Key: UInt64] = [:]

    private struct Key: Hashable {
        var rule: RuleID
        var line: Int
    }

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
        let key = Key(rule: rule, line: line)
        if let known = keys[key] { return known }
        let value = Fingerprint.lineKey(rule: rule, path: path, lineText: map.lineBytes(line))
        keys[key] = value
        return value
    }
}
