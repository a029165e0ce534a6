import DragDrop
import DragDropTesting
import Foundation
import Testing

/// SEMANTICS 10 (issue 40, items 4 and 5): a drag that starts on a selected item takes the
/// whole selection, as UIKit's tables and collection views do — `itemsForBeginning` once for
/// each selected item, the pressed one first — with delegates that have no `itemsForAddingTo`
/// (iOS code rarely has one), and with SwiftUI's `onMove`.
@MainActor
@Suite("Dragging a multi-selection", .timeLimit(.minutes(1)))
struct SelectionDragTests {
    /// Rows of letters, reordered by drag and drop, with delegates as iOS code writes them:
    /// `itemsForBeginning` only. Serves a table and a collection view.
    final class Letters: TableViewDataSource, TableViewDragDelegate, TableViewDropDelegate,
                         CollectionViewDataSource, CollectionViewDragDelegate, CollectionViewDropDelegate {
        var rows = ["A", "B", "C", "D", "E", "F"]
        /// The rows `itemsForBeginning` was asked for, in order.
        var askedForBeginning: [Int] = []
        /// Rows whose drag the delegate refuses.
        var undraggable: Set<String> = []

        func items(at indexPath: IndexPath) -> [DragItem] {
            askedForBeginning.append(indexPath.item)
            guard !undraggable.contains(rows[indexPath.item]) else { return [] }
            let item = DragItem(itemProvider: ItemProvider(object: rows[indexPath.item]))
            item.localObject = rows[indexPath.item]
            return [item]
        }

        /// SEMANTICS 25: every dragged row to the insertion point, in session order.
        func move(_ coordinator: IndexedDropCoordinator, in view: IndexedCollectionView) {
            let sources = coordinator.items.compactMap(\.sourceIndexPath)
            guard !sources.isEmpty, let insertion = coordinator.insertionIndexPath else { return }
            let plan = ReorderPlan(sources: sources, destination: insertion)
            var sections = [rows]
            _ = try? view.apply(plan.batchUpdates) {
                plan.apply(to: &sections)
                rows = sections[0]
            }
        }

        func tableView(_ tableView: TableView, numberOfRowsInSection section: Int) -> Int { rows.count }
        func tableView(_ tableView: TableView, cellForRowAt indexPath: IndexPath) -> TableViewCell {
            tableView.dequeueReusableCell(withIdentifier: "Row", for: indexPath)
        }
        func tableView(_ tableView: TableView, itemsForBeginning session: DragSession, at indexPath: IndexPath) -> [DragItem] {
            items(at: indexPath)
        }
        func tableView(_ tableView: TableView, dropSessionDidUpdate session: DropSession,
                       withDestinationIndexPath destinationIndexPath: IndexPath?) -> TableViewDropProposal {
            TableViewDropProposal(operation: .move, intent: .insertAtDestinationIndexPath)
        }
        func tableView(_ tableView: TableView, performDropWith coordinator: TableViewDropCoordinator) {
            move(coordinator, in: tableView)
        }

        func collectionView(_ collectionView: CollectionView, numberOfItemsInSection section: Int) -> Int { rows.count }
        func collectionView(_ collectionView: CollectionView, cellForItemAt indexPath: IndexPath) -> CollectionViewCell {
            collectionView.dequeueReusableCell(withReuseIdentifier: "Cell", for: indexPath)
        }
        func collectionView(_ collectionView: CollectionView, itemsForBeginning session: DragSession,
                            at indexPath: IndexPath) -> [DragItem] {
            items(at: indexPath)
        }
        func collectionView(_ collectionView: CollectionView, dropSessionDidUpdate session: DropSession,
                            withDestinationIndexPath destinationIndexPath: IndexPath?) -> CollectionViewDropProposal {
            CollectionViewDropProposal(operation: .move, intent: .insertAtDestinationIndexPath)
        }
        func collectionView(_ collectionView: CollectionView, performDropWith coordinator: CollectionViewDropCoordinator) {
            move(coordinator, in: collectionView)
        }
    }

    let frame = Rect(x: 0, y: 0, width: 300, height: 400)

    func table(_ letters: Letters) -> TableView {
        let table = TableView(identifier: "letters", frame: frame, rowHeight: 40)
        table.register(TableViewCell.self, forCellReuseIdentifier: "Row")
        table.dataSource = letters
        table.dragDelegate = letters
        table.dropDelegate = letters
        return table
    }

    func collection(_ letters: Letters) -> CollectionView {
        let view = CollectionView(identifier: "letters", frame: frame, collectionViewLayout: ListLayout(width: 300, fixedRowHeight: 40))
        view.register(CollectionViewCell.self, forCellWithReuseIdentifier: "Cell")
        view.dataSource = letters
        view.dragDelegate = letters
        view.dropDelegate = letters
        return view
    }

    /// The middle of row `row` of a 40-point list at the window's origin.
    func row(_ row: Int, y: Double = 0.5) -> Point { Point(x: 150, y: (Double(row) + y) * 40) }

    /// Selects E and B (in that order), presses E and drops below F.
    func dragSelection(of view: IndexedCollectionView, _ letters: Letters) -> TestScene {
        let scene = TestScene()
        scene.window.addView(view)
        view.selectedIndexPaths = [IndexPath(item: 4, section: 0), IndexPath(item: 1, section: 0)]
        scene.driver.drag(from: row(4), to: row(5, y: 0.9))
        return scene
    }

    @Test("A table and a collection view: itemsForBeginning for each selected row, pressed first; all of them move (no itemsForAddingTo)",
          arguments: ["table", "collection view"])
    func theSelectionMoves(kind: String) {
        let letters = Letters()
        let scene = dragSelection(of: kind == "table" ? table(letters) : collection(letters), letters)
        #expect(letters.askedForBeginning == [4, 1])
        #expect(scene.app.events.contains(DragDropEvent(.itemsForBeginning(count: 2), view: "letters")))
        #expect(letters.rows == ["A", "C", "D", "F", "B", "E"])
    }

    @Test("A selected row the delegate refuses stays; a refused pressed row refuses the drag; an unselected row drags alone")
    func refusalsAndUnselectedRows() {
        let letters = Letters()
        letters.undraggable = ["B"]
        let view = table(letters)
        let scene = dragSelection(of: view, letters)
        #expect(letters.rows == ["A", "B", "C", "D", "F", "E"])
        // Pressed on the refused row: no drag at all, and no other row is asked.
        letters.askedForBeginning = []
        view.selectedIndexPaths = [IndexPath(item: 1, section: 0), IndexPath(item: 3, section: 0)]
        scene.driver.press(at: row(1))
        scene.driver.move(to: row(5, y: 0.9), steps: 4)
        scene.driver.release()
        #expect(letters.askedForBeginning == [1])
        #expect(letters.rows == ["A", "B", "C", "D", "F", "E"])
        // Pressed outside the selection: that row alone.
        letters.askedForBeginning = []
        scene.driver.drag(from: row(0), to: row(5, y: 0.9))
        #expect(letters.askedForBeginning == [0])
        #expect(letters.rows == ["B", "C", "D", "F", "E", "A"])
    }

    /// A SwiftUI `List` with `onMove` and nothing else.
    final class Chores: TableViewDataSource {
        var chores = ["dishes", "laundry", "floors", "windows", "bins"]
        var moves: [(IndexSet, Int)] = []
        let table = TableView(identifier: "chores", frame: Rect(x: 0, y: 0, width: 300, height: 400), rowHeight: 40)

        init() {
            table.register(TableViewCell.self, forCellReuseIdentifier: "Row")
            table.dataSource = self
            table.onMove = { [unowned self] offsets, destination in
                moves.append((offsets, destination))
                chores.move(fromOffsets: offsets, toOffset: destination)
            }
        }
        func tableView(_ tableView: TableView, numberOfRowsInSection section: Int) -> Int { chores.count }
        func tableView(_ tableView: TableView, cellForRowAt indexPath: IndexPath) -> TableViewCell {
            tableView.dequeueReusableCell(withIdentifier: "Row", for: indexPath)
        }
    }

    @Test("onMove moves the selection, as SwiftUI does: the handler gets every selected offset")
    func onMoveMovesTheSelection() {
        let list = Chores()
        let scene = TestScene()
        scene.window.addView(list.table)
        list.table.selectedIndexPaths = [IndexPath(row: 3, section: 0), IndexPath(row: 0, section: 0)]
        scene.driver.drag(from: row(3), to: row(4, y: 0.9))
        #expect(list.moves.map(\.0) == [IndexSet([0, 3])])
        #expect(list.moves.map(\.1) == [5])
        #expect(list.chores == ["laundry", "floors", "bins", "dishes", "windows"])
        #expect(list.table.diagnostics.isEmpty)
    }
}
