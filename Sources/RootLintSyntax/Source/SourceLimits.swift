/// How large a source file rootlint accepts. Tokens store their byte
/// offsets as `UInt32` (half the memory of `Int`, on the hot path), so a
/// larger file would wrap them and silently lose findings: it is refused
/// before it is read.
public enum SourceLimits {
    /// The most bytes a source file may have: every offset, and the end
    /// offset, still fits in a `UInt32`.
    public static let maximumByteCount = Int(UInt32.max)
}
