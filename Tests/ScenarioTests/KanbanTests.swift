import DemoScenes
import DragDrop
import DragDropTesting
import Foundation
import Testing

/// A Kanban board: a table inside each cell of a collection view (SEMANTICS 47). Drags go
/// to the table drawn under the pointer, inside its cell, as the board is resized and scrolled.
@MainActor
@Suite("Kanban: tables inside collection view cells", .timeLimit(.minutes(1)))
struct KanbanTests {
    let scene = KanbanScene(frame: Rect(x: 20, y: 40, width: 640, height: 500))

    /// The window point at the middle of `row` of the table showing `column`.
    func point(ofRow row: Int, in column: String, y: Double = 0.5, scene: KanbanScene? = nil) throws -> Point {
        let table = try #require((scene ?? self.scene).column(named: column)?.tableView)
        let frame = try #require(table.layoutAttributesForItem(at: IndexPath(row: row, section: 0)))
        return table.convert(Point(x: frame.midX, y: frame.minY + frame.height * y - table.contentOffset.y), to: nil)
    }

    @Test("A card dragged from the table in one column's cell lands in the table in another's, where it is drawn")
    func cardMovesBetweenTablesInCells() async throws {
        let harness = Harness([scene.board])
        harness.drag(from: try point(ofRow: 1, in: "To do"), to: try point(ofRow: 1, in: "Doing", y: 0.2))
        #expect(await harness.driver.settle())
        #expect(scene.column(named: "Doing")?.cards.count == 3)
        #expect(scene.column(named: "Doing")?.cards == ["Task 7", "Task 2", "Task 8"])
        #expect(scene.column(named: "To do")?.cards == ["Task 1", "Task 3", "Task 4", "Task 5", "Task 6"])
        #expect(harness.app.events.contains(DragDropEvent(.performDrop, view: "doing")))
    }

    @Test("SEMANTICS 47: a column dragged by its title opens a gap in the board; the columns after it stand aside with their tables, hit-tested where they are drawn")
    func columnGapShiftsTheTablesInsideTheCells() async throws {
        let harness = Harness([scene.board])
        let board = scene.board
        let window = try #require(board.window)
        let todo = try #require(scene.column(named: "To do")?.tableView)
        let doing = try #require(scene.column(named: "Doing")?.tableView)
        let slots = try (0..<3).map { try #require(board.layoutAttributesForItem(at: IndexPath(item: $0, section: 0))) }
        func inWindow(_ point: Point) -> Point { board.convert(point, to: nil) }
        // "Done" by its title, held over the left part of "To do"'s title: the gap opens before "To do".
        #expect(harness.driver.press(at: inWindow(Point(x: slots[2].minX + 30, y: slots[2].minY + 10))))
        harness.driver.move(to: inWindow(Point(x: slots[0].minX + 20, y: slots[0].minY + 10)), steps: 6)
        #expect(board.openDropGap == IndexPath(item: 0, section: 0))
        let shifted = try #require(board.frame(ofItemAt: IndexPath(item: 0, section: 0), withGapAt: IndexPath(item: 0, section: 0)))
        #expect(shifted == slots[1], "one slot on")
        #expect(board.cellForItem(at: IndexPath(item: 0, section: 0))?.frame == shifted)
        #expect(todo.frameInWindow.origin == inWindow(Point(x: shifted.minX, y: shifted.minY + KanbanScene.ColumnCell.titleHeight)))
        // Where "Doing"'s table was, "To do"'s is drawn now, and takes the drags there; the gap is the board's.
        #expect(window.dropInteraction(at: inWindow(Point(x: slots[1].midX, y: slots[1].minY + 100)))?.view === todo)
        #expect(window.dropInteraction(at: inWindow(Point(x: slots[2].midX, y: slots[2].minY + 100)))?.view === doing)
        #expect(window.dropInteraction(at: inWindow(Point(x: slots[0].midX, y: slots[0].minY + 100)))?.view === board)
        #expect(harness.driver.release())
        #expect(scene.columns.map(\.name) == ["Done", "To do", "Doing"])
        #expect(board.openDropGap == nil)
        #expect(window.dropInteraction(at: inWindow(Point(x: slots[0].midX, y: slots[0].minY + 100)))?.view
                === scene.column(named: "Done")?.tableView)
        #expect(window.dropInteraction(at: inWindow(Point(x: slots[1].midX, y: slots[1].minY + 100)))?.view
                === scene.column(named: "To do")?.tableView)
    }

    @Test("After the board is resized and scrolled, drops go to the columns drawn under the pointer")
    func dropsFollowTheBoardAsItIsResizedAndScrolled() async throws {
        let scene = KanbanScene(frame: Rect(x: 20, y: 40, width: 640, height: 500), columnSize: Size(width: 200, height: 300))
        let harness = Harness([scene.board])
        let doneTable = scene.column(named: "Done")?.tableView
        scene.board.frame = Rect(x: 20, y: 40, width: 420, height: 500)  // two columns a row: "Done" wraps under "To do"
        let done = try #require(scene.board.layoutAttributesForItem(at: IndexPath(item: 2, section: 0)))
        #expect(done.minX < 10 && done.minY >= 300)
        #expect(scene.column(named: "Done")?.tableView === doneTable, "the cell follows its item")
        harness.drag(from: try point(ofRow: 0, in: "Doing", scene: scene), to: try point(ofRow: 0, in: "Done", y: 0.8, scene: scene))
        #expect(await harness.driver.settle())
        #expect(scene.column(named: "Done")?.cards.count == 2)
        #expect(scene.column(named: "Done")?.cards == ["Task 9", "Task 7"])
        #expect(scene.column(named: "Doing")?.cards == ["Task 8"])
        // Scrolled down by 100 points: the tables are drawn 100 points higher, and drops follow.
        scene.board.contentOffset = Point(x: 0, y: 100)
        harness.drag(from: try point(ofRow: 1, in: "Done", scene: scene), to: try point(ofRow: 5, in: "To do", y: 0.2, scene: scene))
        #expect(await harness.driver.settle())
        #expect(scene.column(named: "To do")?.cards.count == 7)
        #expect(scene.column(named: "To do")?.cards == ["Task 1", "Task 2", "Task 3", "Task 4", "Task 5", "Task 7", "Task 6"])
        #expect(scene.column(named: "Done")?.cards == ["Task 9"])
    }

    @Test("SEMANTICS 43, 47: by keyboard, a card lifted in one column's table goes to the table in the next column's cell")
    func keyboardTakesACardToTheNextColumn() async throws {
        let harness = Harness([scene.board])
        defer { withExtendedLifetime(harness) {} }  // the window the board is in
        let todo = try #require(scene.column(named: "To do")?.tableView), doing = try #require(scene.column(named: "Doing")?.tableView)
        let keyboard = KeyboardReorder(view: todo, focus: IndexPath(row: 0, section: 0))
        #expect(keyboard.handle(.space))
        #expect(keyboard.handle(.nextCollection))
        #expect(keyboard.destinationCollection === doing)
        #expect(keyboard.handle(.space))
        #expect(await harness.driver.settle())
        #expect(scene.column(named: "Doing")?.cards.count == 3)
        #expect(scene.column(named: "Doing")?.cards == ["Task 7", "Task 8", "Task 1"])
        #expect(scene.column(named: "To do")?.cards.first == "Task 2")
    }
}
