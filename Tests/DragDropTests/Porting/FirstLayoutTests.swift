import DragDrop
import DragDropTesting
import Foundation
import Testing

/// iOS code as the articles write it: views made with `.zero`, the frame set afterwards, no
/// explicit `reloadData()` — UIKit asks the data source on first layout.
@MainActor
@Suite("Ported iOS code: first layout and frames", .timeLimit(.minutes(1)))
struct FirstLayoutTests {
    @MainActor
    final class Fruits: TableViewDataSource, TableViewDragDelegate {
        let rows = ["Apple", "Banana", "Cherry"]
        var asked = 0
        func tableView(_ tableView: TableView, numberOfRowsInSection section: Int) -> Int {
            asked += 1
            return rows.count
        }
        func tableView(_ tableView: TableView, cellForRowAt indexPath: IndexPath) -> TableViewCell {
            let cell = tableView.dequeueReusableCell(withIdentifier: "Row", for: indexPath)
            cell.content = .text(rows[indexPath.row])
            return cell
        }
        func tableView(_ tableView: TableView, itemsForBeginning session: DragSession, at indexPath: IndexPath) -> [DragItem] {
            [DragItem(itemProvider: ItemProvider(object: rows[indexPath.row]))]
        }
    }

    @Test("The data source is asked on first layout, without reloadData()")
    func dataSourceAskedOnFirstLayout() {
        let fruits = Fruits()
        let table = TableView(identifier: "fruits", frame: Rect(x: 0, y: 0, width: 300, height: 400), rowHeight: 44)
        table.register(TableViewCell.self, forCellReuseIdentifier: "Row")
        table.dataSource = fruits
        #expect(fruits.asked == 0)  // nothing is asked before the view is used
        table.layoutVisibleCells()
        #expect(table.numberOfRows(inSection: 0) == 3)
        #expect(table.visibleCells.count == 3)
        #expect(fruits.asked >= 1)
    }

    @MainActor
    final class Inbox: TableViewDataSource, TableViewDropDelegate {
        var rows = ["Milk", "Eggs", "Bread"]
        var destinations: [IndexPath?] = []
        func tableView(_ tableView: TableView, numberOfRowsInSection section: Int) -> Int { rows.count }
        func tableView(_ tableView: TableView, cellForRowAt indexPath: IndexPath) -> TableViewCell {
            tableView.dequeueReusableCell(withIdentifier: "Row", for: indexPath)
        }
        func tableView(_ tableView: TableView, dropSessionDidUpdate session: DropSession,
                       withDestinationIndexPath destinationIndexPath: IndexPath?) -> TableViewDropProposal {
            destinations.append(destinationIndexPath)
            return TableViewDropProposal(operation: .copy, intent: .insertAtDestinationIndexPath)
        }
        func tableView(_ tableView: TableView, performDropWith coordinator: TableViewDropCoordinator) {
            destinations.append(coordinator.destinationIndexPath)
        }
    }

    @Test("SEMANTICS 32: the very first drag over a table nobody has asked anything gets a destination")
    func firstHoverAsksTheDataSource() {
        for external in [false, true] {
            let inbox = Inbox()
            let table = TableView(identifier: "inbox", frame: Rect(x: 300, y: 0, width: 300, height: 400), rowHeight: 40)
            table.register(TableViewCell.self, forCellReuseIdentifier: "Row")
            table.dataSource = inbox
            table.dropDelegate = inbox
            let scene = TestSceneForPorting(view: table)
            let source = View(identifier: "note", frame: Rect(x: 0, y: 0, width: 100, height: 100)).onDrag { ItemProvider(object: "Butter") }
            table.window?.addSubview(source)
            if external {
                scene.driver.beginExternalDrag([ExternalItem(types: [.utf8PlainText])], at: Point(x: 450, y: 40 + 30))
                scene.driver.move(to: Point(x: 450, y: 40 + 32))
            } else {
                #expect(scene.driver.press(at: Point(x: 50, y: 50)))
                scene.driver.move(to: Point(x: 450, y: 40 + 30), steps: 6)
            }
            #expect(inbox.destinations.first == IndexPath(row: 2, section: 0), "external: \(external)")
            scene.driver.cancel()
        }
    }

    @Test("A view made with .zero and given its frame afterwards lays out, takes presses and starts drags")
    func assigningFrameLaysOut() {
        let fruits = Fruits()
        let table = TableView(identifier: "fruits", frame: .zero, rowHeight: 44)
        table.register(TableViewCell.self, forCellReuseIdentifier: "Row")
        table.dataSource = fruits
        table.dragDelegate = fruits
        table.frame = Rect(x: 0, y: 0, width: 300, height: 400)
        let cell = table.layoutAttributesForItem(at: IndexPath(row: 1, section: 0))
        #expect(cell?.width == 300)
        #expect(table.visibleCells.count == 3)
        let scene = TestSceneForPorting(view: table)
        #expect(scene.driver.press(at: Point(x: 150, y: 44 + 22)))
        scene.driver.move(to: Point(x: 150, y: 300), steps: 4)
        #expect(scene.app.dragSession?.items.count == 1)
        scene.driver.cancel()
        // Resizing to the size it already has changes nothing and breaks nothing.
        table.frame.size = Size(width: 300, height: 400)
        #expect(table.layoutAttributesForItem(at: IndexPath(row: 1, section: 0))?.width == 300)
    }
}

/// One application, one window holding `view`.
@MainActor
struct TestSceneForPorting {
    let driver = HeadlessDragDriver()
    let app: DragDropSystem

    init(view: View) {
        app = driver.makeApplication("porting")
        let window = Window(frame: Rect(x: 0, y: 0, width: 800, height: 600))
        app.addWindow(window)
        window.addView(view)
    }
}

/// What a front end draws comes from the visible cells' frames: they must follow every
/// layout change, not only the layout's own answers (a resize once left pictures drawn at
/// their old places while `layoutAttributesForItem` was right).
@MainActor
@Suite("Visible cells follow the layout", .timeLimit(.minutes(1)))
struct VisibleCellsFollowTheLayoutTests {
    final class Squares: CollectionViewDataSource {
        func collectionView(_ collectionView: CollectionView, numberOfItemsInSection section: Int) -> Int { 12 }
        func collectionView(_ collectionView: CollectionView, cellForItemAt indexPath: IndexPath) -> CollectionViewCell {
            collectionView.dequeueReusableCell(withReuseIdentifier: "Square", for: indexPath)
        }
    }

    /// 330 × 600 points of `squares`, 100-point squares in a flow (3 a row), laid out.
    func squaresView(showing squares: Squares) -> CollectionView {
        let view = CollectionView(frame: Rect(x: 0, y: 0, width: 330, height: 600),
                                  collectionViewLayout: FlowLayout(width: 330, itemSize: Size(width: 100, height: 100)))
        view.register(CollectionViewCell.self, forCellWithReuseIdentifier: "Square")
        view.dataSource = squares
        view.layoutVisibleCells()
        return view
    }

    func expectCellsAtLayoutFrames(_ view: CollectionView, _ comment: Comment) {
        #expect(!view.visibleCells.isEmpty)
        for cell in view.visibleCells {
            #expect(view.indexPath(for: cell).flatMap(view.layoutAttributesForItem(at:)) == cell.frame, comment)
        }
    }

    @Test("Growing, shrinking and growing again re-wrap the rows; every visible cell is where the layout says")
    func resizeReflows() {
        let squares = Squares()  // the view holds its data source weakly
        let view = squaresView(showing: squares)
        #expect(view.layoutAttributesForItem(at: IndexPath(item: 3, section: 0))?.minY ?? 0 > 0)  // 3 per row
        for width in [550.0, 230, 1000, 330] {
            view.frame.size = Size(width: width, height: 600)
            expectCellsAtLayoutFrames(view, "at width \(width)")
        }
    }

    @Test("A view made zero-sized (a window being hidden) shows no cells and loses nothing; its size back, the same layout")
    func zeroSizeAndBack() {
        let squares = Squares()  // the view holds its data source weakly
        let view = squaresView(showing: squares)
        let before = (0..<view.numberOfItems(inSection: 0)).map { view.layoutAttributesForItem(at: IndexPath(item: $0, section: 0)) }
        for size in [Size(width: 0, height: 0), Size(width: 0, height: 600), Size(width: 330, height: 0)] {
            view.frame.size = size
            #expect(view.numberOfItems(inSection: 0) == before.count, "at \(size)")
            if size.height == 0 { #expect(view.visibleCells.isEmpty, "at \(size)") }
        }
        view.frame.size = Size(width: 330, height: 600)
        #expect((0..<view.numberOfItems(inSection: 0)).map { view.layoutAttributesForItem(at: IndexPath(item: $0, section: 0)) } == before)
        expectCellsAtLayoutFrames(view, "back at 330 × 600")
    }
}
