import Foundation

/// What a batch did: where every old item went, which new items are new. The front end
/// animates from it (cells glide from old frames to new ones).
public struct BatchUpdateResult: Sendable, Equatable {
    /// Items per section before the batch.
    public let oldCounts: [Int]
    /// Items per section after the batch.
    public let newCounts: [Int]
    /// For each old section, the new section (nil if deleted or reloaded).
    public let newSectionOfOld: [Int?]
    /// For each new section, the old section (nil if inserted or reloaded).
    public let oldSectionOfNew: [Int?]
    /// The sections whose items changed, by new index (the others kept every item in place).
    let changes: [Int: SectionChanges]
    /// Where each item moved by `moveItem` went: old index path → new.
    let moveDestinations: [IndexPath: IndexPath]
    /// New index paths of reloaded items.
    public let reloadedItems: [IndexPath]
    /// Old index paths of the items moved explicitly (by `moveItem`).
    public let movedItems: Set<IndexPath>

    /// Where the old item at `indexPath` is now; nil when it was deleted.
    /// - Complexity: O(log changes): a batch costs memory and time for what it changes,
    ///   not for the items it leaves alone.
    public func newIndexPath(forOld indexPath: IndexPath) -> IndexPath? {
        guard indexPath.count == 2, oldCounts.indices.contains(indexPath.section),
              (0..<oldCounts[indexPath.section]).contains(indexPath.item) else { return nil }
        if let moved = moveDestinations[indexPath] { return moved }
        guard let section = newSectionOfOld[indexPath.section] else { return nil }
        guard let changes = changes[section] else { return IndexPath(item: indexPath.item, section: section) }
        return changes.newItem(forOld: indexPath.item).map { IndexPath(item: $0, section: section) }
    }

    /// Where the new item at `indexPath` was before; nil when it was inserted.
    /// - Complexity: O(log changes).
    public func oldIndexPath(forNew indexPath: IndexPath) -> IndexPath? {
        guard indexPath.count == 2, newCounts.indices.contains(indexPath.section),
              (0..<newCounts[indexPath.section]).contains(indexPath.item),
              let oldSection = oldSectionOfNew[indexPath.section] else { return nil }
        guard let changes = changes[indexPath.section] else { return IndexPath(item: indexPath.item, section: oldSection) }
        return changes.oldItem(forNew: indexPath.item).map { IndexPath(item: $0.item, section: $0.section) }
    }

    /// The first item of new `section` that is not the same old item at the same place; nil
    /// when the section kept every item where it was.
    /// - Complexity: O(1).
    func firstChangedItem(inSection section: Int) -> Int? {
        guard oldSectionOfNew[section] == section else { return 0 }
        guard let changes = changes[section] else { return nil }
        return min(changes.firstChange, newCounts[section])
    }

    /// The new positions of `section` whose items changed: from the first that is not the
    /// same old item at the same place to the last, after which every item is the old one,
    /// moved by the change in the section's count; nil when the section kept every item.
    /// - Complexity: O(1).
    func changedItems(inSection section: Int) -> Range<Int>? {
        guard let first = firstChangedItem(inSection: section) else { return nil }
        let count = newCounts[section]
        guard let old = oldSectionOfNew[section], old == section, let changes = changes[section] else { return first..<max(first, count) }
        let countChange = count - oldCounts[old]
        let end = max((changes.arrivals.last ?? -1) + 1, (changes.removed.last ?? -1) + 1 + countChange)
        return first..<min(max(first, end), count)
    }

    /// New index paths of the items that were inserted (not moved or kept).
    /// - Complexity: O(changes + items of inserted sections).
    public var insertedIndexPaths: [IndexPath] {
        newCounts.indices.flatMap { section -> [IndexPath] in
            guard oldSectionOfNew[section] != nil else { return (0..<newCounts[section]).map { IndexPath(item: $0, section: section) } }
            guard let changes = changes[section] else { return [] }
            return zip(changes.arrivals, changes.sources).filter { $0.1 == nil }.map { IndexPath(item: $0.0, section: section) }
        }
    }

    /// Old index paths of the items that were deleted.
    /// - Complexity: O(changes + items of deleted sections).
    public var deletedIndexPaths: [IndexPath] {
        oldCounts.indices.flatMap { old -> [IndexPath] in
            guard let section = newSectionOfOld[old] else { return (0..<oldCounts[old]).map { IndexPath(item: $0, section: old) } }
            guard let changes = changes[section] else { return [] }
            return changes.removed.map { IndexPath(item: $0, section: old) }.filter { moveDestinations[$0] == nil }
        }
    }
}
