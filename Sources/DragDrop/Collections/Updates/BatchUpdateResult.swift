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
    /// Flat per-item tables (section starts in `oldStarts` / `newStarts`): for each old item,
    /// its new section and item (-1 when deleted); for each new item, its old ones (-1 when inserted).
    let oldStarts: [Int]
    let newStarts: [Int]
    let newSectionOfOldItem: [Int32]
    let newItemOfOldItem: [Int32]
    let oldSectionOfNewItem: [Int32]
    let oldItemOfNewItem: [Int32]
    /// New index paths of reloaded items.
    public let reloadedItems: [IndexPath]
    /// Old index paths of the items moved explicitly (by `moveItem`).
    public let movedItems: Set<IndexPath>

    /// Where the old item at `indexPath` is now; nil when it was deleted.
    /// - Complexity: O(1).
    public func newIndexPath(forOld indexPath: IndexPath) -> IndexPath? {
        guard indexPath.count == 2, oldCounts.indices.contains(indexPath.section),
              (0..<oldCounts[indexPath.section]).contains(indexPath.item) else { return nil }
        let flat = oldStarts[indexPath.section] + indexPath.item
        guard newItemOfOldItem[flat] >= 0 else { return nil }
        return IndexPath(item: Int(newItemOfOldItem[flat]), section: Int(newSectionOfOldItem[flat]))
    }

    /// Where the new item at `indexPath` was before; nil when it was inserted.
    /// - Complexity: O(1).
    public func oldIndexPath(forNew indexPath: IndexPath) -> IndexPath? {
        guard indexPath.count == 2, newCounts.indices.contains(indexPath.section),
              (0..<newCounts[indexPath.section]).contains(indexPath.item) else { return nil }
        let flat = newStarts[indexPath.section] + indexPath.item
        guard oldItemOfNewItem[flat] >= 0 else { return nil }
        return IndexPath(item: Int(oldItemOfNewItem[flat]), section: Int(oldSectionOfNewItem[flat]))
    }

    /// Whether new item `item` of `section` is old item `item` of the same section.
    func isUnchanged(section: Int, item: Int) -> Bool {
        let flat = newStarts[section] + item
        return oldItemOfNewItem[flat] == Int32(item) && oldSectionOfNewItem[flat] == Int32(section)
    }

    /// New index paths of the items that were inserted (not moved or kept).
    public var insertedIndexPaths: [IndexPath] {
        newCounts.indices.flatMap { section in
            (0..<newCounts[section]).filter { oldItemOfNewItem[newStarts[section] + $0] < 0 }.map { IndexPath(item: $0, section: section) }
        }
    }

    /// Old index paths of the items that were deleted.
    public var deletedIndexPaths: [IndexPath] {
        oldCounts.indices.flatMap { section in
            (0..<oldCounts[section]).filter { newItemOfOldItem[oldStarts[section] + $0] < 0 }.map { IndexPath(item: $0, section: section) }
        }
    }
}
