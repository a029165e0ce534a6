import Foundation

extension CollectionViewCell {
    /// The views in the cell that nothing draws unless the application draws the cell itself
    /// (SEMANTICS 47): plain ``View``s the application added — to ``contentView`` or to the
    /// cell — that are not hidden and hold no table or collection view. A view here is a
    /// model: it is hit-tested and takes interactions where the cell is, but has no pixels of
    /// its own. A front end draws the cell's ``content`` and hosts the tables and collection
    /// views inside it; these views show only through the application's own drawing of the
    /// cell (the GTK front end's cell factory), which reads them as it likes.
    /// - Complexity: O(views in the cell).
    public var viewsOnlyTheApplicationDraws: [View] {
        func undrawn(in view: View) -> [View] {
            view.subviews.flatMap { subview -> [View] in
                guard !subview.isHidden, !(subview is IndexedCollectionView) else { return [] }
                let inside = undrawn(in: subview)
                // A view holding a table or collection view is its container: the table shows.
                if subview === contentView || Self.holdsCollection(subview) { return inside }
                return [subview] + inside
            }
        }
        return undrawn(in: self)
    }

    private static func holdsCollection(_ view: View) -> Bool {
        view.subviews.contains { $0 is IndexedCollectionView || holdsCollection($0) }
    }
}
