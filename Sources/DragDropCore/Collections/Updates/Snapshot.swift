import Foundation

/// The identifiers of a sectioned collection, for diffable-style data sources
/// (UIKit's `NSDiffableDataSourceSnapshot`). Identifiers are unique across the snapshot.
public struct Snapshot<SectionID: Hashable, ItemID: Hashable>: Hashable {
    /// The sections, in order.
    public private(set) var sectionIdentifiers: [SectionID] = []
    /// Each section's items, in order.
    public private(set) var itemIdentifiers: [[ItemID]] = []

    /// An empty snapshot.
    public init() {}

    /// A snapshot of these sections and their items, in order.
    public init(_ sections: [(SectionID, [ItemID])]) {
        sectionIdentifiers = sections.map(\.0)
        itemIdentifiers = sections.map(\.1)
    }

    /// Adds empty sections at the end.
    public mutating func appendSections(_ sections: [SectionID]) {
        sectionIdentifiers += sections
        itemIdentifiers += sections.map { _ in [] }
    }

    /// Appends items to `section`, or to the last section when nil.
    public mutating func appendItems(_ items: [ItemID], toSection section: SectionID? = nil) {
        guard let index = section.flatMap(sectionIdentifiers.firstIndex(of:)) ?? (itemIdentifiers.isEmpty ? nil : itemIdentifiers.count - 1) else {
            return
        }
        itemIdentifiers[index] += items
    }

    /// How many sections.
    public var numberOfSections: Int { sectionIdentifiers.count }
    /// How many items in all sections.
    public var numberOfItems: Int { itemIdentifiers.reduce(0) { $0 + $1.count } }
    /// Items per section.
    public var itemCounts: [Int] { itemIdentifiers.map(\.count) }

    /// The changes that turn `self` into `new`: deletions and insertions of sections and
    /// items, and moves of the items (and sections) that changed place.
    /// - Complexity: O(n) when the sections are the same and few items changed (a single
    ///   pass over both, hashing only what changed); else O(n log n) for n items (hashing, and a
    ///   longest increasing subsequence per section to move as few items as possible).
    @inlinable
    public func batchUpdates(to new: Snapshot) -> BatchUpdates {
        if let changes = linearBatchUpdates(to: new) { return changes }
        return minimalMoveBatchUpdates(to: new)
    }

    /// The general diff: hashes every item, moves as few as possible.
    /// - Complexity: O(n log n).
    @inlinable
    func minimalMoveBatchUpdates(to new: Snapshot) -> BatchUpdates {
        var batch = BatchUpdates()
        // Sections.
        let oldSectionIndex = Dictionary(sectionIdentifiers.enumerated().map { ($1, $0) }, uniquingKeysWith: { a, _ in a })
        let newSectionIndex = Dictionary(new.sectionIdentifiers.enumerated().map { ($1, $0) }, uniquingKeysWith: { a, _ in a })
        var deletedSections = IndexSet(), insertedSections = IndexSet()
        for (index, id) in sectionIdentifiers.enumerated() where newSectionIndex[id] == nil { deletedSections.insert(index) }
        for (index, id) in new.sectionIdentifiers.enumerated() where oldSectionIndex[id] == nil { insertedSections.insert(index) }
        batch.deleteSections(deletedSections)
        batch.insertSections(insertedSections)
        var highestKept = -1
        for (newIndex, id) in new.sectionIdentifiers.enumerated() {
            guard let oldIndex = oldSectionIndex[id] else { continue }
            if oldIndex > highestKept { highestKept = oldIndex } else { batch.moveSection(oldIndex, toSection: newIndex) }
        }
        // Items: where each identifier was, as a flat index into all old items.
        var oldStarts: [Int] = []
        var total = 0
        for items in itemIdentifiers {
            oldStarts.append(total)
            total += items.count
        }
        var oldFlat: [ItemID: Int] = [:]
        oldFlat.reserveCapacity(total)
        var oldSectionOfFlat = [Int](repeating: 0, count: total)
        for (section, items) in itemIdentifiers.enumerated() {
            for (item, id) in items.enumerated() {
                oldFlat[id] = oldStarts[section] + item
                oldSectionOfFlat[oldStarts[section] + item] = section
            }
        }
        func oldPath(_ flat: Int) -> IndexPath {
            let section = oldSectionOfFlat[flat]
            return IndexPath(item: flat - oldStarts[section], section: section)
        }
        var seen = [Bool](repeating: false, count: total)
        for (newSection, items) in new.itemIdentifiers.enumerated() {
            let sectionIsNew = insertedSections.contains(newSection)
            // Items staying in this section: those on a longest increasing run of old
            // positions stay put; the others move (the fewest moves).
            var stayingNew: [Int] = [], stayingOld: [Int] = []
            for (newItem, id) in items.enumerated() {
                let target = IndexPath(item: newItem, section: newSection)
                guard let flat = oldFlat[id] else {
                    if !sectionIsNew { batch.insertItems(at: [target]) }
                    continue
                }
                seen[flat] = true
                let oldSection = oldSectionOfFlat[flat]
                guard !sectionIsNew else {
                    // The inserted section brings its items; one from a surviving section leaves it.
                    if !deletedSections.contains(oldSection) { batch.deleteItems(at: [oldPath(flat)]) }
                    continue
                }
                if deletedSections.contains(oldSection) {
                    batch.insertItems(at: [target])
                } else if sectionIdentifiers[oldSection] != new.sectionIdentifiers[newSection] {
                    batch.moveItem(at: oldPath(flat), to: target)
                } else {
                    stayingNew.append(newItem)
                    stayingOld.append(flat - oldStarts[oldSection])
                }
            }
            let keep = Self.longestIncreasingSubsequence(stayingOld)
            var next = 0
            for (index, newItem) in stayingNew.enumerated() {
                if next < keep.count, keep[next] == index {
                    next += 1
                } else {
                    let oldSection = oldSectionIndex[new.sectionIdentifiers[newSection]]!
                    batch.moveItem(at: IndexPath(item: stayingOld[index], section: oldSection),
                                   to: IndexPath(item: newItem, section: newSection))
                }
            }
        }
        for flat in 0..<total where !seen[flat] && !deletedSections.contains(oldSectionOfFlat[flat]) {
            batch.deleteItems(at: [oldPath(flat)])
        }
        return batch
    }
}

extension Snapshot {
    /// Positions (in `values`) of one longest strictly increasing subsequence.
    /// - Complexity: O(n log n) (patience sorting).
    @inlinable
    static func longestIncreasingSubsequence(_ values: [Int]) -> [Int] {
        var tails: [Int] = []          // positions of the smallest tail of each length
        var previous = [Int](repeating: -1, count: values.count)
        for (position, value) in values.enumerated() {
            if let last = tails.last, values[last] < value {  // the common case, a run going on: O(1)
                previous[position] = last
                tails.append(position)
                continue
            }
            var low = 0, high = tails.count
            while low < high {
                let middle = (low + high) / 2
                if values[tails[middle]] < value { low = middle + 1 } else { high = middle }
            }
            if low > 0 { previous[position] = tails[low - 1] }
            if low == tails.count { tails.append(position) } else { tails[low] = position }
        }
        var result: [Int] = []
        var cursor = tails.last ?? -1
        while cursor >= 0 {
            result.append(cursor)
            cursor = previous[cursor]
        }
        return result.reversed()
    }
}

extension IndexedCollectionView {
    /// Applies the difference between two snapshots (diffable-style): the view animates
    /// from `old` to `new`, and `dataSourceUpdates` switches the model to `new`.
    @discardableResult
    public func apply<SectionID, ItemID>(_ new: Snapshot<SectionID, ItemID>, from old: Snapshot<SectionID, ItemID>,
                                         dataSourceUpdates: () throws -> Void) throws -> BatchUpdateResult {
        try apply(old.batchUpdates(to: new), dataSourceUpdates: dataSourceUpdates)
    }
}
