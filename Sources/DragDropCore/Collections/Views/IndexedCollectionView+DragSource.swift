import Foundation

extension IndexedCollectionView {
    /// Whether items can be dragged out of this view (UIKit's `dragInteractionEnabled`).
    public var dragInteractionEnabled: Bool {
        get { dragSource.interaction.isEnabled }
        set { dragSource.interaction.isEnabled = newValue }
    }

    /// Whether a drag that started in this view is in progress.
    public var hasActiveDrag: Bool { dragSource.state.session != nil }

    /// The item the drag was begun on — the one pressed — among a multi-selection's items,
    /// which travel in list order: UIKit lifts it on top of the stack, so a front end draws
    /// it as the drag image. Nil when no drag from this view is in progress.
    public var grabbedDragItem: DragItem? {
        guard let session = dragSource.state.session, let grabbed = dragSource.state.grabbed else { return nil }
        return session.items.first { ObjectIdentifier($0) == grabbed }
    }

    /// The data-source path an item being dragged from this view came from (nil once the
    /// view was reloaded — SEMANTICS 15).
    public func sourceIndexPath(of item: DragItem) -> IndexPath? {
        guard dragSource.state.generation == reloadGeneration else { return nil }
        return dragSource.state.sources[ObjectIdentifier(item)]
    }

    /// The data-source path under a point of the view's own coordinates; nil over a
    /// placeholder or empty space.
    func dataSourceIndexPath(atViewPoint point: Point) -> IndexPath? {
        indexPathForItem(at: point).flatMap(dataSourceIndexPath(forPresentationIndexPath:))
    }
}
