import Foundation

/// How a view's items are rearranged in place the classic way (SEMANTICS 28, 37): UIKit's
/// edit mode and reorder handles, the interactive move in progress, and a table's local drop
/// that becomes the data source's `moveRowAt`. SwiftUI's `onMove` and `onDelete` are in
/// `EditingPart+SwiftUI.swift`. Each call is given the view the part belongs to; it keeps
/// no reference of its own.
@MainActor
package final class EditingPart {
    var isEditing = false
    /// The classic move in progress.
    var movement: InteractiveMovement?
    package var onMove: ((IndexSet, Int) -> Void)?
    package var sectionMoves: [Int: (IndexSet, Int) -> Void] = [:]
    package var onDelete: ((IndexSet) -> Void)?
    package var sectionDeletes: [Int: (IndexSet) -> Void] = [:]

    // MARK: Reorder handles

    /// Whether the item (data-source path) shows a reorder handle: the view is editing
    /// (UIKit's rule) or its data source adopts the reordering protocol (ours), and the data
    /// source can move the item.
    func showsReorderControl(at indexPath: IndexPath, in view: IndexedCollectionView) -> Bool {
        (isEditing || view.hooks.showsReorderControlsWithoutEditing) && view.hooks.canMoveItem(at: indexPath)
    }

    /// The trailing ``IndexedCollectionView/reorderHandleWidth`` points of the frame of the
    /// item at a presentation path, when it shows a handle.
    func reorderHandleFrame(at path: IndexPath, in view: IndexedCollectionView) -> Rect? {
        guard let data = view.dataSourceIndexPath(forPresentationIndexPath: path), showsReorderControl(at: data, in: view),
              let frame = view.layout.frameForItem(at: path) else { return nil }
        let width = min(IndexedCollectionView.reorderHandleWidth, frame.width)
        return Rect(x: frame.maxX - width, y: frame.minY, width: width, height: frame.height)
    }

    // MARK: The standard move gesture

    /// The item (data-source path) a press-and-drag at `contentPoint` moves the classic way —
    /// UICollectionViewController's standard gesture: installed, the view offers no drag and
    /// drop (that wins, as on iPad), no move under way, the item can move, and the data source
    /// implements the move (``dataSourceImplementsMove(probingWith:in:)``).
    func itemMovedByPressAndDrag(at contentPoint: Point, in view: IndexedCollectionView) -> IndexPath? {
        guard view.hooks.installsStandardMoveGesture, movement == nil, !view.dragSource.offersDrags,
              let shown = view.layout.indexPathForItem(at: contentPoint),
              let path = view.dataSourceIndexPath(forPresentationIndexPath: shown), view.hooks.canMoveItem(at: path) else { return nil }
        return dataSourceImplementsMove(probingWith: path, in: view) ? path : nil
    }

    /// Whether the view's data source implements `moveItemAt` / `moveRowAt`. A data source
    /// that declares it (``CollectionViewMovingDataSource``) is known from its assignment and
    /// never called here. Otherwise — a ported controller that overrides an `open` method, which
    /// Swift on Linux cannot see without calling it — the fallback probe: the data source is
    /// asked to move the item at `path` to where it already is, a move that changes nothing
    /// (UIKit's own code must take it too), once per assignment, when the standard gesture
    /// first needs the answer (an item to probe with exists then, and the view is its
    /// controller's); the answer is forgotten when the data source changes (SEMANTICS 28).
    private func dataSourceImplementsMove(probingWith path: IndexPath, in view: IndexedCollectionView) -> Bool {
        if let known = view.dataSourceState.implementsMove { return known }
        let implemented = view.hooks.moveItemInModel(from: path, to: path)
        view.dataSourceState.implementsMove = implemented
        return implemented
    }

    // MARK: The interactive move

    /// Starts a classic move of one item; false when one is in progress or the item cannot move.
    func beginMovement(at indexPath: IndexPath, in view: IndexedCollectionView) -> Bool {
        guard movement == nil, view.hasItem(at: indexPath), view.hooks.canMoveItem(at: indexPath) else { return false }
        movement = InteractiveMovement(source: indexPath, target: indexPath)
        return true
    }

    /// The proposed place is where the item would land at `contentPoint`; the delegate may
    /// redirect it (`targetIndexPathForMove…`), and a redirect out of range is ignored.
    func updateMovement(to contentPoint: Point, in view: IndexedCollectionView) {
        guard var movement, let location = view.layout.dropLocation(at: contentPoint),
              let insertion = view.placeholders.store.dataSourceInsertion(forPresentation: location.insertionIndexPath) else { return }
        var proposed = insertion
        if proposed.section == movement.source.section, movement.source.item < proposed.item { proposed.item -= 1 }
        let sameSection = proposed.section == movement.source.section
        proposed.item = min(proposed.item, view.dataSourceItemCount(inSection: proposed.section) - (sameSection ? 1 : 0))
        let target = view.hooks.targetIndexPathForMove(from: movement.source, current: movement.target, proposed: proposed)
        if isValidMoveTarget(target, from: movement.source, in: view) { movement.target = target }
        self.movement = movement
    }

    /// Finishes the move; nothing happens when the target is the source (SEMANTICS 28).
    func endMovement(in view: IndexedCollectionView) {
        guard let movement else { return }
        self.movement = nil
        guard movement.target != movement.source else { return }
        commitClassicMove(from: movement.source, to: movement.target, in: view)
    }

    /// Moves one item in the model and the view; reports and reloads when the data source
    /// does not move it.
    func commitClassicMove(from source: IndexPath, to target: IndexPath, in view: IndexedCollectionView) {
        guard moveThroughDataSource(from: source, to: target, in: view) == .notImplemented else { return }
        let declared = view.dataSourceState.declaresMove
            ? "declares that it moves items (CollectionViewMovingDataSource) but " : ""
        view.report("the data source \(declared)does not implement moveRowAt / moveItemAt, so the move from \(source) to \(target) "
                    + "was undone (in Swift the class that adopts the data source protocol must implement it; "
                    + "a subclass's method is not seen)")
        view.reloadData()
    }

    /// Asks the data source to move one item (`moveRowAt` / `moveItemAt`) and moves it in the
    /// view. A data source that does not implement the move leaves model and view untouched;
    /// one whose counts no longer add up gets a ``Diagnostic`` and the view reloads from it.
    private func moveThroughDataSource(from source: IndexPath, to target: IndexPath,
                                       in view: IndexedCollectionView) -> ClassicMoveOutcome {
        struct NotImplemented: Error {}
        var batch = BatchUpdates()
        batch.moveItem(at: source, to: target)
        do {
            try view.apply(batch) {
                guard view.hooks.moveItemInModel(from: source, to: target) else { throw NotImplemented() }
            }
            return .moved
        } catch is NotImplemented {
            return .notImplemented
        } catch {
            view.resynchronise(after: error)
            return .failed
        }
    }

    /// Whether a move from `source` may land at `target` (after the item left its place).
    private func isValidMoveTarget(_ target: IndexPath, from source: IndexPath, in view: IndexedCollectionView) -> Bool {
        guard target.count == 2, target.section >= 0, target.section < view.numberOfSections, target.item >= 0 else { return false }
        let limit = view.dataSourceItemCount(inSection: target.section) - (target.section == source.section ? 1 : 0)
        return target.item <= limit
    }

    // MARK: A local drop as a classic reorder

    /// UIKit's table rule (SEMANTICS 37): one row dragged within this table and proposed as
    /// a *move* at an insertion point (`insertion`, presentation path) is a classic reorder
    /// when the data source implements `moveRowAt` — the delegate may redirect it
    /// (`targetIndexPathForMoveFromRowAt`), the data source moves it, and `performDropWith`
    /// is not called. Collection views, several items, drags from elsewhere and a data source
    /// without `moveRowAt` go to `performDropWith` as before.
    /// - Returns: the presentation path the dropped row animates into; nil when the drop is
    ///   not such a reorder and belongs to the drop delegate.
    func dropAsClassicReorder(_ session: DropSession, proposal: IndexedDropProposal, insertion: IndexPath?,
                              in view: IndexedCollectionView) -> IndexPath? {
        guard view.hooks.reordersLocalDropsThroughDataSource, proposal.operation == .move,
              proposal.intent == .insertAtDestinationIndexPath, session.items.count == 1, view.isFromThisView(session),
              let source = view.sourceIndexPath(of: session.items[0]),
              let insertion = insertion.flatMap(view.placeholders.store.dataSourceInsertion(forPresentation:)) else { return nil }
        var proposed = insertion
        if proposed.section == source.section, source.item < proposed.item { proposed.item -= 1 }
        let target = view.hooks.targetIndexPathForMove(from: source, current: source, proposed: proposed)
        // A redirect out of range keeps the row where it was, as a classic move does.
        guard target != source, isValidMoveTarget(target, from: source, in: view) else {
            return view.presentationIndexPath(forDataSourceIndexPath: source)
        }
        switch moveThroughDataSource(from: source, to: target, in: view) {
        case .moved: return view.presentationIndexPath(forDataSourceIndexPath: target)
        case .notImplemented: return nil
        case .failed: return source  // reported and reloaded; the drop is still the data source's, not a copy
        }
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
