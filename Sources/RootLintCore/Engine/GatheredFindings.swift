extension Diagnostic {
    /// A finding that owns nothing (empty literals, no fix, the shared empty
    /// array): what a slot holds once its finding has been moved out, so
    /// that emptying its array frees nothing twice and frees nothing at all.
    private static let vacated = Diagnostic(rule: RuleID(""), message: "", range: ByteRange(start: 0, end: 0), suggestion: "")

    /// The findings of the outcomes `included` accepts, in outcome order,
    /// moved into one array; those outcomes are left without findings.
    /// Appending them copied each finding, retaining its eight
    /// reference-counted fields, and the outcome released them later:
    /// two atomic operations a field on every finding of the run.
    static func gathering(from outcomes: inout [FileOutcome], where included: (Int) -> Bool) -> [Diagnostic] {
        var total = 0
        for index in outcomes.indices where included(index) { total += outcomes[index].diagnostics.count }
        return [Diagnostic](unsafeUninitializedCapacity: total) { gathered, count in
            for index in outcomes.indices where included(index) && !outcomes[index].diagnostics.isEmpty {
                let moved = outcomes[index].diagnostics.withUnsafeMutableBufferPointer { findings -> Bool in
                    guard let source = findings.baseAddress, let target = gathered.baseAddress,
                          count + findings.count <= gathered.count else { return false }
                    (target + count).moveInitialize(from: source, count: findings.count)
                    source.initialize(repeating: vacated, count: findings.count)
                    count += findings.count
                    return true
                }
                // Findings that could not be moved stay where they are.
                if moved { outcomes[index].diagnostics.removeAll() }
            }
        }
    }
}
