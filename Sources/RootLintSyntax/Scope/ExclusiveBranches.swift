extension SourceFile {
    /// Whether code indices `a` and `b` lie in different branches of one
    /// `if`/`else` chain or in different `case` sections of one `switch`:
    /// no single run reaches both (`if hidden { remove(banner) } else
    /// { add(banner) }` shows or hides one child, it swaps nothing).
    ///
    /// Only the branches inside the function or closure that holds each
    /// index count, and a chain is followed at most `branchChainLimit`
    /// branches back, so a query costs the nesting depth times that bound.
    public func areInExclusiveBranches(_ a: Int, _ b: Int) -> Bool {
        let branchesOfA = enclosingBranches(of: a)
        guard !branchesOfA.isEmpty else { return false }
        for branch in enclosingBranches(of: b) where !branchesOfA.contains(branch) {
            if branchesOfA.contains(where: { sameChain(branch, $0) }) { return true }
        }
        return false
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

    /// `x` and `y` are two branches of one chain: `case` sections of one
    /// `switch`, or one reached from the other through `previousBranch`.
    private func sameChain(_ x: Int, _ y: Int) -> Bool {
        let kx = scopes[x].keyword, ky = scopes[y].keyword
        if kx == .case || kx == .default || ky == .case || ky == .default {
            return (kx == .case || kx == .default) && (ky == .case || ky == .default) && scopes[x].parent == scopes[y].parent
        }
        return reachesBack(from: x, to: y) || reachesBack(from: y, to: x)
    }

    private func reachesBack(from start: Int, to target: Int) -> Bool {
        var s = start
        for _ in 0..<Self.branchChainLimit {
            let previous = scopes[s].previousBranch
            guard previous >= 0, previous < s else { return false }
            if previous == target { return true }
            s = previous
        }
        return false
    }
}
