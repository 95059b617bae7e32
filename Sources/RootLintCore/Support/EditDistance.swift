/// Levenshtein distance, for "did you mean …?" hints on options, rules and
/// configuration keys.
public enum EditDistance {
    static func between(_ a: String, _ b: String) -> Int {
        let x = Array(a.unicodeScalars), y = Array(b.unicodeScalars)
        if x.isEmpty { return y.count }
        if y.isEmpty { return x.count }
        var previous = Array(0...y.count)
        var current = [Int](repeating: 0, count: y.count + 1)
        for i in 1...x.count {
            current[0] = i
            for j in 1...y.count {
                let cost = x[i - 1] == y[j - 1] ? 0 : 1
                current[j] = min(previous[j] + 1, current[j - 1] + 1, previous[j - 1] + cost)
            }
            swap(&previous, &current)
        }
        return previous[y.count]
    }

    /// The candidate closest to `input`, if it is close enough to be a typo
    /// (at most a third of the input's length, and at most 3 edits).
    public static func closest(to input: String, among candidates: [String]) -> String? {
        let limit = min(3, max(1, input.count / 3))
        var best: (String, Int)?
        for candidate in candidates {
            let distance = between(input, candidate)
            if distance <= limit, best == nil || distance < best!.1 { best = (candidate, distance) }
        }
        return best?.0
    }
}
