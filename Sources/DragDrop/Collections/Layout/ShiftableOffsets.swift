import Foundation

/// Ascending offsets (the tops of a section's rows) where shifting every offset from one
/// index on — what a row growing or shrinking does to the rows below it — costs O(log n)
/// instead of O(n): the shifts are kept in a Fenwick tree beside the offsets as laid out.
///
/// Invariant: `base.count == tree.count - 1`; an offset is its base plus the sum of the
/// shifts recorded at or before its index.
struct ShiftableOffsets: Sendable, Equatable {
    /// The offsets as laid out, before the shifts recorded since.
    private var base: [Double] = []
    /// Fenwick tree (1-based) of the shifts; all zeros while `isShifted` is false.
    private var tree: [Double] = [0]
    /// Whether any shift is recorded (reading is then O(log n), else O(1)).
    private var isShifted = false

    init() {}

    init(_ values: [Double]) {
        base = values
        tree = Array(repeating: 0, count: values.count + 1)
    }

    var count: Int { base.count }

    /// The offset at `index`.
    /// - Complexity: O(1) without shifts, else O(log n).
    subscript(index: Int) -> Double {
        guard isShifted else { return base[index] }
        var sum = base[index], node = index + 1
        while node > 0 {
            sum += tree[node]
            node &= node - 1
        }
        return sum
    }

    /// Adds `delta` to the offsets at `index` and after.
    /// - Complexity: O(log n).
    mutating func shift(from index: Int, by delta: Double) {
        guard delta != 0, index < base.count else { return }
        isShifted = true
        var node = index + 1
        while node < tree.count {
            tree[node] += delta
            node += node & -node
        }
    }

    /// Sets the offset at `index` (the others stay).
    /// - Complexity: O(log n).
    mutating func set(_ value: Double, at index: Int) {
        base[index] += value - self[index]
    }

    /// Replaces the offsets of `range` with `values`: in place when the counts match
    /// (O(k log n)), else by folding the shifts in and rebuilding (O(n)).
    mutating func replaceSubrange(_ range: Range<Int>, with values: [Double]) {
        if range.count == values.count {
            for (offset, value) in values.enumerated() { set(value, at: range.lowerBound + offset) }
            return
        }
        foldShifts()
        base.replaceSubrange(range, with: values)
        tree = Array(repeating: 0, count: base.count + 1)
    }

    /// The last index whose offset is ≤ `value`; nil when none.
    /// - Complexity: O(log n) without shifts, else O(log² n).
    func lastIndex(notAfter value: Double) -> Int? {
        var low = 0, high = base.count
        while low < high {
            let middle = (low + high) / 2
            if self[middle] <= value { low = middle + 1 } else { high = middle }
        }
        return low > 0 ? low - 1 : nil
    }

    /// Writes the recorded shifts into the offsets.
    /// - Complexity: O(n) when shifted.
    private mutating func foldShifts() {
        guard isShifted else { return }
        // Undo the tree's range sums (children before parents, from the top index down) to
        // get each index's own shift, then add their running sum.
        let n = base.count
        for node in stride(from: n, to: 0, by: -1) {
            let parent = node + (node & -node)
            if parent <= n { tree[parent] -= tree[node] }
        }
        var running = 0.0
        for index in base.indices {
            running += tree[index + 1]
            base[index] += running
        }
        tree = Array(repeating: 0, count: n + 1)
        isShifted = false
    }
}
