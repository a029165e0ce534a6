import DragDrop
import DragDropTesting
import Foundation
import Testing

@MainActor
@Suite("Layouts", .timeLimit(.minutes(1)))
struct LayoutTests {
    @Test func indexPathConveniences() {
        var path = IndexPath(item: 3, section: 1)
        #expect(path.item == 3 && path.row == 3 && path.section == 1)
        path.row = 5
        #expect(path == IndexPath(row: 5, section: 1))
    }

    @Test("Seed 001 grid: three square columns, 5-point spacing")
    func grid() {
        let layout = GridLayout(width: 310, columns: 3, spacing: 5)
        layout.prepare(itemCounts: [15])
        #expect(layout.cellWidth == 100)  // (310 − 10) / 3
        let first = layout.frameForItem(at: IndexPath(item: 0, section: 0))!
        let fourth = layout.frameForItem(at: IndexPath(item: 3, section: 0))!
        let fifth = layout.frameForItem(at: IndexPath(item: 4, section: 0))!
        #expect(abs(first.width - 100) < 1e-6 && first.height == 100)
        #expect(fourth.minY == 105 && fourth.minX == 0)
        #expect(abs(fifth.minX - 105) < 1e-6)
        #expect(layout.contentSize.height == 5 * 100 + 4 * 5)
        #expect(layout.indexPathForItem(at: Point(x: 150, y: 150)) == IndexPath(item: 4, section: 0))
        #expect(layout.indexPathForItem(at: Point(x: 102, y: 50)) == nil)  // the spacing is empty space
        #expect(layout.indexPathForItem(at: Point(x: 150, y: 1000)) == nil)
    }

    @Test("SEMANTICS 14: below the last item is (section, count); beyond the content is nil")
    func dropLocations() {
        let layout = GridLayout(width: 310, columns: 3, spacing: 5)
        layout.prepare(itemCounts: [14])  // last row has two items
        let lastRowY = 4 * 105 + 50.0
        #expect(layout.dropLocation(at: Point(x: 260, y: lastRowY))?.insertionIndexPath == IndexPath(item: 14, section: 0))
        #expect(layout.dropLocation(at: Point(x: 150, y: 2000)) == nil)
        let left = layout.dropLocation(at: Point(x: 110, y: 50))!
        #expect(left.item == IndexPath(item: 1, section: 0) && left.insertionIndexPath.item == 1 && left.fraction < 0.25)
        let right = layout.dropLocation(at: Point(x: 190, y: 50))!
        #expect(right.insertionIndexPath.item == 2 && right.fraction > 0.75)
        let gap = layout.dropLocation(at: Point(x: 102, y: 50))!
        #expect(gap.item == nil && gap.insertionIndexPath.item == 1)
    }

    @Test("An item moved interactively is drawn centred on the pointer; a list's row only slides vertically (SEMANTICS 28)")
    func interactivelyMovingItem() {
        let grid = GridLayout(width: 310, columns: 3, spacing: 5)
        grid.prepare(itemCounts: [15])
        let tile = IndexPath(item: 0, section: 0)
        let moved = grid.layoutAttributesForInteractivelyMovingItem(at: tile, withTargetPosition: Point(x: 200, y: 150))!
        #expect(abs(moved.midX - 200) < 1e-6 && moved.midY == 150 && abs(moved.width - 100) < 1e-6)
        let list = ListLayout(width: 320, fixedRowHeight: 40)
        list.prepare(itemCounts: [5])
        #expect(list.layoutAttributesForInteractivelyMovingItem(at: tile, withTargetPosition: Point(x: 300, y: 130))
                == Rect(x: 0, y: 110, width: 320, height: 40))
        #expect(list.layoutAttributesForInteractivelyMovingItem(at: IndexPath(item: 9, section: 0), withTargetPosition: .zero) == nil)
    }

    @Test("List: sections with headers, vertical fractions")
    func list() {
        let layout = ListLayout(width: 320, rowHeight: { $0.section == 0 ? 40 : 60 }, headerHeight: { _ in 30 })
        layout.prepare(itemCounts: [3, 2])
        #expect(layout.frameForHeader(inSection: 1) == Rect(x: 0, y: 150, width: 320, height: 30))
        #expect(layout.frameForItem(at: IndexPath(row: 1, section: 1)) == Rect(x: 0, y: 240, width: 320, height: 60))
        #expect(layout.contentSize.height == 300)
        let location = layout.dropLocation(at: Point(x: 10, y: 30 + 40 + 20))!
        #expect(location.item == IndexPath(row: 1, section: 0) && location.fraction == 0.5)
        #expect(layout.dropLocation(at: Point(x: 10, y: 160))?.insertionIndexPath == IndexPath(row: 0, section: 1))
        #expect(layout.indexPathsForItems(in: Rect(x: 0, y: 100, width: 320, height: 100))
                == [IndexPath(row: 1, section: 0), IndexPath(row: 2, section: 0), IndexPath(row: 0, section: 1)])
        #expect(layout.indexPathsForItems(in: Rect(x: 0, y: 151, width: 320, height: 20)) == [])  // a header
        #expect(layout.gapRect(at: IndexPath(row: 3, section: 0))?.midY == 150)
    }

    @Test("Flow: one width, heights from aspect ratios, wrapping rows")
    func flow() {
        let ratios = [1.0, 2.0, 0.5, 1.0, 1.5]
        let layout = FlowLayout(width: 340, sizeForItem: { Size(width: 100, height: 100 / ratios[$0.item]) },
                                interitemSpacing: 10, lineSpacing: 10, sectionInset: EdgeInsets(all: 10))
        layout.prepare(itemCounts: [5])
        let frames = (0..<5).map { layout.frameForItem(at: IndexPath(item: $0, section: 0))! }
        #expect(frames[0].minX == 10 && frames[1].minX == 120 && frames[2].minX == 230)
        #expect(frames[3].minX == 10 && frames[3].minY == 10 + 200 + 10)  // the row is as tall as its tallest item
        #expect(frames[2].height == 200 && frames[1].height == 50)
        #expect(layout.contentSize.height == 10 + 200 + 10 + 100 + 10)
    }

    @Test("Incremental relayout equals a full layout")
    func incrementalRelayout() {
        var heights = (0..<500).map { Double(20 + $0 % 7 * 5) }
        let size = { (path: IndexPath) in Size(width: 90, height: path.section == 0 ? heights[path.item] : 33) }
        let incremental = FlowLayout(width: 400, sizeForItem: size)
        incremental.prepare(itemCounts: [500, 20])
        heights.swapAt(10, 300)
        incremental.invalidate(section: 0, from: 10, itemCounts: [500, 20])
        let full = FlowLayout(width: 400, sizeForItem: size)
        full.prepare(itemCounts: [500, 20])
        for section in 0..<2 {
            for item in 0..<(section == 0 ? 500 : 20) {
                let path = IndexPath(item: item, section: section)
                #expect(incremental.frameForItem(at: path) == full.frameForItem(at: path))
            }
        }
        incremental.invalidate(section: 1, from: 20, itemCounts: [500, 25])
        #expect(incremental.frameForItem(at: IndexPath(item: 24, section: 1)) != nil)
    }

    @Test("Resizing a few items measures their rows only, and equals a full layout — also when a row break moves",
          arguments: [false, true])
    func resizeItems(widthChanges: Bool) {
        var heights = (0..<3_000).map { Double(20 + $0 % 7 * 5) }
        var widths = [Double](repeating: 90, count: 3_000)
        var asked = 0
        let size = { (path: IndexPath) -> Size in
            asked += 1
            return Size(width: path.section == 0 ? widths[path.item] : 90, height: path.section == 0 ? heights[path.item] : 33)
        }
        let incremental = FlowLayout(width: 400, sizeForItem: size, interitemSpacing: 4, lineSpacing: 6)
        incremental.prepare(itemCounts: [3_000, 20])
        heights[7] = 300
        heights[2_500] = 1
        if widthChanges { widths[12] = 300 }  // no longer fits its row: the rows from there flow again
        asked = 0
        incremental.resizeItems(widthChanges ? [7, 12, 2_500] : [7, 2_500], inSection: 0, itemCounts: [3_000, 20])
        if !widthChanges { #expect(asked < 20, "asked for \(asked) sizes") }
        let full = FlowLayout(width: 400, sizeForItem: size, interitemSpacing: 4, lineSpacing: 6)
        full.prepare(itemCounts: [3_000, 20])
        #expect(incremental.contentSize == full.contentSize)
        for section in 0..<2 {
            for item in 0..<(section == 0 ? 3_000 : 20) {
                let path = IndexPath(item: item, section: section)
                #expect(incremental.frameForItem(at: path) == full.frameForItem(at: path))
            }
        }
        #expect(incremental.indexPathForItem(at: full.frameForItem(at: IndexPath(item: 2_999, section: 0))!.center)
            == IndexPath(item: 2_999, section: 0))
    }
}
