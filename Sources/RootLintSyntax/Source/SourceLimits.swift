/// How large a source file rootlint accepts. Tokens store their byte
/// offsets as `UInt32`, and token indices (bracket partners, the scope of
/// each token) are `Int32` (half the memory of `Int`, on the hot path); a
/// larger file would overflow them, so it is refused before it is read.
public enum SourceLimits {
    /// The most bytes a source file may have: every token index (at most one
    /// token per byte) fits in an `Int32`, every offset in a `UInt32`.
    public static let maximumByteCount = Int(Int32.max)
    /// How the limit is said in messages.
    public static let description = "2 GiB"
}
