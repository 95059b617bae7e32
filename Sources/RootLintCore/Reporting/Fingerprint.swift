/// A finding's identity that survives edits elsewhere in the file: the rule,
/// the path, the text of its line with whitespace normalised, and which
/// occurrence of that same (rule, path, line text) it is. Used for SARIF
/// `partialFingerprints` and for baselines.
public enum Fingerprint {
    public static func fingerprints(of diagnostics: [ReportedDiagnostic]) -> [String] {
        var seen: [String: Int] = [:]
        return diagnostics.map { diagnostic in
            let key = diagnostic.rule.rawValue + "\u{1F}" + diagnostic.path + "\u{1F}" + normalize(diagnostic.lineText)
            let occurrence = seen[key, default: 0]
            seen[key] = occurrence + 1
            return hexHash(key) + ":" + String(occurrence)
        }
    }

    /// Trims the line and collapses runs of whitespace, so re-indenting does
    /// not change the fingerprint.
    public static func normalize(_ line: String) -> String {
        line.split(whereSeparator: { $0 == " " || $0 == "\t" }).joined(separator: " ")
    }

    /// 64-bit FNV-1a as 16 hex digits: stable across runs and platforms,
    /// unlike `Hasher`, which is seeded per process.
    public static func hexHash(_ text: String) -> String {
        var hash: UInt64 = 0xcbf2_9ce4_8422_2325
        for byte in text.utf8 {
            hash ^= UInt64(byte)
            hash = hash &* 0x0000_0100_0000_01B3
        }
        let hex = String(hash, radix: 16)
        return String(repeating: "0", count: 16 - hex.count) + hex
    }
}
