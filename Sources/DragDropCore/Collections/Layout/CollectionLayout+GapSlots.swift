import Foundation

extension CollectionLayout {
    /// Where the item at a presentation path is drawn while the drop gap before it is open
    /// (a view's gap slides its neighbours aside, SEMANTICS 12):
    /// the next item's place, or — for the last item of its section — the next place along
    /// its line, on the next line when the line is full (a grid's last tile wraps, never
    /// runs past the edge; in a ``HorizontalGridLayout``, the next place down its column, the
    /// next column's top after the last row).
    /// - Complexity: O(1) layout queries.
    public func frameOfSlot(after path: IndexPath) -> Rect? {
        if let columns = self as? HorizontalGridLayout { return columns.slotDownTheColumn(after: path) }
        guard let frame = frameForItem(at: path) else { return nil }
        if let next = frameForItem(at: IndexPath(item: path.item + 1, section: path.section)) {
            return Rect(origin: next.origin, size: frame.size)
        }
        let row = self as? RowLayout
        let previous = path.item > 0 ? frameForItem(at: IndexPath(item: path.item - 1, section: path.section)) : nil
        // A vertical list (or an item alone on its line): the next line.
        guard let previous, abs(previous.minY - frame.minY) < 0.5 else {
            let spacing = previous.map { max(0, frame.minY - $0.maxY) } ?? row?.lineSpacing ?? 0
            return Rect(x: frame.minX, y: frame.maxY + spacing, width: frame.width, height: frame.height)
        }
        let spacing = max(0, frame.minX - previous.maxX)
        let right = row.map { $0.width - $0.sectionInset.right } ?? .infinity
        guard frame.maxX + spacing + frame.width > right + 0.5 else {
            return Rect(x: frame.maxX + spacing, y: frame.minY, width: frame.width, height: frame.height)
        }
        let lineStart = row?.sectionInset.left ?? 0
        return Rect(x: lineStart, y: frame.maxY + (row?.lineSpacing ?? spacing), width: frame.width, height: frame.height)
    }

    /// Where the item at a presentation path is drawn while a drop gap is open at the
    /// insertion point `gap` (UIKit's neighbours sliding aside): in a ``RowLayout``, laid out
    /// again with the gap as an item of a placeholder's size
    /// (``RowLayout/frame(ofItemAt:withGapAt:gapSize:)``); in another layout, one slot on when
    /// it is at or after the gap in its section (``frameOfSlot(after:)``), else its layout
    /// frame. Its layout frame when no gap is open.
    /// - Complexity: O(1) layout queries once the gap's rows are laid out.
    public func frame(ofItemAt path: IndexPath, withGapAt gap: IndexPath?) -> Rect? {
        if let gap, let rows = self as? RowLayout {
            return rows.frame(ofItemAt: path, withGapAt: gap, gapSize: rows.placeholderSize(rowHeight: nil))
        }
        if let gap, path.section == gap.section, path.item >= gap.item, let slot = frameOfSlot(after: path) { return slot }
        return frameForItem(at: path)
    }
}
