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
        #expect(view.frameOfSlot(after: IndexPath(item: 0, section: 0)) == frames[1])
        #expect(view.frameOfSlot(after: IndexPath(item: 3, section: 0)) == frames[4])  // row end → next row
        let last = try #require(view.frameOfSlot(after: IndexPath(item: 7, section: 0)))
        #expect(last.minX == frames[0].minX && last.minY == frames[7].maxY + 8)  // wraps, never past the edge
        #expect(last.maxX <= 400)
    }

    @Test("A row not full: the last item steps along its row; a list's last row steps down")
    func partialRowAndList() throws {
        let grid = ListFixture([["A", "B", "C"]], frame: Rect(x: 0, y: 0, width: 400, height: 400),
                               layout: GridLayout(width: 400, columns: 4, spacing: 8))
        let frames = (0..<3).map { grid.collectionView.layoutAttributesForItem(at: IndexPath(item: $0, section: 0))! }
        let slot = try #require(grid.collectionView.frameOfSlot(after: IndexPath(item: 2, section: 0)))
        #expect(slot.minY == frames[2].minY && slot.minX == frames[2].maxX + 8)
        let list = ListFixture([["A", "B"]])
        let rows = (0..<2).map { list.collectionView.layoutAttributesForItem(at: IndexPath(item: $0, section: 0))! }
        let below = try #require(list.collectionView.frameOfSlot(after: IndexPath(item: 1, section: 0)))
        #expect(below.minX == rows[1].minX && below.minY == rows[1].maxY + (rows[1].minY - rows[0].maxY))
    }
}
