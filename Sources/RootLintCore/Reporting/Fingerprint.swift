/// A finding's identity that survives edits elsewhere in the file: the rule,
/// the path, the text of its line with whitespace normalised, and which
/// occurrence of that same (rule, path, line text) it is. Used for SARIF
/// `partialFingerprints` and for baselines.
///
/// The first three are hashed into the diagnostic's `lineKey` while its file
/// is at hand, so a finding never keeps a copy of its line; the occurrence
/// is counted once the whole report is sorted.
enum Fingerprint {
    static func fingerprints(of diagnostics: [Diagnostic]) -> [String] {
        zip(diagnostics, occurrences(of: diagnostics)).map { fingerprint($0.lineKey, occurrence: Int($1)) }
    }

    /// Which occurrence of its line key each diagnostic is, in order.
    static func occurrences(of diagnostics: [Diagnostic]) -> [Int32] {
        var seen: [UInt64: Int32] = [:]
        // By index, reading only the key (a closure over the elements copied each finding).
        return diagnostics.indices.map { index in
            let key = diagnostics[index].lineKey
            let occurrence = seen[key, default: 0]
            seen[key] = occurrence &+ 1
            return occurrence
        }
    }

    /// `hex:occurrence` written in place: concatenating the three pieces
    /// allocated twice per finding.
    static func fingerprint(_ key: UInt64, occurrence: Int) -> String {
        let decimal = String(occurrence)
        return String(unsafeUninitializedCapacity: 17 + decimal.utf8.count) { buffer in
            writeHex(key, into: buffer)
            buffer[16] = UInt8(ascii: ":")
            var next = 17
            for digit in decimal.utf8 {
                buffer[next] = digit
                next += 1
            }
            return next
        }
    }

    /// 64-bit FNV-1a of `rule ␟ path ␟ normalised line`, where the line is
    /// trimmed and each run of spaces and tabs becomes one space, so that
    /// re-indenting does not change the fingerprint.
    static func lineKey(rule: RuleID, path: String, lineText: ArraySlice<UInt8>) -> UInt64 {
        lineKey(after: prefix(rule: rule, path: path), lineText: lineText)
    }

    /// The hash of `rule ␟ path ␟`, which `lineKey(after:lineText:)`
    /// continues: the same for every finding of a rule in a file.
    static func prefix(rule: RuleID, path: String) -> FNV1a {
        var hash = FNV1a()
        hash.add(rule.rawValue)
        hash.add(0x1F)
        hash.add(path)
        hash.add(0x1F)
        return hash
    }

    /// `lineKey` from its prefix's hash.
    ///
    /// Read through the slice's buffer: every finding's line passes here,
    /// and indexing the slice checked its bounds on every byte.
    static func lineKey(after prefix: FNV1a, lineText: ArraySlice<UInt8>) -> UInt64 {
        var hash = prefix
        lineText.withUnsafeBufferPointer { bytes in
            var pendingSpace = false
            var started = false
            for byte in bytes {
                if byte == 0x20 || byte == 0x09 {
                    pendingSpace = started
                    continue
                }
                if pendingSpace { hash.add(0x20) }
                pendingSpace = false
                started = true
                hash.add(byte)
            }
        }
        return hash.value
    }

    /// Sixteen lowercase hex digits.
    private static func writeHex(_ value: UInt64, into buffer: UnsafeMutableBufferPointer<UInt8>) {
        for k in 0..<16 {
            let nibble = UInt8(truncatingIfNeeded: value >> UInt64(60 - 4 * k)) & 0x0F
            buffer[k] = nibble < 10 ? 0x30 + nibble : 0x57 + nibble
        }
    }
}

/// 64-bit FNV-1a, fed byte by byte.
struct FNV1a {
    private(set) var value: UInt64 = 0xcbf2_9ce4_8422_2325

    mutating func add(_ byte: UInt8) {
        value ^= UInt64(byte)
        value = value &* 0x0000_0100_0000_01B3
    }

    mutating func add(_ bytes: some Sequence<UInt8>) {
        for byte in bytes { add(byte) }
    }

    /// A string's UTF-8 through its buffer: iterating `utf8` cost several
    /// times the hash itself, for every finding's rule and path.
    mutating func add(_ string: String) {
        var string = string
        string.withUTF8 { for byte in $0 { add(byte) } }
    }
}
