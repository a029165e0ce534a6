import Foundation

/// What a batch did to one section that it kept: the old items that left (deleted or moved
/// away) and the new positions that arrivals fill (insertions, or items moved in). Every
/// other item keeps its order, so where it goes follows from these alone: the mapping costs
/// memory for the changes, not for the section's items.
struct SectionChanges: Sendable, Equatable {
    /// The section before the batch.
    let oldSection: Int
    /// Old items that left, ascending.
    let removed: [Int]
    /// New positions filled by arrivals, ascending.
    let arrivals: [Int]
    /// For each arrival, where it came from (old section, old item); nil for an insertion.
    let sources: [OldItem?]

    struct OldItem: Sendable, Hashable {
        let section: Int
        let item: Int
    }

    /// Sorted changes; throws on two arrivals at one position or one past the new count.
    init(oldSection: Int, oldCount: Int, removed: [Int], arrivals: [(position: Int, source: OldItem?)],
         newSection: Int) throws(BatchUpdateError) {
        self.oldSection = oldSection
        self.removed = removed.sorted()
        let sorted = arrivals.sorted { $0.position < $1.position }
        let total = oldCount - removed.count + sorted.count
        for (index, arrival) in sorted.enumerated() {
            if index > 0, sorted[index - 1].position == arrival.position {
                throw .duplicate(operation: "insertItems", description: "position \(IndexPath(item: arrival.position, section: newSection))")
            }
            guard arrival.position >= 0, arrival.position < total else {
                throw .itemOutOfRange(operation: "insertItems", indexPath: IndexPath(item: arrival.position, section: newSection),
                                      count: total)
            }
        }
        self.arrivals = sorted.map(\.position)
        self.sources = sorted.map(\.source)
    }

    /// The number of items after the batch.
    func newCount(oldCount: Int) -> Int { oldCount - removed.count + arrivals.count }

    /// The first new position whose item is not the old one at the same position.
    /// - Complexity: O(1).
    var firstChange: Int { min(removed.first ?? .max, arrivals.first ?? .max) }

    /// Where an old item that stayed in the section is now; nil when it left.
    /// - Complexity: O(log changes).
    func newItem(forOld item: Int) -> Int? {
        let removedBefore = Self.count(in: removed, lessThan: item)
        if removedBefore < removed.count, removed[removedBefore] == item { return nil }
        // Its rank among the items that stayed, then the slot of that rank among the
        // positions no arrival fills: arrival j leaves arrivals[j] − j such slots before it.
        return Self.position(ofRank: item - removedBefore, skipping: arrivals)
    }

    /// What the new item at `item` was: an old item of this section, an arrival's source,
    /// or nil for an insertion.
    /// - Complexity: O(log changes).
    func oldItem(forNew item: Int) -> OldItem? {
        let arrivalsBefore = Self.count(in: arrivals, lessThan: item)
        if arrivalsBefore < arrivals.count, arrivals[arrivalsBefore] == item { return sources[arrivalsBefore] }
        return OldItem(section: oldSection, item: Self.position(ofRank: item - arrivalsBefore, skipping: removed))
    }

    /// How many values of an ascending array are below `value`.
    static func count(in values: [Int], lessThan value: Int) -> Int {
        var low = 0, high = values.count
        while low < high {
            let middle = (low + high) / 2
            if values[middle] < value { low = middle + 1 } else { high = middle }
        }
        return low
    }

    /// The position of the `rank`-th (from 0) integer that is not in `taken` (ascending):
    /// rank + the number of taken positions j with taken[j] − j ≤ rank.
    static func position(ofRank rank: Int, skipping taken: [Int]) -> Int {
        var low = 0, high = taken.count
        while low < high {
            let middle = (low + high) / 2
            if taken[middle] - middle <= rank { low = middle + 1 } else { high = middle }
        }
        return rank + low
    }
}
