import DragDrop
import DragDropTesting
import Foundation
import Testing

/// Where items are drawn while a drop gap is open before them: the next place, and for the
/// last item of a full line, the start of the next line (issue 27: the grid's last tile was
/// clipped at the right edge).
@MainActor
@Suite("Open gaps: the slot each item takes", .timeLimit(.minutes(1)))
struct GapSlotTests {
    @Test("A grid's items take the next place; the last of a full row wraps to the next row")
    func gridWraps() throws {
        let fixture = ListFixture([["A", "B", "C", "D", "E", "F", "G", "H"]], frame: Rect(x: 0, y: 0, width: 400, height: 400),
                                  layout: GridLayout(width: 400, columns: 4, spacing: 8))
        let view = fixture.collectionView
        let frames = (0..<8).map { view.layoutAttributesForItem(at: IndexPath(item: $0, section: 0))! }
        #expect(view.layout.frameOfSlot(after: IndexPath(item: 0, section: 0)) == frames[1])
        #expect(view.layout.frameOfSlot(after: IndexPath(item: 3, section: 0)) == frames[4])  // row end → next row
        let last = try #require(view.layout.frameOfSlot(after: IndexPath(item: 7, section: 0)))
        #expect(last.minX == frames[0].minX && last.minY == frames[7].maxY + 8)  // wraps, never past the edge
        #expect(last.maxX <= 400)
    }

    @Test("A row not full: the last item steps along its row; a list's last row steps down")
    func partialRowAndList() throws {
        let grid = ListFixture([["A", "B", "C"]], frame: Rect(x: 0, y: 0, width: 400, height: 400),
                               layout: GridLayout(width: 400, columns: 4, spacing: 8))
        let frames = (0..<3).map { grid.collectionView.layoutAttributesForItem(at: IndexPath(item: $0, section: 0))! }
        let slot = try #require(grid.collectionView.layout.frameOfSlot(after: IndexPath(item: 2, section: 0)))
        #expect(slot.minY == frames[2].minY && slot.minX == frames[2].maxX + 8)
        let list = ListFixture([["A", "B"]])
        let rows = (0..<2).map { list.collectionView.layoutAttributesForItem(at: IndexPath(item: $0, section: 0))! }
        let below = try #require(list.collectionView.layout.frameOfSlot(after: IndexPath(item: 1, section: 0)))
        #expect(below.minX == rows[1].minX && below.minY == rows[1].maxY + (rows[1].minY - rows[0].maxY))
    }
}

/// The geometry the front end draws from, decided by the core: where each item shows while a
/// gap is open, and where a reorder handle takes a press.
@MainActor
@Suite("Gaps and handles: the core's geometry", .timeLimit(.minutes(1)))
struct GapAndHandleGeometryTests {
    @Test("While a gap is open, the items at and after it in its section show one slot on; later sections move down")
    func itemsPastTheGap() throws {
        let fixture = ListFixture([["A", "B", "C"], ["D"]])
        let view = fixture.collectionView
        let frame = { (item: Int, section: Int) in view.layoutAttributesForItem(at: IndexPath(item: item, section: section)) }
        let gap = IndexPath(item: 1, section: 0)
        #expect(view.layout.frame(ofItemAt: IndexPath(item: 0, section: 0), withGapAt: gap) == frame(0, 0))
        #expect(view.layout.frame(ofItemAt: IndexPath(item: 1, section: 0), withGapAt: gap) == frame(2, 0))
        #expect(view.layout.frame(ofItemAt: IndexPath(item: 2, section: 0), withGapAt: gap) == view.layout.frameOfSlot(after: IndexPath(item: 2, section: 0)))
        let grown = try #require(frame(2, 0)).height  // the gap pushed the last row down one row
        #expect(view.layout.frame(ofItemAt: IndexPath(item: 0, section: 1), withGapAt: gap) == frame(0, 1)?.offsetBy(dx: 0, dy: grown),
                "a later section moves down by the row the gap added: nothing overlaps")
        #expect(view.layout.frame(ofItemAt: IndexPath(item: 1, section: 0), withGapAt: nil) == frame(1, 0))
    }

    @Test("A reorder handle is the trailing 40 points of a row that can move, in edit mode; a press there is the handle's")
    func handleHitTesting() {
        final class Rows: TableViewDataSource {
            func tableView(_ tableView: TableView, numberOfRowsInSection section: Int) -> Int { 3 }
            func tableView(_ tableView: TableView, cellForRowAt indexPath: IndexPath) -> TableViewCell {
                tableView.dequeueReusableCell(withIdentifier: "r", for: indexPath)
            }
            func tableView(_ tableView: TableView, canMoveRowAt indexPath: IndexPath) -> Bool { indexPath.row != 2 }
            func tableView(_ tableView: TableView, moveRowAt sourceIndexPath: IndexPath, to destinationIndexPath: IndexPath) {}
        }
        let rows = Rows()
        let table = TableView(identifier: "rows", frame: Rect(x: 0, y: 0, width: 300, height: 400), rowHeight: 44)
        table.register(TableViewCell.self, forCellReuseIdentifier: "r")
        table.dataSource = rows
        #expect(table.itemWithReorderHandle(at: Point(x: 290, y: 60)) == nil, "not editing: no handles")
        table.isEditing = true
        #expect(table.reorderHandleFrame(at: IndexPath(row: 1, section: 0)) == Rect(x: 260, y: 44, width: 40, height: 44))
        #expect(table.itemWithReorderHandle(at: Point(x: 290, y: 60)) == IndexPath(row: 1, section: 0))
        #expect(table.itemWithReorderHandle(at: Point(x: 250, y: 60)) == nil, "left of the handle: the row's own press")
        #expect(table.itemWithReorderHandle(at: Point(x: 290, y: 100)) == nil, "a row that cannot move has no handle")
        #expect(table.reorderHandleFrame(at: IndexPath(row: 2, section: 0)) == nil)
    }
}
