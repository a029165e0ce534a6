import Foundation

extension IndexedCollectionView {
    /// How a click changes the selection, desktop style (``select(_:gesture:)``).
    public enum SelectionGesture: Sendable {
        /// A plain click: select only this item — unless it is already part of the
        /// selection, which is kept so that pressing it can drag the whole selection.
        case replace
        /// Ctrl-click: add or remove this item.
        case toggle
        /// Shift-click: the range from the anchor (the last plain or Ctrl click) to this item.
        case extend
    }
}

extension IndexedCollectionView.SelectionGesture {
    /// The selection and anchor after this click on `path`, desktop style: a plain click
    /// keeps a selection the item is part of (so pressing it drags them all), Ctrl toggles,
    /// Shift selects the range from the anchor in its section (or the item alone without one).
    /// Pure: the view checks that `path` is an item and shows the result.
    /// - Complexity: O(selection + range).
    func apply(to selection: [IndexPath], anchor: IndexPath?, at path: IndexPath) -> (selection: [IndexPath], anchor: IndexPath?) {
        switch self {
        case .replace:
            return (selection.contains(path) ? selection : [path], path)
        case .toggle:
            guard let index = selection.firstIndex(of: path) else { return (selection + [path], path) }
            var smaller = selection
            smaller.remove(at: index)
            return (smaller, path)
        case .extend:
            guard let anchor, anchor.section == path.section else { return ([path], path) }
            let range = min(anchor.item, path.item)...max(anchor.item, path.item)
            return (range.map { IndexPath(item: $0, section: anchor.section) }, anchor)
        }
    }
}
