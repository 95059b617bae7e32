extension SourceFile {
    /// Whether code indices `a` and `b` lie in different branches of one
    /// `if`/`else` chain or in different `case` sections of one `switch`:
    /// no single run reaches both (`if hidden { remove(banner) } else
    /// { add(banner) }` shows or hides one child, it swaps nothing).
    ///
    /// Only the branches inside the function or closure that holds each
    /// index count, and a chain is followed at most `branchChainLimit`
    /// branches back: a query costs the nesting depth times that bound.
    public func areInExclusiveBranches(_ a: Int, _ b: Int) -> Bool {
        let branchesOfA = enclosingBranches(of: a), branchesOfB = enclosingBranches(of: b)
        guard !branchesOfA.isEmpty, !branchesOfB.isEmpty else { return false }
        // Sets, so that a deep nest costs its depth, not its square.
        let setA = Set(branchesOfA), setB = Set(branchesOfB)
        let onlyA = branchesOfA.filter { !setB.contains($0) }, onlyB = branchesOfB.filter { !setA.contains($0) }
        // `case` sections of one `switch`: the same parent.
        let switchesOfA = Set(onlyA.filter { isCaseSection($0) }.map { scopes[$0].parent })
        if onlyB.contains(where: { isCaseSection($0) && switchesOfA.contains(scopes[$0].parent) }) { return true }
        // One `if`/`else` chain: a branch of one reaches a branch of the other going back.
        let ifBranchesOfA = Set(onlyA.filter { !isCaseSection($0) }), ifBranchesOfB = Set(onlyB.filter { !isCaseSection($0) })
        return onlyB.contains { !isCaseSection($0) && reachesBack(from: $0, toAnyOf: ifBranchesOfA) }
            || onlyA.contains { !isCaseSection($0) && reachesBack(from: $0, toAnyOf: ifBranchesOfB) }
    }

    /// How many branches back an `else if` chain is followed.
    static let branchChainLimit = 64

    /// The statement scopes around `i` that are branches (`if`, `else`,
    /// `case`, `default`), innermost first, up to the enclosing function or closure.
    private func enclosingBranches(of i: Int) -> [Int] {
        var branches: [Int] = []
        var s = innermostScope(at: i)
        while s > 0, s < scopes.count, scopes[s].kind == .statement {
            switch scopes[s].keyword {
            case .if, .else, .case, .default: branches.append(s)
            default: break
            }
            let parent = scopes[s].parent
            guard parent < s else { break }
            s = parent
        }
        return branches
    }

    private func isCaseSection(_ s: Int) -> Bool {
        scopes[s].keyword == .case || scopes[s].keyword == .default
    }

    private func reachesBack(from start: Int, toAnyOf targets: Set<Int>) -> Bool {
        guard !targets.isEmpty else { return false }
        var s = start
        for _ in 0..<Self.branchChainLimit {
            let previous = scopes[s].previousBranch
            guard previous >= 0, previous < s else { return false }
            if targets.contains(previous) { return true }
            s = previous
        }
        return false
    }
}
