import Foundation

/// What the view remembers about a drag that started in it.
@MainActor
struct DragSourceState {
    var session: DragSession?
    /// The data-source path each dragged item came from, kept current through batch updates.
    var sources: [ObjectIdentifier: IndexPath] = [:]
    /// The reload generation when the drag began (SEMANTICS 15).
    var generation = 0
    /// The first item of the one pressed to begin the drag.
    var grabbed: ObjectIdentifier?

    mutating func remapSources(through result: BatchUpdateResult) {
        sources = sources.compactMapValues(result.newIndexPath(forOld:))
    }

    mutating func shiftSources(insertedAt insertion: IndexPath) {
        sources = sources.mapValues { path in
            path.section == insertion.section && path.item >= insertion.item ? IndexPath(item: path.item + 1, section: path.section) : path
        }
    }
}

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

    /// A preview of the visible cell showing the data-source item at `path`.
    func preview(ofDataSourceItem path: IndexPath, parameters: DragPreviewParameters?) -> TargetedDragPreview? {
        guard let presentation = presentationIndexPath(forDataSourceIndexPath: path),
              let cell = visibleCells[presentation] else { return nil }
        let center = cell.frame.center.offsetBy(dx: -contentOffset.x, dy: -contentOffset.y)
        return TargetedDragPreview(view: cell, parameters: parameters ?? DragPreviewParameters(),
                                   target: DragPreviewTarget(container: self, center: center))
    }

    fileprivate func beginItems(_ session: DragSession) -> [DragItem] {
        guard let path = dataSourceIndexPath(atViewPoint: session.location(in: self)) else { return [] }
        dragSource.state = DragSourceState(generation: reloadGeneration)
        let pressed = record(hooks.dragItemsForBeginning(session, at: path), from: path)
        guard !pressed.isEmpty else { return [] }
        dragSource.state.grabbed = pressed.first.map(ObjectIdentifier.init)
        guard selectedIndexPaths.contains(path) else { return pressed }
        // A multi-selection is dragged together, its items in list order (the order a user
        // sees them in), whichever was pressed and whatever order they were selected in.
        var byPath: [IndexPath: [DragItem]] = [path: pressed]
        for other in selectedIndexPaths where other != path {
            let point = presentationIndexPath(forDataSourceIndexPath: other).flatMap(layout.frameForItem(at:))?.center ?? .zero
            byPath[other] = record(hooks.dragItemsForAdding(session, at: other, point: point), from: other)
        }
        return byPath.keys.sorted().flatMap { byPath[$0] ?? [] }
    }

    fileprivate func addedItems(_ session: DragSession, at point: Point) -> [DragItem] {
        guard let path = dataSourceIndexPath(atViewPoint: point) else { return [] }
        return record(hooks.dragItemsForAdding(session, at: path, point: point), from: path)
    }

    private func record(_ items: [DragItem], from path: IndexPath) -> [DragItem] {
        for item in items { dragSource.state.sources[ObjectIdentifier(item)] = path }
        return items
    }
}

/// Connects the view's drag interaction to the view's hooks.
@MainActor
final class DragSourceAdapter: DragInteractionDelegate {
    weak var view: IndexedCollectionView?

    func dragInteraction(_ interaction: DragInteraction, itemsForBeginning session: DragSession) -> [DragItem] {
        view?.beginItems(session) ?? []
    }

    func dragInteraction(_ interaction: DragInteraction, itemsForAddingTo session: DragSession,
                         withTouchAt point: Point) -> [DragItem] {
        view?.addedItems(session, at: point) ?? []
    }

    func dragInteraction(_ interaction: DragInteraction, previewForLifting item: DragItem,
                         session: DragSession) -> TargetedDragPreview? {
        guard let view, let path = view.dragSource.state.sources[ObjectIdentifier(item)] else { return nil }
        return view.preview(ofDataSourceItem: path, parameters: view.hooks.dragPreviewParameters(at: path))
    }

    func dragInteraction(_ interaction: DragInteraction, sessionWillBegin session: DragSession) {
        view?.dragSource.state.session = session
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
        return view.preview(ofDataSourceItem: path, parameters: view.hooks.dragPreviewParameters(at: path)) ?? defaultPreview
    }

    func dragInteraction(_ interaction: DragInteraction, session: DragSession, didEndWith operation: DropOperation) {
        guard let view else { return }
        view.dragSource.state.session = nil
        view.hooks.dragSessionDidEnd(session)
        view.dragSource.state.sources.removeAll()
    }
}
