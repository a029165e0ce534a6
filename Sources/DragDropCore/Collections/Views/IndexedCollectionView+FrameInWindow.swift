import Foundation

extension IndexedCollectionView {
    /// Where the item at `indexPath` (as shown: placeholders count, SEMANTICS 18) is in its
    /// window's coordinates: its layout frame, less the scroll offset, at the view's place in
    /// the window — where a front end draws it (``View/frameInWindow``, SEMANTICS 47). For
    /// an end-to-end test, the point to press to drag it; in the GTK front end, the GTK
    /// window's coordinates. The frame may lie outside what the view shows (scrolled away);
    /// nil for an index path the view does not have.
    public func frameInWindow(ofItemAt indexPath: IndexPath) -> Rect? {
        guard let frame = layoutAttributesForItem(at: indexPath) else { return nil }
        let origin = frameInWindow.origin
        return frame.offsetBy(dx: origin.x - contentOffset.x, dy: origin.y - contentOffset.y)
    }
}
