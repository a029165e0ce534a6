import DragDrop

extension IndexedCollectionView {
    /// Where to put the headless driver's pointer for an item: the screen point at a fraction
    /// of the item's frame as the view shows it now (scrolled, placeholders counted, in its
    /// window at the window's screen frame). (0.5, 0.5) is its centre; (0.5, 0.1) near its
    /// top, where a drop goes before it. Nil when the view is in no window or has no such item.
    /// - Complexity: the layout's `layoutAttributesForItem(at:)`.
    public func screenPoint(ofItemAt indexPath: IndexPath, x: Double = 0.5, y: Double = 0.5) -> Point? {
        guard let window, let frame = frameInWindow(ofItemAt: indexPath) else { return nil }
        return Point(x: window.frame.minX + frame.minX + frame.width * x, y: window.frame.minY + frame.minY + frame.height * y)
    }
}
