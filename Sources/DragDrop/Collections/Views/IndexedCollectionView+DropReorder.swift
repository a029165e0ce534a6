import Foundation

extension IndexedCollectionView {
    /// UIKit's table rule (SEMANTICS 37): one row dragged within this table and proposed as
    /// a *move* at an insertion point (the resolved intent) is a classic reorder when the
    /// data source implements `moveRowAt` — the delegate may redirect it
    /// (`targetIndexPathForMoveFromRowAt`), the data source moves it, and `performDropWith`
    /// is not called. Collection views, several items, drags from elsewhere and a data source
    /// without `moveRowAt` go to `performDropWith` as before.
    /// - Returns: the presentation path the dropped row animates into; nil when the drop is
    ///   not such a reorder and belongs to the drop delegate.
    func performDropAsClassicReorder(_ session: DropSession, proposal: IndexedDropProposal) -> IndexPath? {
        guard hooks.reordersLocalDropsThroughDataSource, proposal.operation == .move,
              proposal.intent == .insertAtDestinationIndexPath, session.items.count == 1, isFromThisView(session),
              let source = sourceIndexPath(of: session.items[0]),
              let insertion = dropTarget.state.insertion.flatMap(dataSourceInsertion(forPresentation:)) else { return nil }
        var proposed = insertion
        if proposed.section == source.section, source.item < proposed.item { proposed.item -= 1 }
        let target = hooks.targetIndexPathForMove(from: source, current: source, proposed: proposed)
        // A redirect out of range keeps the row where it was, as a classic move does.
        guard target != source, isValidMoveTarget(target, from: source) else {
            return presentationIndexPath(forDataSourceIndexPath: source)
        }
        switch moveThroughDataSource(from: source, to: target) {
        case .moved: return presentationIndexPath(forDataSourceIndexPath: target)
        case .notImplemented: return nil
        case .failed: return source  // reported and reloaded; the drop is still the data source's, not a copy
        }
    }
}
