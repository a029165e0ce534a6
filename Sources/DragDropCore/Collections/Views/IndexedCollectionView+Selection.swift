import Foundation

extension IndexedCollectionView {
    /// Applies a click on the item at a data-source index path to ``selectedIndexPaths``.
    public func select(_ indexPath: IndexPath, gesture: SelectionGesture) {
        guard hasItem(at: indexPath) else { return }
        let (selection, anchor) = gesture.apply(to: selectedIndexPaths, anchor: selectionAnchor, at: indexPath)
        selectionAnchor = anchor
        if selection != selectedIndexPaths { selectedIndexPaths = selection }
    }

    /// A plain click released on an item without a drag — UIKit's tap: the selection becomes
    /// that item alone and the delegate hears `didSelectRowAt` / `didSelectItemAt` (SEMANTICS 39).
    public func completeClick(on indexPath: IndexPath) {
        guard hasItem(at: indexPath) else { return }
        if selectedIndexPaths != [indexPath] { selectedIndexPaths = [indexPath] }
        hooks.didSelectItem(at: indexPath)
    }

    /// UIKit's programmatic selection (`selectItem`, `selectRow`): the item at a data-source
    /// index path becomes the whole selection; nil clears it. A path naming no item is a
    /// ``Diagnostic`` ("`refusal` at [0, 9]; the selection is unchanged") and changes nothing.
    /// - Returns: where the newly selected item is shown, to scroll to; nil otherwise.
    func selectOnly(_ indexPath: IndexPath?, call refusal: String) -> IndexPath? {
        guard let indexPath else {
            selectedIndexPaths = []
            return nil
        }
        guard hasItem(at: indexPath) else {
            report("\(refusal) at \(indexPath); the selection is unchanged")
            return nil
        }
        selectedIndexPaths = [indexPath]
        return presentationIndexPath(forDataSourceIndexPath: indexPath)
    }

    /// Whether `indexPath` names an item of the data source (not a placeholder).
    func hasItem(at indexPath: IndexPath) -> Bool {
        indexPath.count == 2 && indexPath.section >= 0 && indexPath.section < numberOfSections
            && indexPath.item >= 0 && indexPath.item < dataSourceItemCount(inSection: indexPath.section)
    }
}
