/// The names after `func` in a file's bytes, found without lexing it: which
/// files may declare a method, so that following calls from launch code to
/// their declarations reads only those files. A necessary condition, as every
/// byte search here: a `func` inside a comment or a string counts too.
public enum DeclaredFunctionNames {
    static func find(in bytes: [UInt8]) -> [String] {
        var names: [String] = []
        bytes.withUnsafeBufferPointer { buffer in
            forEach(in: buffer) { names.append(String(decoding: $0, as: UTF8.self)) }
        }
        return names
    }

    /// The names' hashes (`hash(_:)`), sorted and without repeats: what the
    /// survey keeps of every file, with no `String` made per name.
    public static func hashes(in bytes: [UInt8]) -> [UInt64] {
        // A function every 400 bytes or so: reserved, not grown from empty
        // (five reallocations on a small file), and the repeats removed in
        // place rather than into a second array.
        var hashes: [UInt64] = []
        hashes.reserveCapacity(bytes.count / 384 + 4)
        bytes.withUnsafeBufferPointer { buffer in
            forEach(in: buffer) { hashes.append(hash($0)) }
        }
        hashes.sort()
        var kept = 0
        for index in hashes.indices where kept == 0 || hashes[kept - 1] != hashes[index] {
            hashes[kept] = hashes[index]
            kept += 1
        }
        hashes.removeLast(hashes.count - kept)
        return hashes
    }

    /// FNV-1a over the name's bytes. A collision only makes one more file
    /// look as if it declared a name: it is parsed, and its tokens decide.
    public static func hash(_ name: String) -> UInt64 {
        var name = name
        return name.withUTF8 { hash($0) }
    }

    static func hash(_ bytes: UnsafeBufferPointer<UInt8>) -> UInt64 {
        var value: UInt64 = 0xcbf2_9ce4_8422_2325
        for byte in bytes { value = (value ^ UInt64(byte)) &* 0x0000_0100_0000_01B3 }
        return value
    }

    /// The candidates are where `f` is followed by `u` and, three bytes on,
    /// by `c`: far rarer than `f` alone (one byte in a hundred), whose
    /// `memchr` returned so often that its calls cost more than the bytes it
    /// skipped; found sixty-four positions a round by a fingerprint scan.
    static let funcFingerprint = ByteFingerprint(offsets: [0, 1, 3], bytes: Array("fuc".utf8))

    static func forEach(in buffer: UnsafeBufferPointer<UInt8>, _ body: (UnsafeBufferPointer<UInt8>) -> Void) {
        guard let base = buffer.baseAddress else { return }
        let count = buffer.count
        // Where the next name may start: after the last one found.
        var resume = 0
        funcFingerprint.forEachCandidate(base, count, in: 0..<count) { f in
            name(after: f, base, count, &resume, body)
            return true
        }
    }

    /// The name declared by a `func` at `f`, if one is there.
    @inline(__always)
    static func name(after f: Int, _ base: UnsafePointer<UInt8>, _ count: Int, _ resume: inout Int,
                     _ body: (UnsafeBufferPointer<UInt8>) -> Void) {
        guard f >= resume, f + 4 < count, base[f] == UInt8(ascii: "f"), base[f + 1] == UInt8(ascii: "u"),
              base[f + 2] == UInt8(ascii: "n"), base[f + 3] == UInt8(ascii: "c"), f == 0 || !isWordByte(base[f - 1]) else { return }
        var k = f + 4
        guard base[k] == 0x20 || base[k] == 0x09 || base[k] == 0x0A || base[k] == 0x0D else { return }
        while k < count, base[k] == 0x20 || base[k] == 0x09 || base[k] == 0x0A || base[k] == 0x0D { k += 1 }
        if k < count, base[k] == UInt8(ascii: "`") { k += 1 }
        let start = k
        while k < count, isWordByte(base[k]) { k += 1 }
        if k > start, k - start <= 128 { body(UnsafeBufferPointer(start: base + start, count: k - start)) }
        resume = k
    }

    /// ASCII letters, digits, `_`, and any byte of a multi-byte character.
    static func isWordByte(_ byte: UInt8) -> Bool {
        (byte >= 0x61 && byte <= 0x7A) || (byte >= 0x41 && byte <= 0x5A) || (byte >= 0x30 && byte <= 0x39) || byte == 0x5F || byte >= 0x80
    }
}
