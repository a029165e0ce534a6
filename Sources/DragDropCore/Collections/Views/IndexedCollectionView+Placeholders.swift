import Foundation

extension IndexedCollectionView {
    /// Lays the view out again after a placeholder came or went in `section`, from `item` on.
    func placeholdersChanged(in section: Int, from item: Int) {
        layout.invalidate(section: section, from: item, itemCounts: presentationCounts)
        refreshVisibleCells()
        notify(.placeholdersChanged)
    }

    /// Follows a placeholder's commit: the data source now has `count` items in the
    /// insertion's section; drag sources and the selection after it move one on.
    func itemInserted(at insertion: IndexPath, count: Int) {
        dataSourceCounts[insertion.section] = count
        dragSource.state.shiftSources(insertedAt: insertion)
        selectedIndexPaths = selectedIndexPaths.map { path in
            path.section == insertion.section && path.item >= insertion.item ? IndexPath(item: path.item + 1, section: path.section) : path
        }
        placeholdersChanged(in: insertion.section, from: insertion.item)
    }

    /// Says that a dropped item will not arrive: a diagnostic, and a change the front end
    /// shows (SEMANTICS 20).
    func announceLostDrop(_ message: String) {
        report(message)
        notify(.droppedItemLost(message))
    }
}
