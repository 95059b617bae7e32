/// Binary searches over ascending code indices: how the indexes (names,
/// calls, window events, presentations) answer "is there one in this range".
/// For arrays and their slices alike (`NameIndex` hands out slices of one
/// flat array); indices are the collection's own.
extension RandomAccessCollection where Element: BinaryInteger, Index == Int {
    /// The first index whose value is at least `value`.
    @inlinable
    public func lowerBound(of value: Int) -> Int {
        var low = startIndex
        var high = endIndex
        while low < high {
            let mid = low + (high - low) / 2
            if Int(self[mid]) < value { low = mid + 1 } else { high = mid }
        }
        return low
    }

    /// The smallest value inside `range`.
    @inlinable
    public func first(in range: Range<Int>) -> Int? {
        let low = lowerBound(of: range.lowerBound)
        return low < endIndex && Int(self[low]) < range.upperBound ? Int(self[low]) : nil
    }

    /// The largest value inside `range`.
    @inlinable
    public func last(in range: Range<Int>) -> Int? {
        let high = lowerBound(of: range.upperBound)
        return high > startIndex && Int(self[high - 1]) >= range.lowerBound ? Int(self[high - 1]) : nil
    }

    /// Whether some value lies inside `range`.
    @inlinable
    public func hasValue(in range: Range<Int>) -> Bool { first(in: range) != nil }

    /// The values inside `range`.
    @inlinable
    public func slice(in range: Range<Int>) -> SubSequence {
        let low = lowerBound(of: range.lowerBound)
        return self[low..<Swift.max(low, lowerBound(of: range.upperBound))]
    }
}
