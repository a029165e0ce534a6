import DragDrop
import Foundation

/// One thing to buy.
struct ShoppingItem: Hashable, Sendable {
    var name: String
    var bought = false
}

/// The list's cell: the item it shows (drawn by a custom GTK widget, see `ItemRows`).
final class ItemCell: TableViewCell {
    var item: ShoppingItem?
}

/// A shopping list that reorders by dragging and takes text from other applications, one
/// line per item — text files from a file manager too, while any other file (a picture, a
/// PDF) is refused as it hovers, before anything is read. Written against the public API only,
/// with UIKit's names.
@MainActor
final class ShoppingList: TableViewDataSource, TableViewDragDelegate, TableViewDropDelegate {
    private(set) var items = ["Apples", "Bread", "Cheese", "Dates", "Eggs", "Flour"].map { ShoppingItem(name: $0) }
        + (7...40).map { ShoppingItem(name: "Item \($0)") }
    let tableView: TableView

    init(frame: Rect) {
        tableView = TableView(identifier: "list", frame: frame, rowHeight: 40)
        tableView.register(ItemCell.self, forCellReuseIdentifier: "Item")
        tableView.dataSource = self
        tableView.dragDelegate = self
        tableView.dropDelegate = self
    }

    /// Marks the item at `row` bought or not (its check button).
    func setBought(_ bought: Bool, at row: Int) {
        guard items.indices.contains(row), items[row].bought != bought else { return }
        items[row].bought = bought
        tableView.reloadRows(at: [IndexPath(row: row, section: 0)], with: .none)
    }

    func tableView(_ tableView: TableView, numberOfRowsInSection section: Int) -> Int { items.count }

    func tableView(_ tableView: TableView, cellForRowAt indexPath: IndexPath) -> TableViewCell {
        let cell = tableView.dequeueReusableCell(withIdentifier: "Item", for: indexPath)
        let item = items[indexPath.row]
        (cell as? ItemCell)?.item = item
        cell.accessibilityLabel = item.bought ? "\(item.name), bought" : item.name
        return cell
    }

    func tableView(_ tableView: TableView, itemsForBeginning session: DragSession, at indexPath: IndexPath) -> [DragItem] {
        let item = DragItem(itemProvider: ItemProvider(object: items[indexPath.row].name))
        item.localObject = indexPath.row
        return [item]
    }

    func tableView(_ tableView: TableView, canHandle session: DropSession) -> Bool {
        session.canLoadObjects(ofClass: String.self) || session.canLoadObjects(ofClass: URL.self)
    }

    func tableView(_ tableView: TableView, dropSessionDidUpdate session: DropSession,
                   withDestinationIndexPath destinationIndexPath: IndexPath?) -> TableViewDropProposal {
        if session.localDragSession != nil { return TableViewDropProposal(operation: .move, intent: .insertAtDestinationIndexPath) }
        // Files from a file manager conform to public.file-url and to their content type.
        let files = session.items.map(\.itemProvider).filter { $0.hasItemConformingToTypeIdentifier(.fileURL) }
        guard files.allSatisfy({ $0.hasItemConformingToTypeIdentifier(.plainText) }) else {
            return TableViewDropProposal(operation: .forbidden)
        }
        return TableViewDropProposal(operation: .copy, intent: .insertAtDestinationIndexPath)
    }

    func tableView(_ tableView: TableView, performDropWith coordinator: TableViewDropCoordinator) {
        let destination = coordinator.destinationIndexPath ?? IndexPath(row: items.count, section: 0)
        if let item = coordinator.items.first, let source = item.sourceIndexPath {
            // A move inside the list: the destination is the final index (UIKit's rule).
            let final = min(destination.row, items.count - 1)
            tableView.performBatchUpdates {
                items.insert(items.remove(at: source.row), at: final)
                tableView.deleteRows(at: [source], with: .automatic)
                tableView.insertRows(at: [IndexPath(row: final, section: 0)], with: .automatic)
            }
            coordinator.drop(item.dragItem, toRowAt: IndexPath(row: final, section: 0))
            return
        }
        // From elsewhere: text, or text files' contents — a line per item. Started while the
        // drop performs (SEMANTICS 8), awaited afterwards.
        let texts = coordinator.items.map { StartedLoad.object(String.self, from: $0.dragItem.itemProvider) }
        Task { @MainActor in
            var added: [String] = []
            for load in texts {
                if let text = try? await load.value() {
                    added += text.split(whereSeparator: \.isNewline).map(String.init).filter { !$0.isEmpty }
                }
            }
            guard !added.isEmpty else { return }
            let start = min(destination.row, items.count)
            tableView.performBatchUpdates {
                items.insert(contentsOf: added.map { ShoppingItem(name: $0) }, at: start)
                tableView.insertRows(at: added.indices.map { IndexPath(row: start + $0, section: 0) })
            }
        }
    }
}
