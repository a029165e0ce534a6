import Foundation

/// SwiftUI's `onMove` (SEMANTICS 26–27, 31, 38) and `onDelete`, for the whole view or per
/// section: with only them, a drag reorders within its section and the Delete key removes
/// the selected items, the handlers changing the model and the view following.
extension EditingPart {
    /// The handler that reorders `section`, if any: its own, else the view's.
    func moveHandler(forSection section: Int) -> ((IndexSet, Int) -> Void)? {
        sectionMoves[section] ?? onMove
    }

    /// Whether an `onMove` is set, for the view or a section.
    var hasMoveHandler: Bool { onMove != nil || !sectionMoves.isEmpty }

    /// Items for a drag when only `onMove` is set: the cell's label as text.
    func moveHandlerItems(at indexPath: IndexPath, in view: IndexedCollectionView) -> [DragItem] {
        guard moveHandler(forSection: indexPath.section) != nil else { return [] }
        let label = view.presentationIndexPath(forDataSourceIndexPath: indexPath).flatMap { view.cellForItem(at: $0)?.spokenLabel } ?? ""
        let item = DragItem(itemProvider: ItemProvider(object: label))
        item.localObject = indexPath
        return [item]
    }

    /// Whether a move handler could take `session`: one is set, and the drag began here.
    func moveHandlerCanHandle(_ session: DropSession, in view: IndexedCollectionView) -> Bool {
        hasMoveHandler && view.isFromThisView(session)
    }

    /// Whether `onMove` takes this drag (SEMANTICS 38): it began in this view and all its
    /// items come from one section that has a move handler. Such a drag reorders even when
    /// the view also has a `dropDestination`, which gets every other drag.
    func moveHandlerTakes(_ session: DropSession, in view: IndexedCollectionView) -> Bool {
        guard moveHandlerCanHandle(session, in: view) else { return false }
        let sources = session.items.map(view.sourceIndexPath(of:))
        guard let section = sources.first??.section else { return false }
        return sources.allSatisfy { $0?.section == section } && moveHandler(forSection: section) != nil
    }

    /// Moves only within the section the items come from.
    func moveHandlerProposal(_ session: DropSession, destination: IndexPath?, in view: IndexedCollectionView) -> IndexedDropProposal {
        let sources = session.items.compactMap(view.sourceIndexPath(of:))
        guard let section = sources.first?.section, sources.allSatisfy({ $0.section == section }),
              destination?.section == section, moveHandler(forSection: section) != nil else {
            return IndexedDropProposal(operation: .forbidden)
        }
        return IndexedDropProposal(operation: .move, intent: .insertAtDestinationIndexPath)
    }

    /// Hands the drop's offsets to the section's move handler and moves the items in the view
    /// (a handler whose model disagrees is reported, and the view reloads).
    func performMoveHandler(_ coordinator: IndexedDropCoordinator, in view: IndexedCollectionView) {
        let sources = coordinator.items.compactMap(\.sourceIndexPath)
        guard let insertion = coordinator.insertionIndexPath, let onMove = moveHandler(forSection: insertion.section),
              !sources.isEmpty, sources.allSatisfy({ $0.section == insertion.section }) else { return }
        let plan = ReorderPlan(sources: sources, destination: insertion)
        let offsets = IndexSet(sources.map(\.item))
        do {
            try view.apply(plan.batchUpdates) { onMove(offsets, insertion.item) }
            for (item, path) in zip(coordinator.items, plan.finalIndexPaths) {
                coordinator.drop(item.dragItem, toItemAt: view.presentationIndexPath(forDataSourceIndexPath: path) ?? path)
            }
        } catch {
            view.resynchronise(after: error)
        }
    }

    /// Deletes the selected items through the delete handlers, section by section from the
    /// last, and clears their selection; a handler that does not remove exactly its items is
    /// reported and the view reloads (SEMANTICS 29).
    /// - Returns: whether a handler was called.
    package func deleteSelectedItems(in view: IndexedCollectionView) -> Bool {
        var handled = false
        for (section, paths) in Dictionary(grouping: view.selectedIndexPaths, by: \.section).sorted(by: { $0.key > $1.key }) {
            guard let handler = sectionDeletes[section] ?? onDelete else { continue }
            var batch = BatchUpdates()
            batch.deleteItems(at: paths)
            view.selectedIndexPaths.removeAll { $0.section == section }
            handled = true
            do {
                try view.apply(batch) { handler(IndexSet(paths.map(\.item))) }
            } catch {
                view.resynchronise(after: error)
            }
        }
        return handled
    }
}
