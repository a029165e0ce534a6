import Foundation

extension IndexedCollectionView {
    /// Whether the item shows a reorder handle (SEMANTICS 28): the view is editing (UIKit's
    /// rule) or its data source adopts the reordering protocol (ours), and the data source
    /// can move the item.
    public func showsReorderControl(at indexPath: IndexPath) -> Bool {
        (isEditing || hooks.showsReorderControlsWithoutEditing) && hooks.canMoveItem(at: indexPath)
    }

    /// How wide a reorder handle is, at an item's trailing edge (points).
    public nonisolated static let reorderHandleWidth = 40.0

    /// The reorder handle of the item at a presentation path, in content coordinates: the
    /// trailing ``IndexedCollectionView/reorderHandleWidth`` points of its frame, where a press starts a classic
    /// move; nil when the item shows none.
    public func reorderHandleFrame(at path: IndexPath) -> Rect? {
        guard let data = dataSourceIndexPath(forPresentationIndexPath: path), showsReorderControl(at: data),
              let frame = layout.frameForItem(at: path) else { return nil }
        let width = min(Self.reorderHandleWidth, frame.width)
        return Rect(x: frame.maxX - width, y: frame.minY, width: width, height: frame.height)
    }

    /// The item (data-source path) whose reorder handle is under a point in content
    /// coordinates; nil elsewhere — a press there is the item's own (select, drag).
    /// - Complexity: O(log n).
    public func itemWithReorderHandle(at contentPoint: Point) -> IndexPath? {
        loadIfNeeded()
        guard let path = layout.indexPathForItem(at: contentPoint), let handle = reorderHandleFrame(at: path),
              handle.contains(contentPoint) else { return nil }
        return dataSourceIndexPath(forPresentationIndexPath: path)
    }

    /// UIKit's `setEditing(_:animated:)`.
    public func setEditing(_ editing: Bool, animated: Bool) { isEditing = editing }

    /// Starts a classic move of one item — no edit mode needed (UIKit's
    /// `beginInteractiveMovementForItem(at:)`). False when the item cannot move.
    @discardableResult
    public func beginInteractiveMovementForItem(at indexPath: IndexPath) -> Bool {
        guard editing.movement == nil, hasItem(at: indexPath), hooks.canMoveItem(at: indexPath) else { return false }
        editing.movement = InteractiveMovement(source: indexPath, target: indexPath)
        return true
    }

    /// Follows the pointer (view coordinates): the proposed place is where the item would
    /// land, and the delegate may redirect it (`targetIndexPathForMove…`).
    public func updateInteractiveMovementTargetPosition(_ point: Point) {
        guard var movement = editing.movement,
              let location = layout.dropLocation(at: point.offsetBy(dx: contentOffset.x, dy: contentOffset.y)),
              let insertion = dataSourceInsertion(forPresentation: location.insertionIndexPath) else { return }
        var proposed = insertion
        if proposed.section == movement.source.section, movement.source.item < proposed.item { proposed.item -= 1 }
        proposed.item = min(proposed.item, dataSourceItemCount(inSection: proposed.section) - (proposed.section == movement.source.section ? 1 : 0))
        let target = hooks.targetIndexPathForMove(from: movement.source, current: movement.target, proposed: proposed)
        if isValidMoveTarget(target, from: movement.source) { movement.target = target }
        editing.movement = movement
    }

    /// The item being moved (its path before the move).
    public var interactiveMovementSource: IndexPath? { editing.movement?.source }

    /// Where the moving item would land now.
    public var interactiveMovementTarget: IndexPath? { editing.movement?.target }

    /// Finishes the move: the data source moves the item in the model, the view follows.
    /// Nothing happens when the target is the source (SEMANTICS 28). A data source that
    /// does not implement the move, or whose counts no longer add up, gets a ``Diagnostic``
    /// and the view reloads from it.
    public func endInteractiveMovement() {
        guard let movement = editing.movement else { return }
        editing.movement = nil
        guard movement.target != movement.source else { return }
        commitClassicMove(from: movement.source, to: movement.target)
    }

    /// Moves one item in the model and the view; reports and reloads when the data source
    /// does not move it.
    func commitClassicMove(from source: IndexPath, to target: IndexPath) {
        guard moveThroughDataSource(from: source, to: target) == .notImplemented else { return }
        report("the data source does not implement moveRowAt / moveItemAt, so the move from \(source) to \(target) "
               + "was undone (in Swift the class that adopts the data source protocol must implement it; "
               + "a subclass's method is not seen)")
        reloadData()
    }

    /// Asks the data source to move one item (`moveRowAt` / `moveItemAt`) and moves it in the
    /// view. A data source that does not implement the move leaves model and view untouched;
    /// one whose counts no longer add up gets a ``Diagnostic`` and the view reloads from it.
    func moveThroughDataSource(from source: IndexPath, to target: IndexPath) -> ClassicMoveOutcome {
        struct NotImplemented: Error {}
        var batch = BatchUpdates()
        batch.moveItem(at: source, to: target)
        do {
            try apply(batch) {
                guard hooks.moveItemInModel(from: source, to: target) else { throw NotImplemented() }
            }
            return .moved
        } catch is NotImplemented {
            return .notImplemented
        } catch {
            resynchronise(after: error)
            return .failed
        }
    }

    /// Ends a classic move without changing anything.
    public func cancelInteractiveMovement() {
        editing.movement = nil
    }

    func isValidMoveTarget(_ target: IndexPath, from source: IndexPath) -> Bool {
        guard target.count == 2, target.section >= 0, target.section < numberOfSections, target.item >= 0 else { return false }
        let limit = dataSourceItemCount(inSection: target.section) - (target.section == source.section ? 1 : 0)
        return target.item <= limit
    }

    /// A presentation insertion point as a data-source one (placeholders skipped).
    func dataSourceInsertion(forPresentation path: IndexPath) -> IndexPath? {
        placeholders.store.dataSourceInsertion(forPresentation: path)
    }
}

/// A classic move in progress.
struct InteractiveMovement {
    let source: IndexPath
    var target: IndexPath
}

/// What became of a move asked of the data source.
enum ClassicMoveOutcome {
    /// The model and the view moved the item.
    case moved
    /// The data source does not implement the move (its protocol's default ran): nothing changed.
    case notImplemented
    /// The counts did not add up afterwards: reported, and the view reloaded.
    case failed
}
