import DragDrop
import Foundation

/// Seed 002: two lists, "Left" and "Right", side by side. Dragging rows copies their text
/// to the other list (either way) at the drop position, or at the end over empty space;
/// text from other applications is accepted, and rows arrive elsewhere as plain text.
@MainActor
package final class TwoListsScene {
    package static let hint = "Drag rows to the other list to copy them; select several with Ctrl or Shift."

    /// One list: its rows, its table and the delegates that fill it.
    @MainActor
    package final class List: TableViewDataSource, TableViewDragDelegate, TableViewDropDelegate {
        package private(set) var rows: [String]
        package let tableView: TableView

        init(name: String, frame: Rect) {
            rows = (1...20).map { "\(name) \($0)" }
            tableView = TableView(identifier: name.lowercased(), frame: frame, rowHeight: 44)
            tableView.accessibilityLabel = "\(name) list"
            tableView.register(TableViewCell.self, forCellReuseIdentifier: "Row")
            tableView.dataSource = self
            tableView.dragDelegate = self
            tableView.dropDelegate = self
            tableView.reloadData()
        }

        package func tableView(_ tableView: TableView, numberOfRowsInSection section: Int) -> Int { rows.count }

        package func tableView(_ tableView: TableView, cellForRowAt indexPath: IndexPath) -> TableViewCell {
            let cell = tableView.dequeueReusableCell(withIdentifier: "Row", for: indexPath)
            cell.content = .text(rows[indexPath.row])
            return cell
        }

        // Drag: the row's text as UTF-8 plain text, which every application understands. A
        // selection is dragged whole through this method alone, as on iOS (SEMANTICS 10).
        package func tableView(_ tableView: TableView, itemsForBeginning session: DragSession, at indexPath: IndexPath) -> [DragItem] {
            [dragItem(for: indexPath)]
        }

        private func dragItem(for indexPath: IndexPath) -> DragItem {
            let provider = ItemProvider(item: Data(rows[indexPath.row].utf8), typeIdentifier: .utf8PlainText)
            return DragItem(itemProvider: provider)
        }

        // Drop: copy text from the other list or another application; not onto itself.
        package func tableView(_ tableView: TableView, canHandle session: DropSession) -> Bool {
            session.canLoadObjects(ofClass: String.self)
        }

        package func tableView(_ tableView: TableView, dropSessionDidUpdate session: DropSession,
                              withDestinationIndexPath destinationIndexPath: IndexPath?) -> TableViewDropProposal {
            tableView.hasActiveDrag
                ? TableViewDropProposal(operation: .forbidden)
                : TableViewDropProposal(operation: .copy, intent: .insertAtDestinationIndexPath)
        }

        package func tableView(_ tableView: TableView, performDropWith coordinator: TableViewDropCoordinator) {
            let destination = coordinator.destinationIndexPath
                ?? IndexPath(row: tableView.numberOfRows(inSection: 0), section: 0)
            let dropped = DroppedStrings(from: coordinator.session)
            Task { @MainActor [weak self] in
                let (strings, failures) = await dropped.load()
                guard let self else { return }
                // Nothing dropped vanishes silently: the user hears which items failed and why.
                if !failures.isEmpty {
                    onFailure?(failures.count == 1 ? "Could not copy the text: \(failures[0])"
                               : "Could not copy \(failures.count) items: \(failures[0])")
                }
                guard !strings.isEmpty else { return }
                // The list may have changed while the data loaded: clamp to its end.
                let start = min(destination.row, rows.count)
                let paths = strings.indices.map { IndexPath(row: start + $0, section: 0) }
                tableView.performBatchUpdates {
                    rows.insert(contentsOf: strings, at: start)
                    tableView.insertRows(at: paths, with: .automatic)
                }
            }
        }

        /// Called when dropped items could not be read (the message names why).
        package var onFailure: ((String) -> Void)?
    }

    package let left: List
    package let right: List

    /// Two lists side by side in `frame` (window coordinates).
    package init(frame: Rect) {
        let half = (frame.width - 10) / 2
        left = List(name: "Left", frame: Rect(x: frame.minX, y: frame.minY, width: half, height: frame.height))
        right = List(name: "Right", frame: Rect(x: frame.minX + half + 10, y: frame.minY, width: half, height: frame.height))
    }
}
