import DragDropCore

/// `onInsert(of:perform:)`: the table takes drops between the rows of the `ForEach`es that
/// have one, as a table drop delegate. The table then reorders its own rows through the data
/// source (SEMANTICS 37), which hands the move to the `ForEach`'s `onMove`.
extension RowsController: TableViewDropDelegate {
    /// Whether some `ForEach` takes insertions.
    var takesInsertions: Bool { sections.contains { $0.sources.contains { $0.editActions.insert != nil } } }

    /// The run taking insertions at `indexPath` (a row's place, or the end of its section),
    /// and the offset in its data.
    private func insertion(at indexPath: IndexPath) -> (types: [TypeIdentifier], action: (Int, [ItemProvider]) -> Void, offset: Int)? {
        guard sections.indices.contains(indexPath.section) else { return nil }
        let section = sections[indexPath.section]
        for (run, source) in section.sources.enumerated() {
            let start = section.start(of: run)
            guard let insert = source.editActions.insert, indexPath.item >= start, indexPath.item <= start + source.count else { continue }
            return (insert.types, insert.action, indexPath.item - start)
        }
        return nil
    }

    func tableView(_ tableView: TableView, canHandle session: DropSession) -> Bool {
        session.localDragSession != nil
            || sections.contains { $0.sources.contains { $0.editActions.insert.map { session.hasItemsConforming(toTypeIdentifiers: $0.types) } ?? false } }
    }

    func tableView(_ tableView: TableView, dropSessionDidUpdate session: DropSession,
                   withDestinationIndexPath destinationIndexPath: IndexPath?) -> TableViewDropProposal {
        if session.localDragSession != nil, tableView.hasActiveDrag {
            return TableViewDropProposal(operation: .move, intent: .insertAtDestinationIndexPath)
        }
        guard let destination = destinationIndexPath, let insertion = insertion(at: destination),
              session.hasItemsConforming(toTypeIdentifiers: insertion.types) else {
            return TableViewDropProposal(operation: .forbidden)
        }
        return TableViewDropProposal(operation: .copy, intent: .insertAtDestinationIndexPath)
    }

    func tableView(_ tableView: TableView, performDropWith coordinator: TableViewDropCoordinator) {
        guard let destination = coordinator.destinationIndexPath, let insertion = insertion(at: destination) else { return }
        let providers = coordinator.items.map(\.dragItem.itemProvider).filter { provider in
            insertion.types.contains { provider.hasItemConformingToTypeIdentifier($0) }
        }
        guard !providers.isEmpty else { return }
        insertion.action(insertion.offset, providers)
    }

    /// A row moved by the table itself (a drop delegate is set): the `ForEach`'s `onMove`.
    func tableView(_ tableView: TableView, moveRowAt sourceIndexPath: IndexPath, to destinationIndexPath: IndexPath) {
        guard sourceIndexPath.section == destinationIndexPath.section else {
            graph.diagnose("List: rows can move only within their own section; the move was refused")
            return
        }
        let (from, to) = (sourceIndexPath.item, destinationIndexPath.item)
        move(IndexSet(integer: from), to: to > from ? to + 1 : to, inSection: sourceIndexPath.section)
    }

    /// Only the rows of a `ForEach` with `onMove` move.
    func tableView(_ tableView: TableView, canMoveRowAt indexPath: IndexPath) -> Bool {
        guard sections.indices.contains(indexPath.section), let (run, _) = sections[indexPath.section].source(at: indexPath.item) else {
            return false
        }
        return sections[indexPath.section].sources[run].editActions.move != nil
    }
}
