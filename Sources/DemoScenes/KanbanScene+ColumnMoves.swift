import DragDrop
import Foundation

/// Columns move by drag and drop on the board itself: pressed by their title (the part of the
/// cell its table leaves), dropped between other columns, where the board opens a gap —
/// the columns after it shift aside with their tables (SEMANTICS 47).
extension KanbanScene: CollectionViewDragDelegate, CollectionViewDropDelegate {
    package func collectionView(_ collectionView: CollectionView, itemsForBeginning session: DragSession,
                               at indexPath: IndexPath) -> [DragItem] {
        guard columns.indices.contains(indexPath.item) else { return [] }
        let column = columns[indexPath.item]
        let item = DragItem(itemProvider: ItemProvider(object: column.name))
        item.localObject = column
        return [item]
    }

    /// A column of this board opens a gap where it would go; anything else (a card over a
    /// column's title) is forbidden.
    package func collectionView(_ collectionView: CollectionView, dropSessionDidUpdate session: DropSession,
                               withDestinationIndexPath destinationIndexPath: IndexPath?) -> CollectionViewDropProposal {
        session.items.count == 1 && session.items[0].localObject is Column
            ? CollectionViewDropProposal(operation: .move, intent: .insertAtDestinationIndexPath)
            : CollectionViewDropProposal(operation: .forbidden)
    }

    package func collectionView(_ collectionView: CollectionView, performDropWith coordinator: CollectionViewDropCoordinator) {
        guard let dropped = coordinator.items.first, let source = dropped.sourceIndexPath,
              let column = dropped.dragItem.localObject as? Column else { return }
        let destination = min(coordinator.destinationIndexPath?.item ?? columns.count - 1, columns.count - 1)
        guard columns.firstIndex(where: { $0 === column }) == source.item, moveColumn(from: source.item, to: destination) else { return }
        coordinator.drop(dropped.dragItem, toItemAt: IndexPath(item: destination, section: 0))
    }
}
