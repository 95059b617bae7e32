/// A unified diff (`diff -u`, three lines of context) between two versions of
/// a file, line by line, as `git apply` and `patch -p1` read it. Myers'
/// algorithm after trimming the common head and tail: fixes change a few
/// lines, so the middle is small and the cost near linear.
public enum UnifiedDiff {
    public static let context = 3

    /// The diff, or "" when the two are the same.
    public static func render(old: [UInt8], new: [UInt8], path: String) -> String {
        if old == new { return "" }
        let a = lines(old), b = lines(new)
        let script = editScript(a, b)
        var out = "--- a/\(path)\n+++ b/\(path)\n"
        for hunk in hunks(script, oldCount: a.count, newCount: b.count) {
            out += "@@ -\(range(hunk.oldStart, hunk.oldCount)) +\(range(hunk.newStart, hunk.newCount)) @@\n"
            for line in hunk.lines {
                let text = line.index < 0 ? [] : (line.kind == .insert ? b[line.index] : a[line.index])
                let mark = line.kind == .insert ? "+" : line.kind == .delete ? "-" : " "
                var shown = text
                let complete = shown.last == UInt8(ascii: "\n")
                if complete { shown.removeLast() }
                out += mark + String(decoding: shown, as: UTF8.self) + "\n"
                if !complete { out += "\\ No newline at end of file\n" }
            }
        }
        return out
    }

    /// "start,count" as diff prints it (a count of 0 names the line before).
    static func range(_ start: Int, _ count: Int) -> String {
        count == 1 ? "\(start + 1)" : "\(count == 0 ? start : start + 1),\(count)"
    }

    /// Lines with their terminators; a last line without one is kept as is.
    static func lines(_ bytes: [UInt8]) -> [[UInt8]] {
        var result: [[UInt8]] = []
        var start = 0
        for (i, b) in bytes.enumerated() where b == UInt8(ascii: "\n") {
            result.append(Array(bytes[start...i]))
            start = i + 1
        }
        if start < bytes.count { result.append(Array(bytes[start...])) }
        return result
    }

    enum Kind { case keep, delete, insert }

    struct Step {
        var kind: Kind
        /// The line in the old file (keep, delete) or the new one (insert).
        var index: Int
        var oldIndex: Int
        var newIndex: Int
    }

    /// The shortest edit script from `a` to `b`.
    static func editScript(_ a: [[UInt8]], _ b: [[UInt8]]) -> [Step] {
        var head = 0
        while head < a.count, head < b.count, a[head] == b[head] { head += 1 }
        var tail = 0
        while tail < a.count - head, tail < b.count - head, a[a.count - 1 - tail] == b[b.count - 1 - tail] { tail += 1 }
        var steps: [Step] = (0..<head).map { Step(kind: .keep, index: $0, oldIndex: $0, newIndex: $0) }
        let middle = myers(Array(a[head..<(a.count - tail)]), Array(b[head..<(b.count - tail)]))
        for step in middle {
            var shifted = step
            shifted.oldIndex += head
            shifted.newIndex += head
            shifted.index += head
            steps.append(shifted)
        }
        for k in 0..<tail {
            let i = a.count - tail + k, j = b.count - tail + k
            steps.append(Step(kind: .keep, index: i, oldIndex: i, newIndex: j))
        }
        return steps
    }

    /// Myers' greedy algorithm, keeping each round's frontier to walk back.
    static func myers(_ a: [[UInt8]], _ b: [[UInt8]]) -> [Step] {
        let n = a.count, m = b.count
        if n == 0 { return (0..<m).map { Step(kind: .insert, index: $0, oldIndex: 0, newIndex: $0) } }
        if m == 0 { return (0..<n).map { Step(kind: .delete, index: $0, oldIndex: $0, newIndex: 0) } }
        let offset = n + m + 1
        var v = [Int](repeating: 0, count: 2 * offset + 1)
        var trace: [[Int]] = []
        var found = false
        for d in 0...(n + m) {
            // Past a few million cells of history (whole files rewritten),
            // one block replaced by the other is still a correct diff.
            if (d + 1) * v.count > 8_000_000 {
                return (0..<n).map { Step(kind: .delete, index: $0, oldIndex: $0, newIndex: 0) }
                    + (0..<m).map { Step(kind: .insert, index: $0, oldIndex: n, newIndex: $0) }
            }
            trace.append(v)
            var k = -d
            while k <= d {
                var x: Int
                if k == -d || (k != d && v[offset + k - 1] < v[offset + k + 1]) {
                    x = v[offset + k + 1]
                } else {
                    x = v[offset + k - 1] + 1
                }
                var y = x - k
                while x < n, y < m, a[x] == b[y] { x += 1; y += 1 }
                v[offset + k] = x
                if x >= n, y >= m { found = true; break }
                k += 2
            }
            if found { break }
        }
        // Walk back through the frontiers.
        var steps: [Step] = []
        var x = n, y = m
        for d in stride(from: trace.count - 1, through: 0, by: -1) {
            let v = trace[d]
            let k = x - y
            let previousK = (k == -d || (k != d && v[offset + k - 1] < v[offset + k + 1])) ? k + 1 : k - 1
            let previousX = d == 0 ? 0 : v[offset + previousK]
            let previousY = previousX - previousK
            while x > previousX, y > previousY {
                x -= 1; y -= 1
                steps.append(Step(kind: .keep, index: x, oldIndex: x, newIndex: y))
            }
            if d > 0 {
                if x == previousX {
                    steps.append(Step(kind: .insert, index: previousY, oldIndex: previousX, newIndex: previousY))
                } else {
                    steps.append(Step(kind: .delete, index: previousX, oldIndex: previousX, newIndex: previousY))
                }
            }
            x = previousX
            y = previousY
        }
        return steps.reversed()
    }

    struct Hunk {
        var oldStart = 0, oldCount = 0, newStart = 0, newCount = 0
        var lines: [Step] = []
    }

    /// Changes grouped with up to `context` kept lines around them; groups
    /// closer than twice that are one hunk.
    static func hunks(_ script: [Step], oldCount: Int, newCount: Int) -> [Hunk] {
        let changed = script.indices.filter { script[$0].kind != .keep }
        guard let first = changed.first else { return [] }
        var groups: [ClosedRange<Int>] = []
        var start = first, end = first
        for i in changed.dropFirst() {
            // More kept lines between than two contexts: a hunk of its own.
            if i - end - 1 > 2 * context { groups.append(start...end); start = i }
            end = i
        }
        groups.append(start...end)
        return groups.map { group in
            let lower = max(0, group.lowerBound - context)
            let upper = min(script.count - 1, group.upperBound + context)
            var hunk = Hunk()
            hunk.lines = Array(script[lower...upper])
            let firstStep = script[lower]
            hunk.oldStart = firstStep.oldIndex
            hunk.newStart = firstStep.newIndex
            hunk.oldCount = hunk.lines.filter { $0.kind != .insert }.count
            hunk.newCount = hunk.lines.filter { $0.kind != .delete }.count
            return hunk
        }
    }
}
