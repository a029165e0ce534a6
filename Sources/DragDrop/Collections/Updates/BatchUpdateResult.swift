import Foundation

/// What a batch did: where every old item went, which new items are new. The front end
/// animates from it (cells glide from old frames to new ones).
public struct BatchUpdateResult: Sendable, Equatable {
    public let oldCounts: [Int]
    public let newCounts: [Int]
    /// For each old section, the new section (nil if deleted or reloaded).
    public let newSectionOfOld: [Int?]
    /// For each new section, the old section (nil if inserted or reloaded).
    public let oldSectionOfNew: [Int?]
    /// `newIndexOfOld[s][i]`: new index path of old item (s, i), or nil if it was deleted.
    let newItemOfOld: [[Int32]]
    let newItemSectionOfOld: [[Int32]]
    /// `oldIndexOfNew[s][i]`: old index path of new item (s, i), or nil if it was inserted.
    let oldItemOfNew: [[Int32]]
    let oldItemSectionOfNew: [[Int32]]
    /// New index paths of reloaded items.
    public let reloadedItems: [IndexPath]
    /// Old index paths of the items moved explicitly (by `moveItem`).
    public let movedItems: Set<IndexPath>

    /// Where the old item at `indexPath` is now; nil when it was deleted.
    /// - Complexity: O(1).
    public func newIndexPath(forOld indexPath: IndexPath) -> IndexPath? {
        guard indexPath.count == 2, newItemOfOld.indices.contains(indexPath.section),
              newItemOfOld[indexPath.section].indices.contains(indexPath.item) else { return nil }
        let item = newItemOfOld[indexPath.section][indexPath.item]
        guard item >= 0 else { return nil }
        return IndexPath(item: Int(item), section: Int(newItemSectionOfOld[indexPath.section][indexPath.item]))
    }

    /// Where the new item at `indexPath` was before; nil when it was inserted.
    /// - Complexity: O(1).
    public func oldIndexPath(forNew indexPath: IndexPath) -> IndexPath? {
        guard indexPath.count == 2, oldItemOfNew.indices.contains(indexPath.section),
              oldItemOfNew[indexPath.section].indices.contains(indexPath.item) else { return nil }
        let item = oldItemOfNew[indexPath.section][indexPath.item]
        guard item >= 0 else { return nil }
        return IndexPath(item: Int(item), section: Int(oldItemSectionOfNew[indexPath.section][indexPath.item]))
    }

    /// New index paths of the items that were inserted (not moved or kept).
    public var insertedIndexPaths: [IndexPath] {
        oldItemOfNew.enumerated().flatMap { section, items in
            items.enumerated().filter { $0.element < 0 }.map { IndexPath(item: $0.offset, section: section) }
        }
    }

    /// Old index paths of the items that were deleted.
    public var deletedIndexPaths: [IndexPath] {
        newItemOfOld.enumerated().flatMap { section, items in
            items.enumerated().filter { $0.element < 0 }.map { IndexPath(item: $0.offset, section: section) }
        }
    }
}
