import Foundation

/// The drag source side of a view: its drag interaction, whose delegate it is, the drag
/// that started in the view (``DragSourceState``) and `draggable`'s item maker. It turns the
/// interaction's calls into the view's hooks (the UIKit-named delegates), with the pressed
/// point as a data-source index path.
@MainActor
final class DragSourcePart: DragInteractionDelegate {
    weak var view: IndexedCollectionView?
    private(set) lazy var interaction = DragInteraction(delegate: self)
    var state = DragSourceState()
    /// `draggable`'s item maker (SwiftUI), when set.
    var makeItem: ((IndexPath) -> DragItem?)?

    /// A preview of the visible cell showing the data-source item at `path`.
    private func preview(ofDataSourceItem path: IndexPath, in view: IndexedCollectionView) -> TargetedDragPreview? {
        guard let presentation = view.presentationIndexPath(forDataSourceIndexPath: path),
              let cell = view.cellForItem(at: presentation) else { return nil }
        let center = cell.frame.center.offsetBy(dx: -view.contentOffset.x, dy: -view.contentOffset.y)
        return TargetedDragPreview(view: cell, parameters: view.hooks.dragPreviewParameters(at: path) ?? DragPreviewParameters(),
                                   target: DragPreviewTarget(container: view, center: center))
    }

    /// Items for a drag without a drag delegate: `draggable`'s, else `onMove`'s.
    func fallbackItems(at indexPath: IndexPath) -> [DragItem] {
        if let makeItem { return makeItem(indexPath).map { [$0] } ?? [] }
        return view.map { $0.editing.moveHandlerItems(at: indexPath, in: $0) } ?? []
    }

    /// Whether the view's items can be dragged at all: drags are enabled and something
    /// supplies items — a drag delegate, `draggable`, or `onMove`.
    var offersDrags: Bool {
        guard let view, interaction.isEnabled else { return false }
        return view.hooks.hasDragDelegate || makeItem != nil || view.editing.hasMoveHandler
    }

    // MARK: Drags without a pointer

    /// Begins the drag of a keyboard lift (SEMANTICS 43) from the data-source item at `path`,
    /// with the delegate calls a press there makes: its items, whether they may move,
    /// `dragSessionWillBegin`. With no items, a drag begins only when `classicMoveAllowed`
    /// (the item is reordered by the data source); nil otherwise, and nothing was recorded.
    func beginWithoutPointer(at path: IndexPath, classicMoveAllowed: Bool) -> DragSession? {
        guard let view else { return nil }
        let session = DragSession(items: [], sourceInteraction: interaction, screenLocation: .zero)
        let items = view.hooks.dragItemsForBeginning(session, at: path)
        guard !items.isEmpty || classicMoveAllowed else { return nil }
        session.items = items
        state = DragSourceState(session: session, generation: view.reloadGeneration)
        state.grabbed = state.record(items, from: path).first.map(ObjectIdentifier.init)
        session.allowsMoveOperation = view.hooks.dragSessionAllowsMoveOperation(session)
        view.hooks.dragSessionWillBegin(session)
        return session
    }

    /// Ends a drag begun by ``beginWithoutPointer(at:classicMoveAllowed:)``, however it ended,
    /// as a pointer drag's end does: `dragSessionDidEnd`, and the view forgets the drag.
    func endWithoutPointer(_ session: DragSession) {
        dragInteraction(interaction, session: session, didEndWith: .cancel)
        state = DragSourceState()
    }

    // MARK: DragInteractionDelegate

    /// The pressed item's drag items; a selected item brings the whole selection (SEMANTICS
    /// 10): as UIKit does, `itemsForBeginning` is asked once for each selected item — the
    /// pressed one first (its [] refuses the drag), then the others in list order — never
    /// `itemsForAddingTo`, which is for adding by tapping. The items come in list order (the
    /// order a user sees them in), whichever was pressed and whatever order they were
    /// selected in.
    func dragInteraction(_ interaction: DragInteraction, itemsForBeginning session: DragSession) -> [DragItem] {
        guard let view, let path = view.dataSourceIndexPath(atViewPoint: session.location(in: view)) else { return [] }
        state = DragSourceState(generation: view.reloadGeneration)
        let pressed = state.record(view.hooks.dragItemsForBeginning(session, at: path), from: path)
        guard !pressed.isEmpty else { return [] }
        state.grabbed = pressed.first.map(ObjectIdentifier.init)
        guard view.selectedIndexPaths.contains(path) else { return pressed }
        var byPath: [IndexPath: [DragItem]] = [path: pressed]
        for other in view.selectedIndexPaths.sorted() where other != path {
            byPath[other] = state.record(view.hooks.dragItemsForBeginning(session, at: other), from: other)
        }
        return byPath.keys.sorted().flatMap { byPath[$0] ?? [] }
    }

    func dragInteraction(_ interaction: DragInteraction, itemsForAddingTo session: DragSession,
                         withTouchAt point: Point) -> [DragItem] {
        guard let view, let path = view.dataSourceIndexPath(atViewPoint: point) else { return [] }
        return state.record(view.hooks.dragItemsForAdding(session, at: path, point: point), from: path)
    }

    func dragInteraction(_ interaction: DragInteraction, previewForLifting item: DragItem,
                         session: DragSession) -> TargetedDragPreview? {
        guard let view, let path = state.sources[ObjectIdentifier(item)] else { return nil }
        return preview(ofDataSourceItem: path, in: view)
    }

    func dragInteraction(_ interaction: DragInteraction, sessionWillBegin session: DragSession) {
        state.session = session
        view?.hooks.dragSessionWillBegin(session)
    }

    func dragInteraction(_ interaction: DragInteraction, sessionAllowsMoveOperation session: DragSession) -> Bool {
        view?.hooks.dragSessionAllowsMoveOperation(session) ?? true
    }

    func dragInteraction(_ interaction: DragInteraction,
                         sessionIsRestrictedToDraggingApplication session: DragSession) -> Bool {
        view?.hooks.dragSessionIsRestrictedToDraggingApplication(session) ?? false
    }

    func dragInteraction(_ interaction: DragInteraction, previewForCancelling item: DragItem,
                         withDefault defaultPreview: TargetedDragPreview) -> TargetedDragPreview? {
        guard let view, let path = view.sourceIndexPath(of: item) else { return defaultPreview }
        return preview(ofDataSourceItem: path, in: view) ?? defaultPreview
    }

    func dragInteraction(_ interaction: DragInteraction, session: DragSession, didEndWith operation: DropOperation) {
        state.session = nil
        view?.hooks.dragSessionDidEnd(session)
        state.sources.removeAll()
    }
}
