/// Which fixes of one file a pass applies: those allowed by `--fix` /
/// `--unsafe-fixes`, all edits of a fix or none, never two that touch the
/// same bytes. A fix that conflicts with one taken earlier waits for the next
/// pass, when it is found again on the fixed text (or is no longer needed).
public struct FixSelection: Sendable, Equatable {
    /// The edits to apply, in file order, none overlapping.
    public private(set) var edits: [ByteEdit] = []
    /// Fixes left for a later pass because they overlapped one taken.
    private(set) var deferred = 0
    /// Fixes taken.
    public private(set) var fixCount = 0

    /// `diagnostics` of one file, in the engine's order (by position, then
    /// rule): the earlier fix wins a conflict, so the choice is deterministic.
    public init(_ diagnostics: [Diagnostic], includeUnsafe: Bool) {
        var taken: [ByteEdit] = []
        for diagnostic in diagnostics {
            guard let fix = diagnostic.fix, !fix.edits.isEmpty else { continue }
            switch fix.applicability {
            case .safe: break
            case .unsafe: if !includeUnsafe { continue }
            case .manual: continue
            }
            let edits = fix.edits.map { ByteEdit(range: $0.range.bytes, replacement: Array($0.replacement.utf8)) }
            // A fix whose own edits overlap is broken: skip it rather than guess.
            if Self.overlapping(edits) { continue }
            if edits.contains(where: { edit in taken.contains { $0.conflicts(with: edit) } }) {
                deferred += 1
                continue
            }
            taken += edits
            fixCount += 1
        }
        edits = taken.sorted { $0.range.start != $1.range.start ? $0.range.start < $1.range.start : $0.range.end < $1.range.end }
    }

    static func overlapping(_ edits: [ByteEdit]) -> Bool {
        for (i, a) in edits.enumerated() {
            for b in edits[(i + 1)...] where a.conflicts(with: b) { return true }
        }
        return false
    }

    /// `bytes` with the edits applied; nil when an edit lies outside them.
    public func applied(to bytes: [UInt8]) -> [UInt8]? {
        var result: [UInt8] = []
        result.reserveCapacity(bytes.count)
        var position = 0
        for edit in edits {
            guard edit.range.start >= position, edit.range.end <= bytes.count else { return nil }
            result += bytes[position..<edit.range.start]
            result += edit.replacement
            position = edit.range.end
        }
        result += bytes[position...]
        return result
    }
}

/// Replace a range of bytes with other bytes.
public struct ByteEdit: Sendable, Equatable {
    public var range: ByteRange
    public var replacement: [UInt8]

    init(range: ByteRange, replacement: [UInt8]) {
        self.range = range
        self.replacement = replacement
    }

    /// Two edits touch the same bytes, or insert at the same place (their
    /// order would be a guess).
    func conflicts(with other: ByteEdit) -> Bool {
        if range.start == other.range.start { return true }
        return range.start < other.range.end && other.range.start < range.end
    }
}
