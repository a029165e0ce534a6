import Foundation

extension IndexedCollectionView {
    /// Whether the item shows a reorder handle (SEMANTICS 28): the view is editing (UIKit's
    /// rule) or its data source adopts the reordering protocol (ours), and the data source
    /// can move the item.
    public func showsReorderControl(at indexPath: IndexPath) -> Bool { editing.showsReorderControl(at: indexPath, in: self) }

    /// How wide a reorder handle is, at an item's trailing edge (points).
    public nonisolated static let reorderHandleWidth = 40.0

    /// The reorder handle of the item at a presentation path, in content coordinates: the
    /// trailing ``IndexedCollectionView/reorderHandleWidth`` points of its frame, where a press starts a classic
    /// move; nil when the item shows none.
    public func reorderHandleFrame(at path: IndexPath) -> Rect? { editing.reorderHandleFrame(at: path, in: self) }

    /// The item (data-source path) whose reorder handle is under a point in content
    /// coordinates; nil elsewhere — a press there is the item's own (select, drag).
    /// - Complexity: O(log n).
    public func itemWithReorderHandle(at contentPoint: Point) -> IndexPath? {
        loadIfNeeded()
        guard let path = layout.indexPathForItem(at: contentPoint), reorderHandleFrame(at: path)?.contains(contentPoint) == true else { return nil }
        return dataSourceIndexPath(forPresentationIndexPath: path)
    }

    /// The item (data-source path) a press-and-drag at a point in content coordinates moves
    /// the classic way, with UICollectionViewController's standard gesture
    /// (`installsStandardGestureForInteractiveMovement`); nil when it moves none. Front ends
    /// ask once the pointer has moved past the drag threshold, then begin the interactive
    /// movement with it (SEMANTICS 28).
    /// - Complexity: O(log n).
    public func itemMovedByPressAndDrag(at contentPoint: Point) -> IndexPath? {
        loadIfNeeded()
        return editing.itemMovedByPressAndDrag(at: contentPoint, in: self)
    }

    /// UIKit's `setEditing(_:animated:)`.
    public func setEditing(_ editing: Bool, animated: Bool) { isEditing = editing }

    /// Starts a classic move of one item — no edit mode needed (UIKit's
    /// `beginInteractiveMovementForItem(at:)`). False when the item cannot move.
    @discardableResult
    public func beginInteractiveMovementForItem(at indexPath: IndexPath) -> Bool { editing.beginMovement(at: indexPath, in: self) }

    /// Follows the pointer (view coordinates): the proposed place is where the item would
    /// land, and the delegate may redirect it (`targetIndexPathForMove…`).
    public func updateInteractiveMovementTargetPosition(_ point: Point) {
        editing.updateMovement(to: point.offsetBy(dx: contentOffset.x, dy: contentOffset.y), in: self)
    }

    /// The item being moved (its path before the move).
    public var interactiveMovementSource: IndexPath? { editing.movement?.source }

    /// Where the moving item would land now.
    public var interactiveMovementTarget: IndexPath? { editing.movement?.target }

    /// Finishes the move: the data source moves the item in the model, the view follows.
    /// Nothing happens when the target is the source (SEMANTICS 28). A data source that
    /// does not implement the move, or whose counts no longer add up, gets a ``Diagnostic``
    /// and the view reloads from it.
    public func endInteractiveMovement() { editing.endMovement(in: self) }

    /// Ends a classic move without changing anything.
    public func cancelInteractiveMovement() { editing.movement = nil }
}
