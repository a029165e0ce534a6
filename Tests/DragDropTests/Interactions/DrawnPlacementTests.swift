import DragDrop
import DragDropTesting
import Foundation
import Testing

/// SEMANTICS 47: what the screen shows is where the drop goes. A front end places each view
/// its window holds where it draws it; the core hit-tests there, and where two drop targets
/// drawn by different hosts overlap, the one drawn on top takes the drags.
@MainActor
@Suite("Drawn placement", .timeLimit(.minutes(1)))
struct DrawnPlacementTests {
    /// A window with a drag source at its top-left, and the reporter's layout: a column (a
    /// table, laid out at the top) and a trash under it, each with a drop interaction.
    @MainActor
    struct Board {
        let scene = TestScene()
        let source = TestDragSource(text: "card")
        let columnTarget = TestDropTarget(), trashTarget = TestDropTarget()
        let column: View
        let trash: View

        init(prefix: String) {
            scene.addSource("source", frame: Rect(x: 900, y: 0, width: 50, height: 50), delegate: source)
            column = View(identifier: "\(prefix)-column", frame: Rect(x: 0, y: 0, width: 280, height: 480))
            column.addInteraction(DropInteraction(delegate: columnTarget))
            // Added last and with a higher z-index: in front wherever frames alone decide.
            trash = View(identifier: "\(prefix)-trash", frame: Rect(x: 0, y: 500, width: 280, height: 56), zIndex: 1)
            trash.addInteraction(DropInteraction(delegate: trashTarget))
            scene.window.addView(column)
            scene.window.addView(trash)
        }

        /// Drags from the source to a window point and returns the views that took the drop.
        func drop(at point: Point) -> [String] {
            scene.app.clearEvents()
            scene.driver.drag(from: Point(x: 925, y: 25), to: point)
            return scene.app.events.filter { $0.kind == .performDrop }.map(\.view)
        }

        /// The window grew to `height`: GTK gives the column the height and draws the trash under it.
        func windowGrew(to height: Double) {
            column.frame.size.height = height - 68
            column.placement = DrawnPlacement(offset: .zero, visible: Rect(x: 0, y: 0, width: 280, height: height - 68), layer: 1)
            let trashTop = height - 56
            trash.placement = DrawnPlacement(offset: Point(x: 0, y: trashTop - 500), visible: Rect(x: 0, y: trashTop, width: 280, height: 56),
                                             layer: 2)
        }
    }

    /// Collects the diagnostics about `views` (the handler is global; other tests run meanwhile).
    final class Said: @unchecked Sendable {
        var messages: [String] = []
    }

    @Test("After the window grew, a drop low in the column lands in the column, and the trash takes drops where it is drawn (SEMANTICS 47)")
    func dropsFollowWhatIsDrawn() {
        let board = Board(prefix: "grown")
        board.windowGrew(to: 800)
        #expect(board.drop(at: Point(x: 140, y: 520)) == ["grown-column"], "the trash's first frame is the column's now")
        #expect(board.trashTarget.sessions.isEmpty)
        #expect(board.drop(at: Point(x: 140, y: 760)) == ["grown-trash"])
        #expect(board.trashTarget.sessions.last?.location(in: board.trash) == Point(x: 140, y: 16))
        #expect(board.trash.frameInWindow == Rect(x: 0, y: 744, width: 280, height: 56))
        #expect(board.trash.convert(Point(x: 1, y: 2), to: nil) == Point(x: 1, y: 746))
    }

    @Test("A view not shown (a page GTK does not draw) takes no drops; its subviews follow it and are clipped to what shows (SEMANTICS 47)")
    func hiddenAndClipped() {
        let board = Board(prefix: "clipped")
        let slot = TestDropTarget()
        let inner = View(identifier: "clipped-slot", frame: Rect(x: 10, y: 10, width: 100, height: 30))
        inner.addInteraction(DropInteraction(delegate: slot))
        board.trash.addSubview(inner)
        board.trash.placement = DrawnPlacement(offset: Point(x: 300, y: 0), visible: Rect(x: 300, y: 500, width: 280, height: 20), layer: 2)
        #expect(inner.frameInWindow == Rect(x: 310, y: 510, width: 100, height: 30))
        #expect(board.drop(at: Point(x: 320, y: 515)) == ["clipped-slot"])
        #expect(board.drop(at: Point(x: 320, y: 530)).isEmpty, "scrolled out of what shows")
        board.trash.placement = DrawnPlacement(offset: Point(x: 300, y: 0), visible: .zero, layer: 2)
        #expect(board.drop(at: Point(x: 320, y: 515)).isEmpty)
        #expect(board.drop(at: Point(x: 140, y: 520)).isEmpty, "nor where its frame alone says")
    }

    @Test("Where two drop targets overlap, the one drawn on top takes the drags, and a diagnostic says so each time the overlap starts (SEMANTICS 47)")
    func drawnOnTopWinsAndIsSaid() {
        let board = Board(prefix: "overlap")
        let said = Said()
        let saved = Diagnostics.handler
        Diagnostics.handler = { if $0.view.hasPrefix("overlap-") { said.messages.append("\($0.view): \($0.message)") } }
        defer { Diagnostics.handler = saved }
        // The trash drawn under the column (a lower layer), over its lower part.
        board.column.placement = DrawnPlacement(offset: .zero, visible: Rect(x: 0, y: 0, width: 280, height: 480), layer: 2)
        board.trash.placement = DrawnPlacement(offset: Point(x: 0, y: -100), visible: Rect(x: 0, y: 400, width: 280, height: 56), layer: 1)
        #expect(board.drop(at: Point(x: 140, y: 420)) == ["overlap-column"], "drawn on top, despite the trash's z-index and order")
        #expect(said.messages.count == 1)
        #expect(said.messages.first?.hasPrefix("overlap-column: drawn over \"overlap-trash\"") == true, "\(said.messages)")
        // Still overlapping after a move: nothing new to say.
        board.trash.placement?.offset = Point(x: 0, y: -90)
        #expect(said.messages.count == 1)
        // Apart, then overlapping again: said again.
        board.trash.placement?.offset = Point(x: 0, y: 0)
        board.trash.placement?.visible = Rect(x: 0, y: 500, width: 280, height: 56)
        #expect(board.drop(at: Point(x: 140, y: 520)) == ["overlap-trash"])
        board.column.frame.size.height = 560
        board.column.placement?.visible = Rect(x: 0, y: 0, width: 280, height: 560)
        #expect(said.messages.count == 2)
        #expect(board.drop(at: Point(x: 140, y: 520)) == ["overlap-column"])
        // Views of one layer (one host) may overlap as the application lays them out: not said.
        board.trash.placement?.layer = 2
        board.column.frame.size.height = 480
        board.column.frame.size.height = 560
        #expect(said.messages.count == 2)
    }

    @Test("An item's frame in the window: where it is drawn, scrolled; a press there drags that item (issue 40, item 9)")
    func itemFrameInWindow() {
        let letters = SelectionDragTests.Letters()
        let table = TableView(identifier: "letters", frame: Rect(x: 0, y: 0, width: 300, height: 120), rowHeight: 40)
        table.register(TableViewCell.self, forCellReuseIdentifier: "Row")
        table.dataSource = letters
        table.dragDelegate = letters
        table.dropDelegate = letters
        let scene = TestScene()
        scene.window.addView(table)
        #expect(table.frameInWindow(ofItemAt: IndexPath(row: 2, section: 0)) == Rect(x: 0, y: 80, width: 300, height: 40))
        // Drawn 100 points right and 50 down, scrolled by a row.
        table.placement = DrawnPlacement(offset: Point(x: 100, y: 50), visible: Rect(x: 100, y: 50, width: 300, height: 120), layer: 0)
        table.contentOffset = Point(x: 0, y: 40)
        let third = table.frameInWindow(ofItemAt: IndexPath(row: 2, section: 0))
        #expect(third == Rect(x: 100, y: 90, width: 300, height: 40))
        #expect(table.frameInWindow(ofItemAt: IndexPath(row: 9, section: 0)) == nil)
        // Pressed there, C is the row that drags.
        scene.driver.drag(from: third!.center, to: Point(x: 250, y: 165))
        #expect(letters.askedForBeginning == [2])
    }
}
