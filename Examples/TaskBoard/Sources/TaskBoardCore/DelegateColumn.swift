import DragDrop
import Foundation

/// A column with UIKit's drag and drop delegates: its cards drag as `Card` (and their titles
/// as text, for other applications); it takes cards from any column, picture files (each a
/// card with its picture attached) and text from other applications, one card per line.
@MainActor
final class DelegateColumn: TableViewDragDelegate, TableViewDropDelegate {
    private unowned let board: Board
    let index: Int

    init(board: Board, index: Int) {
        self.board = board
        self.index = index
    }

    func tableView(_ tableView: TableView, itemsForBeginning session: DragSession, at indexPath: IndexPath) -> [DragItem] {
        guard board.columns[index].indices.contains(indexPath.row) else { return [] }
        let card = board.columns[index][indexPath.row]
        let provider = ItemProvider()
        provider.register(card)
        let item = DragItem(itemProvider: provider)
        item.localObject = card
        return [item]
    }

    func tableView(_ tableView: TableView, canHandle session: DropSession) -> Bool {
        session.items.contains { $0.itemProvider.canLoadTransferable(type: Card.self) || Self.isPictureFile($0.itemProvider) }
            || session.canLoadObjects(ofClass: String.self)
    }

    /// A picture file (from a file manager): an image that can be had as its file's URL.
    static func isPictureFile(_ provider: ItemProvider) -> Bool {
        provider.hasItemConformingToTypeIdentifier(.image) && provider.hasItemConformingToTypeIdentifier(.fileURL)
    }

    func tableView(_ tableView: TableView, dropSessionDidUpdate session: DropSession,
                   withDestinationIndexPath destinationIndexPath: IndexPath?) -> TableViewDropProposal {
        // A card of this board moves; anything from elsewhere is a copy.
        TableViewDropProposal(operation: session.localDragSession != nil ? .move : .copy, intent: .insertAtDestinationIndexPath)
    }

    func tableView(_ tableView: TableView, performDropWith coordinator: TableViewDropCoordinator) {
        // The insertion point (before removal) where there is one, else the end.
        let row = coordinator.insertionIndexPath?.row ?? coordinator.destinationIndexPath?.row ?? board.columns[index].count
        let local = coordinator.items.compactMap { $0.dragItem.localObject as? Card }
        if local.count == coordinator.items.count {
            board.place(local, in: index, at: row)
            return
        }
        // From elsewhere: cards of another board, picture files, or text. The loads start now, while the
        // drop performs; each lands as it arrives.
        for provider in coordinator.items.map(\.dragItem.itemProvider) {
            if Self.isPictureFile(provider) {
                _ = provider.loadObject(ofClass: URL.self) { [weak board, index] url, _ in
                    guard let url, url.isFileURL else { return }
                    Task { @MainActor in board?.place([Card(title: url.lastPathComponent, tag: .bug, picture: url)], in: index, at: row) }
                }
            } else if provider.canLoadTransferable(type: Card.self) {
                provider.loadTransferable(type: Card.self) { [weak board, index] result in
                    guard case let .success(card) = result else { return }
                    Task { @MainActor in board?.place([card], in: index, at: row) }
                }
            } else if provider.canLoadObject(ofClass: String.self) {
                _ = provider.loadObject(ofClass: String.self) { [weak board, index] text, _ in
                    guard let text else { return }
                    Task { @MainActor in board?.addCards(fromText: text, in: index, at: row) }
                }
            }
        }
    }
}
