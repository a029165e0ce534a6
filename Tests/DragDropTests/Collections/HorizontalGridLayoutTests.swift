import DragDrop
import Testing

@MainActor
@Suite("Horizontal grid layout (LazyHGrid's)", .timeLimit(.minutes(1)))
struct HorizontalGridLayoutTests {
    /// Two rows of 45 in 100 points, 10 apart; cells 90 wide, columns 10 apart; sections of 3 and 4 items.
    private func layout() -> HorizontalGridLayout {
        let layout = HorizontalGridLayout(height: 100, rows: 2, rowSpacing: 10, columnSpacing: 10, cellAspectRatio: 2)
        layout.prepare(itemCounts: [3, 4])
        return layout
    }

    @Test("Items down the columns; each section starts a new column; the content as high as the view")
    func frames() {
        let layout = layout()
        #expect(layout.frameForItem(at: IndexPath(item: 1, section: 0)) == Rect(x: 0, y: 55, width: 90, height: 45))
        #expect(layout.frameForItem(at: IndexPath(item: 2, section: 0)) == Rect(x: 100, y: 0, width: 90, height: 45))
        // Section 1 starts after section 0's two columns.
        #expect(layout.frameForItem(at: IndexPath(item: 0, section: 1)) == Rect(x: 200, y: 0, width: 90, height: 45))
        #expect(layout.frameForItem(at: IndexPath(item: 4, section: 1)) == nil)
        #expect(layout.contentSize == Size(width: 390, height: 100))
        #expect(layout.frameForSection(1) == Rect(x: 200, y: 0, width: 190, height: 100))
        #expect(layout.indexPathForItem(at: Point(x: 250, y: 70)) == IndexPath(item: 1, section: 1))
        #expect(layout.indexPathForItem(at: Point(x: 95, y: 20)) == nil)  // the spacing between columns
        #expect(layout.indexPathsForItems(in: Rect(x: 150, y: 0, width: 100, height: 50))
                == [IndexPath(item: 2, section: 0), IndexPath(item: 0, section: 1)])
    }

    @Test("A drop is measured down the column: before an item in its upper half, after it in its lower half; below a section's last item, its end")
    func dropLocations() {
        let layout = layout()
        let upper = layout.dropLocation(at: Point(x: 250, y: 60))
        #expect(upper?.insertionIndexPath == IndexPath(item: 1, section: 1) && upper?.item == IndexPath(item: 1, section: 1))
        #expect(layout.dropLocation(at: Point(x: 250, y: 90))?.insertionIndexPath == IndexPath(item: 2, section: 1))
        #expect(layout.dropLocation(at: Point(x: 150, y: 80))?.insertionIndexPath == IndexPath(item: 3, section: 0))
        #expect(layout.dropLocation(at: Point(x: 500, y: 20)) == nil)  // past the last column: the view's end
        #expect(layout.axis == .vertical)
        #expect(layout.gapRect(at: IndexPath(item: 1, section: 1)) == Rect(x: 200, y: 48, width: 90, height: 4))
    }
}
