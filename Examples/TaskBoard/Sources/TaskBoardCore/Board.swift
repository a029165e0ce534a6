import DragDrop
import Foundation

/// The board: three columns of cards, each a table. "To do" and "Doing" take drops through
/// UIKit's drag and drop delegates (``DelegateColumn``); "Done" through SwiftUI's
/// `draggable` / `dropDestination` with `Card` as a `Transferable`. Cards move between
/// columns by drag, by keyboard (Space, Ctrl+arrows, Space) or into the trash; text dropped
/// from other applications becomes cards, one per line.
@MainActor
public final class Board: TableViewDataSource {
    public static let columnNames = ["To do", "Doing", "Done"]
    public private(set) var columns: [[Card]]
    public let tables: [TableView]
    /// Called after every change of the cards.
    public var onChange: (() -> Void)?
    private var delegates: [DelegateColumn] = []

    /// A board whose columns are `columnWidth` × `height` points side by side from the core
    /// window's origin, `spacing` apart.
    public init(columns: [[Card]] = Board.sample, columnWidth: Double = 280, height: Double = 480, spacing: Double = 20) {
        self.columns = columns
        tables = Self.columnNames.indices.map { index in
            let table = TableView(identifier: "column\(index)",
                                  frame: Rect(x: Double(index) * (columnWidth + spacing), y: 0, width: columnWidth, height: height),
                                  rowHeight: 48, sectionHeaderHeight: 32, sectionFooterHeight: 32)
            table.accessibilityLabel = Self.columnNames[index]
            table.register(CardCell.self, forCellReuseIdentifier: "Card")
            return table
        }
        for (index, table) in tables.enumerated() {
            table.dataSource = self
            if index < 2 {
                let column = DelegateColumn(board: self, index: index)
                table.dragDelegate = column
                table.dropDelegate = column
                delegates.append(column)
            } else {
                table.draggable { [unowned self] path in self.columns[index].indices.contains(path.row) ? self.columns[index][path.row] : nil }
                table.dropDestination(for: Card.self) { [unowned self] cards, location in
                    place(cards, in: index, at: location.insertionIndexPath.row)
                    return true
                }
            }
            table.reloadData()
        }
    }

    public static let sample: [[Card]] = [
        [Card(title: "Write the README", tag: .chore), Card(title: "Crash on empty board", tag: .bug),
         Card(title: "Dark style", tag: .feature)],
        [Card(title: "Keyboard moves", tag: .feature)],
        [Card(title: "Set up CI", tag: .chore)],
    ]

    /// Where the card with `id` is.
    public func position(of id: UUID) -> (column: Int, row: Int)? {
        for (column, cards) in columns.enumerated() {
            if let row = cards.firstIndex(where: { $0.id == id }) { return (column, row) }
        }
        return nil
    }

    /// Puts `cards` into `column` at `row` (clamped): a card of this board moves there (within
    /// a column, `row` is the insertion point before removal), a card from elsewhere is added.
    public func place(_ cards: [Card], in column: Int, at row: Int) {
        var row = min(max(0, row), columns[column].count)
        for card in cards {
            if let from = position(of: card.id) {
                if from.column == column, from.row < row { row -= 1 }
                tables[from.column].performBatchUpdates {
                    columns[from.column].remove(at: from.row)
                    tables[from.column].deleteRows(at: [IndexPath(row: from.row, section: 0)], with: .automatic)
                }
            }
            row = min(row, columns[column].count)
            tables[column].performBatchUpdates {
                columns[column].insert(card, at: row)
                tables[column].insertRows(at: [IndexPath(row: row, section: 0)], with: .automatic)
            }
            row += 1
        }
        onChange?()
    }

    /// New cards from lines of text (another application's), into `column` at `row`.
    public func addCards(fromText text: String, in column: Int, at row: Int) {
        let lines = text.split(whereSeparator: \.isNewline).map { $0.trimmingCharacters(in: .whitespaces) }.filter { !$0.isEmpty }
        place(lines.map { Card(title: $0, tag: .chore) }, in: column, at: row)
    }

    /// Removes the cards with `ids` (the trash); returns how many went.
    @discardableResult
    public func delete(_ ids: Set<UUID>) -> Int {
        var count = 0
        for id in ids {
            guard let at = position(of: id) else { continue }
            tables[at.column].performBatchUpdates {
                columns[at.column].remove(at: at.row)
                tables[at.column].deleteRows(at: [IndexPath(row: at.row, section: 0)], with: .automatic)
            }
            count += 1
        }
        if count > 0 { onChange?() }
        return count
    }

    // MARK: Data source

    public func tableView(_ tableView: TableView, numberOfRowsInSection section: Int) -> Int {
        tables.firstIndex { $0 === tableView }.map { columns[$0].count } ?? 0
    }

    public func tableView(_ tableView: TableView, cellForRowAt indexPath: IndexPath) -> TableViewCell {
        let cell = tableView.dequeueReusableCell(withIdentifier: "Card", for: indexPath)
        if let column = tables.firstIndex(where: { $0 === tableView }), columns[column].indices.contains(indexPath.row) {
            let card = columns[column][indexPath.row]
            (cell as? CardCell)?.card = card
            cell.accessibilityLabel = "\(card.title), \(card.tag.rawValue)"
        }
        return cell
    }

    public func tableView(_ tableView: TableView, titleForHeaderInSection section: Int) -> String? {
        tables.firstIndex { $0 === tableView }.map { Self.columnNames[$0] }
    }

    /// Under each column's cards: where new ones come from.
    public static let footerHint = "Drop cards, text or pictures here"

    public func tableView(_ tableView: TableView, titleForFooterInSection section: Int) -> String? { Self.footerHint }
}
