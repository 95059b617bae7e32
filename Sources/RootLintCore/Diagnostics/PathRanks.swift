/// Each item's rank among the distinct paths of a list, in bytewise order:
/// what report order sorts by first. Each distinct path is hashed and
/// compared once, so the sort itself compares integers, not strings, and
/// moves indices, not the items.
public enum PathRanks {
    /// The rank of `path(k)`'s path for each `k` in `0..<count`.
    public static func ranks(count: Int, path: (Int) -> String) -> [Int] {
        var indexOf: [String: Int] = [:]
        var paths: [String] = []
        var pathOf = [Int](repeating: 0, count: count)
        for k in 0..<count {
            let current = path(k)
            // Items of one file come together: the path just seen is compared
            // first (usually the same string storage, equal without hashing).
            if k > 0, current == paths[pathOf[k - 1]] {
                pathOf[k] = pathOf[k - 1]
            } else if let known = indexOf[current] {
                pathOf[k] = known
            } else {
                indexOf[current] = paths.count
                pathOf[k] = paths.count
                paths.append(current)
            }
        }
        var rankOfPath = [Int](repeating: 0, count: paths.count)
        for (rank, path) in paths.indices.sorted(by: { String.bytewiseLess(paths[$0], paths[$1]) }).enumerated() {
            rankOfPath[path] = rank
        }
        return pathOf.map { rankOfPath[$0] }
    }
}
