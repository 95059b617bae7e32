/// A finding's message of fixed text around one name, made at its final
/// size in one allocation. An interpolation appended its pieces one by one
/// and grew the string on the way: for a rule that reports on every file
/// (or names every type of a project), a tenth of the finding's cost.
public enum MessageText {
    /// `prefix + name + suffix`.
    public static func around(_ name: String, _ prefix: StaticString, _ suffix: StaticString) -> String {
        // A one-scalar literal has no bytes to copy: interpolated as before.
        guard prefix.hasPointerRepresentation, suffix.hasPointerRepresentation else { return "\(prefix)\(name)\(suffix)" }
        var name = name
        return name.withUTF8 { middle in
            let count = prefix.utf8CodeUnitCount + middle.count + suffix.utf8CodeUnitCount
            return String(unsafeUninitializedCapacity: count) { out in
                guard let base = out.baseAddress else { return 0 }
                var at = base
                func copy(_ piece: UnsafeBufferPointer<UInt8>) {
                    if let source = piece.baseAddress, piece.count > 0 { at.initialize(from: source, count: piece.count) }
                    at += piece.count
                }
                copy(UnsafeBufferPointer(start: prefix.utf8Start, count: prefix.utf8CodeUnitCount))
                copy(middle)
                copy(UnsafeBufferPointer(start: suffix.utf8Start, count: suffix.utf8CodeUnitCount))
                return count
            }
        }
    }
}
