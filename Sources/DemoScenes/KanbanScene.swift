import DragDrop
import Foundation

/// A Kanban board as iOS apps build one: a collection view of columns, each cell holding a
/// table of cards in its `contentView`. Cards move between columns (and within one) by drag
/// and drop; each table is the drop target where it is drawn, inside its cell (SEMANTICS 47).
/// Columns move too, dragged by their title (`KanbanScene+ColumnMoves`): while one hovers,
/// the board opens a gap and the columns after it, their tables with them, shift aside.
@MainActor
package final class KanbanScene: CollectionViewDataSource {
    package static let hint = "Drag cards between the columns; each column is a table inside a cell of the board."

    /// One column: its cards, and the delegates of the table that shows it.
    @MainActor
    package final class Column: TableViewDataSource, TableViewDragDelegate, TableViewDropDelegate {
        package let name: String
        package fileprivate(set) var cards: [String]
        /// The table showing the column now: the one in the cell that shows it (nil while no cell does).
        package fileprivate(set) weak var tableView: TableView?
        fileprivate weak var scene: KanbanScene?

        init(name: String, cards: [String]) {
            self.name = name
            self.cards = cards
        }

        package func tableView(_ tableView: TableView, numberOfRowsInSection section: Int) -> Int { cards.count }

        package func tableView(_ tableView: TableView, cellForRowAt indexPath: IndexPath) -> TableViewCell {
            let cell = tableView.dequeueReusableCell(withIdentifier: "Card", for: indexPath)
            cell.content = .text(cards[indexPath.row])
            return cell
        }

        package func tableView(_ tableView: TableView, itemsForBeginning session: DragSession, at indexPath: IndexPath) -> [DragItem] {
            let card = cards[indexPath.row]
            let item = DragItem(itemProvider: ItemProvider(item: Data(card.utf8), typeIdentifier: .utf8PlainText))
            item.localObject = card
            return [item]
        }

        /// Cards of this board move here; a column dragged over a table is no card (forbidden).
        package func tableView(_ tableView: TableView, dropSessionDidUpdate session: DropSession,
                              withDestinationIndexPath destinationIndexPath: IndexPath?) -> TableViewDropProposal {
            if session.localDragSession == nil { return TableViewDropProposal(operation: .cancel) }
            return session.items.allSatisfy { $0.localObject is String }
                ? TableViewDropProposal(operation: .move, intent: .insertAtDestinationIndexPath)
                : TableViewDropProposal(operation: .forbidden)
        }

        package func tableView(_ tableView: TableView, performDropWith coordinator: TableViewDropCoordinator) {
            let end = IndexPath(row: cards.count, section: 0)
            let destination = coordinator.insertionIndexPath ?? end
            for dropped in coordinator.items {
                guard let card = dropped.dragItem.localObject as? String else { continue }
                scene?.move(card, to: self, at: destination.row)
            }
        }
    }

    /// The cell of one column: a title strip and the column's table under it, in `contentView`.
    @MainActor
    package final class ColumnCell: CollectionViewCell {
        /// Height of the title strip above the table.
        package static let titleHeight = 32.0
        /// The column's table, made once with the cell and shown again for each column it is reused for.
        package let table = TableView(identifier: "cards", frame: .zero, rowHeight: 40)

        package required init(identifier: String = "", frame: Rect = .zero, zIndex: Int = 0) {
            super.init(identifier: identifier, frame: frame, zIndex: zIndex)
            table.register(TableViewCell.self, forCellReuseIdentifier: "Card")
            contentView.addSubview(table)
        }

        /// The column shown now.
        private weak var shown: Column?

        /// Shows `column` in a cell of `size`: its title, and its cards in the table under it.
        func show(_ column: Column, size: Size) {
            let tableFrame = Rect(x: 0, y: Self.titleHeight, width: size.width, height: max(0, size.height - Self.titleHeight))
            if table.frame != tableFrame { table.frame = tableFrame }
            if let shown, shown !== column, shown.tableView === table { shown.tableView = nil }
            shown = column
            content = .text(column.name)
            table.identifier = column.name.lowercased()
            table.accessibilityLabel = "\(column.name) cards"
            table.dataSource = column
            table.dragDelegate = column
            table.dropDelegate = column
            column.tableView = table
            table.reloadData()
        }
    }

    /// The columns, left to right.
    package private(set) var columns: [Column]
    /// The board: one cell per column.
    package let board: CollectionView
    /// Called after each move, with the card's new column (the front end saves the state).
    package var onMove: ((String, Column) -> Void)?
    /// Called after a column moved (the front end saves the state).
    package var onColumnMove: (() -> Void)?

    /// A board of three columns in `frame` (window coordinates), each of `columnSize` (by
    /// default 200 points wide and as tall as the board, less a margin). A narrow board wraps
    /// its columns into rows, and scrolls.
    package init(frame: Rect, columnSize: Size? = nil) {
        columns = [Column(name: "To do", cards: (1...6).map { "Task \($0)" }),
                   Column(name: "Doing", cards: ["Task 7", "Task 8"]),
                   Column(name: "Done", cards: ["Task 9"])]
        board = CollectionView(identifier: "board", frame: frame,
                               collectionViewLayout: FlowLayout(width: frame.width, itemSize: columnSize ?? Size(width: 200, height: frame.height - 20)))
        board.register(ColumnCell.self, forCellWithReuseIdentifier: "Column")
        for column in columns { column.scene = self }
        board.dataSource = self
        board.dragDelegate = self
        board.dropDelegate = self
        board.reloadData()
    }

    /// The column named `name`.
    package func column(named name: String) -> Column? { columns.first { $0.name == name } }

    package func collectionView(_ collectionView: CollectionView, numberOfItemsInSection section: Int) -> Int { columns.count }

    package func collectionView(_ collectionView: CollectionView, cellForItemAt indexPath: IndexPath) -> CollectionViewCell {
        let cell = collectionView.dequeueReusableCell(withReuseIdentifier: "Column", for: indexPath)
        guard let columnCell = cell as? ColumnCell else { preconditionFailure("Column cells are registered as ColumnCell") }
        let size = collectionView.layoutAttributesForItem(at: indexPath)?.size ?? .zero
        columnCell.show(columns[indexPath.item], size: size)
        return columnCell
    }

    /// Moves `card` to `destination` at `row` (clamped), out of whichever column holds it,
    /// updating the tables that show the two columns.
    func move(_ card: String, to destination: Column, at row: Int) {
        guard let source = columns.first(where: { $0.cards.contains(card) }), let from = source.cards.firstIndex(of: card) else { return }
        if source === destination {
            let to = min(row > from ? row - 1 : row, source.cards.count - 1)
            guard to != from else { return }
            update(source) {
                $0.cards.insert($0.cards.remove(at: from), at: to)
                $0.tableView?.moveRow(at: IndexPath(row: from, section: 0), to: IndexPath(row: to, section: 0))
            }
        } else {
            let to = min(row, destination.cards.count)
            update(source) { $0.cards.remove(at: from); $0.tableView?.deleteRows(at: [IndexPath(row: from, section: 0)]) }
            update(destination) { $0.cards.insert(card, at: to); $0.tableView?.insertRows(at: [IndexPath(row: to, section: 0)]) }
        }
        onMove?(card, destination)
    }

    /// Moves the column at `source` to the final index `destination` (SEMANTICS 23), with the
    /// board's cells; false (nothing changes) when either is out of range.
    @discardableResult
    func moveColumn(from source: Int, to destination: Int) -> Bool {
        guard columns.indices.contains(source), columns.indices.contains(destination) else { return false }
        guard source != destination else { return true }
        board.performBatchUpdates {
            columns.insert(columns.remove(at: source), at: destination)
            board.moveItem(at: IndexPath(item: source, section: 0), to: IndexPath(item: destination, section: 0))
        }
        onColumnMove?()
        return true
    }

    /// Runs `change` on `column`'s model and table, in a batch when a table shows it.
    private func update(_ column: Column, _ change: (Column) -> Void) {
        if let table = column.tableView { table.performBatchUpdates { change(column) } } else { change(column) }
    }
}
