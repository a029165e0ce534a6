import DragDrop
import DragDropTesting
import Foundation
import Testing

/// View controllers as UIKit code subclasses them: the view made on first access, the
/// appearance calls from the window, a table controller's subclass overriding the data
/// source methods (so they are the ones called, moves included).
@MainActor
@Suite("View controllers", .timeLimit(.minutes(1)))
struct ViewControllerTests {
    final class ListViewController: TableViewController, TableViewDragDelegate, TableViewDropDelegate {
        var places = ["Tokyo", "Lima", "Oslo"]
        var calls: [String] = []

        override func viewDidLoad() {
            super.viewDidLoad()
            calls.append("viewDidLoad")
            tableView.register(TableViewCell.self, forCellReuseIdentifier: "Place")
            tableView.dragInteractionEnabled = true
            tableView.dragDelegate = self
            tableView.dropDelegate = self
        }
        override func viewWillAppear(_ animated: Bool) {
            super.viewWillAppear(animated)
            calls.append("viewWillAppear")
        }
        override func viewDidAppear(_ animated: Bool) {
            super.viewDidAppear(animated)
            calls.append("viewDidAppear(\(tableView.window != nil))")
        }
        override func viewWillDisappear(_ animated: Bool) {
            super.viewWillDisappear(animated)
            calls.append("viewWillDisappear")
        }

        override func tableView(_ tableView: TableView, numberOfRowsInSection section: Int) -> Int { places.count }
        override func tableView(_ tableView: TableView, cellForRowAt indexPath: IndexPath) -> TableViewCell {
            let cell = tableView.dequeueReusableCell(withIdentifier: "Place", for: indexPath)
            cell.textLabel?.text = places[indexPath.row]
            return cell
        }
        override func tableView(_ tableView: TableView, moveRowAt sourceIndexPath: IndexPath, to destinationIndexPath: IndexPath) {
            places.insert(places.remove(at: sourceIndexPath.row), at: destinationIndexPath.row)
        }

        func tableView(_ tableView: TableView, itemsForBeginning session: DragSession, at indexPath: IndexPath) -> [DragItem] {
            [DragItem(itemProvider: ItemProvider(object: places[indexPath.row] as NSString))]
        }
        func tableView(_ tableView: TableView, dropSessionDidUpdate session: DropSession,
                       withDestinationIndexPath destinationIndexPath: IndexPath?) -> TableViewDropProposal {
            tableView.hasActiveDrag
                ? TableViewDropProposal(operation: .move, intent: .insertAtDestinationIndexPath)
                : TableViewDropProposal(operation: .copy, intent: .insertAtDestinationIndexPath)
        }
        func tableView(_ tableView: TableView, performDropWith coordinator: TableViewDropCoordinator) {
            let destination = coordinator.destinationIndexPath ?? IndexPath(row: places.count, section: 0)
            coordinator.session.loadObjects(ofClass: NSString.self) { items in
                let strings = items as! [String]
                self.places.insert(contentsOf: strings, at: destination.row)
                tableView.insertRows(at: strings.indices.map { IndexPath(row: destination.row + $0, section: 0) }, with: .automatic)
            }
        }
    }

    @Test("A table controller subclass shown by a window: load, appear, reorder through its override, edit")
    func tableControllerSubclass() async {
        let driver = HeadlessDragDriver()
        let app = driver.makeApplication("controllers")
        let window = Window(frame: Rect(x: 0, y: 0, width: 320, height: 480))
        app.addWindow(window)
        let controller = ListViewController(style: .plain)
        #expect(!controller.isViewLoaded)
        window.rootViewController = controller
        #expect(controller.calls == ["viewDidLoad", "viewWillAppear", "viewDidAppear(true)"])
        #expect(controller.view === controller.tableView)
        #expect(controller.tableView.frame == window.bounds)
        #expect(controller.tableView.numberOfRows(inSection: 0) == 3)  // the subclass's override answers
        #expect(controller.tableView.cellForRow(at: IndexPath(row: 1, section: 0))?.textLabel?.text == "Lima")

        driver.drag(from: Point(x: 160, y: 22), to: Point(x: 160, y: 2 * 44 + 40))
        #expect(await driver.settle())
        #expect(controller.places == ["Lima", "Oslo", "Tokyo"])
        #expect(controller.tableView.diagnostics.isEmpty)

        controller.setEditing(true, animated: true)
        #expect(controller.isEditing && controller.tableView.isEditing)
        #expect(controller.tableView.showsReorderControl(at: IndexPath(row: 0, section: 0)))

        controller.tableView.selectRow(at: IndexPath(row: 1, section: 0), animated: false)
        #expect(controller.tableView.indexPathForSelectedRow == IndexPath(row: 1, section: 0))
        window.rootViewController = nil
        #expect(controller.calls.last == "viewWillDisappear")
        #expect(controller.tableView.window == nil)
        window.rootViewController = controller
        #expect(controller.tableView.indexPathForSelectedRow == nil)  // clearsSelectionOnViewWillAppear
    }

    @Test("A plain controller builds its hierarchy in viewDidLoad; drops find its subviews")
    func plainController() {
        final class Board: ViewController, DropInteractionDelegate {
            var dropped = 0
            let bin = View(identifier: "bin", frame: Rect(x: 20, y: 300, width: 100, height: 100))
            override func viewDidLoad() {
                super.viewDidLoad()
                bin.addInteraction(DropInteraction(delegate: self))
                view.addSubview(bin)
            }
            func dropInteraction(_ interaction: DropInteraction, sessionDidUpdate session: DropSession) -> DropProposal {
                DropProposal(operation: .copy)
            }
            func dropInteraction(_ interaction: DropInteraction, performDrop session: DropSession) { dropped += 1 }
        }
        let driver = HeadlessDragDriver()
        let app = driver.makeApplication("board")
        let window = Window(frame: Rect(x: 50, y: 50, width: 320, height: 480))
        app.addWindow(window)
        let board = Board()
        window.rootViewController = board
        let source = TestDragSource(text: "note")
        let note = View(identifier: "note", frame: Rect(x: 20, y: 20, width: 60, height: 60))
        note.addInteraction(DragInteraction(delegate: source))
        board.view.addSubview(note)
        driver.drag(from: Point(x: 50 + 40, y: 50 + 40), to: Point(x: 50 + 70, y: 50 + 350))
        #expect(board.dropped == 1)
    }

    @Test("A collection controller subclass: overrides answer, the layout can be replaced")
    func collectionControllerSubclass() {
        final class Grid: CollectionViewController {
            var tiles = (1...6).map(String.init)
            override func collectionView(_ collectionView: CollectionView, numberOfItemsInSection section: Int) -> Int { tiles.count }
        }
        let window = Window(frame: Rect(x: 0, y: 0, width: 300, height: 300))
        let grid = Grid(collectionViewLayout: GridLayout(width: 300, columns: 3))
        window.rootViewController = grid
        #expect(grid.collectionView.numberOfItems(inSection: 0) == 6)
        #expect(grid.collectionView.layoutAttributesForItem(at: IndexPath(item: 3, section: 0))?.minX == 0)
        grid.collectionView.collectionViewLayout = GridLayout(width: 300, columns: 2)
        #expect(abs((grid.collectionView.layoutAttributesForItem(at: IndexPath(item: 3, section: 0))?.minX ?? 0) - 150) < 0.01)
        #expect(abs((grid.collectionView.cellForItem(at: IndexPath(item: 3, section: 0))?.frame.minX ?? 0) - 150) < 0.01)
    }

    @Test("Section headers from viewForSupplementaryElementOfKind, laid out by headerReferenceSize")
    func supplementaryHeaders() {
        final class Header: CollectionReusableView {}
        final class Sections: CollectionViewController {
            let titles = ["Favourites", "Recent"]
            override func viewDidLoad() {
                super.viewDidLoad()
                collectionView.register(Header.self, forSupplementaryViewOfKind: CollectionView.elementKindSectionHeader,
                                        withReuseIdentifier: "Header")
            }
            override func numberOfSections(in collectionView: CollectionView) -> Int { 2 }
            override func collectionView(_ collectionView: CollectionView, numberOfItemsInSection section: Int) -> Int { 3 }
            override func collectionView(_ collectionView: CollectionView, viewForSupplementaryElementOfKind kind: String,
                                         at indexPath: IndexPath) -> CollectionReusableView {
                let header = collectionView.dequeueReusableSupplementaryView(ofKind: kind, withReuseIdentifier: "Header", for: indexPath)
                #expect(header is Header)
                header.textLabel?.text = titles[indexPath.section]
                return header
            }
        }
        let layout = FlowLayout()
        layout.itemSize = Size(width: 90, height: 90)
        layout.headerReferenceSize = Size(width: 0, height: 30)
        let window = Window(frame: Rect(x: 0, y: 0, width: 300, height: 600))
        let controller = Sections(collectionViewLayout: layout)
        window.rootViewController = controller
        let view = controller.collectionView!
        #expect(view.titleForHeader(inSection: 0) == "Favourites")
        #expect(view.titleForHeader(inSection: 1) == "Recent")
        #expect(view.visibleHeaders.map(\.section) == [0, 1])
        #expect(view.rectForHeader(inSection: 0)?.height == 30)
        #expect((view.layoutAttributesForItem(at: IndexPath(item: 0, section: 0))?.minY ?? 0) >= 30)
        // Without the method the headers have no title (and a plain CollectionViewController draws none).
        let plain = CollectionViewController(collectionViewLayout: FlowLayout())
        plain.loadViewIfNeeded()
        #expect(plain.collectionView.titleForHeader(inSection: 0) == nil)
    }
}
