import Foundation

extension IndexedCollectionView {
    /// SwiftUI's `onMove` for every section: with it and no drag or drop delegate, items can
    /// be dragged to reorder them within their section, and the handler gets the original
    /// offsets and the destination offset in the original order (SEMANTICS 26–27). No edit
    /// mode, any collection (SEMANTICS 31). A section's own handler
    /// (``onMove(inSection:perform:)``) takes precedence.
    public var onMove: ((IndexSet, Int) -> Void)? {
        get { editing.onMove }
        set { editing.onMove = newValue }
    }

    /// SwiftUI's `onMove` on the `ForEach` of one `Section`: the handler moves within
    /// `section` only, and knows which section it is because it is that section's. nil
    /// removes it.
    public func onMove(inSection section: Int, perform action: ((IndexSet, Int) -> Void)?) {
        editing.sectionMoves[section] = action
    }

    /// The handler that reorders `section`, if any.
    func moveHandler(forSection section: Int) -> ((IndexSet, Int) -> Void)? {
        editing.sectionMoves[section] ?? editing.onMove
    }

    /// Items for a drag when only `onMove` is set: the cell's label as text.
    func moveHandlerItems(at indexPath: IndexPath) -> [DragItem] {
        guard moveHandler(forSection: indexPath.section) != nil else { return [] }
        let label = presentationIndexPath(forDataSourceIndexPath: indexPath).flatMap { visibleCells[$0]?.spokenLabel } ?? ""
        let item = DragItem(itemProvider: ItemProvider(object: label))
        item.localObject = indexPath
        return [item]
    }

    func moveHandlerCanHandle(_ session: DropSession) -> Bool {
        (editing.onMove != nil || !editing.sectionMoves.isEmpty) && isFromThisView(session)
    }

    /// Whether `onMove` takes this drag (SEMANTICS 38): it began in this view and all its
    /// items come from one section that has a move handler. Such a drag reorders even when
    /// the view also has a `dropDestination`, which gets every other drag.
    func moveHandlerTakes(_ session: DropSession) -> Bool {
        guard moveHandlerCanHandle(session) else { return false }
        let sources = session.items.map(sourceIndexPath(of:))
        guard let section = sources.first??.section else { return false }
        return sources.allSatisfy { $0?.section == section } && moveHandler(forSection: section) != nil
    }

    /// Moves only within the section the items come from.
    func moveHandlerProposal(_ session: DropSession, destination: IndexPath?) -> IndexedDropProposal {
        let sources = session.items.compactMap(sourceIndexPath(of:))
        guard let section = sources.first?.section, sources.allSatisfy({ $0.section == section }),
              destination?.section == section, moveHandler(forSection: section) != nil else {
            return IndexedDropProposal(operation: .forbidden)
        }
        return IndexedDropProposal(operation: .move, intent: .insertAtDestinationIndexPath)
    }

    func performMoveHandler(_ coordinator: IndexedDropCoordinator) {
        let sources = coordinator.items.compactMap(\.sourceIndexPath)
        guard let insertion = coordinator.insertionIndexPath, let onMove = moveHandler(forSection: insertion.section),
              !sources.isEmpty, sources.allSatisfy({ $0.section == insertion.section }) else { return }
        let plan = ReorderPlan(sources: sources, destination: insertion)
        let offsets = IndexSet(sources.map(\.item))
        do {
            try apply(plan.batchUpdates) { onMove(offsets, insertion.item) }
            for (item, path) in zip(coordinator.items, plan.finalIndexPaths) {
                coordinator.drop(item.dragItem, toItemAt: presentationIndexPath(forDataSourceIndexPath: path) ?? path)
            }
        } catch {
            resynchronise(after: error)
        }
    }
}
