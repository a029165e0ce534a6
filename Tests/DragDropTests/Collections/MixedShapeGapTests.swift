import DragDrop
import DragDropTesting
import Foundation
import Testing

/// A drop gap over pictures of mixed shapes (issue 37, item 1): the rows are laid out again
/// with the gap as an item, so that at every pointer position nothing overlaps and nothing
/// runs past the edge. With pictures of one shape the old "next item's place" slots hid it.
@MainActor
@Suite("Open gaps over mixed shapes", .timeLimit(.minutes(1)))
struct MixedShapeGapTests {
    /// Portraits, panoramas and squares, mixed.
    static let ratios: [Double] = [0.66, 3.5, 1, 1.5, 0.75, 4, 1, 0.5, 2.5, 1.33, 0.66, 1, 5, 0.8, 1.5, 1, 0.66, 3, 1, 0.75,
                                   2, 0.5, 1, 4.5, 1.33, 0.66, 1, 1.5, 0.8, 3.5]

    static func justified() -> JustifiedLayout {
        let layout = JustifiedLayout(width: 800, rowHeight: 120, spacing: 8,
                                     sectionInset: EdgeInsets(top: 8, left: 8, bottom: 8, right: 8),
                                     aspectRatio: { ratios[$0.item % ratios.count] })
        layout.prepare(itemCounts: [ratios.count])
        return layout
    }

    static func flow() -> FlowLayout {
        let layout = FlowLayout(width: 800, sizeForItem: { Size(width: 120 * ratios[$0.item % ratios.count], height: 120) },
                                interitemSpacing: 8, lineSpacing: 8, sectionInset: EdgeInsets(top: 8, left: 8, bottom: 8, right: 8))
        layout.prepare(itemCounts: [ratios.count])
        return layout
    }

    /// Every insertion point a pointer can make, by sweeping the content.
    static func insertionPoints(_ layout: RowLayout) -> [IndexPath] {
        var points: Set<IndexPath> = []
        for y in stride(from: 0.0, to: layout.contentSize.height, by: 17) {
            for x in stride(from: 0.0, to: layout.width, by: 13) {
                if let location = layout.dropLocation(at: Point(x: x, y: y)) { points.insert(location.insertionIndexPath) }
            }
        }
        return points.sorted { $0.item < $1.item }
    }

    @Test("Justified rows: with the gap open anywhere, every item's frame is disjoint from the others and inside the width")
    func justifiedRows() throws {
        let layout = Self.justified()
        let gaps = Self.insertionPoints(layout)
        #expect(gaps.count == Self.ratios.count + 1, "the sweep reaches every insertion point")
        for gap in gaps {
            let frames = try (0..<Self.ratios.count).map { try #require(layout.frame(ofItemAt: IndexPath(item: $0, section: 0), withGapAt: gap)) }
            try GapInvariant.check(frames, width: layout.width, gap: gap)
            for shape in [0.5, 1, 4] {  // a portrait, a square and a panorama dragged
                let size = Size(width: 120 * shape, height: 120)
                let shaped = try (0..<Self.ratios.count).map {
                    try #require(layout.frame(ofItemAt: IndexPath(item: $0, section: 0), withGapAt: gap, gapSize: size))
                }
                let open = try #require(layout.frameOfGap(at: gap, gapSize: size))
                #expect(abs(open.width / open.height - shape) < 1e-6, "the gap has the dragged item's shape")
                try GapInvariant.check(shaped + [open], width: layout.width, gap: gap)
            }
        }
    }

    @Test("A view's gap takes the shape of the item dragged from it, a square for a drag from elsewhere")
    func gapTakesTheDraggedShape() throws {
        let names = Self.ratios.indices.map { "P\($0)" }
        let layout = JustifiedLayout(width: 800, rowHeight: 120, spacing: 8, aspectRatio: { Self.ratios[$0.item] })
        let fixture = ListFixture([names], frame: Rect(x: 0, y: 0, width: 800, height: 2000), layout: layout)
        fixture.moveOnDrop()
        let view = fixture.collectionView
        let scene = TestScene()
        scene.window.addView(view)
        let square = try #require(view.openGapSize)
        #expect(abs(square.width - square.height) < 1e-9, "no drag from here: a placeholder's square")
        #expect(scene.driver.press(at: fixture.point(IndexPath(item: 5, section: 0))))  // the 4:1 panorama
        scene.driver.move(to: fixture.point(IndexPath(item: 12, section: 0), x: 0.1), steps: 4)
        let size = try #require(view.openGapSize)
        #expect(abs(size.width / size.height - 4) < 1e-9, "the dragged panorama's shape")
        let gap = IndexPath(item: 12, section: 0)
        let open = try #require(view.frameOfOpenGap(at: gap))
        #expect(abs(open.width / open.height - 4) < 1e-6)
        let frames = try names.indices.map { try #require(view.frame(ofItemAt: IndexPath(item: $0, section: 0), withGapAt: gap)) }
        try GapInvariant.check(frames + [open], width: 800, gap: gap)
        scene.driver.cancel()
    }

    @Test("Flow: with the gap open anywhere, every item's frame is disjoint from the others and inside the width")
    func flow() throws {
        let layout = Self.flow()
        for gap in Self.insertionPoints(layout) {
            let frames = try (0..<Self.ratios.count).map { try #require(layout.frame(ofItemAt: IndexPath(item: $0, section: 0), withGapAt: gap)) }
            try GapInvariant.check(frames, width: layout.width, gap: gap)
        }
    }
}
