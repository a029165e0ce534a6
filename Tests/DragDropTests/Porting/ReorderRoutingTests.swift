import DragDrop
import DragDropTesting
import Foundation
import Testing

/// Where a reorder inside one view goes (SEMANTICS 37, 38): the code iOS samples are written
/// against — a table that reorders through its data source while its drop delegate loads
/// what comes from elsewhere, a SwiftUI list with both `onMove` and `dropDestination`.
@MainActor
@Suite("Reorders go where UIKit and SwiftUI send them", .timeLimit(.minutes(1)))
struct ReorderRoutingTests {
    /// The shape of Apple's table sample: `moveRowAt` on the data source reorders; the drop
    /// delegate proposes a move for its own drags and a copy otherwise, and `performDropWith`
    /// loads strings and inserts them (as it must for drops from other applications).
    final class PlaceNames: TableViewDataSource, TableViewDragDelegate, TableViewDropDelegate, TableViewDelegate {
        var names = ["Tokyo", "Lima", "Oslo", "Perth"]
        let table = TableView(identifier: "places", frame: Rect(x: 0, y: 0, width: 300, height: 400), rowHeight: 40)
        var moves: [(IndexPath, IndexPath)] = []
        var drops = 0
        var redirect: ((IndexPath, IndexPath) -> IndexPath)?

        init() {
            table.register(TableViewCell.self, forCellReuseIdentifier: "Place")
            table.dataSource = self
            table.delegate = self
            table.dragDelegate = self
            table.dropDelegate = self
        }

        func tableView(_ tableView: TableView, numberOfRowsInSection section: Int) -> Int { names.count }
        func tableView(_ tableView: TableView, cellForRowAt indexPath: IndexPath) -> TableViewCell {
            let cell = tableView.dequeueReusableCell(withIdentifier: "Place", for: indexPath)
            cell.textLabel?.text = names[indexPath.row]
            return cell
        }
        func tableView(_ tableView: TableView, moveRowAt sourceIndexPath: IndexPath, to destinationIndexPath: IndexPath) {
            moves.append((sourceIndexPath, destinationIndexPath))
            names.insert(names.remove(at: sourceIndexPath.row), at: destinationIndexPath.row)
        }
        func tableView(_ tableView: TableView, targetIndexPathForMoveFromRowAt sourceIndexPath: IndexPath,
                       toProposedIndexPath proposed: IndexPath) -> IndexPath {
            redirect?(sourceIndexPath, proposed) ?? proposed
        }

        func tableView(_ tableView: TableView, itemsForBeginning session: DragSession, at indexPath: IndexPath) -> [DragItem] {
            [DragItem(itemProvider: ItemProvider(object: names[indexPath.row]))]
        }
        func tableView(_ tableView: TableView, itemsForAddingTo session: DragSession, at indexPath: IndexPath,
                       point: Point) -> [DragItem] {
            [DragItem(itemProvider: ItemProvider(object: names[indexPath.row]))]
        }

        func tableView(_ tableView: TableView, canHandle session: DropSession) -> Bool {
            session.canLoadObjects(ofClass: String.self)
        }
        func tableView(_ tableView: TableView, dropSessionDidUpdate session: DropSession,
                       withDestinationIndexPath destinationIndexPath: IndexPath?) -> TableViewDropProposal {
            tableView.hasActiveDrag
                ? TableViewDropProposal(operation: .move, intent: .insertAtDestinationIndexPath)
                : TableViewDropProposal(operation: .copy, intent: .insertAtDestinationIndexPath)
        }
        func tableView(_ tableView: TableView, performDropWith coordinator: TableViewDropCoordinator) {
            drops += 1
            let destination = coordinator.destinationIndexPath ?? IndexPath(row: names.count, section: 0)
            coordinator.session.loadObjects(ofClass: String.self) { strings in
                let paths = strings.indices.map { IndexPath(row: destination.row + $0, section: 0) }
                self.names.insert(contentsOf: strings, at: destination.row)
                self.table.insertRows(at: paths, with: .automatic)
            }
        }

        func row(_ row: Int, _ fraction: Double = 0.5) -> Point { Point(x: 150, y: (Double(row) + fraction) * 40) }
    }

    @Test("SEMANTICS 37: one row dragged within its table, proposed as a move at the destination, goes to moveRowAt only")
    func tableReorderGoesToMoveRowAt() async {
        let places = PlaceNames()
        let scene = TestSceneForPorting(view: places.table)
        scene.driver.drag(from: places.row(0), to: places.row(2, 0.9))
        #expect(await scene.driver.settle())
        #expect(places.names == ["Lima", "Oslo", "Tokyo", "Perth"])
        #expect(places.moves.map { [$0.0.row, $0.1.row] } == [[0, 2]])
        #expect(places.drops == 0)
        #expect(places.table.numberOfRows(inSection: 0) == 4)
        #expect(places.table.cellForRow(at: IndexPath(row: 2, section: 0))?.textLabel?.text == "Tokyo")
        #expect(scene.app.events.contains(DragDropEvent(.didEnd(.move), view: "places")))
        #expect(places.table.diagnostics.isEmpty)
    }

    @Test("SEMANTICS 37: targetIndexPathForMoveFromRowAt redirects the drop's reorder too")
    func tableReorderIsRedirected() async {
        let places = PlaceNames()
        places.redirect = { source, _ in IndexPath(row: 1, section: source.section) }
        let scene = TestSceneForPorting(view: places.table)
        scene.driver.drag(from: places.row(3), to: places.row(0, 0.1))
        #expect(await scene.driver.settle())
        #expect(places.names == ["Tokyo", "Perth", "Lima", "Oslo"])
        #expect(places.moves.map { [$0.0.row, $0.1.row] } == [[3, 1]])
        #expect(places.drops == 0)
    }

    @Test("SEMANTICS 37: a drop from elsewhere, or of several rows, still goes to performDropWith")
    func otherDropsGoToPerformDrop() async {
        let places = PlaceNames()
        let scene = TestSceneForPorting(view: places.table)
        let item = ExternalItem(types: [.plainText])
        _ = scene.driver.beginExternalDrag([item], at: places.row(1, 0.2))
        scene.driver.release()
        item.deliver(Data("Quito".utf8), as: .plainText)
        #expect(await scene.driver.settle())
        #expect(places.names.count == 5)
        #expect(places.names == ["Tokyo", "Quito", "Lima", "Oslo", "Perth"])
        #expect(places.drops == 1 && places.moves.isEmpty)

        // Two rows of the table at once: UIKit hands a multi-item drop to performDropWith.
        #expect(scene.driver.press(at: places.row(0)))
        scene.driver.move(to: places.row(0, 0.8), steps: 2)
        #expect(scene.app.dragSession != nil, "a move past the drag threshold starts the drag: no long press needed")
        #expect(scene.driver.tap(at: places.row(4)))
        scene.driver.move(to: places.row(2, 0.5), steps: 4)
        #expect(scene.app.dragSession?.items.count == 2)
        scene.driver.release()
        #expect(await scene.driver.settle())
        #expect(places.names.count == 7)
        #expect(places.drops == 2 && places.moves.isEmpty)
    }

    @Test("SEMANTICS 37, 29: a moveRowAt that refuses a move across sections is reported and undone, never a copy")
    func refusingMoveIsReported() async {
        final class Divisions: TableViewDataSource, TableViewDragDelegate, TableViewDropDelegate {
            var sections = [["a", "b"], ["x", "y"]]
            var drops = 0
            func numberOfSections(in tableView: TableView) -> Int { sections.count }
            func tableView(_ tableView: TableView, numberOfRowsInSection section: Int) -> Int { sections[section].count }
            func tableView(_ tableView: TableView, cellForRowAt indexPath: IndexPath) -> TableViewCell {
                tableView.dequeueReusableCell(withIdentifier: "r", for: indexPath)
            }
            func tableView(_ tableView: TableView, moveRowAt source: IndexPath, to destination: IndexPath) {
                guard source.section == destination.section else { return }  // as public samples do
                sections[source.section].insert(sections[source.section].remove(at: source.row), at: destination.row)
            }
            func tableView(_ tableView: TableView, itemsForBeginning session: DragSession, at indexPath: IndexPath) -> [DragItem] {
                [DragItem(itemProvider: ItemProvider(object: sections[indexPath.section][indexPath.row]))]
            }
            func tableView(_ tableView: TableView, dropSessionDidUpdate session: DropSession,
                           withDestinationIndexPath destinationIndexPath: IndexPath?) -> TableViewDropProposal {
                TableViewDropProposal(operation: .move, intent: .insertAtDestinationIndexPath)
            }
            func tableView(_ tableView: TableView, performDropWith coordinator: TableViewDropCoordinator) { drops += 1 }
        }
        let model = Divisions()
        let table = TableView(identifier: "divisions", frame: Rect(x: 0, y: 0, width: 300, height: 400), rowHeight: 40)
        table.dataSource = model
        table.dragDelegate = model
        table.dropDelegate = model
        let scene = TestSceneForPorting(view: table)
        scene.driver.drag(from: Point(x: 150, y: 20), to: Point(x: 150, y: 3 * 40 + 10))
        #expect(await scene.driver.settle())
        #expect(model.sections == [["a", "b"], ["x", "y"]])
        #expect(model.drops == 0)
        #expect(table.diagnostics.count == 1)
        #expect(table.numberOfRows(inSection: 0) == 2 && table.numberOfRows(inSection: 1) == 2)
    }

    @Test("SEMANTICS 37: without moveRowAt the drop delegate gets the reorder, as before")
    func noMoveRowAtMeansPerformDrop() async {
        final class Plain: TableViewDataSource, TableViewDragDelegate, TableViewDropDelegate {
            var names = ["a", "b", "c"]
            var drops: [IndexPath?] = []
            func tableView(_ tableView: TableView, numberOfRowsInSection section: Int) -> Int { names.count }
            func tableView(_ tableView: TableView, cellForRowAt indexPath: IndexPath) -> TableViewCell {
                tableView.dequeueReusableCell(withIdentifier: "r", for: indexPath)
            }
            func tableView(_ tableView: TableView, itemsForBeginning session: DragSession, at indexPath: IndexPath) -> [DragItem] {
                [DragItem(itemProvider: ItemProvider(object: names[indexPath.row]))]
            }
            func tableView(_ tableView: TableView, dropSessionDidUpdate session: DropSession,
                           withDestinationIndexPath destinationIndexPath: IndexPath?) -> TableViewDropProposal {
                TableViewDropProposal(operation: .move, intent: .insertAtDestinationIndexPath)
            }
            func tableView(_ tableView: TableView, performDropWith coordinator: TableViewDropCoordinator) {
                drops.append(coordinator.destinationIndexPath)
            }
        }
        let plain = Plain()
        let table = TableView(identifier: "plain", frame: Rect(x: 0, y: 0, width: 300, height: 400), rowHeight: 40)
        table.dataSource = plain
        table.dragDelegate = plain
        table.dropDelegate = plain
        let scene = TestSceneForPorting(view: table)
        scene.driver.drag(from: Point(x: 150, y: 20), to: Point(x: 150, y: 2 * 40 + 36))
        #expect(plain.drops == [IndexPath(row: 2, section: 0)])
        #expect(table.diagnostics.isEmpty)
    }

    @Test("SEMANTICS 37: collection views hand every drop to performDropWith, moveItemAt or not")
    func collectionViewsDoNotRoute() {
        final class Grid: CollectionViewDataSource, CollectionViewDragDelegate, CollectionViewDropDelegate {
            var moves = 0
            var drops = 0
            func collectionView(_ collectionView: CollectionView, numberOfItemsInSection section: Int) -> Int { 4 }
            func collectionView(_ collectionView: CollectionView, cellForItemAt indexPath: IndexPath) -> CollectionViewCell {
                collectionView.dequeueReusableCell(withReuseIdentifier: "c", for: indexPath)
            }
            func collectionView(_ collectionView: CollectionView, moveItemAt source: IndexPath, to destination: IndexPath) {
                moves += 1
            }
            func collectionView(_ collectionView: CollectionView, itemsForBeginning session: DragSession,
                                at indexPath: IndexPath) -> [DragItem] {
                [DragItem(itemProvider: ItemProvider(object: "\(indexPath.item)"))]
            }
            func collectionView(_ collectionView: CollectionView, dropSessionDidUpdate session: DropSession,
                                withDestinationIndexPath destinationIndexPath: IndexPath?) -> CollectionViewDropProposal {
                CollectionViewDropProposal(operation: .move, intent: .insertAtDestinationIndexPath)
            }
            func collectionView(_ collectionView: CollectionView, performDropWith coordinator: CollectionViewDropCoordinator) {
                drops += 1
            }
        }
        let grid = Grid()
        let view = CollectionView(identifier: "grid", frame: Rect(x: 0, y: 0, width: 300, height: 400),
                                  collectionViewLayout: ListLayout(width: 300, fixedRowHeight: 40))
        view.dataSource = grid
        view.dragDelegate = grid
        view.dropDelegate = grid
        let scene = TestSceneForPorting(view: view)
        scene.driver.drag(from: Point(x: 150, y: 20), to: Point(x: 150, y: 2 * 40 + 36))
        #expect(grid.drops == 1)
        #expect(grid.moves == 0)
    }

    /// A SwiftUI `List` of strings with `onMove` and `dropDestination(for: String.self)`.
    final class Notes: TableViewDataSource {
        var notes = ["milk", "eggs", "flour", "salt"]
        var received: [[String]] = []
        let table = TableView(identifier: "notes", frame: Rect(x: 0, y: 0, width: 300, height: 400), rowHeight: 40)

        init() {
            table.register(TableViewCell.self, forCellReuseIdentifier: "Note")
            table.dataSource = self
            table.draggable { [unowned self] path in notes[path.row] }
            table.onMove = { [unowned self] offsets, destination in notes.move(fromOffsets: offsets, toOffset: destination) }
            table.dropDestination(for: String.self) { [unowned self] strings, location in
                received.append(strings)
                notes.insert(contentsOf: strings, at: location.insertionIndexPath.row)
                table.insertRows(at: strings.indices.map { IndexPath(row: location.insertionIndexPath.row + $0, section: 0) })
                return true
            }
        }

        func tableView(_ tableView: TableView, numberOfRowsInSection section: Int) -> Int { notes.count }
        func tableView(_ tableView: TableView, cellForRowAt indexPath: IndexPath) -> TableViewCell {
            let cell = tableView.dequeueReusableCell(withIdentifier: "Note", for: indexPath)
            cell.textLabel?.text = notes[indexPath.row]
            return cell
        }
    }

    @Test("SEMANTICS 38: onMove reorders a list that also has dropDestination; drops from elsewhere reach the action")
    func onMoveBesideDropDestination() async {
        let list = Notes()
        let scene = TestSceneForPorting(view: list.table)
        scene.driver.drag(from: Point(x: 150, y: 20), to: Point(x: 150, y: 2 * 40 + 36))
        #expect(await scene.driver.settle())
        #expect(list.notes == ["eggs", "flour", "milk", "salt"])
        #expect(list.received.isEmpty)
        #expect(scene.app.events.contains(DragDropEvent(.didEnd(.move), view: "notes")))
        let item = ExternalItem(types: [.plainText])
        _ = scene.driver.beginExternalDrag([item], at: Point(x: 150, y: 40 + 8))
        scene.driver.release()
        item.deliver(Data("sugar".utf8), as: .plainText)
        #expect(await scene.driver.settle())
        #expect(list.notes.count == 5)
        #expect(list.received == [["sugar"]])
        #expect(list.notes == ["eggs", "sugar", "flour", "milk", "salt"])
        #expect(list.table.diagnostics.isEmpty)
    }
}
