import Foundation

extension IndexedCollectionView {
    /// The size a drop gap opens at: the dragged item's own when the drag began in this view
    /// (the item pressed), else a drop placeholder's — an external drag's shape is unknown
    /// until its data arrives. Nil for a layout that does not lay out gaps as items.
    public var openGapSize: Size? {
        guard let rows = layout as? RowLayout else { return nil }
        if let item = grabbedDragItem, let source = sourceIndexPath(of: item) { return rows.itemSize(at: source) }
        return rows.placeholderSize(rowHeight: nil)
    }

    /// Where the item at a presentation path is drawn while a drop gap is open at the
    /// insertion point `gap` (SEMANTICS 12): the rows laid out again with the gap as an item of
    /// ``openGapSize``.
    public func frame(ofItemAt path: IndexPath, withGapAt gap: IndexPath) -> Rect? {
        guard let rows = layout as? RowLayout, let size = openGapSize else { return layout.frame(ofItemAt: path, withGapAt: gap) }
        return rows.frame(ofItemAt: path, withGapAt: gap, gapSize: size)
    }

    /// The frame of the open gap itself at `gap`: where a dropped item would show.
    public func frameOfOpenGap(at gap: IndexPath) -> Rect? {
        guard let rows = layout as? RowLayout, let size = openGapSize else { return layoutAttributesForItem(at: gap) }
        return rows.frameOfGap(at: gap, gapSize: size)
    }
}
