import Foundation

extension CollectionLayout {
    /// Lays out only what a batch changed: each changed section from its first changed item
    /// (all of a section that holds placeholders, whose positions the batch does not know),
    /// or everything when sections were inserted, deleted or moved.
    /// - Parameters:
    ///   - itemCounts: the presentation counts after the batch (placeholders included).
    ///   - hasPlaceholders: whether a section holds placeholders.
    /// - Complexity: that of ``invalidate(section:changed:itemCounts:)`` for each changed section.
    func relayout(after result: BatchUpdateResult, itemCounts: [Int], hasPlaceholders: (Int) -> Bool) {
        guard result.newCounts.count == result.oldCounts.count,
              result.oldSectionOfNew.enumerated().allSatisfy({ $0.element == $0.offset }) else {
            prepare(itemCounts: itemCounts)
            return
        }
        for section in itemCounts.indices {
            let changed = hasPlaceholders(section) ? 0..<itemCounts[section] : result.changedItems(inSection: section)
            guard let changed else { continue }
            invalidate(section: section, changed: changed, itemCounts: itemCounts)
        }
    }
}
