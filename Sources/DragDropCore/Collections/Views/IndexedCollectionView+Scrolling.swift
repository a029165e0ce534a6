import Foundation

extension IndexedCollectionView {
    /// UIScrollView's `setContentOffset(_:animated:)`: the same as setting ``contentOffset``.
    /// The GTK front end scrolls there at once whatever `animated` says, as GTK's own list
    /// views do; the visible cells are those of the new place as soon as this returns.
    public func setContentOffset(_ offset: Point, animated: Bool) { contentOffset = offset }

    /// UIScrollView's `scrollRectToVisible(_:animated:)`: scrolls as little as shows `rect`
    /// (content coordinates) whole — its start when it is taller or wider than the view —
    /// never past the content's edges; nothing moves when it is in view already (SEMANTICS 46).
    /// `animated` as in ``setContentOffset(_:animated:)``.
    public func scrollRectToVisible(_ rect: Rect, animated: Bool) {
        scroll(toShow: rect, vertical: .nearest, horizontal: .nearest)
    }

    /// Scrolls so that `rect` (content coordinates) is placed as asked along each axis — nil
    /// leaves that axis where it is — within the content's edges.
    func scroll(toShow rect: Rect, vertical: ScrollAlignment?, horizontal: ScrollAlignment?) {
        let content = contentSize
        var offset = contentOffset
        if let vertical {
            offset.y = vertical.offset(showing: rect.minY, rect.maxY, from: offset.y, visibleLength: frame.height, contentLength: content.height)
        }
        if let horizontal {
            offset.x = horizontal.offset(showing: rect.minX, rect.maxX, from: offset.x, visibleLength: frame.width, contentLength: content.width)
        }
        contentOffset = offset
    }

    /// Scrolls to the item at a presentation index path, placed as asked. A path the view does
    /// not show is a ``Diagnostic`` naming `call` (UIKit raises) and nothing scrolls.
    func scroll(toItemAt indexPath: IndexPath, vertical: ScrollAlignment?, horizontal: ScrollAlignment?, call: String) {
        guard let frame = layoutAttributesForItem(at: indexPath) else {
            return report("\(call): the view shows no item at \(indexPath); nothing scrolled")
        }
        scroll(toShow: frame, vertical: vertical, horizontal: horizontal)
    }
}
